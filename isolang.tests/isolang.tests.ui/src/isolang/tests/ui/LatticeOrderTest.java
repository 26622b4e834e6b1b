// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;

import isolang.diagram.hasse.HasseDiagram;
import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.run.ResultView.Witnessed;
import isolang.solver.check.IndependentChecker;
import isolang.solver.check.IndependentVerdict;
import isolang.solver.spec.Level;
import isolang.ui.editor.InlineResult;
import isolang.ui.editor.IsolangEditor;
import isolang.ui.jobs.RunRecord;
import isolang.ui.jobs.RunResults;
import isolang.ui.jobs.RunStatus;
import isolang.ui.model.DocumentParser;
import isolang.ui.views.CounterexampleView;

/**
 * A {@code lattice} command draws its order as a Hasse diagram directly below the command, and
 * each line of it opens, in one click on its mark, the history that separates its two levels:
 * allowed by the weaker level and not by the stronger, as the independent checker confirms.
 */
class LatticeOrderTest extends WorkbenchProjectTest {

    private static final String TEXT = "import isolang.std.biswas.*\n\n"
            + "lattice chain: { RA, SI, SER } for 3 txn, 2 obj, 3 val\n"
            + "  expect { SER < SI < RA }\n\n"
            + "// the order is drawn above this line\n";

    LatticeOrderTest() {
        super("isolang-lattice-test");
    }

    @Test
    void theOrderIsDrawnBelowTheCommandAndEachLineOpensItsHistory() throws CoreException, BadLocationException {
        IFile file = Workbench.create(project, "chain.isol", TEXT);
        IsolangEditor editor = (IsolangEditor) IDE.openEditor(page, file);
        Workbench.waitUntil("the first parse", 60, () -> editor.lastParse() != null);
        String uri = DocumentParser.uriOf(file).toString();
        editor.runCommands(Set.of("chain"));
        Workbench.waitUntil("the lattice", 300, () -> RunResults.get().latest(uri, "chain")
                .filter(r -> r.status() != RunStatus.RUNNING).isPresent());
        RunRecord run = RunResults.get().latest(uri, "chain").orElseThrow();
        assertEquals(RunStatus.PASSED, run.status(), run.verdict());
        assertTrue(run.verdict().startsWith("biswas.SER < biswas.SI, biswas.SI < biswas.RA"), run.verdict());
        HasseDiagram order = run.hasse().orElseThrow();
        assertEquals(3, order.nodes().size());
        assertEquals(2, order.edges().size());

        IDocument document = editor.viewer().getDocument();
        InlineResult drawn = drawnOrder(editor);
        assertEquals(document.getLineOfOffset(TEXT.indexOf("  expect")) + 1, drawn.line(),
                "the order is not below the command's last line");
        StyledText widget = editor.viewer().getTextWidget();
        assertTrue(drawn.bounds().height > 3 * widget.getLineHeight(), "the order is not drawn: " + drawn);

        List<Level> levels = ((CompiledCommand.Lattice) run.compiled()).levels();
        Level ra = levels.get(0);
        Level si = levels.get(1);
        Level ser = levels.get(2);
        checkLine(run, drawn, "biswas.SER < biswas.SI", si, ser);
        checkLine(run, drawn, "biswas.SI < biswas.RA", ra, si);

        CounterexampleView view = (CounterexampleView) page.findView(CounterexampleView.ID);
        view.show(run);
        assertNotNull(view.order(), "the view does not show the order again");
        assertEquals(order, view.order());
    }

    /**
     * Checks that a line's mark is a link inside the drawing, clicks it (the pointer's move, press
     * and release at the mark, as SWT reports them to the text widget's mouse listeners, which the
     * platform's own line-header hit test ignored below a header's first line) and checks the
     * history the view then shows.
     */
    private void checkLine(RunRecord run, InlineResult drawn, String line, Level weaker, Level stronger) {
        Rectangle mark = drawn.links().get(line);
        assertNotNull(mark, "no link on " + line + ": " + drawn);
        assertTrue(drawn.bounds().contains(mark.x + mark.width / 2, mark.y + mark.height / 2), line + " " + mark);
        if (page.findView(CounterexampleView.ID) != null) {
            page.hideView(page.findView(CounterexampleView.ID));
        }
        StyledText widget = ((IsolangEditor) page.getActiveEditor()).viewer().getTextWidget();
        assertTrue(mark.y > drawn.bounds().y + 2 * widget.getLineHeight(),
                "the mark is on the header's first lines, which the platform's own hit test reaches: " + mark);
        Workbench.click(widget, mark.x + mark.width / 2, mark.y + mark.height / 2);
        Workbench.waitUntil("the Counterexample view after clicking " + line, 30,
                () -> page.findView(CounterexampleView.ID) != null
                        && ((CounterexampleView) page.findView(CounterexampleView.ID)).history() != null);
        CounterexampleView view = (CounterexampleView) page.findView(CounterexampleView.ID);
        Witnessed shown = view.history();
        assertTrue(shown.title().startsWith("allowed by " + weaker.name() + ", not by " + stronger.name()),
                shown.title());
        assertTrue(view.caption().startsWith("chain: " + line), view.caption());
        IndependentChecker checker = new IndependentChecker();
        assertInstanceOf(IndependentVerdict.Allowed.class, checker.check(shown.history(), weaker), line);
        assertInstanceOf(IndependentVerdict.Disallowed.class, checker.check(shown.history(), stronger), line);
    }

    private static InlineResult drawnOrder(IsolangEditor editor) {
        long deadline = System.currentTimeMillis() + 30_000;
        while (true) {
            List<InlineResult> rows = editor.inlineResults();
            var order = rows.stream().filter(r -> r.history() && r.bounds() != null && r.links().size() >= 3)
                    .findFirst();
            if (order.isPresent()) {
                return order.get();
            }
            assertTrue(System.currentTimeMillis() < deadline, "no order drawn: " + rows);
            editor.viewer().getTextWidget().redraw();
            Workbench.pause(100);
        }
    }
}
