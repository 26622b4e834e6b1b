// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The histories named on the command line: a file, a history directory (dbcop's with
 * {@code history.bincode}, Cobra's with {@code .log} files), or a directory of histories, walked
 * in name order (files with a history extension, and history directories).
 */
final class HistoryInputs {

    private static final Set<String> EXTENSIONS = Set.of("txt", "edn", "json", "isol", "bincode", "hist", "history");

    private HistoryInputs() {
    }

    /** One history and the name it is shown by. */
    record Input(Path path, String shown) {
    }

    /**
     * The histories of the operands.
     *
     * @throws UsageException if an operand does not exist or a directory holds no history
     */
    static List<Input> collect(List<String> operands) throws UsageException {
        if (operands.isEmpty()) {
            throw new UsageException("history check: no history given");
        }
        List<Input> inputs = new ArrayList<>();
        for (String operand : operands) {
            Path path = Path.of(operand);
            if (Files.isRegularFile(path) || isHistoryDirectory(path)) {
                inputs.add(new Input(path, path.normalize().toString()));
            } else if (Files.isDirectory(path)) {
                List<Input> found = walk(path);
                if (found.isEmpty()) {
                    throw new UsageException(operand + ": no histories in this directory");
                }
                inputs.addAll(found);
            } else {
                throw new UsageException(operand + ": no such file or directory");
            }
        }
        return inputs;
    }

    private static List<Input> walk(Path directory) throws UsageException {
        List<Input> found = new ArrayList<>();
        List<Path> entries;
        try (Stream<Path> list = Files.list(directory)) {
            entries = list.sorted().toList();
        } catch (IOException e) {
            throw new UsageException(directory + ": cannot read directory: " + e.getMessage());
        }
        for (Path entry : entries) {
            String name = entry.getFileName().toString();
            if (name.startsWith(".")) {
                continue;
            }
            if (isHistoryDirectory(entry)) {
                found.add(new Input(entry, entry.normalize().toString()));
            } else if (Files.isDirectory(entry)) {
                found.addAll(walk(entry));
            } else if (Files.isRegularFile(entry) && EXTENSIONS.contains(extension(name))) {
                found.add(new Input(entry, entry.normalize().toString()));
            }
        }
        return found;
    }

    private static String extension(String name) {
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
    }

    /** Whether {@code path} is a dbcop or Cobra history directory. */
    static boolean isHistoryDirectory(Path path) {
        if (!Files.isDirectory(path)) {
            return false;
        }
        if (Files.isRegularFile(path.resolve("history.bincode"))) {
            return true;
        }
        try (Stream<Path> list = Files.list(path)) {
            return list.anyMatch(p -> p.getFileName().toString().endsWith(".log") && Files.isRegularFile(p));
        } catch (IOException e) {
            return false;
        }
    }
}
