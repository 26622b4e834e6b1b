// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.IGrammarAccess;

import isolang.ui.model.IsolangLanguage;

/**
 * The word keywords of the isolang grammar ({@code level}, …), read from Xtext's grammar
 * access through the generic IDE setup, so that highlighting follows the grammar as it
 * changes.
 */
public final class IsolangKeywords {

    private static final Pattern WORD = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private static Set<String> keywords;

    private IsolangKeywords() {
    }

    /**
     * Returns the keywords that are words (punctuation such as braces is left out); the
     * language injector is created on first use.
     *
     * @return the keywords, sorted
     */
    public static synchronized Set<String> words() {
        if (keywords == null) {
            IGrammarAccess grammarAccess = IsolangLanguage.injector()
                    .getInstance(IGrammarAccess.class);
            Set<String> words = new TreeSet<>();
            for (String keyword : GrammarUtil.getAllKeywords(grammarAccess.getGrammar())) {
                if (WORD.matcher(keyword).matches()) {
                    words.add(keyword);
                }
            }
            keywords = Set.copyOf(words);
        }
        return keywords;
    }
}
