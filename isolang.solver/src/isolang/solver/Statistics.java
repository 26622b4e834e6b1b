// SPDX-License-Identifier: EPL-2.0
package isolang.solver;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
 * @param translations candidate problems translated to SAT as a whole: one per scope searched,
 *        while the rounds of one search and the searches for fewer objects within the same scope
 *        only add clauses to the SAT solver of the first
 * @param applied the optimizations that took effect (were on and found something to do), so that
 *        one can tell a level that gets the engine's full speed from one that does not
 * @param notes facts about the answer the user should know, e.g. that the independent
 *        re-verification could not check some level because the history was too large
 * @param satMillisPerPhase wall-clock milliseconds of each phase during which some SAT solver
 *        of the call was searching (on any of its threads; never more than the phase's time)
 * @param translationMillisPerPhase wall-clock milliseconds of each phase during which Kodkod
 *        ran (translating formulas to SAT) but no SAT solver was searching
 */
public record Statistics(Map<CegisPhase, Long> millisPerPhase, int rounds, int candidates, int counterexamples,
        long variables, long clauses, int shortcutLevels, int translations, Set<Optimization> applied,
        List<String> notes, Map<CegisPhase, Long> satMillisPerPhase, Map<CegisPhase, Long> translationMillisPerPhase) {

    /** Freezes the maps, the set and the notes. */
    public Statistics {
        millisPerPhase = Map.copyOf(millisPerPhase);
        satMillisPerPhase = Map.copyOf(satMillisPerPhase);
        translationMillisPerPhase = Map.copyOf(translationMillisPerPhase);
        applied = applied.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(applied));
        notes = List.copyOf(notes);
    }

    /** Statistics of a call that did nothing. */
    public static Statistics empty() {
        return new Statistics(Map.of(), 0, 0, 0, 0, 0, 0, 0, Set.of(), List.of(), Map.of(), Map.of());
    }

    /** These statistics with {@code more} notes appended. */
    public Statistics withNotes(List<String> more) {
        List<String> all = new ArrayList<>(notes);
        all.addAll(more);
        return new Statistics(millisPerPhase, rounds, candidates, counterexamples, variables, clauses, shortcutLevels,
                translations, applied, all, satMillisPerPhase, translationMillisPerPhase);
    }

    /** Total milliseconds over all phases. */
    public long totalMillis() {
        return millisPerPhase.values().stream().mapToLong(Long::longValue).sum();
    }

    /** Milliseconds spent in one phase. */
    public long millis(CegisPhase phase) {
        return millisPerPhase.getOrDefault(phase, 0L);
    }

    /** Milliseconds of one phase during which a SAT solver was searching. */
    public long satMillis(CegisPhase phase) {
        return satMillisPerPhase.getOrDefault(phase, 0L);
    }

    /** Milliseconds of one phase during which Kodkod translated and no SAT solver searched. */
    public long translationMillis(CegisPhase phase) {
        return translationMillisPerPhase.getOrDefault(phase, 0L);
    }

    @Override
    public String toString() {
        return totalMillis() + " ms, " + rounds + " rounds, " + candidates + " candidates, " + counterexamples
                + " counterexamples, " + translations + " translations, " + variables + " vars, " + clauses
                + " clauses, " + millisPerPhase
                + ", applied " + applied
                + (notes.isEmpty() ? "" : ", notes " + notes);
    }
}
