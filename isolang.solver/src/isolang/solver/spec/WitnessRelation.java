// SPDX-License-Identifier: EPL-2.0
package isolang.solver.spec;

import java.util.List;
import java.util.Objects;

/**
 * A witness relation declared by a framework: a name, unique within the framework, and a
 * shape (which fixes the arity), and optional stated {@link WitnessHint hints}: typical values
 * derived from the history and the earlier witnesses, which the engine uses to generalize
 * counterexamples (they never affect answers, only how fast they are found). The engine adds the
 * hint each level's own axioms give ({@link isolang.solver.cegis.DerivedHints}), so frameworks
 * compiled from text need none.
 *
 * @param name the name axioms use in {@link Execution#witness(String)}
 * @param shape the relation's shape
 * @param hints derivations of typical values, in the order they should be tried; may be empty
 */
public record WitnessRelation(String name, WitnessShape shape, List<WitnessHint> hints) {

    /** Checks the invariants and freezes the hints. */
    public WitnessRelation {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("a witness relation needs a name");
        }
        Objects.requireNonNull(shape, "shape");
        hints = List.copyOf(hints);
    }

    /** A witness relation without hints. */
    public WitnessRelation(String name, WitnessShape shape) {
        this(name, shape, List.of());
    }

    /** The arity of the relation. */
    public int arity() {
        return shape.arity();
    }
}
