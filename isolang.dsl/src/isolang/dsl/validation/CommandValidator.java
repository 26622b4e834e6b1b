// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.validation;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.validation.Check;

import isolang.dsl.compiler.CommandScopes;
import isolang.dsl.isolang.Chain;
import isolang.dsl.isolang.ChainLink;
import isolang.dsl.isolang.Command;
import isolang.dsl.isolang.Expect;
import isolang.dsl.isolang.HistoryFileCommand;
import isolang.dsl.isolang.IsolangPackage;
import isolang.dsl.isolang.LatticeCommand;
import isolang.dsl.isolang.LevelDecl;
import isolang.dsl.isolang.MembershipCommand;
import isolang.dsl.isolang.Outcome;
import isolang.dsl.isolang.PredictCommand;
import isolang.dsl.isolang.Relation;
import isolang.dsl.isolang.RelationCommand;
import isolang.dsl.isolang.ScopeEntry;
import isolang.dsl.isolang.ScopeSpec;
import isolang.dsl.isolang.SynthesizeCommand;
import isolang.dsl.typing.Dependencies;
import isolang.solver.encode.ScopeEstimate;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.Scope;

/**
 * Checks commands and scopes: expected outcomes fit the command, commands with an expectation
 * state their scope, scopes are well-formed and small enough to encode.
 */
public class CommandValidator extends ComposedValidator {

    /** Above this estimated clause count a scope is reported as slow. */
    static final double SLOW_CLAUSES = 5e7;

    /** The expected outcome is one the command can have. */
    @Check
    public void checkOutcome(RelationCommand command) {
        if (command.getExpect() != null) {
            List<Outcome> allowed = command.getRelation() == Relation.IMPLIES ? List.of(Outcome.HOLDS, Outcome.FAILS)
                    : List.of(Outcome.EQUIVALENT, Outcome.DISTINCT);
            outcome(command.getExpect(), allowed);
        }
        requireScope(command, command.getExpect() != null);
    }

    /** A synthesis names a level and expects found or none. */
    @Check
    public void checkSynthesize(SynthesizeCommand command) {
        if (command.getAllowed().isEmpty() && command.getForbidden().isEmpty()) {
            error("a synthesis needs at least one level", IsolangPackage.Literals.COMMAND__NAME,
                    IssueCodes.INVALID_COMMAND);
        }
        if (command.getExpect() != null) {
            outcome(command.getExpect(), List.of(Outcome.FOUND, Outcome.NONE));
        }
        requireScope(command, command.getExpect() != null);
    }

    /** A membership check expects yes or no. */
    @Check
    public void checkMembership(MembershipCommand command) {
        if (command.getExpect() != null) {
            outcome(command.getExpect(), List.of(Outcome.YES, Outcome.NO));
        }
    }

    /**
     * A prediction names a boundary of {@code strict} or {@code relaxed} and a mode of
     * {@code fast}, {@code exact} or {@code auto}, takes no scope but {@code for N txn} (how many
     * transactions of a larger run it searches) and expects found or none.
     */
    @Check
    public void checkPredict(PredictCommand command) {
        String boundary = command.getBoundary();
        if (boundary != null && !boundary.equals("strict") && !boundary.equals("relaxed")) {
            error("the boundary is strict or relaxed, not " + boundary,
                    IsolangPackage.Literals.PREDICT_COMMAND__BOUNDARY, IssueCodes.INVALID_COMMAND);
        }
        String mode = command.getMode();
        if (mode != null && !List.of("fast", "exact", "auto").contains(mode)) {
            error("the mode is fast, exact or auto, not " + mode, IsolangPackage.Literals.PREDICT_COMMAND__MODE,
                    IssueCodes.INVALID_COMMAND);
        }
        ScopeSpec scope = command.getScope();
        if (scope != null && (scope.getEntries().size() != 1 || !"txn".equals(scope.getEntries().get(0).getDimension())
                || scope.getEntries().get(0).getSize() < 1)) {
            error("a prediction searches the variations of its history; its only scope is `for N txn`, how many"
                    + " transactions of a larger run it searches", IsolangPackage.Literals.COMMAND__SCOPE,
                    IssueCodes.INVALID_COMMAND);
        }
        if (command.getExpect() != null) {
            outcome(command.getExpect(), List.of(Outcome.FOUND, Outcome.NONE));
        }
    }

    /** A lattice expectation only orders levels of the command. */
    @Check
    public void checkLattice(LatticeCommand command) {
        requireScope(command, !command.getChains().isEmpty());
        Set<LevelDecl> levels = new HashSet<>(command.getLevels());
        for (Chain chain : command.getChains()) {
            if (!chain.getFirst().eIsProxy() && !levels.contains(chain.getFirst())) {
                error(chain.getFirst().getName() + " is not one of the lattice's levels", chain,
                        IsolangPackage.Literals.CHAIN__FIRST, IssueCodes.INVALID_COMMAND);
            }
            for (ChainLink link : chain.getLinks()) {
                if (!link.getLevel().eIsProxy() && !levels.contains(link.getLevel())) {
                    error(link.getLevel().getName() + " is not one of the lattice's levels", link,
                            IsolangPackage.Literals.CHAIN_LINK__LEVEL, IssueCodes.INVALID_COMMAND);
                }
            }
        }
    }

    private void outcome(Expect expect, List<Outcome> allowed) {
        if (!allowed.contains(expect.getOutcome())) {
            error("this command's outcome is " + allowed.get(0) + " or " + allowed.get(1) + ", not "
                    + expect.getOutcome(), expect, IsolangPackage.Literals.EXPECT__OUTCOME, IssueCodes.WRONG_OUTCOME);
        }
    }

    private void requireScope(Command command, boolean expects) {
        if (expects && command.getScope() == null) {
            error("a command with 'expect' needs an explicit scope ('for 3 txn, 2 obj, 2 val'), so that its"
                    + " expectation does not depend on defaults", command, IsolangPackage.Literals.COMMAND__NAME,
                    IssueCodes.MISSING_EXPECT_SCOPE);
        }
    }

    /** Scope entries name known dimensions once, with positive sizes; the encoding fits. */
    @Check
    public void checkScope(ScopeSpec spec) {
        Map<String, ScopeEntry> seen = new HashMap<>();
        boolean valid = true;
        for (int i = 0; i < spec.getEntries().size(); i++) {
            ScopeEntry entry = spec.getEntries().get(i);
            String dimension = entry.getDimension();
            if (entry.getSize() < 1) {
                valid = invalid(entry, "a scope size must be at least 1");
            } else if (dimension == null && i > 0) {
                valid = invalid(entry, "only the first scope entry may omit its dimension");
            } else if (dimension != null && !CommandScopes.DIMENSIONS.contains(dimension)) {
                valid = invalid(entry, "unknown scope dimension '" + dimension + "'; use one of "
                        + String.join(", ", CommandScopes.DIMENSIONS));
            } else if (dimension != null && seen.put(dimension, entry) != null) {
                valid = invalid(entry, "the dimension " + dimension + " is given twice");
            }
        }
        int[] sizes = CommandScopes.sizes(spec);
        if (valid && sizes[3] > sizes[0]) {
            valid = invalid(seen.get("sess"), "a scope cannot have more sessions (" + sizes[3] + ") than transactions ("
                    + sizes[0] + ")");
        }
        if (valid && spec.eContainer() instanceof Command command && !(command instanceof PredictCommand)) {
            checkSize(spec, CommandScopes.toScope(spec), modelOf(command));
        }
    }

    private boolean invalid(EObject entry, String message) {
        error(message, entry, null, IssueCodes.INVALID_SCOPE);
        return false;
    }

    private void checkSize(ScopeSpec spec, Scope scope, HistoryModel model) {
        double clauses = ScopeEstimate.clauses(scope, model);
        try {
            ScopeEstimate.check(scope, model);
        } catch (RuntimeException tooLarge) {
            error(tooLarge.getMessage(), spec, null, IssueCodes.SCOPE_TOO_LARGE);
            return;
        }
        if (clauses > SLOW_CLAUSES) {
            warning(String.format("scope %s needs about %.2g clauses per candidate; expect a long search", scope,
                    clauses), spec, null, IssueCodes.SCOPE_TOO_LARGE);
        }
    }

    /** The history model a command needs: operations if any of its levels needs them. */
    public static HistoryModel modelOf(Command command) {
        Stream<LevelDecl> levels = Stream.empty();
        if (command instanceof RelationCommand r) {
            levels = Stream.of(r.getLeft(), r.getRight());
        } else if (command instanceof SynthesizeCommand s) {
            levels = Stream.concat(s.getAllowed().stream(), s.getForbidden().stream());
        } else if (command instanceof LatticeCommand l) {
            levels = l.getLevels().stream();
        } else if (command instanceof MembershipCommand m) {
            levels = Stream.of(m.getLevel());
        } else if (command instanceof HistoryFileCommand h) {
            levels = Stream.of(h.getLevel());
        } else if (command instanceof PredictCommand p) {
            levels = Stream.concat(p.getPermissive().stream(), p.getStrict().stream());
        }
        return levels.anyMatch(l -> l != null && !l.eIsProxy() && Dependencies.levelUsesOperations(l))
                ? HistoryModel.OPERATION : HistoryModel.ABSTRACT;
    }
}
