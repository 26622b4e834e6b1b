// SPDX-License-Identifier: EPL-2.0
package isolang.tests.api;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.wiring.BundleWiring;

/**
 * The dependencies between the packages of one bundle, read from its compiled classes: package
 * {@code a} depends on package {@code b} if a class of {@code a} refers to a class of {@code b}.
 * Each edge keeps one such reference as its reason.
 */
final class PackageGraph {

    /** For each package, the packages it depends on and, for each, one class reference as reason. */
    private final Map<String, Map<String, String>> edges = new TreeMap<>();

    /** Adds the dependency {@code from → to} because class {@code fromClass} refers to {@code toClass}. */
    void add(String fromClass, String toClass) {
        String from = ClassReferences.packageOf(fromClass);
        String to = ClassReferences.packageOf(toClass);
        edges.computeIfAbsent(to, p -> new TreeMap<>());
        if (!from.equals(to)) {
            edges.computeIfAbsent(from, p -> new TreeMap<>()).putIfAbsent(to, fromClass + " → " + toClass);
        } else {
            edges.computeIfAbsent(from, p -> new TreeMap<>());
        }
    }

    /**
     * The graph of the classes of the bundle that loaded {@code type}: every class under the
     * bundle's own class path whose name starts with {@code prefix}, with its references to other
     * such classes.
     */
    static PackageGraph ofBundle(Class<?> type, String prefix) {
        Bundle bundle = FrameworkUtil.getBundle(type);
        BundleWiring wiring = bundle.adapt(BundleWiring.class);
        String folder = prefix.replace('.', '/');
        PackageGraph graph = new PackageGraph();
        for (String resource : wiring.listResources(folder, "*.class",
                BundleWiring.LISTRESOURCES_RECURSE | BundleWiring.LISTRESOURCES_LOCAL)) {
            String name = resource.substring(0, resource.length() - ".class".length()).replace('/', '.');
            try (InputStream in = wiring.getClassLoader().getResourceAsStream(resource)) {
                for (String reference : ClassReferences.read(in)) {
                    if (reference.startsWith(prefix + ".")) {
                        graph.add(name, reference);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(resource + " of " + bundle.getSymbolicName(), e);
            }
        }
        return graph;
    }

    /** The packages of the graph. */
    Set<String> packages() {
        return edges.keySet();
    }

    /** The packages {@code from} depends on directly. */
    Set<String> dependencies(String from) {
        return edges.getOrDefault(from, Map.of()).keySet();
    }

    /**
     * A shortest cycle through {@code start}, as the references along it, or empty if no path
     * leads from {@code start} back to it.
     */
    Optional<List<String>> cycleThrough(String start) {
        Map<String, String> cameFrom = new TreeMap<>();
        Deque<String> queue = new ArrayDeque<>(List.of(start));
        while (!queue.isEmpty()) {
            String from = queue.removeFirst();
            for (String to : dependencies(from)) {
                if (to.equals(start)) {
                    List<String> reasons = new ArrayList<>(List.of(edges.get(from).get(to)));
                    for (String at = from; !at.equals(start); at = cameFrom.get(at)) {
                        reasons.add(0, edges.get(cameFrom.get(at)).get(at));
                    }
                    return Optional.of(reasons);
                }
                if (!cameFrom.containsKey(to)) {
                    cameFrom.put(to, from);
                    queue.addLast(to);
                }
            }
        }
        return Optional.empty();
    }

    /** One cycle per package that lies on a cycle, each as the class references along it. */
    Map<String, List<String>> cycles() {
        Map<String, List<String>> cycles = new TreeMap<>();
        for (String start : new TreeSet<>(packages())) {
            cycleThrough(start).ifPresent(cycle -> cycles.put(start, cycle));
        }
        return cycles;
    }
}
