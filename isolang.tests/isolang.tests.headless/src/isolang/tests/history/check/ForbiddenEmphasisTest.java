// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history.check;

import static isolang.solver.history.Operation.read;
import static isolang.solver.history.Operation.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import isolang.diagram.DiagramEdge;
import isolang.diagram.DiagramLayout;
import isolang.diagram.DiagramPanel;
import isolang.diagram.Emphasis;
import isolang.diagram.HistoryDiagram;
import isolang.diagram.HistoryText;
import isolang.diagram.WitnessPanel;
import isolang.dsl.history.ForbiddenEmphasis;
import isolang.solver.WitnessExecution;
import isolang.solver.check.AxiomInstance;
import isolang.solver.check.MembershipChecker;
import isolang.solver.check.MembershipResult;
import isolang.solver.history.History;
import isolang.solver.history.Transaction;
import isolang.solver.spec.Level;

/**
 * What makes a history forbidden, drawn: write skew is forbidden by serializability through the
 * cycle of its two anti-dependencies, which the emphasis names with the axiom and its source
 * line; the diagram, which derives each anti-dependency's object from the history on its own,
 * labels them {@code rw_y} and {@code rw_x}. A level that allows the history adds nothing.
 */
class ForbiddenEmphasisTest {

    private static final int X = 0;
    private static final int Y = 1;

    /** {@code T1: r(y,0) w(x,1) | T2: r(x,0) w(y,1)}. */
    private static History writeSkew() {
        return History.of(2, List.of(List.of(Transaction.of(1, read(Y, 0), write(X, 1))),
                List.of(Transaction.of(2, read(X, 0), write(Y, 1)))));
    }

    private static ForbiddenEmphasis explainer() {
        return new ForbiddenEmphasis(StandardLevels.all(), Duration.ofSeconds(60));
    }

    @Test
    void writeSkewIsForbiddenBySerializabilityThroughTwoAntiDependencies() {
        List<Emphasis> emphases = explainer().of(writeSkew(), List.of(StandardLevels.level("biswas.SER")));
        assertEquals(1, emphases.size());
        Emphasis emphasis = emphases.get(0);
        assertTrue(emphasis.caption().startsWith("not allowed by biswas.SER: axiom "), emphasis.caption());
        assertTrue(emphasis.caption().matches(".*\\(biswas\\.isol:\\d+\\).*"), emphasis.caption());
        assertEquals(Set.of(1, 2), emphasis.boxes());
        assertEquals(Set.of("rw 1→2", "rw 2→1"), Set.copyOf(emphasis.edges().stream()
                .map(e -> e.layer() + " " + e.from() + "→" + e.to()).toList()));

        HistoryDiagram diagram = new DiagramLayout().layout(HistoryDiagram.of(writeSkew(), List.of(), emphases));
        DiagramPanel panel = diagram.panels().get(0);
        List<String> labels = panel.edges("rw").stream().filter(e -> diagram.emphasisOf(panel, e) == 0)
                .map(DiagramEdge::label).sorted().toList();
        assertEquals(List.of("rw_x", "rw_y"), labels);
    }

    @Test
    void withASnapshotIsolationWitnessTheEmphasisIsTheSerializabilityInstanceItViolates() {
        Level si = StandardLevels.level("biswas.SI");
        WitnessExecution witness = ((MembershipResult.Allowed) new MembershipChecker().check(writeSkew(), si))
                .witness();

        List<Emphasis> emphases = explainer().of(writeSkew(), List.of(StandardLevels.level("biswas.SER")),
                List.of(witness));

        assertEquals(1, emphases.size());
        Emphasis emphasis = emphases.get(0);
        AxiomInstance instance = AxiomInstance.violated(writeSkew(), StandardLevels.level("biswas.SER"), witness)
                .orElseThrow();
        assertEquals("not allowed by biswas.SER: in " + si.name() + "'s co, axiom Serializability (biswas.isol:"
                + instance.axiom().source().orElseThrow().line() + ") fails for " + instance.bindingText()
                + ", which demands T" + instance.demanded().orElseThrow().from() + " → T"
                + instance.demanded().orElseThrow().to() + " in co", emphasis.caption());
        assertEquals(Set.of(si.name()), emphasis.panels(), "drawn in the panel of the violated witness");
        assertEquals(Set.copyOf(instance.transactions()), emphasis.boxes());
        assertEquals(List.of(Emphasis.Edge.demanded("co", instance.demanded().orElseThrow().from(),
                instance.demanded().orElseThrow().to())), emphasis.edges());

        HistoryDiagram diagram = new DiagramLayout().layout(HistoryDiagram.of(writeSkew(),
                List.of(WitnessPanel.of(witness)), emphases));
        DiagramPanel panel = diagram.panels().get(0);
        List<DiagramEdge> demanded = panel.edges("co").stream().filter(e -> diagram.emphasisOf(panel, e) == 0)
                .toList();
        assertEquals(1, demanded.size(), "the demanded edge is drawn over the witness: " + panel.edges("co"));
        assertTrue(demanded.get(0).demanded() && demanded.get(0).label().equals("co"), demanded.toString());
        String text = HistoryText.render(diagram);
        assertTrue(text.contains("! " + emphasis.caption() + "\n"), "the text form names the instance");
        assertTrue(text.contains("  co: T" + demanded.get(0).from() + " → T" + demanded.get(0).to() + " (demanded)\n"),
                text);
        assertTrue(
                panel.edges("co").stream().filter(e -> !e.demanded()).allMatch(e -> diagram.emphasisOf(panel, e) < 0),
                "only the added edge is the demanded one: " + panel.edges("co"));
    }

    /**
     * Without a witness of its framework, a causality violation is explained by the history
     * checker's cycle ({@code T1: r(x,0) w(x,1)}, {@code T2} reads it and writes {@code y},
     * {@code T3} reads {@code y} from {@code T2} and the initial {@code x}): CC, checked as a
     * level written in the language (no standard levels given), forces {@code co} from
     * {@code T1} to {@code T0}. The forced edge is a demanded edge labelled with its relation
     * only, the caption names the axiom that forces it, and the text form lists it with the
     * emphasis, not as a witness's {@code co}.
     */
    @Test
    void forcedEdgesOfACycleAreDemandedAndTheCaptionNamesTheirAxiom() {
        History causality = History.of(2, List.of(List.of(Transaction.of(1, read(X, 0), write(X, 1))),
                List.of(Transaction.of(2, read(X, 1), write(Y, 1))),
                List.of(Transaction.of(3, read(Y, 1), read(X, 0)))));
        List<Emphasis> emphases = new ForbiddenEmphasis(java.util.Map.of(), Duration.ofSeconds(60))
                .of(causality, List.of(StandardLevels.level("biswas.CC")));
        assertEquals(1, emphases.size());
        Emphasis emphasis = emphases.get(0);
        List<Emphasis.Edge> forced = emphasis.edges().stream().filter(Emphasis.Edge::demanded).toList();
        assertTrue(!forced.isEmpty(), "no forced edge in " + emphasis);
        for (Emphasis.Edge edge : forced) {
            assertEquals("", edge.label(), "a forced edge keeps the relation's label: " + edge);
            assertTrue(emphasis.caption().contains(" demands T" + edge.from() + " → T" + edge.to() + " in "
                    + edge.layer()), emphasis.caption());
        }

        HistoryDiagram diagram = new DiagramLayout().layout(HistoryDiagram.of(causality, List.of(), emphases));
        DiagramPanel panel = diagram.panels().get(0);
        for (Emphasis.Edge edge : forced) {
            DiagramEdge drawn = panel.edges(edge.layer()).stream()
                    .filter(e -> e.from() == edge.from() && e.to() == edge.to()).findFirst().orElseThrow();
            assertEquals(edge.layer(), drawn.label());
            assertTrue(drawn.demanded() && diagram.emphasisOf(panel, drawn) == 0, drawn.toString());
        }
        String text = HistoryText.render(diagram);
        String witnessPart = text.substring(0, text.indexOf("! "));
        assertTrue(forced.stream().noneMatch(e -> witnessPart.contains("  " + e.layer() + ": ")), text);
        assertTrue(text.contains(" (demanded)"), text);
    }

    @Test
    void aLevelThatAllowsTheHistoryIsNotEmphasised() {
        assertEquals(List.of(), explainer().of(writeSkew(), List.of(StandardLevels.level("biswas.SI"))));
    }

    @Test
    void lostUpdateNamesTheAxiomsOfALevelOnlyKodkodChecks() {
        History lostUpdate = History.of(1, List.of(List.of(Transaction.of(1, read(X, 0), write(X, 1))),
                List.of(Transaction.of(2, read(X, 0), write(X, 2)))));
        List<Emphasis> emphases = explainer().of(lostUpdate, List.of(StandardLevels.level("cerone.PSI")));
        assertEquals(1, emphases.size());
        assertTrue(emphases.get(0).caption().startsWith("not allowed by cerone.PSI: axiom "),
                emphases.get(0).caption());
    }
}
