// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILogListener;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextHover;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.hyperlink.IHyperlink;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.editors.text.EditorsUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.junit.jupiter.api.Test;

import isolang.ui.editor.IsolangEditor;
import isolang.ui.editor.IsolangSourceViewerConfiguration;

/** Hover (also on a name that does not resolve), Ctrl+click into the standard library and the outline. */
class NavigationTest extends WorkbenchProjectTest {

    private static final String TEXT = "import isolang.std.biswas.*\n\n/** Mine. */\nlevel Mine in biswas = SI\n";

    NavigationTest() {
        super("isolang-navigation-test");
    }

    @Test
    void hoverShowsTheDefinitionAndHyperlinkOpensItInTheStandardLibrary() throws CoreException {
        IFile file = Workbench.create(project, "mine.isol", TEXT);
        IsolangEditor editor = (IsolangEditor) IDE.openEditor(page, file);
        IsolangSourceViewerConfiguration configuration = new IsolangSourceViewerConfiguration(editor,
                EditorsUI.getPreferenceStore());
        int si = TEXT.indexOf("SI");

        ITextHover hover = configuration.getTextHover(editor.viewer(), IDocument.DEFAULT_CONTENT_TYPE);
        String info = hover.getHoverInfo(editor.viewer(), hover.getHoverRegion(editor.viewer(), si));
        assertNotNull(info, "no hover on SI");
        assertTrue(info.startsWith("level SI in biswas"), info);
        assertTrue(info.contains("biswas.isol"), info);

        IHyperlink[] links = configuration.getHyperlinkDetectors(editor.viewer())[0]
                .detectHyperlinks(editor.viewer(), new Region(si, 0), false);
        assertNotNull(links, "no hyperlink on SI");
        assertEquals(new Region(si, 2), links[0].getHyperlinkRegion());
        links[0].open();
        Workbench.processEvents();

        IsolangEditor library = assertInstanceOf(IsolangEditor.class, page.getActiveEditor());
        assertEquals("biswas.isol", library.getEditorInput().getName());
        ITextSelection selection = (ITextSelection) library.getSelectionProvider().getSelection();
        assertTrue(selection.getText().startsWith("level SI"), selection.getText());
    }

    @Test
    void hoverOnAnUnresolvedNameShowsTheLinkingError() throws CoreException {
        String text = "import isolang.std.biswas.*\n\nlevel Mine in biswas = SIX\n";
        IFile file = Workbench.create(project, "unresolved.isol", text);
        IsolangEditor editor = (IsolangEditor) IDE.openEditor(page, file);
        Workbench.waitUntil("the first parse", 60, () -> editor.lastParse() != null);
        ITextHover hover = new IsolangSourceViewerConfiguration(editor, EditorsUI.getPreferenceStore())
                .getTextHover(editor.viewer(), IDocument.DEFAULT_CONTENT_TYPE);
        List<IStatus> logged = new ArrayList<>();
        ILogListener listener = (status, plugin) -> logged.add(status);
        Platform.addLogListener(listener);
        try {
            int six = text.indexOf("SIX") + 1;
            String info = hover.getHoverInfo(editor.viewer(), hover.getHoverRegion(editor.viewer(), six));

            assertNotNull(info, "no hover on the unresolved SIX");
            assertTrue(info.contains("unknown level 'SIX'"), info);
        } finally {
            Platform.removeLogListener(listener);
        }
        assertEquals(List.of(), logged.stream().filter(s -> s.getSeverity() == IStatus.ERROR).toList());
    }

    @Test
    void outlineListsTheDeclarations() throws CoreException {
        IFile file = Workbench.create(project, "mine.isol", TEXT);
        IsolangEditor editor = (IsolangEditor) IDE.openEditor(page, file);
        Workbench.waitUntil("the first parse", 60, () -> editor.lastParse() != null);
        page.showView(IPageLayout.ID_OUTLINE);
        page.activate(editor);
        IContentOutlinePage outline = editor.getAdapter(IContentOutlinePage.class);
        Workbench.waitUntil("the outline", 30, () -> outline.getControl() != null
                && ((Tree) outline.getControl()).getItemCount() == 2);

        Tree tree = (Tree) outline.getControl();
        assertEquals("import isolang.std.biswas.*", tree.getItem(0).getText());
        assertEquals("level Mine", tree.getItem(1).getText());
    }
}
