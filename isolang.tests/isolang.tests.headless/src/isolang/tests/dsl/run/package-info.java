// SPDX-License-Identifier: EPL-2.0
/** Running compiled commands: verdicts, expectations, lattices, limits and cancellation. */
package isolang.tests.dsl.run;
