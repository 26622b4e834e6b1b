// SPDX-License-Identifier: EPL-2.0
package isolang.history;

import java.util.List;
import java.util.Map;
import java.util.Objects;

import isolang.history.check.Anomaly;
import isolang.history.check.Violation;
import isolang.history.explain.Explanation;
import isolang.history.explain.Recheck;
import isolang.solver.spec.Level;

/**
 * The answer for one level: the verdict, which checker decided it, the violations (the first
 * ones explained by a minimal sub-history re-checked by Kodkod), and statistics.
 *
 * @param level the level
 * @param verdict satisfied, violated or unknown
 * @param checker the checker that decided it, e.g. {@code saturation (AWDIT, causal consistency)};
 *     for a level decided by an equivalent standard level's checker, that is said too
 * @param reason why the verdict is unknown, or a one-line explanation of the verdict
 * @param violations the violations found (at most {@link CheckOptions#maxViolations()}): every bad read
 *     (each its own violation), then one shortest justified cycle per strongly connected component
 *     with a cycle, smallest components first
 * @param violationsFound how many distinct violations were found, also beyond the cap (equal to the
 *     size of {@code violations} when nothing was left out); a violated verdict without a witness
 *     (the Kodkod membership checker) has none
 * @param explanations the explained violations
 * @param notes further remarks (e.g. how duplicate values were handled)
 * @param millis the wall-clock time of the check
 * @param statistics counts and times of the phases
 */
public record LevelResult(Level level, Verdict verdict, String checker, String reason, List<Violation> violations,
        long violationsFound, List<Explanation> explanations, List<String> notes, long millis,
        Map<String, Long> statistics) {

    /** Checks the invariants and freezes the lists. */
    public LevelResult {
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(verdict, "verdict");
        violations = List.copyOf(violations);
        explanations = List.copyOf(explanations);
        notes = List.copyOf(notes);
        statistics = Map.copyOf(statistics);
    }

    /** How many of the listed violations belong to each anomaly class, in the order of the classes. */
    public Map<Anomaly, Long> listedByAnomaly() {
        Map<Anomaly, Long> counts = new java.util.EnumMap<>(Anomaly.class);
        violations.forEach(v -> counts.merge(v.anomaly(), 1L, Long::sum));
        return counts;
    }

    /** Whether the Kodkod re-check of some explained violation contradicts the fast checker. */
    public boolean disagreement() {
        return explanations.stream().anyMatch(e -> e.recheck().outcome() == Recheck.Outcome.DISAGREES);
    }
}
