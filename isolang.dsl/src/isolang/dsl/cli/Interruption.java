// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.PrintStream;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import isolang.solver.CancellationToken;

/**
 * Ctrl-C during {@code check} and {@code run}: a shutdown hook cancels the running command's
 * {@link CancellationToken}, so the engine stops its SAT search, waits a few seconds for the
 * command loop to wind down (it prints nothing more), and prints one line,
 * {@code isolang: interrupted}. Closing removes the hook.
 */
final class Interruption implements AutoCloseable {

    private static final long WIND_DOWN_SECONDS = 5;

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
            closed.await(WIND_DOWN_SECONDS, TimeUnit.SECONDS);
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
