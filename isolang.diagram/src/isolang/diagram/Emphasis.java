// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Elements of a history diagram drawn in an emphasis colour, with a caption in the legend: what
 * makes a history forbidden (the cycle of a level, the transactions bound by an axiom and the
 * edge it demands), the write-read edges a prediction changed, or anything else a caller wants
 * a reader to look at first.
 *
 * <p>An emphasised edge that a panel already draws (same layer, source and target) is drawn
 * over in the emphasis colour; one that a panel lacks (an edge an axiom demands, an edge of a
 * relation no witness has, such as {@code rw}) is added to the panel. Emphases are given to
 * {@link HistoryDiagram#of(isolang.solver.history.History, List, List)}; each gets its own
 * colour, in order.
 *
 * @param caption one line saying what is emphasised and why, e.g. {@code "forbidden by SI:
 *     axiom NoConflict (levels.isol:12)"}; not blank
 * @param boxes ids of the transactions to emphasise
 * @param edges the edges to emphasise
 * @param panels titles of the panels to draw it in; empty for every panel
 */
public record Emphasis(String caption, Set<Integer> boxes, List<Edge> edges, Set<String> panels) {

    private static final List<String> COLORS = List.of("#d50000", "#ff6d00", "#c51162");

    /**
     * An emphasised edge.
     *
     * @param layer the relation ({@code so}, {@code wr}, {@code co}, {@code rw}, …)
     * @param from the source transaction id
     * @param to the target transaction id
     * @param label the label to draw if the edge is added to a panel; empty for the default
     *     (the layer, with the objects for {@code wr}, {@code rw} and {@code ww})
     * @param demanded whether an axiom demands the edge of a witness relation: the edge an
     *     axiom instance's conclusion asks for, or a {@code co} edge the history forces; a panel
     *     that lacks it draws it as the emphasis's, not as the witness's own
     */
    public record Edge(String layer, int from, int to, String label, boolean demanded) {

        /** Checks that the layer is named and the ids are non-negative. */
        public Edge {
            if (layer == null || layer.isBlank() || from < 0 || to < 0 || label == null) {
                throw new IllegalArgumentException("invalid emphasised edge " + layer + " " + from + " → " + to);
            }
        }

        /** An edge that is not demanded, e.g. a {@code wr} or {@code rw} edge of a cycle, with the default label. */
        public Edge(String layer, int from, int to) {
            this(layer, from, to, "", false);
        }

        /** An edge of a witness relation an axiom demands, with the default label. */
        public static Edge demanded(String layer, int from, int to) {
            return new Edge(layer, from, to, "", true);
        }

        /** The pair of transaction ids. */
        public TxnPair pair() {
            return new TxnPair(from, to);
        }
    }

    /** Checks the caption and freezes the collections. */
    public Emphasis {
        if (caption == null || caption.isBlank()) {
            throw new IllegalArgumentException("an emphasis needs a caption");
        }
        boxes = Collections.unmodifiableSet(new LinkedHashSet<>(boxes));
        edges = List.copyOf(edges);
        panels = Collections.unmodifiableSet(new LinkedHashSet<>(panels));
    }

    /** An emphasis in every panel of the given edges and the transactions they connect. */
    public static Emphasis of(String caption, List<Edge> edges) {
        Set<Integer> boxes = new LinkedHashSet<>();
        edges.forEach(e -> {
            boxes.add(e.from());
            boxes.add(e.to());
        });
        return new Emphasis(caption, boxes, edges, Set.of());
    }

    /** Whether this emphasis is drawn in the panel titled {@code panel}. */
    public boolean appliesTo(String panel) {
        return panels.isEmpty() || panels.contains(panel);
    }

    /** Whether this emphasis names the edge {@code layer from → to}. */
    public boolean covers(String layer, int from, int to) {
        return edges.stream().anyMatch(e -> e.layer().equals(layer) && e.from() == from && e.to() == to);
    }

    /** How the elements of the emphasis at {@code index} in a diagram's list are drawn: a colour and a heavy stroke. */
    public static RelationStyle style(int index) {
        return new RelationStyle(COLORS.get(index % COLORS.size()), "", 2.6);
    }
}
