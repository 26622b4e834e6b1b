// SPDX-License-Identifier: EPL-2.0
/**
 * The isolang language runtime: the Xtext grammar, its runtime module and standalone setup.
 * Scoping, typing, validation, formatting, the compiler to engine problems, the standard
 * library, history diagrams and the command line live in the sub-packages.
 */
package isolang.dsl;
