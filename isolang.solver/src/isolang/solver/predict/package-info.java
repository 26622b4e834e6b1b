// SPDX-License-Identifier: EPL-2.0
/**
 * Prediction from an observed history (IsoPredict, PLDI 2024): search the histories that differ
 * from an observed one only in which write each read observes, cut at a prediction boundary,
 * for one that the permissive levels allow and the strict levels forbid. The search is the
 * CEGIS synthesis of {@link isolang.solver.analyzer.IsolationAnalyzer} with the observed skeleton pinned
 * in the Kodkod bounds ({@link isolang.solver.predict.PredictionEncoding}).
 */
package isolang.solver.predict;
