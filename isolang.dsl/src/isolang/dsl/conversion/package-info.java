// SPDX-License-Identifier: EPL-2.0
/**
 * Conversion between the text of terminals and datatype rules and their model values, with a
 * clear message for text that has no value (such as a number out of range).
 */
package isolang.dsl.conversion;
