// SPDX-License-Identifier: EPL-2.0
/**
 * The Isolde paper's benchmark (§5.1) on the path users take: every problem is a spec file run
 * by {@code isolang check}, over the standard library and over the same frameworks written in
 * the file, with the command line's defaults; plus the engine's optimizations switched off one
 * at a time, other SAT solvers and JVM flags. {@link isolang.dsl.bench.Benchmark} is the entry
 * point of {@code isolang bench}; it writes {@code docs/benchmarks.md}.
 */
package isolang.dsl.bench;
