// SPDX-License-Identifier: EPL-2.0
package isolang.ui.wizards;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

import isolang.record.db.DatabaseException;
import isolang.record.db.IsolationSetting;
import isolang.ui.record.RecordRequest;

/**
 * The first page of <em>Record History</em>: the database (H2, the default; HSQLDB; an embedded
 * PostgreSQL server; or any server by JDBC URL) and its isolation setting, named as the database
 * names it, with what the database documents for it. The URL, user and password rows are shown
 * only for a running server; the page ends by saying what Finish records with the next page's
 * values, as Finish is offered before that page was seen.
 */
public final class RecordDatabasePage extends WizardPage {

    /** The databases offered, in the order of {@link #DATABASE_LABELS}. */
    static final List<String> DATABASES = List.of("h2", "hsqldb", "postgres", RecordRequest.JDBC);

    private static final List<String> DATABASE_LABELS = List.of("H2 (in-process, no setup)",
            "HSQLDB (in-process; two-phase locking or multiversion)", "PostgreSQL (embedded server started by isolang)",
            "A running server, by JDBC URL");

    /** Lines of text the documented guarantee has room for. */
    private static final int DOCUMENTED_LINES = 4;

    private Combo database;

    private Text url;

    private Text user;

    private Text password;

    private Combo setting;

    private Label documented;

    private List<IsolationSetting> settings = List.of();

    /** The labels and fields of a running server's URL, user and password. */
    private final List<Control> serverRows = new ArrayList<>();

    private Label finishing;

    private final Runnable changed;

    private final Supplier<String> summary;

    /**
     * A page that runs {@code changed} whenever the database or setting changes.
     *
     * @param changed runs when the database or setting changes
     * @param summary what Finish would record, or null while that is not known yet
     */
    RecordDatabasePage(Runnable changed, Supplier<String> summary) {
        super("database");
        this.changed = changed;
        this.summary = summary;
        setTitle("Record a History from a Database");
        setDescription("Choose the database and the isolation setting to test.");
    }

    @Override
    public void createControl(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        page.setLayout(new GridLayout(1, false));
        initializeDialogUnits(page);
        Group db = group(page, "Database");
        label(db, "&Database:");
        database = new Combo(db, SWT.READ_ONLY);
        DATABASE_LABELS.forEach(database::add);
        database.select(0);
        database.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        serverRows.add(label(db, "JDBC &URL:"));
        url = text(db, "jdbc:postgresql://localhost/test");
        serverRows.add(label(db, "U&ser:"));
        user = text(db, "");
        serverRows.add(label(db, "Pass&word:"));
        password = new Text(db, SWT.BORDER | SWT.PASSWORD);
        password.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        serverRows.addAll(List.of(url, user, password));
        Group isolation = group(page, "Isolation");
        label(isolation, "&Isolation setting:");
        setting = new Combo(isolation, SWT.READ_ONLY);
        setting.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Label heading = new Label(isolation, SWT.NONE);
        heading.setText("Documented:");
        heading.setLayoutData(new GridData(SWT.LEFT, SWT.TOP, false, false));
        documented = new Label(isolation, SWT.WRAP);
        GridData wide = new GridData(SWT.FILL, SWT.TOP, true, false);
        wide.widthHint = 420;
        // room for the longest documented guarantee (H2's serializable quotes its guide): four lines
        wide.heightHint = convertHeightInCharsToPixels(DOCUMENTED_LINES);
        documented.setLayoutData(wide);
        finishing = new Label(page, SWT.WRAP);
        GridData bottom = new GridData(SWT.FILL, SWT.END, true, true);
        bottom.widthHint = 420;
        finishing.setLayoutData(bottom);
        database.addListener(SWT.Selection, e -> databaseChanged());
        url.addListener(SWT.Modify, e -> databaseChanged());
        setting.addListener(SWT.Selection, e -> settingChanged());
        databaseChanged();
        setControl(page);
    }

    private static Group group(Composite parent, String title) {
        Group group = new Group(parent, SWT.NONE);
        group.setText(title);
        group.setLayout(new GridLayout(2, false));
        group.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        return group;
    }

    private static Label label(Composite parent, String text) {
        Label label = new Label(parent, SWT.NONE);
        label.setText(text);
        label.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false));
        return label;
    }

    private static Text text(Composite parent, String initial) {
        Text text = new Text(parent, SWT.BORDER);
        text.setText(initial);
        text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        return text;
    }

    private void databaseChanged() {
        boolean jdbc = isJdbc();
        for (Control row : serverRows) {
            row.setVisible(jdbc);
            ((GridData) row.getLayoutData()).exclude = !jdbc;
        }
        url.getParent().getParent().layout(true, true);
        String before = setting.getSelectionIndex() < 0 ? "read-committed" : setting.getText();
        try {
            settings = RecordRequest.settings(database(), url.getText().trim());
        } catch (DatabaseException e) {
            settings = List.of();
        }
        setting.removeAll();
        settings.forEach(s -> setting.add(s.name()));
        int keep = settings.stream().map(IsolationSetting::name).toList().indexOf(before);
        int readCommitted = settings.stream().map(IsolationSetting::name).toList().indexOf("read-committed");
        setting.select(keep >= 0 ? keep : Math.max(0, readCommitted));
        settingChanged();
    }

    private void settingChanged() {
        int index = setting.getSelectionIndex();
        documented.setText(index < 0 ? "" : settings.get(index).documented());
        String problem = isJdbc() && !url.getText().trim().startsWith("jdbc:") ? "Enter a JDBC URL (jdbc:...)"
                : index < 0 ? "Choose an isolation setting" : null;
        setErrorMessage(problem);
        setPageComplete(problem == null);
        changed.run();
        showSummary();
    }

    /** Says again what Finish records, e.g. after the next page changed. */
    void showSummary() {
        String text = summary.get();
        if (finishing != null && text != null && !text.equals(finishing.getText())) {
            finishing.setText(text);
            finishing.getParent().layout(true, true);
        }
    }

    @Override
    public void setVisible(boolean visible) {
        if (visible) {
            showSummary();
        }
        super.setVisible(visible);
    }

    private boolean isJdbc() {
        return RecordRequest.JDBC.equals(database());
    }

    /** The chosen database: {@code h2}, {@code hsqldb}, {@code postgres} or {@link RecordRequest#JDBC}. */
    public String database() {
        return DATABASES.get(Math.max(0, database.getSelectionIndex()));
    }

    /** The chosen setting's name. */
    public String setting() {
        return setting.getText();
    }

    /** The JDBC URL, user and password (for {@link RecordRequest#JDBC}). */
    String[] server() {
        return new String[] {url.getText().trim(), user.getText(), password.getText()};
    }

    /**
     * Chooses a database and setting, as the user would.
     *
     * @param name one of {@code h2}, {@code hsqldb}, {@code postgres}, {@code jdbc}
     * @param settingName the setting's name
     */
    public void choose(String name, String settingName) {
        database.select(DATABASES.indexOf(name));
        databaseChanged();
        setting.select(settings.stream().map(IsolationSetting::name).toList().indexOf(settingName));
        settingChanged();
    }
}
