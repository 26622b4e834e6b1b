// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import com.google.inject.Injector;

import isolang.dsl.IsolangStandaloneSetup;

/** The language's injector for the CLI, created once on first use (standalone, no OSGi). */
final class Language {

    private static Injector injector;

    private Language() {
    }

    /** The injector of the isolang runtime, with EMF registration done. */
    static synchronized Injector injector() {
        if (injector == null) {
            injector = new IsolangStandaloneSetup().createInjectorAndDoEMFRegistration();
        }
        return injector;
    }
}
