// SPDX-License-Identifier: EPL-2.0
package isolang.solver.minimize;

import java.util.Optional;
import java.util.function.Function;

import isolang.solver.SynthesisResult;
import isolang.solver.history.History;
import isolang.solver.spec.Scope;

/**
 * The shrinking loop that asks the synthesis again within smaller scopes: with one transaction
 * fewer than the best history so far until there is none, then, with that many transactions,
 * with one object fewer than the best history so far uses until there is none. Every search
 * asks for less than the one before, so a caller may answer them all by narrowing one open
 * search (see {@code CegisSynthesizer.withinObjects}). The result has the fewest transactions, and then
 * objects, of any solution within the scope, which removing single elements
 * ({@link HistoryMinimizer}) cannot guarantee: the read-only anomaly is often found as a
 * 4-transaction history none of whose elements can be dropped.
 */
public final class SmallerScopes {

    private SmallerScopes() {
    }

    /**
     * Searches smaller scopes for a smaller solution.
     *
     * @param found the history found within {@code scope}
     * @param scope the scope it was found in
     * @param fewestTransactions whether every smaller number of transactions was already tried
     *        (then only objects are shrunk)
     * @param search the synthesis within a smaller scope: empty if it finds nothing there, a
     *        {@code Found} with a (checked) solution, or an {@code Unknown} or
     *        {@code Disagreement} that ends the search
     * @return empty if nothing smaller exists; a {@code Found} with the smallest history; or the
     *         {@code Unknown} or {@code Disagreement} that ended the search
     */
    public static Optional<SynthesisResult> fewestTransactionsAndObjects(History found, Scope scope,
            boolean fewestTransactions, Function<Scope, Optional<SynthesisResult>> search) {
        Optional<SynthesisResult> best = Optional.empty();
        History current = found;
        while (!fewestTransactions && nonEmpty(current) > 1) {
            int fewer = nonEmpty(current) - 1;
            Optional<SynthesisResult> smaller = search.apply(new Scope(fewer, scope.objects(), scope.values(),
                    Math.min(scope.sessions(), fewer), scope.operations()));
            if (smaller.isEmpty()) {
                break;
            }
            if (!(smaller.get() instanceof SynthesisResult.Found f)) {
                return smaller;
            }
            current = f.history();
            best = smaller;
        }
        int transactions = nonEmpty(current);
        while (usedObjects(current) > 1) {
            Optional<SynthesisResult> smaller = search.apply(new Scope(transactions, usedObjects(current) - 1,
                    scope.values(), Math.min(scope.sessions(), transactions), scope.operations()));
            if (smaller.isEmpty()) {
                break;
            }
            if (!(smaller.get() instanceof SynthesisResult.Found f)) {
                return smaller;
            }
            current = f.history();
            best = smaller;
        }
        return best;
    }

    private static int nonEmpty(History history) {
        return (int) history.transactions().stream().filter(t -> !t.operations().isEmpty()).count();
    }

    /** How many objects the history's operations touch. */
    public static int usedObjects(History history) {
        return (int) history.transactions().stream().flatMap(t -> t.operations().stream())
                .mapToInt(op -> op.object()).distinct().count();
    }
}
