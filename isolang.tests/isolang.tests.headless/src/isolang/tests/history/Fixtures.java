// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The history fixtures of the test bundle ({@code resources/histories}). */
public final class Fixtures {

    private Fixtures() {
    }

    /** The folder {@code resources/histories/relative} of the test bundle. */
    public static Path folder(String relative) {
        String path = "isolang.tests/isolang.tests.headless/resources/histories/" + relative;
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve(path))) {
                return dir.resolve(path);
            }
        }
        throw new IllegalStateException(path + " not found above " + Path.of("").toAbsolutePath());
    }

    /** The files below {@code folder}, recursively, sorted by path. */
    public static List<Path> files(Path folder) {
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk.filter(Files::isRegularFile).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
