// SPDX-License-Identifier: EPL-2.0
package isolang.tests.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.jar.Attributes;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import isolang.tests.dsl.Specs;

/**
 * docs/ARCHITECTURE.md draws the bundles and packages the manifests declare: its module table
 * names every bundle of the repository, and its table of public API and internals names, per
 * bundle, exactly the packages the manifest exports to everyone and to friends only. The IDE
 * bundle exports its packages to its UI tests only.
 */
class ModuleMapTest {

    private static final Pattern CODE = Pattern.compile("`([^`]+)`");

    private static final Path ROOT = Specs.repositoryFolder("docs").getParent();

    @Test
    void moduleTableNamesEveryBundle() {
        Set<String> documented = new TreeSet<>();
        for (List<String> row : table("## Modules")) {
            String module = code(row.get(0)).get(0);
            if (!module.startsWith("releng")) {
                documented.add(module);
            }
        }
        assertEquals(manifests().keySet(), documented, "the bundles of docs/ARCHITECTURE.md, section Modules");
    }

    @Test
    void apiTableNamesTheExportsOfEveryBundle() {
        Map<String, Attributes> manifests = manifests();
        Set<String> exporting = new TreeSet<>();
        manifests.forEach((bundle, manifest) -> {
            if (manifest.getValue("Export-Package") != null) {
                exporting.add(bundle);
            }
        });
        Set<String> documented = new TreeSet<>();
        for (List<String> row : table("## Public API and internals")) {
            String bundle = code(row.get(0)).get(0);
            documented.add(bundle);
            List<String> clauses = ExportClauses.of(manifests.get(bundle).getValue("Export-Package"));
            Set<String> api = new TreeSet<>();
            Set<String> internal = new TreeSet<>();
            clauses.forEach(c -> (ExportClauses.isApi(c) ? api : internal).add(ExportClauses.packageOf(c)));
            assertEquals(api, packages(bundle, row.get(1)), () -> bundle + ": API in docs/ARCHITECTURE.md");
            if (row.get(2).contains("every package")) {
                assertTrue(api.isEmpty(), bundle + " exports to everyone although the map says it does not");
            } else {
                assertEquals(internal, packages(bundle, row.get(2)),
                        () -> bundle + ": internals in docs/ARCHITECTURE.md");
            }
        }
        assertEquals(exporting, documented, "bundles with exported packages in the API table of docs/ARCHITECTURE.md");
    }

    @Test
    void ideExportsOnlyToItsTests() {
        String header = manifests().get("isolang.ui").getValue("Export-Package");
        assertFalse(header == null || header.isBlank(), "isolang.ui exports nothing: then drop this test");
        for (String clause : ExportClauses.of(header)) {
            assertTrue(clause.endsWith(";x-friends:=\"isolang.tests.ui\"") || clause.endsWith(";x-internal:=true"),
                    () -> "isolang.ui exports " + clause + " beyond its UI tests");
        }
    }

    /** The packages named in a table cell: full names, or names relative to the bundle ({@code .check}). */
    private static Set<String> packages(String bundle, String cell) {
        Set<String> packages = new TreeSet<>();
        for (String name : code(cell)) {
            packages.add(name.startsWith(".") ? bundle + name : name);
        }
        return packages;
    }

    private static List<String> code(String cell) {
        List<String> names = new ArrayList<>();
        Matcher code = CODE.matcher(cell);
        while (code.find()) {
            names.add(code.group(1));
        }
        return names;
    }

    /** The body rows of the first table after {@code heading}, as their cells. */
    private static List<List<String>> table(String heading) {
        List<String> lines;
        try {
            lines = Files.readAllLines(ROOT.resolve("docs/ARCHITECTURE.md"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        int at = lines.indexOf(heading);
        assertTrue(at >= 0, () -> "docs/ARCHITECTURE.md has no heading " + heading);
        List<List<String>> rows = new ArrayList<>();
        for (int i = at + 1; i < lines.size() && !lines.get(i).startsWith("## "); i++) {
            String line = lines.get(i);
            if (line.startsWith("| `")) {
                List<String> cells = new ArrayList<>(List.of(line.substring(1, line.length() - 1).split("\\|")));
                rows.add(cells.stream().map(String::trim).toList());
            } else if (!rows.isEmpty() && !line.startsWith("|")) {
                break;
            }
        }
        assertFalse(rows.isEmpty(), () -> "no table under " + heading);
        return rows;
    }

    /** The main attributes of every bundle manifest of the repository, by symbolic name. */
    private static Map<String, Attributes> manifests() {
        Map<String, Attributes> manifests = new TreeMap<>();
        try (Stream<Path> files = Files.find(ROOT, 4, (path, attributes) -> path.endsWith("META-INF/MANIFEST.MF")
                && !path.toString().contains("/target/") && !path.toString().contains("/bin/"))) {
            for (Path file : files.toList()) {
                try (InputStream in = Files.newInputStream(file)) {
                    Attributes main = new Manifest(in).getMainAttributes();
                    manifests.put(main.getValue("Bundle-SymbolicName").split(";")[0].trim(), main);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return manifests;
    }
}
