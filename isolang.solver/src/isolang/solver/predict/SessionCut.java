// SPDX-License-Identifier: EPL-2.0
package isolang.solver.predict;

/**
 * Where the prediction boundary ends one session: after the first {@code operations} operations of
 * transaction {@code transaction}; later transactions of the session are not in the prediction.
 *
 * @param session the index of the session in the encoded run (the observed history, or the
 *        beginning of a larger one, whose sessions without transactions are left out)
 * @param transaction the id of the last transaction kept
 * @param operations how many of its operations are kept
 */
public record SessionCut(int session, int transaction, int operations) {
}
