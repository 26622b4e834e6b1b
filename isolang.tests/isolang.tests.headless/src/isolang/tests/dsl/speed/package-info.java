// SPDX-License-Identifier: EPL-2.0
/** The engine's optimizations apply to levels written in the language: counted in rounds, not seconds. */
package isolang.tests.dsl.speed;
