// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history.check;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

import isolang.dsl.history.LevelCatalog;
import isolang.history.level.LevelClassifier;
import isolang.solver.spec.Level;
import isolang.tests.dsl.Specs;

/** The standard library's levels compiled once for the history tests, and a classifier of them. */
final class StandardLevels {

    /** The catalog of the standard library. */
    static final LevelCatalog CATALOG = load();

    /** The classifier that recognizes them. */
    static final LevelClassifier CLASSIFIER = new LevelClassifier(CATALOG.standard());

    /** The standard levels with a fast checker, by short name. */
    static final List<String> CHECKED = List.of("biswas.RC", "biswas.RA", "biswas.CC", "biswas.PC", "biswas.SI",
            "biswas.SER", "cerone.RA", "cerone.CC", "cerone.PC", "cerone.SI", "cerone.SER");

    private StandardLevels() {
    }

    private static LevelCatalog load() {
        try {
            return LevelCatalog.load(Specs.INJECTOR, List.of());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The standard level with the given short name. */
    static Level level(String name) {
        return CATALOG.find(name).orElseThrow(() -> new IllegalStateException("no standard level " + name));
    }

    /** Every standard level by short name. */
    static Map<String, Level> all() {
        return CATALOG.standard();
    }
}
