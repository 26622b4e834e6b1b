// SPDX-License-Identifier: EPL-2.0
/** Parsing and formatting: operator precedence, the standard library and the examples. */
package isolang.tests.dsl.parsing;
