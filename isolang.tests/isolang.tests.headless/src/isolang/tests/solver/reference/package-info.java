// SPDX-License-Identifier: EPL-2.0
/**
 * The standard levels written a second time, in Java through the spec API (Biswas–Enea, Cerone
 * et al., the Isolde paper's UpdateSer and NLU): independent oracles and fixtures for engine
 * tests. The product runs only the standard library's {@code .isol} levels;
 * {@code isolang.tests.dsl.compiler.StandardLevelsAgreeTest} proves both mean the same.
 */
package isolang.tests.solver.reference;
