// SPDX-License-Identifier: EPL-2.0
package isolang.history.explain;

import java.util.List;

import isolang.history.check.Violation;
import isolang.history.model.CompactHistory;

/**
 * A violation made small and checked twice: the minimal violating sub-history found, the
 * violation as the fast checker reports it on that sub-history (with the original transaction
 * names), the sub-history in the engine's form (for diagrams and {@code history} literals), and
 * the Kodkod re-check.
 *
 * @param violation the violation on the sub-history
 * @param subHistory the minimal violating projection of the history
 * @param engine the sub-history as an engine history
 * @param recheck the second opinion
 * @param edges the cycle's edges in engine transaction ids, as (relation, from, to) for diagrams
 */
public record Explanation(Violation violation, CompactHistory subHistory, EngineHistoryConverter.Converted engine,
        Recheck recheck, List<DiagramEdge> edges) {

    /** The sub-history in the names of its drawing, and what they stand for. */
    public SubHistoryNames names() {
        return SubHistoryNames.of(subHistory, engine);
    }

    /**
     * The violation in the names of the drawing and the {@code history} literal (keys {@code x, y, …},
     * values numbered per key), followed, when those differ from the database's, by a line
     * {@code names: …} that maps them back.
     */
    public String describe() {
        SubHistoryNames names = names();
        String text = violation.describe(names.index());
        return names.legend().isEmpty() ? text : text + "\nnames: " + names.legend();
    }

    /**
     * One edge of the violation for drawing.
     *
     * @param relation the relation it belongs to ({@code so}, {@code wr}, {@code ww}, {@code rw}, {@code co})
     * @param from the engine id of the source
     * @param to the engine id of the target
     */
    public record DiagramEdge(String relation, int from, int to) {
    }
}
