// SPDX-License-Identifier: EPL-2.0
package isolang.history.explain;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import isolang.history.check.ReadResolution;
import isolang.history.model.CompactHistory;
import isolang.solver.CancellationToken;
import isolang.solver.check.MembershipChecker;
import isolang.solver.check.MembershipResult;
import isolang.solver.spec.Level;

/**
 * Asks the Kodkod membership checker, on the level's definition, whether a (small) history is
 * allowed: an answer independent of the fast checkers, which share nothing with it but the
 * history. With duplicate values every choice of writers is tried (the history is allowed iff
 * one choice is).
 */
public final class KodkodRecheck {

    /** The most writer choices tried for duplicate values. */
    private static final int MAX_CHOICES = 256;

    private KodkodRecheck() {
    }

    /**
     * Whether the Kodkod membership checker allows the resolved history; empty when it gave no
     * answer or the history is larger than {@code maxTransactions}.
     *
     * @return the answer and a detail
     */
    public static Answer allows(ReadResolution reads, Level level, int maxTransactions, Duration timeout,
            CancellationToken cancel) {
        CompactHistory h = reads.index().history();
        int committed = 0;
        for (int t = 1; t < h.transactionCount(); t++) {
            committed += h.isCommitted(t) ? 1 : 0;
        }
        if (committed > maxTransactions) {
            return new Answer(null,
                    "it has " + committed + " transactions; the Kodkod membership checker is asked about at"
                            + " most " + maxTransactions);
        }
        List<Map<Integer, Integer>> choices = reads.writerChoices(MAX_CHOICES);
        if (choices == null) {
            return new Answer(null, "its duplicate values allow more than " + MAX_CHOICES + " choices of writers");
        }
        MembershipChecker checker = new MembershipChecker(timeout);
        String detail = "";
        for (Map<Integer, Integer> choice : choices) {
            var converted = EngineHistoryConverter.convert(reads, null, choice);
            MembershipResult result = checker.check(converted.history(), level, cancel);
            if (result instanceof MembershipResult.Allowed) {
                return new Answer(true, "the membership checker finds a witness for " + level);
            }
            if (result instanceof MembershipResult.Unknown unknown) {
                return new Answer(null, "the membership checker gave no answer (" + unknown.reason() + ")");
            }
            detail = ((MembershipResult.Disallowed) result).reason();
        }
        return new Answer(false, detail);
    }

    /**
     * An answer of the membership checker.
     *
     * @param allowed whether the level allows the history, or null without an answer
     * @param detail the checker's reason or why there is no answer
     */
    public record Answer(Boolean allowed, String detail) {
    }
}
