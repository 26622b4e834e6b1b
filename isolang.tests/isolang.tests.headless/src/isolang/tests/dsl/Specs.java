// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;

import com.google.inject.Injector;

import isolang.dsl.IsolangStandaloneSetup;
import isolang.dsl.compiler.Compilation;
import isolang.dsl.compiler.CompiledModel;
import isolang.dsl.compiler.SpecCompiler;

/** Loads, validates and compiles isolang text for tests, with one shared injector. */
public final class Specs {

    /** The language's injector. */
    public static final Injector INJECTOR = new IsolangStandaloneSetup().createInjectorAndDoEMFRegistration();

    private Specs() {
    }

    /** Parses {@code text} as the file {@code name} in a fresh resource set. */
    public static XtextResource parse(String name, String text) {
        XtextResourceSet resourceSet = INJECTOR.getInstance(XtextResourceSet.class);
        XtextResource resource = (XtextResource) resourceSet.createResource(URI.createURI("memory:/" + name));
        try {
            resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return resource;
    }

    /** Parses {@code text} as {@code test.isol}. */
    public static XtextResource parse(String text) {
        return parse("test.isol", text);
    }

    /** Loads a file from disk in a fresh resource set. */
    public static XtextResource load(Path file) {
        XtextResourceSet resourceSet = INJECTOR.getInstance(XtextResourceSet.class);
        return (XtextResource) resourceSet.getResource(URI.createFileURI(file.toAbsolutePath().toString()), true);
    }

    /** All issues of a resource: syntax, linking and validation. */
    public static List<Issue> validate(XtextResource resource) {
        return INJECTOR.getInstance(IResourceValidator.class).validate(resource, CheckMode.ALL,
                CancelIndicator.NullImpl);
    }

    /** All issues of {@code text}. */
    public static List<Issue> validate(String text) {
        return validate(parse(text));
    }

    /** Compiles {@code text}, failing the test if it has errors. */
    public static CompiledModel compile(String text) {
        Compilation result = INJECTOR.getInstance(SpecCompiler.class).compile(parse(text));
        if (result instanceof Compilation.Compiled compiled) {
            return compiled.model();
        }
        throw new AssertionError("expected the text to compile, got " + result.issues());
    }

    /**
     * A folder of the repository, found by walking up from the working directory (the test
     * bundle's folder under Tycho, the repository root in an IDE).
     */
    public static Path repositoryFolder(String relative) {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve(relative))) {
                return dir.resolve(relative);
            }
        }
        throw new IllegalStateException(relative + " not found above " + Path.of("").toAbsolutePath());
    }

    /** The {@code .isol} files of a folder, sorted by name. */
    public static List<Path> isolFiles(Path folder) {
        try (var files = Files.list(folder)) {
            return files.filter(f -> f.toString().endsWith(".isol")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
