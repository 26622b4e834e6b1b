// SPDX-License-Identifier: EPL-2.0
/**
 * The compact in-memory model of recorded histories: primitive arrays indexed by dense numbers
 * ({@link isolang.history.model.CompactHistory}), the builder the format readers feed, and
 * statistics.
 */
package isolang.history.model;
