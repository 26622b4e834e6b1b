// SPDX-License-Identifier: EPL-2.0
package isolang.history.level;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongConsumer;

import isolang.history.model.IntList;

/**
 * The join {@code left.right} of two binary relations, computed on demand: membership of
 * {@code (a, b)} walks {@code a}'s successors in {@code left} and asks {@code right}, a slice is the
 * union of the other side's slices. A composition such as {@code so.so} (on long sessions millions
 * of pairs, each found once per transaction between them) is so never materialized unless it is
 * enumerated; then it is, once. Its size is an upper bound (the product of the sides' sizes) until
 * then, so the rule search reads it through slices rather than indexing it.
 */
final class CompositionRel implements Rel {

    private final Rel left;
    private final Rel right;
    private final LongConsumer steps;
    private Rel explicit;

    /**
     * @param steps counts the work of slices and of the materialization against the evaluator's
     *     budget
     */
    CompositionRel(Rel left, Rel right, LongConsumer steps) {
        this.left = left;
        this.right = right;
        this.steps = steps;
    }

    @Override
    public int arity() {
        return 2;
    }

    @Override
    public boolean contains(int[] tuple) {
        if (explicit != null) {
            return explicit.contains(tuple);
        }
        int[] step = {0, tuple[1]};
        return !left.sliceFirst(tuple[0]).forEach(middle -> {
            steps.accept(1);
            step[0] = middle[0];
            return !right.contains(step);
        });
    }

    @Override
    public Rel sliceFirst(int atom) {
        return explicit != null ? explicit.sliceFirst(atom) : unionOfSlices(left.sliceFirst(atom), right, true);
    }

    @Override
    public Rel sliceLast(int atom) {
        return explicit != null ? explicit.sliceLast(atom) : unionOfSlices(right.sliceLast(atom), left, false);
    }

    /** The union of {@code other}'s slices at the atoms of {@code middles}. */
    private Rel unionOfSlices(Rel middles, Rel other, boolean first) {
        IntList found = new IntList();
        middles.forEach(m -> {
            (first ? other.sliceFirst(m[0]) : other.sliceLast(m[0])).forEach(t -> {
                steps.accept(1);
                found.add(t[0]);
                return true;
            });
            return true;
        });
        return Relations.unary(found.toArray());
    }

    @Override
    public boolean forEach(Sink sink) {
        return materialized().forEach(sink);
    }

    @Override
    public long size() {
        if (explicit != null) {
            return explicit.size();
        }
        return Relations.productSize(left.size(), right.size());
    }

    private Rel materialized() {
        if (explicit == null) {
            List<int[]> tuples = new ArrayList<>();
            left.forEach(t -> {
                steps.accept(1);
                right.sliceFirst(t[1]).forEach(rest -> {
                    steps.accept(1);
                    tuples.add(new int[] {t[0], rest[0]});
                    return true;
                });
                return true;
            });
            explicit = Relations.Explicit.of(2, tuples.toArray(new int[0][]));
        }
        return explicit;
    }
}
