// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.scoping;

import java.util.function.Supplier;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.scoping.IScope;

import com.google.common.collect.Iterables;

/**
 * A scope that asks {@code first} and, only for names it does not know, a fallback scope that
 * is created on first use. Lookups by name stay lookups by name (nothing is enumerated during
 * linking).
 */
final class FallbackScope implements IScope {

    private final IScope first;
    private final Supplier<IScope> fallbackSupplier;
    private IScope fallback;

    FallbackScope(IScope first, Supplier<IScope> fallback) {
        this.first = first;
        this.fallbackSupplier = fallback;
    }

    private IScope fallback() {
        if (fallback == null) {
            fallback = fallbackSupplier.get();
        }
        return fallback;
    }

    @Override
    public IEObjectDescription getSingleElement(QualifiedName name) {
        IEObjectDescription found = first.getSingleElement(name);
        return found != null ? found : fallback().getSingleElement(name);
    }

    @Override
    public Iterable<IEObjectDescription> getElements(QualifiedName name) {
        return Iterables.concat(first.getElements(name), fallback().getElements(name));
    }

    @Override
    public IEObjectDescription getSingleElement(EObject object) {
        IEObjectDescription found = first.getSingleElement(object);
        return found != null ? found : fallback().getSingleElement(object);
    }

    @Override
    public Iterable<IEObjectDescription> getElements(EObject object) {
        return Iterables.concat(first.getElements(object), fallback().getElements(object));
    }

    @Override
    public Iterable<IEObjectDescription> getAllElements() {
        return Iterables.concat(first.getAllElements(), fallback().getAllElements());
    }
}
