// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.replay;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import isolang.dsl.compiler.WrittenAxiom;
import isolang.dsl.replay.TraceWorld.Atom;
import isolang.history.CheckOptions;
import isolang.history.HistoryChecker;
import isolang.history.LevelResult;
import isolang.history.PreparedHistory;
import isolang.history.check.ProgressListener;
import isolang.history.level.LevelClassifier;
import isolang.history.model.HistoryBuilder;
import isolang.history.model.TxnStatus;
import isolang.solver.CancellationToken;
import isolang.solver.SynthesisResult;
import isolang.solver.WitnessExecution;
import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.RealTime;
import isolang.solver.history.Transaction;
import isolang.solver.history.ValueLabels;
import isolang.solver.spec.Axiom;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import isolang.solver.spec.WitnessRelation;
import isolang.solver.spec.WitnessShape;

/**
 * The independent second check of a history found with a protocol trace. The trace is read as
 * explicit relations, its witnesses' shapes are checked (events within the steps, total orders
 * total), every rule of the protocol (the framework's and the level's axioms, as written) is
 * interpreted on it by {@link RuleInterpreter}, and each forbidden level is decided on the
 * history by the history checker of {@code isolang history check} (AWDIT's saturation or the SAT
 * encodings of PC, SI and SER for the standard levels). Neither part uses the synthesis engine's
 * encoder, so agreement with the engine is evidence, not a tautology.
 */
public final class TraceReplay {

    /** Why a trace could not be replayed (not a disagreement: the replay does not cover it). */
    public static final class NotReplayable extends Exception {
        private static final long serialVersionUID = 1L;

        NotReplayable(String message) {
            super(message);
        }
    }

    private final HistoryChecker checker;

    /**
     * A replay that recognizes the given standard levels for the history checker.
     *
     * @param standard the compiled standard levels by short name ({@code biswas.SER}, …)
     * @param timeout the history checker's time limit per forbidden level
     */
    public TraceReplay(Map<String, Level> standard, Duration timeout) {
        this.checker = new HistoryChecker(new LevelClassifier(standard), CheckOptions.defaults().withTimeout(timeout)
                .withExplanations(0), warning -> {});
    }

    /**
     * A found history of a problem whose allowed levels include a protocol's, checked again: each
     * protocol level's trace is replayed ({@link #brokenRule}) and each forbidden level decided
     * by the history checker. The same result with a note saying so if both agree; a
     * {@link SynthesisResult.Disagreement} naming the rule or level otherwise. A part the replay
     * does not cover, or a history checker without an answer, is a note, not a disagreement.
     *
     * @param cancel stops the history checker (its verdict is then unknown)
     */
    public SynthesisResult confirm(Problem problem, SynthesisResult.Found found, CancellationToken cancel) {
        History history = found.history();
        List<String> notes = new ArrayList<>();
        for (int i = 0; i < problem.allowed().size(); i++) {
            Level level = problem.allowed().get(i);
            if (!level.framework().isProtocol()) {
                continue;
            }
            try {
                Optional<String> broken = brokenRule(history, found.witnesses().get(i), problem.scope().steps());
                if (broken.isPresent()) {
                    return new SynthesisResult.Disagreement(history, level, "the synthesis found a trace of " + level
                            + " with " + found.witnesses().get(i).relations(),
                            "the replay of that trace by the rules as written: " + broken.get(), found.statistics());
                }
            } catch (NotReplayable e) {
                notes.add("trace of " + level + " not replayed: " + e.getMessage());
            }
        }
        for (Level level : problem.forbidden()) {
            LevelResult result = judge(history, level, cancel);
            switch (result.verdict()) {
                case SATISFIED -> {
                    return new SynthesisResult.Disagreement(history, level,
                            "the synthesis found the protocol's history disallowed",
                            "the history checker (" + result.checker() + ") allows it", found.statistics());
                }
                case UNKNOWN -> notes.add("the history checker did not decide " + level + ": " + result.reason());
                case VIOLATED -> {
                }
            }
        }
        notes.add(0, "trace replayed by the protocol's rules as written"
                + (problem.forbidden().isEmpty() ? "" : ", forbidden levels re-decided by the history checker"));
        return new SynthesisResult.Found(history, found.witnesses(), found.statistics().withNotes(notes));
    }

    /**
     * The first rule of the protocol that the trace breaks, or empty if it is one of the
     * protocol's traces of at most {@code steps} steps that induces {@code history}.
     *
     * <p>A value column holds the engine's value numbers, which are the induced history's values
     * (values are compared per object only, and the engine numbers them {@code 0, 1, …} per object);
     * a history whose values are numbered otherwise (a literal written by hand) cannot be matched
     * to a trace's value column.
     *
     * @throws NotReplayable if a rule was not written in the language, or a witness has a value
     *     column and the history's values are not numbered {@code 0, 1, …} per object
     */
    public static Optional<String> brokenRule(History history, WitnessExecution trace, int steps)
            throws NotReplayable {
        if (!history.isReadConsistent()) {
            return Optional.of("the history is not read-consistent");
        }
        Map<String, Set<List<Atom>>> relations = new LinkedHashMap<>();
        Set<Integer> txns = new LinkedHashSet<>();
        txns.add(Transaction.INITIAL);
        history.transactions().forEach(t -> txns.add(t.id()));
        for (WitnessRelation w : trace.level().framework().witnesses()) {
            List<WitnessShape.Column> columns = columns(w.shape());
            Set<List<Atom>> tuples = new LinkedHashSet<>();
            for (List<Integer> row : trace.relation(w.name())) {
                List<Atom> tuple = new ArrayList<>();
                for (int c = 0; c < row.size(); c++) {
                    int id = row.get(c);
                    boolean inRange = switch (columns.get(c)) {
                        case TXN -> txns.contains(id);
                        case OBJ -> id >= 0 && id < history.objectCount();
                        case STEP -> id >= 0 && id < steps;
                        case VAL -> {
                            if (!valuesNumberedDensely(history)) {
                                throw new NotReplayable(w.name() + " has a value column, and the history's values"
                                        + " are not numbered 0, 1, … per object as the engine's are");
                            }
                            yield id >= 0;
                        }
                    };
                    if (!inRange || row.size() != columns.size()) {
                        return Optional.of(w.name() + " holds " + row + ", outside the history and its " + steps
                                + " steps");
                    }
                    tuple.add(new Atom(sortOf(columns.get(c)), id));
                }
                tuples.add(List.copyOf(tuple));
            }
            relations.put(w.name(), tuples);
        }
        TraceWorld world = new TraceWorld(history, relations, steps);
        Optional<String> shape = ShapeCheck.problem(world, trace.level().framework().witnesses());
        if (shape.isPresent()) {
            return shape;
        }
        RuleInterpreter rules = new RuleInterpreter(world);
        for (Axiom axiom : trace.level().allAxioms()) {
            if (!(axiom.formula() instanceof WrittenAxiom written)) {
                throw new NotReplayable("the rule " + axiom.name() + " is not written in the language");
            }
            if (!rules.holds(written.decl().getFormula())) {
                return Optional.of("the rule " + axiom.name() + " of " + trace.level() + " does not hold");
            }
        }
        return Optional.empty();
    }

    /**
     * Decides {@code level} on {@code history} with the history checker.
     *
     * @param cancel stops the check (the verdict is then unknown)
     */
    public LevelResult judge(History history, Level level, CancellationToken cancel) {
        return checker.check(PreparedHistory.of(compact(history)), level, cancel, ProgressListener.NONE);
    }

    /** The history in the history checker's form: sessions, transactions and operations in order. */
    static isolang.history.model.CompactHistory compact(History history) {
        HistoryBuilder builder = new HistoryBuilder("the protocol's history", false, 0);
        Map<Integer, RealTime.Interval> intervals = history.realTime().intervals();
        for (int s = 0; s < history.sessions().size(); s++) {
            int session = builder.newSession(s, null);
            for (Transaction t : history.sessions().get(s)) {
                int txn = builder.newTransaction(session, t.id(), TxnStatus.COMMITTED);
                RealTime.Interval interval = intervals.get(t.id());
                if (interval != null) {
                    builder.interval(txn, interval.start(), interval.end());
                }
                for (Operation o : t.operations()) {
                    int key = builder.key((long) o.object());
                    int value = builder.value(o.value());
                    if (o.isRead()) {
                        builder.read(txn, key, value);
                    } else {
                        builder.write(txn, key, value);
                    }
                }
            }
        }
        return builder.build();
    }

    /** Whether every object's values are {@code 0, 1, …}: then a value's number is its value atom. */
    private static boolean valuesNumberedDensely(History history) {
        ValueLabels labels = history.valueLabels();
        return history.transactions().stream().flatMap(t -> t.operations().stream())
                .allMatch(
                        op -> op.value() < Integer.MAX_VALUE && labels.labelOf(op.object(), op.value()) == op.value());
    }

    private static List<WitnessShape.Column> columns(WitnessShape shape) {
        if (shape instanceof WitnessShape.Free free) {
            return free.columns();
        }
        if (shape instanceof WitnessShape.PerObjectTotalOrder) {
            return List.of(WitnessShape.Column.OBJ, WitnessShape.Column.TXN, WitnessShape.Column.TXN);
        }
        return List.of(WitnessShape.Column.TXN, WitnessShape.Column.TXN);
    }

    private static TraceWorld.Sort sortOf(WitnessShape.Column column) {
        return switch (column) {
            case TXN -> TraceWorld.Sort.TXN;
            case OBJ -> TraceWorld.Sort.OBJ;
            case VAL -> TraceWorld.Sort.VAL;
            case STEP -> TraceWorld.Sort.STEP;
        };
    }
}
