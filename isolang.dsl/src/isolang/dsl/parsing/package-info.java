// SPDX-License-Identifier: EPL-2.0
/**
 * Reading isolang text robustly: {@link isolang.dsl.parsing.SourceText} decodes files (UTF-8,
 * with or without a byte order mark, any line endings) and locates bytes that are not UTF-8;
 * {@link isolang.dsl.parsing.IsolangResource} reports them as errors with a position;
 * {@link isolang.dsl.parsing.GuardedIsolangParser} limits how deeply text may nest
 * ({@link isolang.dsl.parsing.NestingLimit}), so that no input exhausts the stack of the
 * parser or of the recursive code after it.
 */
package isolang.dsl.parsing;
