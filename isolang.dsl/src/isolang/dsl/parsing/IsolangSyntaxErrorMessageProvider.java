// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.parsing;

import org.eclipse.xtext.nodemodel.SyntaxErrorMessage;
import org.eclipse.xtext.parser.antlr.SyntaxErrorMessageProvider;

import isolang.dsl.validation.IssueCodes;

/** Syntax error messages: the parser's own, and the nesting limit's with its issue code. */
public class IsolangSyntaxErrorMessageProvider extends SyntaxErrorMessageProvider {

    @Override
    public SyntaxErrorMessage getSyntaxErrorMessage(IParserErrorContext context) {
        if (context.getRecognitionException() instanceof NestingTooDeepException) {
            return new SyntaxErrorMessage(NestingLimit.message(), IssueCodes.NESTING_TOO_DEEP);
        }
        return super.getSyntaxErrorMessage(context);
    }
}
