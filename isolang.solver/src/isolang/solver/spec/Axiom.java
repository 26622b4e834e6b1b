// SPDX-License-Identifier: EPL-2.0
package isolang.solver.spec;

import java.util.Objects;
import java.util.Optional;

import kodkod.ast.Formula;

/**
 * One named axiom: the unit an unsat core is reported in and an editor marker points to.
 *
 * <p>Invariant: the name is non-empty. Axioms compare by identity of their parts; two levels
 * may share one axiom instance.
 *
 * @param name the axiom's name, e.g. {@code "Session"} or {@code "ReadAtomic"}
 * @param formula the formula factory
 * @param source where the axiom was written, if it came from text
 */
public record Axiom(String name, ExecutionFormula formula, Optional<SourceRef> source) {

    /** Checks the invariants. */
    public Axiom {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("an axiom needs a name");
        }
        Objects.requireNonNull(formula, "formula");
        Objects.requireNonNull(source, "source");
    }

    /** An axiom without source reference (built in Java). */
    public static Axiom of(String name, ExecutionFormula formula) {
        return new Axiom(name, formula, Optional.empty());
    }

    /** An axiom written at {@code source}. */
    public static Axiom of(String name, ExecutionFormula formula, SourceRef source) {
        return new Axiom(name, formula, Optional.of(source));
    }

    /** Instantiates the axiom over an execution. */
    public Formula build(Execution execution) {
        return formula.build(execution);
    }

    @Override
    public String toString() {
        return name;
    }
}
