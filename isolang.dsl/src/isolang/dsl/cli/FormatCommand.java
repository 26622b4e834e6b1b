// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.parser.IParser;
import org.eclipse.xtext.resource.IResourceFactory;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.resource.XtextSyntaxDiagnostic;
import org.eclipse.xtext.validation.IDiagnosticConverter;
import org.eclipse.xtext.validation.Issue;

import com.google.inject.Injector;

import isolang.dsl.formatting2.TextFormatter;
import isolang.dsl.parsing.SourceText;

/**
 * {@code isolang fmt FILE|DIR...}: formats files with the language's formatter. Each file is
 * decided on its own, and a file that cannot be formatted is named with the reason while the
 * others are still formatted: a file that is not UTF-8, has syntax errors, is read-only or
 * changed while it was being formatted is left as it is (exit {@link Main#EXIT_USAGE}). A file
 * is only rewritten when the result differs from it in whitespace only and parses again; it
 * keeps its byte order mark and line endings, and is written by {@link FileRewrite}, which keeps
 * links, permissions and owner and never leaves a half-written file. {@code --check} writes
 * nothing and exits {@link Main#EXIT_FAILURE} if some file would change.
 */
final class FormatCommand {

    private final CliOptions options;
    private final PrintStream out;
    private final PrintStream err;
    private final Injector injector = Language.injector();

    FormatCommand(CliOptions options, PrintStream out, PrintStream err) {
        this.options = options;
        this.out = out;
        this.err = err;
    }

    /** What happened to one file. */
    private enum Outcome {
        UNCHANGED, CHANGED, REFUSED
    }

    /**
     * Formats every file named.
     *
     * @return the exit code
     * @throws UsageException if an operand names no file
     */
    int run() throws UsageException {
        Map<Path, String> files = SpecLoader.collect(options.operands());
        int refused = 0;
        int changed = 0;
        for (Map.Entry<Path, String> file : files.entrySet()) {
            String display = file.getValue();
            Outcome outcome;
            try {
                outcome = format(file.getKey(), display);
            } catch (FileRewrite.Refused e) {
                err.println("isolang: " + display + ": not formatted: " + e.getMessage());
                outcome = Outcome.REFUSED;
            } catch (IOException e) {
                err.println("isolang: " + display + ": not formatted: "
                        + Text.printable(String.valueOf(e.getMessage())));
                outcome = Outcome.REFUSED;
            }
            refused += outcome == Outcome.REFUSED ? 1 : 0;
            changed += outcome == Outcome.CHANGED ? 1 : 0;
        }
        if (refused > 0) {
            return Main.EXIT_USAGE;
        }
        return options.checkOnly() && changed > 0 ? Main.EXIT_FAILURE : Main.EXIT_OK;
    }

    private Outcome format(Path path, String display) throws FileRewrite.Refused, IOException {
        FileRewrite.Snapshot snapshot = FileRewrite.read(path);
        SourceText source = SourceText.decode(snapshot.bytes());
        if (source.malformed().isPresent()) {
            throw new FileRewrite.Refused(source.malformed().get().describe());
        }
        String text = source.normalized();
        XtextResource resource = parse(path, text);
        List<Issue> syntax = syntaxErrors(resource);
        if (!syntax.isEmpty()) {
            syntax.forEach(issue -> err.println(IssueFormatter.format(display, issue)));
            throw new FileRewrite.Refused("it has syntax errors");
        }
        String formatted = TextFormatter.format(resource);
        if (!sameText(text, formatted)
                || injector.getInstance(IParser.class).parse(new StringReader(formatted)).hasSyntaxErrors()) {
            throw new FileRewrite.Refused("the formatter would change more than whitespace (a bug in isolang's"
                    + " formatter; the file is left as it is)");
        }
        byte[] replacement = source.encodeLikeThis(formatted);
        if (Arrays.equals(replacement, snapshot.bytes())) {
            if (options.verbose()) {
                out.println(display + ": already formatted");
            }
            return Outcome.UNCHANGED;
        }
        if (options.checkOnly()) {
            out.println(display + ": not formatted");
        } else {
            FileRewrite.replace(snapshot, replacement);
            if (!options.quiet()) {
                out.println(display + ": formatted");
            }
        }
        return Outcome.CHANGED;
    }

    /** The file parsed on its own: formatting needs its syntax only, not its links to other files. */
    private XtextResource parse(Path path, String text) throws IOException {
        XtextResourceSet resourceSet = injector.getInstance(XtextResourceSet.class);
        Resource resource = injector.getInstance(IResourceFactory.class).createResource(URI.createFileURI(
                path.toAbsolutePath().toString()));
        resourceSet.getResources().add(resource);
        resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
                Map.of(XtextResource.OPTION_ENCODING, StandardCharsets.UTF_8.name()));
        return (XtextResource) resource;
    }

    private List<Issue> syntaxErrors(XtextResource resource) {
        IDiagnosticConverter converter = injector.getInstance(IDiagnosticConverter.class);
        List<Issue> issues = new ArrayList<>();
        resource.getErrors().stream().filter(XtextSyntaxDiagnostic.class::isInstance)
                .forEach(d -> converter.convertResourceDiagnostic(d, Severity.ERROR, issues::add));
        return IssueFormatter.sorted(issues);
    }

    /** Whether the two texts have the same characters apart from whitespace. */
    static boolean sameText(String a, String b) {
        return a.replaceAll("\\s+", "").equals(b.replaceAll("\\s+", ""));
    }
}
