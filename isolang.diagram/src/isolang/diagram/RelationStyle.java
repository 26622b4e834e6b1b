// SPDX-License-Identifier: EPL-2.0
package isolang.diagram;

import java.util.List;
import java.util.Map;

/**
 * How the arrows of one relation layer are drawn: a colour, a dash pattern and a stroke width.
 *
 * <p>The history relations and the common witness relations ({@code so, wr, co, vis, ar}) have
 * fixed styles, so the same relation looks the same in every diagram; other relation names
 * take the next unused entry of a palette, in order of first appearance.
 *
 * @param color an RGB colour as {@code #rrggbb}
 * @param dashArray an SVG dash pattern such as {@code "6 3"}, empty for a solid line
 * @param width the stroke width in pixels, {@code > 0}
 */
public record RelationStyle(String color, String dashArray, double width) {

    private static final Map<String, RelationStyle> FIXED = Map.of(
            HistoryDiagram.SO, new RelationStyle("#37474f", "", 1.8),
            HistoryDiagram.WR, new RelationStyle("#2e7d32", "", 1.4),
            "co", new RelationStyle("#1565c0", "7 4", 1.4),
            "vis", new RelationStyle("#e65100", "2 3", 1.6),
            "ar", new RelationStyle("#6a1b9a", "9 3 2 3", 1.4),
            HistoryDiagram.RT, new RelationStyle("#9e9d24", "3 2", 1.2));

    private static final List<String> PALETTE_COLORS = List.of("#c62828", "#00838f", "#ad1457", "#795548", "#827717",
            "#283593");

    private static final List<String> PALETTE_DASHES = List.of("5 3", "1 3", "9 3 2 3", "");

    /** Checks that the colour is {@code #rrggbb}, the dash pattern is given and the width positive. */
    public RelationStyle {
        if (color == null || !color.matches("#[0-9a-f]{6}")) {
            throw new IllegalArgumentException("colour must be #rrggbb: " + color);
        }
        if (dashArray == null || !dashArray.matches("[0-9 .]*")) {
            throw new IllegalArgumentException("invalid dash pattern: " + dashArray);
        }
        if (!(width > 0)) {
            throw new IllegalArgumentException("stroke width must be positive: " + width);
        }
    }

    /** Whether the relation has a fixed style (so, wr, co, vis, ar, rt). */
    public static boolean isFixed(String relation) {
        return FIXED.containsKey(relation);
    }

    /**
     * The style of {@code relation}: its fixed style if it has one, otherwise palette entry
     * {@code paletteIndex} (which wraps around the colours and dash patterns).
     */
    public static RelationStyle of(String relation, int paletteIndex) {
        RelationStyle fixed = FIXED.get(relation);
        if (fixed != null) {
            return fixed;
        }
        if (paletteIndex < 0) {
            throw new IllegalArgumentException("palette index must be non-negative: " + paletteIndex);
        }
        String color = PALETTE_COLORS.get(paletteIndex % PALETTE_COLORS.size());
        String dash = PALETTE_DASHES.get(paletteIndex / PALETTE_COLORS.size() % PALETTE_DASHES.size());
        return new RelationStyle(color, dash, 1.4);
    }
}
