// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import isolang.dsl.cli.CommandOutcome.LatticeOrder;
import isolang.dsl.cli.CommandOutcome.Status;
import isolang.dsl.cli.CommandOutcome.Witnessed;
import isolang.dsl.compiler.CompiledCommand;
import isolang.solver.SynthesisResult;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;

/**
 * Computes the implication order among a lattice's levels within one scope. Pairs are decided
 * nearest first (in the written order) and every answer is propagated before the next
 * synthesis: bounded implication is transitive, and a history allowed by A and not by C is
 * allowed by every B that A implies and not allowed by any level that implies C; so a chain of
 * n levels needs far fewer than n(n-1) syntheses.
 */
final class LatticeRunner {

    private final String file;
    private final CompiledCommand.Lattice command;
    private final Scope scope;
    private final Engine engine;
    private final String label;
    private final List<Level> levels;
    private final List<String> names;
    /** {@code implies[i][j]}: TRUE, FALSE or null (not known yet / unknown). */
    private final Boolean[][] implies;
    private final List<Witnessed> histories = new ArrayList<>();
    private final List<String> errors = new ArrayList<>();
    private boolean operations;

    LatticeRunner(String file, CompiledCommand.Lattice command, Scope scope, Engine engine, String label) {
        this.file = file;
        this.command = command;
        this.scope = scope;
        this.engine = engine;
        this.label = label;
        this.levels = command.levels();
        this.names = names(levels);
        int n = levels.size();
        this.implies = new Boolean[n][n];
        for (int i = 0; i < n; i++) {
            implies[i][i] = Boolean.TRUE;
        }
    }

    /** Runs the syntheses and compares the order with the expected orderings. */
    CommandOutcome run() {
        int n = levels.size();
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (i != j) {
                    pairs.add(new int[] {i, j});
                }
            }
        }
        pairs.sort(Comparator.comparingInt((int[] p) -> Math.abs(p[0] - p[1])).thenComparingInt(p -> Math.min(p[0], p[1])));
        int step = 0;
        for (int[] pair : pairs) {
            step++;
            int a = pair[0];
            int b = pair[1];
            if (implies[a][b] != null) {
                continue;
            }
            Problem problem = Problem.separating(levels.get(a), levels.get(b), scope);
            operations |= CommandRunner.operations(problem);
            SynthesisResult result = engine.synthesize(problem, label + " " + names.get(a) + " => " + names.get(b)
                    + " (" + step + "/" + pairs.size() + ")");
            if (result instanceof SynthesisResult.Found found) {
                implies[a][b] = Boolean.FALSE;
                histories.add(CommandRunner.witnessed(CommandRunner.slug(names.get(a)) + "-not-"
                        + CommandRunner.slug(names.get(b)), found, names.get(a), names.get(b)));
            } else if (result instanceof SynthesisResult.NoneWithinScope) {
                implies[a][b] = Boolean.TRUE;
            } else if (result instanceof SynthesisResult.Disagreement d) {
                errors.add(CommandRunner.disagreement(d));
            }
            propagate();
        }
        return outcome();
    }

    /** Closes the known answers under transitivity and the two rules for refutations. */
    private void propagate() {
        int n = levels.size();
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    if (implies[i][j] != null) {
                        continue;
                    }
                    for (int k = 0; k < n && implies[i][j] == null; k++) {
                        if (is(i, k, true) && is(k, j, true)) {
                            implies[i][j] = Boolean.TRUE;
                        } else if (is(k, i, true) && is(k, j, false) || is(j, k, true) && is(i, k, false)) {
                            implies[i][j] = Boolean.FALSE;
                        }
                    }
                    changed |= implies[i][j] != null;
                }
            }
        }
    }

    private boolean is(int a, int b, boolean value) {
        return implies[a][b] != null && implies[a][b] == value;
    }

    private CommandOutcome outcome() {
        LatticeOrder order = order();
        Optional<String> expected = command.expected().isEmpty() ? Optional.empty()
                : Optional.of(String.join(", ", command.expected().stream().map(this::written).toList()));
        Status status = Status.NONE;
        List<String> wrong = new ArrayList<>();
        boolean unknown = false;
        for (CompiledCommand.Ordering ordering : command.expected()) {
            int s = levels.indexOf(ordering.stronger());
            int w = levels.indexOf(ordering.weaker());
            Boolean forward = implies[s][w];
            Boolean backward = implies[w][s];
            boolean wanted = !ordering.strict();
            if (Boolean.FALSE.equals(forward) || backward != null && backward != wanted) {
                wrong.add(written(ordering));
            } else if (forward == null || backward == null) {
                unknown = true;
            }
        }
        if (!errors.isEmpty()) {
            status = Status.ERROR;
        } else if (!wrong.isEmpty()) {
            status = Status.FAIL;
        } else if (unknown) {
            status = Status.UNKNOWN;
        } else if (expected.isPresent()) {
            status = Status.PASS;
        }
        long open = countUnknown();
        String verdict = errors.isEmpty() ? String.join(", ", order.hasse()) : "error";
        List<String> details = new ArrayList<>(errors);
        if (!wrong.isEmpty()) {
            details.add("does not hold: " + String.join(", ", wrong));
        }
        if (open > 0) {
            details.add(open + " implications unknown (time limit reached)");
        }
        return new CommandOutcome(file, command.name(), "lattice", command.source().line(), command.source().column(),
                verdict, expected, status, Optional.of(scope), operations, engine.measures(), String.join("; ", details),
                histories, Optional.of(order));
    }

    private long countUnknown() {
        long open = 0;
        for (Boolean[] row : implies) {
            for (Boolean value : row) {
                open += value == null ? 1 : 0;
            }
        }
        return open;
    }

    private String written(CompiledCommand.Ordering ordering) {
        return names.get(levels.indexOf(ordering.stronger())) + (ordering.strict() ? " < " : " = ")
                + names.get(levels.indexOf(ordering.weaker()));
    }

    /** The matrix and the Hasse diagram: covering pairs between classes of equivalent levels. */
    private LatticeOrder order() {
        int n = levels.size();
        List<List<String>> matrix = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            List<String> row = new ArrayList<>();
            for (int j = 0; j < n; j++) {
                row.add(implies[i][j] == null ? "unknown" : implies[i][j] ? "yes" : "no");
            }
            matrix.add(row);
        }
        List<String> hasse = new ArrayList<>();
        int[] representative = new int[n];
        for (int i = 0; i < n; i++) {
            representative[i] = i;
            for (int j = 0; j < i; j++) {
                if (is(i, j, true) && is(j, i, true) && representative[j] == j) {
                    representative[i] = j;
                    hasse.add(names.get(j) + " = " + names.get(i));
                    break;
                }
            }
        }
        List<Integer> strongestFirst = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            strongestFirst.add(i);
        }
        strongestFirst.sort(Comparator.comparingInt(this::implied).reversed());
        for (int a : strongestFirst) {
            for (int b : strongestFirst) {
                if (representative[a] != a || representative[b] != b || !strict(a, b)) {
                    continue;
                }
                boolean covered = true;
                for (int c = 0; c < n && covered; c++) {
                    covered = !(representative[c] == c && strict(a, c) && strict(c, b));
                }
                if (covered) {
                    hasse.add(names.get(a) + " < " + names.get(b));
                }
            }
        }
        return new LatticeOrder(names, matrix, hasse);
    }

    /** How many levels {@code a} is known to imply: stronger levels come first in the order. */
    private int implied(int a) {
        int count = 0;
        for (int b = 0; b < levels.size(); b++) {
            count += is(a, b, true) ? 1 : 0;
        }
        return count;
    }

    private boolean strict(int a, int b) {
        return a != b && is(a, b, true) && is(b, a, false);
    }

    /** Level names, qualified with their framework where two levels share a name. */
    private static List<String> names(List<Level> levels) {
        List<String> names = new ArrayList<>();
        for (Level level : levels) {
            boolean shared = levels.stream().filter(l -> l.name().equals(level.name())).count() > 1;
            names.add(shared ? level.framework().name() + ":" + level.name() : level.name());
        }
        return names;
    }
}
