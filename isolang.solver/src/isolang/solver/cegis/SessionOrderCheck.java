// SPDX-License-Identifier: EPL-2.0
package isolang.solver.cegis;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import isolang.solver.encode.HistoryEncoding;
import isolang.solver.encode.RealTimeUse;
import isolang.solver.encode.WitnessEncoder;
import isolang.solver.sat.SolveClock;
import isolang.solver.spec.Axiom;
import isolang.solver.spec.Execution;
import isolang.solver.spec.Framework;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.Level;
import isolang.solver.spec.Scope;
import kodkod.ast.Formula;
import kodkod.engine.config.Options;
import kodkod.instance.Bounds;

/**
 * Decides whether fixing a level's total order to the transaction-id order is without loss of
 * generality in a scope. The encoding puts session order inside the id order, so renumbering
 * a history along its witness order keeps it encodable iff the order contains {@code so};
 * this holds when no execution within the scope satisfies the level with {@code so ⊄ order}
 * (one SAT call, cached per level, scope and model in a bounded cache). Most levels state it: when
 * their axioms force {@code so} into the order ({@link StatedInclusions}), no SAT call is needed.
 */
final class SessionOrderCheck {

    private static final ProbeCache<List<Object>, Boolean> CACHE = new ProbeCache<>(256);

    private SessionOrderCheck() {
    }

    static boolean orderExtendsSessions(Level level, Scope scope, HistoryModel model, Options options) {
        return CACHE.answer(List.of(level, scope, model), k -> check(level, scope, model, options));
    }

    private static boolean check(Level level, Scope scope, HistoryModel model, Options options) {
        HistoryEncoding enc = HistoryEncoding.symbolic(scope, model, true, RealTimeUse.uses(level));
        WitnessEncoder encoder = new WitnessEncoder(enc);
        Bounds bounds = enc.bounds();
        Framework fw = level.framework();
        Execution e = encoder.declare(fw, "s.", Map.of(), bounds);
        String order = fw.totalOrder().orElseThrow().name();
        if (StatedInclusions.containing(level, e, enc.vocabulary().so()).contains(order)) {
            return true;
        }
        List<Formula> parts = new ArrayList<>();
        parts.add(enc.wellFormed());
        parts.add(encoder.shape(fw, e, Map.of()));
        for (Axiom axiom : level.allAxioms()) {
            parts.add(axiom.build(e));
        }
        parts.add(enc.vocabulary().so().in(e.witness(order)).not());
        return SolveClock.solve(options, Formula.and(parts), bounds).unsat();
    }
}
