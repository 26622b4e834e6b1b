// SPDX-License-Identifier: EPL-2.0
package isolang.ui.diagram;

/**
 * How the panels of a history diagram (one per witness execution) are placed relative to each
 * other when drawn: side by side, as in the papers and on a wide screen, or stacked one above
 * the other, for a narrow editor or view.
 */
public enum PanelArrangement {

    /** The panels in a row, left to right. */
    SIDE_BY_SIDE,

    /** The panels in a column, top to bottom. */
    STACKED
}
