// SPDX-License-Identifier: EPL-2.0
/** Histories: external reads, write–read edges and value labels derived from the operations. */
package isolang.tests.solver.history;
