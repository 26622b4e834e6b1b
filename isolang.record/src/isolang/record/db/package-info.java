// SPDX-License-Identifier: EPL-2.0
/**
 * The databases isolang records from: in-process H2 and HSQLDB, an embedded PostgreSQL server
 * started from the binaries on the class path, and any server reached by a JDBC URL. Each names
 * its isolation settings as the database does ({@link isolang.record.db.IsolationSetting}).
 * Entry point: {@link isolang.record.db.Databases}.
 */
package isolang.record.db;
