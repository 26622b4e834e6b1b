// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.history;

import java.util.Optional;

import isolang.solver.history.History;
import isolang.solver.spec.Level;

/**
 * A violation turned into a regression test: an {@code .isol} text with the violating
 * sub-history as a {@code history} literal and the membership check {@code check H allowed by
 * LEVEL expect no}, importing the level's module. A level from a file without a module is named
 * plainly; check the written file together with that specification.
 */
public final class RegressionTest {

    private RegressionTest() {
    }

    /**
     * The text of the test.
     *
     * @param name the literal's name (an identifier)
     * @param history the sub-history
     * @param level the violated level
     * @param module the module declaring the level, if any ({@link LevelCatalog#module})
     * @param comment a one-line comment saying where the violation comes from
     */
    public static String text(String name, History history, Level level, Optional<String> module, String comment) {
        StringBuilder text = new StringBuilder();
        text.append("// ").append(comment.replace('\n', ' ')).append('\n');
        module.ifPresent(m -> text.append("import ").append(m).append("\n\n"));
        String reference = module.map(m -> m.substring(m.lastIndexOf('.') + 1) + "." + simpleName(level))
                .orElse(level.name());
        return text.append(literalAndCheck(name, history, reference)).toString();
    }

    /**
     * The {@code history} literal and its {@code check NAME allowed by LEVEL expect no}.
     *
     * @param levelReference the level as the file reaches it ({@code biswas.SER}, {@code isolang.std.biswas.SER})
     */
    public static String literalAndCheck(String name, History history, String levelReference) {
        StringBuilder text = new StringBuilder();
        text.append("history ").append(name).append(" {\n");
        for (String line : history.toString().split("\n")) {
            text.append("  ").append(line).append('\n');
        }
        text.append("}\n\n");
        text.append("check ").append(name).append(" allowed by ").append(levelReference).append(" expect no\n");
        return text.toString();
    }

    private static String simpleName(Level level) {
        return level.name().substring(level.name().lastIndexOf('.') + 1);
    }

    /** A literal name made of the letters and digits of {@code text}, starting with a letter. */
    public static String identifier(String text) {
        StringBuilder id = new StringBuilder();
        boolean upper = true;
        for (char c : text.toCharArray()) {
            if (Character.isLetterOrDigit(c) && c < 128) {
                id.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            } else {
                upper = true;
            }
        }
        if (id.length() == 0 || !Character.isLetter(id.charAt(0))) {
            id.insert(0, 'H');
        }
        return id.toString();
    }
}
