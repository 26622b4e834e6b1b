// SPDX-License-Identifier: EPL-2.0
/**
 * Validation of {@code .isol} files in the workspace: problem markers and the background
 * validator that keeps them in sync with the files.
 */
package isolang.ui.validation;
