// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.validation;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.validation.Check;

import isolang.dsl.compiler.CommandScopes;
import isolang.dsl.isolang.AxiomDecl;
import isolang.dsl.isolang.Command;
import isolang.dsl.isolang.HistoryLiteral;
import isolang.dsl.isolang.LatticeCommand;
import isolang.dsl.isolang.LevelDecl;
import isolang.dsl.isolang.MembershipCommand;
import isolang.dsl.isolang.OpLiteral;
import isolang.dsl.isolang.RelationCommand;
import isolang.dsl.isolang.Session;
import isolang.dsl.isolang.SynthesizeCommand;
import isolang.dsl.isolang.TxnLiteral;
import isolang.dsl.typing.FormulaSize;
import isolang.solver.encode.ScopeEstimate;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.Scope;

/**
 * Checks that the levels of a command fit the engine in the command's scope: no relation of
 * more tuples than the engine can index ({@code Txn -> Txn -> …} of a hundred columns), no
 * quantifier whose body must be translated for more than 10^8 combinations of the variables it
 * uses ({@link FormulaSize}). Either is an error at the command (its scope, where it has one),
 * naming the expression; the engine would otherwise fail or run out of memory after
 * validation. Above 10^6 combinations a warning says the translation will be slow.
 */
public class CommandSizeValidator extends ComposedValidator {

    /**
     * More translations of a quantifier's body than this (10^8) cannot be made in any reasonable
     * time or memory (10^6.7 already take minutes).
     */
    static final double MAX_LOG10_INSTANCES = 8;

    /** Above this (10^6) a translation takes long enough to warn. */
    static final double SLOW_LOG10_INSTANCES = 6;

    /** The levels of an implication or equivalence fit its scope. */
    @Check
    public void checkSize(RelationCommand command) {
        checkLevels(command, List.of(command.getLeft(), command.getRight()), searchAtoms(command));
    }

    /** The levels of a synthesis fit its scope. */
    @Check
    public void checkSize(SynthesizeCommand command) {
        List<LevelDecl> levels = new ArrayList<>(command.getAllowed());
        levels.addAll(command.getForbidden());
        checkLevels(command, levels, searchAtoms(command));
    }

    /** The levels of a lattice fit its scope. */
    @Check
    public void checkSize(LatticeCommand command) {
        checkLevels(command, command.getLevels(), searchAtoms(command));
    }

    /** The level of a membership check fits the history. */
    @Check
    public void checkSize(MembershipCommand command) {
        HistoryLiteral history = command.getHistory();
        if (history == null || history.eIsProxy()) {
            return;
        }
        checkLevels(command, List.of(command.getLevel()), historyAtoms(history, CommandValidator.modelOf(command)));
    }

    /** The atoms of the command's search scope; null if CommandValidator reports the scope (invalid or too large). */
    private static FormulaSize.Atoms searchAtoms(Command command) {
        try {
            Scope scope = CommandScopes.toScope(command.getScope());
            HistoryModel model = CommandValidator.modelOf(command);
            ScopeEstimate.check(scope, model);
            return FormulaSize.Atoms.of(scope, model);
        } catch (IllegalArgumentException reported) {
            return null;
        }
    }

    /** The atoms of the engine's encoding of a literal history (an atom per operation in either model). */
    private static FormulaSize.Atoms historyAtoms(HistoryLiteral history, HistoryModel model) {
        long transactions = 1;
        long operations = 0;
        Set<String> objects = new HashSet<>();
        Set<String> values = new HashSet<>();
        for (Session session : history.getSessions()) {
            for (TxnLiteral txn : session.getTransactions()) {
                transactions++;
                operations += txn.getOperations().size();
                for (OpLiteral op : txn.getOperations()) {
                    objects.add(op.getObject());
                    values.add(op.getObject() + "=" + op.getValue());
                }
            }
        }
        return new FormulaSize.Atoms(transactions, Math.max(1, objects.size()), values.size() + 1L,
                model == HistoryModel.OPERATION ? operations : 0, 0,
                transactions + objects.size() + values.size() + 1 + history.getSessions().size() + operations);
    }

    private void checkLevels(Command command, List<LevelDecl> levels, FormulaSize.Atoms atoms) {
        if (atoms == null) {
            return;
        }
        FormulaSize size = new FormulaSize(atoms);
        for (EObject formula : formulas(levels)) {
            FormulaSize.Estimate estimate = size.of(formula);
            if (estimate.tooWide(atoms)) {
                report(command, "the expression at " + where(command, estimate.widest()) + " has arity "
                        + estimate.arity() + ": with " + atoms.universe() + " atoms it has about 10^"
                        + Math.round(estimate.arity() * Math.log10(atoms.universe())) + " tuples, more than the"
                        + " engine can represent (2^31); lower the scope or the arity", true);
                return;
            }
            if (estimate.log10Instances() > MAX_LOG10_INSTANCES) {
                report(command, "the quantifier at " + where(command, estimate.deepest()) + " needs its body for"
                        + " about 10^" + Math.round(estimate.log10Instances()) + " combinations of the variables it"
                        + " uses in this scope, too many to translate; lower the scope or relate fewer variables"
                        + " at once", true);
                return;
            }
            if (estimate.log10Instances() > SLOW_LOG10_INSTANCES) {
                report(command, "the quantifier at " + where(command, estimate.deepest()) + " needs its body for"
                        + String.format(" about %.1e", Math.pow(10, estimate.log10Instances()))
                        + " combinations of the variables it uses in this scope; expect a slow translation", false);
            }
        }
    }

    /** The formulas the engine translates for these levels: their axioms, their parts' and their frameworks'. */
    private static Set<EObject> formulas(List<LevelDecl> levels) {
        Set<EObject> formulas = new LinkedHashSet<>();
        Set<LevelDecl> seen = new HashSet<>();
        List<LevelDecl> todo = new ArrayList<>(levels);
        while (!todo.isEmpty()) {
            LevelDecl level = todo.remove(todo.size() - 1);
            if (level == null || level.eIsProxy() || !seen.add(level)) {
                continue;
            }
            level.getAxioms().stream().map(AxiomDecl::getFormula).filter(f -> f != null).forEach(formulas::add);
            if (level.getFramework() != null && !level.getFramework().eIsProxy()) {
                level.getFramework().getAxioms().stream().map(AxiomDecl::getFormula).filter(f -> f != null)
                        .forEach(formulas::add);
            }
            todo.addAll(level.getIncludes());
        }
        return formulas;
    }

    private void report(Command command, String message, boolean isError) {
        EObject where = command.getScope() != null ? command.getScope() : command;
        if (isError) {
            error(message, where, null, IssueCodes.SCOPE_TOO_LARGE);
        } else {
            warning(message, where, null, IssueCodes.SCOPE_TOO_LARGE);
        }
    }

    /** Where {@code node} is: {@code line:column}, with the file's name if it is in another file. */
    private static String where(Command command, EObject node) {
        ICompositeNode text = node == null ? null : NodeModelUtils.getNode(node);
        if (text == null) {
            return "?";
        }
        String position = text.getStartLine() + ":" + (1 + text.getOffset() - lineStart(text));
        boolean elsewhere = node.eResource() != command.eResource() && node.eResource() != null;
        return elsewhere ? node.eResource().getURI().lastSegment() + ":" + position : "line " + position;
    }

    private static int lineStart(ICompositeNode node) {
        String all = node.getRootNode().getText();
        int start = node.getOffset();
        while (start > 0 && all.charAt(start - 1) != '\n' && all.charAt(start - 1) != '\r') {
            start--;
        }
        return start;
    }
}
