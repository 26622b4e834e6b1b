// SPDX-License-Identifier: EPL-2.0
package isolang.solver.predict;

/**
 * The standard levels of Biswas and Enea's hierarchy, weakest first: each allows every history
 * that the levels after it allow (RC ⊇ RA ⊇ CC ⊇ PC ⊇ SI ⊇ SER), and every one allows every
 * serializable history. A predictor that is told which of its levels are standard ones
 * ({@link Predictor#knowing}, recognized by their meaning, not their names) uses these facts:
 * it answers "none" without a search when a permissive level implies a strict one, skips the
 * windows of a large run whose every variation is serializable ({@link SerialVariations}), and
 * searches a large run by windows only when every level is standard ({@link RunWindow}'s
 * argument covers them).
 */
public enum StandardLevel {
    /** Read Committed. */
    RC,
    /** Read Atomic. */
    RA,
    /** Causal Consistency. */
    CC,
    /** Prefix Consistency. */
    PC,
    /** Snapshot Isolation. */
    SI,
    /** Serializability. */
    SER;

    /** Whether every history this level allows is allowed by {@code other}. */
    public boolean implies(StandardLevel other) {
        return ordinal() >= other.ordinal();
    }
}
