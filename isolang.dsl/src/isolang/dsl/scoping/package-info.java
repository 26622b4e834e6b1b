// SPDX-License-Identifier: EPL-2.0
/**
 * Name resolution: module imports with aliases, the standard library as a global scope, and
 * the scopes of variables, witness relations and definitions inside formulas.
 */
package isolang.dsl.scoping;
