// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.junit.jupiter.api.Test;

import isolang.solver.Defaults;
import isolang.ui.preferences.IsolangPreferencePage;
import isolang.ui.preferences.IsolangPreferences;

/**
 * The preference page offers the defaults the command line and the language use
 * ({@link Defaults}), and a value out of range is explained by a message the dialog shows in
 * full, not cut off.
 */
class PreferencePageTest {

    private static final String PAGE = "isolang.ui.preferences";

    @Test
    void theDefaultsAreTheCommandLinesAndEveryWrongValueIsExplainedInFull() {
        IPreferenceStore store = IsolangPreferences.store();
        assertEquals(Defaults.SOLVER.name(), store.getDefaultString(IsolangPreferences.SOLVER));
        assertEquals(Defaults.TIMEOUT.toSeconds(), store.getDefaultLong(IsolangPreferences.TIMEOUT_SECONDS));
        for (String scope : List.of(IsolangPreferences.SCOPE_TXN, IsolangPreferences.SCOPE_OBJ,
                IsolangPreferences.SCOPE_VAL)) {
            assertEquals(Defaults.SCOPE_SIZE, store.getDefaultInt(scope), scope);
        }

        PreferenceDialog dialog = PreferencesUtil.createPreferenceDialogOn(
                PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), PAGE, new String[] {PAGE}, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            Workbench.processEvents();
            IsolangPreferencePage page = (IsolangPreferencePage) dialog.getSelectedPage();
            List<Text> fields = all(page.getControl(), Text.class);
            assertEquals(4, fields.size(), "time limit and the three scope sizes");
            List<String> expected = List.of("Time limit: 1 to 86400 seconds", "Transactions: 1 to 12",
                    "Objects: 1 to 12", "Values: 1 to 12");
            for (int n = 0; n < fields.size(); n++) {
                Text field = fields.get(n);
                String before = field.getText();
                for (String wrong : List.of("0", "x", "100000")) {
                    type(field, wrong);
                    assertFalse(page.isValid(), wrong + " accepted in field " + n);
                    assertEquals(expected.get(n), page.getErrorMessage());
                    Text message = shown(dialog.getShell(), expected.get(n));
                    int needed = message.computeSize(SWT.DEFAULT, SWT.DEFAULT).x;
                    assertTrue(needed <= message.getSize().x, String.format(Locale.ROOT,
                            "'%s' needs %d px and has %d", expected.get(n), needed, message.getSize().x));
                }
                type(field, before);
                assertTrue(page.isValid(), "the value before is not accepted again: " + before);
            }
        } finally {
            dialog.close();
        }
    }

    /** Replaces a field's text as typing would: the field editor checks it when a key is released. */
    private static void type(Text field, String text) {
        field.setText(text);
        Event released = new Event();
        released.character = text.isEmpty() ? ' ' : text.charAt(text.length() - 1);
        field.notifyListeners(SWT.KeyUp, released);
        Workbench.processEvents();
    }

    /** The dialog's message line ({@code DialogMessageArea}) when it shows {@code text}. */
    private static Text shown(Control root, String text) {
        return all(root, Text.class).stream().filter(t -> text.equals(t.getText().trim()) && t.isVisible())
                .findFirst().orElseThrow(() -> new AssertionError("the dialog does not show '" + text + "'"));
    }

    private static <T extends Control> List<T> all(Control root, Class<T> type) {
        List<T> found = new ArrayList<>();
        if (type.isInstance(root)) {
            found.add(type.cast(root));
        }
        if (root instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                found.addAll(all(child, type));
            }
        }
        return found;
    }
}
