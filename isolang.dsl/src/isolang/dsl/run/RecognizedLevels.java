// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.run;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import isolang.history.level.LevelClassifier;
import isolang.solver.predict.StandardLevel;
import isolang.solver.spec.Level;

/**
 * Tells a predictor which of its levels are standard ones: a level whose definition is, by
 * meaning ({@link LevelClassifier#standardName}), Biswas–Enea's or Cerone et al.'s RC, RA, CC,
 * PC, SI or SER (the two formulations are equivalent). Strict serializability is not among them:
 * with real time it forbids serializable histories.
 */
final class RecognizedLevels implements Function<Level, Optional<StandardLevel>> {

    private final LevelClassifier classifier;
    private final Map<Level, Optional<StandardLevel>> known = new IdentityHashMap<>();

    /** Recognizes the given standard levels, by short name ({@code biswas.CC}, …). */
    RecognizedLevels(Map<String, Level> standard) {
        this.classifier = new LevelClassifier(standard);
    }

    @Override
    public synchronized Optional<StandardLevel> apply(Level level) {
        return known.computeIfAbsent(level, l -> classifier.standardName(l).flatMap(RecognizedLevels::of));
    }

    private static Optional<StandardLevel> of(String name) {
        String shortName = name.substring(name.indexOf('.') + 1);
        for (StandardLevel level : StandardLevel.values()) {
            if (level.name().equals(shortName)) {
                return Optional.of(level);
            }
        }
        return Optional.empty();
    }
}
