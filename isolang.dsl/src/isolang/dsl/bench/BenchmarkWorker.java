// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.bench;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
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

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;

import com.google.inject.Injector;

import isolang.dsl.IsolangStandaloneSetup;
import isolang.dsl.compiler.Compilation;
import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.compiler.SpecCompiler;
import isolang.dsl.run.CommandResult;
import isolang.dsl.run.CommandRunner;
import isolang.solver.AbstractCegisListener;
import isolang.solver.CancellationToken;
import isolang.solver.Statistics;
import isolang.solver.SynthesisResult;
import isolang.solver.check.IndependentChecker;
import isolang.solver.check.IndependentVerdict;
import isolang.solver.check.MembershipChecker;
import isolang.solver.history.History;
import isolang.solver.minimize.HistoryMinimizer;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;

/**
 * The worker process of the benchmark: reads cells (problem, library, configuration,
 * transactions, objects, values, timeout in seconds; tab-separated) from standard input,
 * compiles each cell's spec file and runs its command with the compiler's
 * {@link CommandRunner}, as the CLI does, and answers each with a line {@code @@} +
 * {@link BenchmarkResult#toLine()} on standard output. After a cell without answer it exits,
 * since a SAT call may still be running; the parent starts a fresh worker.
 */
public final class BenchmarkWorker {

    /** The prefix of result lines on standard output. */
    public static final String PREFIX = "@@";

    private static final long DIRECT_CHECK_SECONDS = 3;
    private static final long CHECK_SECONDS = 30;
    private static final String VERIFIED = "verified";
    private static final String SAT_CHECKED = "sat-checked";
    private static final String UNCHECKED = "unchecked";
    private static final String REFUTED = "REFUTED";

    private final Map<String, BenchmarkProblem> problems = BenchmarkProblem.paperSuite().stream()
            .collect(Collectors.toMap(BenchmarkProblem::id, Function.identity()));
    private final Map<String, BenchmarkConfiguration> configurations = BenchmarkConfiguration.all();
    private final Injector injector = new IsolangStandaloneSetup().createInjectorAndDoEMFRegistration();
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
            BenchmarkResult result = worker.run(worker.cell(line.split("\t")));
            out.println(PREFIX + result.toLine());
            if (!result.answered()) {
                break;
            }
        }
        System.exit(0);
    }

    /** The protocol line of a cell. */
    static String line(BenchmarkResult.Cell cell) {
        return String.join("\t", cell.problem().id(), cell.library().key(), cell.configuration().name(),
                Integer.toString(cell.transactions()), Integer.toString(cell.objects()),
                Integer.toString(cell.values()),
                Long.toString(cell.timeoutSeconds()));
    }

    private BenchmarkResult.Cell cell(String[] f) {
        BenchmarkProblem problem = problems.get(f[0]);
        BenchmarkConfiguration configuration = configurations.get(f[2]);
        if (problem == null || configuration == null) {
            throw new IllegalArgumentException("unknown problem or configuration: " + f[0] + " " + f[2]);
        }
        return new BenchmarkResult.Cell(problem, LevelLibrary.of(f[1]), configuration, Integer.parseInt(f[3]),
                Integer.parseInt(f[4]), Integer.parseInt(f[5]), Long.parseLong(f[6]));
    }

    /**
     * Loads and compiles the code paths (both frameworks and libraries, found and none, shortcut
     * and loop) on small problems, twice, so that the first cells are timed warm as well.
     */
    private void warmUp() {
        for (int transactions = 3; transactions <= 4; transactions++) {
            for (String id : List.of("edge:RA_B-CC_C", "edge:PC_B-SI_B", "edge:CC_C-PC_C", "equiv:SI_B-SI_C",
                    "equiv:SI_C-SI_B", "read-only:SI_B-SER_B")) {
                for (LevelLibrary library : LevelLibrary.values()) {
                    run(new BenchmarkResult.Cell(problems.get(id), library,
                            configurations.get(BenchmarkConfiguration.DEFAULT), transactions, 3, 3, 60));
                }
            }
        }
    }

    BenchmarkResult run(BenchmarkResult.Cell cell) {
        CompiledCommand command = compile(cell);
        CommandRunner runner = new CommandRunner(cell.configuration().options()
                .withTimeout(Duration.ofSeconds(cell.timeoutSeconds())), new AbstractCegisListener());
        long start = System.nanoTime();
        CommandResult commandResult;
        try {
            commandResult = runner.run(command);
        } catch (RuntimeException e) {
            return BenchmarkResult.without(cell, "ERROR", (System.nanoTime() - start) / 1_000_000);
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        SynthesisResult result = commandResult.syntheses().get(0);
        Problem problem = commandResult.problems().get(0);
        String status;
        String check = "";
        if (result instanceof SynthesisResult.Found found) {
            status = "FOUND";
            check = check(problem, found.history());
        } else if (result instanceof SynthesisResult.NoneWithinScope) {
            status = "NONE";
            check = BenchmarkResult.noneCheck(cell.problem(), cell.transactions());
        } else if (result instanceof SynthesisResult.Unknown) {
            status = "TIMEOUT";
        } else {
            status = "DISAGREEMENT";
        }
        Statistics s = result.statistics();
        return new BenchmarkResult(cell.problem().id(), cell.library().key(), cell.configuration().name(),
                cell.transactions(), status, 0, 0, millis, BenchmarkResult.Phases.synthesisOnly(millis), s.rounds(),
                s.candidates(), s.counterexamples(), check, "");
    }

    private CompiledCommand compile(BenchmarkResult.Cell cell) {
        XtextResourceSet resources = injector.getInstance(XtextResourceSet.class);
        XtextResource resource = (XtextResource) resources.createResource(URI.createURI("bench:/cell.isol"));
        try {
            resource.load(new ByteArrayInputStream(cell.spec().getBytes(StandardCharsets.UTF_8)), null);
        } catch (IOException e) {
            throw new IllegalStateException("cannot load a cell's spec", e);
        }
        Compilation compilation = injector.getInstance(SpecCompiler.class).compile(resource);
        if (compilation instanceof Compilation.Compiled compiled) {
            return compiled.model().commands().get(0);
        }
        throw new IllegalStateException("the spec of " + cell.series() + " does not compile: " + compilation.issues());
    }

    /**
     * Re-verifies a found history: by enumeration on the history itself if that fits in the
     * budget, else on its minimized form (still a solution, shrunk by SAT membership checks); if
     * enumeration refuses even that, by the SAT membership check on the concrete history, which
     * shares the level formulas but none of the synthesis (symbolic encoding, CEGIS, seeds, hints,
     * anchoring).
     */
    private String check(Problem problem, History history) {
        String direct = check(problem, history, DIRECT_CHECK_SECONDS);
        if (!direct.equals(UNCHECKED)) {
            return direct;
        }
        HistoryMinimizer minimizer = new HistoryMinimizer(new MembershipChecker());
        History minimized = minimizer.minimize(history, problem.allowed(), problem.forbidden(),
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

    private String check(Problem problem, History history, long seconds) {
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
