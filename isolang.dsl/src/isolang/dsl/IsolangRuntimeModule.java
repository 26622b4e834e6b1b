// SPDX-License-Identifier: EPL-2.0
package isolang.dsl;

import org.eclipse.xtext.formatting2.IFormatter2;
import org.eclipse.xtext.linking.ILinkingDiagnosticMessageProvider;
import org.eclipse.xtext.naming.IQualifiedNameProvider;
import org.eclipse.xtext.scoping.IGlobalScopeProvider;
import org.eclipse.xtext.scoping.IScopeProvider;
import org.eclipse.xtext.scoping.impl.AbstractDeclarativeScopeProvider;

import com.google.inject.Binder;
import com.google.inject.name.Names;

import isolang.dsl.formatting2.IsolangFormatter;
import isolang.dsl.scoping.IsolangGlobalScopeProvider;
import isolang.dsl.scoping.IsolangImportedNamespaceAwareLocalScopeProvider;
import isolang.dsl.scoping.IsolangLinkingDiagnosticMessageProvider;
import isolang.dsl.scoping.IsolangQualifiedNameProvider;

/**
 * Registers the language's runtime services: qualified names, module imports, the standard
 * library as global scope, the formatter.
 */
public class IsolangRuntimeModule extends AbstractIsolangRuntimeModule {

    @Override
    public Class<? extends IQualifiedNameProvider> bindIQualifiedNameProvider() {
        return IsolangQualifiedNameProvider.class;
    }

    @Override
    public Class<? extends IGlobalScopeProvider> bindIGlobalScopeProvider() {
        return IsolangGlobalScopeProvider.class;
    }

    /** Messages for unresolved names that tell ambiguous imports apart from unknown names. */
    public Class<? extends ILinkingDiagnosticMessageProvider> bindILinkingDiagnosticMessageProvider() {
        return IsolangLinkingDiagnosticMessageProvider.class;
    }

    /** The formatter. */
    public Class<? extends IFormatter2> bindIFormatter2() {
        return IsolangFormatter.class;
    }

    @Override
    public void configureIScopeProviderDelegate(Binder binder) {
        binder.bind(IScopeProvider.class).annotatedWith(Names.named(AbstractDeclarativeScopeProvider.NAMED_DELEGATE))
                .to(IsolangImportedNamespaceAwareLocalScopeProvider.class);
    }
}
