// SPDX-License-Identifier: EPL-2.0
package isolang.solver.encode;

import java.util.Collection;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

import isolang.solver.spec.Axiom;
import isolang.solver.spec.Execution;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.Level;
import isolang.solver.spec.Scope;
import kodkod.util.nodes.AnnotatedNode;

/**
 * Whether levels use the real-time order {@code rt}: only then does a symbolic encoding range
 * over real-time orders (otherwise every history has the empty one, and searches that do not
 * need it pay nothing for it). Decided on the formulas themselves, built over a one-transaction
 * encoding, so a level that reaches {@code rt} through a definition counts.
 */
public final class RealTimeUse {

    private static final Scope PROBE = new Scope(1, 1, 1, 1, 1);

    /**
     * The answers so far, by level: the probe encodes and builds every axiom, and one synthesis
     * asks for each of its levels once per search (rungs, hints, checks).
     */
    private static final Map<Level, Boolean> ANSWERS = Collections.synchronizedMap(new WeakHashMap<>());

    private RealTimeUse() {
    }

    /** Whether any axiom of any of {@code levels}, its framework's included, mentions {@code rt}. */
    public static boolean any(Collection<Level> levels) {
        return levels.stream().anyMatch(RealTimeUse::uses);
    }

    /** Whether an axiom of {@code level}, its framework's included, mentions {@code rt}. */
    public static boolean uses(Level level) {
        return ANSWERS.computeIfAbsent(level, RealTimeUse::probe);
    }

    private static boolean probe(Level level) {
        HistoryModel model = level.model();
        HistoryEncoding enc = HistoryEncoding.symbolic(PROBE, model, false, true);
        Execution e = new WitnessEncoder(enc).declare(level.framework(), "rt.", Map.of(), enc.bounds());
        for (Axiom axiom : level.allAxioms()) {
            if (AnnotatedNode.annotate(axiom.build(e)).relations().contains(enc.rt)) {
                return true;
            }
        }
        return false;
    }
}
