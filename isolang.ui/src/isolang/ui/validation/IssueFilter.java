// SPDX-License-Identifier: EPL-2.0
package isolang.ui.validation;

import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;

import isolang.ui.model.IsolangLanguage;
import isolang.ui.model.ParsedDocument;

/** Validates a parsed document with the language's validator and keeps the issues of that document. */
public final class IssueFilter {

    private IssueFilter() {
    }

    /**
     * Validates {@code document} (syntax, linking and all checks).
     *
     * @param document the parse to validate
     * @param cancel stops validation early when it answers true
     * @return the issues located in the document itself
     */
    public static List<Issue> validate(ParsedDocument document, CancelIndicator cancel) {
        URI uri = document.resource().getURI();
        List<Issue> issues = IsolangLanguage.get(IResourceValidator.class).validate(document.resource(),
                CheckMode.ALL, cancel);
        return issues.stream().filter(i -> i.getUriToProblem() == null
                || uri.equals(i.getUriToProblem().trimFragment())).toList();
    }
}
