// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.scoping;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.scoping.IScope;
import org.eclipse.xtext.scoping.impl.DefaultGlobalScopeProvider;
import org.eclipse.xtext.scoping.impl.SelectableBasedScope;

import com.google.common.base.Predicate;
import com.google.inject.Inject;

import isolang.dsl.lib.StandardLibrary;

/**
 * The global scope: the files of the workspace (or of the command line's resource set) first,
 * then the standard library, which is therefore visible everywhere without being part of the
 * user's files.
 */
public class IsolangGlobalScopeProvider extends DefaultGlobalScopeProvider {

    @Inject
    private StandardLibrary library;

    @Override
    protected IScope getScope(Resource resource, boolean ignoreCase, EClass type,
            Predicate<IEObjectDescription> filter) {
        IScope workspace = super.getScope(resource, ignoreCase, type, filter);
        return new FallbackScope(workspace, () -> SelectableBasedScope.createScope(IScope.NULLSCOPE,
                library.descriptions(), filter, type, ignoreCase));
    }
}
