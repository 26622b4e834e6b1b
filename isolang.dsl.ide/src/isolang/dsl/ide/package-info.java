// SPDX-License-Identifier: EPL-2.0
/**
 * Editor-neutral IDE services of the isolang language (content assist parser, IDE module and
 * setup), used in-process by the Eclipse editor and by the language server.
 */
package isolang.dsl.ide;
