// SPDX-License-Identifier: EPL-2.0
package isolang.ui.editor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.contentassist.CompletionProposal;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContentAssistProcessor;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.contentassist.IContextInformationValidator;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistContext;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalAcceptor;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.eclipse.xtext.ide.editor.contentassist.antlr.ContentAssistContextFactory;
import org.eclipse.xtext.util.TextRegion;

import isolang.ui.model.IsolangLanguage;
import isolang.ui.model.ParsedDocument;

/**
 * Content assist from Xtext's editor-neutral services: the grammar's keywords, the names in
 * scope (levels, witness relations of the current framework, predicates, histories, also from
 * imported files and the standard library), plus templates for {@code level}, {@code axiom},
 * {@code check}, {@code synthesize} and {@code history}.
 */
public final class IsolangContentAssistProcessor implements IContentAssistProcessor {

    private static final ExecutorService POOL = Executors.newCachedThreadPool(r -> {
        Thread thread = new Thread(r, "isolang-content-assist");
        thread.setDaemon(true);
        return thread;
    });

    /** Templates by their trigger word: the text inserted and the cursor position in it. */
    private static final Map<String, String> TEMPLATES = new LinkedHashMap<>();

    static {
        TEMPLATES.put("level", "level ${Name} in biswas {\n  axiom ${Axiom}: all t: Txn | t in Txn\n}");
        TEMPLATES.put("axiom", "axiom ${Name}: all t1, t2: Txn | t1->t2 in wr implies t1->t2 in co");
        TEMPLATES.put("check", "check ${name}: ${A} implies ${B} for 3 txn, 2 obj, 2 val expect holds");
        TEMPLATES.put("synthesize", "synthesize ${name}: { ${A} } not { ${B} } for 3 txn, 2 obj, 2 val expect found");
        TEMPLATES.put("history", "history ${Name} {\n  session { T1: w(x,1) }\n  session { T2: r(x,1) }\n}");
    }

    private final IsolangEditor editor;

    IsolangContentAssistProcessor(IsolangEditor editor) {
        this.editor = editor;
    }

    @Override
    public ICompletionProposal[] computeCompletionProposals(ITextViewer viewer, int offset) {
        String text = viewer.getDocument().get();
        ParsedDocument parsed = editor.parse(text);
        ContentAssistContextFactory factory = IsolangLanguage.get(ContentAssistContextFactory.class);
        factory.setPool(POOL);
        ContentAssistContext[] contexts = factory.create(text, new TextRegion(offset, 0), offset, parsed.resource());
        IdeContentProposalAcceptor acceptor = IsolangLanguage.get(IdeContentProposalAcceptor.class);
        IsolangLanguage.get(IdeContentProposalProvider.class).createProposals(List.of(contexts), acceptor);
        List<ICompletionProposal> proposals = new ArrayList<>();
        String prefix = contexts.length == 0 ? "" : contexts[0].getPrefix();
        for (Map.Entry<String, String> template : TEMPLATES.entrySet()) {
            if (template.getKey().startsWith(prefix) && !prefix.isEmpty()
                    || prefix.isEmpty() && atLineStart(text, offset)) {
                proposals.add(
                        template(template.getKey(), template.getValue(), offset - prefix.length(), prefix.length()));
            }
        }
        for (ContentAssistEntry entry : acceptor.getEntries()) {
            String proposal = entry.getProposal();
            String entryPrefix = entry.getPrefix() == null ? "" : entry.getPrefix();
            String label = entry.getLabel() != null ? entry.getLabel() : proposal;
            String display = entry.getDescription() == null ? label : label + " \u2014 " + entry.getDescription();
            proposals.add(new CompletionProposal(proposal, offset - entryPrefix.length(), entryPrefix.length(),
                    proposal.length(), null, display, null, entry.getDocumentation()));
        }
        return proposals.toArray(ICompletionProposal[]::new);
    }

    private static boolean atLineStart(String text, int offset) {
        int i = offset - 1;
        while (i >= 0 && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i--;
        }
        return i < 0 || text.charAt(i) == '\n';
    }

    private static ICompletionProposal template(String word, String pattern, int start, int length) {
        String replacement = pattern.replaceAll("\\$\\{([^}]*)\\}", "$1");
        int firstVariable = pattern.indexOf("${");
        int cursor = firstVariable < 0 ? replacement.length() : firstVariable;
        int variableLength = firstVariable < 0 ? 0 : pattern.indexOf('}', firstVariable) - firstVariable - 2;
        return new SelectingProposal(replacement, start, length, cursor, variableLength, word + " \u2014 template");
    }

    @Override
    public IContextInformation[] computeContextInformation(ITextViewer viewer, int offset) {
        return new IContextInformation[0];
    }

    @Override
    public char[] getCompletionProposalAutoActivationCharacters() {
        return new char[] {'.'};
    }

    @Override
    public char[] getContextInformationAutoActivationCharacters() {
        return new char[0];
    }

    @Override
    public String getErrorMessage() {
        return null;
    }

    @Override
    public IContextInformationValidator getContextInformationValidator() {
        return null;
    }

    /** A template proposal that selects its first placeholder after insertion. */
    private static final class SelectingProposal implements ICompletionProposal {
        private final String replacement;
        private final int start;
        private final int length;
        private final int cursor;
        private final int selectionLength;
        private final String display;

        SelectingProposal(String replacement, int start, int length, int cursor, int selectionLength, String display) {
            this.replacement = replacement;
            this.start = start;
            this.length = length;
            this.cursor = cursor;
            this.selectionLength = selectionLength;
            this.display = display;
        }

        @Override
        public void apply(org.eclipse.jface.text.IDocument document) {
            try {
                document.replace(start, length, replacement);
            } catch (org.eclipse.jface.text.BadLocationException e) {
                throw new IllegalStateException("the document changed during content assist", e);
            }
        }

        @Override
        public org.eclipse.swt.graphics.Point getSelection(org.eclipse.jface.text.IDocument document) {
            return new org.eclipse.swt.graphics.Point(start + cursor, selectionLength);
        }

        @Override
        public String getAdditionalProposalInfo() {
            return replacement;
        }

        @Override
        public String getDisplayString() {
            return display;
        }

        @Override
        public org.eclipse.swt.graphics.Image getImage() {
            return null;
        }

        @Override
        public IContextInformation getContextInformation() {
            return null;
        }
    }
}
