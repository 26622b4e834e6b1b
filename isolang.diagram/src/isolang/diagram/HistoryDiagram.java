// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import isolang.solver.history.History;

/**
 * A history diagram: one {@link DiagramPanel} per witness execution, each showing the whole
 * history (a lane per session, the initial transaction once, {@code so} between consecutive
 * transactions of a session, {@code wr} labelled with the objects) plus that witness's
 * relations, with a legend, per-layer visibility and {@link Emphasis emphases}.
 *
 * <p>Immutable: the {@code with…} methods return changed copies. Changing what is visible
 * drops the layout (edges that become visible have no route yet), so a drawing client lays
 * the result out again with {@link DiagramLayout}; lanes and the order of boxes along them
 * depend only on the history and the relations, not on visibility, so boxes keep their
 * places relative to each other.
 *
 * <p>Invariants: the legend lists every layer once, {@code so} and {@code wr} first; every
 * edge's layer is in the legend; hidden layers are legend layers; when {@link #isLaidOut()}
 * every visible edge has a route.
 */
public final class HistoryDiagram {

    /** The session-order layer. */
    public static final String SO = "so";

    /** The write-read layer. */
    public static final String WR = "wr";

    /** The real-time layer (drawn only for a history that records time). */
    public static final String RT = "rt";

    private final List<DiagramPanel> panels;
    private final List<LegendEntry> legend;
    private final List<Emphasis> emphases;
    private final TextMetrics metrics;
    private final Set<String> hiddenLayers;
    private final boolean transitiveEdgesShown;
    private final boolean laidOut;

    private HistoryDiagram(List<DiagramPanel> panels, List<LegendEntry> legend, List<Emphasis> emphases,
            TextMetrics metrics, Set<String> hiddenLayers, boolean transitiveEdgesShown, boolean laidOut) {
        this.panels = List.copyOf(panels);
        this.legend = List.copyOf(legend);
        this.emphases = List.copyOf(emphases);
        this.metrics = metrics;
        this.hiddenLayers = Set.copyOf(hiddenLayers);
        this.transitiveEdgesShown = transitiveEdgesShown;
        this.laidOut = laidOut;
    }

    /**
     * The diagram of {@code history} with one panel per witness (a single panel titled
     * {@code "history"} if there is none); all layers visible, transitive edges hidden, not
     * laid out.
     *
     * @throws IllegalArgumentException if a witness relates a transaction the history lacks
     */
    public static HistoryDiagram of(History history, List<WitnessPanel> witnesses) {
        return of(history, witnesses, List.of());
    }

    /**
     * The diagram of {@code history} with one panel per witness, as {@link #of(History, List)},
     * with {@code emphases} drawn over it: their edges that a panel lacks are added to it.
     *
     * @throws IllegalArgumentException if a witness or an emphasis names a transaction the
     *     history lacks
     */
    public static HistoryDiagram of(History history, List<WitnessPanel> witnesses, List<Emphasis> emphases) {
        DiagramBuilder builder = new DiagramBuilder(history, emphases);
        return new HistoryDiagram(builder.panels(witnesses), builder.legend(witnesses), emphases,
                TextMetrics.DEFAULT, Set.of(), false, false);
    }

    /** The panels, in the order the witnesses were given. */
    public List<DiagramPanel> panels() {
        return panels;
    }

    /** The legend, one entry per layer. */
    public List<LegendEntry> legend() {
        return legend;
    }

    /** The emphases drawn over the diagram, in order (the order gives their colours). */
    public List<Emphasis> emphases() {
        return emphases;
    }

    /**
     * The index in {@link #emphases()} of the first emphasis that covers {@code edge} in
     * {@code panel}, or -1.
     */
    public int emphasisOf(DiagramPanel panel, DiagramEdge edge) {
        for (int i = 0; i < emphases.size(); i++) {
            if (emphases.get(i).appliesTo(panel.title())
                    && emphases.get(i).covers(edge.layer(), edge.from(), edge.to())) {
                return i;
            }
        }
        return -1;
    }

    /** The index in {@link #emphases()} of the first emphasis that covers {@code box} in {@code panel}, or -1. */
    public int emphasisOf(DiagramPanel panel, TransactionBox box) {
        for (int i = 0; i < emphases.size(); i++) {
            if (emphases.get(i).appliesTo(panel.title()) && emphases.get(i).boxes().contains(box.id())) {
                return i;
            }
        }
        return -1;
    }

    /** The text measures the diagram was laid out for ({@link TextMetrics#DEFAULT} before layout). */
    public TextMetrics metrics() {
        return metrics;
    }

    /**
     * The legend as drawn: the entries of the layers with at least one edge drawn in some
     * panel, so the legend names exactly the kinds of edges a reader sees.
     */
    public List<LegendEntry> drawnLegend() {
        return legend.stream().filter(e -> panels.stream().anyMatch(p -> visibleEdges(p).stream()
                .anyMatch(edge -> edge.layer().equals(e.layer())))).toList();
    }

    /** The layer names in legend order. */
    public List<String> layers() {
        return legend.stream().map(LegendEntry::layer).toList();
    }

    /** The legend entry of {@code layer}. */
    public LegendEntry legendEntry(String layer) {
        return legend.stream().filter(e -> e.layer().equals(layer)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no layer " + layer + " in " + layers()));
    }

    /** Whether the edges of {@code layer} are drawn. */
    public boolean isLayerVisible(String layer) {
        legendEntry(layer);
        return !hiddenLayers.contains(layer);
    }

    /** This diagram with {@code layer} shown or hidden (and no layout). */
    public HistoryDiagram withLayerVisible(String layer, boolean visible) {
        legendEntry(layer);
        Set<String> hidden = new HashSet<>(hiddenLayers);
        if (visible) {
            hidden.remove(layer);
        } else {
            hidden.add(layer);
        }
        return new HistoryDiagram(panels, legend, emphases, metrics, hidden, transitiveEdgesShown, false);
    }

    /** Whether edges implied by transitivity are drawn (they are hidden by default). */
    public boolean transitiveEdgesShown() {
        return transitiveEdgesShown;
    }

    /** This diagram with implied edges shown or hidden (and no layout). */
    public HistoryDiagram withTransitiveEdgesShown(boolean shown) {
        return new HistoryDiagram(panels, legend, emphases, metrics, hiddenLayers, shown, false);
    }

    /** Whether {@code edge} is drawn: its layer is visible and it is not a hidden implied edge. */
    public boolean isVisible(DiagramEdge edge) {
        return !hiddenLayers.contains(edge.layer()) && (transitiveEdgesShown || !edge.implied());
    }

    /** The edges of {@code panel} that are drawn. */
    public List<DiagramEdge> visibleEdges(DiagramPanel panel) {
        return panel.edges().stream().filter(this::isVisible).toList();
    }

    /** Whether boxes, lanes and visible edges have their positions. */
    public boolean isLaidOut() {
        return laidOut;
    }

    /** This diagram with laid-out panels, which must correspond one to one to the current ones, set in {@code font}. */
    HistoryDiagram withLayout(List<DiagramPanel> laidOutPanels, TextMetrics font) {
        if (laidOutPanels.size() != panels.size()) {
            throw new IllegalArgumentException("expected " + panels.size() + " panels, got " + laidOutPanels.size());
        }
        return new HistoryDiagram(laidOutPanels, legend, emphases, font, hiddenLayers, transitiveEdgesShown, true);
    }
}
