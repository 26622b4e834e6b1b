// SPDX-License-Identifier: EPL-2.0
/** Compilation to the engine: the standard library against the engine's reference levels. */
package isolang.tests.dsl.compiler;
