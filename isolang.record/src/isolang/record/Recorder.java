// SPDX-License-Identifier: EPL-2.0
package isolang.record;

import java.io.IOException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;

import isolang.record.HistoryJournal.Interval;
import isolang.record.HistoryJournal.Op;
import isolang.record.HistoryJournal.Outcome;
import isolang.record.db.Database;
import isolang.record.db.DatabaseException;
import isolang.record.db.IsolationSetting;
import isolang.record.db.KeyValueTable;

/**
 * Runs a {@link Workload} against a database at one isolation setting and appends every
 * transaction to a {@link HistoryJournal}. Each session is a thread with its own connection.
 * Written values are unique (one counter for all sessions), so every read names the write it
 * read from. Each transaction is timed on one monotonic clock for all sessions, from before its
 * first statement to after its commit returned ({@link HistoryJournal.Interval}), so that one
 * transaction ending before another began is a sound real-time order. {@link #stop()} lets the
 * sessions finish their current transaction and then end; {@link #finish} waits for them and
 * records what is still running as indeterminate.
 */
public final class Recorder {

    private final Database database;
    private final IsolationSetting setting;
    private final Workload workload;
    private final HistoryJournal journal;
    private final AtomicLong tickets = new AtomicLong();
    private final AtomicLong values = new AtomicLong(KeyValueTable.INITIAL_VALUE);
    private final List<Session> sessions = new ArrayList<>();
    private final long started = System.nanoTime();
    private volatile boolean stopping;
    private volatile String failure;
    private KeyValueTable table;

    /** A recorder; {@link #start()} runs it. */
    public Recorder(Database database, IsolationSetting setting, Workload workload, HistoryJournal journal) {
        this.database = database;
        this.setting = setting;
        this.workload = workload;
        this.journal = journal;
    }

    /**
     * Creates the table, opens one connection per session and starts the sessions.
     *
     * @throws DatabaseException if the database cannot be reached or set up
     */
    public void start() throws DatabaseException {
        try {
            table = KeyValueTable.create(database, setting, workload.keys());
            for (int s = 0; s < workload.sessions(); s++) {
                sessions.add(new Session(s, table.access(database.connect(setting))));
            }
        } catch (SQLException e) {
            sessions.forEach(Session::closeQuietly);
            throw new DatabaseException("cannot set up the recording on " + database.description() + " at "
                    + setting.name(), e);
        }
        sessions.forEach(session -> session.thread.start());
    }

    /** Asks the sessions to end after their current transaction. */
    public void stop() {
        stopping = true;
    }

    /**
     * Waits up to {@code millis} for every session to end.
     *
     * @return true if they all ended
     */
    public boolean await(long millis) throws InterruptedException {
        long deadline = System.currentTimeMillis() + millis;
        for (Session session : sessions) {
            long left = deadline - System.currentTimeMillis();
            if (left <= 0) {
                return !session.thread.isAlive() && sessions.stream().noneMatch(s -> s.thread.isAlive());
            }
            session.thread.join(left);
        }
        return sessions.stream().noneMatch(s -> s.thread.isAlive());
    }

    /**
     * Stops the sessions, waits up to {@code millis} for them, appends a transaction still
     * running as indeterminate (it may commit after all), closes the connections and drops the
     * table.
     */
    public void finish(long millis) throws InterruptedException, IOException {
        stop();
        await(millis);
        for (Session session : sessions) {
            List<Op> running = session.abandon();
            if (!running.isEmpty()) {
                journal.append(session.index, Outcome.INDETERMINATE, running,
                        new Interval(session.runningSince, Interval.OPEN), "still running when the recording ended");
            }
            session.closeQuietly();
        }
        if (table != null) {
            table.drop(database, setting);
        }
    }

    /** The number of transactions that ended so far. */
    public long finished() {
        return journal.count(Outcome.COMMITTED) + journal.count(Outcome.ABORTED) + journal.count(Outcome.INDETERMINATE);
    }

    /** Nanoseconds since the recorder was made, on the monotonic clock every session shares. */
    private long clock() {
        return System.nanoTime() - started;
    }

    /** Seconds since the recorder was made. */
    public double seconds() {
        return (System.nanoTime() - started) / 1e9;
    }

    /** Why the recording stopped early (every session lost its connection), if it did. */
    public java.util.Optional<String> failure() {
        return java.util.Optional.ofNullable(failure);
    }

    /** One session: a thread, a connection and the transaction it is running. */
    private final class Session implements Runnable {
        private final int index;
        private final Thread thread;
        private final Random random;
        private KeyValueTable.Access access;
        private List<Op> running = new ArrayList<>();
        private long runningSince;
        private boolean abandoned;

        Session(int index, KeyValueTable.Access access) {
            this.index = index;
            this.access = access;
            this.random = workload.random(index);
            this.thread = new Thread(this, "isolang-session-" + index);
            thread.setDaemon(true);
        }

        @Override
        public void run() {
            long deadline = started + workload.duration().toNanos();
            try {
                while (!stopping && System.nanoTime() < deadline
                        && tickets.getAndIncrement() < workload.transactions()) {
                    transaction();
                }
            } catch (IOException e) {
                failure = "cannot write the history: " + e.getMessage();
                stopping = true;
            } catch (SQLException e) {
                failure = "session " + index + " lost its connection and could not reconnect: "
                        + isolang.record.db.Failures.describe(e);
                if (sessions.stream().allMatch(s -> s == this || !s.thread.isAlive())) {
                    stopping = true;
                }
            }
        }

        private void transaction() throws IOException, SQLException {
            int length = workload.minOps() + random.nextInt(workload.maxOps() - workload.minOps() + 1);
            boolean committing = false;
            synchronized (this) {
                runningSince = clock();
            }
            try {
                for (int i = 0; i < length; i++) {
                    int key = workload.distribution().next(random, workload.keys());
                    if (random.nextDouble() < workload.readRatio()) {
                        long value = access.read(key);
                        add(new Op(true, key, value));
                    } else {
                        long value = values.incrementAndGet();
                        add(new Op(false, key, value));
                        access.write(key, value);
                    }
                }
                committing = true;
                access.connection().commit();
                end(Outcome.COMMITTED, null);
            } catch (SQLException e) {
                boolean lost = isolang.record.db.Failures.connectionLost(e);
                end(committing && lost ? Outcome.INDETERMINATE : Outcome.ABORTED,
                        isolang.record.db.Failures.describe(e));
                if (lost) {
                    closeQuietly();
                    access = table.access(database.connect(setting));
                } else {
                    rollbackQuietly();
                }
            }
        }

        private synchronized void add(Op op) {
            running.add(op);
        }

        /** Records the running transaction, timed up to now (an indeterminate one is left open). */
        private void end(Outcome outcome, String error) throws IOException {
            long now = clock();
            List<Op> ops;
            Interval interval;
            synchronized (this) {
                if (abandoned) {
                    return;
                }
                ops = running;
                interval = new Interval(runningSince, outcome == Outcome.INDETERMINATE ? Interval.OPEN : now);
                running = new ArrayList<>();
            }
            journal.append(index, outcome, ops, interval, error);
        }

        /** The operations of the running transaction; later outcomes of this session are not recorded. */
        synchronized List<Op> abandon() {
            abandoned = true;
            return thread.isAlive() ? running : List.of();
        }

        private void rollbackQuietly() {
            try {
                access.connection().rollback();
            } catch (SQLException e) {
                // the next statement reports a broken connection
            }
        }

        void closeQuietly() {
            try {
                if (access != null) {
                    access.connection().close();
                }
            } catch (SQLException e) {
                // closing a broken connection
            }
        }
    }
}
