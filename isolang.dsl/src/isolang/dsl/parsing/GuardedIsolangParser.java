// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.parsing;

import org.antlr.runtime.CharStream;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.SyntaxErrorMessage;
import org.eclipse.xtext.nodemodel.impl.NodeModelBuilder;
import org.eclipse.xtext.parser.IParseResult;
import org.eclipse.xtext.parser.ParseResult;
import org.eclipse.xtext.parser.antlr.XtextTokenStream;

import isolang.dsl.parser.antlr.IsolangParser;
import isolang.dsl.parser.antlr.internal.InternalIsolangParser;
import isolang.dsl.validation.IssueCodes;

/**
 * The language's parser, guarded against text that nests too deeply: the generated parser
 * refuses to build a syntax tree deeper than {@link NestingLimit#MAX_DEPTH} (a syntax error
 * from which it recovers), and should a thread's stack still run out (a thread with a tiny
 * stack, or the parser's look-ahead, which does not count levels), the whole text gets one
 * syntax error near its deepest bracket instead of a {@code StackOverflowError}.
 */
public class GuardedIsolangParser extends IsolangParser {

    @Override
    protected InternalIsolangParser createParser(XtextTokenStream stream) {
        return new DepthLimitedInternalParser(stream, getGrammarAccess());
    }

    @Override
    protected IParseResult doParse(String ruleName, CharStream in, NodeModelBuilder builder, int initialLookAhead) {
        try {
            return super.doParse(ruleName, in, builder, initialLookAhead);
        } catch (StackOverflowError e) {
            return outOfStack(in, builder);
        } catch (RuntimeException e) {
            if (causedByStackOverflow(e)) {
                return outOfStack(in, builder);
            }
            throw e;
        }
    }

    private static boolean causedByStackOverflow(Throwable error) {
        for (Throwable cause = error; cause != null; cause = cause.getCause()) {
            if (cause instanceof StackOverflowError) {
                return true;
            }
            if (cause.getCause() == cause) {
                return false;
            }
        }
        return false;
    }

    /** A result without a model whose only node carries the nesting error at the deepest bracket. */
    private static IParseResult outOfStack(CharStream in, NodeModelBuilder builder) {
        String text = in.size() == 0 ? "" : in.substring(0, in.size() - 1);
        ICompositeNode root = builder.newRootNode(text);
        int at = deepestBracket(text);
        if (at > 0) {
            builder.newLeafNode(0, at, null, true, null, root);
        }
        SyntaxErrorMessage error = new SyntaxErrorMessage(NestingLimit.message(), IssueCodes.NESTING_TOO_DEEP);
        builder.newLeafNode(at, text.length() - at, null, false, error, root);
        return new ParseResult(null, root, true);
    }

    /** The offset of the first bracket at the greatest bracket depth of {@code text} (0 if none). */
    static int deepestBracket(String text) {
        int depth = 0;
        int deepest = 0;
        int at = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(' || c == '[' || c == '{') {
                depth++;
                if (depth > deepest) {
                    deepest = depth;
                    at = i;
                }
            } else if ((c == ')' || c == ']' || c == '}') && depth > 0) {
                depth--;
            }
        }
        return at;
    }
}
