// SPDX-License-Identifier: EPL-2.0
package isolang.tests.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import isolang.diagram.HistoryDiagram;
import isolang.history.HistoryChecker;
import isolang.record.Recorder;
import isolang.solver.CancellationToken;
import isolang.solver.analyzer.IsolationAnalyzer;

/**
 * The packages of each plain-Java bundle depend on each other without cycles, so each can be read,
 * tested and moved starting from the ones it builds on: the engine's vocabulary
 * ({@code isolang.solver}) under its parts under the analyzer that wires them. The dependencies
 * are read from the compiled classes as the test bundle's OSGi framework loads them.
 */
class PackageCyclesTest {

    static Stream<Arguments> plainJavaBundles() {
        return Stream.of(Arguments.of(IsolationAnalyzer.class, "isolang.solver"),
                Arguments.of(HistoryDiagram.class, "isolang.diagram"),
                Arguments.of(HistoryChecker.class, "isolang.history"),
                Arguments.of(Recorder.class, "isolang.record"));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("plainJavaBundles")
    void packagesFormNoCycle(Class<?> type, String prefix) {
        PackageGraph graph = PackageGraph.ofBundle(type, prefix);
        assertTrue(graph.packages().contains(prefix), () -> "no classes of " + prefix + " found");
        Map<String, List<String>> cycles = graph.cycles();
        assertEquals(Map.of(), cycles, () -> "package cycles in " + prefix + ":\n" + cycles.entrySet().stream()
                .map(c -> c.getKey() + ": " + String.join(", ", c.getValue())).collect(Collectors.joining("\n")));
    }

    @Test
    void engineVocabularyDependsOnNoPartOfTheEngine() {
        PackageGraph graph = PackageGraph.ofBundle(IsolationAnalyzer.class, "isolang.solver");
        assertEquals(Set.of("isolang.solver.history", "isolang.solver.spec"), graph.dependencies("isolang.solver"));
        assertTrue(graph.dependencies("isolang.solver.analyzer").containsAll(Set.of("isolang.solver",
                "isolang.solver.cegis", "isolang.solver.check", "isolang.solver.minimize", "isolang.solver.sat")));
    }

    @Test
    void classFilesGiveTheClassesTheyReferTo() throws IOException {
        try (InputStream in = IsolationAnalyzer.class.getResourceAsStream("IsolationAnalyzer.class")) {
            Set<String> references = ClassReferences.read(in);
            assertTrue(references.containsAll(Set.of(IsolationAnalyzer.class.getName(),
                    CancellationToken.class.getName(), "isolang.solver.cegis.CegisSynthesizer",
                    "isolang.solver.spec.Problem", "kodkod.engine.config.Options")), references::toString);
        }
    }

    @Test
    void aCycleIsFoundWithTheReferencesAlongIt() {
        PackageGraph graph = new PackageGraph();
        graph.add("a.A", "a.b.B");
        graph.add("a.b.B", "a.c.C");
        graph.add("a.c.C", "a.A");
        graph.add("a.c.C", "a.d.D");
        assertEquals(List.of("a.A → a.b.B", "a.b.B → a.c.C", "a.c.C → a.A"), graph.cycleThrough("a").orElseThrow());
        assertEquals(Set.of("a", "a.b", "a.c"), graph.cycles().keySet());
        assertTrue(graph.cycleThrough("a.d").isEmpty());
    }
}
