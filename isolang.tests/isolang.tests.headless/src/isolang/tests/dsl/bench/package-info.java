// SPDX-License-Identifier: EPL-2.0
/** Tests of the benchmark's problems and spec files. */
package isolang.tests.dsl.bench;
