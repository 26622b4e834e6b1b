// SPDX-License-Identifier: EPL-2.0
package isolang.solver.predict;

/**
 * How a prediction searches (IsoPredict §4.2): the fast sufficient cycle condition, the exact
 * search, or the fast one first with the exact one as the fall-back.
 */
public enum PredictionMode {
    /**
     * Only the sufficient condition: a variation whose must-order (the least fixpoint of
     * {@code pco = (so ∪ wr ∪ ww(pco) ∪ rw(pco))⁺}, unrolled from below) has a cycle, confirmed
     * by the membership check. Its "none" is not exhaustive: a prediction may still exist.
     */
    FAST,
    /** The CEGIS search over the strict levels' witnesses: "none" is exhaustive for the run and boundary. */
    EXACT,
    /** Fast first; exact when fast finds nothing it can confirm. */
    AUTO;

    /** The keyword of this mode on the command line. */
    public String keyword() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
