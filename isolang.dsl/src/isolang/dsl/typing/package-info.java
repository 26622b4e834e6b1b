// SPDX-License-Identifier: EPL-2.0
/**
 * Static types of isolang expressions: sorts ({@code Txn}, {@code Obj}, {@code Val},
 * {@code Op}) per column, arities, and formulas; used by validation and by the compiler.
 */
package isolang.dsl.typing;
