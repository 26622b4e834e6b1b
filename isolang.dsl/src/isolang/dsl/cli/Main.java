// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.Arrays;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.jar.Attributes;
import java.util.jar.Manifest;

import isolang.solver.Defaults;
import isolang.solver.sat.SolverProbe;

/**
 * Command-line entry point of isolang ({@code ./isolang} at the repository root). Runs on a
 * plain class path, without OSGi and without a display. Dispatches to one class per command;
 * mistakes in the command line or the inputs print one line, never a stack trace.
 *
 * <p>Exit codes: {@value #EXIT_OK} success, {@value #EXIT_FAILURE} the command ran and found a
 * problem (an expectation does not hold, a file needs formatting, a solver does not load),
 * {@value #EXIT_USAGE} the command line or an input is wrong (unknown option, unreadable file,
 * syntax or validation error), {@value #EXIT_INTERNAL} an internal error (a bug in isolang).
 */
public final class Main {

    /** The command succeeded. */
    public static final int EXIT_OK = 0;
    /** The command ran and failed, e.g. an {@code expect} clause does not hold. */
    public static final int EXIT_FAILURE = 1;
    /** The command line or its inputs could not be used. */
    public static final int EXIT_USAGE = 2;
    /** isolang failed unexpectedly; the trace was written to a temporary file. */
    public static final int EXIT_INTERNAL = 3;

    /** A command of the CLI. */
    private record Command(String name, String arguments, String summary) {
    }

    private static final List<Command> COMMANDS = List.of(
            new Command("check", "<file|dir>...", "validate .isol files and run their commands; a test runner"
                    + " for expect clauses"),
            new Command("run", "<file> --command NAME", "run one command of a file and print its histories"),
            new Command("fmt", "<file>...", "format .isol files in place (--check: only report)"),
            new Command("lsp", "", "serve the language server protocol on stdin/stdout"),
            new Command("bench", "[options]", "run the Isolde paper's benchmark (bench --help)"),
            new Command("history", "<subcommand>", "check recorded database histories against levels (history --help)"),
            new Command("predict", "<history> --under L --not L", "predict from an observed run a history the weaker"
                    + " level allows and the stronger forbids (predict --help)"),
            new Command("record", "--isolation SETTING [options]",
                    "record a history from a real database under a random"
                            + " workload (record --help)"),
            new Command("scenarios", "[--db NAME] [options]",
                    "provoke each classic anomaly at each isolation setting of a"
                            + " database (scenarios --help)"),
            new Command("solvers", "", "check that SAT4J, MiniSat and Glucose load and answer correctly"));

    private Main() {
    }

    /**
     * Runs the CLI and exits the JVM with its exit code.
     *
     * @param args the command line
     */
    public static void main(String[] args) {
        ProcessPhases.startProcess();
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        Logging.toOneLine(System.err, "isolang: ");
        if (args.length > 0 && args[0].equals("lsp")) {
            System.exit(LanguageServerCommand.serveStandardStreams(Arrays.asList(args).subList(1, args.length)));
        }
        System.exit(run(args, System.out, System.err));
    }

    /**
     * Runs the CLI without exiting the JVM ({@code lsp} serves until its input ends).
     *
     * @param args the command line
     * @param out where results and help go
     * @param err where diagnostics and progress go
     * @return the exit code
     */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0) {
            err.println("isolang: missing command");
            printUsage(err);
            return EXIT_USAGE;
        }
        String command = args[0];
        List<String> rest = Arrays.asList(args).subList(1, args.length);
        try {
            switch (command) {
                case "--help", "-h", "help":
                    printUsage(out);
                    return EXIT_OK;
                case "--version", "-V":
                    out.println("isolang " + version());
                    return EXIT_OK;
                case "check":
                    return new CheckCommand(CliOptions.parse(command, rest, CliOptions.ANALYSIS), false, out, err)
                            .run();
                case "run":
                    return new CheckCommand(CliOptions.parse(command, rest, CliOptions.RUN), true, out, err).run();
                case "fmt":
                    return new FormatCommand(CliOptions.parse(command, rest, CliOptions.FORMAT), out, err).run();
                case "lsp":
                    return LanguageServerCommand.serve(rest, System.in, out, err);
                case "bench":
                    return BenchCommand.run(rest, out, err);
                case "history":
                    return HistoryCommand.run(rest, out, err);
                case "predict":
                    return PredictCommand.run(rest, out, err);
                case "record":
                    return RecordCommand.run(rest, out, err);
                case "scenarios":
                    return ScenariosCommand.run(rest, out, err);
                case "solvers":
                    if (!rest.isEmpty()) {
                        throw new UsageException("solvers: takes no arguments");
                    }
                    return solvers(out);
                default:
                    err.println("isolang: unknown command or option '" + Text.printable(command) + "'");
                    printUsage(err);
                    return EXIT_USAGE;
            }
        } catch (UsageException e) {
            err.println("isolang: " + Text.printable(e.getMessage()));
            return EXIT_USAGE;
        } catch (IOException | UncheckedIOException e) {
            err.println("isolang: " + Text.printable(String.valueOf(e.getMessage())));
            return EXIT_USAGE;
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            err.println("isolang: " + CrashReport.write(e, args));
            return EXIT_INTERNAL;
        } catch (OutOfMemoryError e) {
            err.println("isolang: out of memory; try a smaller scope or more heap (JAVA_TOOL_OPTIONS=-Xmx8g)");
            return EXIT_INTERNAL;
        }
    }

    private static void printUsage(PrintStream out) {
        out.println("Usage: isolang <command> [options] [arguments]");
        out.println("       isolang --help | --version");
        out.println();
        out.println("Compares database isolation levels written as isolang specifications.");
        out.println();
        out.println("Commands:");
        for (Command command : COMMANDS) {
            out.printf("  %-26s %s%n", (command.name() + " " + command.arguments()).trim(), command.summary());
        }
        out.println();
        out.println("Options of check and run:");
        option(out, "--solver glucose|minisat|sat4j",
                "SAT solver (default " + Defaults.SOLVER.name().toLowerCase(Locale.ROOT) + ")");
        option(out, "--timeout SECONDS", "time limit per command (default " + Defaults.TIMEOUT.toSeconds() + ")");
        option(out, "--scope 5txn,3obj,3val", "replace scope sizes of every command (also txn obj val sess ops step)");
        option(out, "--txn N, --obj N, --val N", "the same for one dimension; also --sess N, --ops N, --step N");
        option(out, "--json", "machine-readable results on stdout (schema: docs/CLI.md)");
        option(out, "--progress", "show progress on stderr even with --json");
        option(out, "--out DIR", "write a .txt, .json and .svg file per history found");
        option(out, "-q, --quiet", "print failing commands and the summary only");
        option(out, "-v, --verbose", "print details and histories of every command");
        option(out, "-c, --command NAME", "(run) the command to run");
        out.println();
        out.println("Options of fmt:");
        option(out, "--check", "change nothing; exit 1 if some file is not formatted");
        out.println();
        out.println("Other options:");
        option(out, "-h, --help", "print this help");
        option(out, "-V, --version", "print the version");
        out.println();
        out.println("Exit codes: 0 success, 1 an expectation does not hold (or fmt --check found changes),");
        out.println("2 usage or input error (syntax and validation errors included), 3 internal error.");
        out.println("Documentation: docs/CLI.md");
    }

    /** Prints one option of a usage text, aligned as {@code --help} aligns them. */
    static void option(PrintStream out, String option, String text) {
        out.printf("  %-32s %s%n", option, text);
    }

    private static int solvers(PrintStream out) {
        boolean allOk = true;
        for (SolverProbe.Result result : SolverProbe.probeRequired()) {
            String verdict = result.ok() ? "ok" : "FAILED";
            out.printf("%-8s %-6s sat=%-5s unsat=%-5s %4d ms%s%n", result.id(), verdict,
                    result.satisfiableCorrect(), result.unsatisfiableCorrect(), result.millis(),
                    result.detail().isEmpty() ? "" : "  " + result.detail());
            allOk &= result.ok();
        }
        return allOk ? EXIT_OK : EXIT_FAILURE;
    }

    /**
     * The version of the isolang.dsl bundle, read from its manifest; works on a plain class
     * path and inside OSGi.
     *
     * @return the bundle version, e.g. {@code 0.1.0.202501011200}
     */
    public static String version() {
        try {
            Enumeration<URL> manifests = Main.class.getClassLoader().getResources("META-INF/MANIFEST.MF");
            while (manifests.hasMoreElements()) {
                try (InputStream in = manifests.nextElement().openStream()) {
                    Attributes attributes = new Manifest(in).getMainAttributes();
                    String name = attributes.getValue("Bundle-SymbolicName");
                    if (name != null && name.split(";")[0].trim().equals("isolang.dsl")) {
                        return attributes.getValue("Bundle-Version");
                    }
                }
            }
        } catch (IOException e) {
            return "unknown (" + e.getMessage() + ")";
        }
        return "unknown";
    }
}
