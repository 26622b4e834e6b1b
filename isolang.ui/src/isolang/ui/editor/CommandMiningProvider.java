// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.codemining.AbstractCodeMiningProvider;
import org.eclipse.jface.text.codemining.ICodeMining;
import org.eclipse.jface.text.codemining.LineHeaderCodeMining;

import isolang.dsl.isolang.Command;
import isolang.ui.jobs.RunRecord;
import isolang.ui.jobs.RunResults;
import isolang.ui.jobs.RunStatus;
import isolang.ui.model.ParsedDocument;

/**
 * The code minings above each command: "▶ Run", the verdict of its latest run (click to
 * collapse or expand the diagram), and for a found history "open view" with the history's
 * diagram drawn inline below it.
 */
final class CommandMiningProvider extends AbstractCodeMiningProvider {

    private final IsolangEditor editor;

    CommandMiningProvider(IsolangEditor editor) {
        this.editor = editor;
    }

    @Override
    public CompletableFuture<List<? extends ICodeMining>> provideCodeMinings(ITextViewer viewer,
            IProgressMonitor monitor) {
        ParsedDocument parsed = editor.lastParse();
        IDocument document = viewer.getDocument();
        int lineHeight = editor.lineHeight();
        return CompletableFuture.supplyAsync(() -> {
            List<ICodeMining> minings = new ArrayList<>();
            if (parsed == null || !parsed.text().equals(document.get())) {
                return minings;
            }
            String uri = editor.uri().toString();
            for (Command command : parsed.commands()) {
                String name = ParsedDocument.commandName(command);
                try {
                    int line = document.getLineOfOffset(ParsedDocument.range(command)[0]);
                    minings.add(new TextMining(line, document, "\u25b6 Run", e -> editor.runCommands(Set.of(name))));
                    Optional<RunRecord> run = RunResults.get().latest(uri, name);
                    if (run.isPresent()) {
                        RunRecord record = run.get();
                        minings.add(new TextMining(line, document, verdict(record), e -> editor.toggleDiagram(name)));
                        if (record.counterexample().isPresent() && record.status() != RunStatus.RUNNING) {
                            minings.add(editor.isDiagramCollapsed(name)
                                    ? new TextMining(line, document, DiagramMining.OPEN_LABEL,
                                            e -> editor.showCounterexample(record))
                                    : new DiagramMining(line, document, this, record, lineHeight,
                                            e -> editor.showCounterexample(record)));
                        }
                    }
                } catch (BadLocationException e) {
                    throw new IllegalStateException("a command outside its own text", e);
                }
            }
            return minings;
        });
    }

    /**
     * Returns the verdict text of a run as shown above its command.
     *
     * @param run the run
     * @return a mark (✔, ✘, ?, …) and the verdict
     */
    static String verdict(RunRecord run) {
        return switch (run.status()) {
            case RUNNING -> "\u23f3 running\u2026";
            case PASSED -> "\u2714 " + run.verdict();
            case FAILED -> "\u2718 expect failed: " + run.verdict();
            case UNKNOWN -> "? " + run.verdict();
            case ERROR -> "\u26a0 " + run.verdict();
        };
    }

    /** A one-line clickable label above a command. */
    private final class TextMining extends LineHeaderCodeMining {
        TextMining(int line, IDocument document, String label,
                java.util.function.Consumer<org.eclipse.swt.events.MouseEvent> action) throws BadLocationException {
            super(line, document, CommandMiningProvider.this, action);
            setLabel(label);
        }
    }
}
