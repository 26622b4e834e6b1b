// SPDX-License-Identifier: EPL-2.0
package isolang.ui.history;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.filesystem.URIUtil;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IURIEditorInput;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.EditorPart;

import isolang.history.model.HistoryStatistics;

/**
 * The history viewer: a recorded history file shown as its sessions and transactions (a lazy
 * tree, so a million transactions stay responsive) under a summary of its counts, with
 * <em>Check against level…</em>. The file is read by a {@link LoadHistoryJob} with progress and
 * a <em>Cancel</em> button; a malformed file shows the reader's message. Read-only: nothing is
 * ever written to the file.
 */
public class HistoryEditor extends EditorPart {

    /** Id of the editor in plugin.xml. */
    public static final String ID = "isolang.ui.history.HistoryEditor";

    private Label summary;
    private Button check;
    private Button cancel;
    private HistoryTree tree;
    private LoadHistoryJob job;
    private LoadedHistory history;
    private String error;
    private List<String> pendingLevels;

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        if (pathOf(input) == null) {
            throw new PartInitException("isolang can show histories from local files only, not " + input.getName());
        }
        setSite(site);
        setInput(input);
        setPartName(input.getName());
    }

    /** The local file of an editor input, or null. */
    static Path pathOf(IEditorInput input) {
        if (input instanceof IFileEditorInput file && file.getFile().getLocation() != null) {
            return file.getFile().getLocation().toFile().toPath();
        }
        if (input instanceof IURIEditorInput uri && "file".equals(uri.getURI().getScheme())) {
            return URIUtil.toPath(uri.getURI()).toFile().toPath();
        }
        return null;
    }

    /** The workspace file shown, or null for a file outside the workspace. */
    IFile workspaceFile() {
        return getEditorInput() instanceof IFileEditorInput file ? file.getFile() : null;
    }

    @Override
    public void createPartControl(Composite parent) {
        Composite root = new Composite(parent, SWT.NONE);
        root.setLayout(new GridLayout(3, false));
        summary = new Label(root, SWT.WRAP);
        summary.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        check = new Button(root, SWT.PUSH);
        check.setText("Check against level\u2026");
        check.setToolTipText(
                "Check the history against levels of the standard library and the workspace's .isol files");
        check.setEnabled(false);
        check.addListener(SWT.Selection, e -> LevelChoice.ask(getSite().getShell(), getEditorInput().getName())
                .ifPresent(this::check));
        cancel = new Button(root, SWT.PUSH);
        cancel.setText("Cancel");
        cancel.setToolTipText("Stop reading the file");
        cancel.addListener(SWT.Selection, e -> job.cancel());
        tree = new HistoryTree(root);
        tree.control().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1));
        load();
    }

    private void load() {
        Path path = pathOf(getEditorInput());
        summary.setText("Reading " + getEditorInput().getName() + "\u2026");
        Display display = summary.getDisplay();
        job = new LoadHistoryJob(path, getEditorInput().getName(),
                loaded -> display.asyncExec(() -> showHistory(loaded)),
                message -> display.asyncExec(() -> showError(message)));
        job.schedule();
    }

    private void showHistory(LoadedHistory loaded) {
        if (summary.isDisposed()) {
            return;
        }
        history = loaded;
        summary.setText(describe(history));
        summary.setToolTipText(String.join("\n", history.history().notes()));
        tree.show(history.history().history());
        check.setEnabled(true);
        cancel.setVisible(false);
        summary.getParent().layout(true);
        if (pendingLevels != null) {
            check(pendingLevels);
            pendingLevels = null;
        }
    }

    private void showError(String message) {
        if (summary.isDisposed()) {
            return;
        }
        error = message;
        summary.setText("cancelled".equals(error) ? "Reading was cancelled; reopen the file to read it again."
                : "Cannot show this history: " + error);
        cancel.setVisible(false);
        summary.getParent().layout(true);
    }

    /** The summary line of a loaded history. */
    static String describe(LoadedHistory loaded) {
        HistoryStatistics s = loaded.history().statistics();
        StringBuilder text = new StringBuilder(String.format("%s (%s): %,d transactions (%,d committed, %,d aborted",
                loaded.shown(), loaded.format().description(), s.transactions(), s.committed(), s.aborted()));
        if (s.indeterminate() > 0) {
            text.append(String.format(", %,d indeterminate", s.indeterminate()));
        }
        text.append(String.format("), %,d sessions, %,d operations (%,d reads, %,d writes), %,d keys; read in %.2f s",
                s.sessions(), s.operations(), s.reads(), s.writes(), s.keys(), loaded.millis() / 1000.0));
        for (String note : loaded.history().notes()) {
            text.append("\nnote: ").append(note);
        }
        return text.toString();
    }

    /**
     * Checks the shown history against levels in the background and shows the results in the
     * {@link HistoryResultsView}.
     *
     * @param levels level names as {@code isolang history check --level} takes them
     * @return the scheduled job
     */
    public CheckHistoryJob check(List<String> levels) {
        if (history == null) {
            throw new IllegalStateException(getEditorInput().getName() + " is not read yet");
        }
        CheckHistoryJob checking = new CheckHistoryJob(history, levels, workspaceFile());
        checking.schedule();
        HistoryResultsView.showWhenDone(getSite().getPage(), checking);
        return checking;
    }

    /**
     * Checks the history against {@code levels} as {@link #check(List)} does, now if it is read,
     * or as soon as it is; UI thread.
     */
    public void checkWhenRead(List<String> levels) {
        if (history != null) {
            check(levels);
        } else {
            pendingLevels = List.copyOf(levels);
        }
    }

    /** The history shown, or null while it is read or when it could not be read; UI thread. */
    public LoadedHistory history() {
        return history;
    }

    /** The reader's message when the file could not be read (shown above the tree), or null; UI thread. */
    public String error() {
        return error;
    }

    /** The summary text above the tree. */
    public String summaryText() {
        return summary.getText();
    }

    /** The tree of sessions and transactions. */
    public HistoryTree tree() {
        return tree;
    }

    @Override
    public void dispose() {
        if (job != null) {
            job.cancel();
        }
        super.dispose();
    }

    @Override
    public void setFocus() {
        tree.control().setFocus();
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        // read-only
    }

    @Override
    public void doSaveAs() {
        // read-only
    }

    @Override
    public boolean isDirty() {
        return false;
    }

    @Override
    public boolean isSaveAsAllowed() {
        return false;
    }
}
