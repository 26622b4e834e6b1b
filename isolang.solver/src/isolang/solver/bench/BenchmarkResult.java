// SPDX-License-Identifier: EPL-2.0
package isolang.solver.bench;

/**
 * The outcome of one benchmark cell: a problem at a number of transactions under one
 * configuration.
 *
 * @param problem the problem's id
 * @param configuration the configuration's name
 * @param transactions the number of transactions of the scope
 * @param status {@code FOUND}, {@code NONE}, {@code TIMEOUT}, {@code SKIPPED} (an easier scope
 *        timed out), {@code ERROR}, or {@code DISAGREEMENT}
 * @param millis wall-clock milliseconds of the synthesis call (0 if not run)
 * @param rounds CEGIS rounds
 * @param candidates candidate histories
 * @param counterexamples learned counterexamples (seeded and generalized ones included)
 * @param clauses clauses of the largest candidate SAT problem
 * @param check for a found history: {@code verified} if the independent checker confirms it
 *        (on the history, or if enumerating its witnesses takes too long, on its minimized form),
 *        {@code sat-checked} if enumeration refuses the minimized form too and the SAT membership
 *        check on the concrete history confirms it, {@code REFUTED} if a check contradicts it,
 *        {@code unchecked} if no check answered in time; for NONE: {@code ok} if
 *        the problem is known to be UNSAT, {@code small-scope} for a SAT problem below 4
 *        transactions (some anomalies need 4), {@code WRONG} otherwise; else empty
 */
public record BenchmarkResult(String problem, String configuration, int transactions, String status, long millis,
        int rounds, int candidates, int counterexamples, long clauses, String check) {

    /** The cell as one tab-separated line (the worker protocol). */
    public String toLine() {
        return String.join("\t", problem, configuration, Integer.toString(transactions), status,
                Long.toString(millis), Integer.toString(rounds), Integer.toString(candidates),
                Integer.toString(counterexamples), Long.toString(clauses), check.isEmpty() ? "-" : check);
    }

    /** Parses {@link #toLine()}. */
    public static BenchmarkResult parse(String line) {
        String[] f = line.split("\t", -1);
        if (f.length != 10) {
            throw new IllegalArgumentException("not a benchmark result: " + line);
        }
        return new BenchmarkResult(f[0], f[1], Integer.parseInt(f[2]), f[3], Long.parseLong(f[4]),
                Integer.parseInt(f[5]), Integer.parseInt(f[6]), Integer.parseInt(f[7]), Long.parseLong(f[8]),
                f[9].equals("-") ? "" : f[9]);
    }

    /** A cell that was not run or did not answer in time. */
    public static BenchmarkResult without(String problem, String configuration, int transactions, String status,
            long millis) {
        return new BenchmarkResult(problem, configuration, transactions, status, millis, 0, 0, 0, 0, "");
    }

    /** Whether the engine answered (found a history or proved there is none). */
    public boolean answered() {
        return status.equals("FOUND") || status.equals("NONE");
    }
}
