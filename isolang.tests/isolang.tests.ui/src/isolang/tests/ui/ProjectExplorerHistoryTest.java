// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.expressions.IEvaluationContext;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.ISources;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.navigator.CommonNavigator;
import org.junit.jupiter.api.Test;

import isolang.history.LevelResult;
import isolang.history.Verdict;
import isolang.ui.history.HistoryEditor;
import isolang.ui.history.HistoryResultsView;
import isolang.ui.wizards.RecordHistoryWizard;

/**
 * The Project Explorer's history actions, as a user reaches them by right-clicking: <em>Check
 * against level…</em> on history files and dbcop/Cobra directories, <em>Open as History</em> on
 * such a directory (shown in the history viewer), and <em>Record History…</em> on a project or
 * folder, which opens the wizard with the history file going there.
 */
class ProjectExplorerHistoryTest extends WorkbenchProjectTest {

    private static final String CHECK = "Check against level...";
    private static final String OPEN = "Open as History";
    private static final String RECORD = "Record History...";

    /** A lost update in Plume text: both sessions read key 8's initial value and write it. */
    private static final String LOST_UPDATE = "r(8,0,1,1)\nw(8,7,1,1)\nr(8,0,2,2)\nw(8,9,2,2)\n";

    /**
     * dbcop's {@code history.bincode} (bincode: little-endian 64-bit numbers, booleans as a byte,
     * length-prefixed strings) of a lost update: a header, then two sessions of one committed
     * transaction each, which reads key 1's initial value and writes 7, resp. 9.
     */
    private static final String DBCOP_LOST_UPDATE = "AQAAAAAAAAACAAAAAAAAAAIAAAAAAAAAAQAAAAAAAAACAAAAAAAAAAsAAAAAAAAAb"
            + "G9zdCB1cGRhdGUZAAAAAAAAADIwMjYtMTEtMjZUMTY6MDA6MDArMDA6MDAZAAAAAAAAADIwMjYtMTEtMjZUMTY6MDA6MDErMD"
            + "A6MDACAAAAAAAAAAEAAAAAAAAAAgAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEBAQAAAAAAAAAHAAAAAAAAAAEBAQAAAAAAAAAC"
            + "AAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAQEBAAAAAAAAAAkAAAAAAAAAAQE=";

    ProjectExplorerHistoryTest() {
        super("isolang-explorer-test");
    }

    @Test
    void theContextMenuOffersTheHistoryActionsWhereTheyApply() throws Exception {
        IFile hist = Workbench.create(project, "run42.hist", LOST_UPDATE);
        IFile plume = Workbench.create(project, "plume.txt", LOST_UPDATE);
        IFile notes = Workbench.create(project, "notes.txt", "my notes on the run\n");
        IFolder dbcop = dbcopLostUpdate("hist-00000");
        IFolder plain = project.getFolder("docs");
        plain.create(true, true, null);

        assertEquals(List.of(CHECK), actions(hist));
        assertEquals(List.of(CHECK), actions(plume), "a .txt file whose content is a Plume history");
        assertEquals(List.of(), actions(notes), "a .txt file of notes is no history");
        assertEquals(List.of(CHECK, OPEN, RECORD), actions(dbcop));
        assertEquals(List.of(RECORD), actions(plain));
        assertEquals(List.of(RECORD), actions(project));
    }

    @Test
    void openAsHistoryShowsADbcopDirectoryInTheViewer() throws Exception {
        IFolder dbcop = dbcopLostUpdate("hist-00000");
        execute("isolang.ui.openAsHistory", dbcop);
        HistoryEditor editor = (HistoryEditor) page.getActiveEditor();
        assertNotNull(editor, "no history viewer opened");
        Workbench.waitUntil("the history to be read", 60, () -> editor.history() != null || editor.error() != null);
        assertEquals(null, editor.error());
        assertEquals("dbcop", editor.history().format().id());
        assertTrue(editor.summaryText().contains("2 transactions (2 committed, 0 aborted), 2 sessions"),
                editor.summaryText());
    }

    @Test
    void checkAgainstLevelChecksADirectoryAndShowsTheResults() throws Exception {
        IFolder dbcop = dbcopLostUpdate("hist-00000");
        Display display = Display.getCurrent();
        chooseLevels(display, List.of("biswas.SER", "biswas.RC"));
        execute("isolang.ui.checkHistory", dbcop);
        Workbench.waitUntil("the History Check view", 180, () -> page.findView(HistoryResultsView.ID) != null
                && ((HistoryResultsView) page.findView(HistoryResultsView.ID)).results() != null);
        HistoryResultsView view = (HistoryResultsView) page.findView(HistoryResultsView.ID);
        Map<String, Verdict> verdicts = new java.util.LinkedHashMap<>();
        for (LevelResult level : view.results().levels()) {
            verdicts.put(level.level().name(), level.verdict());
        }
        assertEquals(Map.of("biswas.SER", Verdict.VIOLATED, "biswas.RC", Verdict.SATISFIED), verdicts);
        assertTrue(view.detailsText().contains("lost update"), view.detailsText());
    }

    @Test
    void recordHistoryOpensTheWizardForTheSelectedFolder() throws Exception {
        IFolder runs = project.getFolder("runs");
        runs.create(true, true, null);
        Display display = Display.getCurrent();
        String[] target = new String[1];
        Runnable[] inspect = new Runnable[1];
        inspect[0] = () -> {
            for (Shell shell : display.getShells()) {
                if (shell.isVisible() && shell.getData() instanceof WizardDialog dialog
                        && dialog.getCurrentPage() != null
                        && dialog.getCurrentPage().getWizard() instanceof RecordHistoryWizard wizard) {
                    target[0] = wizard.workloadPage().target().getFullPath().toString();
                    dialog.close();
                    return;
                }
            }
            display.timerExec(100, inspect[0]);
        };
        display.timerExec(100, inspect[0]);
        execute("isolang.ui.recordHistory", runs);
        assertEquals("/isolang-explorer-test/runs/history-h2-read-committed.edn", target[0]);
    }

    /** The history actions of the Project Explorer's context menu on {@code resource}, in menu order. */
    private List<String> actions(IResource resource) throws Exception {
        CommonNavigator explorer = (CommonNavigator) page.showView(IPageLayout.ID_PROJECT_EXPLORER);
        explorer.selectReveal(new StructuredSelection(resource));
        Workbench.processEvents();
        Menu menu = explorer.getCommonViewer().getTree().getMenu();
        menu.notifyListeners(SWT.Show, new Event());
        Workbench.processEvents();
        List<String> found = new ArrayList<>();
        for (MenuItem item : menu.getItems()) {
            String text = item.getText().replace("&", "");
            if (List.of(CHECK, OPEN, RECORD).contains(text)) {
                found.add(text);
            }
        }
        menu.notifyListeners(SWT.Hide, new Event());
        Workbench.processEvents();
        return found;
    }

    /** Runs a command on {@code selected} as the Project Explorer's menu does. */
    private static void execute(String commandId, IResource selected) throws Exception {
        IHandlerService handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
        ICommandService commands = PlatformUI.getWorkbench().getService(ICommandService.class);
        IEvaluationContext context = handlers.createContextSnapshot(true);
        ISelection selection = new StructuredSelection(selected);
        context.addVariable(ISources.ACTIVE_CURRENT_SELECTION_NAME, selection);
        context.addVariable(ISources.ACTIVE_MENU_SELECTION_NAME, selection);
        handlers.executeCommandInContext(new ParameterizedCommand(commands.getCommand(commandId), null), null,
                context);
    }

    /** Ticks {@code levels} in the next level dialog and presses OK. */
    private static void chooseLevels(Display display, List<String> levels) {
        Runnable[] answer = new Runnable[1];
        answer[0] = () -> {
            for (Shell shell : display.getShells()) {
                if ("Check against level".equals(shell.getText()) && shell.isVisible()) {
                    Table table = find(shell, Table.class);
                    for (TableItem item : table.getItems()) {
                        item.setChecked(levels.contains(item.getText()));
                    }
                    Button ok = shell.getDefaultButton();
                    ok.notifyListeners(SWT.Selection, new Event());
                    return;
                }
            }
            display.timerExec(100, answer[0]);
        };
        display.timerExec(100, answer[0]);
    }

    private static <T extends Control> T find(Composite parent, Class<T> type) {
        for (Control child : parent.getChildren()) {
            if (type.isInstance(child)) {
                return type.cast(child);
            }
            if (child instanceof Composite composite) {
                T found = find(composite, type);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** A dbcop history directory of {@link #DBCOP_LOST_UPDATE}. */
    private IFolder dbcopLostUpdate(String name) throws CoreException {
        IFolder folder = project.getFolder(name);
        folder.create(true, true, null);
        folder.getFile("history.bincode").create(
                new ByteArrayInputStream(java.util.Base64.getDecoder().decode(DBCOP_LOST_UPDATE)), true, null);
        return folder;
    }
}
