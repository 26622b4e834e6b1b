// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.oracle;

import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

import isolang.solver.history.History;

/**
 * The shipped levels, each decided by the brute-force oracles of this package.
 *
 * <p>{@link #libraryName()} names the level in the standard library ({@code biswas.RA} after
 * {@code import isolang.std.biswas}); {@link #engineName()} names it in the Java reference
 * catalogue ({@code isolang.tests.solver.reference}) as {@code Level.toString()} gives it, if
 * the catalogue has it. Both are used to pair each oracle decision with a level under test.
 */
public enum ReferenceLevel {
    /** Biswas–Enea Read Committed (operation level). */
    BE_RC("biswas.RC", "BiswasEnea.RC", h -> BiswasEneaOracle.allows(BiswasEneaOracle.Axioms.READ_COMMITTED, h)),
    /** Biswas–Enea Read Atomic. */
    BE_RA("biswas.RA", "BiswasEnea.RA", h -> BiswasEneaOracle.allows(BiswasEneaOracle.Axioms.READ_ATOMIC, h)),
    /** Biswas–Enea Causal. */
    BE_CC("biswas.CC", "BiswasEnea.CC", h -> BiswasEneaOracle.allows(BiswasEneaOracle.Axioms.CAUSAL, h)),
    /** Biswas–Enea Prefix, the axiom. */
    BE_PREFIX("biswas.Prefix", null, h -> BiswasEneaOracle.allows(BiswasEneaOracle.Axioms.PREFIX, h)),
    /** Biswas–Enea Prefix Consistency. */
    BE_PC("biswas.PC", "BiswasEnea.PC", h -> BiswasEneaOracle.allows(BiswasEneaOracle.Axioms.PREFIX, h)),
    /** Biswas–Enea Conflict, the axiom alone. */
    BE_CONFLICT("biswas.Conflict", null, h -> BiswasEneaOracle.allows(BiswasEneaOracle.Axioms.CONFLICT, h)),
    /** Biswas–Enea Snapshot Isolation. */
    BE_SI("biswas.SI", "BiswasEnea.SI", h -> BiswasEneaOracle.allows(BiswasEneaOracle.Axioms.SNAPSHOT_ISOLATION, h)),
    /** Biswas–Enea Serializability. */
    BE_SER("biswas.SER", "BiswasEnea.SER", h -> BiswasEneaOracle.allows(BiswasEneaOracle.Axioms.SERIALIZABILITY, h)),
    /** Isolde's UpdateSer (Biswas–Enea framework). */
    UPDATE_SER("isolde.UpdateSer", "BiswasEnea.UpdateSer",
            h -> BiswasEneaOracle.allows(BiswasEneaOracle.Axioms.UPDATE_SERIALIZABILITY, h)),
    /** Cerone Read Atomic. */
    CERONE_RA("cerone.RA", "Cerone.RA", cerone(CeroneOracle.RA)),
    /** Cerone Update Atomic. */
    CERONE_UA("cerone.UA", "Cerone.UA", cerone(CeroneOracle.UA)),
    /** Cerone Causal Consistency. */
    CERONE_CC("cerone.CC", "Cerone.CC", cerone(CeroneOracle.CC)),
    /** Cerone Parallel Snapshot Isolation. */
    CERONE_PSI("cerone.PSI", "Cerone.PSI", cerone(CeroneOracle.PSI)),
    /** Cerone Prefix Consistency. */
    CERONE_PC("cerone.PC", "Cerone.PC", cerone(CeroneOracle.PC)),
    /** Cerone Snapshot Isolation. */
    CERONE_SI("cerone.SI", "Cerone.SI", cerone(CeroneOracle.SI)),
    /** Cerone Serializability. */
    CERONE_SER("cerone.SER", "Cerone.SER", cerone(CeroneOracle.SER)),
    /** Isolde's no-lost-update level (Cerone framework). */
    NLU("isolde.NLU", "Cerone.NLU", cerone(CeroneOracle.NLU)),
    /** Plume's Read Atomic as forbidden patterns. */
    TAP_RA("plume.TapRA", null, h -> PlumeOracle.allows(PlumeOracle.Patterns.TAP_RA, h)),
    /** Plume's Causal Consistency as forbidden patterns. */
    TAP_CC("plume.TapCC", null, h -> PlumeOracle.allows(PlumeOracle.Patterns.TAP_CC, h));

    private final String libraryName;
    private final String engineName;
    private final Predicate<History> oracle;

    ReferenceLevel(String libraryName, String engineName, Predicate<History> oracle) {
        this.libraryName = libraryName;
        this.engineName = engineName;
        this.oracle = oracle;
    }

    private static Predicate<History> cerone(Set<CeroneOracle.Axiom> axioms) {
        return h -> CeroneOracle.allows(axioms, h);
    }

    /** The level's name in the standard library, qualified by its module's last segment. */
    public String libraryName() {
        return libraryName;
    }

    /** The level's name in the engine's Java catalogue, if it has one. */
    public Optional<String> engineName() {
        return Optional.ofNullable(engineName);
    }

    /** Whether the level depends on the order of reads inside a transaction. */
    public boolean needsOperationLevel() {
        return this == BE_RC;
    }

    /** Whether the history is read-consistent, by the oracle's own account (every level requires it). */
    public static boolean readConsistent(History history) {
        return new HistoryFacts(history).readConsistent;
    }

    /** Whether some transaction reads an object twice in a row with different values (Plume's TAP j). */
    public static boolean hasNonRepeatableRead(History history) {
        return new HistoryFacts(history).nonRepeatableRead;
    }

    /** The oracle's decision: does the level allow the history? */
    public boolean allows(History history) {
        return oracle.test(history);
    }
}
