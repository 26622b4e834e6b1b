// SPDX-License-Identifier: EPL-2.0

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Measures how isolang copes with large and deeply nested input, the way users run it: the
 * {@code isolang} command line ({@code check}, {@code fmt}) and {@code isolang lsp} formatting
 * a document, on generated specifications of growing size. Each case runs one process with a
 * time limit; the table of wall-clock times (with the load average of the machine at the
 * time) replaces the robustness section of {@code docs/benchmarks.md}, between its markers.
 *
 * <p>Run from the repository root after building ({@code ./mvnw -B -o -DskipTests package}):
 *
 * <pre>
 * java releng/bench/RobustnessBenchmark.java [--isolang ./isolang] [--before CMD]
 *     [--out docs/benchmarks.md] [--timeout 300] [--quick]
 * </pre>
 *
 * {@code --before} names another isolang launcher (e.g. a build of an older commit) whose
 * times fill a second column; {@code --quick} runs only the smaller sizes.
 */
public final class RobustnessBenchmark {

    private static final String BEGIN = "<!-- robustness:begin (written by releng/bench/RobustnessBenchmark.java) -->";
    private static final String END = "<!-- robustness:end -->";

    private String isolang = "./isolang";
    private String before;
    private Path out = Path.of("docs", "benchmarks.md");
    private long timeoutSeconds = 300;
    private boolean quick;
    private String arguments = "";
    private final Path work;

    /** One measured case: what it runs on which input. */
    private record Case(String name, String kind, String size, Path input) {
    }

    /** One run: seconds and exit code, or killed at the time limit. */
    private record Run(double seconds, int exit, boolean killed, String load) {
        String cell(long timeout) {
            return killed ? "> " + timeout + " s (killed)"
                    : String.format(Locale.ROOT, "%.1f s (exit %d)", seconds, exit);
        }
    }

    private RobustnessBenchmark() throws IOException {
        work = Files.createTempDirectory("isolang-robustness-");
    }

    public static void main(String[] args) throws Exception {
        RobustnessBenchmark bench = new RobustnessBenchmark();
        bench.arguments = String.join(" ", args);
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--isolang" -> bench.isolang = args[++i];
                case "--before" -> bench.before = args[++i];
                case "--out" -> bench.out = Path.of(args[++i]);
                case "--timeout" -> bench.timeoutSeconds = Long.parseLong(args[++i]);
                case "--quick" -> bench.quick = true;
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        bench.run();
    }

    private void run() throws Exception {
        List<Case> cases = cases();
        StringBuilder table = new StringBuilder();
        table.append("| case | input | ").append(before == null ? "time" : "before | after")
                .append(" | load (1 min) |\n");
        table.append("|---|---|").append(before == null ? "" : "---|").append("---|---|\n");
        for (Case c : cases) {
            Run now = measure(isolang, c);
            String earlier = before == null ? "" : measure(before, c).cell(timeoutSeconds) + " | ";
            String row = "| " + c.name() + " | " + c.size() + " | " + earlier + now.cell(timeoutSeconds) + " | "
                    + now.load() + " |";
            System.out.println(row);
            table.append(row).append('\n');
        }
        write(table.toString());
    }

    private List<Case> cases() throws IOException {
        List<Case> cases = new ArrayList<>();
        int[] megabytes = quick ? new int[] {1} : new int[] {1, 5, 10};
        for (int mb : megabytes) {
            cases.add(new Case("check a file of many levels", "check", mb + " MB",
                    levels(mb * 1_000_000, false)));
        }
        for (int terms : new int[] {250, 480, 2000}) {
            String formula = "some "
                    + IntStream.range(0, terms).mapToObj(i -> "co").collect(Collectors.joining(" & "));
            cases.add(new Case("check an intersection chain of witness relations", "check", terms + " terms",
                    axiom("chain-" + terms, formula)));
        }
        for (String op : List.of("and", "or", "implies")) {
            String formula = IntStream.range(0, 2000).mapToObj(i -> "some co")
                    .collect(Collectors.joining(" " + op + " "));
            cases.add(new Case("check a 2,000-term '" + op + "' chain", "check", formula.length() / 1000 + " KB",
                    axiom(op + "-2000", formula)));
        }
        for (int kb : quick ? new int[] {250} : new int[] {500, 1000, 2000}) {
            cases.add(new Case("fmt a messy file", "fmt", kb + " KB", levels(kb * 1000, true)));
        }
        for (int kb : quick ? new int[] {250} : new int[] {250, 500, 1000}) {
            cases.add(new Case("lsp: format a document, then its diagnostics", "lsp", kb + " KB",
                    levels(kb * 1000, true)));
        }
        return cases;
    }

    /** A file of levels with a Biswas–Enea-style axiom each, about {@code bytes} long, laid out or not. */
    private Path levels(int bytes, boolean messy) throws IOException {
        Path file = work.resolve((messy ? "messy-" : "levels-") + bytes + ".isol");
        StringBuilder text = new StringBuilder("import isolang.std.biswas.*\n\n");
        for (int i = 0; text.length() < bytes; i++) {
            if (messy) {
                text.append("level   L").append(i).append(" in biswas {axiom A : all x:Obj,t1 , t2, t3:Txn| t1 != t2"
                        + " and t1->t3 in wr [ x ] and t2 in writers[x]\n   and t2->t3 in so+wr implies t2->t1 in co}\n");
            } else {
                text.append("/** Level ").append(i).append(". */\nlevel L").append(i)
                        .append(" in biswas {\n  axiom A: all"
                                + " x: Obj, t1, t2, t3: Txn |\n    t1 != t2 and t1->t3 in wr[x] and t2 in writers[x] and t2->t3"
                                + " in so + wr\n      implies t2->t1 in co\n}\n\n");
            }
        }
        Files.writeString(file, text.toString());
        return file;
    }

    private Path axiom(String name, String formula) throws IOException {
        return Files.writeString(work.resolve(name + ".isol"), "import isolang.std.biswas.*\nlevel L in biswas {"
                + " axiom A: " + formula + " }\ncheck L implies SER for 2\n");
    }

    private Run measure(String launcher, Case c) throws Exception {
        String load = Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        Path input = c.input();
        if (c.kind().equals("fmt")) {
            input = Files.copy(c.input(), work.resolve("copy-" + c.input().getFileName()),
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        long started = System.nanoTime();
        if (c.kind().equals("lsp")) {
            return lsp(launcher, input, started, load);
        }
        List<String> command = new ArrayList<>(List.of(launcher, c.kind(), "-q"));
        if (c.kind().equals("check")) {
            command.addAll(List.of("--timeout", "60"));
        }
        command.add(input.toString());
        Process process = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        boolean done = process.waitFor(timeoutSeconds, TimeUnit.SECONDS);
        if (!done) {
            process.destroyForcibly().waitFor();
        }
        return new Run((System.nanoTime() - started) / 1e9, done ? process.exitValue() : -1, !done, load);
    }

    /**
     * Opens the document in {@code isolang lsp}, asks to format it, changes a second document
     * right away and waits for the formatting answer and that document's diagnostics.
     */
    private Run lsp(String launcher, Path document, long started, String load) throws Exception {
        Process process = new ProcessBuilder(launcher, "lsp").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        CompletableFuture.delayedExecutor(timeoutSeconds, TimeUnit.SECONDS).execute(process::destroyForcibly);
        OutputStream in = process.getOutputStream();
        InputStream output = new BufferedInputStream(process.getInputStream());
        String root = work.toUri().toString();
        String uri = document.toUri().toString();
        String other = work.resolve("other.isol").toUri().toString();
        long deadline = started + TimeUnit.SECONDS.toNanos(timeoutSeconds);
        try {
            send(in, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"processId\":null,\"rootUri\":"
                    + quote(root) + ",\"capabilities\":{}}}");
            await(output, deadline, "\"id\":1");
            send(in, "{\"jsonrpc\":\"2.0\",\"method\":\"initialized\",\"params\":{}}");
            send(in, open(uri, Files.readString(document)));
            send(in, open(other, "import isolang.std.biswas.*\n"));
            await(output, deadline, "publishDiagnostics\",\"params\":{\"uri\":" + quote(other));
            long asked = System.nanoTime();
            send(in, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"textDocument/formatting\",\"params\":{\"textDocument\":"
                    + "{\"uri\":" + quote(uri) + "},\"options\":{\"tabSize\":2,\"insertSpaces\":true}}}");
            send(in, "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didChange\",\"params\":{\"textDocument\":{\"uri\":"
                    + quote(other) + ",\"version\":2},\"contentChanges\":[{\"text\":\"import isolang.std.biswas.*\\n"
                    + "check SER implies for 2\\n\"}]}}");
            boolean answered = await(output, deadline, "\"id\":2", "Diagnostic.Syntax");
            double seconds = (System.nanoTime() - asked) / 1e9;
            return new Run(seconds, answered ? 0 : -1, !answered, load);
        } finally {
            process.destroyForcibly().waitFor();
        }
    }

    private static String open(String uri, String text) {
        return "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{\"textDocument\":{\"uri\":"
                + quote(uri) + ",\"languageId\":\"isolang\",\"version\":1,\"text\":" + quote(text) + "}}}";
    }

    private static String quote(String text) {
        return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + '"';
    }

    private static void send(OutputStream in, String json) throws IOException {
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        in.write(("Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        in.write(body);
        in.flush();
    }

    /**
     * Reads messages until each marker was in one of them, in any order; false if the server
     * ends first (it is killed at the deadline, which also ends a read that waits for it).
     */
    private static boolean await(InputStream output, long deadline, String... markers) throws IOException {
        List<String> missing = new ArrayList<>(List.of(markers));
        Pattern length = Pattern.compile("Content-Length: (\\d+)");
        while (System.nanoTime() < deadline) {
            StringBuilder header = new StringBuilder();
            while (!header.toString().endsWith("\r\n\r\n")) {
                int c = output.read();
                if (c < 0) {
                    return false;
                }
                header.append((char) c);
            }
            Matcher m = length.matcher(header);
            if (!m.find()) {
                return false;
            }
            String body = new String(output.readNBytes(Integer.parseInt(m.group(1))), StandardCharsets.UTF_8);
            missing.removeIf(body::contains);
            if (missing.isEmpty()) {
                return true;
            }
        }
        return false;
    }

    private void write(String table) throws IOException {
        String section = BEGIN + "\n## Robustness (large and deeply nested input)\n\n"
                + "Written by `java releng/bench/RobustnessBenchmark.java"
                + (arguments.isEmpty() ? "" : " " + arguments.replaceAll("--before \\S+", "--before …"))
                + "` on " + Instant.now() + ": " + Runtime.getRuntime().availableProcessors() + " processors, "
                + ManagementFactory.getRuntimeMXBean().getVmName() + " " + System.getProperty("java.version")
                + ". Wall-clock seconds of one `isolang` process per case (the JVM's start included), time limit "
                + timeoutSeconds + " s; the load average is the machine's when the case started. `lsp` times the"
                + " formatting answer and the diagnostics of another document changed right after the request."
                + " Exit 2 on the 2,000-term chains is the nesting limit's error (docs/LANGUAGE.md, Files),"
                + " reported before any command runs.\n\n"
                + table + END + "\n";
        String report = Files.exists(out) ? Files.readString(out) : "";
        int begin = report.indexOf(BEGIN);
        int end = report.indexOf(END);
        String updated = begin >= 0 && end > begin ? report.substring(0, begin) + section
                + report.substring(end + END.length() + 1) : report + (report.endsWith("\n") ? "\n" : "\n\n") + section;
        Files.writeString(out, updated);
    }
}
