// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import isolang.solver.spec.Scope;

/**
 * Scope sizes given on the command line ({@code --scope 5txn,3obj,3val} or {@code --txn 5}),
 * replacing the corresponding sizes of every command's own scope. A dimension left out keeps
 * the command's size; the number of sessions, when not given, stays what the command says but
 * at most the number of transactions (and grows with them when the command had one session
 * per transaction).
 *
 * @param sizes sizes of txn, obj, val, sess, ops and step (protocol steps) in this order; 0 means
 *        "not given"
 */
public record ScopeOverride(int[] sizes) {

    /** The dimensions, in the order of {@link #sizes()}. */
    public static final List<String> DIMENSIONS = List.of("txn", "obj", "val", "sess", "ops", "step");

    private static final Pattern ENTRY = Pattern.compile("(\\d{1,4})\\s*([a-z]*)");

    /** Copies the sizes. */
    public ScopeOverride {
        if (sizes.length != DIMENSIONS.size()) {
            throw new IllegalArgumentException("one size per dimension");
        }
        sizes = sizes.clone();
    }

    /** An override that changes nothing. */
    public static ScopeOverride none() {
        return new ScopeOverride(new int[DIMENSIONS.size()]);
    }

    /** Whether no size is given. */
    public boolean isEmpty() {
        return Arrays.stream(sizes).allMatch(s -> s == 0);
    }

    /** The given size of {@code dimension}, if any. */
    public OptionalInt size(String dimension) {
        int size = sizes[DIMENSIONS.indexOf(dimension)];
        return size == 0 ? OptionalInt.empty() : OptionalInt.of(size);
    }

    /**
     * This override with the entries of {@code text} ({@code 5txn,3obj}, {@code 5 txn, 3 obj},
     * {@code 4} for 4 txn, 4 obj and 4 val) added.
     *
     * @throws UsageException if the text is not a scope
     */
    public ScopeOverride with(String text) throws UsageException {
        int[] result = sizes.clone();
        for (String entry : text.split(",", -1)) {
            if (entry.isBlank()) {
                throw new UsageException("invalid scope '" + text + "': an empty entry; expected entries like"
                        + " 5txn,3obj,3val,2sess,4ops");
            }
            Matcher m = ENTRY.matcher(entry.trim());
            if (!m.matches()) {
                throw new UsageException(
                        "invalid scope '" + text
                                + "': expected entries like 5txn,3obj,3val,2sess,4ops,12step (sizes 1 to 9999)");
            }
            int size = Integer.parseInt(m.group(1));
            if (size < 1) {
                throw new UsageException("invalid scope '" + text + "': sizes must be at least 1");
            }
            if (m.group(2).isEmpty()) {
                result[0] = size;
                result[1] = size;
                result[2] = size;
            } else {
                int index = DIMENSIONS.indexOf(m.group(2));
                if (index < 0) {
                    throw new UsageException("invalid scope '" + text + "': unknown dimension '" + m.group(2)
                            + "' (use " + String.join(", ", DIMENSIONS) + ")");
                }
                result[index] = size;
            }
        }
        return new ScopeOverride(result);
    }

    /** This override with one dimension set to {@code size}. */
    public ScopeOverride with(String dimension, int size) throws UsageException {
        return with(size + dimension);
    }

    /**
     * The command's scope with this override applied.
     *
     * @throws UsageException if the result is not a valid scope, e.g. more sessions than transactions
     */
    public Scope apply(Scope scope) throws UsageException {
        int txn = pick(0, scope.transactions());
        int sess;
        if (sizes[3] != 0) {
            sess = sizes[3];
        } else if (scope.sessions() == scope.transactions()) {
            sess = txn;
        } else {
            sess = Math.min(scope.sessions(), txn);
        }
        if (sess > txn) {
            throw new UsageException("invalid scope override: " + sess + " sessions for " + txn + " transactions");
        }
        return new Scope(txn, pick(1, scope.objects()), pick(2, scope.values()), sess, pick(4, scope.operations()),
                pick(5, scope.steps()));
    }

    private int pick(int index, int original) {
        return sizes[index] == 0 ? original : sizes[index];
    }

    /** The scope in the syntax of {@code --scope}, e.g. {@code 4txn 2obj 2val}, sessions and operations if they matter. */
    public static String describe(Scope scope, boolean operations) {
        StringBuilder text = new StringBuilder();
        text.append(scope.transactions()).append("txn ").append(scope.objects()).append("obj ")
                .append(scope.values()).append("val");
        if (scope.sessions() != scope.transactions()) {
            text.append(' ').append(scope.sessions()).append("sess");
        }
        if (operations) {
            text.append(' ').append(scope.operations()).append("ops");
        }
        if (scope.steps() > 0) {
            text.append(' ').append(scope.steps()).append("step");
        }
        return text.toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ScopeOverride o && Arrays.equals(sizes, o.sizes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(sizes);
    }

    @Override
    public String toString() {
        return Arrays.toString(sizes);
    }
}
