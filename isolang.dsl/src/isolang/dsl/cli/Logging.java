// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.PrintStream;
import java.util.Collections;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;

import org.apache.log4j.Appender;
import org.apache.log4j.AppenderSkeleton;
import org.apache.log4j.Level;
import org.apache.log4j.LogManager;
import org.apache.log4j.Logger;
import org.apache.log4j.spi.LoggingEvent;
import org.apache.log4j.spi.ThrowableInformation;

/**
 * The log of the libraries isolang runs on (Xtext's log4j, lsp4j's {@code java.util.logging})
 * as the command line prints it: warnings and errors only, one line each on standard error,
 * with the exception's class and message but never its stack trace, and never on standard
 * output, which belongs to results and to the language server protocol.
 */
final class Logging {

    private Logging() {
    }

    /** A logging configuration in force until closed; closing restores the previous one. */
    interface Configuration extends AutoCloseable {
        @Override
        void close();
    }

    /**
     * Routes both logging systems to {@code err}, one line per message, prefixed with
     * {@code prefix}, until the returned handle is closed.
     */
    static Configuration toOneLine(PrintStream err, String prefix) {
        Logger root = LogManager.getRootLogger();
        List<Appender> appenders = Collections.list(root.getAllAppenders()).stream().map(Appender.class::cast)
                .toList();
        Level rootLevel = root.getLevel();
        Logger xtext = LogManager.getLogger("org.eclipse.xtext");
        Level xtextLevel = xtext.getLevel();
        java.util.logging.Logger jul = java.util.logging.Logger.getLogger("");
        List<Handler> handlers = List.of(jul.getHandlers());
        java.util.logging.Level julLevel = jul.getLevel();
        root.removeAllAppenders();
        root.setLevel(Level.WARN);
        xtext.setLevel(Level.WARN);
        // the language server reports failed requests itself, in one line, and quietly for unknown documents
        Logger requests = LogManager.getLogger("org.eclipse.xtext.ide.server.concurrent.ReadRequest");
        Level requestsLevel = requests.getLevel();
        requests.setLevel(Level.OFF);
        Appender oneLine = new AppenderSkeleton() {
            @Override
            protected void append(LoggingEvent event) {
                ThrowableInformation thrown = event.getThrowableInformation();
                print(err, prefix, event.getLevel().toString(), String.valueOf(event.getRenderedMessage()),
                        thrown == null ? null : thrown.getThrowable());
            }

            @Override
            public void close() {
                // the stream belongs to the process
            }

            @Override
            public boolean requiresLayout() {
                return false;
            }
        };
        root.addAppender(oneLine);
        handlers.forEach(jul::removeHandler);
        jul.setLevel(java.util.logging.Level.WARNING);
        Handler oneLineHandler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (record.getLevel().intValue() >= java.util.logging.Level.WARNING.intValue()) {
                    print(err, prefix, record.getLevel().getName(), String.valueOf(record.getMessage()),
                            record.getThrown());
                }
            }

            @Override
            public void flush() {
                err.flush();
            }

            @Override
            public void close() {
                // the stream belongs to the process
            }
        };
        jul.addHandler(oneLineHandler);
        return () -> {
            root.removeAppender(oneLine);
            appenders.forEach(root::addAppender);
            root.setLevel(rootLevel);
            xtext.setLevel(xtextLevel);
            requests.setLevel(requestsLevel);
            jul.removeHandler(oneLineHandler);
            handlers.forEach(jul::addHandler);
            jul.setLevel(julLevel);
        };
    }

    private static void print(PrintStream err, String prefix, String level, String message, Throwable thrown) {
        StringBuilder line = new StringBuilder(prefix).append(level.toLowerCase(java.util.Locale.ROOT)).append(": ")
                .append(IssueFormatter.oneLine(message));
        if (thrown != null && !message.contains(String.valueOf(thrown.getMessage()))) {
            line.append(": ").append(thrown.getClass().getName());
            if (thrown.getMessage() != null) {
                line.append(": ").append(IssueFormatter.oneLine(thrown.getMessage()));
            }
        }
        synchronized (err) {
            err.println(Text.printable(line.toString()));
        }
    }
}
