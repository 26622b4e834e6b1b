// SPDX-License-Identifier: EPL-2.0
package isolang.history.level;

import isolang.history.model.IntList;

/**
 * A strict order made of chains, never materialized: session order (the initial transaction
 * before every other one, then each session's chain) and program order (each transaction's
 * operations). {@code chain[a]} and {@code position[a]} place an atom; atoms outside every chain
 * have chain -1. A {@code first} atom, if any, precedes every atom in a chain. The order joined
 * with itself ({@code so.so}: a pair with an atom between) is the same chains with a larger
 * {@code gap}, the least difference of positions of a pair ({@link #composed}).
 */
final class OrderRel implements Rel {

    private final int[] chain;
    private final int[] position;
    private final int[][] chains;
    private final int first;
    private final int atoms;
    private final int gap;

    /**
     * @param chains the chains, each a list of atoms in order
     * @param first an atom before all chained atoms, or -1
     * @param atoms the size of the universe of atoms
     */
    OrderRel(int[][] chains, int first, int atoms) {
        this(chains, first, atoms, 1);
    }

    private OrderRel(int[][] chains, int first, int atoms, int gap) {
        this.chains = chains;
        this.first = first;
        this.atoms = atoms;
        this.gap = gap;
        chain = new int[atoms];
        position = new int[atoms];
        java.util.Arrays.fill(chain, -1);
        for (int c = 0; c < chains.length; c++) {
            for (int i = 0; i < chains[c].length; i++) {
                chain[chains[c][i]] = c;
                position[chains[c][i]] = i;
            }
        }
    }

    /**
     * This order joined with {@code other}, if that is the same chains: pairs {@code (a, b)} with
     * an atom {@code c} such that {@code (a, c)} is in this order and {@code (c, b)} in the other,
     * that is, positions at least the sum of the gaps apart (from the first atom: b at position
     * sum - 1 or later, as c must precede b in its chain); null for another relation.
     */
    OrderRel composed(Rel other) {
        if (!(other instanceof OrderRel o) || o.chains != chains || o.first != first) {
            return null;
        }
        return new OrderRel(chains, first, atoms, gap + o.gap);
    }

    private boolean chained(int a) {
        return a >= 0 && a < atoms && chain[a] >= 0;
    }

    @Override
    public int arity() {
        return 2;
    }

    @Override
    public boolean contains(int[] tuple) {
        int a = tuple[0];
        int b = tuple[1];
        if (a == first) {
            return chained(b) && position[b] >= gap - 1;
        }
        return chained(a) && chained(b) && chain[a] == chain[b] && position[b] - position[a] >= gap;
    }

    @Override
    public Rel sliceFirst(int a) {
        if (a == first) {
            IntList all = new IntList();
            for (int[] c : chains) {
                for (int i = gap - 1; i < c.length; i++) {
                    all.add(c[i]);
                }
            }
            return Relations.unary(all.toArray());
        }
        if (!chained(a)) {
            return Relations.empty(1);
        }
        int[] c = chains[chain[a]];
        return Relations.unary(java.util.Arrays.copyOfRange(c, Math.min(c.length, position[a] + gap), c.length));
    }

    @Override
    public Rel sliceLast(int b) {
        if (!chained(b)) {
            return Relations.empty(1);
        }
        int[] c = chains[chain[b]];
        IntList before = new IntList();
        for (int i = 0; i <= position[b] - gap; i++) {
            before.add(c[i]);
        }
        if (first >= 0 && position[b] >= gap - 1) {
            before.add(first);
        }
        return Relations.unary(before.toArray());
    }

    @Override
    public boolean forEach(Sink sink) {
        int[] tuple = new int[2];
        for (int[] c : chains) {
            for (int i = 0; i < c.length; i++) {
                if (first >= 0 && i >= gap - 1) {
                    tuple[0] = first;
                    tuple[1] = c[i];
                    if (!sink.accept(tuple)) {
                        return false;
                    }
                }
                for (int j = i + gap; j < c.length; j++) {
                    tuple[0] = c[i];
                    tuple[1] = c[j];
                    if (!sink.accept(tuple)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    @Override
    public long size() {
        long n = 0;
        for (int[] c : chains) {
            long pairs = Math.max(0, c.length - gap + 1);
            n += pairs * (pairs + 1) / 2 - pairs + (first >= 0 ? Math.max(0, c.length - gap + 1) : 0);
        }
        return n;
    }

    /**
     * Edges whose transitive closure is this order (of gap 1): each chain's consecutive pairs, and the first
     * atom to each chain's head.
     */
    void coveringEdges(Sink sink) {
        int[] tuple = new int[2];
        for (int[] c : chains) {
            for (int i = 0; i < c.length; i++) {
                tuple[0] = i == 0 ? first : c[i - 1];
                tuple[1] = c[i];
                if (tuple[0] >= 0) {
                    sink.accept(tuple);
                }
            }
        }
    }
}
