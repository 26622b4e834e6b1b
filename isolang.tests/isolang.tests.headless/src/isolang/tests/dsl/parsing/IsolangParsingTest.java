// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.parsing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;

import com.google.inject.Injector;

import isolang.dsl.IsolangStandaloneSetup;
import isolang.dsl.isolang.Element;
import isolang.dsl.isolang.Model;
import isolang.dsl.validation.IssueCodes;

/** The generated isolang parser and the validator work inside OSGi. */
class IsolangParsingTest {

    private static final Injector INJECTOR = new IsolangStandaloneSetup().createInjectorAndDoEMFRegistration();

    private static XtextResource load(String text) throws IOException {
        XtextResourceSet resourceSet = INJECTOR.getInstance(XtextResourceSet.class);
        XtextResource resource = (XtextResource) resourceSet.createResource(URI.createURI("test.isol"));
        resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), null);
        return resource;
    }

    private static List<Issue> validate(XtextResource resource) {
        return INJECTOR.getInstance(IResourceValidator.class).validate(resource, CheckMode.ALL, CancelIndicator.NullImpl);
    }

    @Test
    void levelsAreParsedInOrder() throws IOException {
        XtextResource resource = load("level SER { }\nlevel SI { }\n");

        assertTrue(resource.getErrors().isEmpty(), resource.getErrors().toString());
        Model model = (Model) resource.getContents().get(0);
        assertEquals(List.of("SER", "SI"), model.getElements().stream().map(Element::getName).toList());
        assertTrue(validate(resource).isEmpty());
    }

    @Test
    void levelWithoutNameIsASyntaxError() throws IOException {
        XtextResource resource = load("level { }");

        assertFalse(resource.getErrors().isEmpty());
        assertEquals(1, resource.getErrors().get(0).getLine());
    }

    @Test
    void duplicateLevelNameIsReportedOnTheSecondDefinition() throws IOException {
        List<Issue> issues = validate(load("level SI { }\nlevel SI { }\n"));

        assertEquals(1, issues.size(), issues.toString());
        assertEquals(IssueCodes.DUPLICATE_LEVEL, issues.get(0).getCode());
        assertEquals(2, issues.get(0).getLineNumber());
        assertEquals(7, issues.get(0).getColumn());
    }
}
