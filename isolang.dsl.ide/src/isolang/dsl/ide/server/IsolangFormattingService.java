// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.ide.server;

import java.util.Arrays;
import java.util.List;

import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.xtext.formatting2.regionaccess.ITextReplacement;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.formatting.FormattingService;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.TextRegion;

/**
 * Formatting for the language server. Xtext's service turns each replacement's offsets into
 * line and column by scanning the document from its start, which made formatting a large
 * document quadratic (a 1 MB file took minutes, and blocked diagnostics meanwhile); here one
 * index of line starts serves every replacement. A document with syntax errors, or an empty
 * one, is not formatted, as with {@code isolang fmt}.
 */
public class IsolangFormattingService extends FormattingService {

    @Override
    public List<TextEdit> format(XtextResource resource, Document document, int offset, int length,
            FormattingOptions options) {
        if (resource.getContents().isEmpty() || resource.getParseResult() == null
                || resource.getParseResult().hasSyntaxErrors()) {
            return List.of();
        }
        List<ITextReplacement> replacements = format2(resource, new TextRegion(offset, length), null);
        LineStarts lines = new LineStarts(document.getContents());
        return replacements.stream().map(r -> new TextEdit(new Range(lines.position(r.getOffset()),
                lines.position(r.getEndOffset())), r.getReplacementText())).toList();
    }

    /** The offsets at which the lines of a text start, for offset-to-position lookups by binary search. */
    static final class LineStarts {

        private final int[] starts;
        private final int length;

        LineStarts(String text) {
            int[] found = new int[16];
            int count = 1;
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                boolean lineEnd = c == '\n' || c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n');
                if (lineEnd) {
                    if (count == found.length) {
                        found = Arrays.copyOf(found, count * 2);
                    }
                    found[count++] = i + 1;
                }
            }
            this.starts = Arrays.copyOf(found, count);
            this.length = text.length();
        }

        /** The zero-based line and character of {@code offset}. */
        Position position(int offset) {
            int clamped = Math.max(0, Math.min(offset, length));
            int line = Arrays.binarySearch(starts, clamped);
            if (line < 0) {
                line = -line - 2;
            }
            return new Position(line, clamped - starts[line]);
        }
    }
}
