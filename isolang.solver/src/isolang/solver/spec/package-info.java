// SPDX-License-Identifier: EPL-2.0
/**
 * Isolation specifications as data: {@link isolang.solver.spec.Framework frameworks} declare
 * witness relations and base axioms, {@link isolang.solver.spec.Level levels} add named
 * {@link isolang.solver.spec.Axiom axioms}, each a formula factory over an
 * {@link isolang.solver.spec.Execution} (a history's Kodkod vocabulary plus witness relations).
 * A {@link isolang.solver.spec.Problem} asks for a history within a {@link isolang.solver.spec.Scope}.
 */
package isolang.solver.spec;
