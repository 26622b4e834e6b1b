// SPDX-License-Identifier: EPL-2.0
package isolang.solver.spec;

import kodkod.ast.Expression;

/**
 * The steps of a protocol trace (protocol models only): {@code step}, the steps of the scope, and
 * {@code earlier ⊆ Step×Step}, their fixed strict total order (time). A protocol framework places
 * its events at steps with witness relations such as {@code commit: Txn -> Step}.
 *
 * @param step the steps
 * @param earlier the strict total order of the steps
 */
public record StepVocabulary(Expression step, Expression earlier) {

    /** Checks arities. */
    public StepVocabulary {
        HistoryVocabulary.check(step, 1, "step");
        HistoryVocabulary.check(earlier, 2, "earlier");
    }

    /** The vocabulary of a problem without steps: both relations empty. */
    public static StepVocabulary none() {
        return new StepVocabulary(Expression.NONE, Expression.NONE.product(Expression.NONE));
    }
}
