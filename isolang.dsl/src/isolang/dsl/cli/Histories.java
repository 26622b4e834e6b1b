// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.util.LinkedHashMap;
import java.util.Map;

import isolang.diagram.HistoryText;
import isolang.diagram.SvgWriter;
import isolang.dsl.run.ProtocolTrace;
import isolang.dsl.run.ResultView.Witnessed;
import isolang.solver.history.text.HistoryJson;

/** Renderings of a found history: text and SVG through the diagram renderer, and the JSON form with its title and text. */
final class Histories {

    private Histories() {
    }

    /**
     * The text form: sessions, {@code so}, {@code wr} and each witness relation; for a history a
     * protocol model produced, then the protocol's trace.
     */
    static String text(Witnessed witnessed) {
        StringBuilder text = new StringBuilder(HistoryText.render(witnessed.diagram()));
        for (ProtocolTrace trace : ProtocolTrace.of(witnessed.history(), witnessed.witnesses())) {
            text.append(text.isEmpty() || text.charAt(text.length() - 1) == '\n' ? "" : "\n").append(trace.text());
        }
        return text.toString();
    }

    /** The SVG drawing. */
    static String svg(Witnessed witnessed) {
        return new SvgWriter().write(witnessed.diagram());
    }

    /**
     * The history as JSON-ready data: its {@code title}, the members of {@link HistoryJson}
     * ({@code sessions}, {@code wr}, {@code witnesses}) and the {@code text} form.
     */
    static Map<String, Object> data(Witnessed witnessed) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("title", witnessed.title());
        data.putAll(HistoryJson.of(witnessed.history(), witnessed.witnesses()));
        data.put("text", text(witnessed));
        return data;
    }
}
