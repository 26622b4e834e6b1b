// SPDX-License-Identifier: EPL-2.0
package isolang.ui.model;

import com.google.inject.Injector;

import isolang.dsl.ide.IsolangIdeSetup;

/**
 * The one Guice injector of the isolang language inside the IDE: the runtime and the generic
 * IDE services of {@code isolang.dsl.ide}, created once (with EMF registration) and shared by
 * the editor, the validation jobs and the run jobs.
 */
public final class IsolangLanguage {

    private static Injector injector;

    private IsolangLanguage() {
    }

    /**
     * Returns the language injector, creating it on first use.
     *
     * @return the injector
     */
    public static synchronized Injector injector() {
        if (injector == null) {
            injector = new IsolangIdeSetup().createInjectorAndDoEMFRegistration();
        }
        return injector;
    }

    /**
     * Returns a language service.
     *
     * @param <T> the service type
     * @param type the service type
     * @return a service instance from the language injector
     */
    public static <T> T get(Class<T> type) {
        return injector().getInstance(type);
    }
}
