// SPDX-License-Identifier: EPL-2.0
package isolang.ui.views;

import java.util.List;
import java.util.Locale;

import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.viewers.ColumnViewerToolTipSupport;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.ViewPart;

import isolang.dsl.history.AnomalyTally;
import isolang.history.LevelResult;
import isolang.history.Verdict;
import isolang.ui.history.TableFit;
import isolang.ui.model.WorkspacePaths;
import isolang.ui.record.LevelDetails;
import isolang.ui.record.RecordedRun;

/**
 * The "isolang Recorded History" view: what a recording from a database did (database,
 * setting and what the database documents for it, workload, how the transactions ended) and
 * the levels its history satisfies and violates, a row per level with the anomalies found;
 * selecting a level shows its violations, the minimal violating sub-history and the Kodkod
 * re-check.
 */
public class RecordedHistoryView extends ViewPart {

    /** Id of the view in plugin.xml. */
    public static final String ID = "isolang.ui.views.RecordedHistoryView";

    /** The rows the levels table has room for before a recording (the standard library's six levels). */
    private static final int STANDARD_LEVELS = 6;
    /** The narrowest the last column, the anomalies found, is drawn. */
    private static final int ANOMALIES_WIDTH = 330;

    private Label title;

    private Label summary;

    private TableViewer levels;

    private Text details;

    private RecordedRun run;

    private TableFit tableFit;

    /**
     * Shows {@code run} in the view of the active workbench page, opening the view if needed;
     * call from the UI thread.
     *
     * @return the view, or null if no page is open
     */
    public static RecordedHistoryView show(RecordedRun run) {
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow() == null ? null
                : PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        if (page == null) {
            return null;
        }
        try {
            RecordedHistoryView view = (RecordedHistoryView) page.showView(ID);
            view.setRun(run);
            return view;
        } catch (PartInitException e) {
            ILog.of(RecordedHistoryView.class).error("Cannot open the recorded history view", e);
            return null;
        }
    }

    @Override
    public void createPartControl(Composite parent) {
        Composite body = new Composite(parent, SWT.NONE);
        body.setLayout(new GridLayout(1, false));
        title = new Label(body, SWT.WRAP);
        title.setFont(JFaceResources.getBannerFont());
        title.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        title.setText("No history recorded yet: File > New > Other... > isolang > Record History from a Database");
        summary = new Label(body, SWT.WRAP);
        summary.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        SashForm sash = new SashForm(body, SWT.VERTICAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        levels = TextColumns.table(sash, LevelResult.class)
                .add("Level", 110, r -> r.level().name())
                .add("Verdict", 90, r -> r.verdict().word(), r -> null, RecordedHistoryView::verdictColor)
                .add("Time", 70, r -> String.format(Locale.ROOT, "%.2f s", r.millis() / 1000.0))
                .add("Checker", 330, LevelResult::checker)
                .add("Anomalies found", ANOMALIES_WIDTH, LevelDetails::found, LevelDetails::found, r -> null)
                .viewer();
        ColumnViewerToolTipSupport.enableFor(levels);
        levels.addSelectionChangedListener(event -> showDetails());
        // wrapped: a note of one long line must not run past the pane's edge
        details = new Text(sash, SWT.MULTI | SWT.READ_ONLY | SWT.BORDER | SWT.V_SCROLL | SWT.WRAP);
        details.setFont(JFaceResources.getTextFont());
        tableFit = TableFit.install(sash, levels.getTable(), STANDARD_LEVELS);
    }

    private static Color verdictColor(LevelResult result) {
        Verdict verdict = result.verdict();
        return verdict == Verdict.UNKNOWN ? null
                : Display.getCurrent().getSystemColor(verdict == Verdict.SATISFIED ? SWT.COLOR_DARK_GREEN
                        : SWT.COLOR_RED);
    }

    /**
     * Shows a recording and its check; selects the first violated level.
     *
     * @param shown the recording
     */
    public void setRun(RecordedRun shown) {
        run = shown;
        title.setText(WorkspacePaths.shown(shown.request().target().getFullPath()) + ": " + shown.verdicts());
        summary.setText(String.format(Locale.ROOT, "%s at %s (%s)%n%s; %d sessions, %d keys (%s), %d-%d operations,"
                + " %.0f%% reads, seed %d%s", shown.database(), shown.setting().name(), shown.setting().documented(),
                shown.outcomes(), shown.request().workload().sessions(), shown.request().workload().keys(),
                shown.request().workload().distribution().name().toLowerCase(Locale.ROOT),
                shown.request().workload().minOps(), shown.request().workload().maxOps(),
                100 * shown.request().workload().readRatio(), shown.request().workload().seed(), errors(shown)));
        List<LevelResult> results = shown.check().map(c -> c.levels()).orElse(List.of());
        if (!results.isEmpty()) {
            AnomalyTally tally = new AnomalyTally();
            results.forEach(tally::add);
            summary.setText(summary.getText() + "\nAnomalies (distinct over the levels): "
                    + tally.describe(shown.transactions()));
        }
        levels.setInput(results);
        fitAnomalies();
        results.stream().filter(r -> r.verdict() == Verdict.VIOLATED).findFirst()
                .or(() -> results.stream().findFirst())
                .ifPresent(r -> levels.setSelection(new StructuredSelection(r), true));
        showDetails();
        title.getParent().layout(true, true);
        tableFit.fit();
    }

    private static String errors(RecordedRun shown) {
        return shown.errors().entrySet().stream().sorted((a, b) -> Long.compare(b.getValue(), a.getValue())).limit(3)
                .map(e -> String.format(Locale.ROOT, "%n  %,d x %s", e.getValue(), e.getKey()))
                .reduce(shown.errors().isEmpty() ? "" : String.format("%nDatabase errors:"), String::concat);
    }

    /**
     * Widens the last column to its longest list of anomalies, so that the table scrolls
     * sideways rather than cutting a list short (its tool tip shows the list too).
     */
    private void fitAnomalies() {
        TableColumn anomalies = levels.getTable().getColumn(levels.getTable().getColumnCount() - 1);
        anomalies.pack();
        anomalies.setWidth(Math.max(ANOMALIES_WIDTH, anomalies.getWidth()));
    }

    private void showDetails() {
        if (run == null || run.check().isEmpty()) {
            details.setText(run == null ? "" : run.verdicts());
            return;
        }
        Object selected = ((IStructuredSelection) levels.getSelection()).getFirstElement();
        details.setText(selected instanceof LevelResult result
                ? LevelDetails.describe(result, run.check().get().history()) : "");
    }

    /** The recording shown, if any. */
    public RecordedRun run() {
        return run;
    }

    /** The rows of the levels table, as shown: level, verdict, time, anomalies, checker. */
    public List<List<String>> rows() {
        return java.util.Arrays.stream(levels.getTable().getItems())
                .map(item -> List.of(item.getText(0), item.getText(1), item.getText(2), item.getText(3),
                        item.getText(4)))
                .toList();
    }

    /** The title: the recorded file and the levels by verdict. */
    public String titleText() {
        return title.getText();
    }

    /** The summary below the title: database, setting, workload, outcomes and the anomalies found. */
    public String summaryText() {
        return summary.getText();
    }

    /** The table of levels. */
    public org.eclipse.swt.widgets.Table levelsTable() {
        return levels.getTable();
    }

    /** The text of the details pane. */
    public String detailsText() {
        return details.getText();
    }

    @Override
    public void setFocus() {
        levels.getControl().setFocus();
    }
}
