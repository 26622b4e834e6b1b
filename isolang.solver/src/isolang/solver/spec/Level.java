// SPDX-License-Identifier: EPL-2.0
package isolang.solver.spec;

import java.util.List;
import java.util.Objects;

/**
 * An isolation level: a set of axioms over a history and one framework's witness relations.
 * A history is allowed by the level iff some value of the witness relations satisfies the
 * framework's base axioms and all of the level's axioms.
 *
 * <p>Invariant: the name is non-empty; the axiom list is immutable (it may be empty: the
 * level then allows every history that has a well-formed execution).
 *
 * @param name the level's name, e.g. {@code "SI"}
 * @param framework the framework the axioms are written in
 * @param axioms the level's own axioms (the framework's base axioms are implicit)
 * @param model the least history model the axioms need
 * @param doc documentation, e.g. the definition quoted from the source
 */
public record Level(String name, Framework framework, List<Axiom> axioms, HistoryModel model, String doc) {

    /** Checks the invariants and freezes the axiom list. */
    public Level {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("a level needs a name");
        }
        Objects.requireNonNull(framework, "framework");
        Objects.requireNonNull(model, "model");
        axioms = List.copyOf(axioms);
        doc = doc == null ? "" : doc;
    }

    /** A level over abstract histories. */
    public static Level of(String name, Framework framework, List<Axiom> axioms, String doc) {
        return new Level(name, framework, axioms, HistoryModel.ABSTRACT, doc);
    }

    /** The framework's base axioms followed by the level's axioms. */
    public List<Axiom> allAxioms() {
        return java.util.stream.Stream.concat(framework.baseAxioms().stream(), axioms.stream()).toList();
    }

    /** A level with the same framework and model and more axioms (e.g. SI = Prefix ∧ Conflict). */
    public Level and(String newName, List<Axiom> more, String newDoc) {
        return new Level(newName, framework,
                java.util.stream.Stream.concat(axioms.stream(), more.stream()).toList(), model, newDoc);
    }

    @Override
    public String toString() {
        return framework.name() + "." + name;
    }
}
