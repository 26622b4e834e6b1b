// SPDX-License-Identifier: EPL-2.0
package isolang.ui.diagram;

import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;

import isolang.diagram.LaneOrientation;

/**
 * How a view fits a history's drawing to its visible area: the sessions' orientation, the
 * panels' arrangement and the zoom. The orientation the editor chose for the same history inline
 * is kept, so that the view and the editor show the history alike, unless the view's space draws
 * the other orientation at least {@link #CLEAR_GAIN} times larger. Within the orientation, the
 * arrangement that draws the whole history largest wins (side by side on a tie); the zoom is at
 * most 100 % and at least the floor, below which text is too small to read and the view scrolls
 * instead: then the arrangement that shows the largest share of the drawing at the floor wins.
 * An orientation the user chose in the view's menu is kept whatever the gain ({@link #chosen}).
 *
 * @param orientation the sessions' orientation drawn
 * @param arrangement the panels' arrangement drawn
 * @param zoom pixels per diagram unit
 * @param whole whether the whole drawing is visible at that zoom (else the view scrolls)
 * @param preferred the orientation the user or the editor chose (or the papers' columns without either)
 * @param gain how many times larger the whole drawing is in {@code orientation} than in
 *        {@code preferred} (1 when they are the same)
 */
public record ViewFit(LaneOrientation orientation, PanelArrangement arrangement, double zoom, boolean whole,
        LaneOrientation preferred, double gain) {

    /** How many times larger the other orientation must draw before the view leaves the editor's. */
    public static final double CLEAR_GAIN = 1.25;

    /**
     * Fits a drawing to an area.
     *
     * @param size the drawing's size at scale 1, width and height, in an orientation and arrangement
     * @param arrangements the arrangements to try, side by side first
     * @param width the visible width in pixels
     * @param height the visible height in pixels
     * @param preferred the orientation to keep unless the other is clearly larger
     * @param floor the smallest zoom
     * @return the fit
     */
    public static ViewFit of(BiFunction<LaneOrientation, PanelArrangement, double[]> size,
            List<PanelArrangement> arrangements, double width, double height, LaneOrientation preferred,
            double floor) {
        Candidate kept = best(size, arrangements, width, height, preferred, floor);
        LaneOrientation other = preferred == LaneOrientation.COLUMNS ? LaneOrientation.ROWS : LaneOrientation.COLUMNS;
        Candidate switched = best(size, arrangements, width, height, other, floor);
        double gain = switched.scale / kept.scale;
        Candidate chosen = gain >= CLEAR_GAIN ? switched : kept;
        return new ViewFit(chosen.orientation, chosen.arrangement, Math.max(floor, chosen.scale), chosen.scale >= floor,
                preferred, chosen == kept ? 1 : gain);
    }

    /**
     * Fits a drawing to an area in the orientation the user chose: only the arrangement and the
     * zoom are chosen.
     *
     * @param size the drawing's size at scale 1, width and height, in an orientation and arrangement
     * @param arrangements the arrangements to try, side by side first
     * @param width the visible width in pixels
     * @param height the visible height in pixels
     * @param orientation the orientation to draw
     * @param floor the smallest zoom
     * @return the fit
     */
    public static ViewFit chosen(BiFunction<LaneOrientation, PanelArrangement, double[]> size,
            List<PanelArrangement> arrangements, double width, double height, LaneOrientation orientation,
            double floor) {
        Candidate best = best(size, arrangements, width, height, orientation, floor);
        return new ViewFit(orientation, best.arrangement, Math.max(floor, best.scale), best.scale >= floor, orientation,
                1);
    }

    /** Who chose {@link #preferred}, as the caption says it. */
    public enum Preference {
        /** Nobody: the papers' sessions as columns. */
        PAPERS(""),
        /** The editor, for the same history inline. */
        EDITOR(", as in the editor"),
        /** The user, in the view's menu. */
        USER(", as chosen in the view's menu");

        private final String words;

        Preference(String words) {
            this.words = words;
        }
    }

    /** An orientation and arrangement with the scale that shows it whole, at most 1, and its share seen at the floor. */
    private record Candidate(LaneOrientation orientation, PanelArrangement arrangement, double scale, double share) {
    }

    private static Candidate best(BiFunction<LaneOrientation, PanelArrangement, double[]> size,
            List<PanelArrangement> arrangements, double width, double height, LaneOrientation orientation,
            double floor) {
        Candidate best = null;
        for (PanelArrangement arrangement : arrangements) {
            double[] drawing = size.apply(orientation, arrangement);
            double scale = Math.min(1, Math.min(width / drawing[0], height / drawing[1]));
            double zoom = Math.max(floor, scale);
            double share = Math.min(1, width / (drawing[0] * zoom)) * Math.min(1, height / (drawing[1] * zoom));
            Candidate candidate = new Candidate(orientation, arrangement, scale, share);
            if (best == null || Math.max(floor, scale) > Math.max(floor, best.scale) + 1e-9
                    || Math.max(floor, scale) > Math.max(floor, best.scale) - 1e-9 && share > best.share + 1e-9) {
                best = candidate;
            }
        }
        return best;
    }

    /**
     * Says what the view shows: the sessions' orientation and why, and whether it scrolls.
     *
     * @param chooser who chose {@link #preferred}
     * @return e.g. {@code sessions as columns, as in the editor}
     */
    public String describe(Preference chooser) {
        String shown = "sessions as " + name(orientation);
        String why;
        if (orientation == preferred) {
            why = chooser.words;
        } else {
            why = String.format(Locale.ROOT, " (%.1f\u00d7 larger here than as %s%s)", gain, name(preferred),
                    chooser.words);
        }
        String scroll = whole ? ""
                : String.format(Locale.ROOT, "; at %d %%, the smallest readable zoom: scroll for the rest",
                        Math.round(zoom * 100));
        return shown + why + scroll;
    }

    private static String name(LaneOrientation orientation) {
        return orientation == LaneOrientation.COLUMNS ? "columns" : "rows";
    }
}
