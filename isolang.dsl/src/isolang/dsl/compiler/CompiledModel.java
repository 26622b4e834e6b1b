// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.compiler;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import isolang.solver.history.History;
import isolang.solver.spec.Framework;
import isolang.solver.spec.Level;

/**
 * A compiled file: its frameworks, levels and histories in the engine's terms, its commands,
 * and the trace from generated formulas back to text.
 *
 * @param uri the file's URI
 * @param frameworks the frameworks declared in the file
 * @param levels the levels declared in the file, by their names in the file
 * @param histories the literal histories, by name
 * @param commands the commands, in the file's order
 * @param trace where each generated formula came from
 */
public record CompiledModel(String uri, List<Framework> frameworks, Map<String, Level> levels,
        Map<String, History> histories, List<CompiledCommand> commands, SourceTrace trace) {

    /** Freezes the collections (keeping their order). */
    public CompiledModel {
        frameworks = List.copyOf(frameworks);
        levels = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(levels));
        histories = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(histories));
        commands = List.copyOf(commands);
    }

    /** The command with the given name, if any. */
    public Optional<CompiledCommand> command(String name) {
        return commands.stream().filter(c -> c.name().equals(name)).findFirst();
    }
}
