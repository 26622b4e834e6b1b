// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.parsing;

import java.util.Arrays;

import org.antlr.runtime.RecognitionException;
import org.antlr.runtime.TokenStream;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.Action;
import org.eclipse.xtext.nodemodel.SyntaxErrorMessage;

import isolang.dsl.parser.antlr.internal.InternalIsolangParser;
import isolang.dsl.services.IsolangGrammarAccess;

/**
 * The generated parser with a depth count: every grammar rule entered and every chain operator
 * ({@code a and b and c}) adds a level to the syntax tree being built, and a level past
 * {@link NestingLimit#MAX_DEPTH} is refused with a {@link NestingTooDeepException}, from which
 * the parser recovers like from any syntax error.
 *
 * <p>The counts follow the node model builder's callbacks, which the generated code balances:
 * {@link #newCompositeNode} before a rule call and {@link #afterParserOrEnumRuleCall} after it
 * (also after a rule that recovered from an error), {@link #insertCompositeNode} for each
 * operator of a chain, whose levels end with the rule that built the chain.
 *
 * <p>One error is reported per top-level declaration: recovering from the first one, the
 * parser would meet the limit again at every further operand of a long chain, and skipping a
 * too deep part leaves unbalanced brackets behind; these consequences are not reported until
 * the next declaration starts.
 */
final class DepthLimitedInternalParser extends InternalIsolangParser {

    /** Chain operators per open rule call, innermost last. */
    private int[] chainLevels = new int[64];
    private int openRules;
    private int depth;
    /** Whether the declaration being parsed has passed the limit (its later errors are consequences). */
    private boolean passedLimit;

    DepthLimitedInternalParser(TokenStream input, IsolangGrammarAccess grammarAccess) {
        super(input, grammarAccess);
    }

    @Override
    protected void newCompositeNode(EObject grammarElement) {
        refuseDeeperThan(depth + 1);
        super.newCompositeNode(grammarElement);
        if (openRules == chainLevels.length) {
            chainLevels = Arrays.copyOf(chainLevels, openRules * 2);
        }
        chainLevels[openRules++] = 0;
        depth++;
    }

    @Override
    protected void afterParserOrEnumRuleCall() {
        super.afterParserOrEnumRuleCall();
        if (openRules > 0) {
            depth -= 1 + chainLevels[--openRules];
        }
        if (depth <= 1) {
            passedLimit = false;
        }
    }

    @Override
    protected void insertCompositeNode(Action action) {
        refuseDeeperThan(depth + 1);
        super.insertCompositeNode(action);
        if (openRules > 0) {
            chainLevels[openRules - 1]++;
        }
        depth++;
    }

    private void refuseDeeperThan(int next) {
        if (next > NestingLimit.MAX_DEPTH) {
            throwUnchecked(new NestingTooDeepException(input));
        }
    }

    /** No message for the errors that follow from passing the limit in the same declaration. */
    @Override
    public SyntaxErrorMessage getSyntaxErrorMessage(RecognitionException e, String[] tokenNames) {
        if (passedLimit) {
            return null;
        }
        passedLimit = e instanceof NestingTooDeepException;
        return super.getSyntaxErrorMessage(e, tokenNames);
    }

    /**
     * Throws a recognition error from a callback that declares none. The generated rule methods
     * that call these callbacks all declare and catch {@code RecognitionException}, so the
     * parser's error recovery handles it where it handles every other syntax error.
     */
    @SuppressWarnings("unchecked")
    private static <E extends Throwable> void throwUnchecked(Throwable error) throws E {
        throw (E) error;
    }
}
