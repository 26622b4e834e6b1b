// SPDX-License-Identifier: EPL-2.0
package isolang.solver.cegis;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;

/**
 * The answers of small probe SAT calls about a level (is fixing its order safe, is a hint
 * complete, which facts about a witness its axioms imply), shared by all synthesis calls of
 * the process. Bounded and least-recently-used:
 * levels compiled from an edited specification are new keys every time, and an unbounded cache
 * would keep every compiled version alive in a long IDE session. Each answer is computed once:
 * searches that run side by side and ask for the same key while it is being computed wait for
 * that answer instead of computing it again; if that computation fails (its search was
 * stopped), the next one asking computes it.
 */
final class ProbeCache<K, V> {

    private final Map<K, CompletableFuture<V>> answers;

    ProbeCache(int capacity) {
        answers = new LinkedHashMap<>(16, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<K, CompletableFuture<V>> eldest) {
                return size() > capacity;
            }
        };
    }

    /** The cached answer for {@code key}, computed (outside the lock) if missing. */
    V answer(K key, Function<K, V> probe) {
        while (true) {
            CompletableFuture<V> known;
            CompletableFuture<V> mine = null;
            synchronized (answers) {
                known = answers.get(key);
                if (known == null) {
                    mine = new CompletableFuture<>();
                    answers.put(key, mine);
                }
            }
            if (mine == null) {
                try {
                    return known.join();
                } catch (CompletionException | CancellationException e) {
                    continue;
                }
            }
            try {
                V computed = probe.apply(key);
                mine.complete(computed);
                return computed;
            } catch (RuntimeException | Error e) {
                synchronized (answers) {
                    answers.remove(key, mine);
                }
                mine.completeExceptionally(e);
                throw e;
            }
        }
    }
}
