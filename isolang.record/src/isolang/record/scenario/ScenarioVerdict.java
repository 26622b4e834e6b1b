// SPDX-License-Identifier: EPL-2.0
package isolang.record.scenario;

import java.util.List;
import java.util.Map;

import isolang.history.Verdict;

/**
 * The verdict on one scenario run: the anomaly was observed (the recorded history violates the
 * scenario's {@link Scenario#forbiddenBy} level) or prevented, and how: a step was blocked, a
 * transaction was aborted, or everything ran and the values read show no anomaly (not
 * observable). Also lists every checked level the history violates.
 *
 * @param run the run
 * @param observed true if the anomaly happened
 * @param how {@code observed}, or {@code prevented: blocked}, {@code prevented: aborted},
 *        {@code prevented: blocked, aborted}, {@code prevented: not observable}
 * @param violated the checked levels the history violates, in the order checked
 * @param unknown the checked levels the checker could not decide
 */
public record ScenarioVerdict(ScenarioRun run, boolean observed, String how, List<String> violated,
        List<String> unknown) {

    /**
     * Judges {@code run} on the verdicts of its history for each checked level (which must
     * include the scenario's {@code forbiddenBy} level).
     */
    public static ScenarioVerdict judge(ScenarioRun run, Map<String, Verdict> levels) {
        Verdict key = levels.get(run.scenario().forbiddenBy());
        if (key == null) {
            throw new IllegalArgumentException("the level " + run.scenario().forbiddenBy() + " was not checked");
        }
        List<String> violated = levels.entrySet().stream().filter(e -> e.getValue() == Verdict.VIOLATED)
                .map(Map.Entry::getKey)
                .toList();
        List<String> unknown = levels.entrySet().stream().filter(e -> e.getValue() == Verdict.UNKNOWN)
                .map(Map.Entry::getKey)
                .toList();
        boolean observed = key == Verdict.VIOLATED;
        String how;
        if (observed) {
            how = "observed";
        } else if (key == Verdict.UNKNOWN) {
            how = "unknown";
        } else if (run.blocked() || run.aborted()) {
            how = "prevented: "
                    + (run.blocked() && run.aborted() ? "blocked, aborted" : run.blocked() ? "blocked" : "aborted");
        } else {
            how = "prevented: not observable";
        }
        return new ScenarioVerdict(run, observed, how, violated, unknown);
    }
}
