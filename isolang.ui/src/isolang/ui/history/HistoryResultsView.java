// SPDX-License-Identifier: EPL-2.0
package isolang.ui.history;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;

import isolang.diagram.HistoryDiagram;
import isolang.dsl.history.ViolationDrawing;
import isolang.dsl.history.ViolationText;
import isolang.history.LevelResult;
import isolang.ui.diagram.DiagramPainter;

/**
 * The "isolang History Check" view: one row per level checked (verdict, time, checker); the
 * selected level's details (reason, notes, the violation in the names of its sub-history, the
 * Kodkod re-check) beside the violating sub-history's diagram; and <em>Insert as Regression
 * Test…</em>, which appends the sub-history and its {@code check … expect no} to a chosen
 * {@code .isol} file.
 */
public class HistoryResultsView extends ViewPart {

    /** Id of the view in plugin.xml. */
    public static final String ID = "isolang.ui.history.HistoryResultsView";

    /** The rows the levels table has room for before a check (the standard library's six levels). */
    private static final int MIN_ROWS = 6;

    private Label caption;
    private Table table;
    private Text details;
    private ScrolledComposite scroller;
    private Canvas canvas;
    private HistoryCheckResults results;
    private HistoryDiagram diagram;
    private Action insert;
    private TableFit tableFit;

    /** Shows the view with the job's results once it is done (from any thread). */
    static void showWhenDone(IWorkbenchPage page, CheckHistoryJob job) {
        job.addJobChangeListener(new JobChangeAdapter() {
            @Override
            public void done(IJobChangeEvent event) {
                Display.getDefault().asyncExec(() -> {
                    if (job.results() != null && page.getWorkbenchWindow().getShell() != null
                            && !page.getWorkbenchWindow().getShell().isDisposed()) {
                        try {
                            ((HistoryResultsView) page.showView(ID)).show(job.results());
                        } catch (PartInitException e) {
                            MessageDialog.openError(null, "isolang", "Cannot show the results: " + e.getMessage());
                        }
                    }
                });
            }
        });
    }

    @Override
    public void createPartControl(Composite parent) {
        Composite root = new Composite(parent, SWT.NONE);
        root.setLayout(new GridLayout(1, false));
        caption = new Label(root, SWT.WRAP);
        caption.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        caption.setText("Open a history file and choose Check against level\u2026 to see the verdicts here.");
        SashForm rows = new SashForm(root, SWT.VERTICAL);
        rows.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        table = new Table(rows, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
        table.setHeaderVisible(true);
        for (String[] column : new String[][] {{"Level", "160"}, {"Verdict", "90"}, {"Time", "70"},
                {"Checker", "420"}}) {
            TableColumn c = new TableColumn(table, SWT.LEFT);
            c.setText(column[0]);
            c.setWidth(Integer.parseInt(column[1]));
        }
        table.addListener(SWT.Selection, e -> select(table.getSelectionIndex()));
        SashForm columns = new SashForm(rows, SWT.HORIZONTAL);
        details = new Text(columns, SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL | SWT.BORDER);
        details.setFont(org.eclipse.jface.resource.JFaceResources.getTextFont());
        scroller = new ScrolledComposite(columns, SWT.H_SCROLL | SWT.V_SCROLL | SWT.BORDER);
        scroller.setBackground(scroller.getDisplay().getSystemColor(SWT.COLOR_WHITE));
        canvas = new Canvas(scroller, SWT.DOUBLE_BUFFERED);
        canvas.setBackground(canvas.getDisplay().getSystemColor(SWT.COLOR_WHITE));
        canvas.addPaintListener(e -> {
            if (diagram != null) {
                DiagramPainter.paint(e.gc, diagram, 0, 0, 1.0, true);
            }
        });
        scroller.setContent(canvas);
        tableFit = TableFit.install(rows, table, MIN_ROWS);
        columns.setWeights(2, 3);
        insert = new Action("Insert as Regression Test\u2026") {
            @Override
            public void run() {
                chooseAndInsert();
            }
        };
        insert.setToolTipText("Append the violating sub-history and its check to a specification");
        insert.setEnabled(false);
        getViewSite().getActionBars().getToolBarManager().add(insert);
        getViewSite().getActionBars().getMenuManager().add(insert);
        getViewSite().getActionBars().updateActionBars();
    }

    /** Shows {@code shown}, selecting the first violated level; call from the UI thread. */
    public void show(HistoryCheckResults shown) {
        results = shown;
        table.removeAll();
        int violated = 0;
        int first = -1;
        for (LevelResult level : shown.levels()) {
            TableItem item = new TableItem(table, SWT.NONE);
            item.setText(
                    new String[] {level.level().name(), level.verdict().word() + (level.disagreement() ? " (!)" : ""),
                            String.format("%.2f s", level.millis() / 1000.0), level.checker()});
            if (level.verdict() == isolang.history.Verdict.VIOLATED) {
                violated++;
                first = first < 0 ? table.getItemCount() - 1 : first;
            }
        }
        caption.setText(String.format("%s: %d of %d level%s violated%s", shown.history().shown(), violated,
                shown.levels().size(), shown.levels().size() == 1 ? "" : "s",
                shown.problems().isEmpty() ? "" : "\n" + String.join("\n", shown.problems())));
        int selected = first >= 0 ? first : shown.levels().isEmpty() ? -1 : 0;
        if (selected >= 0) {
            table.setSelection(selected);
        }
        select(selected);
        caption.getParent().layout(true);
        tableFit.fit();
    }

    /** Shows the details and the diagram of the {@code index}th level (-1: none). */
    public void select(int index) {
        diagram = null;
        LevelResult level = index >= 0 && results != null && index < results.levels().size()
                ? results.levels().get(index) : null;
        details.setText(level == null ? "" : ViolationText.details(level));
        if (level != null && !level.explanations().isEmpty()) {
            diagram = ViolationDrawing.laidOut(level.explanations().get(0), level.level().name());
            double[] size = DiagramPainter.size(diagram, true);
            canvas.setSize((int) Math.ceil(size[0]), (int) Math.ceil(size[1]));
        } else {
            canvas.setSize(0, 0);
        }
        canvas.redraw();
        insert.setEnabled(level != null && !level.explanations().isEmpty());
    }

    private LevelResult selected() {
        int index = table.getSelectionIndex();
        return results == null || index < 0 ? null : results.levels().get(index);
    }

    private void chooseAndInsert() {
        LevelResult level = selected();
        if (level == null || level.explanations().isEmpty()) {
            return;
        }
        List<IFile> files = WorkspaceSpecs.files();
        org.eclipse.ui.dialogs.ElementListSelectionDialog dialog = new org.eclipse.ui.dialogs.ElementListSelectionDialog(
                getSite().getShell(), new org.eclipse.jface.viewers.LabelProvider() {
                    @Override
                    public String getText(Object element) {
                        return ((IFile) element).getFullPath().toString();
                    }
                });
        dialog.setTitle("Insert as Regression Test");
        dialog.setMessage("The specification (.isol) to append the sub-history and its check to:");
        dialog.setElements(files.toArray());
        if (files.isEmpty()) {
            MessageDialog.openInformation(getSite().getShell(), "Insert as Regression Test",
                    "The workspace has no .isol file; create one (File > New > isolang File) and try again.");
            return;
        }
        if (dialog.open() == org.eclipse.jface.window.Window.OK && dialog.getFirstResult() instanceof IFile target) {
            try {
                insertInto(target, level);
                org.eclipse.ui.ide.IDE.openEditor(getSite().getPage(), target);
            } catch (CoreException | BadLocationException e) {
                MessageDialog.openError(getSite().getShell(), "Insert as Regression Test", e.getMessage());
            }
        }
    }

    /**
     * Appends the selected violation of {@code level} to {@code target} as a regression test.
     *
     * @return the text appended
     * @throws CoreException if the file cannot be opened or saved
     * @throws BadLocationException never for an append
     */
    public String insertInto(IFile target, LevelResult level) throws CoreException, BadLocationException {
        return RegressionTestInsertion.append(target, results, level, level.explanations().get(0));
    }

    /** The results shown, or null. */
    public HistoryCheckResults results() {
        return results;
    }

    /** The diagram of the selected level's violation, laid out, or null. */
    public HistoryDiagram diagram() {
        return diagram;
    }

    /** The details of the selected level. */
    public String detailsText() {
        return details.getText();
    }

    /** The table of levels, a row per level checked. */
    public Table levelsTable() {
        return table;
    }

    /** Whether <em>Insert as Regression Test…</em> is enabled. */
    public boolean canInsert() {
        return insert.isEnabled();
    }

    @Override
    public void setFocus() {
        table.setFocus();
    }
}
