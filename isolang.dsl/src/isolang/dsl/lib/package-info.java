// SPDX-License-Identifier: EPL-2.0
/**
 * The standard library: the levels of Biswas and Enea, Cerone et al., the Isolde paper and
 * Plume as {@code .isol} text ({@code std/*.isol}), and the service that makes them visible.
 */
package isolang.dsl.lib;
