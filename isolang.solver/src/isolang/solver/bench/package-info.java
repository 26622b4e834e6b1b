// SPDX-License-Identifier: EPL-2.0
/**
 * The benchmark of the Isolde paper (§5.1) run against this engine: hierarchy-edge SAT problems
 * in all framework combinations, the read-only anomaly, cross- and same-framework UNSAT
 * problems, at 5 objects × 5 values and growing numbers of transactions, with every optimization
 * on and off. {@link isolang.solver.bench.PaperBenchmark} is the command-line entry point; each
 * problem runs in a worker process so that a timed-out SAT call cannot slow down the next one.
 */
package isolang.solver.bench;
