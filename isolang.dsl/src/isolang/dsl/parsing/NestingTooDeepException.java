// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.parsing;

import org.antlr.runtime.IntStream;
import org.antlr.runtime.RecognitionException;

/**
 * Raised by the parser where the text passes {@link NestingLimit#MAX_DEPTH}. It is a
 * recognition error like any syntax error, so the parser recovers from it: the too deep part is
 * skipped and reported, the rest of the file is parsed.
 */
final class NestingTooDeepException extends RecognitionException {

    private static final long serialVersionUID = 1L;

    NestingTooDeepException(IntStream input) {
        super(input);
    }

    @Override
    public String getMessage() {
        return NestingLimit.message();
    }
}
