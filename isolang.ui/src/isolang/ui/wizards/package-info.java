// SPDX-License-Identifier: EPL-2.0
/**
 * Wizards creating isolang projects and files.
 */
package isolang.ui.wizards;
