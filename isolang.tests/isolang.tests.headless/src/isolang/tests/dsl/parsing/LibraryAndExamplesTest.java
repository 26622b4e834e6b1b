// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.parsing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import isolang.dsl.lib.StandardLibrary;
import isolang.tests.dsl.Specs;

/** Every standard library file and every example parses, links and validates without any issue. */
class LibraryAndExamplesTest {

    static Stream<URI> libraryFiles() {
        return StandardLibrary.uris().stream();
    }

    static Stream<Path> examples() {
        List<Path> files = Specs.isolFiles(Specs.repositoryFolder("examples"));
        assertFalse(files.isEmpty());
        return files.stream();
    }

    @ParameterizedTest
    @MethodSource("libraryFiles")
    void libraryFileIsClean(URI uri) {
        XtextResource resource = (XtextResource) Specs.INJECTOR.getInstance(XtextResourceSet.class).getResource(uri,
                true);

        List<Issue> issues = Specs.validate(resource);

        assertTrue(issues.isEmpty(), uri + ": " + issues);
    }

    @ParameterizedTest
    @MethodSource("examples")
    void exampleIsClean(Path example) {
        List<Issue> issues = Specs.validate(Specs.load(example));

        assertTrue(issues.isEmpty(), example + ": " + issues);
    }

    @ParameterizedTest
    @MethodSource("libraryFiles")
    void libraryFileIsFormatted(URI uri) {
        XtextResource resource = (XtextResource) Specs.INJECTOR.getInstance(XtextResourceSet.class).getResource(uri,
                true);

        assertEquals(resource.getParseResult().getRootNode().getText(), Formatting.format(resource));
    }
}
