// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.oracle;

import isolang.solver.history.History;
import java.util.Set;

/**
 * The shipped reference levels, each decided by the brute-force oracles of this package.
 *
 * <p>{@link #engineName()} is the level's name in the engine's reference catalogue
 * ({@code isolang.tests.solver.reference}) as {@code Level.toString()} gives it, used to pair each
 * oracle decision with the engine's level.
 */
public enum ReferenceLevel {
    /** Biswas–Enea Read Committed (operation level). */
    BE_RC("BiswasEnea.RC", BiswasEneaOracle.Axioms.READ_COMMITTED, null),
    /** Biswas–Enea Read Atomic. */
    BE_RA("BiswasEnea.RA", BiswasEneaOracle.Axioms.READ_ATOMIC, null),
    /** Biswas–Enea Causal. */
    BE_CC("BiswasEnea.CC", BiswasEneaOracle.Axioms.CAUSAL, null),
    /** Biswas–Enea Prefix. */
    BE_PC("BiswasEnea.PC", BiswasEneaOracle.Axioms.PREFIX, null),
    /** Biswas–Enea Snapshot Isolation. */
    BE_SI("BiswasEnea.SI", BiswasEneaOracle.Axioms.SNAPSHOT_ISOLATION, null),
    /** Biswas–Enea Serializability. */
    BE_SER("BiswasEnea.SER", BiswasEneaOracle.Axioms.SERIALIZABILITY, null),
    /** Isolde's UpdateSer (Biswas–Enea framework). */
    UPDATE_SER("BiswasEnea.UpdateSer", BiswasEneaOracle.Axioms.UPDATE_SERIALIZABILITY, null),
    /** Cerone Read Atomic. */
    CERONE_RA("Cerone.RA", null, CeroneOracle.RA),
    /** Cerone Update Atomic. */
    CERONE_UA("Cerone.UA", null, CeroneOracle.UA),
    /** Cerone Causal Consistency. */
    CERONE_CC("Cerone.CC", null, CeroneOracle.CC),
    /** Cerone Parallel Snapshot Isolation. */
    CERONE_PSI("Cerone.PSI", null, CeroneOracle.PSI),
    /** Cerone Prefix Consistency. */
    CERONE_PC("Cerone.PC", null, CeroneOracle.PC),
    /** Cerone Snapshot Isolation. */
    CERONE_SI("Cerone.SI", null, CeroneOracle.SI),
    /** Cerone Serializability. */
    CERONE_SER("Cerone.SER", null, CeroneOracle.SER),
    /** Isolde's no-lost-update level (Cerone framework). */
    NLU("Cerone.NLU", null, CeroneOracle.NLU);

    private final String engineName;
    private final BiswasEneaOracle.Axioms biswasEnea;
    private final Set<CeroneOracle.Axiom> cerone;

    ReferenceLevel(String engineName, BiswasEneaOracle.Axioms biswasEnea, Set<CeroneOracle.Axiom> cerone) {
        this.engineName = engineName;
        this.biswasEnea = biswasEnea;
        this.cerone = cerone;
    }

    /** The level's name in the engine's catalogue. */
    public String engineName() {
        return engineName;
    }

    /** Whether the level depends on the order of reads inside a transaction. */
    public boolean needsOperationLevel() {
        return this == BE_RC;
    }

    /** The oracle's decision: does the level allow the history? */
    public boolean allows(History history) {
        return biswasEnea != null ? BiswasEneaOracle.allows(biswasEnea, history) : CeroneOracle.allows(cerone, history);
    }
}
