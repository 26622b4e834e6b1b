// SPDX-License-Identifier: EPL-2.0
package isolang.solver.spec;

import java.util.Objects;

/**
 * A witness relation declared by a framework: a name, unique within the framework, and a
 * shape (which fixes the arity).
 *
 * @param name the name axioms use in {@link Execution#witness(String)}
 * @param shape the relation's shape
 */
public record WitnessRelation(String name, WitnessShape shape) {

    /** Checks the invariants. */
    public WitnessRelation {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("a witness relation needs a name");
        }
        Objects.requireNonNull(shape, "shape");
    }

    /** The arity of the relation. */
    public int arity() {
        return shape.arity();
    }
}
