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
import org.eclipse.core.runtime.Path;
import org.eclipse.emf.common.util.URI;

import isolang.solver.spec.Axiom;
import isolang.solver.spec.SourceRef;
import isolang.ui.validation.IsolangMarkers;

/**
 * Markers for runs: an error on a command whose run contradicts its {@code expect}, an info
 * on a command whose run found a history (so that its quick fixes are at hand), and an info on
 * each axiom of the project that forbids a history a membership check tested (so that the
 * Problems view leads to it). A new run of the command replaces them.
 */
public final class RunMarkers {

    private RunMarkers() {
    }

    /** Marks each axiom (in a workspace file) that forbids the history a membership run checked. */
    private static void markForbiddingAxioms(IFile file, RunRecord run) throws CoreException {
        for (Axiom axiom : run.forbidding()) {
            if (axiom.source().isEmpty()) {
                continue;
            }
            SourceRef source = axiom.source().get();
            URI uri = URI.createURI(source.uri());
            if (!uri.isPlatformResource()) {
                continue;
            }
            IFile target = ResourcesPlugin.getWorkspace().getRoot().getFile(new Path(uri.toPlatformString(true)));
            if (!target.exists()) {
                continue;
            }
            Map<String, Object> attributes = new HashMap<>();
            attributes.put(IsolangMarkers.COMMAND, run.command());
            attributes.put(IsolangMarkers.RUN_FILE, run.fileUri());
            attributes.put(IMarker.SEVERITY, IMarker.SEVERITY_INFO);
            attributes.put(IMarker.MESSAGE, "axiom " + axiom.name() + " forbids the history of " + run.command());
            attributes.put(IMarker.CHAR_START, source.offset());
            attributes.put(IMarker.CHAR_END, source.offset() + source.length());
            attributes.put(IMarker.LINE_NUMBER, source.line());
            target.createMarker(IsolangMarkers.RUN, attributes);
        }
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
                IResource scope = file.getProject();
                for (IMarker marker : scope.findMarkers(IsolangMarkers.RUN, false, IResource.DEPTH_INFINITE)) {
                    if (run.command().equals(marker.getAttribute(IsolangMarkers.COMMAND, ""))
                            && run.fileUri().equals(marker.getAttribute(IsolangMarkers.RUN_FILE, run.fileUri()))) {
                        marker.delete();
                    }
                }
                markForbiddingAxioms(file, run);
                boolean failed = run.status() == RunStatus.FAILED;
                if (!failed && !run.hasDrawing()) {
                    return;
                }
                Map<String, Object> attributes = new HashMap<>();
                attributes.put(IsolangMarkers.COMMAND, run.command());
                attributes.put(IsolangMarkers.RUN_FILE, run.fileUri());
                attributes.put(IMarker.SEVERITY, failed ? IMarker.SEVERITY_ERROR : IMarker.SEVERITY_INFO);
                attributes.put(IMarker.MESSAGE,
                        (failed ? "expect failed: " : "") + run.command() + ": " + run.verdict());
                if (run.compiled() != null) {
                    int offset = run.compiled().source().offset();
                    attributes.put(IMarker.CHAR_START, offset);
                    attributes.put(IMarker.CHAR_END, offset + run.compiled().source().length());
                    attributes.put(IMarker.LINE_NUMBER, run.compiled().source().line());
                }
                file.createMarker(IsolangMarkers.RUN, attributes);
            }, file.getProject(), IWorkspace.AVOID_UPDATE, null);
        } catch (CoreException e) {
            ILog.of(RunMarkers.class).error("Cannot mark the run of " + run.command(), e);
        }
    }
}
