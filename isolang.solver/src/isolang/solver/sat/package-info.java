// SPDX-License-Identifier: EPL-2.0
/**
 * Discovery and probing of the SAT solvers (SAT4J, MiniSat, Glucose) that Kodkod can use.
 */
package isolang.solver.sat;
