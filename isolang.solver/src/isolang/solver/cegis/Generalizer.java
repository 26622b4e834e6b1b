// SPDX-License-Identifier: EPL-2.0
package isolang.solver.cegis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import isolang.solver.encode.WitnessEncoder;
import isolang.solver.spec.Axiom;
import isolang.solver.spec.Execution;
import isolang.solver.spec.Framework;
import isolang.solver.spec.HistoryVocabulary;
import isolang.solver.spec.Level;
import isolang.solver.spec.WitnessHint;
import isolang.solver.spec.WitnessRelation;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.engine.Evaluator;
import kodkod.engine.config.Options;
import kodkod.instance.Instance;

/**
 * Turns one counterexample into several learned constraints through witness templates. A
 * learned constraint {@code ¬(shape ∧ base ∧ N)(H', W(H'))} is sound for every witness
 * <em>function</em> {@code W} of the candidate (a history disallowed by {@code N} fails it under
 * any witness), so besides the verifier's constant witness the engine learns the variants in
 * which one witness relation is replaced by one of the framework's {@link WitnessHint hints},
 * computed on the candidate from the other witnesses. A variant is kept only if it blocks the
 * current candidate, so every kept constraint cuts the search. The shape constraints are part
 * of every learned formula: a template need not be well-formed on every candidate.
 */
final class Generalizer {

    /** The hints of one witness relation of a level. */
    @FunctionalInterface
    interface HintSource {
        /** The hints for {@code witness} in {@code level}, in the order they are tried. */
        List<WitnessHint> hints(Level level, WitnessRelation witness);
    }

    /** No hints at all. */
    static final HintSource NO_HINTS = (level, witness) -> List.of();

    private final WitnessEncoder encoder;
    private final HistoryVocabulary history;
    private final HintSource hints;

    Generalizer(WitnessEncoder encoder, HistoryVocabulary history, HintSource hints) {
        this.encoder = encoder;
        this.history = history;
        this.hints = hints;
    }

    /**
     * The hints stated with a witness declaration, followed by the one the level's own axioms
     * give ({@link DerivedHints}); {@code options} runs the small SAT probes the latter needs.
     */
    static HintSource statedAndDerived(Options options) {
        return (level, witness) -> {
            List<WitnessHint> all = new ArrayList<>(witness.hints());
            DerivedHints.of(level, witness, options).ifPresent(all::add);
            return all;
        };
    }

    /** {@code shape ∧ base ∧ level} over the execution: "the execution witnesses the level". */
    Formula witnesses(Level level, Execution e) {
        List<Formula> parts = new ArrayList<>();
        parts.add(encoder.shape(level.framework(), e, Map.of()));
        for (Axiom axiom : level.allAxioms()) {
            parts.add(axiom.build(e));
        }
        return Formula.and(parts);
    }

    /**
     * A complete witness assignment; {@code hint} names the hint that supplied one witness, if one did.
     *
     * @param execution the witnesses
     * @param hinted the witness relation the hint supplied, or null
     * @param hint the hint, or null
     */
    record Variant(Execution execution, WitnessRelation hinted, WitnessHint hint) {
    }

    /**
     * The complete witness assignments of {@code level}'s framework obtainable from
     * {@code known}: {@code known} itself if it assigns every witness, and (if {@code useHints})
     * each assignment that replaces (or supplies) one hinted witness by one of its hints,
     * derived from the witnesses declared before it.
     */
    List<Variant> variants(Level level, Map<String, Expression> known, boolean useHints) {
        Framework framework = level.framework();
        List<Variant> result = new ArrayList<>();
        if (complete(framework, known)) {
            result.add(new Variant(Execution.of(history, known), null, null));
        }
        if (!useHints) {
            return result;
        }
        for (WitnessRelation hinted : framework.witnesses()) {
            for (WitnessHint hint : hints.hints(level, hinted)) {
                hinted(framework, known, hinted, hint).ifPresent(e -> result.add(new Variant(e, hinted, hint)));
            }
        }
        return result;
    }

    /**
     * {@code known} with witness {@code hinted} derived by {@code hint} from the witnesses declared
     * before it, if those are known and the result assigns every witness.
     */
    Optional<Execution> hinted(Framework framework, Map<String, Expression> known, WitnessRelation hinted,
            WitnessHint hint) {
        Map<String, Expression> earlier = new LinkedHashMap<>();
        for (WitnessRelation w : framework.witnesses().subList(0, framework.witnesses().indexOf(hinted))) {
            if (!known.containsKey(w.name())) {
                return Optional.empty();
            }
            earlier.put(w.name(), known.get(w.name()));
        }
        Map<String, Expression> variant = new LinkedHashMap<>(known);
        variant.put(hinted.name(), hint.derive(Execution.of(history, earlier)));
        return complete(framework, variant) ? Optional.of(Execution.of(history, variant)) : Optional.empty();
    }

    /** Whether {@code e} witnesses {@code level} on the candidate {@code instance}. */
    boolean holds(Level level, Execution e, Instance instance) {
        return new Evaluator(instance).evaluate(witnesses(level, e));
    }

    private static boolean complete(Framework framework, Map<String, Expression> assignment) {
        return framework.witnesses().stream().allMatch(w -> assignment.containsKey(w.name()));
    }
}
