// SPDX-License-Identifier: EPL-2.0
package isolang.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import isolang.dsl.cli.LanguageServerCommand;
import isolang.dsl.cli.Main;
import isolang.dsl.ide.IsolangIdeSetup;

/**
 * {@code isolang lsp}: a client opens a file with a syntax error over a pipe and receives its
 * diagnostics; {@code shutdown} and {@code exit} end the server with exit code 0.
 */
class LanguageServerTest {

    @TempDir
    Path dir;

    /** Writes one JSON-RPC message with its {@code Content-Length} header. */
    private static void send(OutputStream out, String json) throws IOException {
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        out.write(("Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        out.write(body);
        out.flush();
    }

    /** Reads one JSON-RPC message. */
    private static JsonObject receive(InputStream in) throws IOException {
        int length = -1;
        StringBuilder line = new StringBuilder();
        while (true) {
            int c = in.read();
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
        byte[] body = in.readNBytes(length);
        return JsonParser.parseString(new String(body, StandardCharsets.UTF_8)).getAsJsonObject();
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void syntaxErrorComesBackAsDiagnostic() throws Exception {
        Pipe clientToServer = Pipe.open();
        Pipe serverToClient = Pipe.open();
        OutputStream toServer = Channels.newOutputStream(clientToServer.sink());
        InputStream serverIn = Channels.newInputStream(clientToServer.source());
        OutputStream serverOut = Channels.newOutputStream(serverToClient.sink());
        InputStream fromServer = new BufferedInputStream(Channels.newInputStream(serverToClient.source()));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ClassLoader previous = Thread.currentThread().getContextClassLoader();
        CompletableFuture<Integer> exit;
        // The server finds the language as an ISetup service of isolang.dsl.ide, through the context class loader.
        Thread.currentThread().setContextClassLoader(IsolangIdeSetup.class.getClassLoader());
        try {
            exit = CompletableFuture.supplyAsync(() -> {
                try {
                    return LanguageServerCommand.serve(List.of(), serverIn, serverOut,
                            new PrintStream(err, true, StandardCharsets.UTF_8));
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            String root = dir.toUri().toString();
            String uri = dir.resolve("broken.isol").toUri().toString();
            send(toServer, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"processId\":null,"
                    + "\"rootUri\":\"" + root + "\",\"capabilities\":{}}}");
            JsonObject initialized = receive(fromServer);
            while (!initialized.has("id")) {
                initialized = receive(fromServer);
            }
            assertEquals(1, initialized.get("id").getAsInt(), initialized.toString());
            assertTrue(initialized.getAsJsonObject("result").has("capabilities"), initialized.toString());
            send(toServer, "{\"jsonrpc\":\"2.0\",\"method\":\"initialized\",\"params\":{}}");
            send(toServer, "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{\"textDocument\":{"
                    + "\"uri\":\"" + uri + "\",\"languageId\":\"isolang\",\"version\":1,"
                    + "\"text\":\"import isolang.std.biswas\\ncheck biswas.SI implies for 2\\n\"}}}");
            JsonArray diagnostics = null;
            while (diagnostics == null || diagnostics.isEmpty()) {
                JsonObject message = receive(fromServer);
                if ("textDocument/publishDiagnostics".equals(message.has("method") ? message.get("method").getAsString()
                        : null) && message.getAsJsonObject("params").get("uri").getAsString().endsWith("broken.isol")) {
                    diagnostics = message.getAsJsonObject("params").getAsJsonArray("diagnostics");
                }
            }
            JsonObject first = diagnostics.get(0).getAsJsonObject();
            assertEquals(1, first.get("severity").getAsInt(), first.toString());
            assertEquals(1, first.getAsJsonObject("range").getAsJsonObject("start").get("line").getAsInt(),
                    first.toString());
            send(toServer, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"shutdown\",\"params\":null}");
            send(toServer, "{\"jsonrpc\":\"2.0\",\"method\":\"exit\",\"params\":null}");
            assertEquals(Main.EXIT_OK, exit.get(60, TimeUnit.SECONDS), err.toString(StandardCharsets.UTF_8));
        } finally {
            Thread.currentThread().setContextClassLoader(previous);
            toServer.close();
        }
    }
}
