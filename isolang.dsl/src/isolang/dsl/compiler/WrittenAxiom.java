// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.compiler;

import isolang.dsl.isolang.AxiomDecl;
import isolang.solver.spec.Execution;
import isolang.solver.spec.ExecutionFormula;
import kodkod.ast.Formula;

/**
 * The formula of an axiom written in a specification: its Kodkod lowering for the engine, and the
 * axiom as written, so that a second check can interpret the text itself rather than the
 * lowering ({@link isolang.dsl.replay.TraceReplay}).
 *
 * @param decl the axiom as written
 * @param lowered its lowering to Kodkod
 */
public record WrittenAxiom(AxiomDecl decl, ExecutionFormula lowered) implements ExecutionFormula {

    @Override
    public Formula build(Execution execution) {
        return lowered.build(execution);
    }
}
