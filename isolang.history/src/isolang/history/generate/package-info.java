// SPDX-License-Identifier: EPL-2.0
/**
 * Histories made on purpose: random small histories for differential tests, histories valid by
 * construction for a level with planted anomalies, and AWDIT's lower-bound constructions, for
 * tests and benchmarks.
 */
package isolang.history.generate;
