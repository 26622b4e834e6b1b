// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;

import org.apache.log4j.Logger;
import org.eclipse.emf.common.util.URI;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.CodeLens;
import org.eclipse.lsp4j.CodeLensParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentHighlight;
import org.eclipse.lsp4j.DocumentHighlightParams;
import org.eclipse.lsp4j.DocumentOnTypeFormattingParams;
import org.eclipse.lsp4j.DocumentRangeFormattingParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FoldingRange;
import org.eclipse.lsp4j.FoldingRangeRequestParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.LocationLink;
import org.eclipse.lsp4j.PrepareRenameDefaultBehavior;
import org.eclipse.lsp4j.PrepareRenameParams;
import org.eclipse.lsp4j.PrepareRenameResult;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.SignatureHelp;
import org.eclipse.lsp4j.SignatureHelpParams;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.Either3;
import org.eclipse.xtext.ide.server.LanguageServerImpl;
import org.eclipse.xtext.ide.server.hover.IHoverService;
import org.eclipse.xtext.service.OperationCanceledManager;

import com.google.inject.Inject;

/**
 * Xtext's language server, answering every request about a document it does not know, or
 * cannot answer for a document it knows, with an empty result instead of "Internal error.":
 * no hover, no completions, no definition, no edits. A failure on an open document is logged
 * as one line (a position outside the document is the client's mistake and is not logged);
 * cancellation by the client still cancels.
 */
public class IsolangLanguageServer extends LanguageServerImpl {

    private static final Logger LOG = Logger.getLogger(IsolangLanguageServer.class);

    @Inject
    private OperationCanceledManager cancellation;

    @Override
    public CompletableFuture<Either<List<CompletionItem>, CompletionList>> completion(CompletionParams params) {
        return answer("completion", params.getTextDocument(), () -> super.completion(params),
                Either.forRight(new CompletionList(false, new ArrayList<>())));
    }

    @Override
    public CompletableFuture<Either<List<? extends Location>, List<? extends LocationLink>>> definition(
            DefinitionParams params) {
        return answer("definition", params.getTextDocument(), () -> super.definition(params),
                Either.forLeft(List.of()));
    }

    @Override
    public CompletableFuture<List<? extends Location>> references(ReferenceParams params) {
        return answer("references", params.getTextDocument(), () -> super.references(params), List.of());
    }

    @Override
    public CompletableFuture<List<Either<SymbolInformation, DocumentSymbol>>> documentSymbol(
            DocumentSymbolParams params) {
        return answer("documentSymbol", params.getTextDocument(), () -> super.documentSymbol(params),
                new ArrayList<>());
    }

    @Override
    public CompletableFuture<Hover> hover(HoverParams params) {
        return answer("hover", params.getTextDocument(), () -> super.hover(params), IHoverService.EMPTY_HOVER);
    }

    @Override
    public CompletableFuture<SignatureHelp> signatureHelp(SignatureHelpParams params) {
        return answer("signatureHelp", params.getTextDocument(), () -> super.signatureHelp(params),
                new SignatureHelp());
    }

    @Override
    public CompletableFuture<List<? extends DocumentHighlight>> documentHighlight(DocumentHighlightParams params) {
        return answer("documentHighlight", params.getTextDocument(), () -> super.documentHighlight(params), List.of());
    }

    @Override
    public CompletableFuture<List<Either<Command, CodeAction>>> codeAction(CodeActionParams params) {
        return answer("codeAction", params.getTextDocument(), () -> super.codeAction(params), new ArrayList<>());
    }

    @Override
    public CompletableFuture<List<? extends CodeLens>> codeLens(CodeLensParams params) {
        return answer("codeLens", params.getTextDocument(), () -> super.codeLens(params), List.of());
    }

    @Override
    public CompletableFuture<List<? extends TextEdit>> formatting(DocumentFormattingParams params) {
        return answer("formatting", params.getTextDocument(), () -> super.formatting(params), List.of());
    }

    @Override
    public CompletableFuture<List<? extends TextEdit>> rangeFormatting(DocumentRangeFormattingParams params) {
        return answer("rangeFormatting", params.getTextDocument(), () -> super.rangeFormatting(params), List.of());
    }

    @Override
    public CompletableFuture<List<? extends TextEdit>> onTypeFormatting(DocumentOnTypeFormattingParams params) {
        return answer("onTypeFormatting", params.getTextDocument(), () -> super.onTypeFormatting(params), List.of());
    }

    @Override
    public CompletableFuture<WorkspaceEdit> rename(RenameParams params) {
        return answer("rename", params.getTextDocument(), () -> super.rename(params), new WorkspaceEdit());
    }

    @Override
    public CompletableFuture<Either3<Range, PrepareRenameResult, PrepareRenameDefaultBehavior>> prepareRename(
            PrepareRenameParams params) {
        return answer("prepareRename", params.getTextDocument(), () -> super.prepareRename(params), null);
    }

    @Override
    public CompletableFuture<List<FoldingRange>> foldingRange(FoldingRangeRequestParams params) {
        return answer("foldingRange", params.getTextDocument(), () -> super.foldingRange(params), new ArrayList<>());
    }

    @Override
    public CompletableFuture<SemanticTokens> semanticTokensFull(SemanticTokensParams params) {
        return answer("semanticTokens", params.getTextDocument(), () -> super.semanticTokensFull(params),
                new SemanticTokens(new ArrayList<>()));
    }

    /**
     * The answer of {@code call}, or {@code empty} if it fails; cancelling the answer cancels the call.
     *
     * @param request the request's name, for the log
     * @param document the document asked about (may be missing in a malformed request)
     */
    private <T> CompletableFuture<T> answer(String request, TextDocumentIdentifier document,
            Supplier<CompletableFuture<T>> call, T empty) {
        CompletableFuture<T> source;
        try {
            source = call.get();
        } catch (RuntimeException | StackOverflowError e) {
            return CompletableFuture.completedFuture(failed(request, document, e, empty));
        }
        CompletableFuture<T> answer = source.handle((result, error) -> {
            if (error == null) {
                return result;
            }
            return failed(request, document, error, empty);
        });
        answer.whenComplete((result, error) -> {
            if (answer.isCancelled()) {
                source.cancel(true);
            }
        });
        return answer;
    }

    private <T> T failed(String request, TextDocumentIdentifier document, Throwable error, T empty) {
        Throwable cause = error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
        if (cause instanceof CancellationException || cancellation.isOperationCanceledException(cause)) {
            throw new CancellationException(request + " was cancelled");
        }
        String uri = document == null ? null : document.getUri();
        boolean outsideDocument = cause instanceof IndexOutOfBoundsException
                && String.valueOf(cause.getMessage()).startsWith("Position");
        if (uri != null && isOpen(uri) && !outsideDocument) {
            LOG.warn(request + " failed for " + uri + ": " + cause.getClass().getName()
                    + (cause.getMessage() == null ? "" : ": " + cause.getMessage()));
        }
        return empty;
    }

    private boolean isOpen(String uri) {
        try {
            return getWorkspaceManager().isDocumentOpen(URI.createURI(uri));
        } catch (RuntimeException e) {
            return false;
        }
    }
}
