// SPDX-License-Identifier: EPL-2.0
/** Tests of the history formats: every reader, every writer's round trip, malformed input. */
package isolang.tests.history.format;
