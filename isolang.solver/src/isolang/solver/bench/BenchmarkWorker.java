// SPDX-License-Identifier: EPL-2.0
package isolang.solver.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;

import isolang.solver.AbstractCegisListener;
import isolang.solver.CancellationToken;
import isolang.solver.IsolationAnalyzer;
import isolang.solver.Statistics;
import isolang.solver.SynthesisResult;
import isolang.solver.check.IndependentChecker;
import isolang.solver.check.IndependentVerdict;
import isolang.solver.check.MembershipChecker;
import isolang.solver.history.History;
import isolang.solver.minimize.HistoryMinimizer;
import isolang.solver.spec.Level;

/**
 * The worker process of the benchmark: reads cells (problem id, configuration, transactions,
 * objects, values, timeout in seconds; tab-separated) from standard input and answers each
 * with a line {@code @@} + {@link BenchmarkResult#toLine()} on standard output, where native
 * solvers may also print. After a cell without answer it exits, since a SAT call may still be
 * running; the parent starts a fresh worker.
 */
public final class BenchmarkWorker {

    /** The prefix of result lines on standard output. */
    public static final String PREFIX = "@@";

    private final Map<String, BenchmarkProblem> problems = BenchmarkProblem.paperSuite().stream()
            .collect(Collectors.toMap(BenchmarkProblem::id, Function.identity()));
    private final Map<String, BenchmarkConfiguration> configurations = BenchmarkConfiguration.all();
    private static final long DIRECT_CHECK_SECONDS = 3;
    private static final long CHECK_SECONDS = 30;
    private static final String VERIFIED = "verified";
    private static final String SAT_CHECKED = "sat-checked";
    private static final String UNCHECKED = "unchecked";
    private static final String REFUTED = "REFUTED";

    private final IndependentChecker checker = new IndependentChecker();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "benchmark-check-budget");
        t.setDaemon(true);
        return t;
    });

    private BenchmarkWorker() {
    }

    /** Serves cells until standard input ends or a cell is left unanswered. */
    public static void main(String[] args) throws IOException {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        BenchmarkWorker worker = new BenchmarkWorker();
        worker.warmUp();
        out.println(PREFIX + "ready");
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            String[] f = line.split("\t");
            BenchmarkResult result = worker.run(f[0], f[1], Integer.parseInt(f[2]), Integer.parseInt(f[3]),
                    Integer.parseInt(f[4]), Duration.ofSeconds(Long.parseLong(f[5])));
            out.println(PREFIX + result.toLine());
            if (!result.answered()) {
                break;
            }
        }
        System.exit(0);
    }

    /**
     * Loads and compiles the engine's code paths (both frameworks, found and none, shortcut and
     * loop) on small problems, twice, so that the first cells are timed warm as well.
     */
    private void warmUp() {
        for (int transactions = 3; transactions <= 4; transactions++) {
            for (String id : List.of("edge:RA_B-CC_C", "edge:PC_B-SI_B", "edge:CC_C-PC_C", "equiv:SI_B-SI_C",
                    "equiv:SI_C-SI_B", "read-only:SI_B-SER_B")) {
                run(id, "default", transactions, 3, 3, Duration.ofSeconds(60));
            }
        }
    }

    BenchmarkResult run(String problemId, String configurationName, int transactions, int objects, int values,
            Duration timeout) {
        BenchmarkProblem problem = problems.get(problemId);
        BenchmarkConfiguration configuration = configurations.get(configurationName);
        if (problem == null || configuration == null) {
            throw new IllegalArgumentException("unknown problem or configuration: " + problemId + " "
                    + configurationName);
        }
        IsolationAnalyzer analyzer = new IsolationAnalyzer(configuration.options().withTimeout(timeout),
                new AbstractCegisListener());
        long start = System.nanoTime();
        SynthesisResult result;
        try {
            result = analyzer.synthesize(problem.at(transactions, objects, values));
        } catch (RuntimeException e) {
            return BenchmarkResult.without(problemId, configurationName, transactions, "ERROR",
                    (System.nanoTime() - start) / 1_000_000);
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        String status;
        String check = "";
        if (result instanceof SynthesisResult.Found found) {
            status = "FOUND";
            check = check(problem, found);
        } else if (result instanceof SynthesisResult.NoneWithinScope) {
            status = "NONE";
            check = !problem.satisfiable() ? "ok" : transactions >= 4 ? "WRONG" : "small-scope";
        } else if (result instanceof SynthesisResult.Unknown) {
            status = "TIMEOUT";
        } else {
            status = "DISAGREEMENT";
        }
        Statistics s = result.statistics();
        return new BenchmarkResult(problemId, configurationName, transactions, status, millis, s.rounds(),
                s.candidates(), s.counterexamples(), s.clauses(), check);
    }

    /**
     * Re-verifies a found history: by enumeration on the history itself if that fits in the
     * budget, else on its minimized form (still a solution, shrunk by SAT membership checks); if
     * enumeration refuses even that, by the SAT membership check on the concrete history, which
     * shares the level formulas but none of the synthesis (symbolic encoding, CEGIS, seeds, hints,
     * anchoring).
     */
    private String check(BenchmarkProblem problem, SynthesisResult.Found found) {
        String direct = check(problem, found.history(), DIRECT_CHECK_SECONDS);
        if (!direct.equals(UNCHECKED)) {
            return direct;
        }
        HistoryMinimizer minimizer = new HistoryMinimizer(new MembershipChecker());
        History minimized = minimizer.minimize(found.history(), problem.allowed(), problem.forbidden(),
                cancelledAfter(CHECK_SECONDS));
        String small = check(problem, minimized, CHECK_SECONDS);
        if (small.equals(UNCHECKED)) {
            CancellationToken budget = cancelledAfter(CHECK_SECONDS);
            boolean solves = minimizer.solves(minimized, problem.allowed(), problem.forbidden(), budget);
            small = solves ? SAT_CHECKED : budget.isCancelled() ? UNCHECKED : REFUTED;
        }
        return small.equals(VERIFIED) || small.equals(SAT_CHECKED)
                ? small + " (minimized to " + minimized.transactions().size() + " txn)" : small;
    }

    private String check(BenchmarkProblem problem, History history, long seconds) {
        boolean refused = false;
        for (Level level : problem.allowed()) {
            IndependentVerdict verdict = checker.check(history, level, cancelledAfter(seconds));
            if (verdict instanceof IndependentVerdict.Disallowed) {
                return REFUTED;
            }
            refused |= verdict instanceof IndependentVerdict.Refused;
        }
        for (Level level : problem.forbidden()) {
            IndependentVerdict verdict = checker.check(history, level, cancelledAfter(seconds));
            if (verdict instanceof IndependentVerdict.Allowed) {
                return REFUTED;
            }
            refused |= verdict instanceof IndependentVerdict.Refused;
        }
        return refused ? UNCHECKED : VERIFIED;
    }

    private CancellationToken cancelledAfter(long seconds) {
        CancellationToken token = new CancellationToken();
        timer.schedule(token::cancel, seconds, TimeUnit.SECONDS);
        return token;
    }
}
