// SPDX-License-Identifier: EPL-2.0
package isolang.ui.startup;

import org.eclipse.core.runtime.ILog;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.util.CancelIndicator;

import isolang.ui.editor.IsolangKeywords;
import isolang.ui.model.DocumentParser;
import isolang.ui.validation.IssueFilter;

/**
 * Loads the isolang language while the workbench starts, so that the first editor is usable
 * at once: a workbench model processor (it runs before the window is drawn) that starts a
 * background thread creating the language's injector, reading the keywords and parsing and
 * validating a small specification that imports the standard library. Without it the first
 * isolang editor did all of this itself, most of it on the UI thread. A plain thread, since
 * the workbench holds jobs back until it has started.
 */
public final class LanguageWarmUp {

    /** A specification that touches the parser, the linker, the validator and the standard library. */
    static final String SAMPLE = "import isolang.std.biswas.*\nlevel WarmUp in biswas = SI\n"
            + "check warmUp: WarmUp implies SER for 1 txn, 1 obj, 1 val\n";

    /** Starts the background thread; called once by the workbench when its model is loaded. */
    @Execute
    public void start() {
        Thread thread = new Thread(LanguageWarmUp::load, "isolang language warm-up");
        thread.setDaemon(true);
        thread.start();
    }

    private static void load() {
        try {
            IsolangKeywords.words();
            IssueFilter.validate(DocumentParser.parse(null, URI.createURI("memory:/warm-up.isol"), SAMPLE),
                    CancelIndicator.NullImpl);
        } catch (RuntimeException e) {
            ILog.of(LanguageWarmUp.class).error("Loading the isolang language failed", e);
        }
    }
}
