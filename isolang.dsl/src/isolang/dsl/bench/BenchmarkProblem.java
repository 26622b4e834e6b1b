// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.bench;

import java.util.ArrayList;
import java.util.List;

/**
 * One benchmark problem {@code ∃H. H ⊨ allowed ∧ H ⊭ forbidden} with its known answer, and the
 * spec file that asks it as a user would: a {@code synthesize} command.
 *
 * @param id a short stable identifier, e.g. {@code "edge:CC_B-RA_C"}
 * @param category the benchmark category (see {@link Category})
 * @param allowed the levels the history must be allowed by
 * @param forbidden the levels the history must be disallowed by
 * @param satisfiable whether a history exists (from the papers; the answer at every scope ≥ 4)
 */
public record BenchmarkProblem(String id, Category category, List<LevelName> allowed, List<LevelName> forbidden,
        boolean satisfiable) {

    /** The categories of the Isolde paper's Table 1, plus the lost-update pair of §3.2.2. */
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

    /**
     * A level of the standard library.
     *
     * @param module the library module: {@code biswas}, {@code cerone} or {@code isolde}
     * @param name the level's name in the module
     */
    public record LevelName(String module, String name) {

        /** The name as the standard library's importers write it, e.g. {@code biswas.RA}. */
        public String qualified() {
            return module + "." + name;
        }

        /** {@code RA_B}, {@code RA_C}, or the plain name of an Isolde level. */
        public String shortName() {
            return switch (module) {
                case "biswas" -> name + "_B";
                case "cerone" -> name + "_C";
                default -> name;
            };
        }
    }

    /** Freezes the lists. */
    public BenchmarkProblem {
        allowed = List.copyOf(allowed);
        forbidden = List.copyOf(forbidden);
    }

    /** The problem as {@code {A, B, ¬C}}. */
    public String formula() {
        List<String> parts = new ArrayList<>();
        allowed.forEach(l -> parts.add(l.shortName()));
        forbidden.forEach(l -> parts.add("¬" + l.shortName()));
        return "{" + String.join(", ", parts) + "}";
    }

    /** The spec file asking this problem at {@code txn × obj × val} on the levels of {@code library}. */
    public String spec(LevelLibrary library, int transactions, int objects, int values) {
        return library.preamble() + "synthesize problem: { " + names(library, allowed) + " } not { "
                + names(library, forbidden) + " } for " + transactions + " txn, " + objects + " obj, " + values
                + " val\n";
    }

    private static String names(LevelLibrary library, List<LevelName> levels) {
        return String.join(", ", levels.stream().map(library::reference).toList());
    }

    /** Whether both levels of a one-to-one problem belong to one framework. */
    public boolean singleFramework() {
        return category == Category.SAT_SINGLE || category == Category.UNSAT_SINGLE;
    }

    /**
     * The suite: every edge A ⇒ B of SER ⇒ SI ⇒ PC ⇒ CC ⇒ RA as {@code {B, ¬A}} in the four
     * framework combinations, plus SI ⇒ PSI ⇒ CC (Cerone only); the read-only anomaly
     * {@code {SI, UpdateSer, ¬SER}} with SI and SER in either framework; {@code {NLU, ¬UA}};
     * both directions of the five definition equivalences; every edge as {@code {A, ¬B}} in each
     * framework, and {@code {UA, ¬NLU}}.
     */
    public static List<BenchmarkProblem> paperSuite() {
        List<LevelName> be = chain("biswas");
        List<LevelName> c = chain("cerone");
        LevelName updateSer = new LevelName("isolde", "UpdateSer");
        LevelName nlu = new LevelName("isolde", "NLU");
        LevelName psi = new LevelName("cerone", "PSI");
        LevelName ua = new LevelName("cerone", "UA");
        List<BenchmarkProblem> suite = new ArrayList<>();
        for (int i = 0; i + 1 < be.size(); i++) {
            for (List<LevelName> strong : List.of(be, c)) {
                for (List<LevelName> weak : List.of(be, c)) {
                    suite.add(separation("edge", weak.get(i + 1), strong.get(i), true));
                }
            }
        }
        suite.add(separation("edge", psi, c.get(1), true));
        suite.add(separation("edge", c.get(3), psi, true));
        for (LevelName si : List.of(be.get(1), c.get(1))) {
            for (LevelName ser : List.of(be.get(0), c.get(0))) {
                suite.add(new BenchmarkProblem("read-only:" + si.shortName() + "-" + ser.shortName(),
                        category(true, List.of(si, updateSer, ser)), List.of(si, updateSer), List.of(ser), true));
            }
        }
        suite.add(separation("lost-update", nlu, ua, true));
        for (int i = be.size() - 1; i >= 0; i--) {
            suite.add(separation("equiv", be.get(i), c.get(i), false));
            suite.add(separation("equiv", c.get(i), be.get(i), false));
        }
        for (int i = 0; i + 1 < be.size(); i++) {
            suite.add(separation("implies", be.get(i), be.get(i + 1), false));
            suite.add(separation("implies", c.get(i), c.get(i + 1), false));
        }
        suite.add(separation("implies", c.get(1), psi, false));
        suite.add(separation("implies", psi, c.get(3), false));
        suite.add(separation("implies", ua, nlu, false));
        return suite;
    }

    /** SER, SI, PC, CC, RA of one framework, strongest first. */
    private static List<LevelName> chain(String module) {
        return List.of("SER", "SI", "PC", "CC", "RA").stream().map(n -> new LevelName(module, n)).toList();
    }

    private static BenchmarkProblem separation(String kind, LevelName allowed, LevelName forbidden, boolean sat) {
        return new BenchmarkProblem(kind + ":" + allowed.shortName() + "-" + forbidden.shortName(),
                category(sat, List.of(allowed, forbidden)), List.of(allowed), List.of(forbidden), sat);
    }

    /** Isolde's levels count as the framework they are written in (UpdateSer: Biswas–Enea, NLU: Cerone). */
    private static Category category(boolean sat, List<LevelName> levels) {
        boolean mixed = levels.stream().map(l -> l.module().equals("isolde")
                ? (l.name().equals("NLU") ? "cerone" : "biswas") : l.module()).distinct().count() > 1;
        if (sat) {
            return mixed ? Category.SAT_MIXED : Category.SAT_SINGLE;
        }
        return mixed ? Category.UNSAT_MIXED : Category.UNSAT_SINGLE;
    }
}
