// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;

import isolang.dsl.validation.IssueCodes;
import isolang.tests.dsl.Specs;

/**
 * The error corpus ({@code resources/errors/*.isol}): each file has exactly the errors listed
 * in {@link #REGISTRY}, with issue code, line and column (Forge's REGISTRY).
 */
class ErrorCorpusTest {

    /** One expected error. */
    record Expected(String code, int line, int column) {
        @Override
        public String toString() {
            return code + "@" + line + ":" + column;
        }
    }

    private static Expected at(String code, int line, int column) {
        return new Expected(code, line, column);
    }

    private static final String SYNTAX = org.eclipse.xtext.diagnostics.Diagnostic.SYNTAX_DIAGNOSTIC;

    private static final Map<String, List<Expected>> REGISTRY = Map.ofEntries(
            Map.entry("unknown-name.isol", List.of(at(IssueCodes.UNKNOWN_NAME, 5, 27))),
            Map.entry("sort-mismatch.isol", List.of(at(IssueCodes.SORT_MISMATCH, 5, 48))),
            Map.entry("arity-mismatch.isol", List.of(at(IssueCodes.ARITY_MISMATCH, 5, 39))),
            Map.entry("ternary-as-binary.isol", List.of(at(IssueCodes.ARITY_MISMATCH, 5, 23))),
            Map.entry("not-a-formula.isol", List.of(at(IssueCodes.NOT_A_FORMULA, 5, 24))),
            Map.entry("foreign-witness.isol", List.of(at(IssueCodes.FOREIGN_WITNESS, 6, 25))),
            Map.entry("recursive-definition.isol",
                    List.of(at(IssueCodes.RECURSIVE_DEFINITION, 2, 6), at(IssueCodes.RECURSIVE_DEFINITION, 3, 6))),
            Map.entry("argument-count.isol", List.of(at(IssueCodes.WRONG_ARGUMENT_COUNT, 5, 23))),
            Map.entry("missing-expect-scope.isol", List.of(at(IssueCodes.MISSING_EXPECT_SCOPE, 4, 1))),
            Map.entry("scope-too-large.isol", List.of(at(IssueCodes.SCOPE_TOO_LARGE, 4, 22))),
            Map.entry("invalid-scope.isol", List.of(at(IssueCodes.INVALID_SCOPE, 4, 40))),
            Map.entry("wrong-outcome.isol", List.of(at(IssueCodes.WRONG_OUTCOME, 4, 53))),
            Map.entry("mixed-frameworks.isol", List.of(at(IssueCodes.MIXED_FRAMEWORKS, 5, 38))),
            Map.entry("invalid-witness.isol", List.of(at(IssueCodes.INVALID_WITNESS, 3, 17))),
            Map.entry("initial-value-written.isol", List.of(at(IssueCodes.INVALID_HISTORY, 3, 28))),
            Map.entry("duplicate-axiom.isol", List.of(at(IssueCodes.DUPLICATE_NAME, 5, 9))),
            Map.entry("value-out-of-range.isol", List.of(at(SYNTAX, 3, 21))),
            Map.entry("nesting-too-deep.isol", List.of(at(IssueCodes.NESTING_TOO_DEEP, 5, 47))),
            Map.entry("arity-too-large.isol", List.of(at(IssueCodes.SCOPE_TOO_LARGE, 8, 24))),
            Map.entry("quantifiers-too-deep.isol", List.of(at(IssueCodes.SCOPE_TOO_LARGE, 11, 25))),
            Map.entry("not-utf8.isol", List.of(at(IssueCodes.NOT_UTF8, 1, 23))),
            Map.entry("malformed-witness.isol", List.of(at(SYNTAX, 3, 14), at(SYNTAX, 4, 1))));

    private static Path corpus() {
        return Specs.repositoryFolder("isolang.tests/isolang.tests.headless/resources/errors");
    }

    @Test
    void everyCorpusFileIsRegistered() {
        Set<String> files = new TreeSet<>();
        Specs.isolFiles(corpus()).forEach(f -> files.add(f.getFileName().toString()));

        assertEquals(new TreeSet<>(REGISTRY.keySet()), files);
    }

    @Test
    void everyFileHasExactlyItsRegisteredErrors() {
        for (Path file : Specs.isolFiles(corpus())) {
            List<Issue> issues = Specs.validate(Specs.load(file));
            List<String> errors = issues.stream().filter(i -> i.getSeverity() == Severity.ERROR)
                    .map(i -> new Expected(i.getCode(), i.getLineNumber(), i.getColumn()).toString()).sorted().toList();
            List<String> expected = REGISTRY.get(file.getFileName().toString()).stream().map(Expected::toString)
                    .sorted()
                    .toList();

            assertEquals(expected, errors, file.getFileName() + ": " + issues);
            assertTrue(issues.stream().allMatch(i -> i.getMessage() != null && !i.getMessage().isBlank()));
        }
    }
}
