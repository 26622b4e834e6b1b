// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.GsonBuilder;

/**
 * The {@code --json} document of {@code history check} and {@code history stats}, schema version
 * {@value #VERSION}, documented in {@code docs/CLI.md}: one entry per history (its file, format,
 * statistics, notes, and a result per level, or its input error), and a summary.
 */
final class HistoryJson {

    /** The schema version. */
    static final int VERSION = 1;

    private final List<Map<String, Object>> histories = new ArrayList<>();

    /** Adds a history and returns its entry, to which level results are added. */
    Map<String, Object> history(String file) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("file", file);
        histories.add(entry);
        return entry;
    }

    /** The document. */
    String render(String version, Map<String, Object> summary) {
        Map<String, Object> document = new LinkedHashMap<>();
        document.put("version", VERSION);
        document.put("isolang", version);
        document.put("histories", histories);
        document.put("summary", summary);
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create().toJson(document);
    }
}
