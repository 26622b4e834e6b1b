// SPDX-License-Identifier: EPL-2.0
/**
 * The isolang preferences and their preference page.
 */
package isolang.ui.preferences;
