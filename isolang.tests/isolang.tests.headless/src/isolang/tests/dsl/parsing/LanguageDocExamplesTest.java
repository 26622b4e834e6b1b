// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.parsing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.resource.XtextResource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import isolang.tests.dsl.Specs;

/**
 * Every isolang example in docs/LANGUAGE.md parses: a code block without a language tag is a file
 * of declarations and commands, except a block of scopes (each line {@code for …}), parsed after a
 * command, and a block of formula fragments ({@code …} outside comments), each line parsed as an axiom
 * with {@code …} standing for a formula. Names need not resolve: the examples refer to each other
 * and to the reader's own levels.
 */
class LanguageDocExamplesTest {

    /** One example: where it starts in docs/LANGUAGE.md and the isolang text it is parsed as. */
    record Example(int line, String text) {

        @Override
        public String toString() {
            return "docs/LANGUAGE.md:" + line;
        }
    }

    static Stream<Example> examples() throws IOException {
        List<String> lines = Files.readAllLines(Specs.repositoryFolder("docs").resolve("LANGUAGE.md"));
        List<Example> examples = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).startsWith("```")) {
                continue;
            }
            boolean isolang = lines.get(i).equals("```");
            int start = i + 1;
            List<String> block = new ArrayList<>();
            for (i = start; i < lines.size() && !lines.get(i).startsWith("```"); i++) {
                block.add(lines.get(i));
            }
            if (isolang) {
                examples.addAll(examplesOf(block, start + 1));
            }
        }
        return examples.stream();
    }

    private static List<Example> examplesOf(List<String> block, int firstLine) {
        List<Example> examples = new ArrayList<>();
        if (block.stream().allMatch(line -> line.startsWith("for "))) {
            for (int i = 0; i < block.size(); i++) {
                examples.add(new Example(firstLine + i, "check A implies B " + block.get(i)));
            }
        } else if (block.stream().anyMatch(line -> line.split("//", 2)[0].contains("…"))) {
            for (int i = 0; i < block.size(); i++) {
                String formula = block.get(i).replace("…", "some t1");
                examples.add(new Example(firstLine + i, "level L in biswas {\n  axiom A: " + formula + "\n}\n"));
            }
        } else {
            examples.add(new Example(firstLine, String.join("\n", block) + "\n"));
        }
        return examples;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void parses(Example example) {
        XtextResource resource = Specs.parse(example.text());
        List<String> errors = new ArrayList<>();
        for (INode error : resource.getParseResult().getSyntaxErrors()) {
            errors.add("line " + (example.line() + error.getStartLine() - 1) + ": "
                    + error.getSyntaxErrorMessage().getMessage());
        }
        assertEquals(List.of(), errors, () -> example + " does not parse:\n" + example.text());
    }

    @Test
    void theDocumentHasExamplesOfEveryKind() throws IOException {
        List<Example> all = examples().toList();
        assertTrue(all.size() >= 15, () -> "only " + all.size() + " examples found");
        assertTrue(all.stream().anyMatch(e -> e.text().startsWith("check A implies B for ")), "scopes");
        assertTrue(all.stream().anyMatch(e -> e.text().startsWith("level L in biswas")), "formula fragments");
        assertTrue(all.stream().anyMatch(e -> e.text().contains("history ReadOnlyAnomaly")), "histories");
    }
}
