// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.List;

/**
 * The peak heap of one phase of {@code history check} (reading, then each level), reported in
 * megabytes by {@code --json} so benchmarks show the memory of every phase, not only of the
 * process: {@link #start()} resets the peaks of the JVM's heap pools, {@link #megabytes()}
 * sums them since. The sum of per-pool peaks may exceed the true peak of their total (pools
 * peak at different moments), so it is an upper bound.
 */
final class HeapPeak {

    private static final List<MemoryPoolMXBean> HEAP = ManagementFactory.getMemoryPoolMXBeans().stream()
            .filter(pool -> pool.getType() == MemoryType.HEAP && pool.isValid())
            .toList();

    private HeapPeak() {
    }

    /** Starts a phase: forgets the peaks so far. */
    static void start() {
        HEAP.forEach(MemoryPoolMXBean::resetPeakUsage);
    }

    /** The peak heap since {@link #start()}, in megabytes. */
    static long megabytes() {
        long bytes = 0;
        for (MemoryPoolMXBean pool : HEAP) {
            bytes += pool.getPeakUsage().getUsed();
        }
        return bytes >> 20;
    }
}
