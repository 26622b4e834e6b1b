// SPDX-License-Identifier: EPL-2.0
package isolang.history.level;

/**
 * A strict order made of chains, never materialized: session order (the initial transaction
 * before every other one, then each session's chain) and program order (each transaction's
 * operations). {@code chain[a]} and {@code position[a]} place an atom; atoms outside every chain
 * have chain -1. A {@code first} atom, if any, precedes every atom in a chain.
 */
final class OrderRel implements Rel {

    private final int[] chain;
    private final int[] position;
    private final int[][] chains;
    private final int first;
    private final int atoms;

    /**
     * @param chains the chains, each a list of atoms in order
     * @param first an atom before all chained atoms, or -1
     * @param atoms the size of the universe of atoms
     */
    OrderRel(int[][] chains, int first, int atoms) {
        this.chains = chains;
        this.first = first;
        this.atoms = atoms;
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
            return chained(b);
        }
        return chained(a) && chained(b) && chain[a] == chain[b] && position[a] < position[b];
    }

    @Override
    public Rel sliceFirst(int a) {
        if (a == first) {
            int count = 0;
            for (int[] c : chains) {
                count += c.length;
            }
            int[] all = new int[count];
            int n = 0;
            for (int[] c : chains) {
                for (int x : c) {
                    all[n++] = x;
                }
            }
            return Relations.unary(all);
        }
        if (!chained(a)) {
            return Relations.empty(1);
        }
        int[] c = chains[chain[a]];
        return Relations.unary(java.util.Arrays.copyOfRange(c, position[a] + 1, c.length));
    }

    @Override
    public Rel sliceLast(int b) {
        if (!chained(b)) {
            return Relations.empty(1);
        }
        int[] c = chains[chain[b]];
        int[] before = java.util.Arrays.copyOf(c, position[b] + (first >= 0 ? 1 : 0));
        if (first >= 0) {
            before[position[b]] = first;
        }
        return Relations.unary(before);
    }

    @Override
    public boolean forEach(Sink sink) {
        int[] tuple = new int[2];
        for (int[] c : chains) {
            for (int i = 0; i < c.length; i++) {
                if (first >= 0) {
                    tuple[0] = first;
                    tuple[1] = c[i];
                    if (!sink.accept(tuple)) {
                        return false;
                    }
                }
                for (int j = i + 1; j < c.length; j++) {
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
            n += (long) c.length * (c.length - 1) / 2 + (first >= 0 ? c.length : 0);
        }
        return n;
    }

    /** Edges whose transitive closure is this order: each chain's consecutive pairs, and the first atom to each chain's head. */
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
