// SPDX-License-Identifier: EPL-2.0
package isolang.record.scenario;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import isolang.record.HistoryJournal;
import isolang.record.HistoryJournal.Op;
import isolang.record.HistoryJournal.Outcome;
import isolang.record.db.Database;
import isolang.record.db.DatabaseException;
import isolang.record.db.Failures;
import isolang.record.db.IsolationSetting;
import isolang.record.db.KeyValueTable;
import isolang.record.scenario.ScenarioRun.StepResult;
import isolang.record.scenario.ScenarioRun.StepStatus;

/**
 * Runs a {@link Scenario} against a database, one connection and one thread per session. Steps
 * are issued in script order; each is given {@code stepWait} to return, and one that has not is
 * taken as blocked on a lock: the script goes on (a later step, typically a commit, may release
 * it) and the blocked session's later steps queue behind it. When the script is done, the
 * sessions get {@code finalWait} to finish; a session still stuck (an undetected deadlock) has
 * its connection aborted and its transaction counts as aborted. A step the database refuses
 * aborts its transaction (it is rolled back) and the session's later steps are skipped.
 */
public final class ScenarioRunner {

    /** The start of the error of a step that never returned. */
    private static final String STUCK = "did not return";

    private final Duration stepWait;
    private final Duration finalWait;

    /** A runner with these waits. */
    public ScenarioRunner(Duration stepWait, Duration finalWait) {
        this.stepWait = stepWait;
        this.finalWait = finalWait;
    }

    /**
     * Runs {@code scenario} on a fresh table of {@code database} at {@code setting}.
     *
     * @throws DatabaseException if the database cannot be reached or set up
     */
    public ScenarioRun run(Database database, IsolationSetting setting, Scenario scenario) throws DatabaseException {
        int n = scenario.sessions();
        KeyValueTable table;
        List<Session> sessions = new ArrayList<>();
        StringWriter history = new StringWriter();
        HistoryJournal journal = HistoryJournal.on(history);
        try {
            table = KeyValueTable.create(database, setting, 3);
            for (int s = 0; s < n; s++) {
                sessions.add(new Session(s, table.access(database.connect(setting)), journal));
            }
        } catch (SQLException e) {
            sessions.forEach(Session::close);
            throw new DatabaseException("cannot set up scenario " + scenario.id() + " on " + database.description(), e);
        }
        List<Step> steps = scenario.steps();
        StepResult[] results = new StepResult[steps.size()];
        List<Future<StepResult>> pending = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            Future<StepResult> future = sessions.get(step.session()).submit(step);
            try {
                results[i] = future.get(stepWait.toMillis(), TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                pending.add(future);
                results[i] = null;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new DatabaseException("interrupted in scenario " + scenario.id());
            } catch (ExecutionException e) {
                throw new IllegalStateException(e.getCause());
            }
        }
        long deadline = System.nanoTime() + finalWait.toNanos();
        for (int i = 0; i < steps.size(); i++) {
            if (results[i] != null) {
                continue;
            }
            Future<StepResult> future = pending.remove(0);
            try {
                StepResult later = future.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
                results[i] = new StepResult(later.step(), later.status(), true, later.value(), later.error());
            } catch (TimeoutException e) {
                Session stuck = sessions.get(steps.get(i).session());
                results[i] = new StepResult(steps.get(i), StepStatus.FAILED, true, 0,
                        STUCK + " within " + stepWait.plus(finalWait)
                                .toMillis() + " ms (blocked, not resolved by the database)");
                stuck.abandon(results[i].error(), steps.get(i).action() == Step.Action.COMMIT);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new DatabaseException("interrupted in scenario " + scenario.id());
            } catch (ExecutionException e) {
                throw new IllegalStateException(e.getCause());
            }
        }
        for (Session session : sessions) {
            session.close();
        }
        table.drop(database, setting);
        return new ScenarioRun(scenario, setting.name(), Arrays.asList(results),
                sessions.stream().map(s -> s.outcome).toList(), sessions.stream().map(s -> s.error).toList(),
                history.toString());
    }

    /** One session of a scenario: a thread, a connection and its one transaction. */
    private static final class Session {
        private final int index;
        private final KeyValueTable.Access access;
        private final HistoryJournal journal;
        private final ExecutorService thread;
        private final List<Op> ops = new ArrayList<>();
        private volatile Outcome outcome;
        private volatile String error;

        Session(int index, KeyValueTable.Access access, HistoryJournal journal) {
            this.index = index;
            this.access = access;
            this.journal = journal;
            this.thread = Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "isolang-scenario-session-" + index);
                t.setDaemon(true);
                return t;
            });
        }

        Future<StepResult> submit(Step step) {
            return thread.submit(() -> execute(step));
        }

        private synchronized StepResult execute(Step step) {
            if (outcome != null) {
                return new StepResult(step, StepStatus.SKIPPED, false, 0, null);
            }
            try {
                switch (step.action()) {
                    case READ -> {
                        long value = access.read(step.key());
                        ops.add(new Op(true, step.key(), value));
                        return new StepResult(step, StepStatus.DONE, false, value, null);
                    }
                    case WRITE -> {
                        ops.add(new Op(false, step.key(), step.value()));
                        access.write(step.key(), step.value());
                    }
                    case COMMIT -> {
                        access.connection().commit();
                        end(Outcome.COMMITTED, null);
                    }
                    case ROLLBACK -> {
                        access.connection().rollback();
                        end(Outcome.ABORTED, "rolled back by the scenario");
                    }
                }
                return new StepResult(step, StepStatus.DONE, false, 0, null);
            } catch (SQLException e) {
                String message = Failures.describe(e);
                boolean unknown = step.action() == Step.Action.COMMIT && Failures.connectionLost(e);
                try {
                    access.connection().rollback();
                } catch (SQLException ignored) {
                    // the connection is broken; the transaction is gone with it
                }
                end(unknown ? Outcome.INDETERMINATE : Outcome.ABORTED, message);
                return new StepResult(step, StepStatus.FAILED, false, 0, message);
            }
        }

        /** Records the transaction's end once. */
        private void end(Outcome end, String message) {
            synchronized (journal) {
                if (outcome != null) {
                    return;
                }
                outcome = end;
                error = message;
                try {
                    journal.append(index, end, List.copyOf(ops), message);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }

        /**
         * Gives up on a session stuck in a statement: aborts its connection and records the
         * transaction as aborted, or as indeterminate when the stuck statement was the commit.
         */
        void abandon(String message, boolean committing) {
            end(committing ? Outcome.INDETERMINATE : Outcome.ABORTED, message);
            try {
                access.connection().abort(Runnable::run);
            } catch (SQLException | RuntimeException e) {
                // the statement is cancelled with the connection, or the daemon thread stays stuck
            }
            thread.shutdownNow();
        }

        void close() {
            thread.shutdownNow();
            try {
                access.connection().close();
            } catch (SQLException e) {
                // closing after a failure
            }
        }
    }
}
