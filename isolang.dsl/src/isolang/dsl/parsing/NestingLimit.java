// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.parsing;

/**
 * How deeply isolang text may nest. The measure is the depth of the parser's syntax tree: every
 * grammar rule entered adds one level, and so does every operator of a chain such as
 * {@code a + b + c}. A pair of parentheses costs about 14 levels (one per precedence tier of
 * the expression grammar), a quantifier, {@code let} or prefix operator 1 to 3, each chained
 * binary operator 1. The limit keeps every recursive pass over the text (parsing, validation,
 * compilation, the engine's translation, formatting) within the default thread stack of the
 * JVM, on every thread that runs them; deeper text gets one syntax error at the place where it
 * passes the limit.
 */
public final class NestingLimit {

    /** The deepest syntax tree accepted. */
    public static final int MAX_DEPTH = 500;

    private NestingLimit() {
    }

    /** The message of the error reported where text passes the limit. */
    public static String message() {
        return "nested too deeply: more than " + MAX_DEPTH + " syntax levels (parentheses count about 14 each,"
                + " operators and quantifiers 1 to 3); split the formula into pred or fun definitions";
    }
}
