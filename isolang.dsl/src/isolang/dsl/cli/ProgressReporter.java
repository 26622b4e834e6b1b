// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.PrintStream;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.run.CommandListener;
import isolang.dsl.run.ResultView;
import isolang.solver.CegisListener;
import isolang.solver.CegisPhase;
import isolang.solver.history.History;
import isolang.solver.spec.Problem;

/**
 * Progress of long commands on standard error, as the runner's {@link CommandListener} and the
 * engine's {@link CegisListener}: once a command has run for a second, a line
 * with its current step, phase, round and candidates, refreshed every second (rewritten in place on a
 * terminal, every five seconds otherwise). Engine warnings, e.g. a solver falling back to
 * SAT4J, are printed once each whether progress is shown or not.
 */
final class ProgressReporter implements CegisListener, CommandListener, AutoCloseable {

    private static final long SHOW_AFTER_NANOS = TimeUnit.SECONDS.toNanos(1);

    private final PrintStream err;
    private final boolean enabled;
    private final StatusLine status;
    private final Set<String> warned = ConcurrentHashMap.newKeySet();
    private final AtomicInteger candidates = new AtomicInteger();
    private final ScheduledExecutorService ticker;
    private volatile String fileName = "";
    private volatile String label;
    private volatile CegisPhase phase = CegisPhase.PREPARE;
    private volatile int round;
    private volatile long started;
    private volatile long lastPrinted;

    /**
     * A reporter printing to {@code err}.
     *
     * @param err standard error
     * @param enabled whether progress lines are printed at all (warnings always are)
     * @param terminal whether {@code err} is a terminal, where the line is rewritten in place
     */
    ProgressReporter(PrintStream err, boolean enabled, boolean terminal) {
        this.err = err;
        this.enabled = enabled;
        this.status = new StatusLine(err, terminal);
        this.ticker = enabled ? Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, "isolang-progress");
            thread.setDaemon(true);
            return thread;
        }) : null;
        if (ticker != null) {
            ticker.scheduleAtFixedRate(this::tick, 250, 250, TimeUnit.MILLISECONDS);
        }
    }

    /** The commands that follow are those of {@code shownFile} (as the user named it). */
    void file(String shownFile) {
        int slash = shownFile.lastIndexOf('/');
        fileName = slash < 0 ? shownFile : shownFile.substring(slash + 1);
    }

    /** A command starts: its time counts from now. */
    @Override
    public void commandStarted(CompiledCommand command) {
        started = System.nanoTime();
        lastPrinted = 0;
    }

    /**
     * A step of the command starts: progress lines name the file, the command and the step
     * (for a lattice, the pair of levels: {@code A => B}).
     */
    @Override
    public void stepStarted(CompiledCommand command, Optional<Problem> problem, int step, int steps) {
        candidates.set(0);
        round = 0;
        phase = CegisPhase.PREPARE;
        String pair = command instanceof CompiledCommand.Lattice && problem.isPresent()
                ? " " + ResultView.levelName(command, problem.get().allowed().get(0)) + " => "
                        + ResultView.levelName(command, problem.get().forbidden().get(0))
                : "";
        label = fileName + " " + command.name() + pair + (steps > 1 ? " (" + step + "/" + steps + ")" : "");
    }

    @Override
    public void stepFinished(CompiledCommand command) {
        stop();
    }

    /** The step ended: the progress line, if any, is finished. */
    private synchronized void stop() {
        label = null;
        status.clear();
    }

    private synchronized void tick() {
        String what = label;
        if (what == null) {
            return;
        }
        long now = System.nanoTime();
        long interval = TimeUnit.SECONDS.toNanos(status.terminal() ? 1 : 5);
        if (now - started < SHOW_AFTER_NANOS || lastPrinted != 0 && now - lastPrinted < interval) {
            return;
        }
        lastPrinted = now;
        String line = String.format("isolang: %s: %s, round %d, %d candidates, %.0fs", what,
                phase.name().toLowerCase(java.util.Locale.ROOT), round, candidates.get(), (now - started) / 1e9);
        status.show(line);
    }

    @Override
    public void phase(CegisPhase newPhase, int newRound) {
        phase = newPhase;
        round = newRound;
    }

    @Override
    public void translated(CegisPhase translatedPhase, int translatedRound, long variables, long clauses) {
        round = translatedRound;
    }

    @Override
    public void candidate(int candidateRound, History candidate) {
        candidates.incrementAndGet();
    }

    @Override
    public void counterexample(int counterexampleRound, String level) {
        round = counterexampleRound;
    }

    @Override
    public synchronized void warning(String message) {
        if (warned.add(message)) {
            status.clear();
            err.println("isolang: warning: " + message);
            err.flush();
        }
    }

    @Override
    public void close() {
        if (ticker != null) {
            ticker.shutdownNow();
        }
        stop();
    }
}
