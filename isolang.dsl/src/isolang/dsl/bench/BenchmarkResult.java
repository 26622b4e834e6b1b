// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.bench;

/**
 * The outcome of one benchmark cell: a problem on one level library under one configuration
 * at one scope.
 *
 * @param problem the problem id
 * @param library {@code std} or {@code user} (see {@link LevelLibrary})
 * @param configuration the configuration name
 * @param transactions the scope's transactions
 * @param status {@code FOUND}, {@code NONE}, {@code TIMEOUT}, {@code SKIPPED} (an easier scope
 *        timed out), {@code ERROR}, or {@code DISAGREEMENT}
 * @param processMillis wall-clock milliseconds of the whole {@code isolang} process (CLI cells;
 *        0 for worker cells)
 * @param cpuMillis CPU milliseconds the whole process used, all threads (CLI cells; 0 for worker
 *        cells): unlike wall-clock times, hardly affected by other jobs on the machine
 * @param engineMillis wall-clock milliseconds of the command in the engine (CLI: as its
 *        {@code --json} reports; worker: of the command runner's call)
 * @param phases the command's time per phase; for worker cells only synthesis
 * @param rounds CEGIS rounds
 * @param candidates candidate histories
 * @param counterexamples learned counterexamples (seeded and generalized ones included)
 * @param check for a found history: {@code verified} if re-verified by enumeration,
 *        {@code sat-checked} if enumeration refused it and the SAT membership check confirmed it,
 *        {@code REFUTED} if a check contradicts it, {@code unchecked} if no check answered; for
 *        NONE: {@code ok} if the problem is known to be UNSAT, {@code small-scope} for a SAT
 *        problem below 4 transactions (some anomalies need 4), {@code WRONG} otherwise; else empty
 * @param load the machine's 1-minute load average when the cell ended (the cell's own process
 *        counts about 1 of it), empty where not recorded: with 2 cores, a load above 2 means
 *        other jobs competed for them
 */
public record BenchmarkResult(String problem, String library, String configuration, int transactions, String status,
        long processMillis, long cpuMillis, long engineMillis, Phases phases, int rounds, int candidates,
        int counterexamples, String check, String load) {

    /**
     * Milliseconds per phase of a command.
     *
     * @param synthesis CEGIS and its preparation
     * @param minimization shrinking the found history
     * @param recheck re-verifying it by enumeration
     * @param diagram laying out its diagram
     * @param sat of synthesis, minimization and re-verification, how long a SAT solver searched
     *        ({@code --json}'s {@code satMillis} summed); -1 where not measured
     * @param translation of the same, how long Kodkod translated while no solver searched
     *        ({@code translationMillis} summed); -1 where not measured
     */
    public record Phases(long synthesis, long minimization, long recheck, long diagram, long sat,
            long translation) {

        /** Only synthesis took time; SAT and translation time not measured. */
        static Phases synthesisOnly(long millis) {
            return new Phases(millis, 0, 0, 0, -1, -1);
        }
    }

    /** Fields of a line; results written before SAT time was measured have the last two fewer. */
    private static final int FIELDS = 19;

    /** The cell as one tab-separated line (the results file and the worker protocol). */
    public String toLine() {
        return String.join("\t", problem, library, configuration, Integer.toString(transactions), status,
                Long.toString(processMillis), Long.toString(cpuMillis), Long.toString(engineMillis),
                Long.toString(phases.synthesis()),
                Long.toString(phases.minimization()), Long.toString(phases.recheck()), Long.toString(phases.diagram()),
                Integer.toString(rounds), Integer.toString(candidates), Integer.toString(counterexamples),
                check.isEmpty() ? "-" : check, load.isEmpty() ? "-" : load, Long.toString(phases.sat()),
                Long.toString(phases.translation()));
    }

    /** Parses {@link #toLine()}. */
    public static BenchmarkResult parse(String line) {
        String[] f = line.split("\t", -1);
        if (f.length != FIELDS && f.length != FIELDS - 2) {
            throw new IllegalArgumentException("not a benchmark result: " + line);
        }
        boolean solveTimes = f.length == FIELDS;
        return new BenchmarkResult(f[0], f[1], f[2], Integer.parseInt(f[3]), f[4], Long.parseLong(f[5]),
                Long.parseLong(f[6]), Long.parseLong(f[7]), new Phases(Long.parseLong(f[8]), Long.parseLong(f[9]),
                        Long.parseLong(f[10]), Long.parseLong(f[11]), solveTimes ? Long.parseLong(f[17]) : -1,
                        solveTimes ? Long.parseLong(f[18]) : -1),
                Integer.parseInt(f[12]),
                Integer.parseInt(f[13]), Integer.parseInt(f[14]), f[15].equals("-") ? "" : f[15],
                f[16].equals("-") ? "" : f[16]);
    }

    /** A cell that was not run or did not answer in time. */
    public static BenchmarkResult without(Cell cell, String status, long millis) {
        return new BenchmarkResult(cell.problem().id(), cell.library().key(), cell.configuration().name(),
                cell.transactions(), status, cell.configuration().throughCli() ? millis : 0, 0, millis,
                Phases.synthesisOnly(millis), 0, 0, 0, "", "");
    }

    /** This result with the load average measured when it ended. */
    public BenchmarkResult withLoad(String loadAverage) {
        return new BenchmarkResult(problem, library, configuration, transactions, status, processMillis, cpuMillis,
                engineMillis, phases, rounds, candidates, counterexamples, check, loadAverage);
    }

    /** Whether the engine answered (found a history or proved there is none). */
    public boolean answered() {
        return status.equals("FOUND") || status.equals("NONE");
    }

    /** The verdict on a NONE answer given what the papers say. */
    static String noneCheck(BenchmarkProblem problem, int transactions) {
        return !problem.satisfiable() ? "ok" : transactions >= 4 ? "WRONG" : "small-scope";
    }

    /**
     * One cell to run.
     *
     * @param problem the problem
     * @param library where its levels come from
     * @param configuration how it runs
     * @param transactions the scope's transactions
     * @param objects the scope's objects
     * @param values the scope's values
     * @param timeoutSeconds the time limit
     */
    public record Cell(BenchmarkProblem problem, LevelLibrary library, BenchmarkConfiguration configuration,
            int transactions, int objects, int values, long timeoutSeconds) {

        /** The key that identifies the cell in the results file, apart from the scope. */
        String series() {
            return problem.id() + " " + library.key() + " " + configuration.name();
        }

        /** The spec file of this cell. */
        String spec() {
            return problem.spec(library, transactions, objects, values);
        }
    }
}
