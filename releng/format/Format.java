
// SPDX-License-Identifier: EPL-2.0
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import org.eclipse.jdt.core.ToolFactory;
import org.eclipse.jdt.core.formatter.CodeFormatter;
import org.eclipse.jdt.core.formatter.DefaultCodeFormatterConstants;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.Document;
import org.eclipse.text.edits.TextEdit;

/**
 * Formats Java sources with the repository's one configuration, headless: imports ordered as
 * {@code org.eclipse.jdt.ui.prefs} says (static imports first, then the groups of
 * {@code importorder}, then all others, a blank line between groups), then the Eclipse JDT code
 * formatter with the settings of {@code org.eclipse.jdt.core.prefs}.
 *
 * <pre>
 * java -cp JDT_CLASSPATH Format.java SETTINGS_DIR [--check] FILE...
 * </pre>
 *
 * Writes changed files in place (UTF-8, line breaks kept as {@code \n}); with {@code --check}
 * changes nothing and exits with 1 if a file would change. A file the formatter cannot parse is
 * reported and left alone (exit 2).
 */
public final class Format {

    public static void main(String[] args) throws IOException {
        Path settings = Path.of(args[0]);
        boolean check = args.length > 1 && args[1].equals("--check");
        List<String> files = List.of(args).subList(check ? 2 : 1, args.length);
        Map<String, String> options = new HashMap<>(DefaultCodeFormatterConstants.getEclipseDefaultSettings());
        options.putAll(properties(settings.resolve("org.eclipse.jdt.core.prefs")));
        options.put("org.eclipse.jdt.core.compiler.source", "17");
        options.put("org.eclipse.jdt.core.compiler.compliance", "17");
        options.put("org.eclipse.jdt.core.compiler.codegen.targetPlatform", "17");
        CodeFormatter formatter = ToolFactory.createCodeFormatter(options, ToolFactory.M_FORMAT_EXISTING);
        List<String> groups = List.of(properties(settings.resolve("org.eclipse.jdt.ui.prefs"))
                .get("org.eclipse.jdt.ui.importorder").split(";"));
        int changed = 0;
        int failed = 0;
        for (String name : files) {
            Path file = Path.of(name);
            String before = Files.readString(file, StandardCharsets.UTF_8);
            String after = format(formatter, orderImports(before, groups));
            if (after == null) {
                System.err.println(name + ": not formatted (the formatter could not parse it)");
                failed++;
            } else if (!after.equals(before)) {
                changed++;
                System.out.println((check ? "would format " : "formatted ") + name);
                if (!check) {
                    Files.writeString(file, after, StandardCharsets.UTF_8);
                }
            }
        }
        System.out.println(changed + " of " + files.size() + " files " + (check ? "need formatting" : "formatted"));
        System.exit(failed > 0 ? 2 : check && changed > 0 ? 1 : 0);
    }

    private static Map<String, String> properties(Path file) throws IOException {
        Properties properties = new Properties();
        try (InputStream in = Files.newInputStream(file)) {
            properties.load(in);
        }
        Map<String, String> map = new LinkedHashMap<>();
        properties.stringPropertyNames().forEach(key -> map.put(key, properties.getProperty(key)));
        return map;
    }

    /** The formatted source, or null if the formatter cannot parse it. */
    private static String format(CodeFormatter formatter, String source) {
        TextEdit edit = formatter.format(CodeFormatter.K_COMPILATION_UNIT | CodeFormatter.F_INCLUDE_COMMENTS, source, 0,
                source.length(), 0, "\n");
        if (edit == null) {
            return null;
        }
        Document document = new Document(source);
        try {
            edit.apply(document);
        } catch (BadLocationException e) {
            throw new IllegalStateException(e);
        }
        return document.get();
    }

    /**
     * The source with its imports in the configured order. Only a block of import lines and
     * blank lines is reordered; a comment among the imports leaves them as they are.
     */
    static String orderImports(String source, List<String> groups) {
        List<String> lines = new ArrayList<>(List.of(source.split("\n", -1)));
        int first = 0;
        while (first < lines.size() && !lines.get(first).startsWith("import ")) {
            first++;
        }
        if (first == lines.size()) {
            return source;
        }
        int last = first;
        for (int i = first; i < lines.size() && (lines.get(i).isBlank() || lines.get(i).startsWith("import ")); i++) {
            last = lines.get(i).isBlank() ? last : i;
        }
        for (int i = last + 1; i < lines.size(); i++) {
            if (lines.get(i).startsWith("import ")) {
                return source;
            }
        }
        List<List<String>> ordered = new ArrayList<>();
        for (int g = 0; g <= groups.size() + 1; g++) {
            ordered.add(new ArrayList<>());
        }
        for (String line : lines.subList(first, last + 1)) {
            String text = line.strip();
            if (!text.isEmpty() && !ordered.stream().anyMatch(group -> group.contains(text))) {
                ordered.get(groupOf(text, groups)).add(text);
            }
        }
        List<String> block = new ArrayList<>();
        for (List<String> group : ordered) {
            if (!group.isEmpty()) {
                group.sort(Comparator.comparing(Format::sortKey));
                if (!block.isEmpty()) {
                    block.add("");
                }
                block.addAll(group);
            }
        }
        List<String> result = new ArrayList<>(lines.subList(0, first));
        result.addAll(block);
        result.addAll(lines.subList(last + 1, lines.size()));
        return String.join("\n", result);
    }

    /** 0 for static imports, 1 + the index of the first configured group that matches, or the last group. */
    private static int groupOf(String importLine, List<String> groups) {
        if (importLine.startsWith("import static ")) {
            return 0;
        }
        String name = nameOf(importLine);
        for (int g = 0; g < groups.size(); g++) {
            if (name.equals(groups.get(g)) || name.startsWith(groups.get(g) + ".")) {
                return g + 1;
            }
        }
        return groups.size() + 1;
    }

    private static String nameOf(String importLine) {
        String name = importLine.substring("import ".length(), importLine.length() - 1).strip();
        return name.startsWith("static ") ? name.substring("static ".length()).strip() : name;
    }

    /** The package (the segments before the first capitalized one), then the rest. */
    private static String sortKey(String importLine) {
        String[] parts = nameOf(importLine).split("\\.");
        int type = 0;
        while (type < parts.length - 1 && !Character.isUpperCase(parts[type].charAt(0)) && !parts[type].equals("*")) {
            type++;
        }
        return String.join(".", List.of(parts).subList(0, type)) + "\u0000" + String.join(".",
                List.of(parts).subList(type, parts.length));
    }
}
