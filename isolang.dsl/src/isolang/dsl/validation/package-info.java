// SPDX-License-Identifier: EPL-2.0
/**
 * Static checks of isolang files, each reported at its exact location with a code from
 * {@link isolang.dsl.validation.IssueCodes}.
 */
package isolang.dsl.validation;
