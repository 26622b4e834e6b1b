// SPDX-License-Identifier: EPL-2.0
/** Tests of the history checkers: known verdicts, fixtures, differential tests against Kodkod. */
package isolang.tests.history.check;
