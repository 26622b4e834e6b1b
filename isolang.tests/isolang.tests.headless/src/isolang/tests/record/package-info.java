// SPDX-License-Identifier: EPL-2.0
/**
 * Tests of recording histories from real databases (H2 in-process, PostgreSQL started from its
 * binaries): the scenarios against each database's documented behaviour, soundness of recorded
 * serializable and snapshot histories, and the recording's files and errors.
 */
package isolang.tests.record;
