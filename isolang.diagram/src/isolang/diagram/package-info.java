// SPDX-License-Identifier: EPL-2.0
/**
 * Headless history diagrams: a history and its witness executions as boxes (one lane per
 * session) and arrows (so, wr and every witness relation), one panel per witness execution.
 *
 * <p>The flow is {@link isolang.diagram.HistoryDiagram#of build} (pure model, no
 * geometry) → {@link isolang.diagram.DiagramLayout#layout layout} (box positions on a
 * lane × rank grid and orthogonal edge routes through the gaps between them) →
 * {@link isolang.diagram.SvgWriter SVG} or a native drawing in the IDE.
 * {@link isolang.diagram.HistoryText} is the plain-text form the CLI prints. The model API
 * is plain Java so the IDE can draw it and tests can check it without pixels.
 */
package isolang.diagram;
