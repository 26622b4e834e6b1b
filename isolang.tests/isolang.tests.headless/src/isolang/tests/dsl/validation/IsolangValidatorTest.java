// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;

import isolang.dsl.validation.IssueCodes;
import isolang.tests.dsl.Specs;

/** Warnings and the checks that need a few lines of context, asserted by issue code. */
class IsolangValidatorTest {

    private static List<Issue> issues(String text, String code) {
        return Specs.validate(text).stream().filter(i -> code.equals(i.getCode())).toList();
    }

    private static void assertOnly(String text, String code, Severity severity, int line) {
        List<Issue> all = Specs.validate(text);
        List<Issue> matching = issues(text, code);
        assertEquals(1, matching.size(), all.toString());
        assertEquals(severity, matching.get(0).getSeverity());
        assertEquals(line, matching.get(0).getLineNumber());
        assertEquals(1, all.size(), all.toString());
    }

    @Test
    void unusedDefinitionInAScriptIsAWarning() {
        assertOnly("pred lonely { some so }\n", IssueCodes.UNUSED_DEFINITION, Severity.WARNING, 1);
    }

    @Test
    void definitionsOfAModuleAreNotReportedUnused() {
        assertTrue(Specs.validate("module my.defs\npred exported { some so }\n").isEmpty());
    }

    @Test
    void axiomWithoutWitnessIsAWarning() {
        assertOnly("import isolang.std.biswas.*\nlevel L in biswas {\n  axiom HistoryOnly: some so\n}\n",
                IssueCodes.NO_WITNESS_MENTIONED, Severity.WARNING, 3);
    }

    @Test
    void witnessReachedThroughAPredCounts() {
        assertTrue(
                Specs.validate("import isolang.std.biswas.*\nlevel L in biswas {\n  axiom Ser: orderedBefore[co]\n}\n")
                        .isEmpty());
    }

    @Test
    void variableNamedLikeAWitnessIsShadowing() {
        List<Issue> issues = issues(
                "import isolang.std.biswas.*\nlevel L in biswas {\n  axiom A:\n    all co: Txn | co in Txn\n}\n",
                IssueCodes.SHADOWED_NAME);

        assertEquals(1, issues.size());
        assertEquals(Severity.WARNING, issues.get(0).getSeverity());
        assertEquals(4, issues.get(0).getLineNumber());
    }

    @Test
    void witnessInADefinitionWithoutFrameworkIsForeign() {
        List<Issue> issues = issues(
                "import isolang.std.biswas.*\npred p { some co }\nlevel L in biswas { axiom A: p }\n",
                IssueCodes.FOREIGN_WITNESS);

        assertEquals(1, issues.size());
        assertEquals(2, issues.get(0).getLineNumber());
    }

    @Test
    void levelComposedOfItselfIsRecursive() {
        List<Issue> issues = issues("import isolang.std.biswas.*\nlevel A in biswas = B\nlevel B in biswas = A\n",
                IssueCodes.RECURSIVE_DEFINITION);

        assertEquals(2, issues.size());
    }

    @Test
    void moreSessionsThanTransactionsIsAnInvalidScope() {
        assertOnly("import isolang.std.biswas.*\ncheck SER implies SI for 2 txn, 3 sess\n", IssueCodes.INVALID_SCOPE,
                Severity.ERROR, 2);
    }

    @Test
    void valueWrittenTwiceIsAnInvalidHistory() {
        assertOnly("history H {\n  session { T1: w(x,1) }\n  session { T2: w(x,1) }\n}\n", IssueCodes.INVALID_HISTORY,
                Severity.ERROR, 3);
    }

    @Test
    void funBodyMustHaveTheDeclaredType() {
        assertOnly("fun f: Txn -> Txn { writers }\npred g { some f }\nlevel L in isolang.std.biswas.biswas "
                + "{ axiom A: g and some co }\n", IssueCodes.SORT_MISMATCH, Severity.ERROR, 1);
    }

    @Test
    void latticeExpectationNamesOnlyItsLevels() {
        assertOnly("import isolang.std.biswas.*\nlattice { RA, SI } for 3 txn, 2 obj, 2 val expect { SI < CC }\n",
                IssueCodes.INVALID_COMMAND, Severity.ERROR, 2);
    }

    @Test
    void nameOfTwoWildcardImportsIsReportedAsAmbiguous() {
        List<Issue> issues = issues("import isolang.std.biswas.*\nimport isolang.std.cerone.*\n"
                + "check RA implies biswas.SER for 2\n", IssueCodes.UNKNOWN_NAME);

        assertEquals(1, issues.size());
        assertEquals(3, issues.get(0).getLineNumber());
        assertTrue(issues.get(0).getMessage().contains("write biswas.RA or cerone.RA"), issues.get(0).getMessage());
    }
}
