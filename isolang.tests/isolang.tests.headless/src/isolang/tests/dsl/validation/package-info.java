// SPDX-License-Identifier: EPL-2.0
/** Validation: the error corpus and the warnings, asserted by issue code. */
package isolang.tests.dsl.validation;
