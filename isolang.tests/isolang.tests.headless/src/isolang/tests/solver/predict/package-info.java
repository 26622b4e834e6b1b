// SPDX-License-Identifier: EPL-2.0
/** Tests of prediction from an observed history, against the IsoPredict paper and a brute-force oracle. */
package isolang.tests.solver.predict;
