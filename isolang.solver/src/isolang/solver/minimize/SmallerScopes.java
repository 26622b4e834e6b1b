// SPDX-License-Identifier: EPL-2.0
package isolang.solver.minimize;

import java.util.Optional;
import java.util.function.Function;
import java.util.function.UnaryOperator;

import isolang.solver.SynthesisResult;
import isolang.solver.history.History;
import isolang.solver.spec.Scope;

/**
 * The shrinking loop that asks the synthesis again within smaller scopes: with one transaction
 * fewer than the best history so far until there is none, then, with that many transactions,
 * with one object fewer than the best history so far uses until there is none. Before each
 * search, the best history so far is cut down without search (whole transactions and objects
 * dropped while the membership checks confirm the problem still holds, see
 * {@link HistoryMinimizer#withoutNeedlessObjects}), so that the search is asked only below what
 * such cuts reach: mostly one search, which finds nothing, instead of one per object. Every
 * search asks for less than the one before, so a caller may answer them all by narrowing one
 * open search (see {@code CegisSynthesizer.withinObjects}). The result has the fewest
 * transactions, and then objects, of any solution within the scope, which removing single
 * elements ({@link HistoryMinimizer}) cannot guarantee: the read-only anomaly is often found as a
 * 4-transaction history none of whose elements can be dropped.
 */
public final class SmallerScopes {

    /**
     * The answer of the loop.
     *
     * @param smallest the smallest solution reached (the found history if nothing was smaller)
     * @param searches how many searches within smaller scopes were asked
     * @param ended the {@code Unknown} or {@code Disagreement} that ended the loop, if one did
     */
    public record Outcome(History smallest, int searches, Optional<SynthesisResult> ended) {
    }

    private SmallerScopes() {
    }

    /**
     * Searches smaller scopes for a smaller solution.
     *
     * @param found the history found within {@code scope}, known to solve the problem
     * @param scope the scope it was found in
     * @param fewestTransactions whether every smaller number of transactions was already tried
     *        (then only objects are shrunk)
     * @param cut a solution with whole transactions or objects dropped where the problem still
     *        holds without them (checked, no search); only objects if {@code fewestTransactions}
     * @param search the synthesis within a smaller scope: empty if it finds nothing there, a
     *        {@code Found} with a (checked) solution, or an {@code Unknown} or
     *        {@code Disagreement} that ends the search
     * @return the smallest history, or what ended the search
     */
    public static Outcome fewestTransactionsAndObjects(History found, Scope scope, boolean fewestTransactions,
            UnaryOperator<History> cut, Function<Scope, Optional<SynthesisResult>> search) {
        History current = cut.apply(found);
        int searches = 0;
        while (!fewestTransactions && nonEmpty(current) > 1) {
            int fewer = nonEmpty(current) - 1;
            searches++;
            Optional<SynthesisResult> smaller = search.apply(new Scope(fewer, scope.objects(), scope.values(),
                    Math.min(scope.sessions(), fewer), scope.operations()));
            if (smaller.isEmpty()) {
                break;
            }
            if (!(smaller.get() instanceof SynthesisResult.Found f)) {
                return new Outcome(current, searches, smaller);
            }
            current = cut.apply(f.history());
        }
        int transactions = nonEmpty(current);
        while (usedObjects(current) > 1) {
            searches++;
            Optional<SynthesisResult> smaller = search.apply(new Scope(transactions, usedObjects(current) - 1,
                    scope.values(), Math.min(scope.sessions(), transactions), scope.operations()));
            if (smaller.isEmpty()) {
                break;
            }
            if (!(smaller.get() instanceof SynthesisResult.Found f)) {
                return new Outcome(current, searches, smaller);
            }
            current = cut.apply(f.history());
        }
        return new Outcome(current, searches, Optional.empty());
    }

    private static int nonEmpty(History history) {
        return (int) history.transactions().stream().filter(t -> !t.operations().isEmpty()).count();
    }

    private static int usedObjects(History history) {
        return (int) history.transactions().stream().flatMap(t -> t.operations().stream())
                .mapToInt(op -> op.object()).distinct().count();
    }
}
