// SPDX-License-Identifier: EPL-2.0
package isolang.solver.history;

/**
 * One write–read edge {@code writer -wr_x-> reader}: transaction {@code reader} externally
 * reads object {@code object} from the final write of {@code writer} (0 is the initial
 * transaction).
 *
 * @param writer the id of the writing transaction
 * @param object the object read
 * @param reader the id of the reading transaction
 */
public record ReadFrom(int writer, int object, int reader) {
}
