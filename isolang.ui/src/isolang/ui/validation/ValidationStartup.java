// SPDX-License-Identifier: EPL-2.0
package isolang.ui.validation;

import org.eclipse.ui.IStartup;

/** Starts the workspace validator when the workbench starts, so markers exist before any editor opens. */
public final class ValidationStartup implements IStartup {

    @Override
    public void earlyStartup() {
        WorkspaceValidator.start();
    }
}
