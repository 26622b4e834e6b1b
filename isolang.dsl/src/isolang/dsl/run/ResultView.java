// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import isolang.diagram.DiagramLayout;
import isolang.diagram.Emphasis;
import isolang.diagram.HistoryDiagram;
import isolang.diagram.WitnessPanel;
import isolang.diagram.hasse.HasseDiagram;
import isolang.diagram.hasse.HasseEdge;
import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.compiler.Expected;
import isolang.dsl.history.ForbiddenEmphasis;
import isolang.dsl.history.ViolationDrawing;
import isolang.solver.CegisPhase;
import isolang.solver.Statistics;
import isolang.solver.SynthesisResult;
import isolang.solver.UnknownReason;
import isolang.solver.WitnessExecution;
import isolang.solver.check.MembershipResult;
import isolang.solver.history.History;
import isolang.solver.predict.Prediction;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;

/**
 * The wording of one {@link CommandResult}, shared by everything that shows results: the
 * verdict, expectation, detail line, histories with their titles and measurements as the
 * command line's table, {@code --json} and {@code --out} show them and as the IDE's rows,
 * views and inline diagrams caption them. Nothing here runs or judges; the runner did.
 *
 * @param file the file as the user named it
 * @param result what running the command gave
 * @param histories the histories supporting the answer, with their diagrams laid out
 * @param diagramMillis wall-clock milliseconds spent building and laying out those diagrams
 */
public record ResultView(String file, CommandResult result, List<Witnessed> histories, long diagramMillis) {

    /**
     * The view of a result, with the diagram of every history it shows laid out.
     *
     * @param file the file as the user named it
     * @param result what running the command gave
     * @return the view
     */
    public static ResultView of(String file, CommandResult result) {
        long start = System.nanoTime();
        List<Witnessed> histories = witnessed(result);
        return new ResultView(file, result, histories, (System.nanoTime() - start) / 1_000_000);
    }

    /**
     * Measurements of a command.
     *
     * @param millis wall-clock milliseconds
     * @param syntheses how many syntheses (or membership checks) ran
     * @param rounds CEGIS rounds
     * @param candidates candidate histories found
     * @param counterexamples counterexamples learned
     * @param translations candidate problems translated to SAT as a whole (one per scope searched)
     * @param notes facts about the answers the user should know
     * @param phases where the time went
     * @param sat of each phase's time, how long a SAT solver was searching
     * @param translation of each phase's time, how long Kodkod translated while no SAT solver searched
     */
    public record Measures(long millis, int syntheses, int rounds, int candidates, int counterexamples,
            int translations, List<String> notes, Phases phases, EnginePart sat, EnginePart translation) {
    }

    /**
     * Wall-clock milliseconds of one kind of work within the engine's phases of a command, summed
     * over its engine calls; each is at most the phase's time in {@link Phases}.
     *
     * @param synthesis within the synthesis
     * @param minimization within the minimization
     * @param recheck within the re-verification
     */
    public record EnginePart(long synthesis, long minimization, long recheck) {
    }

    /**
     * Wall-clock milliseconds per phase of a command, summed over its engine calls.
     *
     * @param synthesis preparing and running CEGIS (candidate search, verification, refinement)
     * @param minimization shrinking found histories (SAT membership checks and smaller syntheses)
     * @param recheck re-verifying found histories by enumeration
     * @param diagram building and laying out the diagrams of the histories shown
     */
    public record Phases(long synthesis, long minimization, long recheck, long diagram) {
    }

    /**
     * A history supporting an answer, with one witness execution per level that allows it.
     *
     * @param suffix distinguishes several histories of one command in file names (empty if only one)
     * @param title what the history shows, e.g. {@code allowed by TapRA, not by biswas.RA}
     * @param history the history
     * @param witnesses witness executions of the levels that allow it
     * @param forbidden the levels the command found not to allow it (what a diagram may explain)
     * @param extra panels drawn after the witnesses' (e.g. a prediction's changed reads)
     * @param highlights what the answer itself emphasises (a prediction's changed reads and
     *        must-order cycle), drawn before any explanation
     * @param diagram its diagram, one panel per witness execution and per extra panel, laid out
     */
    public record Witnessed(String suffix, String title, History history, List<WitnessExecution> witnesses,
            List<Level> forbidden, List<WitnessPanel> extra, List<Emphasis> highlights, HistoryDiagram diagram) {

        /** Freezes the lists. */
        public Witnessed {
            witnesses = List.copyOf(witnesses);
            forbidden = List.copyOf(forbidden);
            extra = List.copyOf(extra);
            highlights = List.copyOf(highlights);
        }

        /**
         * A history with its diagram laid out.
         *
         * @param suffix distinguishes several histories of one command in file names
         * @param title what the history shows
         * @param history the history
         * @param witnesses witness executions of the levels that allow it
         * @param forbidden the levels that do not allow it
         * @return the history with its laid-out diagram
         */
        public static Witnessed drawn(String suffix, String title, History history,
                List<WitnessExecution> witnesses, List<Level> forbidden) {
            return drawn(suffix, title, history, witnesses, forbidden, List.of(), List.of());
        }

        /**
         * A history with its diagram laid out: a panel per witness, then the {@code extra} panels,
         * with the {@code highlights} drawn over them.
         */
        static Witnessed drawn(String suffix, String title, History history, List<WitnessExecution> witnesses,
                List<Level> forbidden, List<WitnessPanel> extra, List<Emphasis> highlights) {
            return new Witnessed(suffix, title, history, witnesses, forbidden, extra, highlights,
                    diagram(history, witnesses, extra, highlights));
        }

        /**
         * This history with its diagram drawn again with its highlights and then {@code emphases}
         * over it (e.g. what makes it forbidden, {@code isolang.dsl.history.ForbiddenEmphasis}).
         *
         * @param emphases the emphases, in order
         * @return the history with the new diagram
         */
        public Witnessed withEmphases(List<Emphasis> emphases) {
            List<Emphasis> all = new ArrayList<>(highlights);
            all.addAll(emphases);
            return new Witnessed(suffix, title, history, witnesses, forbidden, extra, highlights,
                    diagram(history, witnesses, extra, all));
        }

        /** Whether the diagram shows more than the highlights: it was {@link #explainedBy explained}. */
        public boolean explained() {
            return diagram.emphases().size() > highlights.size();
        }

        /** The caption of each emphasis the diagram draws, in order. */
        public List<String> captions() {
            return diagram.emphases().stream().map(Emphasis::caption).toList();
        }

        /**
         * This history with what makes it forbidden by the levels that do not allow it drawn
         * over its diagram (the axiom instance its witness violates, or a cycle); itself if no
         * level forbids it.
         *
         * @param explainer finds the emphases
         * @return the history with the emphasised diagram
         */
        public Witnessed explainedBy(ForbiddenEmphasis explainer) {
            return forbidden.isEmpty() ? this : withEmphases(explainer.of(history, forbidden, witnesses));
        }

        private static HistoryDiagram diagram(History history, List<WitnessExecution> witnesses,
                List<WitnessPanel> extra, List<Emphasis> emphases) {
            List<WitnessPanel> panels = new ArrayList<>(witnesses.stream().map(WitnessPanel::of).toList());
            panels.addAll(extra);
            return new DiagramLayout().layout(HistoryDiagram.of(history, panels, emphases));
        }
    }

    /**
     * This view with every history {@link Witnessed#explainedBy explained}: what makes it
     * forbidden is drawn over its diagram, as the command line's {@code --out} and the IDE show it.
     *
     * @param explainer finds the emphases
     * @return the view with emphasised diagrams
     */
    public ResultView explainedBy(ForbiddenEmphasis explainer) {
        long start = System.nanoTime();
        List<Witnessed> explained = histories.stream().map(h -> h.explainedBy(explainer)).toList();
        return new ResultView(file, result, explained, diagramMillis + (System.nanoTime() - start) / 1_000_000);
    }

    /**
     * The implication order among a lattice's levels.
     *
     * @param levels the levels' names, in the written order
     * @param implies {@code "yes"}, {@code "no"} or {@code "unknown"} per ordered pair
     * @param hasse the covering relations ({@code A < B}) and equivalences ({@code A = B})
     */
    public record LatticeOrder(List<String> levels, List<List<String>> implies, List<String> hasse) {
    }

    private CompiledCommand command() {
        return result.command();
    }

    /** The command's name. */
    public String name() {
        return command().name();
    }

    /**
     * {@code implication}, {@code equivalence}, {@code synthesis}, {@code lattice}, {@code prediction},
     * {@code recorded} or {@code membership}.
     */
    public String kind() {
        CompiledCommand c = command();
        return c instanceof CompiledCommand.Implication ? "implication"
                : c instanceof CompiledCommand.Equivalence ? "equivalence"
                        : c instanceof CompiledCommand.Synthesis ? "synthesis"
                                : c instanceof CompiledCommand.Lattice ? "lattice"
                                        : c instanceof CompiledCommand.Prediction ? "prediction"
                                                : c instanceof CompiledCommand.RecordedCheck ? "recorded"
                                                        : "membership";
    }

    /** The 1-based line of the command. */
    public int line() {
        return command().source().line();
    }

    /** The 1-based column of the command. */
    public int column() {
        return command().source().column();
    }

    /** How the answer compares with the expectation. */
    public CommandStatus status() {
        return result.status();
    }

    /** The scope searched; empty for membership checks. */
    public Optional<Scope> scope() {
        return command().searchScope();
    }

    /** Whether the command counts as failing: it failed, had an error, or gave no answer to an expectation. */
    public boolean failing() {
        CommandStatus status = status();
        return status == CommandStatus.FAIL || status == CommandStatus.ERROR
                || status == CommandStatus.UNKNOWN && expected().isPresent();
    }

    /**
     * The answer: {@code holds}, {@code fails}, {@code equivalent}, {@code distinct},
     * {@code found}, {@code none}, {@code yes}, {@code no}, {@code unknown}, {@code error}, or
     * for a lattice its order ({@code A < B, …}).
     */
    public String verdict() {
        if (status() == CommandStatus.ERROR) {
            return "error";
        }
        if (command() instanceof CompiledCommand.Lattice) {
            return String.join(", ", lattice().map(LatticeOrder::hasse).orElse(List.of()));
        }
        return result.verdict().name().toLowerCase(Locale.ROOT);
    }

    /** The {@code expect} clause as written, if any. */
    public Optional<String> expected() {
        CompiledCommand c = command();
        if (c instanceof CompiledCommand.Lattice lattice) {
            return lattice.expected().isEmpty() ? Optional.empty()
                    : Optional.of(String.join(", ", lattice.expected().stream().map(this::written).toList()));
        }
        Optional<Expected> expected = c instanceof CompiledCommand.Implication i ? i.expected()
                : c instanceof CompiledCommand.Equivalence e ? e.expected()
                        : c instanceof CompiledCommand.Synthesis s ? s.expected()
                                : c instanceof CompiledCommand.Prediction p ? p.expected()
                                        : c instanceof CompiledCommand.RecordedCheck r ? r.expected()
                                                : ((CompiledCommand.Membership) c).expected();
        return expected.map(e -> e.name().toLowerCase(Locale.ROOT));
    }

    /** Whether histories have operations (the scope's {@code ops} matters). */
    public boolean operations() {
        CompiledCommand c = command();
        if (c instanceof CompiledCommand.Membership m) {
            return !m.history().isAbstract();
        } else if (c instanceof CompiledCommand.Synthesis s) {
            return s.problem().model() == HistoryModel.OPERATION;
        } else if (c instanceof CompiledCommand.Prediction p) {
            return !p.observed().isAbstract();
        } else if (c instanceof CompiledCommand.RecordedCheck) {
            return true;
        }
        List<Level> levels = c instanceof CompiledCommand.Implication i ? List.of(i.premise(), i.conclusion())
                : c instanceof CompiledCommand.Equivalence e ? List.of(e.left(), e.right())
                        : ((CompiledCommand.Lattice) c).levels();
        return levels.stream().anyMatch(l -> l.model() == HistoryModel.OPERATION);
    }

    /** Time and CEGIS measurements summed over the command's engine calls. */
    public Measures measures() {
        int rounds = 0;
        int candidates = 0;
        int counterexamples = 0;
        int translations = 0;
        long minimization = 0;
        long recheck = 0;
        long[] sat = new long[3];
        long[] translation = new long[3];
        List<String> notes = new ArrayList<>();
        for (SynthesisResult synthesis : result.syntheses()) {
            Statistics statistics = synthesis.statistics();
            rounds += statistics.rounds();
            candidates += statistics.candidates();
            counterexamples += statistics.counterexamples();
            translations += statistics.translations();
            minimization += statistics.millis(CegisPhase.MINIMIZE);
            recheck += statistics.millis(CegisPhase.RECHECK);
            addByPart(sat, statistics.satMillisPerPhase());
            addByPart(translation, statistics.translationMillisPerPhase());
            statistics.notes().stream().filter(n -> !notes.contains(n)).forEach(notes::add);
        }
        result.prediction().filter(Prediction.NoPrediction.class::isInstance)
                .ifPresent(none -> none.statistics().notes().stream().filter(n -> !notes.contains(n))
                        .forEach(notes::add));
        int calls = result.syntheses().size() + (result.membership().isPresent() ? 1 : 0);
        long synthesis = Math.max(0, result.millis() - minimization - recheck);
        return new Measures(result.millis(), calls, rounds, candidates, counterexamples, translations,
                List.copyOf(notes),
                new Phases(synthesis, minimization, recheck, diagramMillis),
                new EnginePart(sat[0], sat[1], sat[2]), new EnginePart(translation[0], translation[1], translation[2]));
    }

    /** Adds milliseconds by engine phase to {synthesis, minimization, recheck}. */
    private static void addByPart(long[] parts, Map<CegisPhase, Long> byPhase) {
        byPhase.forEach((phase, millis) -> {
            int part = switch (phase) {
                case MINIMIZE -> 1;
                case RECHECK -> 2;
                default -> 0;
            };
            parts[part] += millis;
        });
    }

    /** One line explaining the verdict; may be empty. */
    public String detail() {
        if (command() instanceof CompiledCommand.Lattice) {
            return latticeDetail();
        }
        if (result.error().isPresent()) {
            return result.error().get();
        }
        CompiledCommand c = command();
        if (c instanceof CompiledCommand.Membership m) {
            MembershipResult answer = result.membership().orElseThrow();
            return answer instanceof MembershipResult.Allowed ? m.level().name() + " allows the history"
                    : answer instanceof MembershipResult.Disallowed d ? d.reason()
                            : reason(((MembershipResult.Unknown) answer).reason());
        }
        if (c instanceof CompiledCommand.RecordedCheck && result.recorded().isPresent()) {
            return RecordedChecks.detail(result.recorded().get());
        }
        if (c instanceof CompiledCommand.Prediction p && result.verdict() != Verdict.UNKNOWN) {
            return PredictionText.detail(p, result.prediction().orElseThrow());
        }
        if (result.verdict() == Verdict.UNKNOWN) {
            return result.syntheses().stream().filter(SynthesisResult.Unknown.class::isInstance).findFirst()
                    .map(r -> reason(((SynthesisResult.Unknown) r).reason())).orElse("");
        }
        if (c instanceof CompiledCommand.Implication i) {
            return result.verdict() == Verdict.FAILS
                    ? "a history allowed by " + i.premise().name() + " is not allowed by " + i.conclusion().name()
                    : "every history within the scope allowed by " + i.premise().name() + " is allowed by "
                            + i.conclusion().name();
        } else if (c instanceof CompiledCommand.Equivalence e) {
            if (result.verdict() == Verdict.EQUIVALENT) {
                return "no history within the scope separates " + e.left().name() + " and " + e.right().name();
            }
            List<String> found = new ArrayList<>();
            for (int i = 0; i < result.syntheses().size(); i++) {
                if (result.syntheses().get(i) instanceof SynthesisResult.Found) {
                    Problem problem = result.problems().get(i);
                    found.add(
                            names(problem.allowed()) + " allows a history " + names(problem.forbidden()) + " does not");
                }
            }
            return String.join("; ", found);
        }
        return result.verdict() == Verdict.NONE ? "no history within the scope" : "";
    }

    /**
     * The verdict and its detail as one line, as the IDE shows it next to the command.
     *
     * @return e.g. {@code fails: a history allowed by SI is not allowed by SER}, or the verdict alone
     */
    public String headline() {
        String detail = detail();
        return detail.isEmpty() ? verdict() : verdict() + ": " + detail;
    }

    /** The scope searched as text, e.g. {@code 3 txn, 2 obj, 2 val}; empty for membership checks. */
    public String scopeText() {
        return scope().map(s -> s.text(operations())).orElse("");
    }

    /**
     * A lattice's order as a laid-out Hasse diagram, the boxes named as in {@link #lattice()}.
     *
     * @return the diagram; empty for other commands and lattices that did not run
     */
    public Optional<HasseDiagram> hasse() {
        return lattice().map(order -> HasseDiagram.of(order.levels(), result.answers()));
    }

    /**
     * The history that separates the two ends of a line of the {@link #hasse() Hasse diagram}:
     * allowed by the weaker level and not by the stronger. The lattice search asks the engine
     * only what it cannot infer, so the history may have been found for a pair that implies
     * this one (allowed by a level that implies the weaker, not by one the stronger implies);
     * the title then says which pair.
     *
     * @param diagram the diagram of {@link #hasse()}
     * @param edge one of its lines
     * @return the history; empty if the line is not the diagram's or no history was kept
     */
    public Optional<Witnessed> separating(HasseDiagram diagram, HasseEdge edge) {
        return LatticeHistories.separating(this, result, diagram, edge);
    }

    private String latticeDetail() {
        List<String> details = new ArrayList<>();
        result.error().ifPresent(details::add);
        if (!result.unmetOrderings().isEmpty()) {
            details.add("does not hold: " + String.join(", ", result.unmetOrderings().stream().map(this::written)
                    .toList()));
        }
        if (!result.unexpectedOrderings().isEmpty()) {
            details.add("not expected: " + String.join(", ", result.unexpectedOrderings().stream()
                    .map(this::written).toList()));
        }
        long open = result.unknownImplications();
        if (open > 0) {
            details.add(open + " implications unknown (time limit reached)");
        }
        return String.join("; ", details);
    }

    /** The histories supporting the answer: those found, a membership check's, or the disputed one of an error. */
    private static List<Witnessed> witnessed(CommandResult result) {
        CompiledCommand c = result.command();
        if (c instanceof CompiledCommand.Membership m) {
            return result.membership().map(answer -> answer instanceof MembershipResult.Allowed allowed
                    ? List.of(Witnessed.drawn("", "allowed by " + m.level().name(), m.history(),
                            List.of(allowed.witness()), List.of()))
                    : answer instanceof MembershipResult.Disallowed
                            ? List.of(Witnessed.drawn("", "not allowed by " + m.level().name(), m.history(), List.of(),
                                    List.of(m.level())))
                            : List.<Witnessed>of())
                    .orElse(List.of());
        }
        if (c instanceof CompiledCommand.RecordedCheck r) {
            return result.recorded().stream().flatMap(level -> level.explanations().stream().limit(1))
                    .map(e -> Witnessed.drawn("", "violating sub-history of " + r.written() + ", not allowed by "
                            + r.level().name(), e.engine().history(), List.of(), List.of(r.level()),
                            ViolationDrawing.panels(e, r.level().name()), List.of()))
                    .toList();
        }
        boolean separating = c instanceof CompiledCommand.Equivalence || c instanceof CompiledCommand.Lattice;
        List<Witnessed> histories = new ArrayList<>();
        for (int i = 0; i < result.syntheses().size(); i++) {
            SynthesisResult synthesis = result.syntheses().get(i);
            if (synthesis instanceof SynthesisResult.Found found) {
                String allowed = label(c, result.problems().get(i).allowed());
                String forbidden = label(c, result.problems().get(i).forbidden());
                String changes = result.prediction().filter(Prediction.Predicted.class::isInstance)
                        .map(p -> "; " + String.join(", ", ((Prediction.Predicted) p).changes().stream()
                                .map(PredictionText::change).toList()))
                        .orElse("");
                histories.add(Witnessed.drawn(separating ? slug(allowed) + "-not-" + slug(forbidden) : "",
                        historyTitle(allowed, forbidden) + changes, found.history(), found.witnesses(),
                        result.problems().get(i).forbidden(),
                        result.prediction().map(PredictionPanels::of).orElse(List.of()),
                        result.prediction().map(PredictionPanels::emphases).orElse(List.of())));
            } else if (synthesis instanceof SynthesisResult.Disagreement d
                    && !(c instanceof CompiledCommand.Lattice) && result.status() == CommandStatus.ERROR) {
                histories
                        .add(Witnessed.drawn("", "disputed by " + d.level().name(), d.history(), List.of(), List.of()));
            }
        }
        return histories;
    }

    /**
     * A prediction's answer as JSON-ready data (which mode decided, whether "none" is
     * exhaustive, where each session ends, the predicted history as a literal); empty for
     * other commands and unknown answers.
     */
    public Map<String, Object> predictionData() {
        if (!(command() instanceof CompiledCommand.Prediction p) || result.prediction().isEmpty()) {
            return Map.of();
        }
        Map<String, Object> data = new java.util.LinkedHashMap<>(PredictionText.data(p, result.prediction().get()));
        if (!histories.isEmpty()) {
            data.put("why", histories.get(0).captions());
        }
        return data;
    }

    /** Where a prediction ends each session of the observed history, one line each; empty otherwise. */
    public List<String> predictionBoundaries() {
        return command() instanceof CompiledCommand.Prediction c
                && result.prediction().orElse(null) instanceof Prediction.Predicted p
                        ? PredictionText.boundaries(c, p) : List.of();
    }

    /** The predicted history as a {@code history} literal; empty for other answers. */
    public Optional<String> predictionLiteral() {
        return Optional.ofNullable((String) predictionData().get("literal"));
    }

    /** A prediction's changed reads, one phrase each ({@code T2 reads x from T0 instead of T1}); empty otherwise. */
    public List<String> changedReads() {
        return result.prediction().filter(Prediction.Predicted.class::isInstance)
                .map(p -> ((Prediction.Predicted) p).changes().stream().map(PredictionText::change).toList())
                .orElse(List.of());
    }

    /** A lattice's matrix and order with level names; empty for other commands and lattices that did not run. */
    public Optional<LatticeOrder> lattice() {
        if (!(command() instanceof CompiledCommand.Lattice) || result.answers().isEmpty()) {
            return Optional.empty();
        }
        List<List<String>> matrix = result.answers().stream().map(row -> row.stream()
                .map(cell -> cell.map(yes -> yes ? "yes" : "no").orElse("unknown")).toList()).toList();
        return Optional.of(new LatticeOrder(names(), matrix, result.order().stream().map(this::written).toList()));
    }

    /** A relation as written in the table, e.g. {@code biswas.SER < biswas.SI}. */
    private String written(CompiledCommand.Ordering ordering) {
        return name(ordering.stronger()) + (ordering.strict() ? " < " : " = ") + name(ordering.weaker());
    }

    /** The lattice's level names, qualified with their framework where two levels share a name. */
    private List<String> names() {
        return ((CompiledCommand.Lattice) command()).levels().stream().map(this::name).toList();
    }

    private String name(Level level) {
        return levelName(command(), level);
    }

    /** A level's name in a command: in a lattice qualified with its framework where two levels share a name. */
    public static String levelName(CompiledCommand command, Level level) {
        if (command instanceof CompiledCommand.Lattice lattice
                && lattice.levels().stream().filter(l -> l.name().equals(level.name())).count() > 1) {
            return level.framework().name() + ":" + level.name();
        }
        return level.name();
    }

    private static String label(CompiledCommand command, List<Level> levels) {
        return String.join(", ", levels.stream().map(l -> levelName(command, l)).toList());
    }

    private static String names(List<Level> levels) {
        return String.join(", ", levels.stream().map(Level::name).toList());
    }

    /**
     * The title of a history that some levels allow and others do not.
     *
     * @param allowed the names of the levels that allow it, joined with {@code ", "} (empty for the
     *     violating sub-history of a recorded history)
     * @param forbidden the names of the levels that do not, joined likewise (may be empty)
     * @return e.g. {@code allowed by SI, not by SER}, or {@code not allowed by SER}
     */
    public static String historyTitle(String allowed, String forbidden) {
        if (allowed.isEmpty()) {
            return "not allowed by " + forbidden;
        }
        return "allowed by " + allowed + (forbidden.isEmpty() ? "" : ", not by " + forbidden);
    }

    /**
     * Why an answer is unknown, as a phrase.
     *
     * @param reason the engine's reason
     * @return e.g. {@code time limit reached}
     */
    public static String reason(UnknownReason reason) {
        return switch (reason) {
            case TIMEOUT -> "time limit reached";
            case CANCELLED -> "cancelled";
            default -> "the SAT solver failed";
        };
    }

    /** A name usable in a file name: characters other than letters, digits, {@code .}, {@code _}, {@code -} become {@code _}. */
    public static String slug(String name) {
        return name.replaceAll("[^A-Za-z0-9_.-]+", "_");
    }
}
