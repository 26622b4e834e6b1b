// SPDX-License-Identifier: EPL-2.0
package isolang.tests.cli;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

import isolang.dsl.cli.LanguageServerCommand;
import isolang.dsl.ide.IsolangIdeSetup;

/**
 * A language server protocol client for tests: serves {@code isolang lsp} in the test's JVM over
 * pipes, sends requests and notifications, and collects the server's messages, its
 * diagnostics per document and what it wrote to standard error.
 */
final class LspSession implements AutoCloseable {

    private final OutputStream toServer;
    private final InputStream fromServer;
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final CompletableFuture<Integer> exit;
    private final List<JsonObject> notifications = new ArrayList<>();
    private int nextId = 1;

    /** Starts a server and initializes it with {@code root} as the workspace. */
    LspSession(Path root) throws IOException {
        Pipe clientToServer = Pipe.open();
        Pipe serverToClient = Pipe.open();
        toServer = Channels.newOutputStream(clientToServer.sink());
        InputStream serverIn = Channels.newInputStream(clientToServer.source());
        OutputStream serverOut = Channels.newOutputStream(serverToClient.sink());
        fromServer = new BufferedInputStream(Channels.newInputStream(serverToClient.source()));
        PrintStream serverErr = new PrintStream(err, true, StandardCharsets.UTF_8);
        ClassLoader loader = IsolangIdeSetup.class.getClassLoader();
        // the server finds the language as an ISetup service of isolang.dsl.ide, through the context class loader
        exit = CompletableFuture.supplyAsync(() -> {
            Thread.currentThread().setContextClassLoader(loader);
            try {
                return LanguageServerCommand.serve(List.of(), serverIn, serverOut, serverErr);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        JsonObject params = new JsonObject();
        params.add("processId", null);
        params.addProperty("rootUri", root.toUri().toString());
        params.add("capabilities", new JsonObject());
        request("initialize", params);
        notify("initialized", new JsonObject());
    }

    /** Sends a request and returns its response (with {@code result} or {@code error}). */
    JsonObject request(String method, JsonObject params) throws IOException {
        int id = nextId++;
        JsonObject message = new JsonObject();
        message.addProperty("jsonrpc", "2.0");
        message.addProperty("id", id);
        message.addProperty("method", method);
        message.add("params", params);
        send(message);
        while (true) {
            JsonObject received = receive();
            if (received.has("id") && received.get("id").equals(new JsonPrimitive(id)) && !received.has("method")) {
                return received;
            }
            if (received.has("method")) {
                notifications.add(received);
            }
        }
    }

    /** Sends a notification. */
    void notify(String method, JsonObject params) throws IOException {
        JsonObject message = new JsonObject();
        message.addProperty("jsonrpc", "2.0");
        message.addProperty("method", method);
        message.add("params", params);
        send(message);
    }

    /** Opens a document with the given text. */
    void open(String uri, String text) throws IOException {
        JsonObject document = new JsonObject();
        document.addProperty("uri", uri);
        document.addProperty("languageId", "isolang");
        document.addProperty("version", 1);
        document.addProperty("text", text);
        JsonObject params = new JsonObject();
        params.add("textDocument", document);
        notify("textDocument/didOpen", params);
    }

    /** Replaces a document's whole text. */
    void change(String uri, int version, String text) throws IOException {
        JsonObject document = new JsonObject();
        document.addProperty("uri", uri);
        document.addProperty("version", version);
        JsonObject change = new JsonObject();
        change.addProperty("text", text);
        JsonArray changes = new JsonArray();
        changes.add(change);
        JsonObject params = new JsonObject();
        params.add("textDocument", document);
        params.add("contentChanges", changes);
        notify("textDocument/didChange", params);
    }

    /** Waits for the next diagnostics of {@code uri} that satisfy {@code accept}. */
    JsonArray diagnostics(String uri, java.util.function.Predicate<JsonArray> accept) throws IOException {
        for (int i = 0; i < notifications.size(); i++) {
            JsonArray found = diagnosticsOf(notifications.get(i), uri);
            if (found != null && accept.test(found)) {
                notifications.subList(0, i + 1).clear();
                return found;
            }
        }
        notifications.clear();
        while (true) {
            JsonArray found = diagnosticsOf(receive(), uri);
            if (found != null && accept.test(found)) {
                return found;
            }
        }
    }

    private static JsonArray diagnosticsOf(JsonObject message, String uri) {
        if (!"textDocument/publishDiagnostics".equals(message.has("method") ? message.get("method").getAsString()
                : null)) {
            return null;
        }
        JsonObject params = message.getAsJsonObject("params");
        return params.get("uri").getAsString().equals(uri) ? params.getAsJsonArray("diagnostics") : null;
    }

    /** A request's params naming a document and a position in it. */
    static JsonObject at(String uri, int line, int character) {
        JsonObject params = document(uri);
        JsonObject position = new JsonObject();
        position.addProperty("line", line);
        position.addProperty("character", character);
        params.add("position", position);
        return params;
    }

    /** A request's params naming a document. */
    static JsonObject document(String uri) {
        JsonObject document = new JsonObject();
        document.addProperty("uri", uri);
        JsonObject params = new JsonObject();
        params.add("textDocument", document);
        return params;
    }

    /** What the server wrote to standard error so far. */
    String errors() {
        return err.toString(StandardCharsets.UTF_8);
    }

    /** Shuts the server down and returns its exit code. */
    int shutdown() throws Exception {
        request("shutdown", new JsonObject());
        notify("exit", new JsonObject());
        return exit.get(60, TimeUnit.SECONDS);
    }

    @Override
    public void close() throws IOException {
        toServer.close();
    }

    private void send(JsonObject message) throws IOException {
        byte[] body = message.toString().getBytes(StandardCharsets.UTF_8);
        toServer.write(("Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        toServer.write(body);
        toServer.flush();
    }

    private JsonObject receive() throws IOException {
        int length = -1;
        StringBuilder line = new StringBuilder();
        while (true) {
            int c = fromServer.read();
            if (c < 0) {
                throw new IOException("the server closed its output");
            }
            if (c == '\n') {
                String header = line.toString().trim();
                if (header.isEmpty()) {
                    break;
                }
                if (header.startsWith("Content-Length:")) {
                    length = Integer.parseInt(header.substring("Content-Length:".length()).trim());
                }
                line.setLength(0);
            } else {
                line.append((char) c);
            }
        }
        return JsonParser.parseString(new String(fromServer.readNBytes(length), StandardCharsets.UTF_8))
                .getAsJsonObject();
    }
}
