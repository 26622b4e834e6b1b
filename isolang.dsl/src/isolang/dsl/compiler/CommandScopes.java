// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.compiler;

import java.util.List;

import isolang.dsl.isolang.ScopeEntry;
import isolang.dsl.isolang.ScopeSpec;
import isolang.solver.Defaults;
import isolang.solver.spec.Scope;

/**
 * Scopes as written ({@code for 5 txn, 3 obj, 3 val, 2 sess, 4 ops, 12 step}, {@code for 4}) and as the
 * engine takes them. A leading number without dimension sets transactions, objects and values;
 * without a scope a command searches {@link Defaults#SCOPE_SIZE} of each.
 */
public final class CommandScopes {

    /** The default number of operations per transaction (operation model). */
    public static final int DEFAULT_OPERATIONS = 4;
    /** The dimensions a scope entry may name. */
    public static final List<String> DIMENSIONS = List.of("txn", "obj", "val", "sess", "ops", "step");

    private CommandScopes() {
    }

    /**
     * The engine scope of a checked scope specification ({@code null}: the default scope).
     *
     * @throws IllegalArgumentException if the specification breaks the scope invariants, which
     *     validation reports first
     */
    public static Scope toScope(ScopeSpec spec) {
        int[] sizes = sizes(spec);
        return new Scope(sizes[0], sizes[1], sizes[2], sizes[3], sizes[4], sizes[5]);
    }

    /**
     * Sizes of txn, obj, val, sess, ops and step (protocol steps, default 0) in this order,
     * defaults filled in, unchecked.
     */
    public static int[] sizes(ScopeSpec spec) {
        int base = Defaults.SCOPE_SIZE;
        if (spec != null && !spec.getEntries().isEmpty() && spec.getEntries().get(0).getDimension() == null) {
            base = spec.getEntries().get(0).getSize();
        }
        int[] sizes = {base, base, base, -1, DEFAULT_OPERATIONS, 0};
        if (spec != null) {
            for (ScopeEntry entry : spec.getEntries()) {
                int index = entry.getDimension() == null ? -1 : DIMENSIONS.indexOf(entry.getDimension());
                if (index >= 0) {
                    sizes[index] = entry.getSize();
                }
            }
        }
        if (sizes[3] < 0) {
            sizes[3] = sizes[0];
        }
        return sizes;
    }
}
