// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.compiler;

import java.util.List;

import org.eclipse.xtext.validation.Issue;

/**
 * The result of compiling a file: either the compiled model (with the warnings found), or the
 * errors that prevent compilation. User mistakes are never exceptions.
 */
public sealed interface Compilation {

    /** All issues found by validation, errors and warnings, in the file's order. */
    List<Issue> issues();

    /**
     * The file compiled.
     *
     * @param model the compiled model
     * @param issues the warnings and infos
     */
    record Compiled(CompiledModel model, List<Issue> issues) implements Compilation {
        /** Freezes the list. */
        public Compiled {
            issues = List.copyOf(issues);
        }
    }

    /**
     * The file has errors.
     *
     * @param issues all issues, at least one of them an error
     */
    record Rejected(List<Issue> issues) implements Compilation {
        /** Freezes the list. */
        public Rejected {
            issues = List.copyOf(issues);
        }
    }
}
