// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.run;

import java.util.Optional;

import isolang.dsl.compiler.CompiledCommand;
import isolang.solver.spec.Problem;

/**
 * Hears which engine call of a command {@link CommandRunner} is making, e.g. to label progress
 * lines; the engine's own progress within a call goes to the runner's
 * {@link isolang.solver.CegisListener}. Methods are called on the running thread and must
 * return quickly; every method does nothing by default.
 */
public interface CommandListener {

    /** A command starts; its engine calls follow. */
    default void commandStarted(CompiledCommand command) {
    }

    /**
     * An engine call (a synthesis or a membership check) of {@code command} starts.
     *
     * @param command the command
     * @param problem the synthesis problem of the call; empty for a membership check
     * @param step the call's number, from 1
     * @param steps how many calls the command may make (a lattice's ordered pairs, most of
     *     which propagation decides without a call); 1 for a single call
     */
    default void stepStarted(CompiledCommand command, Optional<Problem> problem, int step, int steps) {
    }

    /** The engine call that started last has returned. */
    default void stepFinished(CompiledCommand command) {
    }
}
