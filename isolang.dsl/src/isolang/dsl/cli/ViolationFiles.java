// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.GsonBuilder;

import isolang.dsl.history.LevelCatalog;
import isolang.dsl.history.RegressionTest;
import isolang.dsl.history.ViolationDrawing;
import isolang.dsl.run.ResultView;
import isolang.history.LevelResult;
import isolang.history.PreparedHistory;
import isolang.history.explain.Explanation;
import isolang.history.format.HistoryFiles;
import isolang.history.format.HistoryFormatException;

/**
 * {@code history check --out DIR}: four files per explained violation, named
 * {@code HISTORY.LEVEL.N} after the history file, the level and the violation's number: a text
 * drawing ({@code .txt}), a JSON description ({@code .json}), an SVG diagram ({@code .svg}) and an
 * {@code .isol} regression test (the sub-history as a {@code history} literal and
 * {@code check … allowed by LEVEL expect no}). Each file is written atomically
 * ({@link HistoryFiles#writeAtomically}).
 */
final class ViolationFiles {

    private final Path directory;
    private final LevelCatalog catalog;

    ViolationFiles(Path directory, LevelCatalog catalog) throws UsageException {
        this.directory = directory;
        this.catalog = catalog;
        WitnessFiles.prepare(directory);
    }

    /**
     * Writes the files of every explanation of {@code result}.
     *
     * @return per explanation, the paths written by kind
     */
    List<Map<String, String>> write(String historyName, PreparedHistory history, LevelResult result)
            throws IOException {
        List<Map<String, String>> written = new ArrayList<>();
        String level = result.level().name();
        for (int i = 0; i < result.explanations().size(); i++) {
            Explanation e = result.explanations().get(i);
            String base = ResultView.slug(Path.of(historyName).getFileName().toString()) + "." + ResultView.slug(level)
                    + "."
                    + (i + 1);
            Map<String, String> paths = new LinkedHashMap<>();
            String title = level + " violated by " + historyName + ": " + e.violation().anomaly().title();
            String description = e.describe();
            put(paths, "txt", base, title + "\n\n" + description + "\n\nKodkod re-check: "
                    + e.recheck().outcome().name().toLowerCase(java.util.Locale.ROOT) + " (" + e.recheck().detail()
                    + ")\n\n" + ViolationDrawing.text(e, level));
            Map<String, Object> data = new LinkedHashMap<>();
            data.put("version", HistoryJson.VERSION);
            data.put("history", historyName);
            data.put("level", level);
            data.put("verdict", result.verdict().word());
            data.putAll(HistoryResultData.violation(e.violation(), e.names().index()));
            data.put("names", e.names().legend());
            data.put("recheck", e.recheck().outcome().name().toLowerCase(java.util.Locale.ROOT));
            data.put("subHistory", e.engine().history().toString());
            put(paths, "json", base,
                    new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(data) + "\n");
            put(paths, "svg", base, ViolationDrawing.svg(e, level));
            String literal = RegressionTest.identifier(Path.of(historyName).getFileName().toString() + " "
                    + e.violation().anomaly().title() + " " + (i + 1));
            put(paths, "isol", base, RegressionTest.text(literal, e.engine().history(), result.level(),
                    catalog.module(result.level()), title + " (" + description.lines().findFirst().orElse("") + ")"));
            written.add(paths);
        }
        return written;
    }

    private void put(Map<String, String> paths, String kind, String base, String content) throws IOException {
        Path target = directory.resolve(base + "." + kind);
        try {
            HistoryFiles.writeAtomically(target, out -> out.write(content));
        } catch (HistoryFormatException e) {
            throw new IllegalStateException("writing text cannot fail as a format", e);
        }
        paths.put(kind, target.toString());
    }
}
