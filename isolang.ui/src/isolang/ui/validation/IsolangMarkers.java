// SPDX-License-Identifier: EPL-2.0
package isolang.ui.validation;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.validation.Issue;

/**
 * The problem markers of isolang: validation issues ({@link #VALIDATION}) and the outcome of
 * runs that did not meet their expectation ({@link #RUN}). Both are problem and text markers,
 * so they show in the Problems view and as editor annotations. Markers carry the issue code
 * and data so that quick fixes can act on them.
 */
public final class IsolangMarkers {

    /** Marker type of validation issues. */
    public static final String VALIDATION = "isolang.ui.problem";

    /** Marker type of run outcomes (failed expectations, found counterexamples). */
    public static final String RUN = "isolang.ui.runProblem";

    /** Attribute: the validation issue code ({@code isolang.dsl.validation.IssueCodes}). */
    public static final String CODE = "isolang.code";

    /** Attribute: the issue data, joined by {@link #DATA_SEPARATOR}. */
    public static final String DATA = "isolang.data";

    /** Attribute of run markers: the name of the command the marker is about. */
    public static final String COMMAND = "isolang.command";

    /** Attribute of run markers: the URI of the file of the command. */
    public static final String RUN_FILE = "isolang.runFile";

    /** Separator of the issue data strings in {@link #DATA}. */
    public static final String DATA_SEPARATOR = "\u001f";

    private IsolangMarkers() {
    }

    /**
     * Replaces the validation markers of {@code file} with markers for {@code issues}, in one
     * workspace operation on the file.
     *
     * @param file the file
     * @param issues the issues of the file (issues of other files are skipped)
     */
    public static void replace(IFile file, List<Issue> issues) {
        IWorkspace workspace = ResourcesPlugin.getWorkspace();
        try {
            workspace.run(monitor -> {
                if (!file.exists()) {
                    return;
                }
                file.deleteMarkers(VALIDATION, true, IResource.DEPTH_ZERO);
                for (Issue issue : issues) {
                    if (issue.getSeverity() != Severity.IGNORE) {
                        file.createMarker(VALIDATION, attributes(issue));
                    }
                }
            }, file, IWorkspace.AVOID_UPDATE, null);
        } catch (CoreException e) {
            ILog.of(IsolangMarkers.class).error("Cannot update the markers of " + file.getFullPath(), e);
        }
    }

    private static Map<String, Object> attributes(Issue issue) {
        Map<String, Object> attributes = new HashMap<>();
        attributes.put(IMarker.MESSAGE, issue.getMessage());
        attributes.put(IMarker.SEVERITY, switch (issue.getSeverity()) {
            case ERROR -> IMarker.SEVERITY_ERROR;
            case WARNING -> IMarker.SEVERITY_WARNING;
            default -> IMarker.SEVERITY_INFO;
        });
        if (issue.getLineNumber() != null) {
            attributes.put(IMarker.LINE_NUMBER, issue.getLineNumber());
        }
        if (issue.getOffset() != null && issue.getLength() != null) {
            attributes.put(IMarker.CHAR_START, issue.getOffset());
            attributes.put(IMarker.CHAR_END, issue.getOffset() + issue.getLength());
        }
        if (issue.getCode() != null) {
            attributes.put(CODE, issue.getCode());
        }
        if (issue.getData() != null && issue.getData().length > 0) {
            attributes.put(DATA, String.join(DATA_SEPARATOR, issue.getData()));
        }
        return attributes;
    }
}
