// SPDX-License-Identifier: EPL-2.0
package isolang.ui.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;

import isolang.dsl.isolang.Command;
import isolang.dsl.isolang.LatticeCommand;
import isolang.dsl.isolang.Model;
import isolang.dsl.isolang.PredictCommand;
import isolang.dsl.isolang.SynthesizeCommand;

/**
 * One parse of an editor's text: the Xtext resource (inside a resource set holding the other
 * {@code .isol} files of its project, so that imports resolve) and the text it was parsed
 * from. Immutable once created; read it from one thread at a time.
 *
 * @param resource the parsed resource
 * @param text the text that was parsed
 */
public record ParsedDocument(XtextResource resource, String text) {

    /**
     * Returns the model, if the text parsed to one.
     *
     * @return the root of the model
     */
    public Optional<Model> model() {
        return resource.getContents().isEmpty() ? Optional.empty()
                : Optional.of((Model) resource.getContents().get(0));
    }

    /**
     * Returns the commands of the file in their order.
     *
     * @return the commands
     */
    public List<Command> commands() {
        List<Command> commands = new ArrayList<>();
        model().ifPresent(m -> m.getElements().stream().filter(Command.class::isInstance)
                .forEach(e -> commands.add((Command) e)));
        return commands;
    }

    /**
     * Returns the name the compiler gives a command: the written name, or {@code kind@line}.
     *
     * @param command a command of this document
     * @return its name
     */
    public static String commandName(Command command) {
        if (command.getName() != null) {
            return command.getName();
        }
        String kind = command instanceof SynthesizeCommand ? "synthesize"
                : command instanceof LatticeCommand ? "lattice"
                        : command instanceof PredictCommand ? "predict" : "check";
        return kind + "@" + NodeModelUtils.findActualNodeFor(command).getStartLine();
    }

    /**
     * Returns the text range of an element of this document.
     *
     * @param element an element of the model
     * @return offset and length, or {@code {0, 0}} if the element has no text
     */
    public static int[] range(EObject element) {
        ICompositeNode node = NodeModelUtils.findActualNodeFor(element);
        return node == null ? new int[] {0, 0} : new int[] {node.getOffset(), node.getLength()};
    }
}
