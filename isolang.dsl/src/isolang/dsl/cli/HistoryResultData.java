// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import isolang.diagram.DiagramLayout;
import isolang.diagram.HistoryDiagram;
import isolang.diagram.HistoryText;
import isolang.diagram.SvgWriter;
import isolang.diagram.TxnPair;
import isolang.diagram.WitnessPanel;
import isolang.history.LevelResult;
import isolang.history.PreparedHistory;
import isolang.history.check.CycleEdge;
import isolang.history.check.HistoryIndex;
import isolang.history.check.Violation;
import isolang.history.explain.Explanation;
import isolang.history.model.CompactHistory;

/**
 * A level's result as JSON-ready data (the {@code levels[]} entries of {@code history check
 * --json}, documented in docs/CLI.md), and an explanation's drawings: text and SVG through the
 * diagram renderer, with the violation's edges as a panel titled with the level.
 */
final class HistoryResultData {

    private HistoryResultData() {
    }

    /** The data of one level's result. */
    static Map<String, Object> level(LevelResult result, PreparedHistory history, List<Map<String, String>> files) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("level", result.level().name());
        data.put("verdict", result.verdict().word());
        data.put("checker", result.checker());
        data.put("reason", result.reason());
        data.put("millis", result.millis());
        data.put("notes", result.notes());
        data.put("statistics", result.statistics());
        List<Object> violations = new ArrayList<>();
        for (Violation violation : result.violations()) {
            violations.add(violation(violation, history.index()));
        }
        data.put("violations", violations);
        List<Object> explanations = new ArrayList<>();
        for (int i = 0; i < result.explanations().size(); i++) {
            Explanation e = result.explanations().get(i);
            Map<String, Object> explanation = new LinkedHashMap<>();
            explanation.putAll(violation(e.violation(), PreparedHistory.of(e.subHistory()).index()));
            explanation.put("subHistoryTransactions", e.subHistory().transactionCount() - 1);
            explanation.put("recheck", e.recheck().outcome().name().toLowerCase(Locale.ROOT));
            explanation.put("recheckDetail", e.recheck().detail());
            explanation.put("history", e.engine().history().toString());
            explanation.put("files", i < files.size() ? files.get(i) : Map.of());
            explanations.add(explanation);
        }
        data.put("explanations", explanations);
        data.put("disagreement", result.disagreement());
        return data;
    }

    /** One violation: anomaly, text, transactions, and the cycle's edges with justifications. */
    static Map<String, Object> violation(Violation violation, HistoryIndex index) {
        CompactHistory h = index.history();
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("anomaly", violation.anomaly().title());
        data.put("text", violation.describe(index));
        data.put("transactions", violation.transactions().stream().map(h::txnName).toList());
        List<Object> edges = new ArrayList<>();
        for (CycleEdge edge : violation.cycle()) {
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("from", h.txnName(edge.from()));
            e.put("to", h.txnName(edge.to()));
            e.put("relation", edge.kind().relation());
            e.put("kind", edge.kind().name().toLowerCase(Locale.ROOT));
            e.put("justification", edge.describe(index));
            edges.add(e);
        }
        data.put("edges", edges);
        violation.read().ifPresent(read -> data.put("read", h.opText(read.readOp())));
        return data;
    }

    /** The diagram of an explanation: the sub-history with the violation's edges in a panel named after the level. */
    static HistoryDiagram diagram(Explanation explanation, String level) {
        Map<String, Set<TxnPair>> relations = new LinkedHashMap<>();
        for (Explanation.DiagramEdge edge : explanation.edges()) {
            if (edge.from() >= 0 && edge.to() >= 0) {
                relations.computeIfAbsent(edge.relation(), r -> new TreeSet<>(
                        java.util.Comparator.comparingInt(TxnPair::from).thenComparingInt(TxnPair::to)))
                        .add(new TxnPair(edge.from(), edge.to()));
            }
        }
        List<WitnessPanel> panels = relations.isEmpty() ? List.of()
                : List.of(new WitnessPanel(level + ": " + explanation.violation().anomaly().title(), relations));
        return HistoryDiagram.of(explanation.engine().history(), panels);
    }

    /** The text drawing of an explanation. */
    static String text(Explanation explanation, String level) {
        return HistoryText.render(diagram(explanation, level));
    }

    /** The SVG drawing of an explanation. */
    static String svg(Explanation explanation, String level) {
        return new SvgWriter().write(new DiagramLayout().layout(diagram(explanation, level)));
    }
}
