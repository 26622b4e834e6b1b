// SPDX-License-Identifier: EPL-2.0
package isolang.solver.cegis;

import java.util.ArrayList;
import java.util.List;

import kodkod.ast.BinaryFormula;
import kodkod.ast.Formula;
import kodkod.ast.NaryFormula;
import kodkod.ast.NotFormula;
import kodkod.ast.operator.FormulaOperator;

/**
 * The propositional laws {@link AxiomClauses} needs to read an axiom with disjunctions as Horn
 * clauses: the alternatives of a disjunction ({@code a or b}, {@code a implies b} as
 * {@code not a or b}, {@code not (a and b)} as {@code not a or not b}, double negation), the
 * negation of a formula, and a premise split into the conjunctions it is the disjunction of
 * ({@code (a or b) and c} into {@code a and c} and {@code b and c}). Each law keeps the meaning.
 */
final class Disjunctions {

    /**
     * The most conjunctions a premise is split into; a premise with more stays one conjunction
     * whose disjunctions are evaluated as they are.
     */
    static final int MAX_CASES = 64;

    private Disjunctions() {
    }

    /** The alternatives of {@code f}, flattened: {@code f} itself if it is no disjunction. */
    static List<Formula> alternatives(Formula f) {
        List<Formula> into = new ArrayList<>();
        alternatives(f, false, into);
        return into;
    }

    private static void alternatives(Formula f, boolean negated, List<Formula> into) {
        FormulaOperator op = operator(f);
        if (f instanceof NotFormula not) {
            alternatives(not.formula(), !negated, into);
        } else if (op == FormulaOperator.IMPLIES && !negated) {
            BinaryFormula b = (BinaryFormula) f;
            alternatives(b.left(), true, into);
            alternatives(b.right(), false, into);
        } else if (op == (negated ? FormulaOperator.AND : FormulaOperator.OR)) {
            operands(f).forEach(child -> alternatives(child, negated, into));
        } else {
            into.add(negated ? f.not() : f);
        }
    }

    /** {@code not f}, without a double negation. */
    static Formula negation(Formula f) {
        return f instanceof NotFormula not ? not.formula() : f.not();
    }

    /**
     * The conjunctions whose disjunction is the conjunction of {@code premises} (disjunctive
     * normal form, negations pushed to the atoms); the premises unsplit if that takes more than
     * {@link #MAX_CASES} conjunctions.
     */
    static List<List<Formula>> cases(List<Formula> premises) {
        List<List<Formula>> result = List.of(List.of());
        for (Formula premise : premises) {
            result = product(result, cases(premise, false));
            if (result == null) {
                return List.of(premises);
            }
        }
        return result;
    }

    /** The cases of {@code f} (of {@code not f} if {@code negated}), or null if too many. */
    private static List<List<Formula>> cases(Formula f, boolean negated) {
        if (f instanceof NotFormula not) {
            return cases(not.formula(), !negated);
        }
        FormulaOperator op = operator(f);
        if (op == FormulaOperator.IMPLIES) {
            BinaryFormula b = (BinaryFormula) f;
            return negated ? product(cases(b.left(), false), cases(b.right(), true))
                    : sum(cases(b.left(), true), cases(b.right(), false));
        }
        if (op == FormulaOperator.AND || op == FormulaOperator.OR) {
            boolean conjunction = (op == FormulaOperator.AND) != negated;
            List<List<Formula>> result = conjunction ? List.of(List.of()) : List.of();
            for (Formula child : operands(f)) {
                List<List<Formula>> more = cases(child, negated);
                result = conjunction ? product(result, more) : sum(result, more);
            }
            return result;
        }
        return List.of(List.of(negated ? f.not() : f));
    }

    private static List<List<Formula>> sum(List<List<Formula>> a, List<List<Formula>> b) {
        if (a == null || b == null || a.size() + b.size() > MAX_CASES) {
            return null;
        }
        List<List<Formula>> result = new ArrayList<>(a);
        result.addAll(b);
        return result;
    }

    private static List<List<Formula>> product(List<List<Formula>> a, List<List<Formula>> b) {
        if (a == null || b == null || (long) a.size() * b.size() > MAX_CASES) {
            return null;
        }
        List<List<Formula>> result = new ArrayList<>();
        for (List<Formula> x : a) {
            for (List<Formula> y : b) {
                List<Formula> both = new ArrayList<>(x);
                both.addAll(y);
                result.add(both);
            }
        }
        return result;
    }

    private static FormulaOperator operator(Formula f) {
        if (f instanceof BinaryFormula b) {
            return b.op();
        }
        return f instanceof NaryFormula n ? n.op() : null;
    }

    private static List<Formula> operands(Formula f) {
        List<Formula> children = new ArrayList<>();
        if (f instanceof BinaryFormula b) {
            children.add(b.left());
            children.add(b.right());
        } else {
            ((NaryFormula) f).forEach(children::add);
        }
        return children;
    }
}
