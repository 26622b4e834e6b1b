// SPDX-License-Identifier: EPL-2.0
package isolang.ui.preferences;

import java.util.Arrays;

import org.eclipse.jface.preference.ComboFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.IntegerFieldEditor;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;

import isolang.solver.SatSolverChoice;

/** The isolang preference page: SAT solver, time limit and default scope. */
public final class IsolangPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

    /** Creates the page with a grid of field editors. */
    public IsolangPreferencePage() {
        super(GRID);
        setDescription("How isolang runs the commands of a specification.");
    }

    @Override
    public void init(IWorkbench workbench) {
        setPreferenceStore(IsolangPreferences.store());
    }

    @Override
    protected void createFieldEditors() {
        String[][] solvers = Arrays.stream(SatSolverChoice.values())
                .map(s -> new String[] {s.name().charAt(0) + s.name().substring(1).toLowerCase(), s.name()})
                .toArray(String[][]::new);
        addField(new ComboFieldEditor(IsolangPreferences.SOLVER, "SAT &solver:", solvers, getFieldEditorParent()));
        IntegerFieldEditor timeout = new IntegerFieldEditor(IsolangPreferences.TIMEOUT_SECONDS,
                "&Time limit per command (seconds):", getFieldEditorParent());
        timeout.setValidRange(1, 86_400);
        // Short messages: the dialog's message line cuts off long ones ("Value must be an I…").
        timeout.setErrorMessage("Time limit: 1 to 86400 seconds");
        addField(timeout);
        addScope(IsolangPreferences.SCOPE_TXN, "Default scope: &transactions:", "Transactions");
        addScope(IsolangPreferences.SCOPE_OBJ, "Default scope: &objects:", "Objects");
        addScope(IsolangPreferences.SCOPE_VAL, "Default scope: &values:", "Values");
    }

    private void addScope(String key, String label, String dimension) {
        IntegerFieldEditor field = new IntegerFieldEditor(key, label, getFieldEditorParent());
        field.setValidRange(1, 12);
        field.setErrorMessage(dimension + ": 1 to 12");
        addField(field);
    }
}
