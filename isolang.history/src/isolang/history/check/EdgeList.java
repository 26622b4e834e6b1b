// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

import isolang.history.model.IntList;

/**
 * Edges between transactions in primitive arrays, each with what justifies it: its kind, and
 * the key and read operation it comes from ({@code -1} where none). The graphs of the checkers
 * extend it with what they need besides ({@link ConstraintGraph}: the forcing axiom;
 * the strong levels' dependency graph: the literals an edge depends on).
 */
public class EdgeList {

    private static final EdgeKind[] KINDS = EdgeKind.values();

    private final IntList from = new IntList(1024);
    private final IntList to = new IntList(1024);
    private final IntList kind = new IntList(1024);
    private final IntList key = new IntList(1024);
    private final IntList read = new IntList(1024);

    /** Adds the edge {@code source -> target} and returns its number (edges are numbered from 0). */
    protected int addEdge(int source, int target, EdgeKind edgeKind, int edgeKey, int edgeRead) {
        from.add(source);
        to.add(target);
        kind.add(edgeKind.ordinal());
        key.add(edgeKey);
        read.add(edgeRead);
        return from.size() - 1;
    }

    /** The number of edges. */
    public int edgeCount() {
        return from.size();
    }

    /** The source of edge {@code e}. */
    public int from(int e) {
        return from.get(e);
    }

    /** The target of edge {@code e}. */
    public int to(int e) {
        return to.get(e);
    }

    /** The kind of edge {@code e}. */
    public EdgeKind kind(int e) {
        return KINDS[kind.get(e)];
    }

    /** The key of edge {@code e}, or -1. */
    public int key(int e) {
        return key.get(e);
    }

    /** The read operation that justifies edge {@code e}, or -1. */
    public int read(int e) {
        return read.get(e);
    }

    /** The sources of all edges, by edge number. */
    protected int[] sources() {
        return from.toArray();
    }

    /** The targets of all edges, by edge number. */
    protected int[] targets() {
        return to.toArray();
    }
}
