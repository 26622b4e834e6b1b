// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.validation;

/** Codes of the issues the isolang validator reports; tests and quick fixes match on them. */
public interface IssueCodes {

    /** Common prefix of all isolang issue codes. */
    String PREFIX = "isolang.dsl.";

    /** Two levels in the same file have the same name. */
    String DUPLICATE_LEVEL = PREFIX + "DuplicateLevel";
}
