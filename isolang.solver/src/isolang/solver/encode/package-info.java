// SPDX-License-Identifier: EPL-2.0
/**
 * The Kodkod encoding of histories (abstract and operation-level), of witness relations by
 * their shapes, and the decoding of solver instances back to {@link isolang.solver.history.History}.
 */
package isolang.solver.encode;
