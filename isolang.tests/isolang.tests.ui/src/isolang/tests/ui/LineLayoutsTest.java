// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.Test;

import isolang.ui.editor.LineLayouts;

/**
 * A line whose header space grows while it is below the visible lines is drawn below that space
 * once it is scrolled into view, not at its top: the text widget's cached layout of the line
 * follows the line's vertical indent.
 */
class LineLayoutsTest {

    @Test
    void aLineIndentedWhileBelowTheVisibleLinesIsLaidOutWithItsIndent() {
        Shell shell = new Shell(Display.getDefault());
        try {
            shell.setLayout(new FillLayout());
            StyledText text = new StyledText(shell, SWT.V_SCROLL);
            text.setText(IntStream.range(0, 200).mapToObj(i -> "line " + i).collect(Collectors.joining("\n")));
            shell.setSize(400, 200);
            shell.open();
            Workbench.pause(100);
            for (int line : new int[] {100, 199}) {
                // the line is drawn once (its size is known and its layout cached), then scrolled away
                text.setTopIndex(line);
                Workbench.pause(50);
                text.setTopIndex(0);
                Workbench.pause(50);
                text.setLineVerticalIndent(line, 80);
                Workbench.pause(50);

                LineLayouts.repair(text, line);
                assertEquals(80, LineLayouts.laidOutIndent(text, line), "line " + line);
                assertFalse(LineLayouts.repair(text, line), "line " + line + " is laid out again");
            }
            text.setTopIndex(99);
            Workbench.pause(50);
            assertEquals(80, LineLayouts.laidOutIndent(text, 100));
        } finally {
            shell.dispose();
        }
    }
}
