// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.Document;
import org.junit.jupiter.api.Test;

import isolang.solver.history.History;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;
import isolang.solver.history.text.HistoryLiteral;
import isolang.ui.handlers.FormatHandler;
import isolang.ui.handlers.ToggleCommentHandler;
import isolang.ui.model.DocumentParser;

/** Toggle Comment, Format and history literals work on text as the editor commands use them. */
class EditingCommandsTest {

    @Test
    void toggleCommentCommentsLinesOutAndBackIn() throws BadLocationException {
        Document document = new Document("level A in biswas = SI\n\nlevel B in biswas = SER\n");

        ToggleCommentHandler.toggle(document, 0, 2);
        assertEquals("// level A in biswas = SI\n\n// level B in biswas = SER\n", document.get());

        ToggleCommentHandler.toggle(document, 0, 2);
        assertEquals("level A in biswas = SI\n\nlevel B in biswas = SER\n", document.get());
    }

    @Test
    void formatUsesTheLanguageFormatterAndLeavesBrokenTextAlone() {
        String messy = "import isolang.std.biswas.*\nlevel   A   in biswas   =   SI\n";
        String formatted = FormatHandler.format(DocumentParser.parse(null, URI.createURI("memory:/f.isol"), messy)
                .resource());
        assertEquals("import isolang.std.biswas.*\n\nlevel A in biswas = SI\n", formatted);

        assertNull(FormatHandler.format(DocumentParser.parse(null, URI.createURI("memory:/g.isol"), "level {")
                .resource()));
    }

    @Test
    void historyLiteralListsSessionsAndOperations() {
        History lostUpdate = History.of(1, java.util.List.of(
                java.util.List.of(Transaction.of(1, Operation.read(0, 0), Operation.write(0, 1))),
                java.util.List.of(Transaction.of(2, Operation.read(0, 0), Operation.write(0, 2)))));

        assertEquals("history Lost {\n  session { T1: r(x,0) w(x,1) }\n  session { T2: r(x,0) w(x,2) }\n}\n",
                HistoryLiteral.write("Lost", lostUpdate));
    }
}
