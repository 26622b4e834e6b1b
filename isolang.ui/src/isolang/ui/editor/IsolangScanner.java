// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import java.util.Collection;

import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.rules.EndOfLineRule;
import org.eclipse.jface.text.rules.IRule;
import org.eclipse.jface.text.rules.IToken;
import org.eclipse.jface.text.rules.IWordDetector;
import org.eclipse.jface.text.rules.MultiLineRule;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.SingleLineRule;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.jface.text.rules.WordRule;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;

/**
 * Token scanner for syntax colouring of {@code .isol} files: keywords, comments and strings
 * as defined by the grammar's terminals.
 */
public final class IsolangScanner extends RuleBasedScanner {

    /** Colour of keywords. */
    public static final Color KEYWORD_COLOR = new Color(127, 0, 85);
    /** Colour of comments. */
    public static final Color COMMENT_COLOR = new Color(63, 127, 95);
    /** Colour of string literals. */
    public static final Color STRING_COLOR = new Color(42, 0, 255);

    /**
     * Creates a scanner that highlights the given keywords.
     *
     * @param keywords the words to show as keywords
     */
    public IsolangScanner(Collection<String> keywords) {
        IToken keyword = new Token(new TextAttribute(KEYWORD_COLOR, null, SWT.BOLD));
        IToken comment = new Token(new TextAttribute(COMMENT_COLOR));
        IToken string = new Token(new TextAttribute(STRING_COLOR));
        // Other words are consumed whole as plain text, so that "as" inside "biswas" is no keyword.
        WordRule words = new WordRule(new IdentifierDetector(), new Token(null));
        for (String word : keywords) {
            words.addWord(word, keyword);
        }
        setRules(new IRule[] {
                new EndOfLineRule("//", comment),
                new MultiLineRule("/*", "*/", comment),
                new SingleLineRule("\"", "\"", string, '\\'),
                new SingleLineRule("'", "'", string, '\\'),
                words,
        });
    }

    /** Detects identifiers as the grammar's {@code ID} terminal defines them. */
    private static final class IdentifierDetector implements IWordDetector {
        @Override
        public boolean isWordStart(char c) {
            return Character.isLetter(c) || c == '_' || c == '^';
        }

        @Override
        public boolean isWordPart(char c) {
            return Character.isLetterOrDigit(c) || c == '_';
        }
    }
}
