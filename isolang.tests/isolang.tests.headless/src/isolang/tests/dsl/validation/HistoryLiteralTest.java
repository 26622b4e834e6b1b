// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;

import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.validation.IssueCodes;
import isolang.solver.history.Operation;
import isolang.tests.dsl.Specs;

/** The rules of literal histories: the range of values and transactions without operations. */
class HistoryLiteralTest {

    @Test
    void valueBeyondTheLargestLongIsOneErrorNamingTheRange() {
        List<Issue> issues = Specs.validate("history H {\n  session { T1: w(x,99999999999999999999) r(y,0) }\n}\n");

        assertEquals(1, issues.size(), issues.toString());
        Issue issue = issues.get(0);
        assertEquals(Severity.ERROR, issue.getSeverity());
        assertEquals(2, issue.getLineNumber());
        assertEquals(21, issue.getColumn());
        assertEquals("the value 99999999999999999999 is too large: values are integers from 0 to "
                + Long.MAX_VALUE, issue.getMessage());
    }

    @Test
    void everyOutOfRangeValueIsReportedOnce() {
        List<Issue> issues = Specs.validate("history H {\n  session { T1: w(x,9223372036854775808)"
                + " w(y,18446744073709551616) }\n}\n");

        assertEquals(2, issues.size(), issues.toString());
        assertTrue(issues.stream().allMatch(i -> i.getMessage().contains("is too large")), issues.toString());
    }

    @Test
    void largestLongIsAValueAndKeepsItsDigits() {
        var model = Specs.compile("import isolang.std.biswas\nhistory H {\n  session { T1: w(x,9223372036854775807) }\n"
                + "  session { T2: r(x,9223372036854775807) r(y,0) }\n}\ncheck H allowed by biswas.RA\n");

        var history = ((CompiledCommand.Membership) model.commands().get(0)).history();
        assertEquals(Operation.write(0, Long.MAX_VALUE), history.transactions().get(0).operations().get(0));
        assertEquals("session { T1: w(x,9223372036854775807) }\nsession { T2: r(x,9223372036854775807) r(y,0) }\n",
                history.toString());
    }

    @Test
    void writtenZeroIsStillAnErrorWhateverItsDigits() {
        List<Issue> issues = Specs.validate("history H {\n  session { T1: w(x,000) }\n}\n");

        assertEquals(1, issues.size(), issues.toString());
        assertEquals(IssueCodes.INVALID_HISTORY, issues.get(0).getCode());
    }

    @Test
    void transactionWithoutOperationsIsAWarningAndTakesPartInItsSession() {
        String text = "import isolang.std.biswas\nhistory H {\n  session { T1: w(x,1)  T2:  T3: r(x,1) }\n}\n"
                + "check H allowed by biswas.SER\n";
        List<Issue> issues = Specs.validate(text);

        assertEquals(1, issues.size(), issues.toString());
        assertEquals(IssueCodes.EMPTY_TRANSACTION, issues.get(0).getCode());
        assertEquals(Severity.WARNING, issues.get(0).getSeverity());
        assertEquals(3, issues.get(0).getLineNumber());
        var history = ((CompiledCommand.Membership) Specs.compile(text).commands().get(0)).history();
        assertEquals(List.of(), history.transaction(2).orElseThrow().operations());
        assertTrue(history.sessionOrder(1, 2) && history.sessionOrder(2, 3));
    }
}
