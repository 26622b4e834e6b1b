// SPDX-License-Identifier: EPL-2.0
package isolang.solver.predict;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;

import isolang.solver.spec.Level;

/**
 * Which of a prediction's levels are {@link StandardLevel standard} ones, as the caller
 * recognized them (by their meaning), and what follows from it for a prediction.
 *
 * @param standard the standard level a level is, or empty
 */
record KnownLevels(Function<Level, Optional<StandardLevel>> standard) {

    /** Nothing known: no level is taken for a standard one. */
    static final KnownLevels NONE = new KnownLevels(level -> Optional.empty());

    /**
     * Why no variation of any run can be a prediction, if a permissive level implies a strict one
     * (each allows every history the other does), in words; else empty.
     */
    Optional<String> impossible(List<Level> permissive, List<Level> strict) {
        for (Level p : permissive) {
            for (Level s : strict) {
                Optional<StandardLevel> weak = standard.apply(s);
                if (standard.apply(p).flatMap(strong -> weak.filter(strong::implies)).isPresent()) {
                    return Optional.of("no variation of any run is allowed by " + p.name() + " and forbidden by "
                            + s.name() + ": as the standard level " + standard.apply(p).get() + " it allows only"
                            + " histories that " + weak.get() + " allows (RC ⊇ RA ⊇ CC ⊇ PC ⊇ SI ⊇ SER), so nothing"
                            + " was searched");
                }
            }
        }
        return Optional.empty();
    }

    /** The first of the levels that is not a standard one, if any. */
    Optional<Level> firstNonStandard(List<Level> permissive, List<Level> strict) {
        return Stream.concat(permissive.stream(), strict.stream()).filter(l -> standard.apply(l).isEmpty())
                .findFirst();
    }

    /** Whether every level is a standard one, so that each allows every serializable history. */
    boolean allStandard(List<Level> levels) {
        return levels.stream().allMatch(l -> standard.apply(l).isPresent());
    }
}
