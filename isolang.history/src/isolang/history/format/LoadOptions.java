// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

import java.util.Optional;

import isolang.history.model.HistoryBuilder.InitialPolicy;

/**
 * How a history file is read.
 *
 * @param initial whether a transaction that only writes initial values, alone in its session, becomes the
 *     initial transaction ({@link InitialPolicy#AUTO}, the default) or stays an ordinary one
 * @param repairThinAir map reads of a value no transaction writes to reads of the initial value: an
 *     explicitly unsound repair for databases that were loaded before recording (AWDIT's {@code -F})
 * @param historyName which {@code history} literal of an isolang file to read (default: the first)
 */
public record LoadOptions(InitialPolicy initial, boolean repairThinAir, Optional<String> historyName) {

    /** The defaults: automatic initial transaction, no repair, the first literal. */
    public static LoadOptions defaults() {
        return new LoadOptions(InitialPolicy.AUTO, false, Optional.empty());
    }

    /** These options with the thin-air repair switched on or off. */
    public LoadOptions withRepairThinAir(boolean repair) {
        return new LoadOptions(initial, repair, historyName);
    }

    /** These options with another initial-transaction policy. */
    public LoadOptions withInitial(InitialPolicy policy) {
        return new LoadOptions(policy, repairThinAir, historyName);
    }

    /** These options reading the literal named {@code name}. */
    public LoadOptions withHistoryName(String name) {
        return new LoadOptions(initial, repairThinAir, Optional.of(name));
    }
}
