// SPDX-License-Identifier: EPL-2.0
package isolang.record.scenario;

import java.util.List;
import java.util.Map;

import isolang.history.Verdict;

/**
 * The verdict on one scenario run: the anomaly was observed (the recorded history violates the
 * scenario's {@link Scenario#forbiddenBy} level) or prevented, and how: a step was blocked, a
 * transaction was aborted, or everything ran and the values read show no anomaly (not
 * observable). Also lists every checked level the history violates and the classes of the
 * anomalies the checker reported. A prevented anomaly whose history still violates a (stronger)
 * level was turned by the database into another anomaly, named in {@link #instead()}: when
 * MVCC keeps G1c's dirty reads out, each transaction reads the other's key before the other's
 * write, a write skew that only serializability forbids.
 *
 * @param run the run
 * @param observed true if the anomaly happened
 * @param how {@code observed}, or {@code prevented: blocked}, {@code prevented: aborted},
 *        {@code prevented: blocked, aborted}, {@code prevented: not observable}
 * @param violated the checked levels the history violates, in the order checked
 * @param unknown the checked levels the checker could not decide
 * @param shows the classes of the anomalies the checker reported for any level (e.g.
 *        {@code write skew}), distinct, in the checker's order of classes
 */
public record ScenarioVerdict(ScenarioRun run, boolean observed, String how, List<String> violated,
        List<String> unknown, List<String> shows) {

    /** Freezes the lists and checks that a violated scenario level means observed. */
    public ScenarioVerdict {
        violated = List.copyOf(violated);
        unknown = List.copyOf(unknown);
        shows = List.copyOf(shows);
        if (observed != violated.contains(run.scenario().forbiddenBy())) {
            throw new IllegalArgumentException(run.scenario().id() + " is observed exactly when "
                    + run.scenario().forbiddenBy() + " is violated, not " + how + " with " + violated);
        }
    }

    /**
     * Judges {@code run} on the verdicts of its history for each checked level (which must
     * include the scenario's {@code forbiddenBy} level) and the classes of the anomalies the
     * checker reported.
     */
    public static ScenarioVerdict judge(ScenarioRun run, Map<String, Verdict> levels, List<String> shows) {
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
        return new ScenarioVerdict(run, observed, how, violated, unknown, shows);
    }

    /**
     * What the history shows instead of a prevented anomaly: the classes the checker reported
     * when the history violates some level although the scenario's level holds (e.g.
     * {@code [write skew]} for G1c under snapshot isolation); empty when the anomaly was
     * observed or the history violates nothing. A violated level the checker gave no class for
     * is named as {@code an unclassified violation}.
     */
    public List<String> instead() {
        if (observed || violated.isEmpty()) {
            return List.of();
        }
        return shows.isEmpty() ? List.of("an unclassified violation") : shows;
    }
}
