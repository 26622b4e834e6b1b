// SPDX-License-Identifier: EPL-2.0
package isolang.ui.jobs;

import java.util.Optional;

import isolang.dsl.compiler.CompiledCommand;
import isolang.solver.spec.Scope;

/** Reads and replaces the scope of compiled commands, to run them again at another scope. */
public final class Scopes {

    private Scopes() {
    }

    /**
     * Returns the scope a command searches.
     *
     * @param command the command
     * @return its scope, or empty for a membership check (which has none)
     */
    public static Optional<Scope> of(CompiledCommand command) {
        if (command instanceof CompiledCommand.Implication c) {
            return Optional.of(c.scope());
        }
        if (command instanceof CompiledCommand.Equivalence c) {
            return Optional.of(c.scope());
        }
        if (command instanceof CompiledCommand.Synthesis c) {
            return Optional.of(c.problem().scope());
        }
        if (command instanceof CompiledCommand.Lattice c) {
            return Optional.of(c.scope());
        }
        return Optional.empty();
    }

    /**
     * Returns the command searching another scope.
     *
     * @param command the command
     * @param scope the new scope
     * @return the command with {@code scope} (a membership check is returned unchanged)
     */
    public static CompiledCommand with(CompiledCommand command, Scope scope) {
        if (command instanceof CompiledCommand.Implication c) {
            return new CompiledCommand.Implication(c.name(), c.source(), c.premise(), c.conclusion(), scope,
                    c.expected());
        }
        if (command instanceof CompiledCommand.Equivalence c) {
            return new CompiledCommand.Equivalence(c.name(), c.source(), c.left(), c.right(), scope, c.expected());
        }
        if (command instanceof CompiledCommand.Synthesis c) {
            return new CompiledCommand.Synthesis(c.name(), c.source(), c.problem().withScope(scope), c.expected());
        }
        if (command instanceof CompiledCommand.Lattice c) {
            return new CompiledCommand.Lattice(c.name(), c.source(), c.levels(), scope, c.expected());
        }
        return command;
    }

    /**
     * Returns a scope grown or shrunk by {@code delta} in transactions, objects and values
     * (each at least 1).
     *
     * @param scope the scope
     * @param delta how much to add (negative to shrink)
     * @return the new scope
     */
    public static Scope resize(Scope scope, int delta) {
        return Scope.of(Math.max(1, scope.transactions() + delta), Math.max(1, scope.objects() + delta),
                Math.max(1, scope.values() + delta));
    }
}
