// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;

import isolang.dsl.validation.IssueCodes;
import isolang.tests.dsl.Specs;

/**
 * Limits that depend on a command's scope (relations too wide to index, quantifier nests with
 * billions of instances) and names that depend on other files (a module's name declared twice,
 * a reference to a name several files declare) are input errors found by validation.
 */
class LimitsAndNamesTest {

    private static List<Issue> errors(List<Issue> issues) {
        return issues.stream().filter(i -> i.getSeverity() == Severity.ERROR).toList();
    }

    /** Loads the files into one resource set and returns the errors of each. */
    private static Map<String, List<Issue>> errorsOfFiles(Map<String, String> files) {
        XtextResourceSet resourceSet = Specs.INJECTOR.getInstance(XtextResourceSet.class);
        Map<String, XtextResource> resources = new LinkedHashMap<>();
        files.forEach((name, text) -> {
            XtextResource resource = (XtextResource) resourceSet.createResource(URI.createURI("memory:/" + name));
            try {
                resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), null);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            resources.put(name, resource);
        });
        Map<String, List<Issue>> errors = new LinkedHashMap<>();
        resources.forEach((name, resource) -> errors.put(name, errors(Specs.validate(resource))));
        return errors;
    }

    @Test
    void relationWiderThanTheEngineIndexesIsAnErrorAtTheScope() {
        String text = "import isolang.std.biswas.*\nlevel L in biswas { axiom A: some " + "Txn->".repeat(99)
                + "Txn }\ncheck L implies SER for 3 expect fails\n";

        List<Issue> errors = errors(Specs.validate(text));

        assertEquals(1, errors.size(), errors.toString());
        assertEquals(IssueCodes.SCOPE_TOO_LARGE, errors.get(0).getCode());
        assertEquals(3, errors.get(0).getLineNumber());
        assertTrue(errors.get(0).getMessage().startsWith("the expression at line 2:35 has arity 100"),
                errors.get(0).getMessage());
    }

    @Test
    void quantifiersAreMeasuredThroughCallsInTheCommandsScope() {
        String text = "import isolang.std.biswas.*\npred linked[a, b, c, d, e, f: Txn] in biswas {\n"
                + "  all g, h, i: Txn | a->g in co and b->g in co and c->h in co and d->h in co and e->i in co"
                + " and f->i in co\n}\n"
                + "level L in biswas { axiom A: all x, y, z, u, v, w: Txn | linked[x, y, z, u, v, w] }\n"
                + "check small: L implies SER for 3 expect fails\ncheck large: L implies SER for 9 expect fails\n";

        List<Issue> errors = errors(Specs.validate(text));

        assertEquals(1, errors.size(), "4^9 translations are fine, 10^9 are not: " + errors);
        assertEquals(7, errors.get(0).getLineNumber());
        assertTrue(errors.get(0).getMessage().startsWith("the quantifier at line 3:3 needs its body for about 10^9"),
                errors.get(0).getMessage());
    }

    @Test
    void unusedVariablesCostNothing() {
        String text = "import isolang.std.biswas.*\nlevel L in biswas { axiom A: all t1, t2, t3, t4, t5, t6, t7, t8,"
                + " t9, t10, t11, t12: Txn | t1->t12 in co }\ncheck L implies SER for 8 expect holds\n";

        assertEquals(List.of(), Specs.validate(text));
    }

    @Test
    void shippedLevelsFitTheirUsualScopes() {
        String text = "import isolang.std.biswas\nimport isolang.std.cerone\n"
                + "lattice { biswas.RA, biswas.CC, biswas.PC, biswas.SI, biswas.SER } for 8\n"
                + "lattice { cerone.RA, cerone.CC, cerone.PSI, cerone.SI, cerone.SER } for 6\n";

        assertEquals(List.of(), errors(Specs.validate(text)));
    }

    @Test
    void moduleNameDeclaredTwiceIsAnErrorAtBothAndAmbiguousForOthers() {
        Map<String, List<Issue>> errors = errorsOfFiles(Map.of(
                "a.isol", "module foo\nimport isolang.std.biswas.*\nlevel X in biswas = SER\n",
                "b.isol", "module foo\nimport isolang.std.biswas.*\nlevel X in biswas = RA\n",
                "c.isol", "import foo\nimport isolang.std.biswas.*\ncheck foo.X implies SER for 2\n"));

        for (String declaring : List.of("a.isol", "b.isol")) {
            assertEquals(1, errors.get(declaring).size(), errors.toString());
            Issue error = errors.get(declaring).get(0);
            assertEquals(IssueCodes.DUPLICATE_NAME, error.getCode());
            assertEquals(3, error.getLineNumber());
            assertTrue(error.getMessage().startsWith("foo.X is also declared in memory:/"), error.getMessage());
        }
        assertEquals(1, errors.get("c.isol").size(), errors.toString());
        assertTrue(errors.get("c.isol").get(0).getMessage().startsWith("foo.X is ambiguous"),
                errors.get("c.isol").toString());
    }

    @Test
    void moduleOfTheStandardLibraryIsNotDeclaredAgain() {
        List<Issue> errors = errors(Specs.validate("module isolang.std.biswas\nlevel SER in biswas {\n"
                + "  axiom A: some co\n}\n"));

        assertTrue(errors.stream().anyMatch(e -> e.getMessage().startsWith(
                "isolang.std.biswas.SER is also declared in the standard library (biswas.isol)")), errors.toString());
    }

    @Test
    void scriptsMayReuseNamesTheyDoNotShare() {
        Map<String, List<Issue>> errors = errorsOfFiles(Map.of(
                "a.isol", "import isolang.std.biswas.*\nhistory H { session { T1: w(x,1) } }\n"
                        + "check H allowed by SER expect yes\n",
                "b.isol", "import isolang.std.biswas.*\nhistory H { session { T1: r(x,0) } }\n"
                        + "check H allowed by SER expect yes\n"));

        assertEquals(Map.of("a.isol", List.of(), "b.isol", List.of()), errors);
    }
}
