// SPDX-License-Identifier: EPL-2.0
/** Protocol models: the VERIso case studies searched within their scopes, and the language's rules for them. */
package isolang.tests.dsl.protocol;
