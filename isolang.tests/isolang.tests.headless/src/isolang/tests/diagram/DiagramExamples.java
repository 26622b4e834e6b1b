// SPDX-License-Identifier: EPL-2.0
package isolang.tests.diagram;

import static isolang.solver.history.Operation.read;
import static isolang.solver.history.Operation.write;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import isolang.diagram.TxnPair;
import isolang.diagram.WitnessPanel;
import isolang.solver.history.History;
import isolang.solver.history.Transaction;

/**
 * The histories and witnesses of the Isolde paper's section 3.2, and one with sessions of several
 * transactions, used by the diagram tests.
 */
final class DiagramExamples {

    /** Object x. */
    static final int X = 0;

    /** Object y. */
    static final int Y = 1;

    /** Object z. */
    static final int Z = 2;

    private DiagramExamples() {
    }

    /**
     * Fekete et al.'s read-only anomaly, each transaction in its own session:
     * <pre>
     * T1: r(y,0) w(y,1) | T2: r(x,0) r(y,1) | T3: r(x,0) r(y,0) w(x,1)
     * </pre>
     */
    static History readOnlyAnomaly() {
        return History.of(2, List.of(
                List.of(Transaction.of(1, read(Y, 0), write(Y, 1))),
                List.of(Transaction.of(2, read(X, 0), read(Y, 1))),
                List.of(Transaction.of(3, read(X, 0), read(Y, 0), write(X, 1)))));
    }

    /** The commit orders justifying the anomaly: T3 before T1 for UpdateSer, T1 before T3 for SI. */
    static List<WitnessPanel> readOnlyAnomalyWitnesses() {
        return List.of(WitnessPanel.of("UpdateSer", "co", TxnPair.totalOrder(0, 3, 1, 2)),
                WitnessPanel.of("SI", "co", TxnPair.totalOrder(0, 1, 3, 2)));
    }

    /**
     * Figure 1, allowed by NLU but not by UA:
     * <pre>
     * T1: r(x,0) w(x,1) w(y,1) | T2: r(x,1) r(y,1) w(y,2) | T3: r(x,0) r(y,2) w(y,3)
     * </pre>
     */
    static History figureOne() {
        return History.of(2, List.of(
                List.of(Transaction.of(1, read(X, 0), write(X, 1), write(Y, 1))),
                List.of(Transaction.of(2, read(X, 1), read(Y, 1), write(Y, 2))),
                List.of(Transaction.of(3, read(X, 0), read(Y, 2), write(Y, 3)))));
    }

    /** NLU's witness for Figure 1: ar is T1, T2, T3; T3 does not see T1 (it reads x = 0). */
    static List<WitnessPanel> figureOneWitness() {
        Map<String, Set<TxnPair>> relations = new LinkedHashMap<>();
        relations.put("vis", Set.of(new TxnPair(0, 1), new TxnPair(0, 2), new TxnPair(0, 3), new TxnPair(1, 2),
                new TxnPair(2, 3)));
        relations.put("ar", TxnPair.totalOrder(0, 1, 2, 3));
        return List.of(new WitnessPanel("NLU", relations));
    }

    /**
     * Two sessions of two transactions each, committed alternately, so session order, write-read
     * and commit order edges skip ranks and cross between the lanes:
     * <pre>
     * session 1: T1: w(x,1) w(y,1); T4: r(z,2) w(x,4)
     * session 2: T2: r(x,1) w(z,2) r(y,0); T3: r(x,4)
     * </pre>
     */
    static History multiTransactionSessions() {
        return History.of(3, List.of(
                List.of(Transaction.of(1, write(X, 1), write(Y, 1)), Transaction.of(4, read(Z, 2), write(X, 4))),
                List.of(Transaction.of(2, read(X, 1), write(Z, 2), read(Y, 0)), Transaction.of(3, read(X, 4)))));
    }

    /** A commit order T2, T1, T4, T3 (T2 reads x from T1, which commits later) and an {@code rb} pair. */
    static List<WitnessPanel> multiTransactionSessionsWitness() {
        Map<String, Set<TxnPair>> relations = new LinkedHashMap<>();
        relations.put("co", TxnPair.totalOrder(0, 2, 1, 4, 3));
        relations.put("rb", Set.of(new TxnPair(2, 1)));
        return List.of(new WitnessPanel("PC", relations));
    }
}
