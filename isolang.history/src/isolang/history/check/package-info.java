// SPDX-License-Identifier: EPL-2.0
/**
 * Checking a recorded history: read consistency and the write–read relation
 * ({@link isolang.history.check.ReadResolution}), AWDIT's saturation checkers of Read Committed,
 * Read Atomic and causal consistency ({@link isolang.history.check.WeakLevelChecker}), the
 * constraint graph with cycle extraction, and the anomaly classes violations are reported in.
 */
package isolang.history.check;
