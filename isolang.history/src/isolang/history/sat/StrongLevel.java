// SPDX-License-Identifier: EPL-2.0
package isolang.history.sat;

/**
 * The strong levels decided by search over version orders, each as acyclicity of a graph built
 * from the dependency graph {@code SO ∪ WR ∪ WW ∪ RW} (VeriStrong Thm 3.5 and A.2; Cerone and
 * Gotsman for SI; prefix consistency derived from Biswas–Enea's Prefix axiom):
 * <ul>
 * <li>SER: {@code SO ∪ WR ∪ WW ∪ RW} acyclic;</li>
 * <li>SI: {@code (SO ∪ WR ∪ WW) ; RW?} acyclic (no cycle unless it has two adjacent
 *     anti-dependencies);</li>
 * <li>PC: {@code SO ∪ WR ∪ WW ∪ (SO ∪ WR) ; RW} acyclic (every anti-dependency must follow a
 *     session or write–read edge).</li>
 * </ul>
 */
public enum StrongLevel {
    /** Serializability. */
    SERIALIZABILITY("serializability"),
    /** Snapshot isolation. */
    SNAPSHOT_ISOLATION("snapshot isolation"),
    /** Prefix consistency. */
    PREFIX_CONSISTENCY("prefix consistency");

    private final String title;

    StrongLevel(String title) {
        this.title = title;
    }

    /** The level's name in messages. */
    public String title() {
        return title;
    }

    /** Whether a version-order edge may be followed by an anti-dependency in one induced edge (SI). */
    boolean composesVersionOrderWithAntiDependency() {
        return this == SNAPSHOT_ISOLATION;
    }

    /** Whether an anti-dependency is an edge on its own (SER) rather than only after another edge. */
    boolean antiDependencyAlone() {
        return this == SERIALIZABILITY;
    }

    /** Whether the version order of writers nobody reads from matters (SI: it composes with anti-dependencies). */
    boolean ordersUnreadWriters() {
        return this == SNAPSHOT_ISOLATION;
    }
}
