// SPDX-License-Identifier: EPL-2.0
package isolang.solver.sat;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import kodkod.ast.Formula;
import kodkod.ast.Relation;
import kodkod.ast.Variable;
import kodkod.engine.Evaluator;
import kodkod.engine.Solution;
import kodkod.engine.Solver;
import kodkod.engine.satlab.SATFactory;
import kodkod.instance.Bounds;
import kodkod.instance.TupleFactory;
import kodkod.instance.Universe;

/**
 * Checks that a SAT solver can be loaded and answers correctly, by solving two small
 * pigeonhole problems through Kodkod: two pigeons in two holes (satisfiable) and three
 * pigeons in two holes (unsatisfiable). Both need real search, so Kodkod cannot answer
 * them during translation without calling the solver.
 *
 * <p>Solvers are found through {@link SATFactory#getAllSolvers()}, which uses the
 * {@link java.util.ServiceLoader} of the pardinus class loader: on a plain class path the
 * {@code isolang.solver.natives} jar contributes MiniSat and Glucose, inside OSGi the same
 * bundle does so as a fragment of {@code org.alloytools.pardinus.core}.
 */
public final class SolverProbe {

    /** Kodkod ids of the solvers isolang needs on every supported platform, fastest first. */
    public static final List<String> REQUIRED_SOLVERS = List.of("glucose", "minisat", "sat4j");

    private SolverProbe() {
    }

    /**
     * Outcome of probing one solver.
     *
     * @param id the Kodkod solver id, e.g. {@code glucose}
     * @param name the solver's display name, or the id when the solver is not registered
     * @param registered whether a {@link SATFactory} with this id was found
     * @param satisfiableCorrect whether the satisfiable problem was answered with a valid instance
     * @param unsatisfiableCorrect whether the unsatisfiable problem was answered as unsatisfiable
     * @param detail empty when both answers are correct, otherwise what went wrong
     * @param millis time spent on both problems, in milliseconds
     */
    public record Result(String id, String name, boolean registered, boolean satisfiableCorrect,
            boolean unsatisfiableCorrect, String detail, long millis) {

        /** Creates a result; {@code id}, {@code name} and {@code detail} must not be null. */
        public Result {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(detail, "detail");
        }

        /** @return whether the solver loaded and answered both problems correctly */
        public boolean ok() {
            return registered && satisfiableCorrect && unsatisfiableCorrect;
        }
    }

    /** @return the results for {@link #REQUIRED_SOLVERS}, in that order */
    public static List<Result> probeRequired() {
        List<Result> results = new ArrayList<>();
        for (String id : REQUIRED_SOLVERS) {
            results.add(probe(id));
        }
        return List.copyOf(results);
    }

    /**
     * Finds a registered solver factory by its Kodkod id, whether or not it can be loaded.
     *
     * @param id a Kodkod solver id such as {@code sat4j}, {@code minisat} or {@code glucose}
     * @return the factory, or empty if no factory with that id is registered
     */
    public static Optional<SATFactory> find(String id) {
        return SATFactory.getAllSolvers().stream().filter(f -> f.id().equals(id)).findFirst();
    }

    /**
     * Loads the solver with the given id and lets it solve the satisfiable and the
     * unsatisfiable pigeonhole problem. Never throws for a solver that fails to load.
     *
     * @param id a Kodkod solver id
     * @return what happened
     */
    public static Result probe(String id) {
        long start = System.nanoTime();
        Optional<SATFactory> found = find(id);
        if (found.isEmpty()) {
            return new Result(id, id, false, false, false, "not registered with Kodkod", 0);
        }
        SATFactory factory = found.get();
        boolean sat = false;
        boolean unsat = false;
        String detail;
        try {
            if (!factory.isPresent()) {
                detail = "cannot be loaded on this platform";
            } else {
                Solution two = solve(factory, 2);
                sat = two.outcome() == Solution.Outcome.SATISFIABLE && isPigeonholeModel(two, 2);
                Solution three = solve(factory, 3);
                unsat = three.outcome() == Solution.Outcome.UNSATISFIABLE;
                detail = sat && unsat ? ""
                        : "wrong answers: 2 pigeons " + two.outcome() + ", 3 pigeons " + three.outcome();
            }
        } catch (RuntimeException | LinkageError e) {
            detail = e.toString();
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        return new Result(id, factory.name(), true, sat, unsat, detail, millis);
    }

    private static final Relation PIGEON = Relation.unary("Pigeon");
    private static final Relation HOLE = Relation.unary("Hole");
    private static final Relation NEST = Relation.binary("nest");

    /** Every pigeon sits in exactly one hole and no hole holds two pigeons. */
    private static Formula pigeonhole() {
        Variable p = Variable.unary("p");
        Variable h = Variable.unary("h");
        Formula function = p.join(NEST).one().forAll(p.oneOf(PIGEON));
        Formula injective = NEST.join(h).lone().forAll(h.oneOf(HOLE));
        return NEST.in(PIGEON.product(HOLE)).and(function).and(injective);
    }

    private static Bounds bounds(int pigeons) {
        List<String> atoms = new ArrayList<>();
        for (int i = 0; i < pigeons; i++) {
            atoms.add("P" + i);
        }
        atoms.add("H0");
        atoms.add("H1");
        Universe universe = new Universe(atoms);
        TupleFactory tuples = universe.factory();
        Bounds bounds = new Bounds(universe);
        bounds.boundExactly(PIGEON, tuples.range(tuples.tuple("P0"), tuples.tuple("P" + (pigeons - 1))));
        bounds.boundExactly(HOLE, tuples.range(tuples.tuple("H0"), tuples.tuple("H1")));
        bounds.bound(NEST, bounds.upperBound(PIGEON).product(bounds.upperBound(HOLE)));
        return bounds;
    }

    private static Solution solve(SATFactory factory, int pigeons) {
        Solver solver = new Solver();
        solver.options().setSolver(factory);
        solver.options().setSymmetryBreaking(0);
        return solver.solve(pigeonhole(), bounds(pigeons));
    }

    private static boolean isPigeonholeModel(Solution solution, int pigeons) {
        Evaluator evaluator = new Evaluator(solution.instance());
        return evaluator.evaluate(pigeonhole())
                && evaluator.evaluate(NEST).size() == pigeons;
    }
}
