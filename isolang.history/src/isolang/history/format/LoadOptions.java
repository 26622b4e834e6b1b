// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

import java.util.Objects;
import java.util.Optional;

import isolang.history.check.ProgressListener;
import isolang.history.model.HistoryBuilder.InitialPolicy;

/**
 * How a history file is read.
 *
 * @param initial whether a transaction that only writes initial values, alone in its session, becomes the
 *     initial transaction ({@link InitialPolicy#AUTO}, the default) or stays an ordinary one
 * @param repairThinAir map reads of a value no transaction writes to reads of the initial value: an
 *     explicitly unsound repair for databases that were loaded before recording (AWDIT's {@code -F})
 * @param historyName which {@code history} literal of an isolang file to read (default: the first)
 * @param progress hears phase {@code reading} with the bytes read and the file's size
 */
public record LoadOptions(InitialPolicy initial, boolean repairThinAir, Optional<String> historyName,
        ProgressListener progress) {

    /** Checks the invariants. */
    public LoadOptions {
        Objects.requireNonNull(initial, "initial");
        Objects.requireNonNull(historyName, "historyName");
        Objects.requireNonNull(progress, "progress");
    }

    /** The defaults: automatic initial transaction, no repair, the first literal, no progress. */
    public static LoadOptions defaults() {
        return new LoadOptions(InitialPolicy.AUTO, false, Optional.empty(), ProgressListener.NONE);
    }

    /** These options with the thin-air repair switched on or off. */
    public LoadOptions withRepairThinAir(boolean repair) {
        return new LoadOptions(initial, repair, historyName, progress);
    }

    /** These options with another initial-transaction policy. */
    public LoadOptions withInitial(InitialPolicy policy) {
        return new LoadOptions(policy, repairThinAir, historyName, progress);
    }

    /** These options reading the literal named {@code name}. */
    public LoadOptions withHistoryName(String name) {
        return new LoadOptions(initial, repairThinAir, Optional.of(name), progress);
    }

    /** These options reporting the bytes read to {@code listener}. */
    public LoadOptions withProgress(ProgressListener listener) {
        return new LoadOptions(initial, repairThinAir, historyName, listener);
    }
}
