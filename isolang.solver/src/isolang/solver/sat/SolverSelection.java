// SPDX-License-Identifier: EPL-2.0
package isolang.solver.sat;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

import isolang.solver.SatSolverChoice;
import kodkod.engine.satlab.SATFactory;
import kodkod.engine.satlab.SATSolver;

/**
 * Maps the user's {@link SatSolverChoice} to a Kodkod {@link SATFactory}. A native solver that
 * is not registered or cannot create an instance (missing or unloadable library) is replaced
 * by SAT4J, and the caller is warned once per call. Availability is cached per JVM.
 */
public final class SolverSelection {

    private static final Map<SatSolverChoice, Boolean> USABLE = new ConcurrentHashMap<>();

    private SolverSelection() {
    }

    /** The Kodkod id of a choice. */
    public static String id(SatSolverChoice choice) {
        return switch (choice) {
            case GLUCOSE -> "glucose";
            case MINISAT -> "minisat";
            case SAT4J -> "sat4j";
        };
    }

    /** The factory for {@code choice}, or SAT4J after a warning if the choice cannot be used. */
    public static SATFactory resolve(SatSolverChoice choice, Consumer<String> warning) {
        Optional<SATFactory> factory = find(choice);
        if (factory.isPresent()) {
            return factory.get();
        }
        warning.accept("SAT solver " + id(choice) + " cannot be loaded on this platform; using SAT4J instead");
        return find(SatSolverChoice.SAT4J).orElseThrow(() -> new IllegalStateException("SAT4J is not available"));
    }

    private static Optional<SATFactory> find(SatSolverChoice choice) {
        Optional<SATFactory> factory = SATFactory.find(id(choice));
        if (factory.isEmpty()) {
            return factory;
        }
        boolean usable = USABLE.computeIfAbsent(choice, c -> canInstantiate(factory.get()));
        return usable ? factory : Optional.empty();
    }

    private static boolean canInstantiate(SATFactory factory) {
        try {
            SATSolver solver = factory.instance();
            solver.addVariables(1);
            solver.addClause(new int[] {1});
            boolean sat = solver.solve();
            solver.free();
            return sat;
        } catch (RuntimeException | LinkageError e) {
            return false;
        }
    }
}
