// SPDX-License-Identifier: EPL-2.0
package isolang.solver.spec;

import kodkod.ast.Formula;

/**
 * A formula over an abstract execution, built afresh for every {@link Execution} it is
 * applied to (the Isolde {@code ExecutionFormula} idea): the same axiom is instantiated with a
 * symbolic history and free witness relations during candidate search, with constant witness
 * relations when a counterexample is learned, and with a constant history during verification.
 *
 * <p>Implementations must be pure: they may only combine the expressions the execution
 * provides, so that the result depends on nothing but the execution.
 */
@FunctionalInterface
public interface ExecutionFormula {

    /** Builds the formula over the given execution's history and witness relations. */
    Formula build(Execution execution);
}
