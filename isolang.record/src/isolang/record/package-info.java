// SPDX-License-Identifier: EPL-2.0
/**
 * Recording histories from real databases: concurrent sessions run a key–value workload
 * ({@link isolang.record.Workload}) over JDBC ({@link isolang.record.Recorder}), and every
 * transaction's operations and outcome are appended to a history file as they finish
 * ({@link isolang.record.HistoryJournal}), so the file is complete and readable at any moment.
 * Databases are in {@link isolang.record.db}, the scripted anomaly scenarios in
 * {@link isolang.record.scenario}.
 */
package isolang.record;
