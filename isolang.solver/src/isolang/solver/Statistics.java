// SPDX-License-Identifier: EPL-2.0
package isolang.solver;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
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
 * @param notes facts about the answer the user should know, e.g. that the independent
 *        re-verification could not check some level because the history was too large
 */
public record Statistics(Map<CegisPhase, Long> millisPerPhase, int rounds, int candidates, int counterexamples,
        long variables, long clauses, int shortcutLevels, List<String> notes) {

    /** Freezes the map and the notes. */
    public Statistics {
        millisPerPhase = Map.copyOf(millisPerPhase);
        notes = List.copyOf(notes);
    }

    /** Statistics without notes. */
    public Statistics(Map<CegisPhase, Long> millisPerPhase, int rounds, int candidates, int counterexamples,
            long variables, long clauses, int shortcutLevels) {
        this(millisPerPhase, rounds, candidates, counterexamples, variables, clauses, shortcutLevels, List.of());
    }

    /** Statistics of a call that did nothing. */
    public static Statistics empty() {
        return new Statistics(new EnumMap<>(CegisPhase.class), 0, 0, 0, 0, 0, 0);
    }

    /** These statistics with {@code more} notes appended. */
    public Statistics withNotes(List<String> more) {
        List<String> all = new ArrayList<>(notes);
        all.addAll(more);
        return new Statistics(millisPerPhase, rounds, candidates, counterexamples, variables, clauses, shortcutLevels,
                all);
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
                + " counterexamples, " + variables + " vars, " + clauses + " clauses, " + millisPerPhase
                + (notes.isEmpty() ? "" : ", notes " + notes);
    }
}
