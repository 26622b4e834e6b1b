// SPDX-License-Identifier: EPL-2.0
package isolang.solver.encode;

import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.Scope;

/**
 * A conservative up-front estimate of the size of a symbolic encoding, used to refuse scopes
 * that would exhaust memory before Kodkod allocates anything.
 *
 * <p>The largest reference axioms quantify over four transactions and two objects (Conflict)
 * and the read-consistency constraints over a transaction, an object and a value; the estimate
 * takes the larger of both ground sizes, times the operation slots in the operation model, and
 * assumes about 100 bytes of translation memory per ground clause and four executions. A
 * protocol model's rules (scopes with steps) quantify over up to three transactions and an
 * object and compare two of their events' steps in the steps' order, so with {@code s} steps
 * they ground to about n³·k·s² clauses, which grows past the others long before the atoms run
 * out.
 */
public final class ScopeEstimate {

    private static final double BYTES_PER_CLAUSE = 100;
    private static final double EXECUTIONS = 4;

    private ScopeEstimate() {
    }

    /** The estimated number of ground clauses of one candidate problem. */
    public static double clauses(Scope scope, HistoryModel model) {
        double n = scope.transactions() + 1.0;
        double k = scope.objects();
        double v = scope.values();
        double ops = model == HistoryModel.OPERATION ? scope.operations() * scope.operations() : 1;
        double axioms = n * n * n * n * k * k;
        double history = n * k * v * (n + v) * ops;
        double s = scope.steps();
        double protocol = n * n * n * k * s * s;
        return EXECUTIONS * Math.max(Math.max(axioms, history), protocol);
    }

    /**
     * Refuses a scope whose estimate exceeds the memory available to this JVM.
     *
     * @throws ScopeTooLargeException with the scope, the estimate and the available memory
     */
    public static void check(Scope scope, HistoryModel model) {
        double clauses = clauses(scope, model);
        double bytes = clauses * BYTES_PER_CLAUSE;
        long available = Runtime.getRuntime().maxMemory();
        if (bytes > available) {
            throw new ScopeTooLargeException(String.format(
                    "scope %s is too large: about %.3g clauses (~%.0f MB) but only %d MB of memory are available;"
                            + " reduce the number of transactions%s objects%s",
                    scope, clauses, bytes / 1e6, available / 1_000_000, scope.steps() > 0 ? "," : " or",
                    scope.steps() > 0 ? " or steps" : ""));
        }
    }
}
