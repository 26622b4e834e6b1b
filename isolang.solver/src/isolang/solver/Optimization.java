// SPDX-License-Identifier: EPL-2.0
package isolang.solver;

import java.util.Locale;

/**
 * The engine's optimizations. None changes an answer, only how fast it comes; each can be
 * switched off ({@link SynthesisOptions#without}) so that a benchmark can measure what it is
 * worth. The first three are the Isolde paper's (§4), the rest isolang's own.
 */
public enum Optimization {

    /** Fix the total order of one allowed level to the transaction-id order (Isolde §4.3.2). */
    FIXED_ORDER("fixed total order of one allowed level (Isolde §4.3.2)"),
    /** Share the witness of an allowed and a forbidden level of one framework (Isolde §4.3.3). */
    SMART_SEARCH("witness shared by allowed and forbidden levels of one framework (Isolde §4.3.3)"),
    /** Merge the forbidden levels of one framework into one disjunction (Isolde §4.2.1). */
    MERGE_FORBIDDEN("forbidden levels of one framework merged into one disjunction (Isolde §4.2.1)"),
    /**
     * Decide levels of the "premise ⇒ order edge" shape by acyclicity, without CEGIS: an allowed
     * level only if its order cannot be fixed and no forbidden level needs CEGIS; a forbidden
     * level only if no allowed level has a fixed order while {@link #SEED_COUNTEREXAMPLES} is on,
     * since the counterexample seeded with that order is a ground formula and faster there.
     */
    ACYCLIC_SHORTCUT("levels of the premise => order-edge shape decided by acyclicity"),
    /** Let the verifier first try the candidate's fixed order as its total order. */
    ALIGNED_WITNESS("verifier tries the candidate's order first"),
    /**
     * Also learn each counterexample with witnesses derived by hints from the candidate: the
     * hints stated with a witness declaration and the least witness the level's axioms allow.
     */
    WITNESS_HINTS("counterexamples generalized by witness hints"),
    /**
     * Before the first round, learn the counterexamples whose total order is the allowed side's
     * order and whose other witnesses come from hints (implied by the problem).
     */
    SEED_COUNTEREXAMPLES("counterexamples learned before the first round"),
    /** Learn two distinct counterexamples per forbidden level and round instead of one. */
    SEVERAL_COUNTEREXAMPLES("two counterexamples per level and round"),
    /** Break symmetries of values and sessions in the candidate search (and Kodkod's symmetry breaking). */
    SYMMETRY_BREAKING("value and session symmetry breaking, Kodkod symmetry breaking 20"),
    /**
     * Let the first object variables of one forbidden level's violated axiom range over the first
     * objects only (objects are interchangeable, so every violation has such a renaming).
     */
    ANCHOR_VIOLATIONS("violations of a forbidden level anchored to the first objects"),
    /** Keep one incremental SAT solver for the candidate search across rounds. */
    INCREMENTAL("one incremental candidate solver across rounds");

    private final String description;

    Optimization(String description) {
        this.description = description;
    }

    /** What the optimization does, in a few words. */
    public String description() {
        return description;
    }

    /** The name in lower case with hyphens, e.g. {@code fixed-order}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
