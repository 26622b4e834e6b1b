// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.util.Optional;

import isolang.history.format.HistoryFormat;
import isolang.history.format.LoadOptions;
import isolang.history.model.HistoryBuilder.InitialPolicy;

/**
 * How a command reads a history file, as {@code history check|convert|stats} and
 * {@code predict} take it: {@code --format} (else detected), {@code --initial auto|implicit} and
 * {@code --repair-thin-air}. The option values are read here once, with the same messages for
 * every command.
 *
 * @param format the input format, if forced
 * @param initial the initial-transaction policy
 * @param repairThinAir map thin-air reads to the initial value
 */
record HistoryReading(Optional<HistoryFormat> format, InitialPolicy initial, boolean repairThinAir) {

    /**
     * The reading a command's named options ask for.
     *
     * @param command the command, for messages
     * @throws UsageException on a malformed {@code --format} or {@code --initial}
     */
    static HistoryReading of(String command, NamedOptions options) throws UsageException {
        Optional<String> format = options.string("--format");
        Optional<String> initial = options.string("--initial");
        return new HistoryReading(
                format.isPresent() ? Optional.of(format(command, "--format", format.get(), false)) : Optional.empty(),
                initial.isPresent() ? initial(command, initial.get()) : InitialPolicy.AUTO,
                options.flag("--repair-thin-air"));
    }

    /** The reader's options: the initial policy and the thin-air repair. */
    LoadOptions loadOptions() {
        return LoadOptions.defaults().withInitial(initial).withRepairThinAir(repairThinAir);
    }

    /**
     * Reads a format's id.
     *
     * @param option the option, for messages
     * @param writable whether the format must be one that can be written
     * @throws UsageException if no such format (that can be written) exists
     */
    static HistoryFormat format(String command, String option, String value, boolean writable)
            throws UsageException {
        Optional<HistoryFormat> format = HistoryFormat.byId(value);
        if (format.isEmpty() || (writable && !format.get().writable())) {
            throw new UsageException(command + ": " + option + " must be one of " + HistoryFormat.ids(writable)
                    + ", not '" + value + "'");
        }
        return format.get();
    }

    /**
     * Reads {@code --initial}'s value.
     *
     * @throws UsageException unless it is {@code auto} or {@code implicit}
     */
    static InitialPolicy initial(String command, String value) throws UsageException {
        return switch (value) {
            case "auto" -> InitialPolicy.AUTO;
            case "implicit" -> InitialPolicy.IMPLICIT;
            default -> throw new UsageException(command + ": --initial must be auto or implicit, not '" + value + "'");
        };
    }
}
