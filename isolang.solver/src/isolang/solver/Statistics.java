// SPDX-License-Identifier: EPL-2.0
package isolang.solver;

import java.util.EnumMap;
import java.util.Map;

/**
 * Measurements of one synthesis, kept apart from its answer.
 *
 * @param millisPerPhase wall-clock milliseconds spent in each phase
 * @param rounds CEGIS rounds (candidate searches)
 * @param candidates candidate histories found
 * @param counterexamples counterexamples learned
 * @param variables primary plus auxiliary SAT variables of the largest candidate problem
 * @param clauses clauses of the largest candidate problem
 * @param shortcutLevels forbidden or allowed levels decided by the acyclicity criterion
 */
public record Statistics(Map<CegisPhase, Long> millisPerPhase, int rounds, int candidates, int counterexamples,
        long variables, long clauses, int shortcutLevels) {

    /** Freezes the map. */
    public Statistics {
        millisPerPhase = Map.copyOf(millisPerPhase);
    }

    /** Statistics of a call that did nothing. */
    public static Statistics empty() {
        return new Statistics(new EnumMap<>(CegisPhase.class), 0, 0, 0, 0, 0, 0);
    }

    /** Total milliseconds over all phases. */
    public long totalMillis() {
        return millisPerPhase.values().stream().mapToLong(Long::longValue).sum();
    }

    /** Milliseconds spent in one phase. */
    public long millis(CegisPhase phase) {
        return millisPerPhase.getOrDefault(phase, 0L);
    }

    @Override
    public String toString() {
        return totalMillis() + " ms, " + rounds + " rounds, " + candidates + " candidates, " + counterexamples
                + " counterexamples, " + variables + " vars, " + clauses + " clauses, " + millisPerPhase;
    }
}
