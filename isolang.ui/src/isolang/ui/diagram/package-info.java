// SPDX-License-Identifier: EPL-2.0
/**
 * Native SWT drawing of the laid-out history diagrams of {@code isolang.diagram}.
 */
package isolang.ui.diagram;
