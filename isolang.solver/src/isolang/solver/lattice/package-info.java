// SPDX-License-Identifier: EPL-2.0
/**
 * The implication order among several levels: {@link isolang.solver.lattice.LatticeSearch}
 * decides every ordered pair with as few engine calls as propagation allows.
 */
package isolang.solver.lattice;
