// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.parsing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.parser.IParseResult;
import org.eclipse.xtext.parser.IParser;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

import isolang.dsl.compiler.CommandResult;
import isolang.dsl.compiler.CommandRunner;
import isolang.dsl.compiler.CompiledModel;
import isolang.dsl.compiler.Verdict;
import isolang.dsl.formatting2.TextFormatter;
import isolang.dsl.parsing.NestingLimit;
import isolang.dsl.validation.IssueCodes;
import isolang.solver.AbstractCegisListener;
import isolang.solver.SatSolverChoice;
import isolang.solver.SynthesisOptions;
import isolang.tests.dsl.Specs;

/**
 * The nesting limit ({@link NestingLimit}): for every way text nests (parentheses, quantifiers,
 * {@code let}, prefix operators, chains of each binary operator), text nested up to the limit
 * is validated, compiled, solved and formatted on a thread with half the JVM's default stack,
 * and deeper text gets one {@link IssueCodes#NESTING_TOO_DEEP} error instead of a stack
 * overflow. The regressions of issue 10: 500 parentheses, 1,000 to 5,000 nested quantifiers or
 * transposes, 2,000 to 5,000-term unions.
 */
class NestingLimitTest {

    /** Half the default thread stack of the JVM (1 MB on x86_64 Linux). */
    private static final long HALF_STACK = 512 * 1024;

    private static String axiom(String formula) {
        return "import isolang.std.biswas.*\nlevel L in biswas { axiom A: " + formula + " }\n"
                + "check L implies SER for 2\n";
    }

    private static String chain(String operand, String operator, int n) {
        return IntStream.range(0, n).mapToObj(i -> operand).collect(Collectors.joining(operator));
    }

    /** How text nests, as a formula of nesting {@code n}. */
    static Stream<Arguments> constructs() {
        return Stream.of(
                construct("parentheses", n -> "(".repeat(n) + "some co" + ")".repeat(n)),
                construct("quantifiers", n -> IntStream.range(0, n).mapToObj(i -> "all t" + i + ": Txn | ")
                        .collect(Collectors.joining()) + "some co"),
                construct("let", n -> IntStream.range(0, n).mapToObj(i -> "let v" + i + " = co | ")
                        .collect(Collectors.joining()) + "some co"),
                construct("not", n -> "not ".repeat(n) + "some co"),
                construct("transpose", n -> "some " + "~".repeat(n) + "co"),
                construct("closure", n -> "some " + "^".repeat(n) + "co"),
                construct("and", n -> chain("some co", " and ", n)),
                construct("or", n -> chain("some co", " or ", n)),
                construct("implies", n -> chain("some co", " implies ", n)),
                construct("iff", n -> chain("some co", " iff ", n)),
                construct("union", n -> "some " + chain("co", " + ", n)),
                construct("intersection", n -> "some " + chain("co", " & ", n)),
                construct("join", n -> "some co" + ".co".repeat(n)));
    }

    private static Arguments construct(String name, IntFunction<String> formula) {
        return Arguments.of(name, formula);
    }

    private static boolean tooDeep(XtextResource resource) {
        return resource.getErrors().stream().anyMatch(d -> d.getMessage().equals(NestingLimit.message()));
    }

    /** The largest nesting the parser accepts, by bisection (parsing only). */
    private static int deepestAccepted(IntFunction<String> formula) {
        int accepted = 1;
        int refused = 6000;
        assertFalse(tooDeep(Specs.parse(axiom(formula.apply(accepted)))));
        assertTrue(tooDeep(Specs.parse(axiom(formula.apply(refused)))));
        while (refused - accepted > 1) {
            int middle = (accepted + refused) / 2;
            if (tooDeep(Specs.parse(axiom(formula.apply(middle))))) {
                refused = middle;
            } else {
                accepted = middle;
            }
        }
        return accepted;
    }

    /** Runs {@code work} on a thread with {@code stack} bytes of stack and rethrows what it threw. */
    private static void onStack(long stack, Runnable work) throws InterruptedException {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread thread = new Thread(null, () -> {
            try {
                work.run();
            } catch (Throwable e) {
                failure.set(e);
            }
        }, "small-stack", stack);
        thread.start();
        thread.join();
        if (failure.get() != null) {
            throw new AssertionError("failed with " + stack / 1024 + " KB of stack", failure.get());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("constructs")
    void textUpToTheLimitRunsEverywhereWithHalfTheStack(String name, IntFunction<String> formula) throws Exception {
        int deepest = deepestAccepted(formula);
        String text = axiom(formula.apply(deepest));

        onStack(HALF_STACK, () -> {
            XtextResource resource = Specs.parse(text);
            List<Issue> errors = Specs.validate(resource).stream().filter(i -> i.getSeverity() == Severity.ERROR)
                    .toList();
            assertEquals(List.of(), errors, name + " at " + deepest);
            CompiledModel model = Specs.compile(text);
            CommandResult result = new CommandRunner(SynthesisOptions.defaults().withSolver(SatSolverChoice.MINISAT)
                    .withTimeout(Duration.ofSeconds(60)),
                    new AbstractCegisListener()).run(model.commands().get(0));
            assertTrue(result.error().isEmpty(), name + ": " + result.error());
            assertTrue(result.verdict() == Verdict.HOLDS || result.verdict() == Verdict.FAILS, name + ": "
                    + result.verdict());
            String formatted = TextFormatter.format(resource);
            assertEquals(text.replaceAll("\\s+", ""), formatted.replaceAll("\\s+", ""), name);
        });
        assertTrue(deepest >= minimum(name), name + " accepts only " + deepest + " levels");
    }

    /** What the limit must at least allow: far more than any specification of the literature nests. */
    private static int minimum(String construct) {
        return switch (construct) {
            case "parentheses" -> 30;
            case "quantifiers", "let" -> 150;
            case "not", "transpose", "closure", "implies" -> 200;
            default -> 450;
        };
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("constructs")
    void deeperTextGetsOneNestingError(String name, IntFunction<String> formula) {
        for (int n : new int[] {500, 1000, 5000}) {
            List<Issue> issues = Specs.validate(axiom(formula.apply(n)));

            List<Issue> nesting = issues.stream().filter(i -> IssueCodes.NESTING_TOO_DEEP.equals(i.getCode()))
                    .toList();
            assertEquals(1, nesting.size(), name + " " + n + ": " + issues);
            assertEquals(2, nesting.get(0).getLineNumber(), name + " " + n);
            assertTrue(issues.stream().noneMatch(i -> IssueCodes.INTERNAL_ERROR.equals(i.getCode())), name + " " + n);
            assertTrue(issues.stream().filter(Issue::isSyntaxError).allMatch(i -> i == nesting.get(0)),
                    name + " " + n + ": later syntax errors are consequences and not reported: " + issues);
        }
    }

    @Test
    void aStackThatRunsOutStillGivesTheNestingError() throws Exception {
        IParser parser = Specs.INJECTOR.getInstance(IParser.class);
        String text = axiom("some " + "~".repeat(480) + "co");
        AtomicReference<IParseResult> result = new AtomicReference<>();

        onStack(32 * 1024, () -> result.set(parser.parse(new StringReader(text))));

        assertNull(result.get().getRootASTElement(), "the parser ran out of stack, so there is no model");
        List<INode> errors = List.of(result.get().getSyntaxErrors().iterator().next());
        assertEquals(IssueCodes.NESTING_TOO_DEEP, errors.get(0).getSyntaxErrorMessage().getIssueCode());
        assertEquals(text, result.get().getRootNode().getText());
    }
}
