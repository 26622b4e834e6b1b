// SPDX-License-Identifier: EPL-2.0
package isolang.solver.predict;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;

import isolang.solver.AbstractCegisListener;
import isolang.solver.CancellationToken;
import isolang.solver.CegisListener;
import isolang.solver.CegisPhase;
import isolang.solver.Optimization;
import isolang.solver.Statistics;
import isolang.solver.SynthesisOptions;
import isolang.solver.SynthesisResult;
import isolang.solver.UnknownReason;
import isolang.solver.WitnessExecution;
import isolang.solver.analyzer.IsolationAnalyzer;
import isolang.solver.check.IndependentChecker;
import isolang.solver.check.MembershipChecker;
import isolang.solver.check.MembershipResult;
import isolang.solver.encode.CandidateRestriction;
import isolang.solver.history.History;
import isolang.solver.history.Transaction;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;

/**
 * Predicts from an observed history (IsoPredict): is there a variation of the observed run,
 * differing only in which write each read observes and cut at the boundary, that every
 * permissive level allows and every strict level forbids?
 *
 * <p>A run larger than the limit is searched from its {@link RunPrefix beginning}, then, if that
 * gives none, in {@link RunWindow windows} of as many consecutive transactions, each overlapping
 * the next by half, with the run before the window kept as observed; each part is
 * {@link RunSlice sliced} before encoding, and a "none" names what was searched. The <em>fast</em> search looks for a variation
 * that the permissive levels allow and whose must-order has a cycle ({@link CycleCondition}, a
 * least fixpoint unrolled {@value #DEPTH} times): one SAT call, no CEGIS. The <em>exact</em>
 * search is the CEGIS synthesis with the run pinned ({@link PredictionEncoding}). Both search
 * the abstract history model, or the operation model when a level needs program order (as
 * Biswas–Enea Read Committed does) or a transaction reads an object twice before writing it.
 * Either way the decoded prediction is checked once more against every level by the SAT membership
 * check, each permissive level's witness is evaluated on the prediction by the
 * {@link IndependentChecker}, and a fast prediction's cycle is recomputed in plain Java
 * ({@link MustOrder}) as its explanation. The synthesis's own re-verification by enumerating
 * every witness is off: it is exponential in the transactions (7 of 10 minutes of a 10-transaction
 * run) and the checks above are independent of the search. Options that assume
 * interchangeable transactions, objects or values are switched off.
 *
 * <p>Besides the synthesis's own phases, the listener hears {@link CegisPhase#PREPARE} when a
 * search starts encoding the sliced run and {@link CegisPhase#RECHECK} when a prediction is
 * checked, so that the time of a prediction can be told by phase.
 */
public final class Predictor {

    /** How many times the fast mode unrolls the must-order's fixpoint. */
    static final int DEPTH = 4;
    /** How many cyclic candidates the strict levels may allow before the fast mode gives up. */
    private static final int FAST_ATTEMPTS = 4;

    /**
     * How many transactions of a run are encoded by default: the encoding grows with the third
     * and fourth power of the transactions (axioms over three or four of them, times the
     * operations in the operation model), and a prediction involves few.
     */
    public static final int MAX_TRANSACTIONS = 8;

    private final SynthesisOptions options;
    private final CegisListener listener;
    private final int maxTransactions;
    private final KnownLevels known;

    /**
     * A predictor with the given options (time limit, solver), reporting progress to
     * {@code listener}, encoding at most {@value #MAX_TRANSACTIONS} transactions of a run.
     */
    public Predictor(SynthesisOptions options, CegisListener listener) {
        this(options, listener, MAX_TRANSACTIONS);
    }

    /**
     * A predictor that predicts from at most the first {@code maxTransactions} transactions of a
     * larger run ({@link RunPrefix}).
     */
    public Predictor(SynthesisOptions options, CegisListener listener, int maxTransactions) {
        this(options.without(Optimization.FIXED_ORDER).without(Optimization.ANCHOR_VIOLATIONS)
                .without(Optimization.SYMMETRY_BREAKING).withMinimize(false).withRecheck(false), listener,
                maxTransactions, KnownLevels.NONE);
    }

    private Predictor(SynthesisOptions options, CegisListener listener, int maxTransactions, KnownLevels known) {
        if (maxTransactions < 1) {
            throw new IllegalArgumentException("at least one transaction must be encoded, not " + maxTransactions);
        }
        this.options = options;
        this.listener = listener;
        this.maxTransactions = maxTransactions;
        this.known = known;
    }

    /** A predictor with default options and no progress reporting. */
    public Predictor() {
        this(SynthesisOptions.defaults(), new AbstractCegisListener());
    }

    /**
     * Predicts from {@code observed}, fast first and exact as the fall-back
     * ({@link PredictionMode#AUTO}).
     *
     * @see #predict(History, List, List, Boundary, PredictionMode, CancellationToken)
     */
    public Prediction predict(History observed, List<Level> permissive, List<Level> strict, Boundary boundary,
            CancellationToken token) {
        return predict(observed, permissive, strict, boundary, PredictionMode.AUTO, token);
    }

    /**
     * Predicts from {@code observed}.
     *
     * @param observed the observed history (read-consistent, at least one transaction)
     * @param permissive the levels the prediction must be allowed by
     * @param strict the levels the prediction must be forbidden by
     * @param boundary the prediction boundary
     * @param mode fast, exact, or fast with exact as the fall-back
     * @param token cancels the call
     * @throws IllegalArgumentException if the history or a level is not supported, with the reason
     * @throws isolang.solver.encode.ScopeTooLargeException if the run is too large to encode
     */
    public Prediction predict(History observed, List<Level> permissive, List<Level> strict, Boundary boundary,
            PredictionMode mode, CancellationToken token) {
        if (observed.transactions().isEmpty()) {
            throw new IllegalArgumentException("the observed history has no transactions");
        }
        if (permissive.isEmpty() && strict.isEmpty()) {
            throw new IllegalArgumentException("a prediction needs at least one level");
        }
        new ObservedRun(observed); // refuses an unsupported history before anything is cut
        Optional<String> impossible = known.impossible(permissive, strict);
        if (impossible.isPresent()) {
            return new Prediction.NoPrediction(PredictionMode.EXACT, true,
                    Statistics.empty().withNotes(List.of(impossible.get())));
        }
        RunPrefix prefix = RunPrefix.of(observed, maxTransactions);
        ObservedRun full = new ObservedRun(prefix.history());
        RunSlice slice = RunSlice.of(prefix.history());
        List<String> notes = Stream.concat(prefix.notes().stream(), slice.notes().stream()).toList();
        if (slice.history().transactions().isEmpty()) {
            return new Prediction.NoPrediction(PredictionMode.EXACT, !prefix.cut(),
                    Statistics.empty().withNotes(notes));
        }
        long deadline = System.nanoTime() + options.timeout().toNanos();
        Prediction answer = new Search(full, slice, permissive, strict, boundary, token, deadline).run(mode);
        if (!prefix.cut() || !(answer instanceof Prediction.NoPrediction)) {
            return withNotes(answer, notes, !prefix.cut());
        }
        Optional<Level> outside = known.firstNonStandard(permissive, strict);
        if (outside.isPresent()) {
            return withNotes(answer, Stream.concat(notes.stream(), Stream.of("no windows were searched after the"
                    + " beginning: a window's prediction is shown to be one of the whole run only for the standard"
                    + " levels (RC, RA, CC, PC, SI, SER, recognized by their meaning), and " + outside.get().name()
                    + " is not one; the run is too large to search whole unless --max-transactions (or `for N txn`)"
                    + " covers it")).toList(), false);
        }
        return windows(observed, prefix, new Search.Levels(permissive, strict, boundary), mode, token, deadline);
    }

    /**
     * Searches the rest of a run larger than the limit after its beginning gave none: windows of
     * {@code maxTransactions} consecutive transactions (by id), each overlapping the next by half,
     * the transactions before each kept as observed ({@link RunWindow}). The automatic mode
     * searches the windows exactly only: over a hundred-transaction run the exact search
     * reached the window with a prediction seven times faster than fast-then-exact, whose fast
     * "none" on each window is not exhaustive anyway (docs/benchmarks.md, *Prediction*).
     */
    private Prediction windows(History observed, RunPrefix prefix, Search.Levels levels, PredictionMode mode,
            CancellationToken token, long deadline) {
        int total = observed.transactions().size();
        int stride = Math.max(1, maxTransactions / 2);
        Sweep sweep = new Sweep(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        boolean serialAllowed = known.allStandard(levels.strict());
        Prediction answer = null;
        for (int from = stride; from < total && !token.isCancelled(); from += stride) {
            int to = Math.min(total, from + maxTransactions);
            Optional<RunWindow> window = RunWindow.of(observed, from, to);
            String name = "T" + observed.transactions().get(from).id() + "–T"
                    + observed.transactions().get(to - 1).id();
            if (window.isEmpty()) {
                sweep.skipped().add(name);
            } else if (serialAllowed && SerialVariations.certain(window.get().history())) {
                sweep.serial().add(name);
            } else {
                sweep.searched().add(name);
                RunSlice slice = RunSlice.of(window.get().history());
                if (!slice.history().transactions().isEmpty()) {
                    answer = new Search(new ObservedRun(window.get().history()), slice, levels.permissive(),
                            levels.strict(), levels.boundary(), token, deadline)
                            .run(mode == PredictionMode.AUTO ? PredictionMode.EXACT : mode);
                    if (answer instanceof Prediction.Predicted p) {
                        answer = new Prediction.Predicted(p.history(), p.changes(), p.cuts(), p.witnesses(),
                                p.decidedBy(), p.statistics(), window.get().first());
                        Optional<MembershipResult> allowed = allowedByAStrictLevel(
                                RunWindow.strictPart(observed, (Prediction.Predicted) answer), levels.strict(), token,
                                deadline);
                        if (allowed.isPresent() && allowed.get() instanceof MembershipResult.Allowed) {
                            sweep.refuted().add(name);
                            answer = new Prediction.NoPrediction(p.decidedBy(), p.statistics());
                        } else if (allowed.isPresent()) {
                            answer = new Prediction.Unknown(((MembershipResult.Unknown) allowed.get()).reason(),
                                    p.statistics());
                        }
                    }
                    if (!(answer instanceof Prediction.NoPrediction)) {
                        String where = answer instanceof Prediction.Predicted ? window.get().note()
                                : "stopped without an answer in the window " + name;
                        return withNotes(answer, Stream.concat(Stream.of(where, windowsNote(total, prefix, sweep,
                                "the windows before it gave none")), slice.notes().stream())
                                .toList(), false);
                    }
                }
            }
            if (to == total) {
                break;
            }
        }
        if (token.isCancelled()) {
            return new Prediction.Unknown(UnknownReason.CANCELLED, Statistics.empty()
                    .withNotes(List.of(windowsNote(total, prefix, sweep,
                            "cancelled after these"))));
        }
        PredictionMode decidedBy = answer instanceof Prediction.NoPrediction none ? none.decidedBy()
                : mode == PredictionMode.FAST ? PredictionMode.FAST : PredictionMode.EXACT;
        return new Prediction.NoPrediction(decidedBy, false, Statistics.empty().withNotes(List.of(windowsNote(total,
                prefix, sweep,
                "\"none\" covers these searches only: a prediction whose changed reads"
                        + " lie further apart than a window, or in which a window's read observes a write older"
                        + " than the last before the window, is not searched (raise --max-transactions, or"
                        + " `for N txn` in a predict command, for larger windows)"))));
    }

    /**
     * The windows of a run larger than the limit, by name: searched, skipped because the run
     * before is not settled, searched but whose prediction a strict level allows with the writers
     * before the window, and not searched because every variation of them is serializable.
     */
    private record Sweep(List<String> searched, List<String> skipped, List<String> refuted, List<String> serial) {
    }

    /** What the search of a run larger than the limit covered, in words. */
    private String windowsNote(int total, RunPrefix prefix, Sweep sweep, String verdict) {
        List<String> searched = sweep.searched();
        List<String> skipped = sweep.skipped();
        List<String> refuted = sweep.refuted();
        List<String> serial = sweep.serial();
        return "the run has " + total + " transactions, more than the " + maxTransactions + " encoded at once:"
                + " searched its beginning (" + prefix.history().transactions().size() + " transactions, taken from"
                + " the sessions in turn) and " + searched.size() + " window" + (searched.size() == 1 ? "" : "s")
                + " of up to " + maxTransactions + " consecutive transactions by id, each overlapping the next by "
                + Math.max(1, maxTransactions / 2) + (searched.isEmpty() ? "" : " (" + abbreviated(searched) + ")")
                + ", the transactions before each window kept as observed"
                + (skipped.isEmpty() ? "" : "; skipped " + skipped.size() + " window" + (skipped.size() == 1 ? "" : "s")
                        + " where the run before is not settled: a read in it observes the initial value or an older"
                        + " write than the last before the window, or a transaction after it (" + abbreviated(skipped)
                        + ")")
                + (serial.isEmpty() ? "" : "; did not search " + serial.size() + " window"
                        + (serial.size() == 1 ? "" : "s") + " whose every variation is serializable (their"
                        + " transactions and objects form no cycle of sessions and conflicts), which every strict"
                        + " level, a standard one, allows (" + abbreviated(serial) + ")")
                + (refuted.isEmpty() ? "" : "; dropped the prediction of " + refuted.size() + " window"
                        + (refuted.size() == 1 ? "" : "s") + " because a strict level allows it together with the"
                        + " writers before the window of the values it reads, so the whole run is not forbidden ("
                        + abbreviated(refuted) + ")")
                + "; " + verdict;
    }

    /**
     * The first verdict of a strict level on {@code part} that is not "forbidden" (allowed or
     * unknown), or empty if every strict level forbids it.
     */
    private Optional<MembershipResult> allowedByAStrictLevel(History part, List<Level> strict,
            CancellationToken token, long deadline) {
        listener.phase(CegisPhase.RECHECK, 0);
        long left = deadline - System.nanoTime();
        if (left <= 0) {
            return Optional.of(new MembershipResult.Unknown(UnknownReason.TIMEOUT));
        }
        MembershipChecker checker = new MembershipChecker(java.time.Duration.ofNanos(left));
        return strict.stream().map(level -> checker.check(part, level, token))
                .filter(verdict -> !(verdict instanceof MembershipResult.Disallowed)).findFirst();
    }

    private static String abbreviated(List<String> names) {
        return names.size() <= 4 ? String.join(", ", names)
                : String.join(", ", names.subList(0, 3)) + ", …, " + names.get(names.size() - 1);
    }

    /**
     * The scope a prediction from {@code observed} searches: its transactions, objects, sessions
     * and written values.
     *
     * @throws IllegalArgumentException if the history is not supported, with the reason
     */
    public static Scope scope(History observed) {
        return new ObservedRun(observed).scope();
    }

    /**
     * The problem a prediction from {@code observed} solves, for progress reports and labels:
     * its levels, the scope of the run it encodes (at most {@code maxTransactions} of its
     * beginning, sliced) and the history model.
     *
     * @throws IllegalArgumentException if the history is not supported, with the reason
     */
    public static Problem problem(History observed, List<Level> permissive, List<Level> strict,
            int maxTransactions) {
        ObservedRun run = new ObservedRun(RunSlice.of(RunPrefix.of(observed, maxTransactions).history()).history());
        return new Problem(permissive, strict, run.scope(), model(run, permissive, strict));
    }

    /**
     * How many transactions of {@code observed} a prediction with the limit
     * {@code maxTransactions} searches: all of them, or those of the run's beginning
     * ({@link RunPrefix}), sliced or not.
     */
    public static int searchedTransactions(History observed, int maxTransactions) {
        return RunPrefix.of(observed, maxTransactions).history().transactions().size();
    }

    /**
     * The prediction of the whole of {@code observed} that {@code predicted} stands for: its
     * history, or for a prediction found in a window of a larger run, the transactions before
     * the window as observed followed by the window's prediction, its reads of the initial
     * transaction reading the values written last before the window ({@link RunWindow}).
     */
    public static History wholeRun(History observed, Prediction.Predicted predicted) {
        return RunWindow.wholeRun(observed, predicted);
    }

    /** This predictor with another limit on the transactions it encodes. */
    public Predictor limitedTo(int transactions) {
        return new Predictor(options, listener, transactions, known);
    }

    /**
     * This predictor told which levels are {@link StandardLevel standard} ones (as recognized by
     * their meaning): it then answers "none" without a search when a permissive level implies a
     * strict one, skips the windows of a large run whose every variation is serializable when
     * every strict level is standard, and searches a large run by windows only when every level
     * is standard. Without it no level is taken for a standard one, and a run larger than the
     * limit is searched from its beginning only.
     */
    public Predictor knowing(Function<Level, Optional<StandardLevel>> standard) {
        return new Predictor(options, listener, maxTransactions, new KnownLevels(standard));
    }

    /**
     * The operation model when a level needs program order or the run reads an object twice in a
     * transaction, else the abstract model.
     */
    private static HistoryModel model(ObservedRun run, List<Level> permissive, List<Level> strict) {
        boolean operations = run.repeatedReads() || Stream.concat(permissive.stream(), strict.stream())
                .anyMatch(l -> l.model() == HistoryModel.OPERATION);
        return operations ? HistoryModel.OPERATION : HistoryModel.ABSTRACT;
    }

    private static Prediction withNotes(Prediction answer, List<String> notes, boolean wholeRun) {
        if (notes.isEmpty()) {
            return answer;
        }
        if (answer instanceof Prediction.Predicted p) {
            return new Prediction.Predicted(p.history(), p.changes(), p.cuts(), p.witnesses(), p.decidedBy(),
                    p.statistics().withNotes(notes), p.window());
        }
        if (answer instanceof Prediction.NoPrediction none) {
            return new Prediction.NoPrediction(none.decidedBy(), wholeRun, none.statistics().withNotes(notes));
        }
        if (answer instanceof Prediction.Unknown unknown) {
            return new Prediction.Unknown(unknown.reason(), unknown.statistics().withNotes(notes));
        }
        return answer;
    }

    /** The searches of one prediction, sharing its time limit. */
    private final class Search {
        private final ObservedRun full;
        private final RunSlice slice;
        private final ObservedRun run;
        private final List<Level> permissive;
        private final List<Level> strict;
        private final Boundary boundary;
        private final CancellationToken token;
        private final CandidateRestriction pinned;
        private final HistoryModel model;
        private final long deadline;

        /** The levels and boundary of a prediction. */
        record Levels(List<Level> permissive, List<Level> strict, Boundary boundary) {
        }

        Search(ObservedRun full, RunSlice slice, List<Level> permissive, List<Level> strict, Boundary boundary,
                CancellationToken token, long deadline) {
            this.deadline = deadline;
            this.full = full;
            this.slice = slice;
            this.run = new ObservedRun(slice.history());
            this.permissive = permissive;
            this.strict = strict;
            this.boundary = boundary;
            this.token = token;
            this.pinned = new PredictionEncoding(run, boundary);
            this.model = model(run, permissive, strict);
        }

        /** The search of {@code mode}: fast, exact, or fast with exact as the fall-back. */
        Prediction run(PredictionMode mode) {
            Prediction answer = mode == PredictionMode.EXACT ? exact() : fast();
            return mode == PredictionMode.AUTO && answer instanceof Prediction.NoPrediction ? exact() : answer;
        }

        /** The fast search: a cyclic must-order, confirmed by the membership check. */
        Prediction fast() {
            if (permissive.isEmpty() || strict.isEmpty()) {
                return new Prediction.NoPrediction(PredictionMode.FAST, Statistics.empty()
                        .withNotes(List.of("the fast mode needs a permissive and a strict level")));
            }
            List<History> refuted = new ArrayList<>();
            Problem problem = new Problem(permissive, List.of(), run.scope(), model);
            while (true) {
                Optional<IsolationAnalyzer> analyzer = analyzer();
                if (analyzer.isEmpty()) {
                    return new Prediction.Unknown(UnknownReason.TIMEOUT, Statistics.empty());
                }
                SynthesisResult result = analyzer.get().synthesize(problem,
                        new CycleCondition(pinned, DEPTH, refuted), token);
                if (!(result instanceof SynthesisResult.Found found)) {
                    return unfound(result, PredictionMode.FAST, refuted.isEmpty() ? List.of()
                            : List.of(refuted.size() + " variations with a cyclic must-order are allowed by "
                                    + names(strict)));
                }
                Prediction.Predicted predicted = decode(found, PredictionMode.FAST);
                Optional<Prediction> confirmed = confirmed(predicted, false);
                if (confirmed.isPresent()) {
                    return explained(confirmed.get());
                }
                refuted.add(found.history());
                if (refuted.size() == FAST_ATTEMPTS) {
                    return new Prediction.NoPrediction(PredictionMode.FAST, found.statistics().withNotes(List.of(
                            FAST_ATTEMPTS + " variations with a cyclic must-order are allowed by " + names(strict))));
                }
            }
        }

        /** The exact search: CEGIS over the strict levels' witnesses. */
        Prediction exact() {
            Optional<IsolationAnalyzer> analyzer = analyzer();
            if (analyzer.isEmpty()) {
                return new Prediction.Unknown(UnknownReason.TIMEOUT, Statistics.empty());
            }
            Problem problem = new Problem(permissive, strict, run.scope(), model);
            SynthesisResult result = analyzer.get().synthesize(problem, pinned, token);
            if (result instanceof SynthesisResult.Found found) {
                Prediction.Predicted predicted = decode(found, PredictionMode.EXACT);
                return confirmed(predicted, true).orElseThrow();
            }
            return unfound(result, PredictionMode.EXACT, List.of());
        }

        /**
         * The prediction of a candidate of the sliced run, in the terms of the whole run: its
         * transaction atoms and objects renumbered back (value indexes of an object are the same
         * in both, its writes keep their order).
         */
        private Prediction.Predicted decode(SynthesisResult.Found found, PredictionMode mode) {
            List<Transaction> renumbered = new ArrayList<>();
            for (Transaction txn : found.history().transactions()) {
                renumbered.add(new Transaction(full.atomOf(run.idOf(txn.id())), slice.inRunObjects(txn).operations()));
            }
            History candidate = History.of(full.history().objectCount(), List.of(renumbered));
            return new PredictionDecoder(full, boundary, model).decode(candidate, mode, found.statistics());
        }

        private Prediction unfound(SynthesisResult result, PredictionMode mode, List<String> notes) {
            if (result instanceof SynthesisResult.NoneWithinScope none) {
                return new Prediction.NoPrediction(mode, none.statistics().withNotes(notes));
            }
            if (result instanceof SynthesisResult.Unknown unknown) {
                return new Prediction.Unknown(unknown.reason(), unknown.statistics());
            }
            return new Prediction.Disagreement((SynthesisResult.Disagreement) result);
        }

        /** A synthesis with the time left; announces its {@link CegisPhase#PREPARE preparation} to the listener. */
        private Optional<IsolationAnalyzer> analyzer() {
            listener.phase(CegisPhase.PREPARE, 0);
            long left = deadline - System.nanoTime();
            return left <= 0 ? Optional.empty()
                    : Optional.of(new IsolationAnalyzer(options.withTimeout(java.time.Duration.ofNanos(left)),
                            listener));
        }

        /**
         * The prediction if the membership check agrees on every level; empty if a strict level
         * allows it and {@code strictSearched} is false (the fast search does not encode the
         * strict levels); else the disagreement or unknown.
         */
        private Optional<Prediction> confirmed(Prediction.Predicted predicted, boolean strictSearched) {
            listener.phase(CegisPhase.RECHECK, 0);
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return Optional.of(new Prediction.Unknown(UnknownReason.TIMEOUT, predicted.statistics()));
            }
            MembershipChecker checker = new MembershipChecker(java.time.Duration.ofNanos(left));
            List<WitnessExecution> witnesses = new ArrayList<>();
            for (Level level : Stream.concat(permissive.stream(), strict.stream()).toList()) {
                boolean wanted = permissive.contains(level);
                MembershipResult verdict = checker.check(predicted.history(), level, token);
                if (verdict instanceof MembershipResult.Unknown unknown) {
                    return Optional.of(new Prediction.Unknown(unknown.reason(), predicted.statistics()));
                }
                if (verdict instanceof MembershipResult.Allowed != wanted) {
                    if (!wanted && !strictSearched) {
                        return Optional.empty();
                    }
                    return Optional.of(new Prediction.Disagreement(new SynthesisResult.Disagreement(
                            predicted.history(), level, "the " + predicted.decidedBy().keyword() + " search says "
                                    + (wanted ? "allowed" : "forbidden") + " (on the pinned encoding)",
                            "the membership check says " + (wanted ? "forbidden" : "allowed"),
                            predicted.statistics())));
                }
                if (verdict instanceof MembershipResult.Allowed allowed) {
                    Optional<String> invalid = new IndependentChecker().confirm(predicted.history(), allowed.witness());
                    if (invalid.isPresent()) {
                        return Optional.of(new Prediction.Disagreement(new SynthesisResult.Disagreement(
                                predicted.history(), level, "the membership check reports the witness "
                                        + allowed.witness().relations(),
                                "evaluating that witness: " + invalid.get(),
                                predicted.statistics())));
                    }
                    witnesses.add(allowed.witness());
                } else if (verdict instanceof MembershipResult.Disallowed forbidden) {
                    predicted = noted(predicted, level.name() + " forbids it: " + forbidden.reason());
                }
            }
            return Optional.of(new Prediction.Predicted(predicted.history(), predicted.changes(), predicted.cuts(),
                    witnesses, predicted.decidedBy(), predicted.statistics()));
        }

        /** A fast prediction with its cycle as a note; a disagreement if plain Java finds no cycle. */
        private Prediction explained(Prediction prediction) {
            if (!(prediction instanceof Prediction.Predicted p)) {
                return prediction;
            }
            Optional<List<MustOrder.Edge>> cycle = MustOrder.cycle(p.history());
            if (cycle.isEmpty()) {
                return new Prediction.Disagreement(new SynthesisResult.Disagreement(p.history(), strict.get(0),
                        "the fast search says its must-order is cyclic",
                        "the must-order computed in plain Java is acyclic", p.statistics()));
            }
            return noted(p, "must-order cycle: " + MustOrder.describe(cycle.get()));
        }
    }

    private static Prediction.Predicted noted(Prediction.Predicted p, String note) {
        return new Prediction.Predicted(p.history(), p.changes(), p.cuts(), p.witnesses(), p.decidedBy(),
                p.statistics().withNotes(List.of(note)));
    }

    private static String names(List<Level> levels) {
        return String.join(", ", levels.stream().map(Level::name).toList());
    }
}
