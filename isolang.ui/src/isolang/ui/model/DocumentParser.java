// SPDX-License-Identifier: EPL-2.0
package isolang.ui.model;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.filebuffers.LocationKind;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;

/**
 * Parses {@code .isol} text with the language's services into a fresh resource set that also
 * holds every other {@code .isol} file of the same project, read from the workspace, so that
 * imports between the project's files resolve. Runs on any thread; never call it from the UI
 * thread for validation.
 */
public final class DocumentParser {

    /** The file extension of isolang specifications. */
    public static final String EXTENSION = "isol";

    private DocumentParser() {
    }

    /**
     * Returns the EMF URI of a workspace file.
     *
     * @param file the file
     * @return its {@code platform:/resource} URI
     */
    public static URI uriOf(IFile file) {
        return URI.createPlatformResourceURI(file.getFullPath().toString(), true);
    }

    /**
     * Parses {@code text} as the content of {@code file}.
     *
     * @param file the workspace file the text belongs to, or null for a file outside the workspace
     * @param uri the URI of the text
     * @param text the text
     * @return the parse
     */
    public static ParsedDocument parse(IFile file, URI uri, String text) {
        XtextResourceSet resourceSet = IsolangLanguage.get(XtextResourceSet.class);
        if (file != null) {
            for (IFile sibling : isolFiles(file.getProject())) {
                if (!sibling.equals(file)) {
                    Resource resource = resourceSet.createResource(uriOf(sibling));
                    try (InputStream in = sibling.getContents(true)) {
                        resource.load(in, resourceSet.getLoadOptions());
                    } catch (IOException | CoreException e) {
                        resourceSet.getResources().remove(resource);
                    }
                }
            }
        }
        XtextResource resource = (XtextResource) resourceSet.createResource(uri);
        try {
            resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
                    resourceSet.getLoadOptions());
        } catch (IOException e) {
            throw new IllegalStateException("reading from memory failed", e);
        }
        return new ParsedDocument(resource, text);
    }

    /**
     * Returns the {@code .isol} files of a project (or of any container), recursively.
     *
     * @param container the project or folder
     * @return its specification files
     */
    public static List<IFile> isolFiles(org.eclipse.core.resources.IContainer container) {
        List<IFile> files = new ArrayList<>();
        if (!container.isAccessible()) {
            return files;
        }
        try {
            container.accept(resource -> {
                if (resource.getType() == IResource.FILE && EXTENSION.equals(resource.getFileExtension())) {
                    files.add((IFile) resource);
                }
                return !resource.isDerived();
            });
        } catch (CoreException e) {
            ILog.of(DocumentParser.class).error("Cannot list the files of " + container.getFullPath(), e);
        }
        return files;
    }

    /**
     * Returns the text of a file as the user sees it: the text of its open editor (saved or
     * not), else the file's content.
     *
     * @param file the file
     * @return its current text
     * @throws CoreException if the file cannot be read
     */
    public static String currentText(IFile file) throws CoreException {
        ITextFileBuffer buffer = FileBuffers.getTextFileBufferManager().getTextFileBuffer(file.getFullPath(),
                LocationKind.IFILE);
        return buffer != null ? buffer.getDocument().get() : read(file);
    }

    /**
     * Reads a workspace file's text.
     *
     * @param file the file
     * @return its content
     * @throws CoreException if the file cannot be read
     */
    public static String read(IFile file) throws CoreException {
        try (InputStream in = file.getContents(true)) {
            return new String(in.readAllBytes(), file.getCharset());
        } catch (IOException e) {
            throw new CoreException(org.eclipse.core.runtime.Status.error("Cannot read " + file.getFullPath(), e));
        }
    }
}
