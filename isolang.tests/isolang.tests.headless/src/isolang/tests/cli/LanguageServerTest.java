// SPDX-License-Identifier: EPL-2.0
package isolang.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import isolang.dsl.cli.Main;
import isolang.dsl.validation.IssueCodes;

/**
 * {@code isolang lsp}: diagnostics for opened and edited documents, {@code shutdown} and
 * {@code exit}; and robustness: no document, however malformed, stops diagnostics for the
 * others, requests about unknown or broken documents get empty results (never "Internal
 * error."), large documents are formatted, and the server's log stays a few lines.
 */
class LanguageServerTest {

    private static final String VALID = "import isolang.std.biswas.*\ncheck SER implies SI for 2 expect holds\n";

    @TempDir
    Path dir;

    private String uri(String name) {
        return dir.resolve(name).toUri().toString();
    }

    private static boolean hasError(JsonArray diagnostics) {
        for (JsonElement diagnostic : diagnostics) {
            if (diagnostic.getAsJsonObject().get("severity").getAsInt() == 1) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasCode(JsonArray diagnostics, String code) {
        for (JsonElement diagnostic : diagnostics) {
            JsonObject d = diagnostic.getAsJsonObject();
            if (d.has("code") && d.get("code").getAsString().equals(code)) {
                return true;
            }
        }
        return false;
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void syntaxErrorComesBackAsDiagnostic() throws Exception {
        try (LspSession server = new LspSession(dir)) {
            server.open(uri("broken.isol"), "import isolang.std.biswas\ncheck biswas.SI implies for 2\n");

            JsonArray diagnostics = server.diagnostics(uri("broken.isol"), d -> !d.isEmpty());

            JsonObject first = diagnostics.get(0).getAsJsonObject();
            assertEquals(1, first.get("severity").getAsInt(), first.toString());
            assertEquals(1, first.getAsJsonObject("range").getAsJsonObject("start").get("line").getAsInt());
            assertEquals(Main.EXIT_OK, server.shutdown(), server.errors());
        }
    }

    /** Documents that once crashed or poisoned the server. */
    private static List<String> poisonous() {
        String quantifiers = IntStream.range(0, 5000).mapToObj(i -> "all t" + i + ": Txn | ")
                .collect(Collectors.joining());
        return List.of("import isolang.std.biswas.*\nlevel L in biswas { axiom A: " + "(".repeat(500) + "some co"
                + ")".repeat(500) + " }\n",
                "import isolang.std.biswas.*\nlevel L in biswas { axiom A: " + quantifiers + "some co }\n",
                "import isolang.std.biswas.*\nlevel L in biswas { axiom A: some " + "~".repeat(5000) + "co }\n",
                "framework f {\n  witness w: fun\n}\n", "", "\u0000\u001B[31m\uFFFD\uFEFF\r\r\n{{{{(((",
                "import isolang.std.biswas.*\nlevel L in biswas { axiom A: some "
                        + "co + ".repeat(5000) + "co }\n");
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void poisonousDocumentsNeverStopDiagnosticsForOthers() throws Exception {
        try (LspSession server = new LspSession(dir)) {
            List<String> poison = poisonous();
            for (int i = 0; i < poison.size(); i++) {
                server.open(uri("poison" + i + ".isol"), poison.get(i));
            }
            JsonArray deep = server.diagnostics(uri("poison0.isol"), d -> !d.isEmpty());
            assertTrue(hasCode(deep, IssueCodes.NESTING_TOO_DEEP), deep.toString());

            server.open(uri("ok.isol"), VALID);
            server.diagnostics(uri("ok.isol"), d -> true);
            server.change(uri("ok.isol"), 2, VALID.replace("implies", "implies implies"));
            JsonArray edited = server.diagnostics(uri("ok.isol"), LanguageServerTest::hasError);

            assertTrue(hasError(edited), edited.toString());
            assertFalse(server.errors().contains("\tat "), server.errors());
            assertTrue(server.errors().lines().count() < 20, server.errors());
            assertEquals(Main.EXIT_OK, server.shutdown(), server.errors());
        }
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void requestsAboutUnknownOrBrokenDocumentsGetEmptyResults() throws Exception {
        try (LspSession server = new LspSession(dir)) {
            List<String> poison = poisonous();
            for (int i = 0; i < poison.size(); i++) {
                server.open(uri("poison" + i + ".isol"), poison.get(i));
            }
            server.diagnostics(uri("poison0.isol"), d -> !d.isEmpty());
            List<String> documents = new java.util.ArrayList<>(List.of("file:///nowhere/unknown.isol",
                    uri("never-opened.isol"), "file:///tmp/no-extension", "untitled:1"));
            IntStream.range(0, poison.size()).forEach(i -> documents.add(uri("poison" + i + ".isol")));
            List<String> positional = List.of("textDocument/hover", "textDocument/completion",
                    "textDocument/definition", "textDocument/references", "textDocument/documentHighlight",
                    "textDocument/signatureHelp");
            List<String> whole = List.of("textDocument/documentSymbol", "textDocument/formatting",
                    "textDocument/foldingRange", "textDocument/codeLens");

            for (String document : documents) {
                for (String method : positional) {
                    for (int[] at : new int[][] {{0, 0}, {1, 40}, {1, 3000}, {5000, 7}}) {
                        JsonObject params = LspSession.at(document, at[0], at[1]);
                        if (method.endsWith("references")) {
                            JsonObject context = new JsonObject();
                            context.addProperty("includeDeclaration", true);
                            params.add("context", context);
                        }
                        JsonObject response = server.request(method, params);
                        assertFalse(response.has("error"), method + " on " + document + ": " + response);
                    }
                }
                for (String method : whole) {
                    JsonObject params = LspSession.document(document);
                    if (method.endsWith("formatting")) {
                        JsonObject options = new JsonObject();
                        options.addProperty("tabSize", 2);
                        options.addProperty("insertSpaces", true);
                        params.add("options", options);
                    }
                    JsonObject response = server.request(method, params);
                    assertFalse(response.has("error"), method + " on " + document + ": " + response);
                }
            }
            assertFalse(server.errors().contains("\tat "), server.errors());
            assertTrue(server.errors().lines().count() < 50, server.errors());
            assertEquals(Main.EXIT_OK, server.shutdown(), server.errors());
        }
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void largeDocumentIsFormattedLikeFmtDoes() throws Exception {
        StringBuilder text = new StringBuilder("import isolang.std.biswas.*\n");
        for (int i = 0; i < 1500; i++) {
            text.append("level   L").append(i)
                    .append(" in biswas {axiom A : all x:Obj,t1 , t2:Txn| t1 -> t2 in wr [ x ] implies t1->t2 in co}\n");
        }
        try (LspSession server = new LspSession(dir)) {
            server.open(uri("large.isol"), text.toString());
            server.diagnostics(uri("large.isol"), d -> true);
            JsonObject params = LspSession.document(uri("large.isol"));
            JsonObject options = new JsonObject();
            options.addProperty("tabSize", 2);
            options.addProperty("insertSpaces", true);
            params.add("options", options);

            JsonArray edits = server.request("textDocument/formatting", params).getAsJsonArray("result");

            assertTrue(edits.size() > 1500, "edits: " + edits.size());
            assertEquals(Main.EXIT_OK, server.shutdown(), server.errors());
        }
    }
}
