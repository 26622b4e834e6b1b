// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;

import isolang.dsl.compiler.Compilation;
import isolang.dsl.compiler.SpecCompiler;
import isolang.dsl.formatting2.TextFormatter;
import isolang.dsl.validation.IssueCodes;
import isolang.tests.dsl.Specs;

/**
 * A standing corpus of malformed specifications ({@link Mutations} of the standard library,
 * the examples and the error corpus): every one is read, validated, compiled when valid and
 * formatted when it parses, and none may make isolang fail: no exception, no internal error,
 * every issue with a message and a position, every formatting a change of whitespace only.
 * The corpus has {@value #DEFAULT_COUNT} texts from a fixed seed; {@code -Disolang.hostile.count=N}
 * and {@code -Disolang.hostile.seed=S} run a larger or another corpus (a nightly run: 4,000
 * texts take about a minute and a half).
 */
class HostileCorpusTest {

    private static final int DEFAULT_COUNT = 600;

    @Test
    void malformedSpecificationsGiveIssuesNeverFailures() {
        int count = Integer.getInteger("isolang.hostile.count", DEFAULT_COUNT);
        Mutations mutations = new Mutations(Long.getLong("isolang.hostile.seed", 20261126));
        SpecCompiler compiler = Specs.INJECTOR.getInstance(SpecCompiler.class);
        int valid = 0;
        int parsed = 0;
        for (int i = 0; i < count; i++) {
            String text = mutations.next();
            String where = "mutant " + i + ":\n" + text;
            XtextResource resource = Specs.parse(text);

            List<Issue> issues = Specs.validate(resource);
            assertTrue(issues.stream().noneMatch(issue -> IssueCodes.INTERNAL_ERROR.equals(issue.getCode())),
                    issues + "\n" + where);
            for (Issue issue : issues) {
                assertTrue(issue.getLineNumber() != null && issue.getLineNumber() >= 1 && issue.getColumn() != null
                        && issue.getColumn() >= 1, issue + "\n" + where);
                assertFalse(issue.getMessage() == null || issue.getMessage().isBlank(), issue + "\n" + where);
            }
            if (issues.stream().noneMatch(issue -> issue.getSeverity() == Severity.ERROR)) {
                assertTrue(compiler.compile(resource) instanceof Compilation.Compiled, where);
                valid++;
            }
            if (issues.stream().noneMatch(Issue::isSyntaxError)) {
                String formatted = TextFormatter.format(resource);
                assertEquals(text.replaceAll("\\s+", ""), formatted.replaceAll("\\s+", ""), where);
                assertFalse(Specs.parse(formatted).getParseResult().hasSyntaxErrors(), where);
                parsed++;
            }
        }
        assertTrue(valid > count / 50 && parsed > count / 10, "the corpus also exercises the compiler and the"
                + " formatter: " + valid + " valid, " + parsed + " without syntax errors of " + count);
    }
}
