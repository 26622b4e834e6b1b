// SPDX-License-Identifier: EPL-2.0
/**
 * Reference frameworks and levels built through the spec API: Biswas–Enea, Cerone et al., and
 * the Isolde paper's UpdateSer and NLU.
 */
package isolang.solver.levels;
