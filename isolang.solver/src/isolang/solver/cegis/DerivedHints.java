// SPDX-License-Identifier: EPL-2.0
package isolang.solver.cegis;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

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
import isolang.solver.spec.WitnessShape;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.engine.Evaluator;
import kodkod.engine.Solution;
import kodkod.engine.config.Options;
import kodkod.instance.Bounds;

/**
 * The witness hint a level's own definition gives: for a binary witness relation, the least
 * value its axioms allow ({@link LeastWitness}), computed on each candidate from the witnesses
 * declared before it. Horn clauses are read off the axioms' structure; in addition a few facts
 * that an axiom may imply without stating them are tested by SAT on small histories, once per
 * level: whether the level forces the history's own relations ({@code so}, {@code wr}, the
 * initial transaction before all others, write conflicts; each whole or, if the witness lies in
 * a total order S, as far as S orders them) into the witness, and whether it is closed under
 * itself or the earlier total orders. That is how {@code wr in vis} is found, which Cerone et
 * al.'s EXT implies (every read value's writer is visible) but no clause states.
 *
 * <p>A fact found on small histories need not hold on larger ones. It does not matter: any
 * hint keeps every answer (see {@link Generalizer}); a wrong one only makes it less useful.
 */
public final class DerivedHints {

    /** The history relations tested as lower bounds. */
    private enum Base {
        SESSION(Execution::so),
        WRITE_READ(Execution::wr),
        INITIAL_FIRST(e -> e.initial().product(e.txn().difference(e.initial()))),
        WRITE_CONFLICTS(e -> e.writers().transpose().join(e.writers()).difference(Expression.IDEN));

        private final Function<Execution, Expression> relation;

        Base(Function<Execution, Expression> relation) {
            this.relation = relation;
        }
    }

    /**
     * The facts a level implies beyond its Horn clauses.
     *
     * @param whole the base relations contained in the witness
     * @param ordered the base relations whose pairs ordered by the containing total order are
     * @param transitive whether the witness is transitive
     * @param left the earlier total orders {@code T} with {@code T.w in w}
     * @param right the earlier total orders {@code T} with {@code w.T in w}
     * @param bounded whether these facts and the Horn clauses bound the witness from below
     */
    private record Facts(Set<Base> whole, Set<Base> ordered, boolean transitive, List<String> left,
            List<String> right, boolean bounded) {
    }

    private static final Scope PROBE = Scope.of(3, 2, 3);
    private static final ProbeCache<List<Object>, Facts> CACHE = new ProbeCache<>(256);

    private DerivedHints() {
    }

    /**
     * The hint {@code level}'s definition gives for {@code hinted}, if its axioms bound it from
     * below; {@code options} runs the small SAT probes (once per level and witness, cached).
     */
    public static Optional<WitnessHint> of(Level level, WitnessRelation hinted, Options options) {
        if (hinted.arity() != 2 || hinted.shape() instanceof WitnessShape.StrictTotalOrder) {
            return Optional.empty();
        }
        Facts facts = CACHE.answer(List.of(level, hinted.name()), k -> probe(level, hinted, options));
        if (!facts.bounded()) {
            return Optional.empty();
        }
        return Optional.of(new WitnessHint("least-" + hinted.name(),
                e -> least(level, hinted, e, facts).expression().orElseThrow()));
    }

    private static LeastWitness least(Level level, WitnessRelation hinted, Execution e, Facts facts) {
        LeastWitness least = LeastWitness.of(level, hinted, e);
        Optional<Expression> superset = LeastWitness.superset(level, hinted, e);
        facts.whole().forEach(b -> least.addLower(b.relation.apply(e)));
        facts.ordered().forEach(b -> least.addLower(b.relation.apply(e).intersection(superset.orElseThrow())));
        if (facts.transitive()) {
            least.addTransitive();
        }
        facts.left().forEach(name -> least.addLeft(e.witness(name)));
        facts.right().forEach(name -> least.addRight(e.witness(name)));
        return least;
    }

    /** Tests on small histories which facts the level implies and its Horn clauses do not give. */
    private static Facts probe(Level level, WitnessRelation hinted, Options options) {
        HistoryModel model = level.model();
        Scope scope = model == HistoryModel.OPERATION ? PROBE.withOperations(2) : PROBE;
        HistoryEncoding enc = HistoryEncoding.symbolic(scope, model, true, RealTimeUse.uses(level));
        WitnessEncoder encoder = new WitnessEncoder(enc);
        Bounds bounds = enc.bounds();
        Execution free = encoder.declare(level.framework(), "p.", Map.of(), bounds);
        Generalizer generalizer = new Generalizer(encoder, enc.vocabulary(), Generalizer.NO_HINTS);
        Formula allowed = enc.wellFormed().and(generalizer.witnesses(level, free));
        List<WitnessRelation> witnesses = level.framework().witnesses();
        Map<String, Expression> earlierMap = new LinkedHashMap<>();
        witnesses.subList(0, witnesses.indexOf(hinted)).forEach(w -> earlierMap.put(w.name(), free.witness(w.name())));
        Execution earlier = Execution.of(free.history(), earlierMap);
        LeastWitness stated = LeastWitness.of(level, hinted, earlier);
        Expression statedValue = stated.expression().orElse(Expression.NONE.product(Expression.NONE));
        Expression w = free.witness(hinted.name());
        Optional<Expression> superset = LeastWitness.superset(level, hinted, earlier);
        List<Formula> facts = new ArrayList<>();
        for (Base base : Base.values()) {
            Expression r = base.relation.apply(earlier);
            Expression ordered = superset.map(r::intersection).orElse(r);
            facts.addAll(List.of(r.in(w), r.in(statedValue), ordered.in(w), ordered.in(statedValue)));
        }
        facts.add(w.join(w).in(w));
        List<String> orders = witnesses.subList(0, witnesses.indexOf(hinted)).stream()
                .filter(o -> o.shape() instanceof WitnessShape.StrictTotalOrder).map(WitnessRelation::name).toList();
        for (String order : orders) {
            facts.add(free.witness(order).join(w).in(w));
            facts.add(w.join(free.witness(order)).in(w));
        }
        boolean[] implied = implied(allowed, facts, bounds, options);
        Set<Base> whole = EnumSet.noneOf(Base.class);
        Set<Base> partly = EnumSet.noneOf(Base.class);
        for (Base base : Base.values()) {
            int i = 4 * base.ordinal();
            if (implied[i] && !implied[i + 1]) {
                whole.add(base);
            } else if (!implied[i] && superset.isPresent() && implied[i + 2] && !implied[i + 3]) {
                partly.add(base);
            }
        }
        int at = 4 * Base.values().length;
        boolean transitive = implied[at] && !stated.transitive();
        List<String> left = new ArrayList<>();
        List<String> right = new ArrayList<>();
        for (int k = 0; k < orders.size(); k++) {
            Expression order = earlier.witness(orders.get(k));
            if (implied[at + 1 + 2 * k] && !stated.closes(order, true)) {
                left.add(orders.get(k));
            }
            if (implied[at + 2 + 2 * k] && !stated.closes(order, false)) {
                right.add(orders.get(k));
            }
        }
        boolean bounded = stated.expression().isPresent() || !whole.isEmpty() || !partly.isEmpty();
        return new Facts(whole, partly, transitive, left, right, bounded);
    }

    /**
     * Which {@code facts} hold in every model of {@code allowed}: a model violating some of the
     * remaining facts rules out every fact it violates, until none is left or no model does.
     */
    private static boolean[] implied(Formula allowed, List<Formula> facts, Bounds bounds, Options options) {
        boolean[] implied = new boolean[facts.size()];
        Arrays.fill(implied, true);
        while (true) {
            List<Formula> open = new ArrayList<>();
            for (int i = 0; i < facts.size(); i++) {
                if (implied[i]) {
                    open.add(facts.get(i));
                }
            }
            if (open.isEmpty()) {
                return implied;
            }
            Solution solution = SolveClock.solve(options, allowed.and(Formula.and(open).not()), bounds);
            if (!solution.sat()) {
                return implied;
            }
            Evaluator evaluator = new Evaluator(solution.instance());
            for (int i = 0; i < facts.size(); i++) {
                if (implied[i] && !evaluator.evaluate(facts.get(i))) {
                    implied[i] = false;
                }
            }
        }
    }
}
