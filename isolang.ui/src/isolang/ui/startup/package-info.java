// SPDX-License-Identifier: EPL-2.0
/**
 * Workbench startup hooks of the isolang IDE.
 */
package isolang.ui.startup;
