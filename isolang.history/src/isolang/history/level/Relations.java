// SPDX-License-Identifier: EPL-2.0
package isolang.history.level;

import java.util.Arrays;

import isolang.history.model.LongIntMap;

/**
 * The relation values of the evaluator: explicit sets (sorted, with binary search), and the
 * set operations, products and transposes computed on demand.
 */
final class Relations {

    private Relations() {
    }

    /** The empty relation of an arity. */
    static Rel empty(int arity) {
        return arity == 1 ? unary(new int[0]) : Explicit.of(arity, new int[0][]);
    }

    /** An explicit unary relation. */
    static Rel unary(int[] atoms) {
        int[] sorted = atoms.clone();
        Arrays.sort(sorted);
        int n = 0;
        for (int i = 0; i < sorted.length; i++) {
            if (i == 0 || sorted[i] != sorted[i - 1]) {
                sorted[n++] = sorted[i];
            }
        }
        return new Unary(Arrays.copyOf(sorted, n));
    }

    /** A unary relation of the atoms {@code from .. to-1}. */
    static Rel range(int from, int to) {
        int[] atoms = new int[Math.max(0, to - from)];
        for (int i = 0; i < atoms.length; i++) {
            atoms[i] = from + i;
        }
        return new Unary(atoms);
    }

    /** Sorted distinct atoms. */
    static final class Unary implements Rel {
        final int[] atoms;

        Unary(int[] sortedDistinct) {
            this.atoms = sortedDistinct;
        }

        @Override
        public int arity() {
            return 1;
        }

        @Override
        public boolean contains(int[] tuple) {
            return Arrays.binarySearch(atoms, tuple[0]) >= 0;
        }

        @Override
        public Rel sliceFirst(int atom) {
            throw new IllegalStateException("a unary relation has no slices");
        }

        @Override
        public Rel sliceLast(int atom) {
            throw new IllegalStateException("a unary relation has no slices");
        }

        @Override
        public boolean forEach(Sink sink) {
            int[] tuple = new int[1];
            for (int a : atoms) {
                tuple[0] = a;
                if (!sink.accept(tuple)) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public long size() {
            return atoms.length;
        }
    }

    /**
     * An explicit relation of arity 2 or 3: its tuples sorted lexicographically, the first
     * column indexed by a map to the range of its tuples; the reverse (by last column) built on
     * the first {@link #sliceLast}.
     */
    static final class Explicit implements Rel {
        private final int arity;
        private final int[][] tuples;
        private final LongIntMap firstStart = new LongIntMap();
        private Explicit reversed;

        private Explicit(int arity, int[][] sortedDistinct) {
            this.arity = arity;
            this.tuples = sortedDistinct;
            for (int i = tuples.length - 1; i >= 0; i--) {
                firstStart.put(tuples[i][0], i);
            }
        }

        /** The relation of the given tuples (any order, duplicates allowed). */
        static Explicit of(int arity, int[][] tuples) {
            int[][] sorted = tuples.clone();
            Arrays.sort(sorted, Explicit::compare);
            int n = 0;
            for (int i = 0; i < sorted.length; i++) {
                if (i == 0 || compare(sorted[i], sorted[i - 1]) != 0) {
                    sorted[n++] = sorted[i];
                }
            }
            return new Explicit(arity, Arrays.copyOf(sorted, n));
        }

        private static int compare(int[] a, int[] b) {
            for (int i = 0; i < a.length; i++) {
                if (a[i] != b[i]) {
                    return Integer.compare(a[i], b[i]);
                }
            }
            return 0;
        }

        @Override
        public int arity() {
            return arity;
        }

        @Override
        public boolean contains(int[] tuple) {
            return Arrays.binarySearch(tuples, tuple, Explicit::compare) >= 0;
        }

        @Override
        public Rel sliceFirst(int atom) {
            int start = firstStart.get(atom);
            if (start < 0) {
                return empty(arity - 1);
            }
            int end = start;
            while (end < tuples.length && tuples[end][0] == atom) {
                end++;
            }
            if (arity == 2) {
                int[] atoms = new int[end - start];
                for (int i = start; i < end; i++) {
                    atoms[i - start] = tuples[i][1];
                }
                return new Unary(atoms);
            }
            int[][] rest = new int[end - start][];
            for (int i = start; i < end; i++) {
                rest[i - start] = Arrays.copyOfRange(tuples[i], 1, arity);
            }
            return new Explicit(arity - 1, rest);
        }

        @Override
        public Rel sliceLast(int atom) {
            if (reversed == null) {
                int[][] flipped = new int[tuples.length][];
                for (int i = 0; i < tuples.length; i++) {
                    flipped[i] = new int[arity];
                    for (int j = 0; j < arity; j++) {
                        flipped[i][j] = tuples[i][arity - 1 - j];
                    }
                }
                reversed = of(arity, flipped);
            }
            Rel slice = reversed.sliceFirst(atom);
            return arity == 2 ? slice : transpose(slice);
        }

        @Override
        public boolean forEach(Sink sink) {
            for (int[] tuple : tuples) {
                if (!sink.accept(tuple)) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public long size() {
            return tuples.length;
        }
    }

    /** The union of two relations of one arity. */
    static Rel union(Rel a, Rel b) {
        return new Combined(SetOperation.UNION, a, b);
    }

    /** The intersection of two relations of one arity (enumerated through the smaller). */
    static Rel intersection(Rel a, Rel b) {
        return new Combined(SetOperation.INTERSECTION, a, b);
    }

    /** The difference of two relations of one arity. */
    static Rel difference(Rel a, Rel b) {
        return new Combined(SetOperation.DIFFERENCE, a, b);
    }

    /** A set operation on relations. */
    private enum SetOperation {
        UNION, INTERSECTION, DIFFERENCE;

        boolean holds(boolean inA, boolean inB) {
            return switch (this) {
                case UNION -> inA || inB;
                case INTERSECTION -> inA && inB;
                case DIFFERENCE -> inA && !inB;
            };
        }
    }

    /** Two relations of one arity combined by a set operation, computed on demand; slices distribute. */
    private record Combined(SetOperation operation, Rel a, Rel b) implements Rel {
        @Override
        public int arity() {
            return a.arity();
        }

        @Override
        public boolean contains(int[] tuple) {
            return operation.holds(a.contains(tuple), b.contains(tuple));
        }

        @Override
        public Rel sliceFirst(int atom) {
            return new Combined(operation, a.sliceFirst(atom), b.sliceFirst(atom));
        }

        @Override
        public Rel sliceLast(int atom) {
            return new Combined(operation, a.sliceLast(atom), b.sliceLast(atom));
        }

        @Override
        public boolean forEach(Sink sink) {
            return switch (operation) {
                case UNION -> a.forEach(sink) && b.forEach(t -> a.contains(t) || sink.accept(t));
                case INTERSECTION -> {
                    Rel small = a.size() <= b.size() ? a : b;
                    Rel other = small == a ? b : a;
                    yield small.forEach(t -> !other.contains(t) || sink.accept(t));
                }
                case DIFFERENCE -> a.forEach(t -> b.contains(t) || sink.accept(t));
            };
        }

        @Override
        public long size() {
            return switch (operation) {
                case UNION -> Math.min(UNBOUNDED, a.size() + b.size());
                case INTERSECTION -> Math.min(a.size(), b.size());
                case DIFFERENCE -> a.size();
            };
        }
    }

    /** The transpose of a binary relation. */
    static Rel transpose(Rel r) {
        return new Rel() {
            @Override
            public int arity() {
                return 2;
            }

            @Override
            public boolean contains(int[] tuple) {
                return r.contains(new int[] {tuple[1], tuple[0]});
            }

            @Override
            public Rel sliceFirst(int atom) {
                return r.sliceLast(atom);
            }

            @Override
            public Rel sliceLast(int atom) {
                return r.sliceFirst(atom);
            }

            @Override
            public boolean forEach(Sink sink) {
                int[] flipped = new int[2];
                return r.forEach(t -> {
                    flipped[0] = t[1];
                    flipped[1] = t[0];
                    return sink.accept(flipped);
                });
            }

            @Override
            public long size() {
                return r.size();
            }
        };
    }

    /** A size bound no relation reaches: sums of sizes stay below overflow. */
    static final long UNBOUNDED = 1L << 60;

    /** The product of two sizes, at most {@link #UNBOUNDED}. */
    static long productSize(long a, long b) {
        return a == 0 || b == 0 ? 0 : a > UNBOUNDED / b ? UNBOUNDED : Math.min(UNBOUNDED, a * b);
    }

    /** The product of two relations (arity at most 3). */
    static Rel product(Rel a, Rel b) {
        int arity = a.arity() + b.arity();
        if (arity > 3) {
            throw new UnsupportedConstruct("a product of arity " + arity);
        }
        return new Rel() {
            @Override
            public int arity() {
                return arity;
            }

            @Override
            public boolean contains(int[] tuple) {
                return a.contains(Arrays.copyOfRange(tuple, 0, a.arity()))
                        && b.contains(Arrays.copyOfRange(tuple, a.arity(), arity));
            }

            @Override
            public Rel sliceFirst(int atom) {
                if (a.arity() == 1 && !a.contains(new int[] {atom})) {
                    return empty(arity - 1);
                }
                return a.arity() == 1 ? b : product(a.sliceFirst(atom), b);
            }

            @Override
            public Rel sliceLast(int atom) {
                if (b.arity() == 1) {
                    return b.contains(new int[] {atom}) ? a : empty(arity - 1);
                }
                return product(a, b.sliceLast(atom));
            }

            @Override
            public boolean forEach(Sink sink) {
                int[] tuple = new int[arity];
                return a.forEach(x -> {
                    System.arraycopy(x, 0, tuple, 0, a.arity());
                    return b.forEach(y -> {
                        System.arraycopy(y, 0, tuple, a.arity(), b.arity());
                        return sink.accept(tuple);
                    });
                });
            }

            @Override
            public long size() {
                return productSize(a.size(), b.size());
            }
        };
    }
}
