// SPDX-License-Identifier: EPL-2.0
package isolang.ui.quickfix;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.isolang.Command;
import isolang.dsl.isolang.IsolangPackage;
import isolang.dsl.isolang.Relation;
import isolang.dsl.isolang.RelationCommand;
import isolang.dsl.isolang.SynthesizeCommand;
import isolang.dsl.run.ResultView.Witnessed;
import isolang.solver.history.text.HistoryLiteral;
import isolang.ui.jobs.RunRecord;
import isolang.ui.jobs.RunStatus;
import isolang.ui.model.ParsedDocument;

/**
 * Turns the history a command's run found into a regression test: a {@code history} literal
 * and one membership check per level of the command, {@code expect yes} for the levels that
 * allow it and {@code expect no} for those that forbid it, inserted after the command with a
 * blank line before. Names are made unique in the file.
 */
final class HistoryInsertion {

    /** The levels of a command as written, on the side that allows and the side that forbids. */
    private record Sides(List<String> allowing, List<String> forbidding) {
    }

    private HistoryInsertion() {
    }

    /**
     * Returns whether a run's history can be inserted as a regression test.
     *
     * @param run a run
     * @return true for a history found by an implication, equivalence or synthesis
     */
    static boolean applies(RunRecord run) {
        return run.counterexample().isPresent() && run.status() != RunStatus.ERROR
                && !(run.compiled() instanceof CompiledCommand.Membership)
                && !(run.compiled() instanceof CompiledCommand.RecordedCheck)
                && !(run.compiled() instanceof CompiledCommand.Lattice);
    }

    /**
     * Inserts the history of a run into a document.
     *
     * @param document the document of the file
     * @param parsed a parse of the document's current text
     * @param run the run, with a history
     * @throws BadLocationException if the command is no longer in the text
     */
    static void insert(IDocument document, ParsedDocument parsed, RunRecord run) throws BadLocationException {
        Command command = parsed.commands().stream().filter(c -> ParsedDocument.commandName(c).equals(run.command()))
                .findFirst().orElseThrow(() -> new BadLocationException(run.command() + " is no longer in the file"));
        Sides sides = sides(command, run).orElseThrow(() -> new BadLocationException(
                run.command() + " is not a command whose history can be checked"));
        int[] range = ParsedDocument.range(command);
        int lastLine = document.getLineOfOffset(range[0] + Math.max(0, range[1] - 1));
        boolean atEnd = lastLine + 1 >= document.getNumberOfLines();
        int offset = atEnd ? document.getLength() : document.getLineOffset(lastLine + 1);
        String delimiter = document.getLineDelimiter(lastLine);
        String before = (delimiter == null ? "\n" : "") + "\n";
        boolean blankFollows = atEnd || document.get(offset, document.getLineLength(lastLine + 1)).isBlank();
        document.replace(offset, 0, before + text(parsed, run, sides) + (blankFollows ? "" : "\n"));
    }

    private static String text(ParsedDocument parsed, RunRecord run, Sides sides) {
        Set<String> taken = names(parsed);
        Witnessed example = run.counterexample().orElseThrow();
        String history = unique(Character.toUpperCase(run.command().charAt(0))
                + run.command().substring(1).replaceAll("[^A-Za-z0-9_]", "_"), taken);
        StringBuilder text = new StringBuilder("/** Found by ").append(run.command()).append(": ")
                .append(example.title()).append(". */\n").append(HistoryLiteral.write(history, example.history()));
        String stem = Character.toLowerCase(history.charAt(0)) + history.substring(1);
        for (String level : sides.allowing()) {
            text.append(check(stem, history, level, "yes", taken));
        }
        for (String level : sides.forbidding()) {
            text.append(check(stem, history, level, "no", taken));
        }
        return text.toString();
    }

    private static String check(String stem, String history, String level, String outcome, Set<String> taken) {
        String name = unique(stem + "Under" + level.substring(level.lastIndexOf('.') + 1), taken);
        return "check " + name + ": " + history + " allowed by " + level + " expect " + outcome + "\n";
    }

    private static String unique(String name, Set<String> taken) {
        String candidate = name;
        for (int n = 2; taken.contains(candidate); n++) {
            candidate = name + n;
        }
        taken.add(candidate);
        return candidate;
    }

    /** The names declared at the top level of the file. */
    private static Set<String> names(ParsedDocument parsed) {
        Set<String> names = new HashSet<>();
        parsed.model().ifPresent(model -> {
            for (EObject element : model.getElements()) {
                if (element.eClass().getEStructuralFeature("name") instanceof EAttribute name
                        && element.eGet(name) instanceof String written) {
                    names.add(written);
                }
            }
        });
        return names;
    }

    /** The levels of the command as written, on the side that allows and the side that forbids the history. */
    private static Optional<Sides> sides(Command command, RunRecord run) {
        if (command instanceof SynthesizeCommand) {
            return Optional.of(new Sides(written(command, IsolangPackage.Literals.SYNTHESIZE_COMMAND__ALLOWED),
                    written(command, IsolangPackage.Literals.SYNTHESIZE_COMMAND__FORBIDDEN)));
        }
        if (command instanceof RelationCommand relation) {
            List<String> left = written(command, IsolangPackage.Literals.RELATION_COMMAND__LEFT);
            List<String> right = written(command, IsolangPackage.Literals.RELATION_COMMAND__RIGHT);
            boolean leftAllows = relation.getRelation() == Relation.IMPLIES
                    || !(run.compiled() instanceof CompiledCommand.Equivalence equivalence)
                    || run.counterexample().orElseThrow().witnesses().stream()
                            .anyMatch(w -> w.level().equals(equivalence.left()));
            return Optional.of(leftAllows ? new Sides(left, right) : new Sides(right, left));
        }
        return Optional.empty();
    }

    private static List<String> written(EObject command, EReference feature) {
        List<String> texts = new ArrayList<>();
        for (INode node : NodeModelUtils.findNodesForFeature(command, feature)) {
            texts.add(NodeModelUtils.getTokenText(node));
        }
        return texts;
    }
}
