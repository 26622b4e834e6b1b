// SPDX-License-Identifier: EPL-2.0
package isolang.ui.wizards;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * <em>Record History…</em> on a project or folder of the Project Explorer: opens the
 * {@link RecordHistoryWizard} with the history file going into the selected project or folder.
 */
public final class RecordHistoryHandler extends AbstractHandler {

    /** The id of the command in plugin.xml. */
    public static final String COMMAND = "isolang.ui.recordHistory";

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        RecordHistoryWizard wizard = new RecordHistoryWizard();
        wizard.init(PlatformUI.getWorkbench(), HandlerUtil.getCurrentStructuredSelection(event));
        new WizardDialog(HandlerUtil.getActiveShellChecked(event), wizard).open();
        return null;
    }
}
