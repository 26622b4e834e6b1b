// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.validation;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.validation.Check;

import isolang.dsl.compiler.CommandScopes;
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

    private static final String GIVEN_HISTORY = "checked on a given history (search its histories with 'synthesize')";

    /** A synthesis searches the traces of its allowed protocol levels; its forbidden levels are none. */
    @Check
    public void checkProtocolsOfSynthesis(SynthesizeCommand s) {
        refuse(s, IsolangPackage.Literals.SYNTHESIZE_COMMAND__FORBIDDEN, s.getForbidden(),
                "a forbidden level of a synthesis");
        requireSteps(s.getAllowed(), s.getScope(), s);
    }

    /** {@code check P implies L} searches P's traces; a protocol level is never on the right or in 'equivalent'. */
    @Check
    public void checkProtocolsOfRelation(RelationCommand r) {
        if (r.getRelation() == Relation.EQUIVALENT) {
            String where = "a side of 'equivalent' (use 'implies' with the protocol left)";
            refuse(r, IsolangPackage.Literals.RELATION_COMMAND__LEFT, List.of(r.getLeft()), where);
            refuse(r, IsolangPackage.Literals.RELATION_COMMAND__RIGHT, List.of(r.getRight()), where);
        } else {
            refuse(r, IsolangPackage.Literals.RELATION_COMMAND__RIGHT, List.of(r.getRight()),
                    "the right side of 'implies'");
            requireSteps(List.of(r.getLeft()), r.getScope(), r);
        }
    }

    /** A lattice decides every pair both ways, so it takes no protocol level. */
    @Check
    public void checkProtocolsOfLattice(LatticeCommand l) {
        refuse(l, IsolangPackage.Literals.LATTICE_COMMAND__LEVELS, l.getLevels(), "a level of a lattice");
    }

    /** A protocol level is not decided on a given history. */
    @Check
    public void checkProtocolsOfMembership(MembershipCommand m) {
        refuse(m, IsolangPackage.Literals.MEMBERSHIP_COMMAND__LEVEL, List.of(m.getLevel()), GIVEN_HISTORY);
    }

    /** A protocol level is not decided on a recorded history. */
    @Check
    public void checkProtocolsOfHistoryFile(HistoryFileCommand h) {
        refuse(h, IsolangPackage.Literals.HISTORY_FILE_COMMAND__LEVEL, List.of(h.getLevel()), GIVEN_HISTORY);
    }

    /** A prediction decides its levels on variations of a given history. */
    @Check
    public void checkProtocolsOfPrediction(PredictCommand p) {
        refuse(p, IsolangPackage.Literals.PREDICT_COMMAND__PERMISSIVE, p.getPermissive(), "a level of a prediction");
        refuse(p, IsolangPackage.Literals.PREDICT_COMMAND__STRICT, p.getStrict(), "a level of a prediction");
    }

    private void refuse(EObject command, EStructuralFeature feature, List<LevelDecl> levels, String where) {
        for (int i = 0; i < levels.size(); i++) {
            LevelDecl level = levels.get(i);
            if (isProtocol(level)) {
                error("the protocol level " + level.getName() + " cannot be " + where
                        + ": only its traces are searched, as an allowed level of 'synthesize' or the left side of"
                        + " 'implies'", command, feature, feature.isMany() ? i : INSIGNIFICANT_INDEX,
                        IssueCodes.INVALID_COMMAND);
            }
        }
    }

    private void requireSteps(List<LevelDecl> levels, ScopeSpec scope, EObject command) {
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
                .anyMatch(
                        w -> w.getShape() == null && w.getType() != null && w.getType().getSorts().contains(Sort.STEP));
    }
}
