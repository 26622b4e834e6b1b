// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.formatting2;

import java.util.List;

import org.eclipse.xtext.formatting2.ITextReplacerContext;
import org.eclipse.xtext.formatting2.internal.MultilineCommentReplacer;
import org.eclipse.xtext.formatting2.regionaccess.IComment;
import org.eclipse.xtext.formatting2.regionaccess.ILineRegion;

/**
 * Lays out a block comment ({@code /* … *}{@code /}, {@code /** … *}{@code /}) without changing
 * what it says. Xtext's layout starts every inner line with {@code " * "}, which inserts a
 * star into lines written without one; here the lines are aligned on their stars only when
 * every line after the first starts with one, and otherwise the comment is kept as written.
 */
final class BlockCommentReplacer extends MultilineCommentReplacer {

    BlockCommentReplacer(IComment comment) {
        super(comment, '*');
    }

    @Override
    public ITextReplacerContext createReplacements(ITextReplacerContext context) {
        List<ILineRegion> lines = getComment().getLineRegions();
        for (ILineRegion line : lines.subList(1, lines.size())) {
            if (!line.getText().stripLeading().startsWith("*")) {
                return context;
            }
        }
        return super.createReplacements(context);
    }
}
