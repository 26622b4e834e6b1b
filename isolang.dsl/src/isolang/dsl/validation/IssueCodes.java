// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.validation;

/**
 * The codes of every problem the validator reports; tests and quick fixes refer to problems by
 * these codes. Each code is the prefix {@value #PREFIX} and a name.
 */
public interface IssueCodes {

    /** The prefix of all codes. */
    String PREFIX = "isolang.dsl.";

    /** A name that resolves to nothing (reported by the linker). */
    String UNKNOWN_NAME = "org.eclipse.xtext.diagnostics.Diagnostic.Linking";
    /** Columns of different sorts meet. */
    String SORT_MISMATCH = PREFIX + "SortMismatch";
    /** An operator gets a relation of the wrong arity. */
    String ARITY_MISMATCH = PREFIX + "ArityMismatch";
    /** An expression where a formula is needed. */
    String NOT_A_FORMULA = PREFIX + "NotAFormula";
    /** A formula where an expression is needed. */
    String NOT_AN_EXPRESSION = PREFIX + "NotAnExpression";
    /** A call with the wrong number of arguments. */
    String WRONG_ARGUMENT_COUNT = PREFIX + "WrongArgumentCount";
    /** A witness relation or definition of one framework used in text of another. */
    String FOREIGN_WITNESS = PREFIX + "ForeignWitness";
    /** A definition or level defined in terms of itself. */
    String RECURSIVE_DEFINITION = PREFIX + "RecursiveDefinition";
    /** A command with an {@code expect} clause but no scope. */
    String MISSING_EXPECT_SCOPE = PREFIX + "MissingExpectScope";
    /** A scope whose encoding would not fit in memory (error) or be very slow (warning). */
    String SCOPE_TOO_LARGE = PREFIX + "ScopeTooLarge";
    /** A malformed scope: unknown dimension, zero size, more sessions than transactions. */
    String INVALID_SCOPE = PREFIX + "InvalidScope";
    /** An expected outcome that the command cannot have. */
    String WRONG_OUTCOME = PREFIX + "WrongOutcome";
    /** A composed level whose parts are written in other frameworks. */
    String MIXED_FRAMEWORKS = PREFIX + "MixedFrameworks";
    /** A witness relation whose type and shape the engine does not support. */
    String INVALID_WITNESS = PREFIX + "InvalidWitness";
    /** A literal history that breaks the history model's rules. */
    String INVALID_HISTORY = PREFIX + "InvalidHistory";
    /** A recorded history file that is missing, unreadable or malformed. */
    String INVALID_HISTORY_FILE = PREFIX + "InvalidHistoryFile";
    /** A transaction of a literal history without operations (a warning: usually a slip). */
    String EMPTY_TRANSACTION = PREFIX + "EmptyTransaction";
    /** Two declarations of the same kind with one name in one scope. */
    String DUPLICATE_NAME = PREFIX + "DuplicateName";
    /** A level with neither axioms nor parts. */
    String EMPTY_LEVEL = PREFIX + "EmptyLevel";
    /** A command that names no level, or a lattice level missing from the command. */
    String INVALID_COMMAND = PREFIX + "InvalidCommand";
    /** A definition in a script that nothing uses. */
    String UNUSED_DEFINITION = PREFIX + "UnusedDefinition";
    /** An axiom of a level that never mentions a witness relation. */
    String NO_WITNESS_MENTIONED = PREFIX + "NoWitnessMentioned";
    /** A variable that hides another name. */
    String SHADOWED_NAME = PREFIX + "ShadowedName";
    /** Text nested more deeply than the parser reads (a syntax error). */
    String NESTING_TOO_DEEP = PREFIX + "NestingTooDeep";
    /** A file whose bytes are not UTF-8. */
    String NOT_UTF8 = PREFIX + "NotUtf8";
    /** isolang failed while checking a file (a bug in isolang, reported instead of a crash). */
    String INTERNAL_ERROR = PREFIX + "InternalError";
}
