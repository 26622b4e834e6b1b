// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import isolang.history.format.HistoryFiles;
import isolang.history.format.HistoryFormat;
import isolang.history.format.HistoryFormatException;
import isolang.history.format.LoadOptions;
import isolang.record.HistoryJournal;
import isolang.record.HistoryJournal.Outcome;
import isolang.record.Recorder;
import isolang.record.Workload;
import isolang.record.Workload.KeyDistribution;
import isolang.record.db.Database;
import isolang.record.db.DatabaseException;
import isolang.record.db.IsolationSetting;

/**
 * {@code isolang record}: runs a random key–value workload from concurrent sessions against a
 * real database at one isolation setting and writes the history as it happens (EDN, see
 * {@link HistoryJournal}); progress with transactions/s and aborts on stderr; {@code --check}
 * then checks the history as {@code history check} does. Ctrl-C ends the sessions after their
 * current transaction and closes the file cleanly.
 */
final class RecordCommand {

    private static final Set<String> VALUED = Set.of("--db", "--jdbc", "--user", "--password", "--isolation",
            "--sessions",
            "--txns", "--duration", "--keys", "--distribution", "--ops", "--reads", "--seed", "--out", "--plume",
            "--check", "--check-out");
    private static final Set<String> FLAGS = Set.of("--quiet", "-q", "--help", "-h");
    private static final long FINISH_MILLIS = 10_000;

    private final PrintStream out;
    private final PrintStream err;

    private RecordCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    static int run(List<String> args, PrintStream out, PrintStream err) throws UsageException, IOException {
        NamedOptions options = NamedOptions.parse("record", args, VALUED, FLAGS);
        if (options.flag("--help") || options.flag("-h")) {
            usage(out);
            return Main.EXIT_OK;
        }
        try (DatabaseChoice.Restore silenced = DatabaseChoice.silenceLibraryOutput(options)) {
            return new RecordCommand(out, err).record(options);
        }
    }

    private int record(NamedOptions options) throws UsageException, IOException {
        boolean quiet = options.flag("--quiet") || options.flag("-q");
        Workload workload = workload(options);
        String isolation = options.string("--isolation").orElseThrow(() -> new UsageException(
                "record: --isolation SETTING is required (e.g. read-committed; record --help lists them per database)"));
        Path file = Path.of(options.string("--out", defaultName(DatabaseChoice.name(options), isolation)));
        try (Database database = DatabaseChoice.open("record", options, err, quiet)) {
            IsolationSetting setting = setting(database, isolation);
            HistoryJournal journal;
            try {
                journal = HistoryJournal.create(file);
            } catch (FileAlreadyExistsException e) {
                throw new UsageException(
                        "record: " + file + " exists; isolang does not overwrite it (choose another --out)");
            }
            Recorder recorder = new Recorder(database, setting, workload, journal);
            if (!quiet) {
                err.printf("isolang: recording %s at %s: %d sessions, %,d transactions, %d keys (%s), seed %d -> %s%n",
                        database.description(), setting.name(), workload.sessions(), workload.transactions(),
                        workload.keys(), workload.distribution().name().toLowerCase(Locale.ROOT), workload.seed(),
                        file);
            }
            Optional<String> failure = runToEnd(recorder, journal, quiet);
            summary(journal, recorder, file);
            if (failure.isPresent()) {
                err.println("isolang: " + failure.get() + " (the history so far is in " + file + ")");
                return Main.EXIT_USAGE;
            }
        } catch (DatabaseException e) {
            err.println("isolang: " + e.getMessage());
            return Main.EXIT_USAGE;
        }
        if (options.string("--plume").isPresent()) {
            plume(file, Path.of(options.string("--plume").get()));
        }
        List<String> levels = options.list("--check");
        if (levels.isEmpty()) {
            return Main.EXIT_OK;
        }
        // --all: every distinct violation is listed, so that the anomalies counted per class are all of them
        List<String> check = new ArrayList<>(List.of("check", file.toString(), "--format", "edn", "--all"));
        levels.forEach(level -> check.addAll(List.of("--level", level)));
        options.string("--check-out").ifPresent(dir -> check.addAll(List.of("--out", dir)));
        return HistoryCommand.run(check, out, err);
    }

    /** Runs the recording until done or Ctrl-C, printing progress; returns why it failed, if it did. */
    private Optional<String> runToEnd(Recorder recorder, HistoryJournal journal, boolean quiet)
            throws DatabaseException, IOException {
        CountDownLatch finished = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            recorder.stop();
            try {
                finished.await(FINISH_MILLIS + 5_000, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "isolang-record-interrupt");
        Runtime.getRuntime().addShutdownHook(hook);
        StatusLine status = new StatusLine(err, System.console() != null);
        try {
            recorder.start();
            long lastLine = System.nanoTime();
            while (!recorder.await(1000)) {
                if (!quiet && (status.terminal() || System.nanoTime() - lastLine > 10_000_000_000L)) {
                    status.show(progress(journal, recorder));
                    lastLine = System.nanoTime();
                }
            }
            status.clear();
            recorder.finish(FINISH_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            journal.close();
            finished.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                err.println("isolang: interrupted; the history is complete up to here");
            }
        }
        return recorder.failure();
    }

    private static String progress(HistoryJournal journal, Recorder recorder) {
        long done = recorder.finished();
        long aborted = journal.count(Outcome.ABORTED);
        return String.format(Locale.ROOT,
                "isolang: %,d transactions, %,.0f txn/s, %,d aborted (%.1f%%), %,d indeterminate, %.0f s",
                done, done / Math.max(recorder.seconds(), 1e-3), aborted, done == 0 ? 0.0 : 100.0 * aborted / done,
                journal.count(Outcome.INDETERMINATE), recorder.seconds());
    }

    private void summary(HistoryJournal journal, Recorder recorder, Path file) {
        long done = recorder.finished();
        out.printf(Locale.ROOT,
                "%s: %,d transactions (%,d committed, %,d aborted, %,d indeterminate) in %.1f s, %,.0f txn/s%n",
                file, done, journal.count(Outcome.COMMITTED), journal.count(Outcome.ABORTED),
                journal.count(Outcome.INDETERMINATE), recorder.seconds(), done / Math.max(recorder.seconds(), 1e-3));
        journal.errors().entrySet().stream().sorted((a, b) -> Long.compare(b.getValue(), a.getValue())).limit(5)
                .forEach(e -> out.printf(Locale.ROOT, "  %,8d x %s%n", e.getValue(), e.getKey()));
    }

    private void plume(Path from, Path to) throws UsageException, IOException {
        try {
            HistoryFiles.Loaded loaded = HistoryFiles.read(from, from.toString(), Optional.of(HistoryFormat.EDN),
                    LoadOptions.defaults());
            for (String warning : HistoryFiles.write(loaded.history(), to, HistoryFormat.PLUME, "History")) {
                err.println("isolang: warning: " + warning);
            }
        } catch (HistoryFormatException e) {
            throw new UsageException("record --plume: " + e.getMessage());
        }
    }

    private static IsolationSetting setting(Database database, String name) throws UsageException {
        try {
            return database.setting(name);
        } catch (DatabaseException e) {
            throw new UsageException("record: " + e.getMessage());
        }
    }

    private static Workload workload(NamedOptions options) throws UsageException {
        Workload defaults = Workload.defaults();
        String ops = options.string("--ops", defaults.minOps() + "-" + defaults.maxOps());
        int dash = ops.indexOf('-');
        int minOps;
        int maxOps;
        try {
            minOps = Integer.parseInt(dash < 0 ? ops : ops.substring(0, dash));
            maxOps = Integer.parseInt(dash < 0 ? ops : ops.substring(dash + 1));
        } catch (NumberFormatException e) {
            throw new UsageException("record: --ops needs N or MIN-MAX, not '" + ops + "'");
        }
        if (minOps < 1 || maxOps < minOps || maxOps > 1000) {
            throw new UsageException("record: --ops needs 1 <= MIN <= MAX <= 1000, not '" + ops + "'");
        }
        KeyDistribution distribution;
        try {
            distribution = KeyDistribution
                    .valueOf(options.string("--distribution", "uniform").toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new UsageException(
                    "record: --distribution is uniform or hot, not '" + options.string("--distribution").get()
                            + "'");
        }
        return new Workload((int) options.number("--sessions", defaults.sessions(), 1, 1000),
                options.number("--txns", defaults.transactions(), 1, Long.MAX_VALUE / 2),
                Duration.ofSeconds(options.number("--duration", defaults.duration().toSeconds(), 1, 365L * 24 * 3600)),
                (int) options.number("--keys", defaults.keys(), 1, 100_000_000), distribution, minOps, maxOps,
                options.decimal("--reads", defaults.readRatio(), 0, 1), options.number("--seed", defaults.seed(),
                        Long.MIN_VALUE, Long.MAX_VALUE));
    }

    private static String defaultName(String database, String isolation) {
        return "history-" + database + "-" + isolation.toLowerCase(Locale.ROOT) + "-"
                + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + ".edn";
    }

    private static void usage(PrintStream out) {
        out.println("Usage: isolang record --isolation SETTING [--db h2|hsqldb|postgres | --jdbc URL [--user U]"
                + " [--password P]] [options]");
        out.println();
        out.println("Runs a random key-value workload from concurrent sessions against a real database and writes");
        out.println("the history as it happens (Jepsen/Elle EDN; read by isolang history check).");
        out.println();
        Main.option(out, "--db NAME", "h2 (default, in-process), hsqldb (in-process), postgres (embedded server)");
        Main.option(out, "--jdbc URL", "any server; --user, --password");
        Main.option(out, "--isolation SETTING", "named as the database names it (docs/CLI.md lists them)");
        Main.option(out, "--sessions N", "concurrent sessions, one connection each (default 4)");
        Main.option(out, "--txns N", "transactions in all (default 1000)");
        Main.option(out, "--duration SECONDS", "time limit (default 600)");
        Main.option(out, "--keys N", "registers (default 10)");
        Main.option(out, "--distribution uniform|hot", "hot: 80% of operations on 20% of the keys");
        Main.option(out, "--ops MIN-MAX", "operations per transaction (default 1-5)");
        Main.option(out, "--reads RATIO", "probability that an operation reads (default 0.5)");
        Main.option(out, "--seed N", "seed of each session's choices (default 1)");
        Main.option(out, "--out FILE", "the history (default history-DB-SETTING-TIME.edn; never overwritten)");
        Main.option(out, "--plume FILE", "also write the history as Plume text");
        Main.option(out, "--check LEVEL,...", "then check the history against these levels");
        Main.option(out, "--check-out DIR", "with --check: write each violation as .txt, .json, .svg, .isol");
        Main.option(out, "-q, --quiet", "no progress");
    }
}
