// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.history;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

import isolang.history.CheckOptions;
import isolang.history.HistoryChecker;
import isolang.history.LevelResult;
import isolang.history.PreparedHistory;
import isolang.history.check.ProgressListener;
import isolang.history.format.HistoryFiles;
import isolang.history.format.HistoryFormat;
import isolang.history.format.HistoryFormatException;
import isolang.history.format.LoadOptions;
import isolang.history.level.LevelClassifier;
import isolang.solver.CancellationToken;
import isolang.solver.spec.Level;

/**
 * Checks a history recorded from a database (EDN, as {@code isolang record} writes it) against
 * levels of a {@link LevelCatalog}, with the checker {@code isolang history check} uses: the
 * path of {@code scenarios} and of the IDE's <em>Record history</em> wizard.
 */
public final class RecordedHistoryCheck {

    /** The standard levels a recorded history is checked against by default, weakest first. */
    public static final List<String> STANDARD_LEVELS = List.of("biswas.RC", "biswas.RA", "biswas.CC", "biswas.PC",
            "biswas.SI", "biswas.SER");

    private final LevelCatalog catalog;
    private final HistoryChecker checker;

    /**
     * A check with {@code options}.
     *
     * @param warnings hears the checker's warnings (e.g. how duplicate values were handled)
     */
    public RecordedHistoryCheck(LevelCatalog catalog, CheckOptions options, Consumer<String> warnings) {
        this.catalog = catalog;
        this.checker = new HistoryChecker(new LevelClassifier(catalog.standard()), options, warnings);
    }

    /**
     * The history of a file and its result for each level.
     *
     * @param history the history as checked
     * @param levels the result per level, in the order asked
     */
    public record Outcome(PreparedHistory history, List<LevelResult> levels) {
    }

    /**
     * The levels called {@code names}.
     *
     * @throws IllegalArgumentException naming the first unknown level
     */
    public List<Level> levels(List<String> names) {
        List<Level> levels = new ArrayList<>();
        for (String name : names) {
            levels.add(
                    catalog.find(name).orElseThrow(() -> new IllegalArgumentException("unknown level '" + name + "'")));
        }
        return levels;
    }

    /**
     * Reads {@code file} (EDN) and checks it against {@code levels}; a cancelled check ends with
     * the levels checked so far.
     *
     * @param progress hears the phase of each level's check
     * @throws HistoryFormatException if the file is not a readable history
     * @throws IOException if it cannot be read
     */
    public Outcome check(Path file, List<Level> levels, CancellationToken cancel, ProgressListener progress)
            throws HistoryFormatException, IOException {
        PreparedHistory prepared = PreparedHistory.of(HistoryFiles.read(file, file.toString(),
                Optional.of(HistoryFormat.EDN), LoadOptions.defaults()).history());
        List<LevelResult> results = new ArrayList<>();
        for (Level level : levels) {
            if (cancel.isCancelled()) {
                break;
            }
            results.add(checker.check(prepared, level, cancel, progress));
        }
        return new Outcome(prepared, results);
    }
}
