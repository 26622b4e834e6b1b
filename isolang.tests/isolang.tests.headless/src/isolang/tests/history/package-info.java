// SPDX-License-Identifier: EPL-2.0
/** Tests of the history-checking bundle: helpers shared by its test packages. */
package isolang.tests.history;
