// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.parsing;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.diagnostics.AbstractDiagnostic;
import org.eclipse.xtext.nodemodel.INode;

import isolang.dsl.validation.IssueCodes;

/** The error of a file that is not UTF-8, at its first byte that is not. */
final class EncodingDiagnostic extends AbstractDiagnostic {

    private final SourceText.Malformed problem;
    private final URI uri;

    EncodingDiagnostic(SourceText.Malformed problem, URI uri) {
        this.problem = problem;
        this.uri = uri;
    }

    @Override
    protected INode getNode() {
        return null;
    }

    @Override
    public String getCode() {
        return IssueCodes.NOT_UTF8;
    }

    @Override
    public String[] getData() {
        return new String[] {Long.toString(problem.byteOffset())};
    }

    @Override
    public String getMessage() {
        return problem.describe();
    }

    @Override
    public int getOffset() {
        return problem.offset();
    }

    @Override
    public int getLength() {
        return 1;
    }

    @Override
    public int getLine() {
        return problem.line();
    }

    @Override
    public int getColumn() {
        return problem.column();
    }

    @Override
    public int getLineEnd() {
        return problem.line();
    }

    @Override
    public int getColumnEnd() {
        return problem.column() + 1;
    }

    @Override
    public String getLocation() {
        return uri == null ? null : uri.toString();
    }

    @Override
    public URI getUriToProblem() {
        return uri;
    }

    @Override
    public String toString() {
        return getMessage();
    }
}
