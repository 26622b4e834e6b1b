// SPDX-License-Identifier: EPL-2.0
/**
 * Histories: sessions, transactions and read/write operations that the engine synthesizes and checks.
 */
package isolang.solver.history;
