// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;

import com.google.inject.Injector;

/**
 * Collects the {@code .isol} files named on the command line (directories recursively, in
 * name order) and loads them all into one resource set, so that files may import each other;
 * the standard library is visible to every resource set of the language.
 */
final class SpecLoader {

    /** The extension of isolang files. */
    static final String EXTENSION = ".isol";

    private final Injector injector;

    SpecLoader(Injector injector) {
        this.injector = injector;
    }

    /** One loaded file and the path the user knows it by. */
    record SpecFile(Path path, String display, XtextResource resource) {
    }

    /**
     * The files named by {@code operands}, with the names they are shown by.
     *
     * @throws UsageException if an operand does not exist, cannot be read or names no file at all
     */
    static Map<Path, String> collect(List<String> operands) throws UsageException {
        if (operands.isEmpty()) {
            throw new UsageException("no files given");
        }
        Map<Path, String> files = new LinkedHashMap<>();
        for (String operand : operands) {
            Path given = Path.of(operand);
            if (Files.isDirectory(given)) {
                List<Path> found;
                try (Stream<Path> walk = Files.walk(given)) {
                    found = walk.filter(p -> p.getFileName().toString().endsWith(EXTENSION))
                            .filter(Files::isRegularFile).sorted().toList();
                } catch (IOException | java.io.UncheckedIOException e) {
                    throw new UsageException(operand + ": cannot read directory: " + e.getMessage());
                }
                if (found.isEmpty()) {
                    throw new UsageException(operand + ": no " + EXTENSION + " files in this directory");
                }
                for (Path file : found) {
                    files.putIfAbsent(file.toAbsolutePath().normalize(), display(file));
                }
            } else if (Files.isRegularFile(given)) {
                if (!Files.isReadable(given)) {
                    throw new UsageException(operand + ": cannot read file");
                }
                files.putIfAbsent(given.toAbsolutePath().normalize(), display(given));
            } else {
                throw new UsageException(operand + ": no such file or directory");
            }
        }
        return files;
    }

    private static String display(Path path) {
        return path.normalize().toString();
    }

    /**
     * Loads every file into one fresh resource set.
     *
     * @throws UsageException if a file cannot be read
     */
    List<SpecFile> load(Map<Path, String> files) throws UsageException {
        XtextResourceSet resourceSet = injector.getInstance(XtextResourceSet.class);
        List<SpecFile> loaded = new ArrayList<>();
        for (Map.Entry<Path, String> file : files.entrySet()) {
            URI uri = URI.createFileURI(file.getKey().toString());
            XtextResource resource = (XtextResource) resourceSet.createResource(uri);
            try {
                resource.load(resourceSet.getLoadOptions());
            } catch (IOException e) {
                throw new UsageException(file.getValue() + ": cannot read file: " + e.getMessage());
            }
            loaded.add(new SpecFile(file.getKey(), file.getValue(), resource));
        }
        return loaded;
    }
}
