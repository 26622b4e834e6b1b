// SPDX-License-Identifier: EPL-2.0
/**
 * Running the commands of specifications as Eclipse jobs: the engine call per command, its
 * progress and cancellation, the record of every run and the run markers.
 */
package isolang.ui.jobs;
