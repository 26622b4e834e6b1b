// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.typing;

/** The kinds of mistakes the type checker finds; the validator maps each to an issue code. */
public enum TypeProblem {
    /** Columns of different sorts meet, e.g. {@code x.wr} with {@code x: Obj}. */
    SORT,
    /** An operator gets a relation of the wrong arity, e.g. {@code ^writes}. */
    ARITY,
    /** An expression stands where a formula is needed. */
    NOT_A_FORMULA,
    /** A formula stands where an expression is needed. */
    NOT_AN_EXPRESSION,
    /** A call with the wrong number of arguments. */
    ARGUMENT_COUNT
}
