// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.speed;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import isolang.dsl.bench.LevelLibrary;
import isolang.dsl.compiler.CompiledModel;
import isolang.solver.cegis.DerivedHints;
import isolang.solver.cegis.HintCompleteness;
import isolang.solver.encode.HistoryEncoding;
import isolang.solver.encode.WitnessEncoder;
import isolang.solver.spec.Axiom;
import isolang.solver.spec.Execution;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.Level;
import isolang.solver.spec.Scope;
import isolang.solver.spec.WitnessHint;
import isolang.solver.spec.WitnessRelation;
import isolang.tests.dsl.Specs;
import isolang.tests.solver.reference.Cerone;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.engine.Solver;
import kodkod.engine.config.Options;
import kodkod.instance.Bounds;

/**
 * The visibility hint the engine derives from a Cerone level written in the language is the
 * one the hand-written Java framework states for it (the least visibility its closure axioms
 * require, e.g. {@code ar* ; (B & ar)} for PC): equal on every history and arbitration of 4
 * transactions the level allows, and complete. For the standard library and for the framework
 * written from scratch with pointwise axioms alike, where transitivity and prefix closure are
 * only found by the small SAT probes.
 */
class DerivedHintsTest {

    private static final Map<String, String> PREDICTED = Map.of("RA", "session-reads", "UA",
            "session-reads-conflicts", "CC", "causal", "PSI", "causal-conflicts", "PC", "prefix", "SI",
            "prefix-conflicts", "SER", "total");

    private static final CompiledModel STANDARD = Specs.compile("""
            import isolang.std.cerone
            level RA in cerone.cerone = cerone.RA
            level UA in cerone.cerone = cerone.UA
            level CC in cerone.cerone = cerone.CC
            level PSI in cerone.cerone = cerone.PSI
            level PC in cerone.cerone = cerone.PC
            level SI in cerone.cerone = cerone.SI
            level SER in cerone.cerone = cerone.SER
            """);

    private static final CompiledModel USER = Specs.compile(LevelLibrary.USER.preamble());

    @Test
    void derivedVisibilityIsTheLeastOneTheDefinitionPredicts() {
        Options options = new Options();
        PREDICTED.forEach((name, predicted) -> {
            WitnessHint java = Cerone.FRAMEWORK.witness(Cerone.VIS).orElseThrow().hints().stream()
                    .filter(h -> h.name().equals(predicted)).findFirst().orElseThrow();
            for (Level level : List.of(STANDARD.levels().get(name), USER.levels().get(name + "_C"))) {
                WitnessRelation vis = level.framework().witnesses().get(1);
                WitnessHint derived = DerivedHints.of(level, vis, options).orElseThrow();
                assertTrue(sameOnAllowedExecutions(level, vis, derived, java), level + ": derived " + derived
                        + " differs from " + predicted);
                assertTrue(HintCompleteness.complete(level, vis, derived, HistoryModel.ABSTRACT, options),
                        level + ": the derived hint is not complete");
            }
        });
    }

    /** No history of 4 transactions and arbitration that the level allows tells the two hints apart. */
    private static boolean sameOnAllowedExecutions(Level level, WitnessRelation vis, WitnessHint derived,
            WitnessHint java) {
        HistoryEncoding enc = HistoryEncoding.symbolic(Scope.of(4, 2, 3), HistoryModel.ABSTRACT, true);
        WitnessEncoder encoder = new WitnessEncoder(enc);
        Bounds bounds = enc.bounds();
        Execution free = encoder.declare(level.framework(), "t.", Map.of(), bounds);
        String order = level.framework().witnesses().get(0).name();
        Execution earlier = Execution.of(free.history(), Map.of(order, free.witness(order)));
        Execution asJava = Execution.of(free.history(), Map.of(Cerone.AR, free.witness(order)));
        Expression a = derived.derive(earlier);
        Expression b = java.derive(asJava);
        Formula allowed = enc.wellFormed().and(encoder.shape(level.framework(), free, Map.of()));
        for (Axiom axiom : level.allAxioms()) {
            allowed = allowed.and(axiom.build(free));
        }
        return new Solver(new Options()).solve(allowed.and(a.eq(b).not()), bounds).unsat();
    }
}
