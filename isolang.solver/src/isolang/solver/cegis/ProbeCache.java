// SPDX-License-Identifier: EPL-2.0
package isolang.solver.cegis;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * The answers of small probe SAT calls about a level (is fixing its order safe, is a hint
 * complete, which facts about a witness its axioms imply), shared by all synthesis calls of
 * the process. Bounded and least-recently-used:
 * levels compiled from an edited specification are new keys every time, and an unbounded cache
 * would keep every compiled version alive in a long IDE session.
 */
final class ProbeCache<K, V> {

    private final Map<K, V> answers;

    ProbeCache(int capacity) {
        answers = new LinkedHashMap<>(16, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
                return size() > capacity;
            }
        };
    }

    /** The cached answer for {@code key}, computed (outside the lock) if missing. */
    V answer(K key, Function<K, V> probe) {
        synchronized (answers) {
            V known = answers.get(key);
            if (known != null) {
                return known;
            }
        }
        V computed = probe.apply(key);
        synchronized (answers) {
            answers.put(key, computed);
        }
        return computed;
    }
}
