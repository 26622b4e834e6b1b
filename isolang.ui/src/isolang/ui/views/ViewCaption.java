// SPDX-License-Identifier: EPL-2.0
package isolang.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

/**
 * The Counterexample view's caption: a headline (the command, its verdict, the history's title)
 * and, under it, a note on what the drawing shows (the sessions' orientation and why, whether it
 * scrolls), on a second line only where that leaves the drawing most of the view, else as the
 * caption's tooltip.
 */
final class ViewCaption {

    private final Composite root;

    private final Label label;

    private String headline = "";

    /** The caption as last laid out. */
    private String laidOut = "";

    /**
     * Creates the caption at the top of the view.
     *
     * @param root the view's top control, whose layout the caption's height changes
     * @param text the caption shown before anything is
     */
    ViewCaption(Composite root, String text) {
        this.root = root;
        label = new Label(root, SWT.WRAP);
        label.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        label.setText(text);
    }

    /** Shows a headline without a note. */
    void headline(String text) {
        headline = text;
        label.setText(text);
        label.setToolTipText(null);
    }

    /** Shows the headline with a note under it (or in the tooltip, where two lines take too much of the view). */
    void note(String note) {
        int width = Math.max(1, root.getClientArea().width - 10);
        label.setText(headline + "\n" + note);
        boolean room = note.isEmpty() || label.computeSize(width, SWT.DEFAULT).y * 3 <= root.getClientArea().height;
        String text = room && !note.isEmpty() ? headline + "\n" + note : headline;
        label.setText(text);
        label.setToolTipText(note.isEmpty() ? null : note);
        if (!text.equals(laidOut)) {
            laidOut = text;
            root.layout(true, true);
        }
    }

    /** The caption's text. */
    String text() {
        return label.getText();
    }

    /** The note, wherever it is shown; empty if none. */
    String noteText() {
        return label.getToolTipText() == null ? "" : label.getToolTipText();
    }
}
