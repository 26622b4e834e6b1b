// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import isolang.dsl.compiler.CompiledCommand;
import isolang.solver.history.ObjectNames;
import isolang.solver.history.Transaction;
import isolang.solver.history.text.HistoryLiteral;
import isolang.solver.predict.ChangedRead;
import isolang.solver.predict.Prediction;
import isolang.solver.predict.PredictionMode;
import isolang.solver.predict.Predictor;
import isolang.solver.predict.SessionCut;
import isolang.solver.spec.Level;

/**
 * The one-line explanation of a prediction: which reads changed their writer, where sessions
 * end, and which search decided (a fast answer names its must-order cycle).
 */
final class PredictionText {

    /** The start of the engine's note that names a fast prediction's cycle. */
    private static final String CYCLE = "must-order cycle";

    private PredictionText() {
    }

    /** The detail line of a prediction's answer. */
    static String detail(CompiledCommand.Prediction command, Prediction answer) {
        String boundary = " within the " + command.boundary().keyword() + " boundary";
        if (answer instanceof Prediction.Predicted p) {
            List<String> changes = p.changes().stream().map(PredictionText::change).toList();
            List<String> cuts = p.cuts().stream().map(PredictionText::cut).toList();
            return String.join(", ", changes) + ";" + boundary.replace(" within the", "") + ": "
                    + String.join(", ", cuts) + "; found by the " + p.decidedBy().keyword() + " mode"
                    + p.statistics().notes().stream().filter(n -> n.startsWith(CYCLE)).map(n -> " (" + n + ")")
                            .findFirst().orElse("");
        }
        if (answer instanceof Prediction.NoPrediction none && none.decidedBy() == PredictionMode.FAST) {
            return "no variation of the observed history" + boundary + " that " + names(command.permissive())
                    + " allows has a cyclic must-order that " + names(command.strict())
                    + " forbids (fast mode only, not exhaustive: the exact mode decides)";
        }
        boolean prefix = answer instanceof Prediction.NoPrediction none && !none.wholeRun();
        return "no variation of the " + (prefix ? "observed history's searched parts" : "observed history")
                + boundary + " is allowed by " + names(command.permissive()) + " and forbidden by "
                + names(command.strict()) + " (" + PredictionMode.EXACT.keyword() + " search"
                + (prefix ? " of the run's beginning and windows only, as the notes say" : "") + ")";
    }

    /**
     * Where the prediction ends each session of the observed history, one line per session:
     * {@code session 2: ends after 1 of 2 operations of T2; T5 cut} or {@code session 1: complete};
     * for a run predicted from its beginning, how much of each session that beginning holds; for
     * one predicted in a window, the transactions before the window count as kept.
     */
    static List<String> boundaries(CompiledCommand.Prediction command, Prediction.Predicted p) {
        List<String> lines = new ArrayList<>();
        List<List<Transaction>> sessions = command.observed().sessions();
        java.util.Set<Integer> predicted = new java.util.HashSet<>();
        p.history().transactions().forEach(t -> predicted.add(t.id()));
        command.observed().transactions().stream().filter(t -> t.id() < p.window()).forEach(t -> predicted.add(t.id()));
        for (int s = 0; s < sessions.size(); s++) {
            List<Transaction> observed = sessions.get(s);
            Optional<SessionCut> cut = p.cuts().stream()
                    .filter(c -> observed.stream().anyMatch(t -> t.id() == c.transaction())).findFirst();
            int kept = 0;
            while (kept < observed.size() && (cut.isPresent() ? observed.get(kept).id() != cut.get().transaction()
                    : predicted.contains(observed.get(kept).id()))) {
                kept++;
            }
            if (cut.isEmpty() && kept == observed.size()) {
                lines.add("session " + (s + 1) + ": complete");
            } else if (cut.isEmpty()) {
                lines.add("session " + (s + 1) + ": " + (kept == 0 ? "beyond" : "ends after T" + observed.get(kept - 1)
                        .id() + ", the end of") + " the run's encoded "
                        + (p.window() == 0 ? "beginning" : "window") + dropped(observed, kept));
            } else {
                lines.add("session " + (s + 1) + ": ends after " + cut.get().operations() + " of "
                        + observed.get(kept).operations().size() + " operations of T" + cut.get().transaction()
                        + dropped(observed, kept + 1));
            }
        }
        return lines;
    }

    /** The transactions of {@code session} from {@code from} on, as cut: {@code ; T5, T6 cut}. */
    private static String dropped(List<Transaction> session, int from) {
        List<String> ids = session.subList(from, session.size()).stream().map(t -> "T" + t.id()).toList();
        return ids.isEmpty() ? "" : "; " + (ids.size() <= 4 ? String.join(", ", ids) : ids.get(0) + " and "
                + (ids.size() - 1) + " later transactions") + " cut";
    }

    /**
     * A prediction's answer as JSON-ready data: {@code transactions} (of the observed run) and
     * {@code searchedTransactions} (of its beginning that was searched), {@code decidedBy}
     * ({@code fast} or {@code exact}), {@code exhaustive} (for "none"), {@code boundaries} (one
     * line per session) and {@code literal} (the predicted history as a {@code history} literal).
     */
    static Map<String, Object> data(CompiledCommand.Prediction command, Prediction answer) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("transactions", command.observed().transactions().size());
        data.put("searchedTransactions", Predictor.searchedTransactions(command.observed(),
                command.maxTransactions()));
        if (answer instanceof Prediction.Predicted p) {
            data.put("decidedBy", p.decidedBy().keyword());
            data.put("boundaries", boundaries(command, p));
            data.put("literal", HistoryLiteral.write(literalName(command.name()), p.history()));
            if (p.window() > 0) {
                data.put("window", p.window());
                data.put("wholeRunLiteral", HistoryLiteral.write(literalName(command.name()),
                        Predictor.wholeRun(command.observed(), p)));
            }
        } else if (answer instanceof Prediction.NoPrediction none) {
            data.put("decidedBy", none.decidedBy().keyword());
            data.put("exhaustive", none.exhaustive());
        }
        return data;
    }

    /** The name of the predicted history's literal: the command's name, made an identifier. */
    static String literalName(String command) {
        String name = command.replaceAll("[^A-Za-z0-9_]", "_");
        return (name.isEmpty() || Character.isDigit(name.charAt(0)) ? "_" : "") + name + "_predicted";
    }

    /** {@code T2 reads x from T0 instead of T1}. */
    static String change(ChangedRead c) {
        return "T" + c.reader() + " reads " + ObjectNames.of(c.object()) + " from T" + c.predictedWriter()
                + " instead of T" + c.observedWriter();
    }

    private static String cut(SessionCut c) {
        return "session " + (c.session() + 1) + " ends after " + c.operations() + " operation"
                + (c.operations() == 1 ? "" : "s") + " of T" + c.transaction();
    }

    private static String names(List<Level> levels) {
        return String.join(", ", levels.stream().map(Level::name).toList());
    }
}
