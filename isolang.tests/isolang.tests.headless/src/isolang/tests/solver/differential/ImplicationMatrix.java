// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.differential;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import isolang.solver.history.History;
import isolang.tests.solver.oracle.ReferenceLevel;

/**
 * The true implication matrix between the reference levels within an enumerated scope: level
 * A does not imply level B iff some enumerated history is allowed by A and disallowed by B.
 * The smallest separating history (fewest operations, then first in enumeration order) is kept
 * per pair. Decisions come from the brute-force oracle.
 */
final class ImplicationMatrix {

    private final Map<ReferenceLevel, Map<ReferenceLevel, History>> separating = new EnumMap<>(ReferenceLevel.class);

    ImplicationMatrix(List<History> histories, List<ReferenceLevel> levels) {
        Map<Integer, Long> allowedMasks = new ConcurrentHashMap<>();
        java.util.stream.IntStream.range(0, histories.size()).parallel().forEach(i -> {
            long mask = 0;
            for (ReferenceLevel level : levels) {
                if (level.allows(histories.get(i))) {
                    mask |= 1L << level.ordinal();
                }
            }
            allowedMasks.put(i, mask);
        });
        for (ReferenceLevel a : levels) {
            separating.put(a, new EnumMap<>(ReferenceLevel.class));
        }
        for (int i = 0; i < histories.size(); i++) {
            long mask = allowedMasks.get(i);
            History history = histories.get(i);
            for (ReferenceLevel a : levels) {
                for (ReferenceLevel b : levels) {
                    boolean separates = (mask >> a.ordinal() & 1) == 1 && (mask >> b.ordinal() & 1) == 0;
                    History best = separating.get(a).get(b);
                    if (separates && (best == null || size(history) < size(best))) {
                        separating.get(a).put(b, history);
                    }
                }
            }
        }
    }

    private static int size(History history) {
        return history.transactions().stream().mapToInt(t -> t.operations().size()).sum();
    }

    /** Whether every enumerated history allowed by {@code a} is allowed by {@code b}. */
    boolean implies(ReferenceLevel a, ReferenceLevel b) {
        return !separating.get(a).containsKey(b);
    }

    /** A smallest history allowed by {@code a} and disallowed by {@code b}, if any. */
    Optional<History> separatingHistory(ReferenceLevel a, ReferenceLevel b) {
        return Optional.ofNullable(separating.get(a).get(b));
    }
}
