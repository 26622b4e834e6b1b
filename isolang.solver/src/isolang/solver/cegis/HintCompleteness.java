// SPDX-License-Identifier: EPL-2.0
package isolang.solver.cegis;

import java.util.List;
import java.util.Map;

import isolang.solver.encode.HistoryEncoding;
import isolang.solver.encode.RealTimeUse;
import isolang.solver.encode.WitnessEncoder;
import isolang.solver.sat.SolveClock;
import isolang.solver.spec.Execution;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.Level;
import isolang.solver.spec.Scope;
import isolang.solver.spec.WitnessHint;
import isolang.solver.spec.WitnessRelation;
import kodkod.ast.Formula;
import kodkod.engine.config.Options;
import kodkod.instance.Bounds;

/**
 * Whether a witness hint is <em>complete</em> for a level on small histories: every history the
 * level allows with some witness is allowed with the hinted one (derived from the other
 * witnesses of that execution). A complete hint's seeded counterexample is the one that carries
 * an implication proof, so it is the one worth anchoring. Only a heuristic choice depends on
 * the answer, never a result; one SAT call per level, hint and model, cached.
 */
public final class HintCompleteness {

    /** Small enough to answer in milliseconds; two written values per object give write conflicts. */
    private static final Scope PROBE = Scope.of(3, 2, 3);
    private static final ProbeCache<List<Object>, Boolean> CACHE = new ProbeCache<>(256);

    private HintCompleteness() {
    }

    /** Whether {@code hint} for witness {@code hinted} is complete for {@code level} on small histories. */
    public static boolean complete(Level level, WitnessRelation hinted, WitnessHint hint, HistoryModel model,
            Options options) {
        return CACHE.answer(List.of(level, hinted.name(), hint.name(), model),
                k -> check(level, hinted, hint, model, options));
    }

    private static boolean check(Level level, WitnessRelation hinted, WitnessHint hint, HistoryModel model,
            Options options) {
        Scope scope = model == HistoryModel.OPERATION ? PROBE.withOperations(2) : PROBE;
        HistoryEncoding enc = HistoryEncoding.symbolic(scope, model, true, RealTimeUse.uses(level));
        WitnessEncoder encoder = new WitnessEncoder(enc);
        Generalizer generalizer = new Generalizer(encoder, enc.vocabulary(), Generalizer.NO_HINTS);
        Bounds bounds = enc.bounds();
        Execution free = encoder.declare(level.framework(), "h.", Map.of(), bounds);
        Execution derived = generalizer.hinted(level.framework(), free.witnesses(), hinted, hint).orElseThrow();
        Formula separates = enc.wellFormed().and(generalizer.witnesses(level, free))
                .and(generalizer.witnesses(level, derived).not());
        return SolveClock.solve(options, separates, bounds).unsat();
    }
}
