// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.history;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import isolang.diagram.Emphasis;
import isolang.history.CheckOptions;
import isolang.history.HistoryChecker;
import isolang.history.LevelResult;
import isolang.history.PreparedHistory;
import isolang.history.check.CycleEdge;
import isolang.history.check.EdgeKind;
import isolang.history.check.ProgressListener;
import isolang.history.check.Violation;
import isolang.history.level.LevelClassifier;
import isolang.history.model.HistoryBuilder;
import isolang.history.model.TxnStatus;
import isolang.solver.CancellationToken;
import isolang.solver.WitnessExecution;
import isolang.solver.check.AxiomInstance;
import isolang.solver.check.MembershipChecker;
import isolang.solver.check.MembershipResult;
import isolang.solver.history.History;
import isolang.solver.history.ObjectNames;
import isolang.solver.history.Operation;
import isolang.solver.history.RealTime;
import isolang.solver.history.Transaction;
import isolang.solver.spec.Axiom;
import isolang.solver.spec.Level;

/**
 * What makes a history forbidden by a level, as a diagram {@link Emphasis}.
 *
 * <p>Where a witness execution of the same framework is drawn (the history is allowed by a
 * weaker level, e.g. SI, and forbidden by a stronger one, e.g. SER), the emphasis is the
 * {@link AxiomInstance axiom instance} that witness violates, drawn in the witness's panel: the
 * transactions bound to the axiom's variables and the edge the axiom demands, and the caption
 * names the axiom, its source line and the binding in the axiom's own variable names
 * ({@code x=x, t1=T0, t2=T1, t3=T2}).
 *
 * <p>Otherwise the caption names the level and the axioms that forbid the history (a smallest
 * set, from the {@link MembershipChecker}, with their source lines); the emphasised edges are a cycle of
 * {@code so}, {@code wr}, {@code ww}, {@code rw} and forced {@code co} edges the history
 * checker ({@link HistoryChecker}) finds for levels it can check by saturation or polygraphs
 * (each forced edge {@link Emphasis.Edge#demanded() demanded}, the caption naming the axiom that
 * forces it), and the emphasised boxes the
 * transactions on the cycle and the readers that force its edges. Levels only Kodkod can check
 * get the caption alone.
 */
public final class ForbiddenEmphasis {

    private final MembershipChecker membership;
    private final HistoryChecker checker;

    /**
     * Explains with the standard levels (for recognizing them) and a time limit per level.
     *
     * @param standard the standard levels by name, as {@link LevelCatalog#standard()}
     * @param timeout the time limit of each check
     */
    public ForbiddenEmphasis(Map<String, Level> standard, Duration timeout) {
        this.membership = new MembershipChecker(timeout);
        this.checker = new HistoryChecker(new LevelClassifier(standard),
                CheckOptions.defaults().withTimeout(timeout).withExplanations(0), warning -> {});
    }

    /**
     * One emphasis per level of {@code forbidden} that indeed disallows {@code history}; levels
     * that allow it or that no check decides in time are left out.
     */
    public List<Emphasis> of(History history, List<Level> forbidden) {
        return of(history, forbidden, List.of());
    }

    /**
     * One emphasis per level of {@code forbidden} that indeed disallows {@code history}: the
     * axiom instance a drawn witness of the same framework violates, or else the forbidding
     * axioms and a cycle; levels that allow it or that no check decides in time are left out.
     *
     * @param history the history
     * @param forbidden levels said to forbid it
     * @param witnesses the witness executions drawn with it, one panel each (titled with their level's name)
     * @return the emphases, in the order of {@code forbidden}
     */
    public List<Emphasis> of(History history, List<Level> forbidden, List<WitnessExecution> witnesses) {
        return of(history, forbidden, witnesses, new CancellationToken());
    }

    /**
     * As {@link #of(History, List, List)}, stopping early when {@code cancel} is set: the
     * levels not decided by then are left out.
     *
     * @param history the history
     * @param forbidden levels said to forbid it
     * @param witnesses the witness executions drawn with it, one panel each
     * @param cancel stops the checks
     * @return the emphases, in the order of {@code forbidden}
     */
    public List<Emphasis> of(History history, List<Level> forbidden, List<WitnessExecution> witnesses,
            CancellationToken cancel) {
        List<Emphasis> emphases = new ArrayList<>();
        for (Level level : forbidden) {
            if (!cancel.isCancelled()
                    && membership.check(history, level, cancel) instanceof MembershipResult.Disallowed disallowed) {
                emphases.add(instance(history, level, witnesses)
                        .orElseGet(() -> emphasis(history, level, disallowed, cancel)));
            }
        }
        return emphases;
    }

    /** The axiom instance of {@code level} the first witness of its framework violates, drawn in that witness's panel. */
    private static Optional<Emphasis> instance(History history, Level level, List<WitnessExecution> witnesses) {
        for (WitnessExecution witness : witnesses) {
            Optional<AxiomInstance> found = AxiomInstance.violated(history, level, witness);
            if (found.isPresent()) {
                return Optional.of(emphasis(level, witness.level().name(), found.get()));
            }
        }
        return Optional.empty();
    }

    /**
     * The emphasis of a violated instance, e.g. {@code not allowed by SER: in SI's co, axiom
     * Serializability (biswas.isol:90) fails for x=x, t1=T0, t2=T1, t3=T2, which demands T1 → T0 in co}.
     */
    private static Emphasis emphasis(Level level, String panel, AxiomInstance instance) {
        String relations = String.join(", ", level.framework().witnesses().stream().map(w -> w.name()).toList());
        String demand = instance.demanded().map(d -> ", which demands T" + d.from() + " → T" + d.to() + " in "
                + d.relation()).orElse("");
        String caption = "not allowed by " + level.name() + ": in " + panel + "'s " + relations + ", "
                + axiom(instance.axiom()) + " fails for " + instance.bindingText() + demand;
        List<Emphasis.Edge> edges = instance.demanded()
                .filter(d -> level.framework().witness(d.relation()).isPresent())
                .map(d -> List.of(Emphasis.Edge.demanded(d.relation(), d.from(), d.to())))
                .orElse(List.of());
        return new Emphasis(caption, new LinkedHashSet<>(instance.transactions()), edges, Set.of(panel));
    }

    private Emphasis emphasis(History history, Level level, MembershipResult.Disallowed disallowed,
            CancellationToken cancel) {
        Converted converted = convert(history);
        PreparedHistory prepared = PreparedHistory.of(converted.builder().build());
        LevelResult result = checker.check(prepared, level, cancel, ProgressListener.NONE);
        List<Emphasis.Edge> edges = new ArrayList<>();
        Set<Integer> boxes = new LinkedHashSet<>();
        StringBuilder cycle = new StringBuilder();
        List<String> demands = new ArrayList<>();
        for (Violation violation : result.violations().stream().limit(1).toList()) {
            for (CycleEdge edge : violation.cycle()) {
                int from = converted.engineIds().get(edge.from());
                int to = converted.engineIds().get(edge.to());
                boolean forced = edge.kind() == EdgeKind.FORCED;
                edges.add(new Emphasis.Edge(edge.kind().relation(), from, to, "", forced));
                boxes.add(from);
                boxes.add(to);
                if (edge.kind().relation().equals("co") && edge.read() >= 0) {
                    boxes.add(converted.engineIds().get(prepared.index().txnOf(edge.read())));
                }
                cycle.append(cycle.isEmpty() ? "T" + from : "").append(" -").append(edge.kind().relation())
                        .append("-> T").append(to);
                if (forced && !edge.axiom().isEmpty()) {
                    demands.add("axiom " + edge.axiom() + " demands T" + from + " → T" + to + " in "
                            + edge.kind().relation());
                }
            }
        }
        String axioms = String.join(", ", disallowed.forbidding().stream().map(ForbiddenEmphasis::axiom).toList());
        String caption = "not allowed by " + level.name() + (axioms.isEmpty() ? ": " + disallowed.reason()
                : ": " + axioms) + (cycle.isEmpty() ? "" : "; cycle " + cycle)
                + (demands.isEmpty() ? "" : "; " + String.join(", ", demands));
        return new Emphasis(caption, boxes, edges, Set.of());
    }

    /** The axiom's name and where it is written, e.g. {@code axiom NoConflict (biswas.isol:31)}. */
    private static String axiom(Axiom axiom) {
        return "axiom " + axiom.name() + axiom.source().map(s -> " (" + s.uri().substring(s.uri().lastIndexOf('/') + 1)
                + ":" + s.line() + ")").orElse("");
    }

    /** A history in the history checker's form, with the engine id of each of its transactions. */
    private record Converted(HistoryBuilder builder, List<Integer> engineIds) {
    }

    private static Converted convert(History history) {
        HistoryBuilder builder = new HistoryBuilder("history", false, 0);
        List<Integer> engineIds = new ArrayList<>(List.of(Transaction.INITIAL));
        Map<Integer, RealTime.Interval> intervals = history.realTime().intervals();
        for (int object = 0; object < history.objectCount(); object++) {
            builder.key(ObjectNames.of(object));
        }
        for (int s = 0; s < history.sessions().size(); s++) {
            int session = builder.newSession(s + 1, null);
            for (Transaction transaction : history.sessions().get(s)) {
                int t = builder.newTransaction(session, transaction.id(), TxnStatus.COMMITTED);
                RealTime.Interval interval = intervals.get(transaction.id());
                if (interval != null) {
                    builder.interval(t, interval.start(), interval.end());
                }
                engineIds.add(transaction.id());
                for (Operation op : transaction.operations()) {
                    int key = builder.key(ObjectNames.of(op.object()));
                    if (op.isRead()) {
                        builder.read(t, key, builder.value(op.value()));
                    } else {
                        builder.write(t, key, builder.value(op.value()));
                    }
                }
            }
        }
        return new Converted(builder, engineIds);
    }
}
