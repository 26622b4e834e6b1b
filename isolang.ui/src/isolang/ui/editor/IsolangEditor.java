// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

import org.eclipse.core.resources.IFile;
import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.TextPresentation;
import org.eclipse.jface.text.codemining.ICodeMiningProvider;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.DefaultCharacterPairMatcher;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.text.source.IAnnotationModelExtension;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.jface.text.source.ISourceViewerExtension5;
import org.eclipse.jface.text.source.IVerticalRuler;
import org.eclipse.jface.text.source.projection.ProjectionAnnotation;
import org.eclipse.jface.text.source.projection.ProjectionAnnotationModel;
import org.eclipse.jface.text.source.projection.ProjectionSupport;
import org.eclipse.jface.text.source.projection.ProjectionViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IURIEditorInput;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.editors.text.EditorsUI;
import org.eclipse.ui.editors.text.TextEditor;
import org.eclipse.ui.texteditor.ChainedPreferenceStore;
import org.eclipse.ui.texteditor.SourceViewerDecorationSupport;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.validation.Issue;

import isolang.diagram.TextMetrics;
import isolang.diagram.hasse.HasseDiagram;
import isolang.diagram.hasse.HasseEdge;
import isolang.ui.diagram.ArrangedDiagram;
import isolang.ui.diagram.DiagramPainter;
import isolang.ui.jobs.RunCommandsJob;
import isolang.ui.jobs.RunRecord;
import isolang.ui.jobs.RunResults;
import isolang.ui.model.DocumentParser;
import isolang.ui.model.ParsedDocument;
import isolang.ui.validation.WorkspaceValidator;
import isolang.ui.views.ResultsView;

/**
 * Editor for isolang specifications ({@code *.isol}), built on the platform text editor and
 * Xtext's editor-neutral services: keyword and semantic highlighting, validation as you type
 * (markers), content assist, hover, hyperlinks, outline, folding, bracket matching, and the
 * run code minings with inline counterexample diagrams.
 */
public class IsolangEditor extends TextEditor {

    /** Id of the editor in plugin.xml. */
    public static final String ID = "isolang.ui.editor";

    /** Id of the editor's context menu, for menu contributions. */
    public static final String CONTEXT_MENU_ID = "#IsolangEditorContext";

    /** Preference key: highlight matching brackets. */
    static final String MATCHING_BRACKETS = "isolang.matchingBrackets";

    /** Preference key: colour of matching brackets. */
    static final String MATCHING_BRACKETS_COLOR = "isolang.matchingBracketsColor";

    private volatile ParsedDocument lastParse;

    private List<StyleRange> semanticStyles = List.of();

    private IsolangOutlinePage outline;

    private ProjectionSupport projectionSupport;

    private final Map<Annotation, Position> issueAnnotations = new HashMap<>();

    private final List<Runnable> parseListeners = new ArrayList<>();

    private final Set<String> collapsedDiagrams = ConcurrentHashMap.newKeySet();

    private volatile LineMeasures lineMeasures = LineMeasures.DEFAULT;

    /** The width of the text area in pixels, for choosing the inline diagrams' orientation. */
    private volatile int textWidth = 800;
    private volatile TextMetrics diagramMetrics = TextMetrics.DEFAULT;

    private CommandMiningProvider miningProvider;

    private final Consumer<RunRecord> runListener = run -> {
        if (run == null || run.fileUri().equals(uri().toString())) {
            PlatformUI.getWorkbench().getDisplay().asyncExec(this::updateCodeMinings);
        }
    };

    @Override
    protected void initializeEditor() {
        super.initializeEditor();
        IPreferenceStore own = new org.eclipse.jface.preference.PreferenceStore();
        own.setDefault(MATCHING_BRACKETS, true);
        own.setDefault(MATCHING_BRACKETS_COLOR, "128,128,128");
        setPreferenceStore(new ChainedPreferenceStore(new IPreferenceStore[] {own, EditorsUI.getPreferenceStore()}));
        setSourceViewerConfiguration(new IsolangSourceViewerConfiguration(this, getPreferenceStore()));
        setEditorContextMenuId(CONTEXT_MENU_ID);
        setKeyBindingScopes(new String[] {"isolang.ui.editorScope"});
        WorkspaceValidator.start();
    }

    @Override
    protected ISourceViewer createSourceViewer(Composite parent, IVerticalRuler ruler, int styles) {
        ProjectionViewer viewer = new ProjectionViewer(parent, ruler, getOverviewRuler(), isOverviewRulerVisible(),
                styles);
        getSourceViewerDecorationSupport(viewer);
        viewer.addTextPresentationListener(presentation -> applySemanticStyles(presentation));
        return viewer;
    }

    @Override
    public void createPartControl(Composite parent) {
        super.createPartControl(parent);
        ProjectionViewer viewer = (ProjectionViewer) getSourceViewer();
        projectionSupport = new ProjectionSupport(viewer, getAnnotationAccess(), getSharedColors());
        projectionSupport.install();
        viewer.doOperation(ProjectionViewer.TOGGLE);
        lineMeasures = LineMeasures.of(viewer.getTextWidget());
        // 0 until the editor is shown: keep the default until a resize reports the real width
        viewer.getTextWidget().addListener(SWT.Resize, event -> {
            int width = viewer.getTextWidget().getClientArea().width;
            if (width > 0 && width != textWidth) {
                updateCodeMinings();
            }
        });
        diagramMetrics = metrics(viewer.getTextWidget());
        miningProvider = new CommandMiningProvider(this);
        miningProvider.install(viewer.getTextWidget());
        viewer.setCodeMiningProviders(new ICodeMiningProvider[] {miningProvider});
        addParseListener(this::updateCodeMinings);
        RunResults.get().addListener(runListener);
    }

    private void updateCodeMinings() {
        ISourceViewer viewer = getSourceViewer();
        if (viewer instanceof ISourceViewerExtension5 minings && viewer.getTextWidget() != null
                && !viewer.getTextWidget().isDisposed()) {
            lineMeasures = LineMeasures.of(viewer.getTextWidget());
            int width = viewer.getTextWidget().getClientArea().width;
            textWidth = width > 0 ? width : textWidth;
            diagramMetrics = metrics(viewer.getTextWidget());
            minings.updateCodeMinings();
        }
    }

    /**
     * Returns the vertical measures of the text, for sizing inline rows; any thread.
     *
     * @return the measures as of the last update of the minings
     */
    LineMeasures lineMeasures() {
        return lineMeasures;
    }

    /**
     * Returns the width of the text area, as of the last update of the minings; any thread.
     *
     * @return the width in pixels
     */
    int textWidth() {
        return textWidth;
    }

    /**
     * Returns the text measures inline diagrams are laid out in: the editor font's size in
     * pixels at 100 %, so diagram text is never smaller than the code; any thread.
     *
     * @return the measures
     */
    TextMetrics diagramMetrics() {
        return diagramMetrics;
    }

    private static TextMetrics metrics(StyledText text) {
        return DiagramPainter.metrics(text.getFont());
    }

    /**
     * Returns how the editor lays out a run's history in its inline row, at the text area's
     * current width: the layout the row uses, or the one it would use while hidden.
     *
     * @param run a run of this file with a counterexample
     * @return the layout; empty before the editor is shown
     */
    Optional<ArrangedDiagram> inlineLayout(RunRecord run) {
        return Optional.ofNullable(miningProvider).map(provider -> provider.arranged(run));
    }

    /**
     * Returns the results drawn inline (run rows above commands, histories below them), as
     * last drawn; a row whose drawing no longer shows where it is has no bounds. UI thread.
     *
     * @return the rows, top to bottom
     */
    public List<InlineResult> inlineResults() {
        return miningProvider == null ? List.of() : miningProvider.inlineResults();
    }

    /**
     * Runs commands of the current text in a background job.
     *
     * @param names the names of the commands to run, or empty for all
     * @return the scheduled job
     */
    public RunCommandsJob runCommands(Set<String> names) {
        RunCommandsJob job = new RunCommandsJob(file(), uri(), getSourceViewer().getDocument().get(), names);
        job.schedule();
        return job;
    }

    /**
     * Selects a command in the text and reveals it.
     *
     * @param name the command's name
     * @return whether the current text has that command
     */
    public boolean selectCommand(String name) {
        String text = getSourceViewer().getDocument().get();
        for (isolang.dsl.isolang.Command command : parseOf(text).commands()) {
            if (ParsedDocument.commandName(command).equals(name)) {
                int[] range = ParsedDocument.range(command);
                selectAndReveal(range[0], range[1]);
                return true;
            }
        }
        return false;
    }

    /**
     * Collapses or expands the inline diagram of a command.
     *
     * @param command the command's name
     */
    void toggleDiagram(String command) {
        if (!collapsedDiagrams.remove(command)) {
            collapsedDiagrams.add(command);
        }
        updateCodeMinings();
    }

    /**
     * Returns whether the inline diagram of a command is collapsed.
     *
     * @param command the command's name
     * @return true if the diagram is hidden
     */
    boolean isDiagramCollapsed(String command) {
        return collapsedDiagrams.contains(command);
    }

    /**
     * Opens a run's history in the Counterexample view.
     *
     * @param run a run with a history
     */
    void showCounterexample(RunRecord run) {
        ResultsView.showCounterexample(getSite().getPage(), run);
    }

    /**
     * Opens the history that separates the levels of a line of a lattice's order in the
     * Counterexample view.
     *
     * @param run the lattice's run
     * @param order its Hasse diagram
     * @param edge the line
     */
    void showSeparating(RunRecord run, HasseDiagram order, HasseEdge edge) {
        ResultsView.showSeparating(getSite().getPage(), run, order, edge);
    }

    @Override
    protected void configureSourceViewerDecorationSupport(SourceViewerDecorationSupport support) {
        super.configureSourceViewerDecorationSupport(support);
        support.setCharacterPairMatcher(new DefaultCharacterPairMatcher("(){}[]".toCharArray()));
        support.setMatchingCharacterPainterPreferenceKeys(MATCHING_BRACKETS, MATCHING_BRACKETS_COLOR);
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        if (IContentOutlinePage.class.equals(adapter)) {
            if (outline == null) {
                outline = new IsolangOutlinePage(this);
            }
            return adapter.cast(outline);
        }
        return super.getAdapter(adapter);
    }

    /**
     * Returns the workspace file being edited.
     *
     * @return the file, or null for a file outside the workspace
     */
    public IFile file() {
        return getEditorInput() == null ? null : getEditorInput().getAdapter(IFile.class);
    }

    /**
     * Returns the EMF URI of the edited text.
     *
     * @return the URI of the workspace file, or of the file on disk
     */
    public URI uri() {
        IFile file = file();
        if (file != null) {
            return DocumentParser.uriOf(file);
        }
        if (getEditorInput() instanceof IURIEditorInput input) {
            return URI.createURI(input.getURI().toString());
        }
        return URI.createURI("memory:/" + getEditorInput().getName());
    }

    /**
     * Parses a text as this editor's file, with the other files of its project; any thread.
     *
     * @param text the text
     * @return the parse
     */
    public ParsedDocument parse(String text) {
        return DocumentParser.parse(file(), uri(), text);
    }

    /**
     * Returns a parse of {@code text}: the reconciler's latest one if it is of the same text,
     * else a new one.
     *
     * @param text the current text
     * @return the parse
     */
    public ParsedDocument parseOf(String text) {
        ParsedDocument last = lastParse;
        return last != null && last.text().equals(text) ? last : parse(text);
    }

    /**
     * Returns the latest parse made by the reconciler.
     *
     * @return the parse, or null before the first reconcile
     */
    public ParsedDocument lastParse() {
        return lastParse;
    }

    /**
     * Registers a callback run on the UI thread after every reconcile.
     *
     * @param listener the callback
     */
    public void addParseListener(Runnable listener) {
        parseListeners.add(listener);
    }

    /** Called by the reconciler (background thread) with a validated parse. */
    void parsed(ParsedDocument parsed) {
        List<StyleRange> styles = SemanticHighlighting.compute(parsed);
        lastParse = parsed;
        // The workbench's display, not the site's shell: the editor may be closing meanwhile.
        PlatformUI.getWorkbench().getDisplay().asyncExec(() -> {
            ISourceViewer viewer = getSourceViewer();
            if (viewer == null || viewer.getTextWidget() == null || viewer.getTextWidget().isDisposed()) {
                return;
            }
            semanticStyles = styles;
            viewer.invalidateTextPresentation();
            if (outline != null) {
                outline.update(parsed);
            }
            updateFolding(parsed);
            parseListeners.forEach(Runnable::run);
        });
    }

    private void applySemanticStyles(TextPresentation presentation) {
        ParsedDocument parsed = lastParse;
        if (parsed == null || !parsed.text().equals(getSourceViewer().getDocument().get())) {
            return;
        }
        var extent = presentation.getExtent();
        List<StyleRange> inside = new ArrayList<>();
        for (StyleRange style : semanticStyles) {
            if (style.start + style.length > extent.getOffset()
                    && style.start < extent.getOffset() + extent.getLength()) {
                inside.add((StyleRange) style.clone());
            }
        }
        presentation.mergeStyleRanges(inside.toArray(StyleRange[]::new));
    }

    /**
     * Returns the semantic style ranges currently applied.
     *
     * @return the styles, in document order
     */
    public List<StyleRange> semanticStyles() {
        return semanticStyles;
    }

    private void updateFolding(ParsedDocument parsed) {
        ProjectionAnnotationModel model = ((ProjectionViewer) getSourceViewer()).getProjectionAnnotationModel();
        if (model == null) {
            return;
        }
        Map<Annotation, Position> additions = new HashMap<>();
        for (Position position : Folding.regions(parsed, getSourceViewer().getDocument())) {
            additions.put(new ProjectionAnnotation(), position);
        }
        List<Annotation> old = new ArrayList<>();
        model.getAnnotationIterator().forEachRemaining(old::add);
        model.modifyAnnotations(old.toArray(Annotation[]::new), additions, null);
    }

    /** Shows validation issues as annotations, for files outside the workspace (no markers there). */
    void showIssuesAsAnnotations(List<Issue> issues) {
        Map<Annotation, Position> additions = new HashMap<>();
        for (Issue issue : issues) {
            if (issue.getOffset() != null) {
                String type = issue.getSeverity() == Severity.ERROR ? "org.eclipse.ui.workbench.texteditor.error"
                        : "org.eclipse.ui.workbench.texteditor.warning";
                additions.put(new Annotation(type, false, issue.getMessage()),
                        new Position(issue.getOffset(), issue.getLength()));
            }
        }
        PlatformUI.getWorkbench().getDisplay().asyncExec(() -> {
            IAnnotationModel model = getDocumentProvider() == null ? null
                    : getDocumentProvider().getAnnotationModel(getEditorInput());
            if (model instanceof IAnnotationModelExtension extension) {
                extension.replaceAnnotations(issueAnnotations.keySet().toArray(Annotation[]::new), additions);
                issueAnnotations.clear();
                issueAnnotations.putAll(additions);
            }
        });
    }

    @Override
    public void dispose() {
        RunResults.get().removeListener(runListener);
        if (projectionSupport != null) {
            projectionSupport.dispose();
        }
        super.dispose();
    }

    /**
     * Returns the source viewer, for actions and tests that work on the text.
     *
     * @return the viewer, or null before the part control exists
     */
    public ISourceViewer viewer() {
        return getSourceViewer();
    }
}
