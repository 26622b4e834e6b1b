// SPDX-License-Identifier: EPL-2.0
/**
 * The language services inside the IDE: the shared injector and parses of editor text
 * together with the other files of their project.
 */
package isolang.ui.model;
