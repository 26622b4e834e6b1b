// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.PrintStream;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import isolang.solver.CancellationToken;

/**
 * Ctrl-C during {@code check} and {@code run}: a shutdown hook cancels the running command's
 * {@link CancellationToken}, so the engine stops its SAT search, gives the command loop a
 * moment to wind down (it prints nothing more), and prints one line,
 * {@code isolang: interrupted}; the process then ends, also when the engine is in a step
 * that cannot be stopped (the JVM ends it). Closing removes the hook.
 */
final class Interruption implements AutoCloseable {

    /** How long the hook waits for the command loop; the process ends right after. */
    private static final long WIND_DOWN_MILLIS = 300;

    private final PrintStream err;
    private final Thread hook;
    private final CountDownLatch closed = new CountDownLatch(1);
    private volatile CancellationToken current = new CancellationToken();
    private volatile boolean interrupted;

    /** Installs the hook; messages go to {@code err}. */
    Interruption(PrintStream err) {
        this.err = err;
        this.hook = new Thread(this::interrupt, "isolang-interrupt");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** The token of the next command; already cancelled once interrupted. */
    CancellationToken nextCommand() {
        CancellationToken token = new CancellationToken();
        current = token;
        if (interrupted) {
            token.cancel();
        }
        return token;
    }

    /** Whether the process is being interrupted: the command loop stops and prints no more. */
    boolean interrupted() {
        return interrupted;
    }

    private void interrupt() {
        interrupted = true;
        current.cancel();
        try {
            closed.await(WIND_DOWN_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        err.println("isolang: interrupted");
        err.flush();
    }

    /** The command loop is over: the hook, if running, may print; otherwise it is removed. */
    @Override
    public void close() {
        closed.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down: the hook is running and prints the message
        }
    }
}
