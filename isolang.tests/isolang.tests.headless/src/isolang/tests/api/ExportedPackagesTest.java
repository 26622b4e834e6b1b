// SPDX-License-Identifier: EPL-2.0
package isolang.tests.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

import isolang.diagram.HistoryDiagram;
import isolang.dsl.IsolangStandaloneSetup;
import isolang.dsl.ide.IsolangIdeSetup;
import isolang.history.HistoryChecker;
import isolang.record.Recorder;
import isolang.solver.analyzer.IsolationAnalyzer;

/**
 * The public API of each bundle is what its manifest exports without {@code x-internal} or
 * {@code x-friends}. A package added to {@code Export-Package} without either fails here until
 * it is listed as API on purpose; internals (the CEGIS loop, the Kodkod encoding, generated
 * parsers, the command line) stay visible to their friends only.
 */
class ExportedPackagesTest {

    @Test
    void engineExportsOnlyItsApi() {
        assertApi(IsolationAnalyzer.class, "isolang.solver", "isolang.solver.analyzer", "isolang.solver.check",
                "isolang.solver.history",
                "isolang.solver.history.text", "isolang.solver.lattice", "isolang.solver.predict", "isolang.solver.sat",
                "isolang.solver.spec");
    }

    @Test
    void languageExportsOnlyItsApi() {
        assertApi(IsolangStandaloneSetup.class, "isolang.dsl", "isolang.dsl.compiler", "isolang.dsl.formatting2",
                "isolang.dsl.history", "isolang.dsl.isolang", "isolang.dsl.isolang.util", "isolang.dsl.lib",
                "isolang.dsl.parser.antlr", "isolang.dsl.parsing", "isolang.dsl.replay", "isolang.dsl.run",
                "isolang.dsl.scoping",
                "isolang.dsl.serializer", "isolang.dsl.services", "isolang.dsl.typing", "isolang.dsl.validation");
    }

    @Test
    void diagramsExportOnlyTheirApi() {
        assertApi(HistoryDiagram.class, "isolang.diagram", "isolang.diagram.hasse");
    }

    @Test
    void historyCheckingExportsOnlyItsApi() {
        assertApi(HistoryChecker.class, "isolang.history", "isolang.history.check", "isolang.history.explain",
                "isolang.history.format", "isolang.history.generate", "isolang.history.level",
                "isolang.history.model", "isolang.history.sat");
    }

    @Test
    void recordingExportsOnlyItsApi() {
        assertApi(Recorder.class, "isolang.record", "isolang.record.db", "isolang.record.scenario");
    }

    @Test
    void ideServicesExportOnlyTheirApi() {
        assertApi(IsolangIdeSetup.class, "isolang.dsl.ide", "isolang.dsl.ide.contentassist.antlr",
                "isolang.dsl.ide.server");
    }

    @Test
    void internalPackagesStayExportedToTheirFriends() {
        Set<String> friendly = new TreeSet<>();
        for (Class<?> type : List.of(IsolationAnalyzer.class, IsolangStandaloneSetup.class, IsolangIdeSetup.class)) {
            clauses(type).stream().filter(c -> !ExportClauses.isApi(c)).map(ExportClauses::packageOf)
                    .forEach(friendly::add);
        }
        assertEquals(Set.of("isolang.solver.cegis", "isolang.solver.encode", "isolang.solver.minimize",
                "isolang.dsl.bench", "isolang.dsl.cli", "isolang.dsl.conversion", "isolang.dsl.isolang.impl",
                "isolang.dsl.parser.antlr.internal", "isolang.dsl.ide.contentassist.antlr.internal"), friendly);
    }

    /** Asserts that the bundle of {@code type} exports exactly {@code api} to everyone. */
    private static void assertApi(Class<?> type, String... api) {
        Set<String> exported = new TreeSet<>();
        clauses(type).stream().filter(ExportClauses::isApi).map(ExportClauses::packageOf)
                .forEach(exported::add);
        assertEquals(new TreeSet<>(List.of(api)), exported, () -> FrameworkUtil.getBundle(type).getSymbolicName()
                + " exports other packages to everyone than its API; mark internals x-internal or x-friends");
    }

    /** The clauses of the bundle's {@code Export-Package} header, split at commas outside quotes. */
    private static List<String> clauses(Class<?> type) {
        Bundle bundle = FrameworkUtil.getBundle(type);
        assertNotNull(bundle, () -> type + " is not loaded from a bundle");
        String header = bundle.getHeaders().get("Export-Package");
        assertNotNull(header, () -> bundle.getSymbolicName() + " exports nothing");
        List<String> clauses = ExportClauses.of(header);
        assertFalse(clauses.isEmpty());
        return clauses;
    }
}
