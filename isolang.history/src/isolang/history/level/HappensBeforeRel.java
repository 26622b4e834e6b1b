// SPDX-License-Identifier: EPL-2.0
package isolang.history.level;

import isolang.history.model.CompactHistory;

/**
 * {@code ^(so + wr)} on an acyclic history, never materialized: vector clocks over sessions
 * ({@code clock[t][s]}: the last position of session s in t's strict causal past) answer
 * membership in O(1). The initial transaction precedes every other transaction.
 */
final class HappensBeforeRel implements Rel {

    private final CompactHistory h;
    private final int[][] clocks;
    private final int[] committed;

    HappensBeforeRel(CompactHistory h, int[][] clocks, int[] committed) {
        this.h = h;
        this.clocks = clocks;
        this.committed = committed;
    }

    @Override
    public int arity() {
        return 2;
    }

    @Override
    public boolean contains(int[] tuple) {
        int a = tuple[0];
        int b = tuple[1];
        if (a < 0 || b < 0 || a >= clocks.length || b >= clocks.length || clocks[b] == null || a == b) {
            return false;
        }
        if (a == CompactHistory.INITIAL) {
            return b != CompactHistory.INITIAL;
        }
        int s = h.txnSession(a);
        return s >= 0 && clocks[a] != null && clocks[b][s] >= h.txnPosition(a);
    }

    @Override
    public Rel sliceFirst(int a) {
        int[] found = java.util.Arrays.stream(committed).filter(b -> contains(new int[] {a, b})).toArray();
        return Relations.unary(found);
    }

    @Override
    public Rel sliceLast(int b) {
        if (b < 0 || b >= clocks.length || clocks[b] == null || b == CompactHistory.INITIAL) {
            return Relations.empty(1);
        }
        java.util.List<Integer> before = new java.util.ArrayList<>(java.util.List.of(CompactHistory.INITIAL));
        for (int s = 0; s < h.sessionCount(); s++) {
            for (int i = 0; i <= clocks[b][s]; i++) {
                before.add(h.sessionTxn(s, i));
            }
        }
        return Relations.unary(before.stream().mapToInt(Integer::intValue).toArray());
    }

    @Override
    public boolean forEach(Sink sink) {
        int[] tuple = new int[2];
        for (int b : committed) {
            Rel before = sliceLast(b);
            tuple[1] = b;
            boolean going = before.forEach(a -> {
                tuple[0] = a[0];
                return sink.accept(tuple);
            });
            if (!going) {
                return false;
            }
        }
        return true;
    }

    @Override
    public long size() {
        return (long) committed.length * committed.length / 2;
    }
}
