// SPDX-License-Identifier: EPL-2.0
package isolang.solver.history;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The real-time order {@code rt} of a history: {@code t1 -rt-> t2} iff t1 ended before t2 began.
 *
 * <p>Invariants: it relates transactions other than the initial one; it is a strict
 * <em>interval order</em> (irreflexive, and {@code a rt b ∧ c rt d ⇒ a rt d ∨ c rt b}, which makes
 * it transitive). These are exactly the orders that intervals of time give, so every real-time
 * order has an interval notation ({@link #intervals()}) and every set of intervals gives one
 * ({@link #ofIntervals}). A transaction without an interval is related to no other (it may
 * have run at any time). {@link #NONE}, the order of a history that records no time, is empty.
 */
public final class RealTime {

    /** The empty real-time order: no transaction is known to have ended before another began. */
    public static final RealTime NONE = new RealTime(new TreeSet<>());

    /** One edge of the order: {@code before} ended before {@code after} began. */
    public record Precedence(int before, int after) implements Comparable<Precedence> {
        @Override
        public int compareTo(Precedence other) {
            int first = Integer.compare(before, other.before);
            return first != 0 ? first : Integer.compare(after, other.after);
        }

        @Override
        public String toString() {
            return "T" + before + " < T" + after;
        }
    }

    /** A transaction's interval of time, {@code start <= end}. */
    public record Interval(long start, long end) {
        /** Checks {@code start <= end}. */
        public Interval {
            if (start > end) {
                throw new IllegalArgumentException("an interval must not end (" + end + ") before it starts (" + start
                        + ")");
            }
        }

        @Override
        public String toString() {
            return "[" + start + ", " + end + "]";
        }
    }

    private final SortedSet<Precedence> edges;

    private RealTime(SortedSet<Precedence> edges) {
        this.edges = Collections.unmodifiableSortedSet(edges);
    }

    /**
     * The real-time order of the given edges.
     *
     * @throws IllegalArgumentException if an edge involves the initial transaction or the edges
     *     are not a strict interval order (the message names the offending edges)
     */
    public static RealTime of(Collection<Precedence> edges) {
        SortedSet<Precedence> set = new TreeSet<>(edges);
        for (Precedence e : set) {
            if (e.before() == Transaction.INITIAL || e.after() == Transaction.INITIAL) {
                throw new IllegalArgumentException("real time does not relate the initial transaction: " + e);
            }
            if (e.before() == e.after()) {
                throw new IllegalArgumentException("real time is irreflexive: " + e);
            }
        }
        Optional<String> notIntervals = notIntervals(set);
        if (notIntervals.isPresent()) {
            throw new IllegalArgumentException(notIntervals.get());
        }
        return set.isEmpty() ? NONE : new RealTime(set);
    }

    /**
     * Whether the edges form an interval order ({@code a rt b ∧ c rt d ⇒ a rt d ∨ c rt b}), which
     * {@link #of} requires besides irreflexivity.
     */
    public static boolean isIntervalOrder(Collection<Precedence> edges) {
        return notIntervals(new TreeSet<>(edges)).isEmpty();
    }

    /** Why the edges are not an interval order, if they are not. */
    private static Optional<String> notIntervals(SortedSet<Precedence> set) {
        for (Precedence ab : set) {
            for (Precedence cd : set) {
                if (!set.contains(new Precedence(ab.before(), cd.after()))
                        && !set.contains(new Precedence(cd.before(), ab.after()))) {
                    return Optional.of("real time must come from intervals of time, but " + ab + " and " + cd
                            + " hold while neither T" + ab.before() + " < T" + cd.after() + " nor T" + cd.before()
                            + " < T" + ab.after() + " does");
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The real-time order of intervals of time: t1 before t2 iff t1's interval ends before t2's
     * starts. Intervals always give an interval order, so it is not checked again (quadratic in
     * the transactions, where {@link #of} is quadratic in the edges).
     *
     * @throws IllegalArgumentException if an interval is given to the initial transaction
     */
    public static RealTime ofIntervals(Map<Integer, Interval> intervals) {
        if (intervals.containsKey(Transaction.INITIAL)) {
            throw new IllegalArgumentException("real time does not relate the initial transaction");
        }
        SortedSet<Precedence> set = new TreeSet<>();
        intervals.forEach((a, ia) -> intervals.forEach((b, ib) -> {
            if (ia.end() < ib.start()) {
                set.add(new Precedence(a, b));
            }
        }));
        return set.isEmpty() ? NONE : new RealTime(set);
    }

    /** The edges, in order of their transactions' ids. */
    public SortedSet<Precedence> edges() {
        return edges;
    }

    /** Whether the order is empty (nothing known of time). */
    public boolean isEmpty() {
        return edges.isEmpty();
    }

    /** Whether {@code before} ended before {@code after} began. */
    public boolean precedes(int before, int after) {
        return edges.contains(new Precedence(before, after));
    }

    /** This order without the transactions not in {@code kept}. */
    public RealTime restrictedTo(Set<Integer> kept) {
        return of(edges.stream().filter(e -> kept.contains(e.before()) && kept.contains(e.after())).toList());
    }

    /**
     * Small integer intervals that give exactly this order, for the transactions it relates
     * (the others are unrelated and get none). The predecessor sets of an interval order are
     * nested; a transaction starts at the rank of its predecessor set and ends just before the
     * first rank whose set contains it.
     */
    public Map<Integer, Interval> intervals() {
        Set<Integer> related = new HashSet<>();
        Map<Integer, Set<Integer>> predecessors = new HashMap<>();
        for (Precedence e : edges) {
            related.add(e.before());
            related.add(e.after());
            predecessors.computeIfAbsent(e.after(), k -> new HashSet<>()).add(e.before());
        }
        List<Set<Integer>> ranks = new ArrayList<>();
        related.stream().map(t -> predecessors.getOrDefault(t, Set.of())).distinct()
                .sorted((a, b) -> Integer.compare(a.size(), b.size())).forEach(ranks::add);
        Map<Integer, Interval> intervals = new TreeMap<>();
        for (int t : related) {
            int start = ranks.indexOf(predecessors.getOrDefault(t, Set.of()));
            int first = ranks.size();
            for (int r = 0; r < ranks.size(); r++) {
                if (ranks.get(r).contains(t)) {
                    first = r;
                    break;
                }
            }
            intervals.put(t, new Interval(2L * start + 1, 2L * first));
        }
        return intervals;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RealTime that && edges.equals(that.edges);
    }

    @Override
    public int hashCode() {
        return edges.hashCode();
    }

    @Override
    public String toString() {
        return edges.toString();
    }
}
