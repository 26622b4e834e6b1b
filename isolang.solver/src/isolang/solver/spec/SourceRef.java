// SPDX-License-Identifier: EPL-2.0
package isolang.solver.spec;

/**
 * Where a specification element was written, so that the IDE can underline it.
 *
 * <p>Invariant: {@code line, column >= 1}, {@code offset, length >= 0}. Java-built reference
 * levels have no source reference.
 *
 * @param uri the resource that holds the text (for example a platform or file URI)
 * @param line the 1-based line of the first character
 * @param column the 1-based column of the first character
 * @param offset the 0-based character offset of the first character
 * @param length the number of characters
 */
public record SourceRef(String uri, int line, int column, int offset, int length) {

    /** Checks the invariants. */
    public SourceRef {
        if (uri == null || line < 1 || column < 1 || offset < 0 || length < 0) {
            throw new IllegalArgumentException("invalid source reference " + uri + ":" + line + ":" + column);
        }
    }

    @Override
    public String toString() {
        return uri + ":" + line + ":" + column;
    }
}
