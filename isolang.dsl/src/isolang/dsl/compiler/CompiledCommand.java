// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.compiler;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import isolang.solver.history.History;
import isolang.solver.predict.Boundary;
import isolang.solver.predict.PredictionMode;
import isolang.solver.predict.Predictor;
import isolang.solver.spec.Level;
import isolang.solver.spec.Problem;
import isolang.solver.spec.Scope;
import isolang.solver.spec.SourceRef;

/**
 * A command of a file, lowered to the engine's terms. Every command has a name (written, or
 * {@code kind@line}), the location of its text and, if the file states one, the expected
 * outcome.
 */
public sealed interface CompiledCommand {

    /** The command's name. */
    String name();

    /** Where the command is written. */
    SourceRef source();

    /** The scope the command searches; empty for membership checks, which search none. */
    Optional<Scope> searchScope();

    /**
     * This command searching {@code scope} instead (e.g. after a scope override on the command
     * line); a membership check, which searches no scope, is returned as it is.
     */
    CompiledCommand withScope(Scope scope);

    /**
     * The compiled standard levels by short name ({@code biswas.SER}, …), for commands whose
     * results the history checker decides again (a recorded history, a protocol's history);
     * empty for the others.
     */
    default Map<String, Level> standard() {
        return Map.of();
    }

    /**
     * {@code check premise implies conclusion}: refuted by a history allowed by the premise and
     * disallowed by the conclusion.
     *
     * @param name the command's name
     * @param source where it is written
     * @param premise the stronger level
     * @param conclusion the weaker level
     * @param scope the scope to search
     * @param expected {@link Expected#HOLDS} or {@link Expected#FAILS}, if stated
     * @param standard the standard levels, if the premise is a protocol's (see {@link CompiledCommand#standard()})
     */
    record Implication(String name, SourceRef source, Level premise, Level conclusion, Scope scope,
            Optional<Expected> expected, Map<String, Level> standard) implements CompiledCommand {
        /** Checks that nothing is missing and freezes the standard levels. */
        public Implication {
            Objects.requireNonNull(premise, "premise");
            Objects.requireNonNull(conclusion, "conclusion");
            Objects.requireNonNull(scope, "scope");
            standard = Map.copyOf(standard);
        }

        /** An implication without standard levels. */
        public Implication(String name, SourceRef source, Level premise, Level conclusion, Scope scope,
                Optional<Expected> expected) {
            this(name, source, premise, conclusion, scope, expected, Map.of());
        }

        /** The synthesis problem whose solutions refute the implication. */
        public Problem counterexample() {
            return Problem.separating(premise, conclusion, scope);
        }

        @Override
        public Optional<Scope> searchScope() {
            return Optional.of(scope);
        }

        @Override
        public Implication withScope(Scope other) {
            return new Implication(name, source, premise, conclusion, other, expected, standard);
        }
    }

    /**
     * {@code check left equivalent right}: two implications.
     *
     * @param name the command's name
     * @param source where it is written
     * @param left one level
     * @param right the other level
     * @param scope the scope to search
     * @param expected {@link Expected#EQUIVALENT} or {@link Expected#DISTINCT}, if stated
     */
    record Equivalence(String name, SourceRef source, Level left, Level right, Scope scope,
            Optional<Expected> expected) implements CompiledCommand {
        /** Checks that nothing is missing. */
        public Equivalence {
            Objects.requireNonNull(left, "left");
            Objects.requireNonNull(right, "right");
            Objects.requireNonNull(scope, "scope");
        }

        @Override
        public Optional<Scope> searchScope() {
            return Optional.of(scope);
        }

        @Override
        public Equivalence withScope(Scope other) {
            return new Equivalence(name, source, left, right, other, expected);
        }
    }

    /**
     * {@code synthesize { allowed } not { forbidden }}.
     *
     * @param name the command's name
     * @param source where it is written
     * @param problem the synthesis problem
     * @param expected {@link Expected#FOUND} or {@link Expected#NONE}, if stated
     * @param standard the standard levels, if an allowed level is a protocol's (see {@link CompiledCommand#standard()})
     */
    record Synthesis(String name, SourceRef source, Problem problem, Optional<Expected> expected,
            Map<String, Level> standard) implements CompiledCommand {
        /** Checks that nothing is missing and freezes the standard levels. */
        public Synthesis {
            Objects.requireNonNull(problem, "problem");
            standard = Map.copyOf(standard);
        }

        /** A synthesis without standard levels. */
        public Synthesis(String name, SourceRef source, Problem problem, Optional<Expected> expected) {
            this(name, source, problem, expected, Map.of());
        }

        @Override
        public Optional<Scope> searchScope() {
            return Optional.of(problem.scope());
        }

        @Override
        public Synthesis withScope(Scope other) {
            return new Synthesis(name, source, problem.withScope(other), expected, standard);
        }
    }

    /**
     * {@code lattice { levels }}: the implication order among the levels.
     *
     * @param name the command's name
     * @param source where it is written
     * @param levels the levels, in the written order
     * @param scope the scope to search
     * @param expected the stated orderings (empty if none)
     */
    record Lattice(String name, SourceRef source, List<Level> levels, Scope scope, List<Ordering> expected)
            implements CompiledCommand {
        /** Freezes the lists. */
        public Lattice {
            levels = List.copyOf(levels);
            Objects.requireNonNull(scope, "scope");
            expected = List.copyOf(expected);
        }

        @Override
        public Optional<Scope> searchScope() {
            return Optional.of(scope);
        }

        @Override
        public Lattice withScope(Scope other) {
            return new Lattice(name, source, levels, other, expected);
        }
    }

    /**
     * One stated relation of a lattice expectation: {@code stronger < weaker} (strict: the
     * stronger level implies the weaker one, not conversely) or {@code stronger = weaker}.
     *
     * @param stronger the level on the left
     * @param weaker the level on the right
     * @param strict whether the relation is {@code <} rather than {@code =}
     */
    record Ordering(Level stronger, Level weaker, boolean strict) {
    }

    /**
     * {@code check history allowed by level}.
     *
     * @param name the command's name
     * @param source where it is written
     * @param history the literal history
     * @param level the level
     * @param expected {@link Expected#YES} or {@link Expected#NO}, if stated
     */
    record Membership(String name, SourceRef source, History history, Level level, Optional<Expected> expected)
            implements CompiledCommand {
        /** Checks that nothing is missing. */
        public Membership {
            Objects.requireNonNull(history, "history");
            Objects.requireNonNull(level, "level");
        }

        @Override
        public Optional<Scope> searchScope() {
            return Optional.empty();
        }

        @Override
        public Membership withScope(Scope other) {
            return this;
        }
    }

    /**
     * {@code predict observed under permissive not strict boundary b}: a variation of the observed
     * history (only the write each read observes changes, cut at the boundary) that the
     * permissive levels allow and the strict levels forbid. It searches the history's variations,
     * no scope.
     *
     * @param name the command's name
     * @param source where it is written
     * @param observed the observed history
     * @param permissive the levels the prediction must be allowed by
     * @param strict the levels the prediction must be forbidden by
     * @param boundary the prediction boundary
     * @param expected {@link Expected#FOUND} or {@link Expected#NONE}, if stated
     * @param mode fast, exact, or fast with exact as the fall-back
     * @param maxTransactions how many transactions of a larger run are searched (its beginning)
     * @param standard the standard library's levels by short name, so that a level defined as a
     *     standard one (also restated) is recognized: a larger run is searched by windows only when
     *     every level is one (see {@link Predictor#knowing})
     */
    record Prediction(String name, SourceRef source, History observed, List<Level> permissive, List<Level> strict,
            Boundary boundary, Optional<Expected> expected, PredictionMode mode, int maxTransactions,
            Map<String, Level> standard) implements CompiledCommand {
        /** Checks that nothing is missing and freezes the lists. */
        public Prediction {
            standard = Map.copyOf(standard);
            Objects.requireNonNull(observed, "observed");
            permissive = List.copyOf(permissive);
            strict = List.copyOf(strict);
            Objects.requireNonNull(boundary, "boundary");
            Objects.requireNonNull(mode, "mode");
            if (maxTransactions < 1) {
                throw new IllegalArgumentException("at least one transaction is searched, not " + maxTransactions);
            }
        }

        /** A prediction that recognizes no level as a standard one. */
        public Prediction(String name, SourceRef source, History observed, List<Level> permissive, List<Level> strict,
                Boundary boundary, Optional<Expected> expected, PredictionMode mode, int maxTransactions) {
            this(name, source, observed, permissive, strict, boundary, expected, mode, maxTransactions, Map.of());
        }

        /** A prediction searching at most {@link Predictor#MAX_TRANSACTIONS} transactions of the run. */
        public Prediction(String name, SourceRef source, History observed, List<Level> permissive, List<Level> strict,
                Boundary boundary, Optional<Expected> expected, PredictionMode mode) {
            this(name, source, observed, permissive, strict, boundary, expected, mode, Predictor.MAX_TRANSACTIONS);
        }

        /** A prediction in the default mode: fast first, exact as the fall-back. */
        public Prediction(String name, SourceRef source, History observed, List<Level> permissive, List<Level> strict,
                Boundary boundary, Optional<Expected> expected) {
            this(name, source, observed, permissive, strict, boundary, expected, PredictionMode.AUTO);
        }

        @Override
        public Optional<Scope> searchScope() {
            return Optional.empty();
        }

        @Override
        public Prediction withScope(Scope other) {
            return this;
        }
    }

    /**
     * {@code check history "FILE" allowed by level}: a recorded history, read from a file in any
     * format the history checker reads, checked against a level by the checker of
     * {@code isolang history check}.
     *
     * @param name the command's name
     * @param source where it is written
     * @param file the history file (or dbcop/Cobra directory), resolved against the specification's directory
     * @param written the path as written, for messages
     * @param level the level
     * @param standard the standard library's levels by short name, so that the checker recognizes a
     *     standard level (also restated) and picks its specialised algorithm
     * @param expected {@link Expected#YES} or {@link Expected#NO}, if stated
     */
    record RecordedCheck(String name, SourceRef source, Path file, String written, Level level,
            Map<String, Level> standard, Optional<Expected> expected) implements CompiledCommand {
        /** Checks that nothing is missing and freezes the map. */
        public RecordedCheck {
            Objects.requireNonNull(file, "file");
            Objects.requireNonNull(level, "level");
            standard = Map.copyOf(standard);
        }

        @Override
        public Optional<Scope> searchScope() {
            return Optional.empty();
        }

        @Override
        public RecordedCheck withScope(Scope other) {
            return this;
        }
    }
}
