// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.run;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import isolang.dsl.compiler.CompiledCommand;
import isolang.history.CheckOptions;
import isolang.history.HistoryChecker;
import isolang.history.LevelResult;
import isolang.history.PreparedHistory;
import isolang.history.check.ProgressListener;
import isolang.history.explain.Explanation;
import isolang.history.format.HistoryFiles;
import isolang.history.format.HistoryFormatException;
import isolang.history.format.LoadOptions;
import isolang.history.level.LevelClassifier;
import isolang.solver.CancellationToken;
import isolang.solver.Statistics;
import isolang.solver.SynthesisResult;
import isolang.solver.history.History;
import isolang.solver.history.Transaction;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;

/**
 * Runs {@code check history "FILE" allowed by L}: reads the file (format detected), prepares it
 * and checks it with the {@link HistoryChecker} of {@code isolang history check}, which picks
 * the level's checker and falls back as it does there, within the command's time left, and
 * explains a violation with a minimal sub-history re-checked by Kodkod. The verdict is
 * {@code yes} (satisfied), {@code no} (violated) or unknown; a file that cannot be read is the
 * command's error. The explained sub-history is also recorded as a history found for the problem
 * "forbidden by L", so every view that draws found histories draws it.
 */
public final class RecordedChecks {

    private RecordedChecks() {
    }

    /** What checking the file gave; an unreadable file gives the reader's message. */
    record Outcome(Optional<LevelResult> result, Optional<String> error) {
    }

    /** Reads and checks the command's history within {@code left}. */
    static Outcome check(CompiledCommand.RecordedCheck command, Duration left, CancellationToken token) {
        PreparedHistory prepared;
        try {
            HistoryFiles.Loaded loaded = HistoryFiles.read(command.file(), command.written(), Optional.empty(),
                    LoadOptions.defaults());
            prepared = PreparedHistory.of(loaded.history());
        } catch (HistoryFormatException e) {
            return new Outcome(Optional.empty(), Optional.of(e.getMessage()));
        } catch (IOException e) {
            return new Outcome(Optional.empty(), Optional.of(command.written() + ": cannot read: " + e.getMessage()));
        }
        HistoryChecker checker = new HistoryChecker(new LevelClassifier(command.standard()),
                CheckOptions.defaults().withTimeout(left), warning -> {});
        return new Outcome(Optional.of(checker.check(prepared, command.level(), token, ProgressListener.NONE)),
                Optional.empty());
    }

    /** The verdict of a result: yes, no or unknown. */
    static Verdict verdict(LevelResult result) {
        return switch (result.verdict()) {
            case SATISFIED -> Verdict.YES;
            case VIOLATED -> Verdict.NO;
            case UNKNOWN -> Verdict.UNKNOWN;
        };
    }

    /** The explained sub-history as a history found forbidden by the level, if there is one. */
    static Optional<SynthesisResult.Found> found(LevelResult result) {
        return result.explanations().stream().findFirst().map(e -> new SynthesisResult.Found(e.engine().history(),
                List.of(), Statistics.empty()));
    }

    /** The problem a {@link #found} history answers: forbidden by the level, in a scope that fits it. */
    static Problem problem(LevelResult result, Explanation explanation) {
        History history = explanation.engine().history();
        int transactions = Math.max(1, history.transactions().size());
        int values = 1 + (int) history.transactions().stream().flatMap(t -> t.operations().stream())
                .mapToLong(op -> op.value()).max().orElse(0);
        int operations = Math.max(1, history.transactions().stream().map(Transaction::operations).mapToInt(List::size)
                .max().orElse(1));
        Scope scope = new Scope(transactions, Math.max(1, history.objectCount()), values,
                Math.max(1, Math.min(transactions, history.sessions().size())), operations);
        return Problem.of(List.of(), List.of(result.level()), scope);
    }

    /**
     * One line explaining a result: the violation in its sub-history's names with what they stand
     * for, or why it is unknown; and the checker that decided.
     */
    public static String detail(LevelResult result) {
        String checker = " (" + result.checker() + ")";
        return switch (result.verdict()) {
            case SATISFIED -> result.level().name() + " allows the recorded history" + checker;
            case VIOLATED -> result.explanations().stream().findFirst()
                    .map(e -> e.describe().lines().findFirst().orElse("")
                            + (e.names().legend().isEmpty() ? "" : "; names: " + e.names().legend()))
                    .or(() -> result.violations().stream().findFirst().map(v -> v.anomaly().title()))
                    .orElse(result.reason()) + checker;
            case UNKNOWN -> result.reason() + checker;
        };
    }
}
