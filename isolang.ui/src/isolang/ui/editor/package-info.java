// SPDX-License-Identifier: EPL-2.0
/**
 * The isolang editor for {@code *.isol} files, built on the platform text editor.
 */
package isolang.ui.editor;
