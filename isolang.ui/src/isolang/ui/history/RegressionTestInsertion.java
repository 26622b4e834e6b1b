// SPDX-License-Identifier: EPL-2.0
package isolang.ui.history;

import java.util.Optional;
import java.util.regex.Pattern;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.filebuffers.ITextFileBufferManager;
import org.eclipse.core.filebuffers.LocationKind;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;

import isolang.dsl.history.RegressionTest;
import isolang.history.LevelResult;
import isolang.history.explain.Explanation;
import isolang.solver.spec.Level;

/**
 * <em>Insert as Regression Test</em>: appends to a specification, after a blank line, a comment
 * naming the history file and the violation, the violating sub-history as a {@code history}
 * literal and {@code check NAME allowed by LEVEL expect no}. Nothing already in the file changes:
 * the text goes through the file's shared document, so an open editor shows it at once and its
 * unsaved changes are kept (the file is then left for the user to save; otherwise it is saved).
 * The literal's name is made unique in the file; the level is written as the file can reach it
 * (by its module's last segment when the file imports the module, else fully qualified).
 */
final class RegressionTestInsertion {

    private RegressionTestInsertion() {
    }

    /** Appends the test to {@code target}; returns the text appended. */
    static String append(IFile target, HistoryCheckResults results, LevelResult level, Explanation explanation)
            throws CoreException, BadLocationException {
        ITextFileBufferManager manager = FileBuffers.getTextFileBufferManager();
        manager.connect(target.getFullPath(), LocationKind.IFILE, null);
        try {
            ITextFileBuffer buffer = manager.getTextFileBuffer(target.getFullPath(), LocationKind.IFILE);
            boolean unsaved = buffer.isDirty();
            IDocument document = buffer.getDocument();
            String existing = document.get();
            String text = (existing.isEmpty() || existing.endsWith("\n") ? "" : "\n") + (existing.isBlank() ? "" : "\n")
                    + test(existing, results, level, explanation);
            document.replace(document.getLength(), 0, text);
            if (!unsaved) {
                buffer.commit(null, false);
            }
            return text;
        } finally {
            manager.disconnect(target.getFullPath(), LocationKind.IFILE, null);
        }
    }

    /** The test's text for a file whose current text is {@code existing}. */
    static String test(String existing, HistoryCheckResults results, LevelResult level, Explanation explanation) {
        String shown = results.history().shown();
        String name = unique(existing,
                RegressionTest.identifier(shown + " " + explanation.violation().anomaly().title()));
        Level checked = level.level();
        String reference = reference(existing, checked, results.catalog() == null ? Optional.empty()
                : results.catalog().module(checked));
        String description = explanation.describe().lines().findFirst().orElse("");
        StringBuilder text = new StringBuilder();
        text.append("// ").append(checked.name()).append(" violated by ").append(shown).append(": ").append(description)
                .append('\n');
        text.append(RegressionTest.literalAndCheck(name, explanation.engine().history(), reference));
        return text.toString();
    }

    private static String reference(String existing, Level level, Optional<String> module) {
        String simple = level.name().substring(level.name().lastIndexOf('.') + 1);
        if (module.isEmpty()) {
            return level.name();
        }
        String m = module.get();
        boolean imported = Pattern.compile("(?m)^\\s*import\\s+" + Pattern.quote(m) + "\\s*$").matcher(existing).find();
        return imported ? m.substring(m.lastIndexOf('.') + 1) + "." + simple : m + "." + simple;
    }

    /** {@code base}, or {@code base2}, {@code base3}, … : the first that is no word of the file. */
    private static String unique(String existing, String base) {
        String name = base;
        for (int i = 2; Pattern.compile("\\b" + Pattern.quote(name) + "\\b").matcher(existing).find(); i++) {
            name = base + i;
        }
        return name;
    }
}
