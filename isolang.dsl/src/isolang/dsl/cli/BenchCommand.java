// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;

import isolang.dsl.bench.Benchmark;

/**
 * {@code isolang bench [options]}: the Isolde paper's benchmark ({@link Benchmark}),
 * which writes {@code docs/benchmarks.md} and {@code docs/benchmarks.tsv} relative to the
 * working directory. It starts {@code isolang} and worker processes with this JVM's flags and
 * class path.
 */
final class BenchCommand {

    private BenchCommand() {
    }

    /**
     * Runs the benchmark with {@code args}; returns only if the arguments are wrong or it fails.
     *
     * @param args the options after {@code bench}
     * @param out where {@code --help} goes
     * @param err where problems go
     * @return the exit code
     */
    static int run(List<String> args, PrintStream out, PrintStream err) {
        if (args.contains("--help") || args.contains("-h")) {
            out.println(Benchmark.USAGE);
            return Main.EXIT_OK;
        }
        try {
            Benchmark.execute(args.toArray(String[]::new));
            return Main.EXIT_OK;
        } catch (IllegalArgumentException e) {
            err.println("isolang: bench: " + e.getMessage());
            return Main.EXIT_USAGE;
        } catch (IOException e) {
            err.println("isolang: bench: " + e.getMessage());
            return Main.EXIT_FAILURE;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("isolang: bench: interrupted");
            return Main.EXIT_FAILURE;
        }
    }
}
