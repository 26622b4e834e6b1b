// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import isolang.history.format.HistoryFiles;
import isolang.history.format.HistoryFormat;
import isolang.history.format.HistoryFormatException;
import isolang.history.model.HistoryStatistics;
import isolang.solver.Defaults;

/**
 * {@code isolang history check|convert|stats|generate}: checking recorded database histories
 * against isolation levels ({@link HistoryCheck}), converting them between formats, counting
 * what they hold, and generating histories with known verdicts ({@link HistoryGenerate}). Input errors name the file and line or byte offset and give exit code 2.
 */
final class HistoryCommand {

    private HistoryCommand() {
    }

    /**
     * Runs {@code history ARGS}.
     *
     * @return the exit code
     * @throws UsageException on mistakes in the command line
     * @throws IOException if an output file cannot be written
     */
    static int run(List<String> args, PrintStream out, PrintStream err) throws UsageException, IOException {
        if (args.isEmpty() || List.of("--help", "-h", "help").contains(args.get(0))) {
            usage(args.isEmpty() ? err : out);
            return args.isEmpty() ? Main.EXIT_USAGE : Main.EXIT_OK;
        }
        String subcommand = args.get(0);
        List<String> rest = args.subList(1, args.size());
        switch (subcommand) {
            case "check":
                return new HistoryCheck(HistoryOptions.parse(subcommand, rest), out, err).run();
            case "convert":
                return convert(HistoryOptions.parse(subcommand, rest), out, err);
            case "stats":
                return stats(HistoryOptions.parse(subcommand, rest), out, err);
            case "generate":
                return HistoryGenerate.run(rest, out);
            default:
                throw new UsageException("history: unknown subcommand '" + subcommand
                        + "' (check, convert, stats or generate)");
        }
    }

    private static int convert(HistoryOptions options, PrintStream out, PrintStream err)
            throws UsageException, IOException {
        if (options.operands().size() != 2) {
            throw new UsageException(
                    "history convert: expects an input and an output file, got " + options.operands().size()
                            + " operands");
        }
        if (options.to().isEmpty()) {
            throw new UsageException(
                    "history convert: --to " + HistoryFormat.ids(true).replace(", ", "|") + " is required");
        }
        Path input = Path.of(options.operands().get(0));
        Path output = Path.of(options.operands().get(1));
        if (Files.exists(output) && Files.isSameFile(input, output)) {
            throw new UsageException("history convert: the output would overwrite the input " + output);
        }
        if (Files.isDirectory(output)) {
            throw new UsageException("history convert: the output " + output + " is a directory");
        }
        try {
            HistoryFiles.Loaded loaded = HistoryFiles.read(input, input.toString(), options.format(),
                    options.reading().loadOptions());
            List<String> warnings = HistoryFiles.write(loaded.history(), output, options.to().get(), options.name());
            loaded.history().notes().forEach(note -> err.println("isolang: note: " + input + ": " + note));
            warnings.forEach(warning -> err.println("isolang: warning: " + output + ": " + warning));
            if (!options.quiet()) {
                out.println(
                        input + " (" + loaded.format().id() + ") -> " + output + " (" + options.to().get().id() + "): "
                                + (loaded.history().transactionCount() - 1) + " transactions");
            }
            return Main.EXIT_OK;
        } catch (HistoryFormatException e) {
            err.println("isolang: " + e.getMessage());
            return Main.EXIT_USAGE;
        }
    }

    private static int stats(HistoryOptions options, PrintStream out, PrintStream err) throws UsageException {
        HistoryJson json = new HistoryJson();
        int exit = Main.EXIT_OK;
        for (HistoryInputs.Input input : HistoryInputs.collect(options.operands())) {
            Map<String, Object> entry = json.history(input.shown());
            try {
                long started = System.nanoTime();
                HistoryFiles.Loaded loaded = HistoryFiles.read(input.path(), input.shown(), options.format(),
                        options.reading().loadOptions());
                HistoryStatistics statistics = HistoryStatistics.of(loaded.history());
                entry.put("format", loaded.format().id());
                entry.put("statistics", statistics.asMap());
                entry.put("notes", loaded.history().notes());
                entry.put("millis", (System.nanoTime() - started) / 1_000_000);
                if (!options.json()) {
                    out.println(input.shown() + " (" + loaded.format().description() + ")");
                    statistics.asMap().forEach((name, value) -> out.printf("  %-20s %,d%n", name, value));
                    loaded.history().notes().forEach(note -> out.println("  note: " + note));
                }
            } catch (HistoryFormatException e) {
                entry.put("error", e.getMessage());
                if (!options.json()) {
                    err.println("isolang: " + e.getMessage());
                }
                exit = Main.EXIT_USAGE;
            } catch (IOException e) {
                entry.put("error", input.shown() + ": " + e.getMessage());
                if (!options.json()) {
                    err.println("isolang: " + input.shown() + ": cannot read: " + e.getMessage());
                }
                exit = Main.EXIT_USAGE;
            }
        }
        if (options.json()) {
            Map<String, Object> summary = new LinkedHashMap<>();
            summary.put("exitCode", exit);
            out.println(json.render(Main.version(), summary));
        }
        return exit;
    }

    private static void usage(PrintStream out) {
        out.println("Usage: isolang history check FILE|DIR... --level LEVEL... [options]");
        out.println("       isolang history convert IN OUT --to " + HistoryFormat.ids(true).replace(", ", "|")
                + " [options]");
        out.println("       isolang history stats FILE|DIR... [--json]");
        out.println(
                "       isolang history generate OUT [--level SER|SI|PC|CC|RA|RC] [--transactions N] [--sessions N]");
        out.println(
                "                [--keys N] [--operations MEAN] [--reads P] [--skew S] [--seed N] [--plant ANOMALY]...");
        out.println("                [--lower-bound general|rc|ra --nodes N --edges N [--triangle]] [--to FORMAT]");
        out.println();
        out.println("Checks recorded database histories against isolation levels of the standard library or of");
        out.println("your specifications, converts them between formats and counts what they hold.");
        out.println();
        out.println("Formats read (detected, or forced with --format): " + HistoryFormat.ids(false));
        out.println();
        out.println("Options of check:");
        Main.option(out, "-l, --level NAME", "a level to check (repeatable): biswas.SER, cerone.SI, MyLevel, ...");
        Main.option(out, "--spec FILE.isol", "a specification whose levels may be named (repeatable)");
        Main.option(out, "--timeout SECONDS", "time limit per level (default " + Defaults.TIMEOUT.toSeconds() + ")");
        Main.option(out, "--solver glucose|minisat|sat4j", "SAT solver for the strong levels (default glucose)");
        Main.option(out, "--max-violations N", "report at most N distinct violations per level (default 10)");
        Main.option(out, "--all",
                "report every distinct violation (each bad read, one cycle per cyclic component; strong"
                        + " levels: one cycle per round on the rest of the history)");
        Main.option(out, "--pair-clauses first|when-needed|never",
                "when the strong levels' search adds the 2-width clauses (default when-needed; same verdicts)");
        Main.option(out, "--explain N", "explain N violations per level by a minimal sub-history (default 1, 0: none)");
        Main.option(out, "--json", "machine-readable results on stdout (schema: docs/CLI.md)");
        Main.option(out, "--progress", "show progress on stderr even with --json");
        Main.option(out, "--out DIR", "write .txt, .json, .svg and .isol files per explained violation");
        Main.option(out, "-q, --quiet / -v, --verbose", "print less / print every violation");
        out.println();
        out.println("Options of every subcommand:");
        Main.option(out, "--format FORMAT", "the input format instead of detecting it");
        Main.option(out, "--initial auto|implicit",
                "take a lone transaction writing only initial values as the initial one"
                        + " (auto, default) or not");
        Main.option(out, "--repair-thin-air",
                "read values nobody writes as the initial value (pre-loaded databases; unsound)");
        Main.option(out, "--to FORMAT, --name NAME",
                "(convert) the output format; the literal's name for --to isolang");
        out.println();
        out.println("Exit codes: 0 every level satisfied, 1 a level violated or without answer (or the checkers");
        out.println("disagree), 2 usage or input error, 3 internal error. Documentation: docs/CLI.md");
    }
}
