// SPDX-License-Identifier: EPL-2.0
package isolang.history.sat;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

import isolang.history.check.ProgressListener;
import kodkod.engine.satlab.SATAbortedException;
import kodkod.engine.satlab.SATSolver;

/**
 * Decides whether some choice of version orders (and of writers, for duplicate values) makes the
 * level's graph acyclic, with acyclicity enforced lazily: the SAT solver proposes an assignment,
 * the induced graph of that assignment is searched for cycles (one per strongly connected
 * component; through {@link ConditionalCycles} when the pruned known graph is at hand), each
 * cycle becomes a clause forbidding the conjunction of the literals on it, and the incremental
 * solver is asked again. It ends with an acyclic assignment (satisfied), an
 * unsatisfiable formula (violated), or a cycle of known edges (violated).
 */
final class LazyAcyclicitySolver {

    /** How many cycles to block per round. */
    private static final int CYCLES_PER_ROUND = 64;
    /** How many blocked cycles to keep for explanations. */
    private static final int KEPT = 8;

    /**
     * What the search found.
     *
     * @param satisfied whether an acyclic choice exists
     * @param knownCycle the dependency edges of a cycle of known edges, if that is why not
     * @param blocked the dependency edges of every cycle blocked along the way (for explanations)
     * @param rounds solver calls
     * @param clauses blocking clauses added
     * @param pairClauses the 2-width clauses added (0 if the search ended before they were due, or found none)
     * @param pairRound the solver call before which they were added (0: never)
     * @param assignment the satisfying assignment (indexed by variable), or null
     */
    record Outcome(boolean satisfied, int[] knownCycle, List<int[]> blocked, int rounds, int clauses,
            int pairClauses, int pairRound, boolean[] assignment) {
    }

    private LazyAcyclicitySolver() {
    }

    /**
     * Searches; the solver must be fresh. Throws {@link SATAbortedException} when the solver is
     * cancelled (time limit, Ctrl-C).
     *
     * @param pairs binary clauses implied by acyclicity ({@link PairConflicts}), as pairs of literals (a pair of
     *     equal literals is a unit clause), asked for at most once, before the solver call {@code when} says
     * @param pruneNanos how long pruning took ({@link PairClauses#WHEN_NEEDED} weighs the rounds against it)
     */
    static Outcome solve(Polygraph p, StrongLevel level, Pruner.Result pruned, Supplier<int[]> pairs,
            PairClauses when, long pruneNanos, SATSolver solver, ProgressListener progress) {
        DependencyGraph graph = p.graph;
        int[] forced = pruned.forced();
        ConditionalCycles small = pruned.reach() == null ? null
                : new ConditionalCycles(graph, level, pruned.known(), pruned.reach());
        int variables = p.variables();
        OpenVariables open = new OpenVariables(variables, forced);
        solver.addVariables(Math.max(1, open.count()));
        boolean consistent = true;
        for (int i = 0; i < p.units.size(); i++) {
            consistent &= open.add(solver, new int[] {p.units.get(i)});
        }
        consistent &= addChoices(p, solver, open);
        if (!consistent) {
            return new Outcome(false, null, List.of(), 0, 0, 0, 0, null);
        }
        List<ConditionalCycles.Found> blocked = new ArrayList<>();
        int rounds = 0;
        int clauses = 0;
        int pairClauses = -1;
        int pairRound = 0;
        long roundNanos = 0;
        boolean[] assignment = new boolean[variables + 1];
        while (true) {
            if (pairClauses < 0 && when.due(rounds, roundNanos, pruneNanos)) {
                int[] pairLiterals = pairs.get();
                pairRound = rounds + 1;
                pairClauses = pairLiterals.length / 2;
                if (!addPairs(pairLiterals, solver, open)) {
                    return new Outcome(false, null, spelledOut(small, blocked), rounds, clauses,
                            Math.max(0, pairClauses), pairRound, null);
                }
            }
            rounds++;
            long roundStart = System.nanoTime();
            progress.phase("solving", rounds, -1);
            if (!solver.solve()) {
                return new Outcome(false, null, spelledOut(small, blocked), rounds, clauses, Math.max(0, pairClauses),
                        pairRound, null);
            }
            open.read(solver, assignment);
            List<ConditionalCycles.Found> cycles = small == null ? null : small.cycles(assignment, CYCLES_PER_ROUND);
            if (cycles == null) {
                cycles = InducedGraph.of(graph, level, assignment).cycles(CYCLES_PER_ROUND).stream()
                        .map(c -> new ConditionalCycles.Found(c, new int[0])).toList();
            }
            if (cycles.isEmpty()) {
                return new Outcome(true, null, List.of(), rounds, clauses, Math.max(0, pairClauses), pairRound,
                        assignment);
            }
            for (ConditionalCycles.Found cycle : cycles) {
                Set<Integer> literals = new LinkedHashSet<>();
                for (int e : cycle.edges()) {
                    if (graph.literal1(e) != 0) {
                        literals.add(graph.literal1(e));
                    }
                    if (graph.literal2(e) != 0) {
                        literals.add(graph.literal2(e));
                    }
                }
                if (literals.isEmpty() || !open.add(solver, literals.stream().mapToInt(l -> -l).toArray())) {
                    return new Outcome(false, small == null ? cycle.edges() : small.spelledOut(cycle), spelledOut(small,
                            blocked), rounds, clauses, Math.max(0, pairClauses), pairRound, null);
                }
                clauses++;
                if (blocked.size() < KEPT) {
                    blocked.add(cycle);
                }
            }
            roundNanos += System.nanoTime() - roundStart;
        }
    }

    /** Adds the binary clauses {@code pairs}; false if one contradicts what pruning decided. */
    private static boolean addPairs(int[] pairs, SATSolver solver, OpenVariables open) {
        boolean consistent = true;
        for (int i = 0; i + 1 < pairs.length; i += 2) {
            consistent &= open.add(solver,
                    pairs[i] == pairs[i + 1] ? new int[] {-pairs[i]} : new int[] {-pairs[i], -pairs[i + 1]});
        }
        return consistent;
    }

    private static List<int[]> spelledOut(ConditionalCycles small, List<ConditionalCycles.Found> cycles) {
        return cycles.stream().map(c -> small == null ? c.edges() : small.spelledOut(c)).toList();
    }

    /** Exactly one write–read variable of every group holds; false if that contradicts what pruning decided. */
    private static boolean addChoices(Polygraph p, SATSolver solver, OpenVariables open) {
        boolean consistent = true;
        p.choiceStart.add(p.choiceVars.size());
        for (int g = 0; g + 1 < p.choiceStart.size(); g++) {
            int from = p.choiceStart.get(g);
            int to = p.choiceStart.get(g + 1);
            int[] atLeastOne = new int[to - from];
            for (int i = from; i < to; i++) {
                atLeastOne[i - from] = p.choiceVars.get(i);
                for (int j = i + 1; j < to; j++) {
                    consistent &= open.add(solver, new int[] {-p.choiceVars.get(i), -p.choiceVars.get(j)});
                }
            }
            consistent &= open.add(solver, atLeastOne);
        }
        p.choiceStart.removeLast();
        return consistent;
    }

    /**
     * The variables pruning left open, numbered densely for the solver (after pruning most
     * version-order variables are decided, and the solver need not carry them); a decided
     * variable keeps its forced value, and clauses are simplified by it before they are added.
     */
    private static final class OpenVariables {
        private final int[] solverVariable;
        private final boolean[] decided;
        private final boolean[] value;
        private int count;

        OpenVariables(int variables, int[] forced) {
            solverVariable = new int[variables + 1];
            decided = new boolean[variables + 1];
            value = new boolean[variables + 1];
            for (int literal : forced) {
                decided[Math.abs(literal)] = true;
                value[Math.abs(literal)] = literal > 0;
            }
            for (int v = 1; v <= variables; v++) {
                if (!decided[v]) {
                    solverVariable[v] = ++count;
                }
            }
        }

        int count() {
            return count;
        }

        /**
         * Adds {@code clause} without its decided literals (none if one of them holds); false if
         * every literal is decided false (the clause contradicts pruning).
         */
        boolean add(SATSolver solver, int[] clause) {
            int[] open = new int[clause.length];
            int size = 0;
            for (int literal : clause) {
                int v = Math.abs(literal);
                if (!decided[v]) {
                    open[size++] = literal > 0 ? solverVariable[v] : -solverVariable[v];
                } else if (value[v] == literal > 0) {
                    return true;
                }
            }
            if (size == 0) {
                return false;
            }
            solver.addClause(java.util.Arrays.copyOf(open, size));
            return true;
        }

        /** The solver's model, with the decided values, into {@code assignment}. */
        void read(SATSolver solver, boolean[] assignment) {
            for (int v = 1; v < assignment.length; v++) {
                assignment[v] = decided[v] ? value[v] : solver.valueOf(solverVariable[v]);
            }
        }
    }
}
