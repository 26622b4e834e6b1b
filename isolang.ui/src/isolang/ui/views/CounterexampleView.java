// SPDX-License-Identifier: EPL-2.0
package isolang.ui.views;

import static java.util.stream.Collectors.joining;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.part.ViewPart;

import isolang.diagram.HistoryDiagram;
import isolang.diagram.HistoryText;
import isolang.diagram.LaneOrientation;
import isolang.diagram.SvgWriter;
import isolang.diagram.hasse.HasseDiagram;
import isolang.diagram.hasse.HasseEdge;
import isolang.diagram.hasse.HasseSvg;
import isolang.dsl.run.ProtocolTrace;
import isolang.dsl.run.ResultView.Witnessed;
import isolang.solver.history.text.HistoryLiteral;
import isolang.ui.diagram.DiagramPainter;
import isolang.ui.diagram.HassePainter;
import isolang.ui.diagram.OrientedLayouts;
import isolang.ui.diagram.PanelArrangement;
import isolang.ui.diagram.PngImage;
import isolang.ui.diagram.TracedHistory;
import isolang.ui.diagram.ViewFit;
import isolang.ui.editor.InlineOrientation;
import isolang.ui.jobs.RunRecord;

/**
 * The "isolang Counterexample" view: the history of a run drawn as a diagram, one panel per
 * witness execution (for a protocol model's history, with the protocol's trace next to it), with
 * a toggle per relation layer, zoom (by default the drawing is fitted to the view: its sessions as
 * columns or rows as the editor draws them inline unless the other is clearly larger here, and
 * its panels side by side or stacked, as {@link ViewFit} chooses and the caption says; zooming
 * scrolls), a text form, export to SVG and PNG, copy as a {@code history} literal, and running
 * the command again at a smaller or larger scope. For a {@code lattice} command it draws the computed order as a Hasse diagram; a click on
 * the mark of a line shows the history separating its two levels, and "Back to order" returns.
 */
public class CounterexampleView extends ViewPart {

    /** Id of the view in plugin.xml. */
    public static final String ID = "isolang.ui.views.CounterexampleView";

    private Composite root;

    private Composite stack;

    private StackLayout stackLayout;

    private ScrolledComposite scroller;

    private Canvas canvas;

    private Text text;

    private ViewCaption caption;

    private RunRecord run;

    /** The history shown, laid out with sessions as columns and as rows. */
    private OrientedLayouts layouts;

    /** The layout drawn: {@link #layouts} in {@link #orientation}. */
    private HistoryDiagram diagram;

    /** How the sessions of the history shown are drawn. */
    private LaneOrientation orientation = LaneOrientation.COLUMNS;

    /** The orientation the user chose in the view's menu, kept for every history shown; empty to fit. */
    private Optional<LaneOrientation> chosenLanes = Optional.empty();

    /** The orientation the editor draws the history shown in, if an editor of its file is open. */
    private Optional<LaneOrientation> inlineOrientation = Optional.empty();

    /** How the history shown was last fitted to the view, or null before (and for an order). */
    private ViewFit fitted;

    /** The history shown, or null when an order (or nothing) is shown. */
    private Witnessed history;

    /** The lattice order shown, or null when a history (or nothing) is shown. */
    private HasseDiagram order;

    private double zoom = 1.0;

    /**
     * The smallest zoom fitting goes down to: below it text is too small to read, so a view too
     * small for the drawing scrolls instead.
     */
    public static final double MIN_FIT_ZOOM = 0.6;

    /** Whether the zoom follows the view's size so that the whole drawing is visible. */
    private boolean fit = true;

    private Action fitAction;

    /** The protocol traces of the history shown (its protocol levels' witnesses); empty for none. */
    private List<ProtocolTrace> traces = List.of();

    /** How the panels of the history shown are placed. */
    private PanelArrangement arrangement = PanelArrangement.SIDE_BY_SIDE;

    private boolean showText;

    private final java.util.function.Consumer<RunRecord> runListener = finished -> {
        if (finished != null && finished.status() != isolang.ui.jobs.RunStatus.RUNNING && run != null
                && finished.fileUri().equals(run.fileUri()) && finished.command().equals(run.command())) {
            canvas.getDisplay().asyncExec(() -> {
                if (!canvas.isDisposed()) {
                    showOrExplain(finished);
                }
            });
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        root = new Composite(parent, SWT.NONE);
        root.setLayout(new GridLayout(1, false));
        caption = new ViewCaption(root, "Run a command (\u25b6 Run above it in the editor) to see its history here.");
        stack = new Composite(root, SWT.NONE);
        stack.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        stackLayout = new StackLayout();
        stack.setLayout(stackLayout);
        scroller = new ScrolledComposite(stack, SWT.H_SCROLL | SWT.V_SCROLL);
        canvas = new Canvas(scroller, SWT.DOUBLE_BUFFERED);
        canvas.setBackground(canvas.getDisplay().getSystemColor(SWT.COLOR_WHITE));
        canvas.addPaintListener(e -> {
            if (order != null) {
                HassePainter.paint(e.gc, order, 0, 0, zoom, true);
            } else if (diagram != null) {
                traced().paint(e.gc, 0, 0, zoom, true);
            }
        });
        scroller.addListener(SWT.Resize, e -> {
            if (fit) {
                sizeCanvas();
            }
        });
        canvas.addListener(SWT.MouseUp, e -> clickOrder(e.x, e.y));
        canvas.addListener(SWT.MouseMove, e -> canvas.setCursor(order != null && order.edgeAt(e.x / zoom,
                e.y / zoom).isPresent() ? canvas.getDisplay().getSystemCursor(SWT.CURSOR_HAND) : null));
        scroller.setContent(canvas);
        text = new Text(stack, SWT.MULTI | SWT.READ_ONLY | SWT.H_SCROLL | SWT.V_SCROLL);
        text.setFont(org.eclipse.jface.resource.JFaceResources.getTextFont());
        stackLayout.topControl = scroller;
        createActions();
        isolang.ui.jobs.RunResults.get().addListener(runListener);
    }

    private void showOrExplain(RunRecord finished) {
        if (finished.hasDrawing()) {
            show(finished);
        } else {
            run = finished;
            caption.headline(finished.command() + ": " + finished.verdict());
        }
    }

    /** Shows the separating history of the line whose mark is at a point of the canvas, if any. */
    private void clickOrder(int x, int y) {
        if (order != null) {
            order.edgeAt(x / zoom, y / zoom).ifPresent(edge -> showSeparating(run, order, edge));
        }
    }

    @Override
    public void dispose() {
        isolang.ui.jobs.RunResults.get().removeListener(runListener);
        super.dispose();
    }

    private void createActions() {
        IToolBarManager toolbar = getViewSite().getActionBars().getToolBarManager();
        toolbar.removeAll();
        if (order == null && run != null && run.hasse().isPresent()) {
            toolbar.add(ViewCommands.action("Back to order", "Show the order of " + run.command() + " again",
                    () -> show(run)));
            toolbar.add(new Separator());
        }
        if (order == null && diagram != null) {
            for (String layer : diagram.layers()) {
                Action toggle = new Action(layer, IAction.AS_CHECK_BOX) {
                    @Override
                    public void run() {
                        setLayerVisible(layer, isChecked());
                    }
                };
                toggle.setChecked(diagram.isLayerVisible(layer));
                toggle.setToolTipText("Show the " + layer + " edges");
                toolbar.add(toggle);
            }
            toolbar.add(new Separator());
        }
        fitAction = new Action("Fit", IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                setFit(isChecked());
            }
        };
        fitAction.setChecked(fit);
        fitAction.setToolTipText("Zoom so that the whole drawing is visible, as the view's size changes");
        toolbar.add(fitAction);
        toolbar.add(ViewCommands.action("+", "Zoom in", () -> setZoom(zoom * 1.25)));
        toolbar.add(ViewCommands.action("\u2212", "Zoom out", () -> setZoom(zoom / 1.25)));
        Action textForm = new Action("Text", IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                setTextForm(isChecked());
            }
        };
        textForm.setChecked(showText);
        textForm.setToolTipText("Show the history as text");
        toolbar.add(textForm);
        var viewMenu = getViewSite().getActionBars().getMenuManager();
        viewMenu.removeAll();
        if (order == null && diagram != null) {
            viewMenu.add(ViewCommands.lanesMenu(chosenLanes, this::setLanes));
        }
        viewMenu.add(ViewCommands.action("Copy as history literal", "Copy the history as an isolang history literal",
                this::copyLiteral));
        viewMenu.add(ViewCommands.action("Export SVG\u2026", "Save the diagram as SVG", () -> export("svg")));
        viewMenu.add(ViewCommands.action("Export PNG\u2026", "Save the diagram as PNG", () -> export("png")));
        viewMenu.add(new Separator());
        viewMenu.add(ViewCommands.action("Run at smaller scope", "Run the command again with one less of everything",
                () -> ViewCommands.rerun(run, -1)));
        viewMenu.add(ViewCommands.action("Run at larger scope", "Run the command again with one more of everything",
                () -> ViewCommands.rerun(run, 1)));
        getViewSite().getActionBars().updateActionBars();
    }

    /**
     * Shows the history of a run, or a lattice's order; call from the UI thread.
     *
     * @param shown a run with a history or an order
     */
    public void show(RunRecord shown) {
        if (shown.hasse().isPresent()) {
            run = shown;
            order = shown.hasse().get();
            history = null;
            traces = List.of();
            diagram = null;
            fitted = null;
            caption.headline(shown.command() + ": " + shown.verdict() + " \u2014 click \u25c6 on a line for the"
                    + " history that separates its levels");
            createActions();
            refresh();
            return;
        }
        showHistory(shown, shown.counterexample().orElseThrow(
                () -> new IllegalArgumentException(shown.command() + " has no history to show")), shown.verdict());
    }

    /**
     * Shows the history that separates the two levels of a line of a lattice's order; call from
     * the UI thread.
     *
     * @param lattice the lattice's run
     * @param hasse its order
     * @param edge a line of the order
     * @throws IllegalArgumentException if the run kept no history for the line
     */
    public void showSeparating(RunRecord lattice, HasseDiagram hasse, HasseEdge edge) {
        Witnessed separating = lattice.view().flatMap(v -> v.separating(hasse, edge)).orElseThrow(
                () -> new IllegalArgumentException(lattice.command() + " kept no history for this line"));
        showHistory(lattice, separating, hasse.nodes().get(edge.stronger()).label() + " < "
                + hasse.nodes().get(edge.weaker()).label());
    }

    private void showHistory(RunRecord shown, Witnessed witnessed, String headline) {
        run = shown;
        order = null;
        history = witnessed;
        traces = ProtocolTrace.of(witnessed.history(), witnessed.witnesses());
        layouts = new OrientedLayouts(witnessed.diagram(), DiagramPainter.metrics(JFaceResources.getTextFont()));
        orientation = chosenLanes.or(this::inlineOrientation).orElse(LaneOrientation.COLUMNS);
        fitted = null;
        diagram = layouts.in(orientation);
        caption.headline(shown.command() + ": " + headline + " \u2014 " + witnessed.title());
        createActions();
        refresh();
    }

    /**
     * Returns the view's top control.
     *
     * @return the composite that holds the caption and the drawing
     */
    public Composite control() {
        return root;
    }

    /**
     * Returns the lattice order shown.
     *
     * @return the Hasse diagram, or null if a history (or nothing) is shown
     */
    public HasseDiagram order() {
        return order;
    }

    /**
     * Returns the history shown.
     *
     * @return the history with its title, or null if an order (or nothing) is shown
     */
    public Witnessed history() {
        return history;
    }

    /** @return the caption's text */
    public String caption() {
        return caption.text();
    }

    /** @return the laid-out diagram, or null if nothing is shown */
    public HistoryDiagram diagram() {
        return diagram;
    }

    /** @return how the sessions of the history shown are laid out: as columns or as rows */
    public LaneOrientation orientation() {
        return orientation;
    }

    /** @return the run, or null */
    public RunRecord run() {
        return run;
    }

    /**
     * Shows or hides the edges of one relation layer.
     *
     * @param layer the layer, e.g. {@code co}
     * @param visible whether to draw it
     */
    public void setLayerVisible(String layer, boolean visible) {
        if (order == null && diagram != null) {
            layouts = layouts.withLayerVisible(layer, visible);
            diagram = layouts.in(orientation);
            refresh();
        }
    }

    /**
     * Draws the sessions as columns or as rows whatever the view's size, or, with none chosen, as
     * the editor draws them unless the view's space draws the other orientation clearly larger.
     *
     * @param lanes the orientation to keep, or empty to choose it by the view's size
     */
    public void setLanes(Optional<LaneOrientation> lanes) {
        chosenLanes = lanes;
        if (order == null && diagram != null) {
            orientation = lanes.or(this::inlineOrientation).orElse(LaneOrientation.COLUMNS);
            diagram = layouts.in(orientation);
            fitted = fitted == null ? null : new ViewFit(orientation, arrangement, zoom, true, orientation, 1);
            createActions();
            refresh();
            showLayoutNote();
        }
    }

    /**
     * Sets the zoom factor; the zoom no longer follows the view's size.
     *
     * @param factor pixels per diagram unit, between 0.25 and 4
     */
    public void setZoom(double factor) {
        zoom = Math.max(0.25, Math.min(4, factor));
        setFit(false);
    }

    /**
     * Makes the zoom follow the view's size so that the whole drawing is visible (never larger
     * than 100 %, never smaller than {@link #MIN_FIT_ZOOM}: a smaller view scrolls), or keeps the
     * zoom as it is, scrolling what does not fit.
     *
     * @param fitted whether to fit the drawing to the view
     */
    public void setFit(boolean fitted) {
        fit = fitted;
        if (fitAction != null) {
            fitAction.setChecked(fitted);
        }
        if (!fitted && order == null) {
            showLayoutNote();
        }
        refresh();
    }

    /** @return pixels per diagram unit */
    public double zoom() {
        return zoom;
    }

    /**
     * Returns the scrolled area that holds the drawing, for tools and tests that look at what
     * is visible.
     *
     * @return the scrolled composite whose content is the drawing's canvas
     */
    public ScrolledComposite drawingArea() {
        return scroller;
    }

    /**
     * Switches between the drawing and the text form.
     *
     * @param textForm whether to show the text form
     */
    public void setTextForm(boolean textForm) {
        showText = textForm;
        stackLayout.topControl = showText ? text : scroller;
        stack.layout();
    }

    /**
     * Returns the text form of the shown diagram.
     *
     * @return the text, empty if nothing is shown
     */
    public String textForm() {
        return text.getText();
    }

    private void refresh() {
        if (diagram == null && order == null) {
            return;
        }
        root.layout();
        sizeCanvas();
        text.setText(order != null ? String.join("\n", run.view().orElseThrow().lattice().orElseThrow().hasse())
                : HistoryText.render(diagram) + traces.stream().map(t -> "\n" + t.text()).collect(joining()));
    }

    /** Sizes the canvas to the drawing at the zoom, which first follows the view's size if fitting. */
    private void sizeCanvas() {
        if (diagram == null && order == null) {
            return;
        }
        if (fit) {
            fitToView();
        }
        double[] size = drawingSize();
        canvas.setSize((int) Math.ceil(size[0] * zoom), (int) Math.ceil(size[1] * zoom));
        canvas.redraw();
    }

    private double[] drawingSize() {
        return order != null ? HassePainter.size(order, true) : traced().size(true);
    }

    /**
     * Sets the zoom (at most 100 %, at least {@link #MIN_FIT_ZOOM}), and for a history the sessions'
     * orientation and the panels' arrangement, as {@link ViewFit} chooses them for the visible
     * area; nothing when the view has no size yet.
     */
    private void fitToView() {
        org.eclipse.swt.graphics.Rectangle area = scroller.getClientArea();
        if (area.width <= 0 || area.height <= 0) {
            return;
        }
        if (order != null) {
            double[] size = drawingSize();
            zoom = Math.max(MIN_FIT_ZOOM,
                    Math.min(1, Math.min((area.width - 1) / size[0], (area.height - 1) / size[1])));
            return;
        }
        inlineOrientation = inlineOrientation();
        BiFunction<LaneOrientation, PanelArrangement, double[]> size = (lanes, panels) -> new TracedHistory(
                layouts.in(lanes), panels, traces, false).size(true);
        List<PanelArrangement> arrangements = List.of(PanelArrangement.values());
        fitted = chosenLanes.isPresent()
                ? ViewFit.chosen(size, arrangements, area.width - 1, area.height - 1, chosenLanes.get(), MIN_FIT_ZOOM)
                : ViewFit.of(size, arrangements, area.width - 1, area.height - 1,
                        inlineOrientation.orElse(LaneOrientation.COLUMNS), MIN_FIT_ZOOM);
        orientation = fitted.orientation();
        arrangement = fitted.arrangement();
        diagram = layouts.in(orientation);
        zoom = fitted.zoom();
        showLayoutNote();
    }

    /**
     * The orientation the editor draws the history shown in now (its width may have changed):
     * empty when no editor of the file is open, or for a lattice line's history, which is not
     * drawn inline.
     */
    private Optional<LaneOrientation> inlineOrientation() {
        return run.counterexample().filter(h -> h == history)
                .flatMap(h -> InlineOrientation.of(getSite().getPage(), run));
    }

    /** Puts what the view shows (sessions as columns or rows, and why; whether it scrolls) under the caption. */
    private void showLayoutNote() {
        String note = fitted == null ? "" : (fit ? fitted : new ViewFit(orientation, arrangement, zoom, true,
                fitted.preferred(), fitted.gain())).describe(chosenLanes.isPresent() ? ViewFit.Preference.USER
                        : inlineOrientation.isPresent() ? ViewFit.Preference.EDITOR : ViewFit.Preference.PAPERS);
        caption.note(note);
    }

    /** @return what the view says about the drawing's orientation and zoom (caption or tooltip) */
    public String layoutNote() {
        return caption.noteText();
    }

    /** The diagram shown with the protocol trace next to it, if a protocol model produced the history. */
    private TracedHistory traced() {
        return new TracedHistory(diagram, arrangement, traces, false);
    }

    /**
     * Returns the protocol traces shown next to the history.
     *
     * @return the traces of the history's protocol levels, empty if none (or no history) is shown
     */
    public List<ProtocolTrace> traces() {
        return traces;
    }

    private void copyLiteral() {
        if (history == null) {
            return;
        }
        ViewCommands.copy(canvas.getDisplay(), literal());
    }

    /**
     * Returns the shown history as an isolang history literal named after the command.
     *
     * @return the literal
     */
    public String literal() {
        String name = Character.toUpperCase(run.command().charAt(0)) + run.command().substring(1)
                .replaceAll("[^A-Za-z0-9_]", "_");
        return HistoryLiteral.write(name, history.history());
    }

    private void export(String format) {
        if (diagram != null || order != null) {
            ViewCommands.export(canvas.getShell(), run.command(), format, format.equals("svg")
                    ? target -> Files.writeString(target,
                            order != null ? HasseSvg.write(order) : new SvgWriter().write(diagram),
                            StandardCharsets.UTF_8)
                    : this::writePng);
        }
    }

    /**
     * Writes the diagram as a PNG image at the zoom the user chose, or at 100 % while the view
     * fits the drawing to its own size (a small view must not make a small image).
     *
     * @param target the image file
     * @throws IOException if the file cannot be written
     */
    public void writePng(Path target) throws IOException {
        double[] size = drawingSize();
        double scale = fit ? 1 : zoom;
        PngImage.write(canvas.getDisplay(), (int) Math.ceil(size[0] * scale), (int) Math.ceil(size[1] * scale),
                gc -> {
                    if (order != null) {
                        HassePainter.paint(gc, order, 0, 0, scale, true);
                    } else {
                        traced().paint(gc, 0, 0, scale, true);
                    }
                }, target);
    }

    @Override
    public void setFocus() {
        canvas.setFocus();
    }
}
