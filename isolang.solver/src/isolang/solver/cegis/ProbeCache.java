// SPDX-License-Identifier: EPL-2.0
package isolang.solver.cegis;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * The answers of small probe SAT calls about a level (is fixing its order safe, is a hint
 * complete), shared by all synthesis calls of the process. Bounded and least-recently-used:
 * levels compiled from an edited specification are new keys every time, and an unbounded cache
 * would keep every compiled version alive in a long IDE session.
 */
final class ProbeCache<K> {

    private final Map<K, Boolean> answers;

    ProbeCache(int capacity) {
        answers = new LinkedHashMap<>(16, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<K, Boolean> eldest) {
                return size() > capacity;
            }
        };
    }

    /** The cached answer for {@code key}, computed (outside the lock) if missing. */
    boolean answer(K key, Function<K, Boolean> probe) {
        synchronized (answers) {
            Boolean known = answers.get(key);
            if (known != null) {
                return known;
            }
        }
        boolean computed = probe.apply(key);
        synchronized (answers) {
            answers.put(key, computed);
        }
        return computed;
    }
}
