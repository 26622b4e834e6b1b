// SPDX-License-Identifier: EPL-2.0
package isolang.solver.analyzer;

import java.util.Optional;

import isolang.solver.SynthesisOptions;
import isolang.solver.SynthesisResult;
import isolang.solver.cegis.CegisSynthesizer;
import isolang.solver.cegis.RunContext;
import isolang.solver.sat.CancellableSatFactory;
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
     * @param search the search that answered, still open if it found a history (so that the
     *        minimizer can narrow it to fewer objects without translating again); {@link #close()}
     *        frees it
     * @param oneObject the search, started beside the others, for a history with as many
     *        transactions as the found one and a single object, which the minimizer's last
     *        narrowing step would otherwise run; {@link #close()} stops it
     */
    record Outcome(SynthesisResult result, boolean fewestTransactions, Optional<CegisSynthesizer> search,
            Optional<SideSearch> oneObject) {

        /** The answer of one search with nothing beside it. */
        Outcome(SynthesisResult result, boolean fewestTransactions, Optional<CegisSynthesizer> search) {
            this(result, fewestTransactions, search, Optional.empty());
        }

        /** Frees the open search's SAT solver and stops the one beside it. */
        void close() {
            search.ifPresent(CegisSynthesizer::close);
            oneObject.ifPresent(SideSearch::stop);
        }
    }

    private SmallScopesFirst() {
    }

    /**
     * Searches {@code problem} as described, adding the counters of every search it uses to
     * {@code context} (statistics, deadline, listener); the rungs below the problem's scope run
     * side by side ({@link ConcurrentRungs}), {@code sat} being the call's solver factory (the
     * one in {@code kodkod}).
     */
    static Outcome search(Problem problem, SynthesisOptions options, Options kodkod, CancellableSatFactory sat,
            RunContext context, long deadlineNanos) {
        Scope scope = problem.scope();
        int ladder = Math.min(LADDER, scope.transactions() - 1);
        Optional<Outcome> decided = new ConcurrentRungs(problem, options, kodkod, sat, context, deadlineNanos)
                .first(ladder);
        if (decided.isPresent()) {
            return decided.get();
        }
        // Every smaller number of transactions was searched if the ladder reached the scope.
        return open(new CegisSynthesizer(problem, options, kodkod, context), ladder == scope.transactions() - 1);
    }

    /** Runs {@code search}, keeping it open only if it found a history. */
    private static Outcome open(CegisSynthesizer search, boolean fewestTransactions) {
        SynthesisResult result = search.open();
        if (result instanceof SynthesisResult.Found) {
            return new Outcome(result, fewestTransactions, Optional.of(search));
        }
        search.close();
        return new Outcome(result, fewestTransactions, Optional.empty());
    }
}
