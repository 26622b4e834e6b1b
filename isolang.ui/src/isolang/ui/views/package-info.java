// SPDX-License-Identifier: EPL-2.0
/**
 * Views of the isolang IDE.
 */
package isolang.ui.views;
