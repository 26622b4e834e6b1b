// SPDX-License-Identifier: EPL-2.0
package isolang.history.level;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import isolang.solver.spec.Axiom;
import isolang.solver.spec.Execution;
import isolang.solver.spec.Level;
import isolang.solver.spec.WitnessRelation;
import kodkod.ast.Expression;
import kodkod.ast.Formula;
import kodkod.ast.Relation;

/**
 * A level's axioms as text that does not depend on names: the framework's witness shapes and
 * every axiom (base axioms included) built over a {@link SymbolicVocabulary}, with witness
 * relations renamed by position and each axiom in {@link AxiomNormalizer}'s normal form (unions,
 * intersections, conjunctions sorted, joins re-associated, bound variables renamed by depth in
 * the order that prints smallest), sorted. Two levels with the same canonical form have the same
 * definition (up to axiom names and order), so a user-written level that restates a standard one
 * (e.g. {@code wr + so} for {@code so + wr}, other variable names and order) is recognized and
 * gets its specialised checker.
 */
final class CanonicalForm {

    private CanonicalForm() {
    }

    static String of(Level level, SymbolicVocabulary symbols) {
        Map<String, Expression> witnesses = new LinkedHashMap<>();
        StringBuilder text = new StringBuilder();
        List<WitnessRelation> declared = level.framework().witnesses();
        for (int i = 0; i < declared.size(); i++) {
            WitnessRelation w = declared.get(i);
            witnesses.put(w.name(), Relation.nary("w" + i, w.arity()));
            text.append("w").append(i).append(':').append(w.shape().getClass().getSimpleName()).append(';');
        }
        Execution execution = Execution.of(symbols.vocabulary(), witnesses);
        List<String> axioms = new ArrayList<>();
        for (Axiom axiom : level.allAxioms()) {
            Formula formula = axiom.build(execution);
            axioms.add(AxiomNormalizer.normalize(formula));
        }
        Collections.sort(axioms);
        axioms.forEach(a -> text.append('\n').append(a));
        return text.toString();
    }
}
