// SPDX-License-Identifier: EPL-2.0
package isolang.ui.wizards;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.jface.window.Window;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.dialogs.ContainerSelectionDialog;

import isolang.dsl.history.RecordedHistoryCheck;
import isolang.record.Workload;
import isolang.record.Workload.KeyDistribution;
import isolang.ui.model.WorkspacePaths;

/**
 * The second page of <em>Record History</em>: the workload (sessions, transactions, time limit,
 * keys and their distribution, operations per transaction, share of reads, seed), the workspace
 * file the history goes to, and the levels it is checked against. An existing file is pointed out;
 * Finish asks before replacing it.
 */
public final class RecordWorkloadPage extends WizardPage {

    private final Workload defaults = Workload.defaults();

    private final IContainer initialFolder;

    private Spinner sessions;

    private Text transactions;

    private Spinner seconds;

    private Spinner keys;

    private Combo distribution;

    private Spinner minOps;

    private Spinner maxOps;

    private Spinner reads;

    private Text seed;

    private Text folder;

    private Text name;

    private boolean nameEdited;

    private final List<Button> levelBoxes = new ArrayList<>();

    private Text moreLevels;

    /** A page whose history file goes into {@code initialFolder} (or the first project) by default. */
    RecordWorkloadPage(IContainer initialFolder) {
        super("workload");
        this.initialFolder = initialFolder;
        setTitle("Workload, History File and Levels");
        setDescription("Concurrent sessions run random reads and writes of registers; every written value is unique.");
    }

    @Override
    public void createControl(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        page.setLayout(new GridLayout(1, false));
        Group workload = group(page, "Workload", 4);
        sessions = spinner(workload, "&Sessions:", 1, 1000, defaults.sessions());
        transactions = text(workload, "&Transactions:", Long.toString(defaults.transactions()));
        keys = spinner(workload, "&Keys:", 1, 100_000_000, defaults.keys());
        new Label(workload, SWT.NONE).setText("&Distribution:");
        distribution = new Combo(workload, SWT.READ_ONLY);
        distribution.setItems("uniform", "hot (80% on 20% of the keys)");
        distribution.select(0);
        minOps = spinner(workload, "Operations, &min:", 1, 1000, defaults.minOps());
        maxOps = spinner(workload, "Operations, ma&x:", 1, 1000, defaults.maxOps());
        reads = spinner(workload, "&Reads (%):", 0, 100, (int) Math.round(100 * defaults.readRatio()));
        seed = text(workload, "S&eed:", Long.toString(defaults.seed()));
        seconds = spinner(workload, "Time &limit (s):", 1, 86_400, (int) defaults.duration().toSeconds());
        Group file = group(page, "History file (EDN, written as the transactions end)", 3);
        new Label(file, SWT.NONE).setText("&Folder:");
        folder = new Text(file, SWT.BORDER);
        folder.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        folder.setText(initialFolder == null ? "" : WorkspacePaths.shown(initialFolder.getFullPath()));
        Button browse = new Button(file, SWT.PUSH);
        browse.setText("B&rowse...");
        browse.addListener(SWT.Selection, e -> browse());
        new Label(file, SWT.NONE).setText("File &name:");
        name = new Text(file, SWT.BORDER);
        name.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        name.addListener(SWT.KeyDown, e -> nameEdited = true);
        Group check = group(page, "Then check the history against", 6);
        for (String level : RecordedHistoryCheck.STANDARD_LEVELS) {
            Button box = new Button(check, SWT.CHECK);
            box.setText(level);
            box.setSelection(true);
            box.addListener(SWT.Selection, e -> validate());
            levelBoxes.add(box);
        }
        new Label(check, SWT.NONE).setText("M&ore levels:");
        moreLevels = new Text(check, SWT.BORDER);
        moreLevels.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 5, 1));
        moreLevels.setMessage("comma-separated, e.g. cerone.PSI");
        for (Text t : List.of(transactions, seed, folder, name, moreLevels)) {
            t.addListener(SWT.Modify, e -> validate());
        }
        for (Spinner s : List.of(minOps, maxOps)) {
            s.addListener(SWT.Modify, e -> validate());
        }
        setControl(page);
        validate();
    }

    private static Group group(Composite parent, String title, int columns) {
        Group group = new Group(parent, SWT.NONE);
        group.setText(title);
        group.setLayout(new GridLayout(columns, false));
        group.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        return group;
    }

    private static Spinner spinner(Composite parent, String label, int min, int max, int value) {
        new Label(parent, SWT.NONE).setText(label);
        Spinner spinner = new Spinner(parent, SWT.BORDER);
        spinner.setValues(value, min, max, 0, 1, 10);
        spinner.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        return spinner;
    }

    private static Text text(Composite parent, String label, String value) {
        new Label(parent, SWT.NONE).setText(label);
        Text text = new Text(parent, SWT.BORDER);
        text.setText(value);
        text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        return text;
    }

    private void browse() {
        ContainerSelectionDialog dialog = new ContainerSelectionDialog(getShell(), folder().orElse(null), false,
                "Choose the folder of the history file:");
        if (dialog.open() == Window.OK && dialog.getResult().length > 0) {
            folder.setText(WorkspacePaths.shown((IPath) dialog.getResult()[0]));
        }
    }

    /** Proposes {@code history-DB-SETTING.edn} unless the user typed a name. */
    void propose(String database, String setting) {
        if (name != null && !nameEdited) {
            name.setText("history-" + database + "-" + setting.toLowerCase(Locale.ROOT) + ".edn");
        }
    }

    private java.util.Optional<IContainer> folder() {
        return WorkspacePaths.container(folder.getText());
    }

    private void validate() {
        String problem = null;
        if (parse(transactions.getText()) == null || parse(transactions.getText()) < 1) {
            problem = "Transactions must be a whole number of at least 1";
        } else if (parse(seed.getText()) == null) {
            problem = "The seed must be a whole number";
        } else if (minOps.getSelection() > maxOps.getSelection()) {
            problem = "The fewest operations per transaction exceed the most";
        } else if (folder().isEmpty()) {
            problem = "Choose an existing project or folder of the workspace";
        } else if (name.getText().isBlank() || name.getText().contains("/") || name.getText().contains("\\")) {
            problem = "Enter a file name";
        } else if (levels().isEmpty()) {
            problem = "Choose at least one level to check";
        }
        setErrorMessage(problem);
        setPageComplete(problem == null);
        boolean exists = problem == null && target().exists();
        setMessage(exists ? WorkspacePaths.shown(target().getFullPath()) + " exists; Finish asks before replacing it"
                : null,
                exists ? IMessageProvider.WARNING : IMessageProvider.NONE);
    }

    private static Long parse(String text) {
        try {
            return Long.parseLong(text.trim().replace(",", "").replace("_", ""));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** The workload as chosen; the page must be complete. */
    public Workload workload() {
        return new Workload(sessions.getSelection(), parse(transactions.getText()),
                Duration.ofSeconds(seconds.getSelection()),
                keys.getSelection(),
                distribution.getSelectionIndex() == 1 ? KeyDistribution.HOT : KeyDistribution.UNIFORM,
                minOps.getSelection(), maxOps.getSelection(), reads.getSelection() / 100.0, parse(seed.getText()));
    }

    /**
     * Says what Finish does with this page as it is, for the first page, where Finish is offered
     * before this page was seen.
     *
     * @return e.g. {@code Finish records 2,000 transactions in 8 sessions …}, or what is missing
     */
    public String summary() {
        if (!isPageComplete()) {
            return "Next: the workload, the history file and the levels to check.";
        }
        Workload w = workload();
        List<String> levels = levels();
        return String.format(Locale.ROOT, "Finish records %,d transactions in %d sessions on %d keys (%s, %d-%d"
                + " operations, %d%% reads, at most %d s) into %s and checks it against %s. Next changes them.",
                w.transactions(), w.sessions(), w.keys(), distribution.getText().replaceFirst(" .*", ""), w.minOps(),
                w.maxOps(), reads.getSelection(), seconds.getSelection(), WorkspacePaths.shown(target().getFullPath()),
                levels.size() > 3 ? levels.get(0) + " \u2026 " + levels.get(levels.size() - 1) + " (" + levels.size()
                        + " levels)" : String.join(", ", levels));
    }

    /** The history file as chosen; the page must be complete. */
    public IFile target() {
        return folder().orElseThrow().getFile(IPath.fromOSString(name.getText().trim()));
    }

    /** The levels to check, the standard ones ticked first. */
    public List<String> levels() {
        List<String> levels = new ArrayList<>();
        levelBoxes.stream().filter(Button::getSelection).forEach(box -> levels.add(box.getText()));
        Arrays.stream(moreLevels.getText().split(",")).map(String::trim).filter(s -> !s.isEmpty()).forEach(levels::add);
        return levels;
    }

    /**
     * Sets the workload and file, as the user would type them.
     *
     * @param sessionCount concurrent sessions
     * @param transactionCount transactions in all
     * @param keyCount registers
     * @param seedValue the seed
     * @param folderPath the workspace folder, e.g. {@code project/runs}
     * @param fileName the file's name
     */
    public void fill(int sessionCount, long transactionCount, int keyCount, long seedValue, String folderPath,
            String fileName) {
        sessions.setSelection(sessionCount);
        transactions.setText(Long.toString(transactionCount));
        keys.setSelection(keyCount);
        seed.setText(Long.toString(seedValue));
        folder.setText(folderPath);
        name.setText(fileName);
        nameEdited = true;
        validate();
    }
}
