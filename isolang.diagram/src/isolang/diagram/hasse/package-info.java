// SPDX-License-Identifier: EPL-2.0
/**
 * Hasse diagrams of the implication order among isolation levels, as a {@code lattice}
 * command computes it: equivalent levels share a box, a line joins each covering pair with the
 * stronger level below the weaker (as {@code A < B} reads), and each line carries the place of
 * the history that separates its two levels.
 *
 * <p>The flow is {@link isolang.diagram.hasse.HasseDiagram#of implication matrix} → layered
 * layout ({@code HasseLayout}: ranks by longest chain, crossings reduced by barycentre sweeps,
 * long lines bent through the ranks they cross) → {@link isolang.diagram.hasse.HasseSvg SVG}
 * or a native drawing in the IDE. Plain Java, like the history diagrams.
 */
package isolang.diagram.hasse;
