// SPDX-License-Identifier: EPL-2.0
package isolang.solver.bench;

import java.util.ArrayList;
import java.util.List;

import isolang.solver.levels.BiswasEnea;
import isolang.solver.levels.Cerone;
import isolang.solver.levels.PaperLevels;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;

/**
 * One benchmark problem {@code ∃H. H ⊨ allowed ∧ H ⊭ forbidden} with its known answer.
 *
 * @param id a short stable identifier, e.g. {@code "edge:CC_B-RA_C"}
 * @param category the benchmark category (see {@link Category})
 * @param allowed the levels the history must be allowed by
 * @param forbidden the levels the history must be disallowed by
 * @param satisfiable whether a history exists (from the papers; the answer at every scope ≥ 4)
 */
public record BenchmarkProblem(String id, Category category, List<Level> allowed, List<Level> forbidden,
        boolean satisfiable) {

    /** The categories of the paper's Table 1, plus the lost-update pair of §3.2.2. */
    public enum Category {
        /** SAT, all levels in one framework. */
        SAT_SINGLE,
        /** SAT, levels of both frameworks. */
        SAT_MIXED,
        /** UNSAT, one framework: a hierarchy implication or UA ⇒ NLU. */
        UNSAT_SINGLE,
        /** UNSAT, both frameworks: one direction of a definition equivalence. */
        UNSAT_MIXED
    }

    /** Freezes the lists. */
    public BenchmarkProblem {
        allowed = List.copyOf(allowed);
        forbidden = List.copyOf(forbidden);
    }

    /** The synthesis problem at {@code transactions × objects × values}. */
    public Problem at(int transactions, int objects, int values) {
        return Problem.of(allowed, forbidden, Scope.of(transactions, objects, values));
    }

    /** The problem as {@code {A, B, ¬C}}. */
    public String formula() {
        List<String> parts = new ArrayList<>();
        allowed.forEach(l -> parts.add(shortName(l)));
        forbidden.forEach(l -> parts.add("¬" + shortName(l)));
        return "{" + String.join(", ", parts) + "}";
    }

    /** {@code SI_B}, {@code SI_C}, or the plain name of a paper level. */
    static String shortName(Level level) {
        if (level.framework().equals(BiswasEnea.FRAMEWORK) && level != PaperLevels.UPDATE_SER) {
            return level.name() + "_B";
        }
        if (level.framework().equals(Cerone.FRAMEWORK) && level != PaperLevels.NLU) {
            return level.name() + "_C";
        }
        return level.name();
    }

    /**
     * The suite: every edge A ⇒ B of SER ⇒ SI ⇒ PC ⇒ CC ⇒ RA as {@code {B, ¬A}} in the four
     * framework combinations, plus SI ⇒ PSI ⇒ CC (Cerone only); the read-only anomaly
     * {@code {SI, UpdateSer, ¬SER}} with SI and SER in either framework; {@code {NLU, ¬UA}};
     * both directions of the five definition equivalences; every edge as {@code {A, ¬B}} in each
     * framework, and {@code {UA, ¬NLU}}.
     */
    public static List<BenchmarkProblem> paperSuite() {
        Level[] be = {BiswasEnea.SER, BiswasEnea.SI, BiswasEnea.PC, BiswasEnea.CC, BiswasEnea.RA};
        Level[] c = {Cerone.SER, Cerone.SI, Cerone.PC, Cerone.CC, Cerone.RA};
        List<BenchmarkProblem> suite = new ArrayList<>();
        for (int i = 0; i + 1 < be.length; i++) {
            for (Level[] strong : List.of(be, c)) {
                for (Level[] weak : List.of(be, c)) {
                    suite.add(edgeSat(weak[i + 1], strong[i]));
                }
            }
        }
        suite.add(edgeSat(Cerone.PSI, Cerone.SI));
        suite.add(edgeSat(Cerone.CC, Cerone.PSI));
        for (Level si : List.of(BiswasEnea.SI, Cerone.SI)) {
            for (Level ser : List.of(BiswasEnea.SER, Cerone.SER)) {
                suite.add(new BenchmarkProblem("read-only:" + shortName(si) + "-" + shortName(ser),
                        category(true, List.of(si, PaperLevels.UPDATE_SER, ser)), List.of(si, PaperLevels.UPDATE_SER),
                        List.of(ser), true));
            }
        }
        suite.add(separation("lost-update", PaperLevels.NLU, Cerone.UA, true));
        for (int i = be.length - 1; i >= 0; i--) {
            suite.add(separation("equiv", be[i], c[i], false));
            suite.add(separation("equiv", c[i], be[i], false));
        }
        for (int i = 0; i + 1 < be.length; i++) {
            suite.add(separation("implies", be[i], be[i + 1], false));
            suite.add(separation("implies", c[i], c[i + 1], false));
        }
        suite.add(separation("implies", Cerone.SI, Cerone.PSI, false));
        suite.add(separation("implies", Cerone.PSI, Cerone.CC, false));
        suite.add(separation("implies", Cerone.UA, PaperLevels.NLU, false));
        return suite;
    }

    private static BenchmarkProblem edgeSat(Level weak, Level strong) {
        return separation("edge", weak, strong, true);
    }

    private static BenchmarkProblem separation(String kind, Level allowed, Level forbidden, boolean sat) {
        return new BenchmarkProblem(kind + ":" + shortName(allowed) + "-" + shortName(forbidden),
                category(sat, List.of(allowed, forbidden)), List.of(allowed), List.of(forbidden), sat);
    }

    private static Category category(boolean sat, List<Level> levels) {
        boolean mixed = levels.stream().map(Level::framework).distinct().count() > 1;
        if (sat) {
            return mixed ? Category.SAT_MIXED : Category.SAT_SINGLE;
        }
        return mixed ? Category.UNSAT_MIXED : Category.UNSAT_SINGLE;
    }
}
