// SPDX-License-Identifier: EPL-2.0
/**
 * Hermitage-style scenarios: scripted interleavings of two or three sessions that provoke each
 * classic anomaly deterministically ({@link isolang.record.scenario.ScenarioCatalog}), run step by
 * step against a database with blocking detected by time limits
 * ({@link isolang.record.scenario.ScenarioRunner}), and judged on the recorded history
 * ({@link isolang.record.scenario.ScenarioVerdict}).
 */
package isolang.record.scenario;
