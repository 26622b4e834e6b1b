// SPDX-License-Identifier: EPL-2.0
package isolang.ui.jobs;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;

import isolang.ui.validation.IsolangMarkers;

/**
 * Markers for runs: an error on a command whose run contradicts its {@code expect}, an info
 * on a command whose run found a history (so that its quick fixes are at hand). A new run of
 * the command replaces them.
 */
public final class RunMarkers {

    private RunMarkers() {
    }

    /**
     * Replaces the run markers of the run's command.
     *
     * @param file the file of the command
     * @param run the finished run
     */
    public static void update(IFile file, RunRecord run) {
        try {
            ResourcesPlugin.getWorkspace().run(monitor -> {
                if (!file.exists()) {
                    return;
                }
                for (IMarker marker : file.findMarkers(IsolangMarkers.RUN, false, IResource.DEPTH_ZERO)) {
                    if (run.command().equals(marker.getAttribute(IsolangMarkers.COMMAND, ""))) {
                        marker.delete();
                    }
                }
                boolean failed = run.status() == RunStatus.FAILED;
                if (!failed && run.counterexample().isEmpty()) {
                    return;
                }
                Map<String, Object> attributes = new HashMap<>();
                attributes.put(IsolangMarkers.COMMAND, run.command());
                attributes.put(IMarker.SEVERITY, failed ? IMarker.SEVERITY_ERROR : IMarker.SEVERITY_INFO);
                attributes.put(IMarker.MESSAGE, (failed ? "expect failed: " : "") + run.command() + ": " + run.verdict());
                if (run.compiled() != null) {
                    int offset = run.compiled().source().offset();
                    attributes.put(IMarker.CHAR_START, offset);
                    attributes.put(IMarker.CHAR_END, offset + run.compiled().source().length());
                    attributes.put(IMarker.LINE_NUMBER, run.compiled().source().line());
                }
                file.createMarker(IsolangMarkers.RUN, attributes);
            }, file, IWorkspace.AVOID_UPDATE, null);
        } catch (CoreException e) {
            ILog.of(RunMarkers.class).error("Cannot mark the run of " + run.command(), e);
        }
    }
}
