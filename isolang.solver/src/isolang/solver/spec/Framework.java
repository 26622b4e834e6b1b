// SPDX-License-Identifier: EPL-2.0
package isolang.solver.spec;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * An isolation framework as data: the witness relations an abstract execution adds to a
 * history, and the base (well-formedness) axioms every execution of the framework satisfies.
 *
 * <p>Invariants: witness names are unique; a {@link WitnessShape.SubsetOf} refers to a relation
 * declared before it. Frameworks compare by name.
 *
 * @param name the framework's name, e.g. {@code "BiswasEnea"}
 * @param witnesses the witness relations, in declaration order
 * @param baseAxioms the axioms every execution must satisfy (e.g. {@code so ∪ wr ⊆ co})
 * @param doc a one-paragraph description
 */
public record Framework(String name, List<WitnessRelation> witnesses, List<Axiom> baseAxioms, String doc) {

    /** Checks the invariants and freezes the lists. */
    public Framework {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("a framework needs a name");
        }
        witnesses = List.copyOf(witnesses);
        baseAxioms = List.copyOf(baseAxioms);
        doc = doc == null ? "" : doc;
        Set<String> seen = new HashSet<>();
        for (WitnessRelation w : witnesses) {
            if (w.shape() instanceof WitnessShape.SubsetOf subset && !seen.contains(subset.superset())) {
                throw new IllegalArgumentException(name + "." + w.name() + " is a subset of undeclared "
                        + subset.superset());
            }
            if (!seen.add(w.name())) {
                throw new IllegalArgumentException(name + " declares witness " + w.name() + " twice");
            }
        }
    }

    /** The witness relation with the given name, if declared. */
    public Optional<WitnessRelation> witness(String witnessName) {
        return witnesses.stream().filter(w -> w.name().equals(witnessName)).findFirst();
    }

    /** The first witness relation that is a strict total order on transactions, if any. */
    public Optional<WitnessRelation> totalOrder() {
        return witnesses.stream().filter(w -> w.shape() instanceof WitnessShape.StrictTotalOrder).findFirst();
    }

    /**
     * Whether this framework models a protocol: some witness places events at steps
     * ({@link WitnessShape.Free#hasSteps()}).
     */
    public boolean isProtocol() {
        return witnesses.stream().anyMatch(w -> w.shape() instanceof WitnessShape.Free free && free.hasSteps());
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Framework that && name.equals(that.name);
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }

    @Override
    public String toString() {
        return name;
    }
}
