// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.JFaceTextUtil;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.ide.IDE;

import isolang.ui.editor.InlineResult;
import isolang.ui.editor.IsolangEditor;
import isolang.ui.editor.LineLayouts;
import isolang.ui.jobs.ExplainHistoriesJob;
import isolang.ui.jobs.RunCommandsJob;
import isolang.ui.jobs.RunRecord;
import isolang.ui.jobs.RunResults;
import isolang.ui.jobs.RunStatus;
import isolang.ui.model.DocumentParser;

/** Runs the commands of a file in its editor and finds the results drawn inline, for workbench tests. */
final class InlineRuns {

    private InlineRuns() {
    }

    /**
     * Opens a new file of {@code text} in an editor, runs all its commands, waits until the
     * given ones have ended (passed or failed) and their histories are explained, and returns
     * the editor.
     */
    static IsolangEditor runAll(IProject project, IWorkbenchPage page, String name, String text,
            List<String> commands) throws CoreException {
        IFile file = Workbench.create(project, name, text);
        IsolangEditor editor = (IsolangEditor) IDE.openEditor(page, file);
        Workbench.waitUntil("the first parse", 60, () -> editor.lastParse() != null);
        String uri = DocumentParser.uriOf(file).toString();
        editor.runCommands(Set.of());
        Workbench.waitUntil("the runs", 240, () -> commands.stream().allMatch(c -> RunResults.get().latest(uri, c)
                .filter(r -> r.status() != RunStatus.RUNNING).isPresent()));
        // a run's job schedules the explanation of its histories before it ends
        Workbench.waitUntil("the explanations", 240, () -> Job.getJobManager().find(RunCommandsJob.FAMILY).length == 0
                && Job.getJobManager().find(ExplainHistoriesJob.FAMILY).length == 0);
        for (String command : commands) {
            RunRecord run = RunResults.get().latest(uri, command).orElseThrow();
            assertTrue(run.status() == RunStatus.PASSED || run.status() == RunStatus.FAILED, run.verdict());
        }
        return editor;
    }

    /**
     * Returns the latest run of a command of a file of a project.
     *
     * @param project the project
     * @param file the file's name in the project
     * @param command the command's name
     * @return its latest run
     */
    static RunRecord latest(IProject project, String file, String command) {
        return RunResults.get().latest(DocumentParser.uriOf(project.getFile(file)).toString(), command).orElseThrow();
    }

    /**
     * Waits until {@code count} rows exist, then scrolls through the editor until each has been
     * drawn once (inline diagrams drawn in the editor's font can make a file taller than the
     * screen) and returns them in document coordinates, top first; the editor ends scrolled to
     * the top, where document and widget coordinates agree.
     */
    static List<InlineResult> drawn(IsolangEditor editor, int count) {
        StyledText widget = editor.viewer().getTextWidget();
        long deadline = System.currentTimeMillis() + 60_000;
        while (editor.inlineResults().size() != count) {
            assertTrue(System.currentTimeMillis() < deadline, "not " + count + " rows: " + editor.inlineResults());
            Workbench.pause(100);
        }
        scroll(editor, 0);
        Map<List<Object>, InlineResult> seen = new LinkedHashMap<>();
        while (true) {
            widget.redraw();
            Workbench.pause(100);
            int top = widget.getTopPixel();
            assertLinesBelowTheirHeaders(widget);
            for (InlineResult r : editor.inlineResults()) {
                if (r.bounds() != null) {
                    seen.put(List.of(r.command(), r.history()), inDocument(r, r.topPixel()));
                }
            }
            if (seen.size() == count) {
                break;
            }
            assertTrue(System.currentTimeMillis() < deadline, "not " + count + " drawn rows: " + seen.values());
            scroll(editor, top + Math.max(1, widget.getClientArea().height / 2));
            if (widget.getTopPixel() == top) {
                scroll(editor, 0);
            }
        }
        scroll(editor, 0);
        widget.redraw();
        Workbench.pause(100);
        return seen.values().stream().sorted(Comparator.comparingInt((InlineResult r) -> r.bounds().y)).toList();
    }

    /**
     * Checks that every line in view has its text below the space reserved above it, where the
     * widget's layout of the line could keep it at the top of that space, over the header.
     */
    private static void assertLinesBelowTheirHeaders(StyledText widget) {
        for (int line = widget.getTopIndex(); line <= JFaceTextUtil.getPartialBottomIndex(widget); line++) {
            assertEquals(widget.getLineVerticalIndent(line), LineLayouts.laidOutIndent(widget, line), "line " + line
                    + "'s text is not below the space reserved above it");
        }
    }

    /**
     * Scrolls the editor to a pixel as the scroll bar does: the scroll bar's selection event
     * makes the viewer tell its viewport listeners, among them the platform's record of the
     * visible lines whose line headers it draws (setting the widget's top pixel alone does not).
     */
    static void scroll(IsolangEditor editor, int pixel) {
        StyledText widget = editor.viewer().getTextWidget();
        widget.setTopPixel(pixel);
        if (widget.getVerticalBar() != null) {
            widget.getVerticalBar().notifyListeners(SWT.Selection, new Event());
        }
    }

    /** A row drawn while the editor was scrolled down by {@code top} pixels, in document coordinates. */
    private static InlineResult inDocument(InlineResult row, int top) {
        Map<String, Rectangle> links = new LinkedHashMap<>();
        row.links().forEach((label, r) -> links.put(label, new Rectangle(r.x, r.y + top, r.width, r.height)));
        Rectangle b = row.bounds();
        Rectangle f = row.figure();
        return new InlineResult(row.command(), row.history(), row.line(), new Rectangle(b.x, b.y + top, b.width,
                b.height), links, f == null ? null : new Rectangle(f.x, f.y + top, f.width, f.height), 0);
    }

    static InlineResult row(List<InlineResult> rows, String command, boolean history) {
        return rows.stream().filter(r -> r.command().equals(command) && r.history() == history).findFirst()
                .orElseThrow(() -> new AssertionError("no " + (history ? "history" : "run row") + " of " + command
                        + " in " + rows));
    }
}
