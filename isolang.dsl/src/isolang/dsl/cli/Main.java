// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URL;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.Manifest;

import isolang.solver.sat.SolverProbe;

/**
 * Command-line entry point of isolang ({@code ./isolang} at the repository root). Runs on a
 * plain class path, without OSGi and without a display.
 *
 * <p>Exit codes: {@value #EXIT_OK} success, {@value #EXIT_FAILURE} the command ran and found a
 * problem, {@value #EXIT_USAGE} the command line was wrong or names a command this build does
 * not offer.
 */
public final class Main {

    /** The command succeeded. */
    public static final int EXIT_OK = 0;
    /** The command ran and failed, e.g. a required SAT solver did not load. */
    public static final int EXIT_FAILURE = 1;
    /** The command line could not be understood. */
    public static final int EXIT_USAGE = 2;

    /** A command of the CLI, with whether this build implements it. */
    private record Command(String name, String arguments, String summary, boolean available) {
    }

    private static final List<Command> COMMANDS = List.of(
            new Command("check", "<file|dir>...", "parse, validate and check .isol specifications", false),
            new Command("run", "<file>", "run the comparisons a specification declares", false),
            new Command("fmt", "<file>...", "format .isol files in place", false),
            new Command("lsp", "", "serve the language server protocol on stdin/stdout", false),
            new Command("solvers", "", "check that SAT4J, MiniSat and Glucose load and answer correctly", true));

    private Main() {
    }

    /**
     * Runs the CLI and exits the JVM with its exit code.
     *
     * @param args the command line
     */
    public static void main(String[] args) {
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        System.exit(run(args, System.out, System.err));
    }

    /**
     * Runs the CLI without exiting the JVM.
     *
     * @param args the command line
     * @param out where results and help go
     * @param err where diagnostics go
     * @return the exit code
     */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0) {
            err.println("isolang: missing command");
            printUsage(err);
            return EXIT_USAGE;
        }
        String first = args[0];
        switch (first) {
            case "--help", "-h", "help":
                printUsage(out);
                return EXIT_OK;
            case "--version", "-V":
                out.println("isolang " + version());
                return EXIT_OK;
            case "solvers":
                if (args.length > 1) {
                    err.println("isolang solvers: takes no arguments");
                    return EXIT_USAGE;
                }
                return solvers(out);
            default:
                for (Command command : COMMANDS) {
                    if (command.name().equals(first)) {
                        err.println("isolang: command '" + first + "' is not available in this build");
                        return EXIT_USAGE;
                    }
                }
                err.println("isolang: unknown command or option '" + first + "'");
                printUsage(err);
                return EXIT_USAGE;
        }
    }

    private static void printUsage(PrintStream out) {
        out.println("Usage: isolang <command> [arguments]");
        out.println("       isolang --help | --version");
        out.println();
        out.println("Compares database isolation levels written as isolang specifications.");
        out.println();
        out.println("Commands:");
        for (Command command : COMMANDS) {
            String synopsis = (command.name() + " " + command.arguments()).trim();
            out.printf("  %-22s %s%s%n", synopsis, command.summary(),
                    command.available() ? "" : " (planned, not available yet)");
        }
        out.println();
        out.println("Options:");
        out.printf("  %-22s %s%n", "-h, --help", "print this help");
        out.printf("  %-22s %s%n", "-V, --version", "print the version");
        out.println();
        out.println("Exit codes: 0 success, 1 failure, 2 usage error.");
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
