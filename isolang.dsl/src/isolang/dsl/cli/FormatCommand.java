// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;

import com.google.inject.Injector;

import isolang.dsl.formatting2.TextFormatter;

/**
 * {@code isolang fmt FILE|DIR...}: formats files with the language's formatter. Files with
 * syntax errors are refused (reported like {@code check} does, exit {@link Main#EXIT_USAGE}).
 * A file is only rewritten when the result differs from it in whitespace only and parses
 * again; it is written to a temporary file next to it and moved over it atomically, so an
 * interruption leaves either the old or the new text. {@code --check} writes nothing and
 * exits {@link Main#EXIT_FAILURE} if some file would change.
 */
final class FormatCommand {

    private final CliOptions options;
    private final PrintStream out;
    private final PrintStream err;

    FormatCommand(CliOptions options, PrintStream out, PrintStream err) {
        this.options = options;
        this.out = out;
        this.err = err;
    }

    /**
     * Formats every file named.
     *
     * @return the exit code
     * @throws UsageException if a file does not exist
     * @throws IOException if a file cannot be read or written
     */
    int run() throws UsageException, IOException {
        Map<Path, String> files = SpecLoader.collect(options.operands());
        Injector injector = Language.injector();
        int refused = 0;
        int changed = 0;
        for (Map.Entry<Path, String> file : files.entrySet()) {
            String display = file.getValue();
            String original = Files.readString(file.getKey(), StandardCharsets.UTF_8);
            XtextResource resource = parse(injector, file.getKey(), original);
            List<Issue> syntax = syntaxErrors(injector, resource);
            if (!syntax.isEmpty()) {
                syntax.forEach(issue -> err.println(IssueFormatter.format(display, issue)));
                err.println("isolang: " + display + ": not formatted, it has syntax errors");
                refused++;
                continue;
            }
            String formatted = TextFormatter.format(resource);
            if (formatted.equals(original)) {
                if (options.verbose()) {
                    out.println(display + ": already formatted");
                }
                continue;
            }
            if (!sameText(original, formatted) || !syntaxErrors(injector, parse(injector, file.getKey(), formatted))
                    .isEmpty()) {
                err.println("isolang: " + display + ": not formatted: the formatter would change more than whitespace"
                        + " (a bug in isolang's formatter; the file is left as it is)");
                refused++;
                continue;
            }
            changed++;
            if (options.checkOnly()) {
                out.println(display + ": not formatted");
            } else {
                replace(file.getKey(), formatted);
                if (!options.quiet()) {
                    out.println(display + ": formatted");
                }
            }
        }
        if (refused > 0) {
            return Main.EXIT_USAGE;
        }
        return options.checkOnly() && changed > 0 ? Main.EXIT_FAILURE : Main.EXIT_OK;
    }

    private static XtextResource parse(Injector injector, Path path, String text) throws IOException {
        XtextResourceSet resourceSet = injector.getInstance(XtextResourceSet.class);
        XtextResource resource = (XtextResource) resourceSet.createResource(URI.createFileURI(path.toString()));
        resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
                Map.of(XtextResource.OPTION_ENCODING, StandardCharsets.UTF_8.name()));
        return resource;
    }

    private static List<Issue> syntaxErrors(Injector injector, XtextResource resource) {
        return IssueFormatter.sorted(injector.getInstance(IResourceValidator.class)
                .validate(resource, CheckMode.FAST_ONLY, CancelIndicator.NullImpl).stream()
                .filter(Issue::isSyntaxError).toList());
    }

    /** Whether the two texts have the same characters apart from whitespace. */
    static boolean sameText(String a, String b) {
        return a.replaceAll("\\s+", "").equals(b.replaceAll("\\s+", ""));
    }

    private static void replace(Path file, String text) throws IOException {
        Path target = file.toAbsolutePath();
        Path temporary = Files.createTempFile(target.getParent(), "." + target.getFileName(), ".fmt");
        try {
            Files.writeString(temporary, text, StandardCharsets.UTF_8);
            try {
                Files.setPosixFilePermissions(temporary, Files.getPosixFilePermissions(target));
            } catch (UnsupportedOperationException e) {
                // not a POSIX file system: the file keeps the default permissions
            }
            try {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
    }
}
