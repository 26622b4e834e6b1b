// SPDX-License-Identifier: EPL-2.0
package isolang.solver.bench;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.UnaryOperator;

import isolang.solver.SynthesisOptions;

/**
 * A named set of {@link SynthesisOptions}: the paper's algorithm, the engine's defaults, and the
 * defaults with one optimization switched off each. Minimization and re-verification inside the
 * engine are off in every configuration (the benchmark measures the synthesis; it re-verifies
 * found histories itself, untimed).
 *
 * @param name the name used on the command line and in the report
 * @param description what differs from the defaults
 * @param options the options, without time limit (the benchmark sets it)
 */
public record BenchmarkConfiguration(String name, String description, SynthesisOptions options) {

    /** The configurations other than {@code paper} and {@code default}: one lever off each. */
    public static boolean isLever(String name) {
        return !name.equals("paper") && !name.equals("default");
    }

    /** All configurations by name, in report order. */
    public static Map<String, BenchmarkConfiguration> all() {
        Map<String, BenchmarkConfiguration> all = new LinkedHashMap<>();
        SynthesisOptions base = SynthesisOptions.defaults().withMinimize(false).withRecheck(false);
        add(all, "paper", "Isolde as published: fixed order, smart search, merged negatives",
                SynthesisOptions.paper().withMinimize(false).withRecheck(false));
        add(all, "default", "every optimization on", base);
        lever(all, base, "no-hints", "counterexamples not generalized by witness hints",
                o -> o.withWitnessHints(false));
        lever(all, base, "no-seed", "no counterexamples learned before the first round",
                o -> o.withSeedCounterexamples(false));
        lever(all, base, "no-aligned", "verifier does not try the candidate's order first",
                o -> o.withAlignedWitness(false));
        lever(all, base, "no-shortcut", "no acyclicity criterion", o -> o.withAcyclicShortcut(false));
        lever(all, base, "one-cex", "one counterexample per level and round",
                o -> o.withCounterexamplesPerRound(1));
        lever(all, base, "no-incremental", "candidate problem re-translated every round",
                o -> o.withIncremental(false));
        lever(all, base, "no-symmetry", "no value symmetry breaking, Kodkod symmetry breaking 0",
                o -> o.withSymmetryBreaking(false));
        lever(all, base, "no-anchor", "violations of forbidden levels not anchored to the first objects",
                o -> o.withAnchorViolations(false));
        lever(all, base, "no-fixed-order", "no fixed total order", o -> o.withFixedOrder(false));
        lever(all, base, "no-smart-search", "no witness shared by allowed and forbidden levels",
                o -> o.withSmartSearch(false));
        return all;
    }

    private static void lever(Map<String, BenchmarkConfiguration> all, SynthesisOptions base, String name,
            String description, UnaryOperator<SynthesisOptions> off) {
        add(all, name, description, off.apply(base));
    }

    private static void add(Map<String, BenchmarkConfiguration> all, String name, String description,
            SynthesisOptions options) {
        all.put(name, new BenchmarkConfiguration(name, description, options));
    }
}
