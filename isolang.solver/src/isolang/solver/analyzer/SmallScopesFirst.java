// SPDX-License-Identifier: EPL-2.0
package isolang.solver.analyzer;

import isolang.solver.SynthesisOptions;
import isolang.solver.SynthesisResult;
import isolang.solver.cegis.CegisSynthesizer;
import isolang.solver.cegis.RunContext;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;
import kodkod.engine.config.Options;

/**
 * The search of a synthesis whose found history will be minimized: CEGIS within
 * {@value #LADDER} transactions or fewer first, one more at a time, then within the problem's
 * scope. A scope of n transactions holds every history of fewer (transactions may be empty),
 * so the answer is the same as one search within the scope; but the anomalies that separate
 * isolation levels need two to four transactions, and such a small search answers in a fraction
 * of the time a search within five or more takes, with a history that already has the fewest
 * transactions possible. A problem without solution pays the small searches on top, a small
 * fraction of the search within its scope.
 */
final class SmallScopesFirst {

    /** The largest number of transactions searched before the problem's scope. */
    static final int LADDER = 4;

    /**
     * The answer of the search.
     *
     * @param result what CEGIS answered last
     * @param fewestTransactions whether a found history is known to have the fewest transactions
     *        of any solution within the scope (a smaller scope found none)
     */
    record Outcome(SynthesisResult result, boolean fewestTransactions) {
    }

    private SmallScopesFirst() {
    }

    /** Searches {@code problem} as described, sharing {@code context} (statistics, deadline) between the searches. */
    static Outcome search(Problem problem, SynthesisOptions options, Options kodkod, RunContext context) {
        Scope scope = problem.scope();
        for (int n = 1; n <= Math.min(LADDER, scope.transactions() - 1); n++) {
            Scope small = scope.withTransactions(n);
            SynthesisResult result = new CegisSynthesizer(problem.withScope(small), options, kodkod, context).run();
            if (!(result instanceof SynthesisResult.NoneWithinScope)) {
                return new Outcome(result, true);
            }
        }
        SynthesisResult result = new CegisSynthesizer(problem, options, kodkod, context).run();
        return new Outcome(result, scope.transactions() <= 1);
    }
}
