// SPDX-License-Identifier: EPL-2.0
package isolang.solver.spec;

import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * A synthesis problem {@code ∃H ∈ scope. H ⊨ M1 … Mm ∧ H ⊭ N1 … Nn}.
 *
 * <p>Invariants: at least one level; the history model supports every level's model.
 *
 * @param allowed the levels M1..Mm the history must be allowed by
 * @param forbidden the levels N1..Nn the history must be disallowed by
 * @param scope the bounds on the history
 * @param model the history encoding
 */
public record Problem(List<Level> allowed, List<Level> forbidden, Scope scope, HistoryModel model) {

    /** Checks the invariants and freezes the lists. */
    public Problem {
        allowed = List.copyOf(allowed);
        forbidden = List.copyOf(forbidden);
        Objects.requireNonNull(scope, "scope");
        Objects.requireNonNull(model, "model");
        if (allowed.isEmpty() && forbidden.isEmpty()) {
            throw new IllegalArgumentException("a problem needs at least one level");
        }
        for (Level level : Stream.concat(allowed.stream(), forbidden.stream()).toList()) {
            if (!model.supports(level.model())) {
                throw new IllegalArgumentException(level + " needs the " + level.model() + " history model");
            }
        }
    }

    /** A problem in the least history model that supports all levels. */
    public static Problem of(List<Level> allowed, List<Level> forbidden, Scope scope) {
        boolean ops = Stream.concat(allowed.stream(), forbidden.stream())
                .anyMatch(l -> l.model() == HistoryModel.OPERATION);
        return new Problem(allowed, forbidden, scope, ops ? HistoryModel.OPERATION : HistoryModel.ABSTRACT);
    }

    /** {@code H ⊨ a ∧ H ⊭ b}: a history showing that {@code a} does not imply {@code b}. */
    public static Problem separating(Level a, Level b, Scope scope) {
        return of(List.of(a), List.of(b), scope);
    }

    /** The allowed levels followed by the forbidden ones. */
    public List<Level> levels() {
        return Stream.concat(allowed.stream(), forbidden.stream()).toList();
    }

    /** This problem with another scope. */
    public Problem withScope(Scope other) {
        return new Problem(allowed, forbidden, other, model);
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("{");
        allowed.forEach(l -> text.append(' ').append(l));
        forbidden.forEach(l -> text.append(" ¬").append(l));
        return text.append(" } in ").append(scope).toString();
    }
}
