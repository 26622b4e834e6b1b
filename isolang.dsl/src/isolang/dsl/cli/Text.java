// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

/**
 * Text from the input made safe to print on a terminal: control characters (NUL, ESC, …),
 * line and paragraph separators and bidirectional overrides are written as {@code \}{@code uXXXX},
 * so an error message can neither mangle the terminal nor hide what the file contains.
 */
final class Text {

    private Text() {
    }

    /** {@code text} with every unprintable character escaped; tabs are kept. */
    static String printable(String text) {
        StringBuilder safe = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (unprintable(c)) {
                if (safe == null) {
                    safe = new StringBuilder(text.length() + 8).append(text, 0, i);
                }
                safe.append(String.format("\\u%04X", (int) c));
            } else if (safe != null) {
                safe.append(c);
            }
        }
        return safe == null ? text : safe.toString();
    }

    private static boolean unprintable(char c) {
        return c < 0x20 && c != '\t' || c >= 0x7F && c <= 0x9F || c == '\u2028' || c == '\u2029'
                || c >= '\u202A' && c <= '\u202E' || c >= '\u2066' && c <= '\u2069';
    }
}
