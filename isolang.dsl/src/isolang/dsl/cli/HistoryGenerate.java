// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;

import isolang.history.check.Anomaly;
import isolang.history.format.HistoryFiles;
import isolang.history.format.HistoryFormat;
import isolang.history.format.HistoryFormatException;
import isolang.history.generate.AnomalyGadget;
import isolang.history.generate.LevelSimulator;
import isolang.history.generate.LevelSimulator.Semantics;
import isolang.history.generate.LowerBounds;
import isolang.history.generate.Planting;
import isolang.history.model.CompactHistory;
import isolang.history.model.HistoryStatistics;

/**
 * {@code isolang history generate OUT [options]}: writes a history with a known verdict, for tests
 * and benchmarks: valid by construction for a level (a simulated store with the level's
 * semantics), optionally with anomaly gadgets planted, or one of AWDIT's lower-bound histories
 * (which violate the level exactly when their random graph has a triangle). The same options and
 * seed give the same history.
 */
final class HistoryGenerate {

    private HistoryGenerate() {
    }

    /** The options of {@code history generate}. */
    private static final class Options {
        Semantics level = Semantics.SERIALIZABLE;
        int transactions = 1000;
        int sessions = 10;
        int keys = 1000;
        double operations = 10;
        double reads = 0.6;
        double skew = 1.0;
        long seed = 1;
        List<Anomaly> plant = new ArrayList<>();
        String lowerBound;
        int nodes = 100;
        int edges = 1000;
        boolean triangle;
        HistoryFormat to = HistoryFormat.PLUME;
        Path out;
    }

    static int run(List<String> args, PrintStream out) throws UsageException, IOException {
        Options o = parse(args);
        CompactHistory history;
        if (o.lowerBound != null) {
            Random random = new Random(o.seed);
            List<int[]> edges = LowerBounds.triangleFree(o.nodes, o.edges, random);
            if (o.triangle) {
                edges = LowerBounds.withTriangle(o.nodes, edges, random);
            }
            history = o.lowerBound.equals("ra") ? LowerBounds.readAtomic(o.nodes, edges)
                    : LowerBounds.general(o.nodes, edges, o.lowerBound.equals("rc"));
        } else {
            history = new LevelSimulator(o.level, o.sessions, o.transactions, o.keys, o.operations, o.reads, o.skew)
                    .generate(o.seed);
        }
        if (!o.plant.isEmpty()) {
            List<AnomalyGadget> gadgets = new ArrayList<>();
            for (Anomaly anomaly : o.plant) {
                gadgets.add(AnomalyGadget.all().stream().filter(g -> g.anomaly() == anomaly).findFirst().orElseThrow());
            }
            history = Planting.plant(history, gadgets.toArray(new AnomalyGadget[0]));
        }
        try {
            HistoryFiles.write(history, o.out, o.to, "Generated");
        } catch (HistoryFormatException e) {
            throw new UsageException("history generate: " + e.getMessage());
        }
        HistoryStatistics s = HistoryStatistics.of(history);
        out.printf("%s: %,d transactions, %,d sessions, %,d operations, %,d keys%n", o.out, s.transactions(),
                s.sessions(),
                s.operations(), s.keys());
        return Main.EXIT_OK;
    }

    private static Options parse(List<String> args) throws UsageException {
        Options o = new Options();
        List<String> operands = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (!arg.startsWith("--")) {
                operands.add(arg);
                continue;
            }
            if (arg.equals("--triangle")) {
                o.triangle = true;
                continue;
            }
            if (i + 1 >= args.size()) {
                throw new UsageException("history generate: option " + arg + " needs a value");
            }
            String value = args.get(++i);
            switch (arg) {
                case "--level" -> o.level = level(value);
                case "--transactions" -> o.transactions = (int) number(arg, value, 0);
                case "--sessions" -> o.sessions = (int) number(arg, value, 1);
                case "--keys" -> o.keys = (int) number(arg, value, 1);
                case "--operations" -> o.operations = decimal(arg, value, 1);
                case "--reads" -> o.reads = decimal(arg, value, 0);
                case "--skew" -> o.skew = decimal(arg, value, 0);
                case "--seed" -> o.seed = number(arg, value, Long.MIN_VALUE);
                case "--plant" -> o.plant.add(anomaly(value));
                case "--lower-bound" -> o.lowerBound = lowerBound(value);
                case "--nodes" -> o.nodes = (int) number(arg, value, 3);
                case "--edges" -> o.edges = (int) number(arg, value, 0);
                case "--to" -> o.to = HistoryFormat.byId(value).filter(HistoryFormat::writable).orElseThrow(
                        () -> new UsageException("history generate: --to must be one of " + HistoryFormat.ids(true)));
                default -> throw new UsageException("history generate: unknown option '" + arg + "'");
            }
        }
        if (operands.size() != 1) {
            throw new UsageException("history generate: expects one output file, got " + operands.size());
        }
        o.out = Path.of(operands.get(0));
        if (o.reads > 1) {
            throw new UsageException("history generate: --reads is a proportion between 0 and 1");
        }
        return o;
    }

    private static Semantics level(String value) throws UsageException {
        return switch (value.toUpperCase(Locale.ROOT)) {
            case "SER" -> Semantics.SERIALIZABLE;
            case "SI" -> Semantics.SNAPSHOT_ISOLATION;
            case "PC" -> Semantics.PREFIX_CONSISTENCY;
            case "CC" -> Semantics.CAUSAL;
            case "RA" -> Semantics.READ_ATOMIC;
            case "RC" -> Semantics.READ_COMMITTED;
            default -> throw new UsageException("history generate: --level must be SER, SI, PC, CC, RA or RC, not '"
                    + value + "'");
        };
    }

    private static Anomaly anomaly(String value) throws UsageException {
        Optional<AnomalyGadget> gadget = AnomalyGadget.all().stream()
                .filter(g -> g.anomaly().title().replace(' ', '-').equals(value.toLowerCase(Locale.ROOT))).findFirst();
        if (gadget.isEmpty()) {
            throw new UsageException("history generate: --plant must be one of " + String.join(", ", AnomalyGadget.all()
                    .stream().map(g -> g.anomaly().title().replace(' ', '-')).toList()) + ", not '" + value + "'");
        }
        return gadget.get().anomaly();
    }

    private static String lowerBound(String value) throws UsageException {
        if (!List.of("general", "rc", "ra").contains(value)) {
            throw new UsageException("history generate: --lower-bound must be general (a session per transaction),"
                    + " rc (one session) or ra (two sessions), not '" + value + "'");
        }
        return value;
    }

    private static long number(String option, String value, long least) throws UsageException {
        try {
            long n = Long.parseLong(value);
            if (n >= least) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException(
                "history generate: " + option + " needs a whole number of at least " + least + ", not '"
                        + value + "'");
    }

    private static double decimal(String option, String value, double least) throws UsageException {
        try {
            double d = Double.parseDouble(value);
            if (d >= least) {
                return d;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException("history generate: " + option + " needs a number of at least " + least + ", not '"
                + value + "'");
    }
}
