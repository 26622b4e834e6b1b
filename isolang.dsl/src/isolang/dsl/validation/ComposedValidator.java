// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.validation;

import java.util.List;

import org.eclipse.emf.ecore.EPackage;
import org.eclipse.xtext.validation.AbstractDeclarativeValidator;
import org.eclipse.xtext.validation.EValidatorRegistrar;

import isolang.dsl.isolang.IsolangPackage;

/**
 * A part of the language's validation with checks of its own, composed into
 * {@link IsolangValidator} (which registers for the package) rather than registered itself.
 */
public abstract class ComposedValidator extends AbstractDeclarativeValidator {

    @Override
    public void register(EValidatorRegistrar registrar) {
        // composed into IsolangValidator, which registers for the package
    }

    @Override
    protected List<EPackage> getEPackages() {
        return List.of(IsolangPackage.eINSTANCE);
    }
}
