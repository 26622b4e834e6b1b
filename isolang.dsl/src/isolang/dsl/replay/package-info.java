// SPDX-License-Identifier: EPL-2.0
/**
 * The second, independent check of a protocol trace: {@link isolang.dsl.replay.TraceReplay}
 * interprets the protocol's rules as written (the syntax tree, not the compiled Kodkod formulas)
 * on the explicit relations of the trace and the history it induced ({@link isolang.dsl.replay.TraceWorld},
 * {@link isolang.dsl.replay.RuleInterpreter}), and decides the forbidden levels with the history
 * checker of {@code isolang history check} instead of Kodkod. Nothing here shares code with the
 * synthesis engine's encoder.
 */
package isolang.dsl.replay;
