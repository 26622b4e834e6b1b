// SPDX-License-Identifier: EPL-2.0
/**
 * Which checker a compiled level gets ({@link isolang.history.level.LevelClassifier}): the
 * standard levels are recognized by their definition; any level of the Biswas–Enea shape with the
 * commit order only in conclusions is checked by the generic saturation
 * ({@link isolang.history.level.GenericSaturation}), which evaluates the axioms' premises on the
 * concrete history.
 */
package isolang.history.level;
