// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;

import isolang.dsl.validation.IssueCodes;
import isolang.tests.dsl.Specs;

/**
 * A protocol level (a framework that places events at steps) stands only where its traces are
 * searched, with the number of steps in the scope; anything else is an error at its place.
 */
class ProtocolValidationTest {

    private static final String PROTOCOL = """
            import isolang.std.biswas
            framework proto {
              witness commit: Txn -> Step
              axiom OneCommit: all t: Txn - init | lone commit[t]
            }
            level P in proto { axiom Q: all t: Txn | lone t.commit }
            history H { session { T1: w(x,1) } }
            """;

    private static List<Issue> errors(String commands) {
        return Specs.validate(PROTOCOL + commands).stream().filter(i -> i.getSeverity() == Severity.ERROR).toList();
    }

    private static void onlyError(String commands, String code, String words) {
        List<Issue> errors = errors(commands);
        assertEquals(1, errors.size(), errors.toString());
        assertEquals(code, errors.get(0).getCode(), errors.toString());
        assertTrue(errors.get(0).getMessage().contains(words), errors.get(0).getMessage());
        assertEquals(8, errors.get(0).getLineNumber(), errors.toString());
    }

    @Test
    void searchWithStepsIsAccepted() {
        assertEquals(List.of(), errors("synthesize { P } not { biswas.RA } for 2 txn, 1 obj, 2 val, 4 step\n"));
        assertEquals(List.of(), errors("check P implies biswas.SER for 2 txn, 1 obj, 2 val, 4 step\n"));
    }

    @Test
    void searchWithoutStepsIsAnError() {
        onlyError("synthesize { P } not { biswas.RA } for 2 txn, 1 obj, 2 val\n", IssueCodes.INVALID_SCOPE,
                "number of steps");
    }

    @Test
    void absurdStepScopeIsRefusedAtTheScope() {
        onlyError("synthesize { P } not { biswas.RA } for 2 txn, 1 obj, 2 val, 100000 step\n",
                IssueCodes.SCOPE_TOO_LARGE, "reduce the number of transactions, objects or steps");
        // The same scope without steps is small: the steps make it too large.
        assertEquals(List.of(), errors("synthesize { P } not { biswas.RA } for 2 txn, 1 obj, 2 val, 40 step\n"));
    }

    @Test
    void protocolLevelOnTheForbiddenSideIsAnError() {
        onlyError("synthesize { biswas.RA } not { P } for 2 txn, 1 obj, 2 val, 4 step\n", IssueCodes.INVALID_COMMAND,
                "forbidden level");
        onlyError("check biswas.SER implies P for 2 txn, 1 obj, 2 val, 4 step\n", IssueCodes.INVALID_COMMAND,
                "right side");
    }

    @Test
    void protocolLevelOnAGivenHistoryIsAnError() {
        onlyError("check H allowed by P\n", IssueCodes.INVALID_COMMAND, "given history");
    }

    @Test
    void witnessWithStepsAndOperationsIsAnError() {
        List<Issue> issues = Specs.validate("""
                framework bad {
                  witness at: Op -> Step
                }
                """);
        assertTrue(issues.stream().anyMatch(i -> IssueCodes.INVALID_WITNESS.equals(i.getCode())
                && i.getMessage().contains("Op column")), issues.toString());
    }

    @Test
    void earlierIsTheStrictOrderOfSteps() {
        List<Issue> issues = Specs.validate("""
                framework f {
                  witness at: Txn -> Step
                  axiom Ordered: all t1, t2: Txn | t1 -> t2 in so implies at[t1] -> at[t2] in earlier
                  axiom Wrong: all t: Txn | at[t] in earlier
                }
                """);
        assertEquals(1, issues.stream().filter(i -> i.getSeverity() == Severity.ERROR).count(), issues.toString());
        assertTrue(issues.stream().anyMatch(i -> i.getLineNumber() == 4), issues.toString());
    }
}
