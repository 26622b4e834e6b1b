// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.validation;

import java.util.List;

import org.eclipse.xtext.validation.Check;

import isolang.dsl.compiler.CommandScopes;
import isolang.dsl.isolang.Command;
import isolang.dsl.isolang.FrameworkDecl;
import isolang.dsl.isolang.HistoryFileCommand;
import isolang.dsl.isolang.IsolangPackage;
import isolang.dsl.isolang.LatticeCommand;
import isolang.dsl.isolang.LevelDecl;
import isolang.dsl.isolang.MembershipCommand;
import isolang.dsl.isolang.PredictCommand;
import isolang.dsl.isolang.Relation;
import isolang.dsl.isolang.RelationCommand;
import isolang.dsl.isolang.ScopeSpec;
import isolang.dsl.isolang.Sort;
import isolang.dsl.isolang.SynthesizeCommand;

/**
 * Checks the commands on protocol models. A protocol level (its framework places events at steps,
 * e.g. {@code witness commit: Txn -> Step}) allows the histories some trace of at most the
 * scope's steps produces; the engine searches such traces together with a history, so a protocol
 * level may only be an allowed level of {@code synthesize} or the left side of
 * {@code check … implies}, and the command's scope must give the number of steps.
 */
public class ProtocolValidator extends ComposedValidator {

    /** Protocol levels stand only where their traces are searched, with steps in the scope. */
    @Check
    public void checkProtocolLevels(Command command) {
        if (command instanceof SynthesizeCommand s) {
            refuse(s.getForbidden(), "a forbidden level of a synthesis");
            requireSteps(s.getAllowed(), s.getScope(), command);
        } else if (command instanceof RelationCommand r) {
            if (r.getRelation() == Relation.EQUIVALENT) {
                refuse(List.of(r.getLeft(), r.getRight()), "a side of 'equivalent' (use 'implies' with the protocol left)");
            } else {
                refuse(List.of(r.getRight()), "the right side of 'implies'");
                requireSteps(List.of(r.getLeft()), r.getScope(), command);
            }
        } else if (command instanceof LatticeCommand l) {
            refuse(l.getLevels(), "a level of a lattice");
        } else if (command instanceof MembershipCommand m) {
            refuse(List.of(m.getLevel()), "checked on a given history (search its histories with 'synthesize')");
        } else if (command instanceof HistoryFileCommand h) {
            refuse(List.of(h.getLevel()), "checked on a given history (search its histories with 'synthesize')");
        } else if (command instanceof PredictCommand p) {
            refuse(p.getPermissive(), "a level of a prediction");
            refuse(p.getStrict(), "a level of a prediction");
        }
    }

    private void refuse(List<LevelDecl> levels, String where) {
        for (LevelDecl level : levels) {
            if (isProtocol(level)) {
                error("the protocol level " + level.getName() + " cannot be " + where
                        + ": only its traces are searched, as an allowed level of 'synthesize' or the left side of"
                        + " 'implies'", level, null, IssueCodes.INVALID_COMMAND);
            }
        }
    }

    private void requireSteps(List<LevelDecl> levels, ScopeSpec scope, Command command) {
        boolean protocol = levels.stream().anyMatch(ProtocolValidator::isProtocol);
        if (protocol && CommandScopes.sizes(scope)[5] < 1) {
            error("a command on a protocol model needs the number of steps of its traces in the scope, e.g. 'for 2 txn,"
                    + " 2 obj, 2 val, 10 step'", command, scope == null ? IsolangPackage.Literals.COMMAND__NAME : null,
                    IssueCodes.INVALID_SCOPE);
        }
    }

    /**
     * Whether a level models a protocol: a witness of its framework without shape has a
     * {@code Step} column.
     */
    public static boolean isProtocol(LevelDecl level) {
        if (level == null || level.eIsProxy() || level.getFramework() == null || level.getFramework().eIsProxy()) {
            return false;
        }
        FrameworkDecl framework = level.getFramework();
        return framework.getWitnesses().stream()
                .anyMatch(w -> w.getShape() == null && w.getType() != null && w.getType().getSorts().contains(Sort.STEP));
    }
}
