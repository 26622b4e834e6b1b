// SPDX-License-Identifier: EPL-2.0
/**
 * Command handlers of the isolang editor: run all commands, toggle comment, format.
 */
package isolang.ui.handlers;
