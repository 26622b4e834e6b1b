// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.history;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.validation.Issue;

import com.google.inject.Injector;

import isolang.dsl.compiler.Compilation;
import isolang.dsl.compiler.SpecCompiler;
import isolang.dsl.isolang.Model;
import isolang.dsl.lib.StandardLibrary;
import isolang.solver.spec.Level;

/**
 * The levels a history can be checked against: every level of the standard library and of the
 * given specification files, compiled together (so the files may import each other and the
 * library), found by name. A level is found by its name as compiled ({@code biswas.SER},
 * {@code MyRA}), its fully qualified name ({@code isolang.std.biswas.SER}), or its plain name
 * when that is unique ({@code UpdateSer}). The standard levels are also offered by their short
 * names to {@link isolang.history.level.LevelClassifier}.
 */
public final class LevelCatalog {

    private final Map<String, Level> byName = new LinkedHashMap<>();
    private final Map<Level, String> modules = new java.util.IdentityHashMap<>();
    private final Map<String, Level> standard = new LinkedHashMap<>();
    private final Map<Path, List<Issue>> issues = new LinkedHashMap<>();

    private LevelCatalog() {
    }

    /**
     * Compiles the standard library and {@code specs}.
     *
     * @throws IOException if a specification file cannot be read
     */
    public static LevelCatalog load(Injector injector, List<Path> specs) throws IOException {
        LevelCatalog catalog = new LevelCatalog();
        XtextResourceSet resources = injector.getInstance(XtextResourceSet.class);
        List<Resource> library = new ArrayList<>();
        for (URI uri : StandardLibrary.uris()) {
            library.add(resources.getResource(uri, true));
        }
        Map<Path, Resource> files = new LinkedHashMap<>();
        for (Path spec : specs) {
            Resource resource = resources
                    .createResource(URI.createFileURI(spec.toAbsolutePath().normalize().toString()));
            resource.load(resources.getLoadOptions());
            files.put(spec, resource);
        }
        SpecCompiler compiler = injector.getInstance(SpecCompiler.class);
        Map<String, List<Level>> plain = new HashMap<>();
        for (Resource resource : library) {
            catalog.add(compiler.compile(resource), resource, true, plain);
        }
        for (Map.Entry<Path, Resource> file : files.entrySet()) {
            Compilation compilation = compiler.compile(file.getValue());
            catalog.issues.put(file.getKey(), compilation.issues());
            catalog.add(compilation, file.getValue(), false, plain);
        }
        plain.forEach((name, levels) -> {
            if (levels.size() == 1) {
                catalog.byName.putIfAbsent(name, levels.get(0));
            }
        });
        return catalog;
    }

    private void add(Compilation compilation, Resource resource, boolean library, Map<String, List<Level>> plain) {
        if (!(compilation instanceof Compilation.Compiled compiled)) {
            return;
        }
        String module = resource.getContents().isEmpty() ? null : ((Model) resource.getContents().get(0)).getName();
        compiled.model().levels().forEach((name, level) -> {
            byName.putIfAbsent(level.name(), level);
            if (module != null) {
                byName.putIfAbsent(module + "." + name, level);
                modules.put(level, module);
            }
            plain.computeIfAbsent(name, n -> new ArrayList<>()).add(level);
            if (library) {
                standard.putIfAbsent(level.name(), level);
            }
        });
    }

    /** The level named {@code name}. */
    public Optional<Level> find(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    /** The module that declares {@code level}, if its file has one. */
    public Optional<String> module(Level level) {
        return Optional.ofNullable(modules.get(level));
    }

    /** The names a level can be found by, sorted. */
    public List<String> names() {
        return List.copyOf(new TreeSet<>(byName.keySet()));
    }

    /** Every level once, by its compiled name ({@code biswas.SER}, {@code MyRA}), sorted. */
    public List<String> levelNames() {
        return byName.values().stream().map(Level::name).distinct().sorted().toList();
    }

    /** The standard library's levels by their compiled names ({@code biswas.RA}, …). */
    public Map<String, Level> standard() {
        return standard;
    }

    /** The validation issues of each specification file (errors mean its levels are missing). */
    public Map<Path, List<Issue>> issues() {
        return issues;
    }
}
