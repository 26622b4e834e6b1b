// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import org.eclipse.ui.editors.text.TextEditor;

/** Editor for isolang specifications ({@code *.isol}): the platform text editor with isolang syntax colouring. */
public class IsolangEditor extends TextEditor {

    /** Id of the editor in plugin.xml. */
    public static final String ID = "isolang.ui.editor";

    @Override
    protected void initializeEditor() {
        super.initializeEditor();
        setSourceViewerConfiguration(new IsolangSourceViewerConfiguration(getPreferenceStore()));
    }
}
