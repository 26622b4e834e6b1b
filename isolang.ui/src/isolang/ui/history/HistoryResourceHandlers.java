// SPDX-License-Identifier: EPL-2.0
package isolang.ui.history;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * The Project Explorer's commands on a selected history file or directory: <em>Check against
 * Level…</em> (asks for the levels, opens the history viewer and checks once the history is
 * read) and <em>Open as History</em> (a dbcop or Cobra directory in the history viewer).
 */
public final class HistoryResourceHandlers {

    private HistoryResourceHandlers() {
    }

    /** The selected resource of a command's event, or null. */
    static IResource selected(ExecutionEvent event) {
        Object first = HandlerUtil.getCurrentStructuredSelection(event).getFirstElement();
        return Adapters.adapt(first, IResource.class);
    }

    private static void failed(ExecutionEvent event, String title, PartInitException e) {
        MessageDialog.openError(HandlerUtil.getActiveShell(event), title, e.getMessage());
    }

    /** <em>Check against Level…</em> on a history file or directory. */
    public static final class Check extends AbstractHandler {

        @Override
        public Object execute(ExecutionEvent event) throws ExecutionException {
            IResource resource = selected(event);
            IWorkbenchPage page = HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage();
            if (resource == null || page == null) {
                return null;
            }
            LevelChoice.ask(HandlerUtil.getActiveShell(event), resource.getName())
                    .ifPresent(levels -> {
                        try {
                            HistoryResources.check(page, resource, levels);
                        } catch (PartInitException e) {
                            failed(event, "Check against Level", e);
                        }
                    });
            return null;
        }
    }

    /** <em>Open as History</em> on a dbcop or Cobra history directory. */
    public static final class Open extends AbstractHandler {

        @Override
        public Object execute(ExecutionEvent event) throws ExecutionException {
            IResource resource = selected(event);
            IWorkbenchPage page = HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage();
            if (resource != null && page != null) {
                try {
                    HistoryResources.open(page, resource);
                } catch (PartInitException e) {
                    failed(event, "Open as History", e);
                }
            }
            return null;
        }
    }
}
