// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The options of {@code record} and {@code scenarios}: {@code --name value}, {@code --name=value}
 * or a flag {@code --name}; repeated options keep every value; no operands. Typed getters
 * report a malformed value as a {@link UsageException} naming the option.
 */
final class NamedOptions {

    private final String command;
    private final Map<String, List<String>> values = new LinkedHashMap<>();

    private NamedOptions(String command) {
        this.command = command;
    }

    /**
     * Parses {@code args}.
     *
     * @param valued the options that take a value
     * @param flags the options that take none
     * @throws UsageException on an unknown option, a missing value or an operand
     */
    static NamedOptions parse(String command, List<String> args, Set<String> valued, Set<String> flags)
            throws UsageException {
        NamedOptions options = new NamedOptions(command);
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            String name = arg;
            String value = null;
            int equals = arg.indexOf('=');
            if (arg.startsWith("--") && equals > 0) {
                name = arg.substring(0, equals);
                value = arg.substring(equals + 1);
            }
            if (flags.contains(name)) {
                if (value != null) {
                    throw new UsageException(command + ": option " + name + " takes no value");
                }
                options.values.computeIfAbsent(name, n -> new ArrayList<>()).add("true");
            } else if (valued.contains(name)) {
                if (value == null) {
                    if (i + 1 >= args.size()) {
                        throw new UsageException(command + ": option " + name + " needs a value");
                    }
                    value = args.get(++i);
                }
                options.values.computeIfAbsent(name, n -> new ArrayList<>()).add(value);
            } else {
                throw new UsageException(command + ": " + (arg.startsWith("-") ? "unknown option '" + name + "'"
                        : "unexpected argument '" + arg + "'") + " (" + command + " --help lists the options)");
            }
        }
        return options;
    }

    boolean flag(String name) {
        return values.containsKey(name);
    }

    Optional<String> string(String name) {
        List<String> all = values.get(name);
        return all == null ? Optional.empty() : Optional.of(all.get(all.size() - 1));
    }

    String string(String name, String fallback) {
        return string(name).orElse(fallback);
    }

    /** Every value of a repeatable option, with comma-separated lists split. */
    List<String> list(String name) {
        List<String> all = new ArrayList<>();
        for (String value : values.getOrDefault(name, List.of())) {
            for (String part : value.split(",")) {
                if (!part.isBlank()) {
                    all.add(part.trim());
                }
            }
        }
        return all;
    }

    long number(String name, long fallback, long min, long max) throws UsageException {
        Optional<String> text = string(name);
        if (text.isEmpty()) {
            return fallback;
        }
        try {
            long value = Long.parseLong(text.get().replace("_", ""));
            if (value < min || value > max) {
                throw new UsageException(command + ": " + name + " must be between " + min + " and " + max + ", not "
                        + value);
            }
            return value;
        } catch (NumberFormatException e) {
            throw new UsageException(command + ": " + name + " needs a whole number, not '" + text.get() + "'");
        }
    }

    double decimal(String name, double fallback, double min, double max) throws UsageException {
        Optional<String> text = string(name);
        if (text.isEmpty()) {
            return fallback;
        }
        try {
            double value = Double.parseDouble(text.get());
            if (!(value >= min && value <= max)) {
                throw new UsageException(command + ": " + name + " must be between " + min + " and " + max + ", not "
                        + text.get());
            }
            return value;
        } catch (NumberFormatException e) {
            throw new UsageException(command + ": " + name + " needs a number, not '" + text.get() + "'");
        }
    }
}
