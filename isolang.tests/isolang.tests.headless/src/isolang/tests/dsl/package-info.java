// SPDX-License-Identifier: EPL-2.0
/** Tests of the isolang language: parsing, validation and compilation. */
package isolang.tests.dsl;
