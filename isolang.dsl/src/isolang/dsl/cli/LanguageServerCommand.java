// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.xtext.ide.server.ILanguageServerShutdownAndExitHandler;
import org.eclipse.xtext.ide.server.LanguageServerImpl;
import org.eclipse.xtext.ide.server.ServerModule;
import org.eclipse.xtext.resource.IResourceServiceProvider;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.util.Modules;

/**
 * {@code isolang lsp}: the Xtext language server over standard input and output, so that any
 * LSP client (VS Code, Neovim, Emacs, …) gets diagnostics, completion, hover and formatting
 * for {@code .isol} files. The language is found as Xtext's server finds languages, through
 * the {@code org.eclipse.xtext.ISetup} service of {@code isolang.dsl.ide} (on the thread's
 * context class loader). Serves until the client sends {@code exit} or closes the input.
 */
public final class LanguageServerCommand {

    private LanguageServerCommand() {
    }

    /**
     * Serves on the process's standard streams. Everything else the JVM would print on
     * standard output goes to standard error, so that only protocol messages reach the client.
     *
     * @param args the arguments after {@code lsp} (none are accepted)
     * @return the exit code
     */
    static int serveStandardStreams(List<String> args) {
        PrintStream err = System.err;
        OutputStream protocol = new FileOutputStream(FileDescriptor.out);
        System.setOut(err);
        try {
            return serve(args, new FileInputStream(FileDescriptor.in), protocol, err);
        } catch (UsageException e) {
            err.println("isolang: " + e.getMessage());
            return Main.EXIT_USAGE;
        } catch (RuntimeException | LinkageError e) {
            err.println("isolang: " + CrashReport.write(e, new String[] {"lsp"}));
            return Main.EXIT_INTERNAL;
        }
    }

    /**
     * Serves the language server protocol on the given streams until the client sends
     * {@code exit} or the input ends.
     *
     * @param args the arguments after {@code lsp} (none are accepted)
     * @param in the client's messages
     * @param out where the server's messages go
     * @param err where problems of the server itself are reported
     * @return the exit code: 0 after {@code shutdown} and {@code exit} or at the end of the input,
     *         1 after {@code exit} without {@code shutdown} (as the protocol says)
     * @throws UsageException if arguments are given or the language's IDE services are not on the class path
     */
    public static int serve(List<String> args, InputStream in, OutputStream out, PrintStream err)
            throws UsageException {
        if (!args.isEmpty()) {
            throw new UsageException(
                    "lsp: takes no arguments (it speaks the language server protocol on stdin/stdout)");
        }
        ExitHandler exit = new ExitHandler();
        Injector injector = Guice.createInjector(Modules.override(new ServerModule()).with(binder -> {
            binder.bind(ILanguageServerShutdownAndExitHandler.class).toInstance(exit);
            binder.bind(LanguageServerImpl.class).to(IsolangLanguageServer.class);
        }));
        IResourceServiceProvider.Registry registry = injector.getInstance(IResourceServiceProvider.Registry.class);
        if (!registry.getExtensionToFactoryMap().containsKey(SpecLoader.EXTENSION.substring(1))) {
            throw new UsageException(
                    "lsp: the isolang IDE services (bundle isolang.dsl.ide) are not on the class path");
        }
        try (Logging.Configuration log = Logging.toOneLine(err, "isolang lsp: ")) {
            LanguageServerImpl server = injector.getInstance(LanguageServerImpl.class);
            Launcher<LanguageClient> launcher = Launcher.createLauncher(server, LanguageClient.class, in, out);
            server.connect(launcher.getRemoteProxy());
            Future<Void> listening = launcher.startListening();
            CompletableFuture.anyOf(exit.exited, CompletableFuture.runAsync(() -> await(listening))).join();
            listening.cancel(true);
            return exit.exited.getNow(Main.EXIT_OK);
        }
    }

    private static void await(Future<Void> listening) {
        try {
            listening.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | java.util.concurrent.CancellationException e) {
            return;
        }
    }

    /** Ends serving on {@code exit}, with the exit code the protocol prescribes. */
    private static final class ExitHandler implements ILanguageServerShutdownAndExitHandler {

        private final CompletableFuture<Integer> exited = new CompletableFuture<>();
        private volatile boolean shutdown;

        @Override
        public void shutdown() {
            shutdown = true;
        }

        @Override
        public void exit() {
            exited.complete(shutdown ? Main.EXIT_OK : Main.EXIT_FAILURE);
        }
    }
}
