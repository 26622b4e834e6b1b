// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.validation;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.validation.Check;
import org.eclipse.xtext.validation.ComposedChecks;

import isolang.dsl.isolang.AxiomDecl;
import isolang.dsl.isolang.Decl;
import isolang.dsl.isolang.Definition;
import isolang.dsl.isolang.Element;
import isolang.dsl.isolang.FrameworkDecl;
import isolang.dsl.isolang.Fun;
import isolang.dsl.isolang.IsolangPackage;
import isolang.dsl.isolang.Let;
import isolang.dsl.isolang.LetBinding;
import isolang.dsl.isolang.LevelDecl;
import isolang.dsl.isolang.Model;
import isolang.dsl.isolang.Named;
import isolang.dsl.isolang.OrderShape;
import isolang.dsl.isolang.ParamGroup;
import isolang.dsl.isolang.Pred;
import isolang.dsl.isolang.Quantified;
import isolang.dsl.isolang.Ref;
import isolang.dsl.isolang.Var;
import isolang.dsl.isolang.Witness;
import isolang.dsl.scoping.Frameworks;
import isolang.dsl.typing.Column;
import isolang.dsl.typing.Dependencies;
import isolang.dsl.typing.ExprType;
import isolang.dsl.typing.TypeChecker;
import isolang.dsl.typing.TypeProblem;
import isolang.dsl.typing.WitnessShapes;

/**
 * Checks declarations and formulas: sorts and arities (through {@link TypeChecker}), witness
 * relations used outside their framework, recursion, composition of levels, witness shapes,
 * duplicate, unused and shadowed names. Commands and scopes are checked by
 * {@link CommandValidator}, literal histories by {@link HistoryValidator}. Every problem carries
 * a code from {@link IssueCodes}.
 */
@ComposedChecks(validators = {CommandValidator.class, CommandSizeValidator.class, WorkspaceNamesValidator.class,
        HistoryValidator.class, HistoryFileValidator.class, ProtocolValidator.class})
public class IsolangValidator extends AbstractIsolangValidator {

    private static final Map<TypeProblem, String> TYPE_CODES = Map.of(TypeProblem.SORT, IssueCodes.SORT_MISMATCH,
            TypeProblem.ARITY, IssueCodes.ARITY_MISMATCH, TypeProblem.NOT_A_FORMULA, IssueCodes.NOT_A_FORMULA,
            TypeProblem.NOT_AN_EXPRESSION, IssueCodes.NOT_AN_EXPRESSION, TypeProblem.ARGUMENT_COUNT,
            IssueCodes.WRONG_ARGUMENT_COUNT);

    private TypeChecker checker() {
        return new TypeChecker((node, message, kind) -> error(message, node, null, TYPE_CODES.get(kind)));
    }

    /** An axiom states a formula. */
    @Check
    public void checkAxiomIsFormula(AxiomDecl axiom) {
        requireFormula(checker(), axiom.getFormula());
    }

    /** A pred's body is a formula. */
    @Check
    public void checkPredBody(Pred pred) {
        requireFormula(checker(), pred.getBody());
    }

    /** A fun's body has the declared type. */
    @Check
    public void checkFunBody(Fun fun) {
        ExprType body = checker().typeOf(fun.getBody());
        if (!(TypeChecker.declared(fun.getType()) instanceof ExprType.Relation declared)) {
            return;
        }
        if (body instanceof ExprType.Formula) {
            error("the body of " + fun.getName() + " is a formula, but its type is " + declared, fun.getBody(), null,
                    IssueCodes.NOT_AN_EXPRESSION);
        } else if (body instanceof ExprType.Relation r && !r.fits(declared)) {
            error("the body of " + fun.getName() + " has type " + r + ", not the declared " + declared, fun.getBody(),
                    null, r.arity() == declared.arity() ? IssueCodes.SORT_MISMATCH : IssueCodes.ARITY_MISMATCH);
        }
    }

    private void requireFormula(TypeChecker checker, EObject expr) {
        ExprType type = checker.typeOf((isolang.dsl.isolang.Expr) expr);
        if (type instanceof ExprType.Relation r) {
            error("expected a formula, found an expression of type " + r, expr, null, IssueCodes.NOT_A_FORMULA);
        }
    }

    /** Witness relations and framework-bound definitions are used only in their framework. */
    @Check
    public void checkFramework(Ref ref) {
        Named target = ref.getTarget();
        if (target == null || target.eIsProxy()) {
            return;
        }
        FrameworkDecl context = Frameworks.of(ref);
        FrameworkDecl owner = target instanceof Witness w ? EcoreUtil2.getContainerOfType(w, FrameworkDecl.class)
                : target instanceof Definition d ? Frameworks.of(d) : null;
        if (owner == null || owner == context) {
            return;
        }
        String what = target instanceof Witness ? "witness relation " : "definition ";
        String where = context == null ? "text that declares no framework (add 'in " + owner.getName() + "')"
                : "framework " + context.getName();
        error(what + target.getName() + " belongs to framework " + owner.getName() + " but is used in " + where, ref,
                IsolangPackage.Literals.REF__TARGET, IssueCodes.FOREIGN_WITNESS);
    }

    /** A definition is not defined in terms of itself. */
    @Check
    public void checkRecursion(Definition definition) {
        if (Dependencies.isRecursive(definition)) {
            error(Dependencies.nameOf(definition) + " is defined in terms of itself", definition,
                    IsolangPackage.Literals.NAMED__NAME, IssueCodes.RECURSIVE_DEFINITION);
        }
    }

    /** A level is composed of levels of its own framework, without cycles, and says something. */
    @Check
    public void checkLevel(LevelDecl level) {
        for (int i = 0; i < level.getIncludes().size(); i++) {
            LevelDecl part = level.getIncludes().get(i);
            if (part.eIsProxy()) {
                continue;
            }
            if (part.getFramework() != level.getFramework()) {
                error(part.getName() + " is a level of framework " + part.getFramework().getName() + ", not "
                        + level.getFramework().getName(), level, IsolangPackage.Literals.LEVEL_DECL__INCLUDES, i,
                        IssueCodes.MIXED_FRAMEWORKS);
            }
            if (reachesLevel(part, level, new HashSet<>())) {
                error(level.getName() + " is composed of itself", level, IsolangPackage.Literals.LEVEL_DECL__INCLUDES,
                        i,
                        IssueCodes.RECURSIVE_DEFINITION);
            }
        }
        if (level.getIncludes().isEmpty() && level.getAxioms().isEmpty()) {
            warning(level.getName() + " has no axioms: it allows every history with an execution",
                    IsolangPackage.Literals.LEVEL_DECL__NAME, IssueCodes.EMPTY_LEVEL);
        }
        Set<String> own = new HashSet<>();
        for (AxiomDecl axiom : level.getAxioms()) {
            if (!own.add(axiom.getName()) || countIn(level.getIncludes(), axiom.getName())) {
                error("the level " + level.getName() + " already has an axiom " + axiom.getName(), axiom,
                        IsolangPackage.Literals.AXIOM_DECL__NAME, IssueCodes.DUPLICATE_NAME);
            }
        }
    }

    private static boolean countIn(List<LevelDecl> parts, String axiomName) {
        Set<String> names = new HashSet<>();
        parts.forEach(p -> collectAxiomNames(p, names, new HashSet<>()));
        return names.contains(axiomName);
    }

    private static void collectAxiomNames(LevelDecl level, Set<String> names, Set<LevelDecl> seen) {
        if (level.eIsProxy() || !seen.add(level)) {
            return;
        }
        level.getAxioms().forEach(a -> names.add(a.getName()));
        level.getIncludes().forEach(p -> collectAxiomNames(p, names, seen));
    }

    private static boolean reachesLevel(LevelDecl from, LevelDecl target, Set<LevelDecl> seen) {
        if (from == target) {
            return true;
        }
        if (from.eIsProxy() || !seen.add(from)) {
            return false;
        }
        return from.getIncludes().stream().anyMatch(p -> reachesLevel(p, target, seen));
    }

    /** An axiom of a level that never mentions a witness relation constrains only the history. */
    @Check
    public void checkAxiomMentionsWitness(AxiomDecl axiom) {
        if (axiom.eContainer() instanceof LevelDecl && !Dependencies.mentionsWitness(axiom.getFormula())) {
            warning("axiom " + axiom.getName() + " never mentions a witness relation, so it constrains the history,"
                    + " not the execution", IsolangPackage.Literals.AXIOM_DECL__NAME, IssueCodes.NO_WITNESS_MENTIONED);
        }
    }

    /** Witness types are those the engine can bound: see {@code WitnessShape}. */
    @Check
    public void checkWitness(Witness witness) {
        if (witness.getShape() instanceof OrderShape order && WitnessShapes.of(order) == null) {
            error("a witness shape is 'as total order' or 'as version order', not 'as " + order.getKind() + " "
                    + order.getNoun() + "'", order, null, IssueCodes.INVALID_WITNESS);
            return;
        }
        if (!(TypeChecker.declared(witness.getType()) instanceof ExprType.Relation declared)) {
            return;
        }
        String type = declared.toString();
        if (witness.getShape() == null && declared.columns().contains(Column.STEP)) {
            if (declared.columns().contains(Column.OP)) {
                error("a protocol's witness relation cannot have an Op column, as " + type + " has",
                        IsolangPackage.Literals.WITNESS__TYPE, IssueCodes.INVALID_WITNESS);
            }
            return;
        }
        String expected = witness.getShape() instanceof OrderShape order
                && WitnessShapes.of(order) == WitnessShapes.VERSION_ORDER ? "Obj -> Txn -> Txn" : "Txn -> Txn";
        if (!type.equals(expected)) {
            error("a witness relation " + describe(witness) + " must have type " + expected + ", not " + type
                    + (witness.getShape() == null ? " (or, in a protocol model, a type with Step)" : ""),
                    IsolangPackage.Literals.WITNESS__TYPE, IssueCodes.INVALID_WITNESS);
        }
        if (witness.getShape() instanceof isolang.dsl.isolang.SubsetShape subset && !subset.getSuperset().eIsProxy()) {
            FrameworkDecl framework = (FrameworkDecl) witness.eContainer();
            if (framework.getWitnesses().indexOf(subset.getSuperset()) >= framework.getWitnesses().indexOf(witness)) {
                error("the containing relation " + subset.getSuperset().getName() + " must be declared before "
                        + witness.getName(), subset, IsolangPackage.Literals.SUBSET_SHAPE__SUPERSET,
                        IssueCodes.INVALID_WITNESS);
            }
        }
    }

    private static String describe(Witness witness) {
        if (witness.getShape() instanceof OrderShape order) {
            return "'as " + order.getKind() + " " + order.getNoun() + "'";
        }
        return witness.getShape() == null ? "without shape" : "'in'";
    }

    /** Names are unique among a file's top-level elements and a framework's members. */
    @Check
    public void checkDuplicates(Model model) {
        Map<String, EObject> seen = new HashMap<>();
        for (Element element : model.getElements()) {
            String name = element instanceof Named n ? n.getName()
                    : element instanceof isolang.dsl.isolang.Command c ? c.getName()
                            : element instanceof LevelDecl l ? l.getName()
                                    : element instanceof FrameworkDecl f ? f.getName()
                                            : element instanceof isolang.dsl.isolang.HistoryLiteral h ? h.getName()
                                                    : null;
            if (name != null && seen.putIfAbsent(name, element) != null) {
                error("duplicate name " + name, element, nameFeature(element), IssueCodes.DUPLICATE_NAME);
            }
        }
    }

    private static org.eclipse.emf.ecore.EStructuralFeature nameFeature(EObject element) {
        return element.eClass().getEStructuralFeature("name");
    }

    /** Witness relations of one framework have distinct names. */
    @Check
    public void checkFrameworkMembers(FrameworkDecl framework) {
        Set<String> names = new HashSet<>();
        for (Witness witness : framework.getWitnesses()) {
            if (!names.add(witness.getName())) {
                error("duplicate witness relation " + witness.getName(), witness, IsolangPackage.Literals.NAMED__NAME,
                        IssueCodes.DUPLICATE_NAME);
            }
        }
    }

    /** In a script (a file without module), every top-level definition is used. */
    @Check
    public void checkUnused(Model model) {
        if (model.getName() != null) {
            return;
        }
        Set<EObject> used = new HashSet<>();
        model.eAllContents().forEachRemaining(node -> {
            if (node instanceof Ref ref && !ref.getTarget().eIsProxy()) {
                used.add(ref.getTarget());
            }
        });
        for (Element element : model.getElements()) {
            if (element instanceof Definition definition && !used.contains(definition)) {
                warning(Dependencies.nameOf(definition) + " is never used", definition,
                        IsolangPackage.Literals.NAMED__NAME, IssueCodes.UNUSED_DEFINITION);
            }
        }
    }

    /** A variable does not hide an outer variable, a witness relation or a definition. */
    @Check
    public void checkShadowing(Var variable) {
        String name = variable.getName();
        String hidden = null;
        for (EObject current = variable.eContainer(); current != null
                && hidden == null; current = current.eContainer()) {
            if (current instanceof Quantified q) {
                hidden = find(q.getDecls().stream().flatMap(d -> d.getVars().stream()).toList(), variable, name);
            } else if (current instanceof Let let) {
                hidden = find(let.getBindings().stream().map(LetBinding::getVar).toList(), variable, name);
            } else if (current instanceof Definition definition && !(variable.eContainer() instanceof ParamGroup)) {
                List<ParamGroup> groups = definition instanceof Pred p ? p.getParams() : ((Fun) definition).getParams();
                hidden = find(groups.stream().flatMap(g -> g.getVars().stream()).toList(), variable, name);
            }
        }
        FrameworkDecl framework = Frameworks.of(variable);
        if (hidden == null && framework != null && !framework.eIsProxy()
                && framework.getWitnesses().stream().anyMatch(w -> name.equals(w.getName()))) {
            hidden = "the witness relation " + name + " of " + framework.getName();
        }
        Model model = EcoreUtil2.getContainerOfType(variable, Model.class);
        if (hidden == null && model != null && definitionNames(model).contains(name)) {
            hidden = "the definition " + name;
        }
        if (hidden != null) {
            warning("the variable " + name + " hides " + hidden, variable, IsolangPackage.Literals.NAMED__NAME,
                    IssueCodes.SHADOWED_NAME);
        }
    }

    /** Key of the file's top-level definition names in the validation context. */
    private record DefinitionNames(Model model) {
    }

    /**
     * The names of the file's top-level definitions, computed once per validation run (every
     * variable asks; scanning the file each time made validation quadratic in its size).
     */
    @SuppressWarnings("unchecked")
    private Set<String> definitionNames(Model model) {
        Map<Object, Object> context = getContext();
        if (context == null) {
            return collectDefinitionNames(model);
        }
        return (Set<String>) context.computeIfAbsent(new DefinitionNames(model),
                key -> collectDefinitionNames(model));
    }

    private static Set<String> collectDefinitionNames(Model model) {
        Set<String> names = new HashSet<>();
        model.getElements().stream().filter(Definition.class::isInstance)
                .forEach(e -> names.add(Dependencies.nameOf((Definition) e)));
        return names;
    }

    private static String find(List<Var> vars, Var variable, String name) {
        boolean before = variable.eContainer() instanceof Decl || variable.eContainer() instanceof LetBinding
                || variable.eContainer() instanceof ParamGroup;
        for (Var other : vars) {
            if (other == variable) {
                return null;
            }
            if (before && name.equals(other.getName()) && !EcoreUtil2.isAncestor(other.eContainer(), variable)) {
                return "the variable " + name + " declared before";
            }
        }
        return null;
    }
}
