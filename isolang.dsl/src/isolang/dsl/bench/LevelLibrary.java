// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Where the levels of a benchmark problem come from: the standard library, imported as every
 * user imports it, or frameworks written from scratch at the top of the spec file
 * ({@code user-frameworks.isol} next to this class), where level {@code RA_B} is Biswas and
 * Enea's Read Atomic and {@code RA_C} Cerone et al.'s.
 */
public enum LevelLibrary {

    /** {@code import isolang.std.biswas} and friends; levels as {@code biswas.RA}. */
    STANDARD("std"),
    /** The frameworks of {@code user-frameworks.isol} in the spec file; levels as {@code RA_B}. */
    USER("user");

    private final String key;

    LevelLibrary(String key) {
        this.key = key;
    }

    /** The name in options, results and the report: {@code std} or {@code user}. */
    public String key() {
        return key;
    }

    /** The library with the given key. */
    public static LevelLibrary of(String key) {
        for (LevelLibrary library : values()) {
            if (library.key.equals(key)) {
                return library;
            }
        }
        throw new IllegalArgumentException("unknown level library '" + key + "' (use std or user)");
    }

    /** The text a spec file starts with so that the problem's levels are in scope. */
    public String preamble() {
        if (this == STANDARD) {
            return "import isolang.std.biswas\nimport isolang.std.cerone\nimport isolang.std.isolde\n\n";
        }
        try (InputStream in = LevelLibrary.class.getResourceAsStream("user-frameworks.isol")) {
            if (in == null) {
                throw new IllegalStateException("user-frameworks.isol is missing next to " + LevelLibrary.class);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8) + "\n";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** How the spec file names {@code level}. */
    String reference(BenchmarkProblem.LevelName level) {
        return this == STANDARD ? level.qualified() : level.shortName();
    }
}
