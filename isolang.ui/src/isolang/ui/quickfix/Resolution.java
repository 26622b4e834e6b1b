// SPDX-License-Identifier: EPL-2.0
package isolang.ui.quickfix;

import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.swt.graphics.Image;
import org.eclipse.ui.IMarkerResolution2;

/** A quick fix given by its label, description and action. */
final class Resolution implements IMarkerResolution2 {

    /** What a quick fix does to its marker. */
    interface Action {
        void run(IMarker marker) throws CoreException;
    }

    private final String label;

    private final String description;

    private final Action action;

    Resolution(String label, String description, Action action) {
        this.label = label;
        this.description = description;
        this.action = action;
    }

    @Override
    public String getLabel() {
        return label;
    }

    @Override
    public String getDescription() {
        return description;
    }

    @Override
    public Image getImage() {
        return null;
    }

    @Override
    public void run(IMarker marker) {
        try {
            action.run(marker);
        } catch (CoreException e) {
            ILog.of(Resolution.class).error(label + " failed", e);
        }
    }
}
