// SPDX-License-Identifier: EPL-2.0
/**
 * Recording histories from real databases in the IDE: what the <em>Record history</em> wizard
 * asks for ({@link isolang.ui.record.RecordRequest}), the job that records with the same
 * {@link isolang.record.Recorder} as {@code isolang record} and then checks the history
 * ({@link isolang.ui.record.RecordHistoryJob}), and its outcome ({@link isolang.ui.record.RecordedRun}).
 */
package isolang.ui.record;
