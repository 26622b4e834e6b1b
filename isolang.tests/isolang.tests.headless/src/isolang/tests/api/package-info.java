// SPDX-License-Identifier: EPL-2.0
/** The public API of the bundles: which packages they export to everyone and which only to friends. */
package isolang.tests.api;
