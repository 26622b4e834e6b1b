// SPDX-License-Identifier: EPL-2.0
package isolang.solver.predict;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;

/**
 * A sufficient test, computed before anything is encoded, that every variation of an observed
 * run (every choice of writer for its reads, cut anywhere) is serializable, so that no level that
 * allows every serializable history can forbid one and the run needs no search.
 *
 * <p>The test builds an undirected graph whose nodes are the run's transactions and the objects
 * written by a transaction other than the initial one: an edge joins consecutive transactions of
 * a session, a writer of an object to the object (once per writer), and each read of an object
 * that can observe another write (a read that precedes its transaction's own writes of the object,
 * of an object written by a transaction other than the reader) to the object, once per read. A
 * read of an object whose only writers are the initial transaction and the reader itself always
 * observes the initial value and has no edge. The test holds when this graph is a forest (two
 * edges between the same nodes are a cycle).
 *
 * <p><b>Why a forest means serializable.</b> Take any variation and, per object, the version order
 * that puts the initial value first and the writers in any order after it. Every dependency edge
 * (write–read, write–write, read–write anti-dependency of Adya's graph, and session order) between
 * two transactions runs along edges of the graph: through the object both access, or along the
 * session. With no two writers of an object reading it (that would be two edges between the
 * writer that reads and the object, a cycle) and no transaction reading an object twice (likewise),
 * the dependencies of one object are acyclic under that version order: place a writer at its
 * position and a reader just after the version it reads, and every edge goes forward. So a cycle
 * of dependencies would, after merging its consecutive steps through the same object or along the
 * same session, be a closed walk of the graph that never turns back on an edge, which a forest
 * does not have. The dependency graph of every variation is therefore acyclic and the variation
 * serializable. The initial transaction is a source of every dependency graph and is left out.
 */
public final class SerialVariations {

    private SerialVariations() {
    }

    /** Whether every variation of {@code run} is serializable by the test above. */
    public static boolean certain(History run) {
        Map<Integer, Set<Integer>> writers = new HashMap<>();
        for (Transaction txn : run.transactions()) {
            txn.finalWrites().keySet().forEach(x -> writers.computeIfAbsent(x, k -> new HashSet<>()).add(txn.id()));
        }
        Forest forest = new Forest();
        for (List<Transaction> session : run.sessions()) {
            for (int i = 1; i < session.size(); i++) {
                if (!forest.join(txnNode(session.get(i - 1)), txnNode(session.get(i)))) {
                    return false;
                }
            }
        }
        for (Map.Entry<Integer, Set<Integer>> entry : writers.entrySet()) {
            for (int writer : entry.getValue()) {
                if (!forest.join(txnNode(writer), objectNode(entry.getKey()))) {
                    return false;
                }
            }
        }
        for (Transaction txn : run.transactions()) {
            Set<Integer> written = new HashSet<>();
            for (Operation op : txn.operations()) {
                int x = op.object();
                Set<Integer> xWriters = writers.getOrDefault(x, Set.of());
                boolean free = op.isRead() && !written.contains(x)
                        && !(xWriters.isEmpty() || xWriters.equals(Set.of(txn.id())));
                if (free && !forest.join(txnNode(txn), objectNode(x))) {
                    return false;
                }
                if (op.isWrite()) {
                    written.add(x);
                }
            }
        }
        return true;
    }

    private static long txnNode(Transaction txn) {
        return txnNode(txn.id());
    }

    private static long txnNode(int id) {
        return 2L * id;
    }

    private static long objectNode(int object) {
        return 2L * object + 1;
    }

    /** Union–find over graph nodes; joining two nodes already connected closes a cycle. */
    private static final class Forest {
        private final Map<Long, Long> parent = new HashMap<>();

        private long root(long node) {
            long r = node;
            while (parent.getOrDefault(r, r) != r) {
                r = parent.get(r);
            }
            parent.put(node, r);
            return r;
        }

        /** Adds an edge; false if its ends were already connected. */
        boolean join(long a, long b) {
            long ra = root(a);
            long rb = root(b);
            if (ra == rb) {
                return false;
            }
            parent.put(ra, rb);
            return true;
        }
    }
}
