// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.typing;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;

import isolang.dsl.isolang.Builtin;
import isolang.dsl.isolang.BuiltinName;
import isolang.dsl.isolang.Definition;
import isolang.dsl.isolang.Fun;
import isolang.dsl.isolang.LevelDecl;
import isolang.dsl.isolang.Pred;
import isolang.dsl.isolang.Ref;
import isolang.dsl.isolang.Witness;

/**
 * What a piece of text depends on, following {@code pred} and {@code fun} calls: the
 * definitions it uses, whether it mentions a witness relation, whether it needs the operation
 * history model. Unresolved names are skipped (the linker reports them).
 */
public final class Dependencies {

    private static final Set<BuiltinName> OPERATION_VOCABULARY = Set.of(BuiltinName.OP, BuiltinName.OPS,
            BuiltinName.PO, BuiltinName.OP_OBJ, BuiltinName.OP_VAL, BuiltinName.READ_OP, BuiltinName.WRITE_OP,
            BuiltinName.WR_OP);

    private Dependencies() {
    }

    /** The definitions {@code root} refers to directly. */
    public static Set<Definition> direct(EObject root) {
        Set<Definition> used = new LinkedHashSet<>();
        if (root instanceof Ref ref && ref.getTarget() instanceof Definition definition && !definition.eIsProxy()) {
            used.add(definition);
        }
        root.eAllContents().forEachRemaining(node -> {
            if (node instanceof Ref ref && ref.getTarget() instanceof Definition definition
                    && !definition.eIsProxy()) {
                used.add(definition);
            }
        });
        return used;
    }

    /** The objects reachable from {@code root}: itself and the definitions it uses, transitively. */
    public static Set<EObject> closure(EObject root) {
        Set<EObject> seen = new LinkedHashSet<>();
        Deque<EObject> todo = new ArrayDeque<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            EObject next = todo.pop();
            if (seen.add(next)) {
                direct(next).forEach(todo::push);
            }
        }
        return seen;
    }

    /** Whether {@code definition} is reachable from its own body. */
    public static boolean isRecursive(Definition definition) {
        Set<EObject> seen = new HashSet<>();
        Deque<EObject> todo = new ArrayDeque<>(direct(definition));
        while (!todo.isEmpty()) {
            EObject next = todo.pop();
            if (next == definition) {
                return true;
            }
            if (seen.add(next)) {
                direct(next).forEach(todo::push);
            }
        }
        return false;
    }

    /** Whether {@code root}, or a definition it uses, mentions a witness relation. */
    public static boolean mentionsWitness(EObject root) {
        return any(root, node -> node instanceof Ref ref && ref.getTarget() instanceof Witness);
    }

    /** Whether {@code root}, or a definition it uses, needs the operation history model. */
    public static boolean usesOperations(EObject root) {
        return any(root, node -> node instanceof Builtin b && OPERATION_VOCABULARY.contains(b.getName()));
    }

    /** Whether a level, with its parts and its framework, needs the operation history model. */
    public static boolean levelUsesOperations(LevelDecl level) {
        return levelUsesOperations(level, new HashSet<>());
    }

    private static boolean levelUsesOperations(LevelDecl level, Set<LevelDecl> seen) {
        if (level.eIsProxy() || !seen.add(level)) {
            return false;
        }
        return usesOperations(level)
                || level.getFramework() != null && !level.getFramework().eIsProxy()
                        && usesOperations(level.getFramework())
                || level.getIncludes().stream().anyMatch(p -> levelUsesOperations(p, seen));
    }

    /** Whether a definition is a {@code pred} or {@code fun} with the given name. */
    public static String nameOf(Definition definition) {
        return definition instanceof Pred p ? p.getName() : ((Fun) definition).getName();
    }

    private static boolean any(EObject root, java.util.function.Predicate<EObject> test) {
        for (EObject reached : closure(root)) {
            if (test.test(reached)) {
                return true;
            }
            var contents = reached.eAllContents();
            while (contents.hasNext()) {
                if (test.test(contents.next())) {
                    return true;
                }
            }
        }
        return false;
    }
}
