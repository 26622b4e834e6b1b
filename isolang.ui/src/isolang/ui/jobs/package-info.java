// SPDX-License-Identifier: EPL-2.0
/**
 * Running the commands of specifications as Eclipse jobs: the engine call per command, its
 * progress and cancellation, the record of every run and the run markers; and
 * {@link isolang.ui.jobs.CancellableJob}, the base of every isolang background job.
 */
package isolang.ui.jobs;
