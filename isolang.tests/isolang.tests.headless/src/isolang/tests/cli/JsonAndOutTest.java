// SPDX-License-Identifier: EPL-2.0
package isolang.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import isolang.dsl.cli.Main;
import isolang.solver.Defaults;

/** {@code --json} follows the schema of docs/CLI.md; {@code --out} writes text, JSON and SVG per history. */
class JsonAndOutTest {

    private static final String SPEC = "import isolang.std.biswas\n"
            + "check sep: biswas.RA implies biswas.SI for 3 txn, 2 obj, 2 val expect fails\n"
            + "lattice order: { biswas.RA, biswas.SI, biswas.SER } for 3 txn, 2 obj, 2 val expect { SER < SI < RA }\n"
            + "history Lost { session { T1: r(x,0) w(x,1) } session { T2: r(x,0) w(x,2) } }\n"
            + "check Lost allowed by biswas.SI expect no\n";

    @TempDir
    Path dir;

    private static Set<String> keys(JsonObject object) {
        return new TreeSet<>(object.keySet());
    }

    @Test
    void jsonFollowsTheDocumentedSchema() {
        Path file = Cli.write(dir, "spec.isol", SPEC);

        Cli.Run run = Cli.run("check", "--json", file.toString());

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        assertEquals("", run.err(), "nothing but JSON, no progress: " + run.all());
        JsonObject doc = JsonParser.parseString(run.out()).getAsJsonObject();
        assertEquals(Set.of("version", "isolang", "solver", "files", "summary"), keys(doc));
        assertEquals(1, doc.get("version").getAsInt());
        assertEquals(Defaults.SOLVER.name().toLowerCase(Locale.ROOT), doc.get("solver").getAsString());
        JsonObject summary = doc.getAsJsonObject("summary");
        assertEquals(Set.of("files", "commands", "pass", "fail", "unknown", "error", "none", "millis", "cpuMillis",
                "exitCode", "phases"), keys(summary));
        // run in-process: no "jvm" phase, which only a process started by main has
        JsonObject processPhases = summary.getAsJsonObject("phases");
        assertEquals(List.of("language", "parse", "compile", "commands", "output"),
                List.copyOf(processPhases.keySet()));
        for (String phase : processPhases.keySet()) {
            assertEquals(Set.of("millis", "cpuMillis"), keys(processPhases.getAsJsonObject(phase)), phase);
            assertTrue(processPhases.getAsJsonObject(phase).get("millis").getAsLong() >= 0, phase);
        }
        assertEquals(3, summary.get("commands").getAsInt());
        assertEquals(3, summary.get("pass").getAsInt());
        assertEquals(0, summary.get("exitCode").getAsInt());
        JsonArray files = doc.getAsJsonArray("files");
        assertEquals(1, files.size());
        JsonObject entry = files.get(0).getAsJsonObject();
        assertEquals(Set.of("file", "diagnostics", "commands"), keys(entry));
        assertEquals(file.toString(), entry.get("file").getAsString());
        JsonArray commands = entry.getAsJsonArray("commands");
        assertEquals(3, commands.size());
        Set<String> commandKeys = Set.of("name", "kind", "line", "column", "status", "verdict", "expected", "detail",
                "scope", "statistics", "histories");
        JsonObject sep = commands.get(0).getAsJsonObject();
        assertEquals(commandKeys, keys(sep));
        assertEquals("sep", sep.get("name").getAsString());
        assertEquals("implication", sep.get("kind").getAsString());
        assertEquals(2, sep.get("line").getAsInt());
        assertEquals("pass", sep.get("status").getAsString());
        assertEquals("fails", sep.get("verdict").getAsString());
        assertEquals("fails", sep.get("expected").getAsString());
        assertEquals(Set.of("txn", "obj", "val", "sess", "ops"), keys(sep.getAsJsonObject("scope")));
        assertEquals(3, sep.getAsJsonObject("scope").get("txn").getAsInt());
        assertEquals(Set.of("millis", "syntheses", "rounds", "candidates", "counterexamples", "translations", "notes",
                "phases", "satMillis", "translationMillis"),
                keys(sep.getAsJsonObject("statistics")));
        JsonObject phases = sep.getAsJsonObject("statistics").getAsJsonObject("phases");
        assertEquals(Set.of("synthesis", "minimization", "recheck", "diagram"), keys(phases));
        long engine = sep.getAsJsonObject("statistics").get("millis").getAsLong();
        assertTrue(phases.get("synthesis").getAsLong() + phases.get("minimization").getAsLong()
                + phases.get("recheck").getAsLong() <= engine, phases::toString);
        JsonObject history = sep.getAsJsonArray("histories").get(0).getAsJsonObject();
        assertEquals(Set.of("title", "sessions", "wr", "witnesses", "text"), keys(history));
        JsonObject op = history.getAsJsonArray("sessions").get(0).getAsJsonArray().get(0).getAsJsonObject()
                .getAsJsonArray("ops").get(0).getAsJsonObject();
        assertEquals(Set.of("op", "obj", "val"), keys(op));
        assertEquals("biswas.RA",
                history.getAsJsonArray("witnesses").get(0).getAsJsonObject().get("level").getAsString());

        JsonObject lattice = commands.get(1).getAsJsonObject();
        assertEquals("order", lattice.get("verdict").getAsString());
        JsonObject order = lattice.getAsJsonObject("lattice");
        assertEquals(List.of("biswas.RA", "biswas.SI", "biswas.SER"), strings(order.getAsJsonArray("levels")));
        assertEquals(List.of("biswas.SER < biswas.SI", "biswas.SI < biswas.RA"),
                strings(order.getAsJsonArray("hasse")));
        assertEquals(List.of("yes", "yes", "no"), strings(order.getAsJsonArray("implies").get(1).getAsJsonArray()));

        JsonObject membership = commands.get(2).getAsJsonObject();
        assertEquals("membership", membership.get("kind").getAsString());
        assertTrue(membership.get("scope").isJsonNull());
        assertEquals("no", membership.get("verdict").getAsString());
    }

    @Test
    void jsonCarriesDiagnosticsOfRejectedFiles() {
        Path file = Cli.write(dir, "bad.isol", "import isolang.std.biswas\ncheck biswas.SI implies biswas.X for 2\n");

        Cli.Run run = Cli.run("check", "--json", file.toString());

        assertEquals(Main.EXIT_USAGE, run.exitCode(), run.all());
        JsonObject doc = JsonParser.parseString(run.out()).getAsJsonObject();
        JsonObject diagnostic = doc.getAsJsonArray("files").get(0).getAsJsonObject().getAsJsonArray("diagnostics")
                .get(0).getAsJsonObject();
        assertEquals(Set.of("severity", "line", "column", "message", "code"), keys(diagnostic));
        assertEquals("error", diagnostic.get("severity").getAsString());
        assertEquals(2, diagnostic.get("line").getAsInt());
        assertEquals(2, doc.getAsJsonObject("summary").get("exitCode").getAsInt());
    }

    @Test
    void outWritesTextJsonAndValidSvgPerHistory() throws Exception {
        Path file = Cli.write(dir, "spec.isol", SPEC);
        Path out = dir.resolve("witnesses");

        Cli.Run run = Cli.run("check", "--out", out.toString(), file.toString());

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        List<String> names;
        try (Stream<Path> files = Files.list(out)) {
            names = files.map(p -> p.getFileName().toString()).sorted().toList();
        }
        assertTrue(names.containsAll(List.of("spec.sep.txt", "spec.sep.json", "spec.sep.svg",
                "spec.order.biswas.RA-not-biswas.SI.svg", "spec.check_5.txt", "spec.order.txt", "spec.order.json",
                "spec.order.svg")), names.toString());
        assertEquals(0, names.size() % 3, names.toString());
        for (String name : names) {
            if (name.endsWith(".svg")) {
                Document svg = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                        .parse(out.resolve(name).toFile());
                assertEquals("svg", svg.getDocumentElement().getTagName(), name);
                assertTrue(svg.getElementsByTagName("text").getLength() > 0, name);
            }
        }
        JsonElement data = JsonParser.parseString(read(out.resolve("spec.sep.json")));
        assertEquals("sep", data.getAsJsonObject().get("command").getAsString());
        String text = read(out.resolve("spec.sep.txt"));
        assertTrue(text.startsWith("allowed by biswas.RA, not by biswas.SI\n\n"), text);
        assertTrue(text.contains("wr: "), text);
        assertTrue(text.contains("\n! not allowed by biswas.SI: in biswas.RA's co, axiom "), text);
        assertTrue(
                text.matches(
                        "(?s).*\\(biswas\\.isol:\\d+\\) fails for .*t1=T\\d.*, which demands T\\d → T\\d in co\n.*"),
                text);
        Document sep = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(out.resolve("spec.sep.svg").toFile());
        boolean emphasised = false;
        for (int i = 0; i < sep.getElementsByTagName("g").getLength(); i++) {
            emphasised |= ((Element) sep.getElementsByTagName("g").item(i)).getAttribute("class")
                    .equals("legend-emphasis");
        }
        assertTrue(emphasised, "the drawing names what forbids the history in its legend");
        assertFalse(names.stream().anyMatch(n -> n.startsWith("spec.order.biswas.SI-not-biswas.RA")), names.toString());

        String order = read(out.resolve("spec.order.txt"));
        assertTrue(order.startsWith("order: order within 3 txn, 2 obj, 2 val\n\nbiswas.SER < biswas.SI\n"
                + "biswas.SI < biswas.RA\n"), order);
        assertEquals(List.of("biswas.SER < biswas.SI", "biswas.SI < biswas.RA"), strings(JsonParser
                .parseString(read(out.resolve("spec.order.json"))).getAsJsonObject().getAsJsonArray("hasse")));
        Document hasse = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(out.resolve("spec.order.svg").toFile());
        Set<String> links = new TreeSet<>();
        for (int i = 0; i < hasse.getElementsByTagName("a").getLength(); i++) {
            links.add(((Element) hasse.getElementsByTagName("a").item(i)).getAttribute("href"));
        }
        assertEquals(2, links.size(), "each line of the order links to the drawing of the history that separates its"
                + " levels: " + links);
        links.forEach(link -> assertTrue(Files.exists(out.resolve(link)), link));
    }

    @Test
    void sameNamedFilesInDifferentDirectoriesKeepTheirOwnFiles() throws IOException {
        Files.createDirectories(dir.resolve("v1"));
        Files.createDirectories(dir.resolve("v2"));
        String spec = "import isolang.std.biswas\ncheck sep: biswas.RA implies biswas.%s for 3 txn, 2 obj, 2 val\n";
        Path first = Cli.write(dir.resolve("v1"), "spec.isol", String.format(spec, "SI"));
        Path second = Cli.write(dir.resolve("v2"), "spec.isol", String.format(spec, "SER"));
        Path out = dir.resolve("witnesses");

        Cli.Run run = Cli.run("check", "--out", out.toString(), first.toString(), second.toString());

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        assertTrue(read(out.resolve("v1/spec.sep.txt")).startsWith("allowed by biswas.RA, not by biswas.SI\n"));
        assertTrue(read(out.resolve("v2/spec.sep.txt")).startsWith("allowed by biswas.RA, not by biswas.SER\n"));
    }

    private static String read(Path file) throws IOException {
        return Files.readString(file);
    }

    private static List<String> strings(JsonArray array) {
        return array.asList().stream().map(JsonElement::getAsString).toList();
    }

    @Test
    void predictionNamesItsChangedReadsInJsonAndOut() throws Exception {
        Path file = Cli.write(dir, "run.isol", "import isolang.std.biswas\n"
                + "history Deposits { session { T1: r(x,0) w(x,1) } session { T2: r(x,1) w(x,2) } }\n"
                + "predict lost: Deposits under biswas.CC not biswas.SER boundary relaxed expect found\n");

        Cli.Run json = Cli.run("check", "--json", file.toString());
        Cli.Run out = Cli.run("check", "--out", dir.resolve("out").toString(), file.toString());

        assertEquals(Main.EXIT_OK, json.exitCode(), json.all());
        JsonObject command = JsonParser.parseString(json.out()).getAsJsonObject().getAsJsonArray("files").get(0)
                .getAsJsonObject().getAsJsonArray("commands").get(0).getAsJsonObject();
        assertEquals("prediction", command.get("kind").getAsString());
        assertEquals("T2 reads x from T0 instead of T1",
                command.getAsJsonArray("changedReads").get(0).getAsString());
        assertEquals(Main.EXIT_OK, out.exitCode(), out.all());
        String text = Files.readString(dir.resolve("out").resolve("run.lost.txt"));
        assertTrue(text.startsWith("allowed by biswas.CC, not by biswas.SER; T2 reads x from T0 instead of T1\n"),
                text);
        assertTrue(text.contains("T2: r(x,0) w(x,2)"), text);
    }
}
