// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.validation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.log4j.Logger;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EValidator;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.service.OperationCanceledError;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.util.IAcceptor;
import org.eclipse.xtext.validation.AbstractInjectableValidator;
import org.eclipse.xtext.validation.CancelableDiagnostician;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.Issue;
import org.eclipse.xtext.validation.ResourceValidatorImpl;
import org.eclipse.xtext.validation.impl.ConcreteSyntaxEValidator;

/**
 * Validates one file and never fails doing so. Xtext's validator logs an exception thrown by a
 * check or by linking and goes on, so that a file whose checks never finished could pass as
 * valid; a {@code StackOverflowError} escapes it altogether, which in the language server stops
 * diagnostics for every file. Here an internal failure becomes an error issue on the file
 * ({@link IssueCodes#INTERNAL_ERROR}, a bug in isolang, named in one line), so the file is not
 * compiled, every other file is validated as usual, and cancellation still propagates.
 */
public class IsolangResourceValidator extends ResourceValidatorImpl {

    private static final Logger LOG = Logger.getLogger(IsolangResourceValidator.class);

    /** The message of Xtext's diagnostic for a check that threw. */
    private static final String CHECK_FAILED = "Error executing EValidator";

    @Override
    public List<Issue> validate(Resource resource, CheckMode mode, CancelIndicator cancel)
            throws OperationCanceledError {
        try {
            return super.validate(resource, mode, cancel);
        } catch (RuntimeException | StackOverflowError e) {
            getOperationCanceledManager().propagateAsErrorIfCancelException(e);
            List<Issue> issues = new ArrayList<>();
            try {
                collectResourceDiagnostics(resource, CancelIndicator.NullImpl, issues::add);
            } catch (RuntimeException again) {
                issues.clear();
            }
            issues.add(internalError(e));
            return issues;
        }
    }

    @Override
    protected void validate(Resource resource, EObject element, CheckMode mode, CancelIndicator monitor,
            IAcceptor<Issue> acceptor) {
        Map<Object, Object> options = new HashMap<>();
        options.put(CheckMode.KEY, mode);
        options.put(CancelableDiagnostician.CANCEL_INDICATOR, monitor);
        options.put(ConcreteSyntaxEValidator.DISABLE_CONCRETE_SYNTAX_EVALIDATOR, Boolean.TRUE);
        options.put(EValidator.class, getDiagnostician());
        if (resource instanceof XtextResource xtext) {
            options.put(AbstractInjectableValidator.CURRENT_LANGUAGE_NAME, xtext.getLanguageName());
        }
        try {
            Diagnostic result = getDiagnostician().validate(element, options);
            List<Diagnostic> found = result.getChildren().isEmpty() ? List.of(result) : result.getChildren();
            for (Diagnostic diagnostic : found) {
                issueFromEValidatorDiagnostic(diagnostic, acceptor);
            }
        } catch (RuntimeException | StackOverflowError e) {
            getOperationCanceledManager().propagateAsErrorIfCancelException(e);
            acceptor.accept(internalError(e));
        }
    }

    @Override
    protected void issueFromEValidatorDiagnostic(Diagnostic diagnostic, IAcceptor<Issue> acceptor) {
        if (!CHECK_FAILED.equals(diagnostic.getMessage())) {
            super.issueFromEValidatorDiagnostic(diagnostic, acceptor);
            return;
        }
        Throwable failure = diagnostic.getException();
        for (Object data : diagnostic.getData()) {
            if (failure == null && data instanceof Throwable thrown) {
                failure = thrown;
            }
        }
        String cause = failure == null ? "" : ": " + summary(failure);
        super.issueFromEValidatorDiagnostic(diagnostic, issue -> {
            if (issue instanceof Issue.IssueImpl internal) {
                internal.setMessage("internal error while checking this element" + cause + " (a bug in isolang)");
                internal.setCode(IssueCodes.INTERNAL_ERROR);
                internal.setData(null);
            }
            acceptor.accept(issue);
        });
    }

    private static Issue internalError(Throwable e) {
        LOG.error("internal error while validating a file: " + summary(e));
        Issue.IssueImpl issue = new Issue.IssueImpl();
        issue.setSeverity(Severity.ERROR);
        issue.setMessage("internal error while validating this file: " + summary(e) + " (a bug in isolang)");
        issue.setCode(IssueCodes.INTERNAL_ERROR);
        issue.setLineNumber(1);
        issue.setColumn(1);
        issue.setOffset(0);
        issue.setLength(0);
        return issue;
    }

    private static String summary(Throwable e) {
        return e.getClass().getName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }
}
