// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.views.contentoutline.ContentOutlinePage;

import isolang.dsl.isolang.AxiomDecl;
import isolang.dsl.isolang.Command;
import isolang.dsl.isolang.Definition;
import isolang.dsl.isolang.FrameworkDecl;
import isolang.dsl.isolang.HistoryLiteral;
import isolang.dsl.isolang.Import;
import isolang.dsl.isolang.LevelDecl;
import isolang.dsl.isolang.Model;
import isolang.dsl.isolang.Named;
import isolang.dsl.isolang.Pred;
import isolang.dsl.isolang.Witness;
import isolang.ui.model.ParsedDocument;

/**
 * The Outline view page of the isolang editor: imports, frameworks with their witness
 * relations and axioms, levels with their axioms, definitions, histories and commands.
 * Selecting an entry selects its text.
 */
public final class IsolangOutlinePage extends ContentOutlinePage {

    private final IsolangEditor editor;

    IsolangOutlinePage(IsolangEditor editor) {
        this.editor = editor;
    }

    @Override
    public void createControl(Composite parent) {
        super.createControl(parent);
        TreeViewer viewer = getTreeViewer();
        viewer.setContentProvider(new Content());
        viewer.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                return label((EObject) element);
            }
        });
        viewer.addSelectionChangedListener(event -> {
            Object selected = ((IStructuredSelection) event.getSelection()).getFirstElement();
            if (selected instanceof EObject element) {
                int[] range = ParsedDocument.range(element);
                editor.selectAndReveal(range[0], range[1]);
            }
        });
        ParsedDocument parsed = editor.lastParse();
        if (parsed != null) {
            update(parsed);
        }
    }

    /**
     * Shows the elements of a new parse; call from the UI thread.
     *
     * @param parsed the parse
     */
    void update(ParsedDocument parsed) {
        TreeViewer viewer = getTreeViewer();
        if (viewer == null || viewer.getControl().isDisposed()) {
            return;
        }
        viewer.setInput(parsed.model().orElse(null));
        viewer.expandAll();
    }

    /**
     * Returns the text shown for an element.
     *
     * @param element a model element
     * @return its label
     */
    public static String label(EObject element) {
        if (element instanceof Import i) {
            return "import " + i.getImportedNamespace();
        }
        if (element instanceof FrameworkDecl f) {
            return "framework " + f.getName();
        }
        if (element instanceof Witness w) {
            return "witness " + w.getName();
        }
        if (element instanceof LevelDecl l) {
            return "level " + l.getName();
        }
        if (element instanceof AxiomDecl a) {
            return "axiom " + a.getName();
        }
        if (element instanceof Definition d) {
            return (d instanceof Pred ? "pred " : "fun ") + ((Named) d).getName();
        }
        if (element instanceof HistoryLiteral h) {
            return "history " + h.getName();
        }
        if (element instanceof Command c) {
            return ParsedDocument.commandName(c);
        }
        return element.eClass().getName();
    }

    /** The tree structure of a model. */
    private static final class Content implements ITreeContentProvider {
        @Override
        public Object[] getElements(Object input) {
            if (input instanceof Model model) {
                List<EObject> elements = new ArrayList<>(model.getImports());
                elements.addAll(model.getElements());
                return elements.toArray();
            }
            return new Object[0];
        }

        @Override
        public Object[] getChildren(Object parent) {
            List<EObject> children = new ArrayList<>();
            if (parent instanceof FrameworkDecl f) {
                children.addAll(f.getWitnesses());
                children.addAll(f.getAxioms());
                children.addAll(f.getDefinitions());
            } else if (parent instanceof LevelDecl l) {
                children.addAll(l.getAxioms());
                children.addAll(l.getDefinitions());
            }
            return children.toArray();
        }

        @Override
        public Object getParent(Object element) {
            return ((EObject) element).eContainer();
        }

        @Override
        public boolean hasChildren(Object element) {
            return getChildren(element).length > 0;
        }
    }
}
