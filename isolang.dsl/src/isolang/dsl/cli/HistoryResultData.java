// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import isolang.history.LevelResult;
import isolang.history.PreparedHistory;
import isolang.history.check.CycleEdge;
import isolang.history.check.HistoryIndex;
import isolang.history.check.Violation;
import isolang.history.explain.Explanation;
import isolang.history.model.CompactHistory;

/**
 * A level's result as JSON-ready data (the {@code levels[]} entries of {@code history check
 * --json}, documented in docs/CLI.md).
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
        data.put("violationsFound", result.violationsFound());
        Map<String, Long> byAnomaly = new LinkedHashMap<>();
        result.listedByAnomaly().forEach((anomaly, count) -> byAnomaly.put(anomaly.title(), count));
        data.put("listedByAnomaly", byAnomaly);
        List<Object> explanations = new ArrayList<>();
        for (int i = 0; i < result.explanations().size(); i++) {
            Explanation e = result.explanations().get(i);
            Map<String, Object> explanation = new LinkedHashMap<>();
            explanation.putAll(violation(e.violation(), e.names().index()));
            explanation.put("names", e.names().legend());
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
}
