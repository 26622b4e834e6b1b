// SPDX-License-Identifier: EPL-2.0
/**
 * Recorded histories in the IDE: the history viewer (sessions and transactions of a history file
 * read in a background job), checking it against levels of the standard library and the
 * workspace, the violations view with the violating sub-history's diagram, and inserting a
 * violation into a specification as a regression test.
 */
package isolang.ui.history;
