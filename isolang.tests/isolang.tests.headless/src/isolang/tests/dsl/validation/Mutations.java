// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.validation;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.emf.common.util.URI;

import isolang.dsl.lib.StandardLibrary;
import isolang.dsl.parsing.SourceText;
import isolang.tests.dsl.Specs;

/**
 * Malformed isolang text made from well-formed text: tokens deleted, doubled, swapped or
 * replaced by others, text cut off, control and invalid characters inserted, parts nested far
 * too deeply, numbers made huge. The seeds are the standard library, the examples and the error
 * corpus; a seeded {@link Random} makes every corpus reproducible.
 */
public final class Mutations {

    private static final Pattern TOKEN = Pattern.compile("[A-Za-z_][A-Za-z_0-9]*|\\d+|->|=>|<=>|!=|&&|\\|\\||\\S");

    /** Tokens that often break or twist the grammar when put anywhere. */
    private static final List<String> VOCABULARY = List.of("fun", "pred", "level", "framework", "witness", "axiom",
            "module", "import", "history", "session", "check", "synthesize", "lattice", "expect", "for", "in", "as",
            "all", "some", "no", "one", "lone", "let", "not", "and", "or", "implies", "iff", "disj", "|", ":", ",",
            ".", "->", "=>", "{", "}", "(", ")", "[", "]", "~", "^", "*", "+", "-", "&", "=", "!=", "<", "Txn", "Obj",
            "Val", "Op", "co", "wr", "so", "iden", "univ", "none", "0", "99999999999", "2147483648", "-1", "\"",
            "'", "#", "@", "$", "/*", "*/", "//", "\u0000", "\u001B[31m", "\uFEFF", "\r", "\uFFFD", "\u202E", "é");

    private final Random random;
    private final List<String> seeds;

    /** A generator with the given seed over the standard library, the examples and the error corpus. */
    public Mutations(long seed) {
        this.random = new Random(seed);
        this.seeds = seeds();
    }

    /** The next malformed text: a seed with one to three mutations. */
    public String next() {
        String text = seeds.get(random.nextInt(seeds.size()));
        int mutations = 1 + random.nextInt(3);
        for (int i = 0; i < mutations; i++) {
            text = mutate(text);
        }
        return text;
    }

    private String mutate(String text) {
        List<int[]> tokens = tokens(text);
        if (tokens.isEmpty()) {
            return text + pick(VOCABULARY);
        }
        int[] token = tokens.get(random.nextInt(tokens.size()));
        String before = text.substring(0, token[0]);
        String word = text.substring(token[0], token[1]);
        String after = text.substring(token[1]);
        return switch (random.nextInt(9)) {
            case 0 -> before + after;
            case 1 -> before + word + " " + word + after;
            case 2 -> swapWithNext(text, tokens, token);
            case 3 -> before + pick(VOCABULARY) + after;
            case 4 -> before + word + " " + pick(VOCABULARY) + " " + after;
            case 5 -> text.substring(0, random.nextInt(text.length() + 1));
            case 6 -> before + "(".repeat(600) + word + ")".repeat(600) + after;
            case 7 -> before + "~".repeat(2000 + random.nextInt(3000)) + word + after;
            default -> word.chars().allMatch(Character::isDigit) ? before + "9".repeat(1 + random.nextInt(30)) + after
                    : before + (char) random.nextInt(0x3000) + word + after;
        };
    }

    private String swapWithNext(String text, List<int[]> tokens, int[] token) {
        int index = tokens.indexOf(token);
        if (index + 1 >= tokens.size()) {
            return text;
        }
        int[] next = tokens.get(index + 1);
        return text.substring(0, token[0]) + text.substring(next[0], next[1]) + text.substring(token[1], next[0])
                + text.substring(token[0], token[1]) + text.substring(next[1]);
    }

    private String pick(List<String> options) {
        return options.get(random.nextInt(options.size()));
    }

    private static List<int[]> tokens(String text) {
        List<int[]> tokens = new ArrayList<>();
        Matcher matcher = TOKEN.matcher(text);
        while (matcher.find()) {
            tokens.add(new int[] {matcher.start(), matcher.end()});
        }
        return tokens;
    }

    private static List<String> seeds() {
        List<String> texts = new ArrayList<>();
        for (URI uri : StandardLibrary.uris()) {
            try (InputStream in = java.net.URI.create(uri.toString()).toURL().openStream()) {
                texts.add(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        for (String folder : List.of("examples", "isolang.tests/isolang.tests.headless/resources/errors")) {
            for (Path file : Specs.isolFiles(Specs.repositoryFolder(folder))) {
                try {
                    texts.add(SourceText.decode(Files.readAllBytes(file)).text());
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return texts;
    }
}
