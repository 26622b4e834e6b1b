// SPDX-License-Identifier: EPL-2.0
package isolang.solver;

import java.util.List;
import java.util.Map;
import java.util.Objects;

import isolang.solver.spec.Level;

/**
 * A concrete witness execution: for a level that allows a history, the value of each witness
 * relation of the level's framework. Tuples are lists of transaction ids (0 is the initial
 * transaction) and, for relations that mention objects, object indices in the position of
 * the object column.
 *
 * @param level the level the witness is for
 * @param relations witness relation name to its tuples
 */
public record WitnessExecution(Level level, Map<String, List<List<Integer>>> relations) {

    /** Checks the invariants and freezes the map. */
    public WitnessExecution {
        Objects.requireNonNull(level, "level");
        relations = Map.copyOf(relations);
    }

    /** The tuples of one witness relation. */
    public List<List<Integer>> relation(String name) {
        List<List<Integer>> tuples = relations.get(name);
        if (tuples == null) {
            throw new IllegalArgumentException(level + " has no witness relation " + name);
        }
        return tuples;
    }
}
