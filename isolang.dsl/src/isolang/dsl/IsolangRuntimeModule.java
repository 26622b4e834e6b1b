// SPDX-License-Identifier: EPL-2.0
package isolang.dsl;

import org.eclipse.xtext.conversion.IValueConverterService;
import org.eclipse.xtext.formatting2.IFormatter2;
import org.eclipse.xtext.linking.ILinkingDiagnosticMessageProvider;
import org.eclipse.xtext.naming.IQualifiedNameProvider;
import org.eclipse.xtext.parser.IParser;
import org.eclipse.xtext.parser.antlr.ISyntaxErrorMessageProvider;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.scoping.IGlobalScopeProvider;
import org.eclipse.xtext.scoping.IScopeProvider;
import org.eclipse.xtext.scoping.impl.AbstractDeclarativeScopeProvider;
import org.eclipse.xtext.validation.IResourceValidator;

import com.google.inject.Binder;
import com.google.inject.name.Names;

import isolang.dsl.conversion.IsolangValueConverters;
import isolang.dsl.formatting2.IsolangFormatter;
import isolang.dsl.parsing.GuardedIsolangParser;
import isolang.dsl.parsing.IsolangResource;
import isolang.dsl.parsing.IsolangSyntaxErrorMessageProvider;
import isolang.dsl.scoping.IsolangGlobalScopeProvider;
import isolang.dsl.scoping.IsolangImportedNamespaceAwareLocalScopeProvider;
import isolang.dsl.scoping.IsolangLinkingDiagnosticMessageProvider;
import isolang.dsl.scoping.IsolangQualifiedNameProvider;
import isolang.dsl.validation.IsolangResourceValidator;

/**
 * Registers the language's runtime services: qualified names, module imports, the standard
 * library as global scope, value converters, the formatter, and the robust reading and validation
 * of files (a parser with a nesting limit, UTF-8 decoding with positions, a validator that turns
 * internal failures into errors).
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

    @Override
    public Class<? extends IValueConverterService> bindIValueConverterService() {
        return IsolangValueConverters.class;
    }

    /** The formatter. */
    public Class<? extends IFormatter2> bindIFormatter2() {
        return IsolangFormatter.class;
    }

    @Override
    public Class<? extends IParser> bindIParser() {
        return GuardedIsolangParser.class;
    }

    /** Syntax errors, with the nesting limit's own code. */
    public Class<? extends ISyntaxErrorMessageProvider> bindISyntaxErrorMessageProvider() {
        return IsolangSyntaxErrorMessageProvider.class;
    }

    @Override
    public Class<? extends XtextResource> bindXtextResource() {
        return IsolangResource.class;
    }

    /** Validation that reports its own failures as errors of the file instead of throwing. */
    public Class<? extends IResourceValidator> bindIResourceValidator() {
        return IsolangResourceValidator.class;
    }

    @Override
    public void configureIScopeProviderDelegate(Binder binder) {
        binder.bind(IScopeProvider.class).annotatedWith(Names.named(AbstractDeclarativeScopeProvider.NAMED_DELEGATE))
                .to(IsolangImportedNamespaceAwareLocalScopeProvider.class);
    }
}
