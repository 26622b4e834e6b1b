// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.IResourceFactory;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;

import com.google.inject.Injector;

/**
 * Collects the {@code .isol} files named on the command line (directories recursively, in
 * name order) and loads them all into one resource set, so that files may import each other;
 * the standard library is visible to every resource set of the language.
 *
 * <p>A file named explicitly is read as isolang whatever its name: {@code spec.txt}, a pipe
 * ({@code <(generate)}, a FIFO) or {@code /dev/null}. Only files ending in {@code .isol} are
 * visible to the imports of other files.
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
     * @throws UsageException if an operand is empty, does not exist, cannot be read or names no
     *     file at all
     */
    static Map<Path, String> collect(List<String> operands) throws UsageException {
        if (operands.isEmpty()) {
            throw new UsageException("no files given");
        }
        Map<Path, String> files = new LinkedHashMap<>();
        for (String operand : operands) {
            Path given = path(operand);
            if (Files.isDirectory(given)) {
                List<Path> found = isolFilesIn(given, operand);
                if (found.isEmpty()) {
                    throw new UsageException(Text.printable(operand) + ": no " + EXTENSION
                            + " files in this directory");
                }
                for (Path file : found) {
                    files.putIfAbsent(identity(file), display(file));
                }
            } else if (Files.exists(given)) {
                if (!Files.isReadable(given)) {
                    throw new UsageException(Text.printable(operand) + ": cannot read file (permission denied)");
                }
                files.putIfAbsent(identity(given), display(given));
            } else {
                throw new UsageException(Text.printable(operand) + ": no such file or directory");
            }
        }
        return files;
    }

    /**
     * The path an operand names.
     *
     * @throws UsageException if it is empty or not a valid path
     */
    static Path path(String operand) throws UsageException {
        if (operand.isBlank()) {
            throw new UsageException("an empty file name was given");
        }
        try {
            return Path.of(operand);
        } catch (java.nio.file.InvalidPathException e) {
            throw new UsageException(Text.printable(operand) + ": not a valid file name (" + e.getReason() + ")");
        }
    }

    private static List<Path> isolFilesIn(Path directory, String operand) throws UsageException {
        try (Stream<Path> walk = Files.walk(directory)) {
            return walk.filter(p -> p.getFileName().toString().endsWith(EXTENSION)).filter(Files::isRegularFile)
                    .sorted().toList();
        } catch (IOException | UncheckedIOException e) {
            throw new UsageException(Text.printable(operand) + ": cannot read directory: "
                    + Text.printable(String.valueOf(e.getMessage())));
        }
    }

    /** The file itself, whatever path names it: a file named twice (or through a link) is read once. */
    private static Path identity(Path path) {
        try {
            return path.toRealPath();
        } catch (IOException e) {
            return path.toAbsolutePath().normalize();
        }
    }

    private static String display(Path path) {
        return Text.printable(path.normalize().toString());
    }

    /**
     * Loads every file into one fresh resource set.
     *
     * @throws UsageException if a file cannot be read
     */
    List<SpecFile> load(Map<Path, String> files) throws UsageException {
        XtextResourceSet resourceSet = injector.getInstance(XtextResourceSet.class);
        IResourceFactory isolang = injector.getInstance(IResourceFactory.class);
        List<SpecFile> loaded = new ArrayList<>();
        for (Map.Entry<Path, String> file : files.entrySet()) {
            URI uri = URI.createFileURI(file.getKey().toString());
            Resource resource = isolang.createResource(uri);
            resourceSet.getResources().add(resource);
            try {
                // read here, not through EMF: a pipe cannot be reopened or rewound
                byte[] bytes = Files.readAllBytes(file.getKey());
                resource.load(new ByteArrayInputStream(bytes), resourceSet.getLoadOptions());
            } catch (IOException | UncheckedIOException e) {
                throw new UsageException(file.getValue() + ": cannot read file: "
                        + Text.printable(String.valueOf(e.getMessage())));
            }
            loaded.add(new SpecFile(file.getKey(), file.getValue(), (XtextResource) resource));
        }
        return loaded;
    }
}
