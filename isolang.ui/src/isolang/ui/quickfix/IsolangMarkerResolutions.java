// SPDX-License-Identifier: EPL-2.0
package isolang.ui.quickfix;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.text.IDocument;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.IMarkerResolutionGenerator2;
import org.eclipse.ui.PlatformUI;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.resource.IResourceDescriptions;
import org.eclipse.xtext.resource.impl.ResourceDescriptionsProvider;

import isolang.dsl.isolang.BoxJoin;
import isolang.dsl.isolang.Element;
import isolang.dsl.isolang.IsolangPackage;
import isolang.dsl.isolang.Model;
import isolang.dsl.lib.StandardLibrary;
import isolang.dsl.validation.IssueCodes;
import isolang.ui.jobs.RunCommandsJob;
import isolang.ui.jobs.RunRecord;
import isolang.ui.jobs.RunResults;
import isolang.ui.model.DocumentParser;
import isolang.ui.model.IsolangLanguage;
import isolang.ui.model.ParsedDocument;
import isolang.ui.validation.IsolangMarkers;
import isolang.ui.views.ResultsView;

/**
 * Quick fixes of isolang markers, computed on the text as the user sees it (saved or not). On
 * a run marker (failed {@code expect} or found history): show the counterexample, insert it as
 * a regression test ({@link HistoryInsertion}), run again at a larger scope. On an unresolved
 * name: add the import of a module that defines it, or create a predicate stub from its use.
 * On a witness relation of another framework: move the level or definition to that framework.
 */
public final class IsolangMarkerResolutions implements IMarkerResolutionGenerator2 {

    @Override
    public boolean hasResolutions(IMarker marker) {
        return getResolutions(marker).length > 0;
    }

    @Override
    public IMarkerResolution[] getResolutions(IMarker marker) {
        List<IMarkerResolution> fixes = new ArrayList<>();
        try {
            if (IsolangMarkers.RUN.equals(marker.getType()) && isOnCommand(marker)) {
                run(marker).ifPresent(run -> runFixes(marker, run, fixes));
            } else if (IssueCodes.UNKNOWN_NAME.equals(marker.getAttribute(IsolangMarkers.CODE, ""))) {
                linkingFixes(marker, fixes);
            } else if (IssueCodes.FOREIGN_WITNESS.equals(marker.getAttribute(IsolangMarkers.CODE, ""))) {
                FrameworkFix.add(marker, fixes);
            }
        } catch (CoreException e) {
            return new IMarkerResolution[0];
        }
        return fixes.toArray(IMarkerResolution[]::new);
    }

    /** Whether a run marker is on its command, rather than on an axiom the run blames. */
    private static boolean isOnCommand(IMarker marker) {
        String uri = DocumentParser.uriOf((IFile) marker.getResource()).toString();
        return uri.equals(marker.getAttribute(IsolangMarkers.RUN_FILE, uri));
    }

    private static Optional<RunRecord> run(IMarker marker) {
        IFile file = (IFile) marker.getResource();
        return RunResults.get().latest(DocumentParser.uriOf(file).toString(),
                marker.getAttribute(IsolangMarkers.COMMAND, ""));
    }

    private static void runFixes(IMarker marker, RunRecord run, List<IMarkerResolution> fixes) {
        IFile file = (IFile) marker.getResource();
        if (run.hasDrawing()) {
            fixes.add(new Resolution(run.hasse().isPresent() ? "Show order" : "Show counterexample",
                    "Open the history (or a lattice's order) in the Counterexample view",
                    m -> ResultsView.showCounterexample(
                            PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage(), run)));
        }
        if (HistoryInsertion.applies(run)) {
            fixes.add(new Resolution("Insert as history literal (regression test)",
                    "Insert the history after the command as a history literal, with checks that the command's"
                            + " levels still allow and forbid it",
                    m -> DocumentEdits.apply(file, document -> HistoryInsertion.insert(document,
                            DocumentParser.parse(file, DocumentParser.uriOf(file), document.get()), run))));
        }
        if (run.compiled() != null && run.compiled().searchScope().isPresent()) {
            fixes.add(new Resolution("Increase scope",
                    "Run " + run.command() + " again with one more transaction, object and value",
                    m -> new RunCommandsJob(file, DocumentParser.uriOf(file), run.compiled()
                            .withScope(run.compiled().searchScope().get().resized(1))).schedule()));
        }
    }

    private static void linkingFixes(IMarker marker, List<IMarkerResolution> fixes) throws CoreException {
        IFile file = (IFile) marker.getResource();
        int start = marker.getAttribute(IMarker.CHAR_START, -1);
        int end = marker.getAttribute(IMarker.CHAR_END, -1);
        if (start < 0 || end <= start) {
            return;
        }
        ParsedDocument parsed = DocumentParser.parse(file, DocumentParser.uriOf(file),
                DocumentParser.currentText(file));
        if (end > parsed.text().length()) {
            return;
        }
        String name = parsed.text().substring(start, end);
        for (String module : modulesDefining(parsed, name)) {
            fixes.add(new Resolution("Import " + module + ".*", "Add 'import " + module + ".*' to the imports",
                    m -> addImport(file, module)));
        }
        EObject at = NodeModelUtils.findActualSemanticObjectFor(
                NodeModelUtils.findLeafNodeAtOffset(parsed.resource().getParseResult().getRootNode(), start));
        BoxJoin call = at == null ? null : EcoreUtil2.getContainerOfType(at, BoxJoin.class);
        Element element = at == null ? null : EcoreUtil2.getContainerOfType(at, Element.class);
        if (call != null && element != null && element.eContainer() instanceof Model) {
            int arguments = call.getArgs().size();
            int elementStart = ParsedDocument.range(element)[0];
            fixes.add(new Resolution("Create predicate '" + name + "'",
                    "Insert a predicate stub with " + arguments + " parameters before this declaration",
                    m -> DocumentEdits.apply(file, document -> document.replace(
                            DocumentEdits.lineStart(document, elementStart), 0, predicateStub(name, arguments)))));
        }
    }

    /**
     * Writes a predicate stub taking transactions.
     *
     * @param name the predicate's name
     * @param arguments the number of parameters
     * @return the stub's text, ending with a blank line
     */
    static String predicateStub(String name, int arguments) {
        List<String> params = new ArrayList<>();
        for (int i = 1; i <= arguments; i++) {
            params.add("t" + i);
        }
        return "pred " + name + "[" + String.join(", ", params) + ": Txn] {\n  "
                + (arguments == 0 ? "some Txn" : "some " + params.get(0)) + "\n}\n\n";
    }

    private static TreeSet<String> modulesDefining(ParsedDocument parsed, String name) {
        TreeSet<String> modules = new TreeSet<>();
        List<IResourceDescriptions> indexes = List.of(
                IsolangLanguage.get(ResourceDescriptionsProvider.class).getResourceDescriptions(parsed.resource()),
                IsolangLanguage.get(StandardLibrary.class).descriptions());
        for (IResourceDescriptions index : indexes) {
            for (IEObjectDescription description : index.getExportedObjects()) {
                var qualified = description.getQualifiedName();
                boolean topLevel = IsolangPackage.Literals.ELEMENT.isSuperTypeOf(description.getEClass());
                if (topLevel && qualified.getSegmentCount() > 1 && qualified.getLastSegment().equals(name)
                        && !description.getEObjectURI().trimFragment().equals(parsed.resource().getURI())) {
                    modules.add(qualified.skipLast(1).toString());
                }
            }
        }
        return modules;
    }

    private static void addImport(IFile file, String module) throws CoreException {
        DocumentEdits.apply(file, document -> document.replace(importOffset(document), 0,
                "import " + module + ".*\n"));
    }

    private static int importOffset(IDocument document) throws org.eclipse.jface.text.BadLocationException {
        int after = 0;
        for (int line = 0; line < document.getNumberOfLines(); line++) {
            String text = document.get(document.getLineOffset(line), document.getLineLength(line)).strip();
            if (text.startsWith("import ") || text.startsWith("module ")) {
                after = document.getLineOffset(line) + document.getLineLength(line);
            }
        }
        return after;
    }
}
