// SPDX-License-Identifier: EPL-2.0
package isolang.solver.cegis;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import isolang.solver.CancellationToken;
import isolang.solver.CegisListener;
import isolang.solver.CegisPhase;
import isolang.solver.Optimization;
import isolang.solver.Statistics;
import isolang.solver.UnknownReason;
import isolang.solver.sat.SolveClock;

/**
 * The mutable state of one synthesis call: listener, cancellation, deadline and the counters
 * that become its {@link Statistics}.
 */
public final class RunContext {

    private final CegisListener listener;
    private final CancellationToken token;
    private final long deadline;
    private final Map<CegisPhase, Long> nanos = new EnumMap<>(CegisPhase.class);
    private final Map<CegisPhase, Long> satNanos = new EnumMap<>(CegisPhase.class);
    private final Map<CegisPhase, Long> translationNanos = new EnumMap<>(CegisPhase.class);
    private CegisPhase phase = CegisPhase.PREPARE;
    private long phaseStart = System.nanoTime();
    private SolveClock clock;
    private SolveClock.Reading phaseStartReading = new SolveClock.Reading(0, 0);
    int rounds;
    int candidates;
    int counterexamples;
    long variables;
    long clauses;
    int shortcutLevels;
    int translations;
    private final Set<Optimization> applied = EnumSet.noneOf(Optimization.class);

    /** A context whose deadline is {@code deadlineNanos} in {@link System#nanoTime()} terms. */
    public RunContext(CegisListener listener, CancellationToken token, long deadlineNanos) {
        this.listener = listener;
        this.token = token;
        this.deadline = deadlineNanos;
    }

    /** The token that cancels the call. */
    public CancellationToken token() {
        return token;
    }

    /** The listener. */
    public CegisListener listener() {
        return listener;
    }

    /**
     * Times the SAT searches and Kodkod translations of each phase from now on with
     * {@code solves}, the clock of the call's SAT factory (all of the call's threads).
     */
    public void timeSolvesBy(SolveClock solves) {
        clock = solves;
        phaseStartReading = solves.read();
    }

    /** Switches to a phase, accounting the time of the previous one. */
    public void enter(CegisPhase next, int round) {
        long now = System.nanoTime();
        nanos.merge(phase, now - phaseStart, Long::sum);
        if (clock != null) {
            SolveClock.Reading reading = clock.read();
            accountSolves(satNanos, translationNanos, reading);
            phaseStartReading = reading;
        }
        phase = next;
        phaseStart = now;
        listener.phase(next, round);
    }

    /** Adds the solve times since the current phase began, up to {@code reading}, to the current phase. */
    private void accountSolves(Map<CegisPhase, Long> sat, Map<CegisPhase, Long> translation,
            SolveClock.Reading reading) {
        sat.merge(phase, reading.satNanos() - phaseStartReading.satNanos(), Long::sum);
        translation.merge(phase, reading.translationNanos() - phaseStartReading.translationNanos(), Long::sum);
    }

    /** Records that an optimization took effect. */
    void applied(Optimization optimization) {
        applied.add(optimization);
    }

    /** Records the size of a translated SAT problem. */
    void translated(int round, long vars, long clauseCount) {
        variables = Math.max(variables, vars);
        clauses = Math.max(clauses, clauseCount);
        listener.translated(phase, round, vars, clauseCount);
    }

    /**
     * Adds the translations of searches run in {@code other} (a context of their own, so that
     * their phases and rounds stay apart) to this context's count.
     */
    public void countTranslationsOf(RunContext other) {
        translations += other.translations;
        other.translations = 0;
    }

    /**
     * Adds the counters of a search run in {@code other} (a context of its own, on another
     * thread) whose answer this call uses: rounds, candidates, counterexamples, translations and
     * shortcut levels add up, the largest SAT problem is kept, the optimizations that took effect
     * join. Its phase times are not added: this context's own clock ran while it waited for the
     * search.
     */
    public void absorb(RunContext other) {
        rounds += other.rounds;
        candidates += other.candidates;
        counterexamples += other.counterexamples;
        translations += other.translations;
        shortcutLevels += other.shortcutLevels;
        variables = Math.max(variables, other.variables);
        clauses = Math.max(clauses, other.clauses);
        applied.addAll(other.applied);
    }

    /** Why the call must stop now, if it must. */
    public UnknownReason stopReason() {
        if (token.isCancelled()) {
            return UnknownReason.CANCELLED;
        }
        return System.nanoTime() - deadline > 0 ? UnknownReason.TIMEOUT : null;
    }

    /** The statistics so far, the current phase's time included. */
    public Statistics statistics() {
        Map<CegisPhase, Long> copy = new EnumMap<>(nanos);
        copy.merge(phase, System.nanoTime() - phaseStart, Long::sum);
        Map<CegisPhase, Long> sat = new EnumMap<>(satNanos);
        Map<CegisPhase, Long> translation = new EnumMap<>(translationNanos);
        if (clock != null) {
            accountSolves(sat, translation, clock.read());
        }
        return new Statistics(toMillis(copy), rounds, candidates, counterexamples, variables, clauses, shortcutLevels,
                translations, applied, List.of(), toMillis(sat), toMillis(translation));
    }

    private static Map<CegisPhase, Long> toMillis(Map<CegisPhase, Long> byPhase) {
        Map<CegisPhase, Long> result = new EnumMap<>(CegisPhase.class);
        byPhase.forEach((p, n) -> result.put(p, n / 1_000_000));
        return result;
    }
}
