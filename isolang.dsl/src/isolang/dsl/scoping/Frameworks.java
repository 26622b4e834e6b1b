// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.scoping;

import org.eclipse.emf.ecore.EObject;

import isolang.dsl.isolang.FrameworkDecl;
import isolang.dsl.isolang.Fun;
import isolang.dsl.isolang.LevelDecl;
import isolang.dsl.isolang.Pred;

/** Which framework a piece of text is written in. */
public final class Frameworks {

    private Frameworks() {
    }

    /**
     * The framework whose witness relations {@code context} may use: the framework of the
     * innermost definition that declares one ({@code pred p in biswas}), of the enclosing
     * level, or the enclosing framework itself; {@code null} if none (history vocabulary only).
     */
    public static FrameworkDecl of(EObject context) {
        for (EObject current = context; current != null; current = current.eContainer()) {
            if (current instanceof Pred pred && pred.getFramework() != null) {
                return pred.getFramework();
            }
            if (current instanceof Fun fun && fun.getFramework() != null) {
                return fun.getFramework();
            }
            if (current instanceof LevelDecl level) {
                return level.getFramework();
            }
            if (current instanceof FrameworkDecl framework) {
                return framework;
            }
        }
        return null;
    }
}
