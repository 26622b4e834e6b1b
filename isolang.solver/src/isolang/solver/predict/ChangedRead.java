// SPDX-License-Identifier: EPL-2.0
package isolang.solver.predict;

/**
 * A read whose writer differs between the observed and the predicted history.
 *
 * @param reader the id of the reading transaction
 * @param object the object read
 * @param observedWriter the id of the transaction the read observed (0: initial)
 * @param predictedWriter the id of the transaction it observes in the prediction (0: initial)
 */
public record ChangedRead(int reader, int object, int observedWriter, int predictedWriter) {
}
