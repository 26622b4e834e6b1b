// SPDX-License-Identifier: EPL-2.0
/** The formatter of isolang files (Xtext formatting2). */
package isolang.dsl.formatting2;
