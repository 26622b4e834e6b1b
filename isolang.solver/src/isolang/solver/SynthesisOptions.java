// SPDX-License-Identifier: EPL-2.0
package isolang.solver;

import java.time.Duration;
import java.util.Objects;

/**
 * Switches for every optimization (so a benchmark can measure each) plus solver choice and
 * time limit. Immutable; use the {@code with…} methods.
 *
 * @param fixedOrder fix the total order of one allowed level to the transaction-id order (Isolde §4.3.2)
 * @param smartSearch share the witness of an allowed and a forbidden level of one framework (§4.3.3)
 * @param mergeForbidden merge the forbidden levels of one framework into one disjunction (§4.2.1)
 * @param acyclicShortcut decide levels of the "premise ⇒ co edge" shape by acyclicity, without CEGIS
 *        (an allowed level only if its order cannot be fixed and no forbidden level needs CEGIS; a
 *        forbidden level only if no allowed level of its framework has a fixed order while
 *        {@code seedCounterexamples} is on, since ground seeded formulas are faster there)
 * @param alignedWitness let the verifier first try the candidate's fixed order as its total order
 * @param witnessHints also learn each counterexample with witnesses derived by the framework's
 *        {@link isolang.solver.spec.WitnessHint hints} from the candidate (generalized counterexamples)
 * @param seedCounterexamples before the first round, learn the counterexamples whose total order is
 *        the allowed side's order and whose other witnesses come from hints (implied by the problem)
 * @param counterexamplesPerRound how many distinct counterexamples to learn per forbidden level and round
 * @param symmetryBreaking break symmetries of values and sessions in the candidate search
 * @param anchorViolations let the first object variables of one forbidden level's violated axiom range over the
 *        first objects only (objects are interchangeable, so every violation has such a renaming)
 * @param incremental keep one incremental SAT solver for the candidate search across rounds
 * @param minimize shrink a found history before returning it
 * @param recheck re-verify a found history independently before returning it
 * @param solver the SAT solver to use
 * @param timeout the time limit of the whole call
 */
public record SynthesisOptions(boolean fixedOrder, boolean smartSearch, boolean mergeForbidden,
        boolean acyclicShortcut, boolean alignedWitness, boolean witnessHints, boolean seedCounterexamples,
        int counterexamplesPerRound, boolean symmetryBreaking, boolean anchorViolations,
        boolean incremental, boolean minimize, boolean recheck, SatSolverChoice solver, Duration timeout) {

    /** Checks the invariants. */
    public SynthesisOptions {
        if (counterexamplesPerRound < 1) {
            throw new IllegalArgumentException("at least one counterexample per round");
        }
        Objects.requireNonNull(solver, "solver");
        Objects.requireNonNull(timeout, "timeout");
    }

    /** Every optimization on, Glucose, minimization and re-check on, 10 minutes. */
    public static SynthesisOptions defaults() {
        return new SynthesisOptions(true, true, true, true, true, true, true, 2, true, true, true, true, true,
                SatSolverChoice.GLUCOSE, Duration.ofMinutes(10));
    }

    /** The algorithm as published in the Isolde paper (fixed order, smart search, merging), nothing more. */
    public static SynthesisOptions paper() {
        return new SynthesisOptions(true, true, true, false, false, false, false, 1, false, false, false, true,
                true, SatSolverChoice.GLUCOSE, Duration.ofMinutes(10));
    }

    /** With a fixed total order switched on or off. */
    public SynthesisOptions withFixedOrder(boolean on) {
        return new SynthesisOptions(on, smartSearch, mergeForbidden, acyclicShortcut, alignedWitness,
                witnessHints, seedCounterexamples, counterexamplesPerRound, symmetryBreaking, anchorViolations,
                incremental, minimize, recheck, solver, timeout);
    }

    /** With smart candidate search switched on or off. */
    public SynthesisOptions withSmartSearch(boolean on) {
        return new SynthesisOptions(fixedOrder, on, mergeForbidden, acyclicShortcut, alignedWitness,
                witnessHints, seedCounterexamples, counterexamplesPerRound, symmetryBreaking, anchorViolations,
                incremental, minimize, recheck, solver, timeout);
    }

    /** With merging of forbidden levels switched on or off. */
    public SynthesisOptions withMergeForbidden(boolean on) {
        return new SynthesisOptions(fixedOrder, smartSearch, on, acyclicShortcut, alignedWitness, witnessHints,
                seedCounterexamples, counterexamplesPerRound, symmetryBreaking, anchorViolations, incremental,
                minimize, recheck, solver, timeout);
    }

    /** With the acyclicity shortcut switched on or off. */
    public SynthesisOptions withAcyclicShortcut(boolean on) {
        return new SynthesisOptions(fixedOrder, smartSearch, mergeForbidden, on, alignedWitness, witnessHints,
                seedCounterexamples, counterexamplesPerRound, symmetryBreaking, anchorViolations, incremental,
                minimize, recheck, solver, timeout);
    }

    /** With aligned verifier witnesses switched on or off. */
    public SynthesisOptions withAlignedWitness(boolean on) {
        return new SynthesisOptions(fixedOrder, smartSearch, mergeForbidden, acyclicShortcut, on, witnessHints,
                seedCounterexamples, counterexamplesPerRound, symmetryBreaking, anchorViolations, incremental,
                minimize, recheck, solver, timeout);
    }

    /** With generalization of counterexamples through witness hints switched on or off. */
    public SynthesisOptions withWitnessHints(boolean on) {
        return new SynthesisOptions(fixedOrder, smartSearch, mergeForbidden, acyclicShortcut, alignedWitness,
                on, seedCounterexamples, counterexamplesPerRound, symmetryBreaking, anchorViolations,
                incremental, minimize, recheck, solver, timeout);
    }

    /** With seeded counterexamples switched on or off. */
    public SynthesisOptions withSeedCounterexamples(boolean on) {
        return new SynthesisOptions(fixedOrder, smartSearch, mergeForbidden, acyclicShortcut, alignedWitness,
                witnessHints, on, counterexamplesPerRound, symmetryBreaking, anchorViolations, incremental,
                minimize, recheck, solver, timeout);
    }

    /** With another number of counterexamples per round. */
    public SynthesisOptions withCounterexamplesPerRound(int count) {
        return new SynthesisOptions(fixedOrder, smartSearch, mergeForbidden, acyclicShortcut, alignedWitness,
                witnessHints, seedCounterexamples, count, symmetryBreaking, anchorViolations, incremental,
                minimize, recheck, solver, timeout);
    }

    /** With symmetry breaking switched on or off. */
    public SynthesisOptions withSymmetryBreaking(boolean on) {
        return new SynthesisOptions(fixedOrder, smartSearch, mergeForbidden, acyclicShortcut, alignedWitness,
                witnessHints, seedCounterexamples, counterexamplesPerRound, on, anchorViolations, incremental,
                minimize, recheck, solver, timeout);
    }

    /** With anchoring of the violated axiom's objects switched on or off. */
    public SynthesisOptions withAnchorViolations(boolean on) {
        return new SynthesisOptions(fixedOrder, smartSearch, mergeForbidden, acyclicShortcut, alignedWitness,
                witnessHints, seedCounterexamples, counterexamplesPerRound, symmetryBreaking, on, incremental,
                minimize, recheck, solver, timeout);
    }

    /** With the incremental candidate solver switched on or off. */
    public SynthesisOptions withIncremental(boolean on) {
        return new SynthesisOptions(fixedOrder, smartSearch, mergeForbidden, acyclicShortcut, alignedWitness,
                witnessHints, seedCounterexamples, counterexamplesPerRound, symmetryBreaking, anchorViolations,
                on, minimize, recheck, solver, timeout);
    }

    /** With minimization switched on or off. */
    public SynthesisOptions withMinimize(boolean on) {
        return new SynthesisOptions(fixedOrder, smartSearch, mergeForbidden, acyclicShortcut, alignedWitness,
                witnessHints, seedCounterexamples, counterexamplesPerRound, symmetryBreaking, anchorViolations,
                incremental, on, recheck, solver, timeout);
    }

    /** With independent re-verification switched on or off. */
    public SynthesisOptions withRecheck(boolean on) {
        return new SynthesisOptions(fixedOrder, smartSearch, mergeForbidden, acyclicShortcut, alignedWitness,
                witnessHints, seedCounterexamples, counterexamplesPerRound, symmetryBreaking, anchorViolations,
                incremental, minimize, on, solver, timeout);
    }

    /** With another SAT solver. */
    public SynthesisOptions withSolver(SatSolverChoice choice) {
        return new SynthesisOptions(fixedOrder, smartSearch, mergeForbidden, acyclicShortcut, alignedWitness,
                witnessHints, seedCounterexamples, counterexamplesPerRound, symmetryBreaking, anchorViolations,
                incremental, minimize, recheck, choice, timeout);
    }

    /** With another time limit. */
    public SynthesisOptions withTimeout(Duration limit) {
        return new SynthesisOptions(fixedOrder, smartSearch, mergeForbidden, acyclicShortcut, alignedWitness,
                witnessHints, seedCounterexamples, counterexamplesPerRound, symmetryBreaking, anchorViolations,
                incremental, minimize, recheck, solver, limit);
    }
}
