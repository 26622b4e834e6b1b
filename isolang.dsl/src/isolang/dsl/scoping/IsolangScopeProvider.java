// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.scoping;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.resource.IResourceDescriptions;
import org.eclipse.xtext.resource.impl.ResourceDescriptionsProvider;
import org.eclipse.xtext.scoping.IScope;
import org.eclipse.xtext.scoping.Scopes;

import com.google.inject.Inject;

import isolang.dsl.isolang.Decl;
import isolang.dsl.isolang.Definition;
import isolang.dsl.isolang.FrameworkDecl;
import isolang.dsl.isolang.IsolangPackage;
import isolang.dsl.isolang.LatticeCommand;
import isolang.dsl.isolang.Let;
import isolang.dsl.isolang.LevelDecl;
import isolang.dsl.isolang.Model;
import isolang.dsl.isolang.ParamGroup;
import isolang.dsl.isolang.Quantified;
import isolang.dsl.isolang.SubsetShape;
import isolang.dsl.isolang.Var;
import isolang.dsl.isolang.Witness;
import isolang.dsl.lib.StandardLibrary;

/**
 * Scopes of names inside formulas. A name in a formula is, innermost first: a quantified,
 * {@code let} or parameter variable; a witness relation or definition of the framework (or
 * level) the formula is written in; a definition of the file or an import; and last the
 * witness relations of every other visible framework, so that using one in the wrong framework
 * is reported as such (by the validator) rather than as an unknown name.
 */
public class IsolangScopeProvider extends AbstractIsolangScopeProvider {

    @Inject
    private ResourceDescriptionsProvider indexProvider;

    @Inject
    private StandardLibrary library;

    @Override
    public IScope getScope(EObject context, EReference reference) {
        if (reference == IsolangPackage.Literals.REF__TARGET) {
            return formulaScope(context, reference);
        }
        if (reference == IsolangPackage.Literals.CHAIN__FIRST
                || reference == IsolangPackage.Literals.CHAIN_LINK__LEVEL) {
            LatticeCommand lattice = EcoreUtil2.getContainerOfType(context, LatticeCommand.class);
            return Scopes.scopeFor(lattice.getLevels(), super.getScope(context, reference));
        }
        if (reference == IsolangPackage.Literals.SUBSET_SHAPE__SUPERSET && context instanceof SubsetShape) {
            FrameworkDecl framework = EcoreUtil2.getContainerOfType(context, FrameworkDecl.class);
            return framework == null ? IScope.NULLSCOPE : Scopes.scopeFor(framework.getWitnesses());
        }
        return super.getScope(context, reference);
    }

    private IScope formulaScope(EObject context, EReference reference) {
        IScope outer = new FallbackScope(super.getScope(namedContainer(context), reference),
                () -> Scopes.scopeFor(foreignWitnesses(context)));
        FrameworkDecl framework = Frameworks.of(context);
        List<EObject> own = new ArrayList<>();
        if (framework != null) {
            own.addAll(framework.getWitnesses());
            own.addAll(framework.getDefinitions());
        }
        LevelDecl level = EcoreUtil2.getContainerOfType(context, LevelDecl.class);
        if (level != null) {
            own.addAll(level.getDefinitions());
        }
        IScope scope = Scopes.scopeFor(own, outer);
        for (List<Var> vars : variablesAround(context)) {
            scope = Scopes.scopeFor(vars, scope);
        }
        return scope;
    }

    /**
     * The innermost container of {@code context} that has a qualified name (a definition, level
     * or framework) or the file itself. The imported-namespace scope of a name in a formula
     * depends on these containers only (expressions, axioms and declarations have no qualified
     * names), so asking it for the container instead of the reference itself gives the same
     * scope without one scope layer per enclosing expression, which made linking a long
     * operator chain quadratic in its length.
     */
    private static EObject namedContainer(EObject context) {
        EObject current = context;
        while (current.eContainer() != null && !(current instanceof Definition || current instanceof LevelDecl
                || current instanceof FrameworkDecl)) {
            current = current.eContainer();
        }
        return current;
    }

    /** Witness relations of all frameworks visible from the file, with the lowest priority. */
    private List<Witness> foreignWitnesses(EObject context) {
        Set<Witness> witnesses = new LinkedHashSet<>();
        Model model = EcoreUtil2.getContainerOfType(context, Model.class);
        if (model != null) {
            model.getElements().stream().filter(FrameworkDecl.class::isInstance)
                    .forEach(f -> witnesses.addAll(((FrameworkDecl) f).getWitnesses()));
        }
        Resource resource = context.eResource();
        List<IResourceDescriptions> indexes = List.of(indexProvider.getResourceDescriptions(resource),
                library.descriptions());
        for (IResourceDescriptions index : indexes) {
            for (IEObjectDescription description : index
                    .getExportedObjectsByType(IsolangPackage.Literals.FRAMEWORK_DECL)) {
                EObject resolved = EcoreUtil.resolve(description.getEObjectOrProxy(), context);
                if (resolved instanceof FrameworkDecl framework && !resolved.eIsProxy()) {
                    witnesses.addAll(framework.getWitnesses());
                }
            }
        }
        return new ArrayList<>(witnesses);
    }

    /**
     * The variables visible at {@code context}, outermost binder first: parameters of the
     * enclosing definition, then each enclosing quantifier and let. Within one quantifier, a
     * declaration sees the variables of the declarations before it.
     */
    private static List<List<Var>> variablesAround(EObject context) {
        List<List<Var>> binders = new ArrayList<>();
        EObject child = context;
        for (EObject current = context.eContainer(); current != null; current = current.eContainer()) {
            if (current instanceof Quantified q) {
                binders.add(0, quantifiedBefore(q, child));
            } else if (current instanceof Let let) {
                binders.add(0, letBefore(let, child));
            } else if (current instanceof Definition definition) {
                List<Var> params = new ArrayList<>();
                paramGroups(definition).forEach(g -> params.addAll(g.getVars()));
                binders.add(0, params);
            }
            child = current;
        }
        return binders;
    }

    private static List<Var> quantifiedBefore(Quantified q, EObject child) {
        List<Var> vars = new ArrayList<>();
        for (Decl decl : q.getDecls()) {
            if (decl == child) {
                break;
            }
            vars.addAll(decl.getVars());
        }
        return vars;
    }

    private static List<Var> letBefore(Let let, EObject child) {
        List<Var> vars = new ArrayList<>();
        for (var binding : let.getBindings()) {
            if (binding == child) {
                break;
            }
            vars.add(binding.getVar());
        }
        return vars;
    }

    private static List<ParamGroup> paramGroups(Definition definition) {
        return definition instanceof isolang.dsl.isolang.Pred p ? p.getParams()
                : ((isolang.dsl.isolang.Fun) definition).getParams();
    }
}
