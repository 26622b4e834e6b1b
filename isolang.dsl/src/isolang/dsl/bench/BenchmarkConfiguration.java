// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.bench;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import isolang.solver.Defaults;
import isolang.solver.Optimization;
import isolang.solver.SatSolverChoice;
import isolang.solver.SynthesisOptions;

/**
 * How a benchmark cell runs. {@code cli} runs {@code isolang check --json} on the cell's spec
 * file in a fresh process with every default, exactly as a user does, and measures the whole
 * process besides the engine; {@code cli-minisat} and {@code cli-sat4j} do the same with
 * another {@code --solver}. The other configurations run the same spec file in a warmed-up
 * worker process through the command runner the CLI uses, with the CLI's options except as
 * stated, minimization and the engine's re-verification off (the worker re-verifies found
 * histories itself): {@code default}, {@code paper} (the Isolde paper's algorithm) and
 * {@code no-KEY}, one per {@link Optimization}, with that optimization off.
 *
 * @param name the name used on the command line and in the report
 * @param description what it runs
 * @param throughCli whether cells run through the CLI (else in a worker)
 * @param solverOption for a CLI configuration, the {@code --solver} it passes, if any
 * @param options for a worker configuration, the engine options (the worker sets the time limit)
 */
public record BenchmarkConfiguration(String name, String description, boolean throughCli,
        Optional<SatSolverChoice> solverOption, SynthesisOptions options) {

    /** The configuration that runs the CLI with its defaults. */
    public static final String CLI = "cli";
    /** The worker configuration with every optimization on. */
    public static final String DEFAULT = "default";
    /** The worker configuration of the Isolde paper's algorithm. */
    public static final String PAPER = "paper";

    /** Whether this configuration switches one optimization off. */
    public boolean isLever() {
        return name.startsWith("no-");
    }

    /** Whether this configuration varies {@code cli} or {@code default} in one respect (solver, optimization). */
    public boolean isVariant() {
        return !name.equals(CLI) && !name.equals(DEFAULT) && !name.equals(PAPER);
    }

    /** All configurations by name, in report order. */
    public static Map<String, BenchmarkConfiguration> all() {
        Map<String, BenchmarkConfiguration> all = new LinkedHashMap<>();
        SynthesisOptions worker = SynthesisOptions.defaults().withMinimize(false).withRecheck(false);
        add(all, new BenchmarkConfiguration(CLI, "`isolang check --json` with every default (solver "
                + solverName(Defaults.SOLVER) + "), one process per cell", true, Optional.empty(), worker));
        for (SatSolverChoice solver : SatSolverChoice.values()) {
            if (solver != Defaults.SOLVER) {
                add(all, new BenchmarkConfiguration(CLI + "-" + solverName(solver), "as `cli`, with `--solver "
                        + solverName(solver) + "`", true, Optional.of(solver), worker));
            }
        }
        add(all, new BenchmarkConfiguration(DEFAULT, "worker, every optimization on", false, Optional.empty(),
                worker));
        add(all, new BenchmarkConfiguration(PAPER, "worker, Isolde as published: fixed order, smart search, merged "
                + "negatives", false, Optional.empty(),
                SynthesisOptions.paper().withMinimize(false).withRecheck(false)));
        for (Optimization optimization : Optimization.values()) {
            add(all, new BenchmarkConfiguration("no-" + optimization.key(), "worker, off: "
                    + optimization.description(), false, Optional.empty(), worker.without(optimization)));
        }
        return all;
    }

    private static String solverName(SatSolverChoice solver) {
        return solver.name().toLowerCase(Locale.ROOT);
    }

    private static void add(Map<String, BenchmarkConfiguration> all, BenchmarkConfiguration configuration) {
        all.put(configuration.name(), configuration);
    }
}
