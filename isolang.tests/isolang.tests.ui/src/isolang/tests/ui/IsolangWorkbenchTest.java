// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import isolang.ui.editor.IsolangEditor;
import isolang.ui.editor.IsolangScanner;
import isolang.ui.views.ResultRow;
import isolang.ui.views.ResultsView;

/** In a real workbench, an .isol file opens in the isolang editor and the Results view opens. */
class IsolangWorkbenchTest {

    private IProject project;

    private IWorkbenchPage page;

    @BeforeEach
    void createProject() throws CoreException {
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("isolang-ui-test");
        project.create(null);
        project.open(null);
        page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    @AfterEach
    void deleteProject() throws CoreException {
        page.closeAllEditors(false);
        project.delete(true, null);
    }

    private static void processEvents() {
        Display display = Display.getCurrent();
        while (display.readAndDispatch()) {
            // drain pending UI work such as the initial syntax colouring
        }
    }

    @Test
    void isolFileOpensInIsolangEditorWithKeywordsColoured() throws CoreException {
        IFile file = project.getFile("levels.isol");
        file.create(new ByteArrayInputStream("level SI { }\n".getBytes(StandardCharsets.UTF_8)), true, null);

        IEditorPart editor = IDE.openEditor(page, file);
        processEvents();

        assertInstanceOf(IsolangEditor.class, editor);
        assertEquals(IsolangEditor.ID, editor.getSite().getId());
        StyledText text = (StyledText) editor.getAdapter(Control.class);
        assertEquals("level SI { }\n", text.getText());
        StyleRange keyword = text.getStyleRangeAtOffset(0);
        assertNotNull(keyword, "'level' is not coloured");
        assertEquals(IsolangScanner.KEYWORD_COLOR.getRGB(), keyword.foreground.getRGB());
        assertEquals(SWT.BOLD, keyword.fontStyle & SWT.BOLD);
    }

    @Test
    void resultsViewOpensAndShowsRows() throws CoreException {
        IViewPart part = page.showView(ResultsView.ID);

        ResultsView view = assertInstanceOf(ResultsView.class, part);
        view.setResults(List.of(new ResultRow("SI vs PSI", "distinguished", "3 transactions"),
                new ResultRow("SER vs SER", "equivalent", "up to 4 transactions")));
        processEvents();

        assertEquals(2, view.getViewer().getTable().getItemCount());
        assertEquals("distinguished", view.getViewer().getTable().getItem(0).getText(1));
        page.hideView(part);
    }
}
