// SPDX-License-Identifier: EPL-2.0
package isolang.tests.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import isolang.record.Workload;
import isolang.record.db.IsolationSetting;
import isolang.ui.editor.IsolangEditor;
import isolang.ui.jobs.RunRecord;
import isolang.ui.jobs.RunStatus;
import isolang.ui.model.DocumentParser;
import isolang.ui.model.WorkspacePaths;
import isolang.ui.record.RecordRequest;
import isolang.ui.record.RecordedRun;
import isolang.ui.startup.CommandLineFiles;
import isolang.ui.validation.IsolangMarkers;
import isolang.ui.views.RecordedHistoryView;
import isolang.ui.views.ResultsView;

/**
 * A file named on the command line ({@code isolang-ide file.isol}) opens inside a project that
 * links its folder (or, for the folder that holds the workspace, the file itself), so that it
 * gets validation markers and quick fixes like a workspace file, and the folder on disk gets no
 * project files.
 */
class CommandLineFilesTest {

    @TempDir
    Path folder;

    private IProject project;

    @AfterEach
    void removeProject() throws CoreException {
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().closeAllEditors(false);
        if (project != null) {
            project.delete(IResource.NEVER_DELETE_PROJECT_CONTENT | IResource.FORCE, null);
        }
    }

    @Test
    void aFileFromTheCommandLineGetsMarkersAndQuickFixes() throws CoreException, IOException {
        Path spec = folder.resolve("spec.isol");
        Files.writeString(spec, "level Snapshot in biswas = SI\n", StandardCharsets.UTF_8);
        Files.writeString(folder.resolve("other.isol"), "level Other in biswas = SER\n", StandardCharsets.UTF_8);

        IFile file = CommandLineFiles.inWorkspace(spec);
        project = file.getProject();
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        IsolangEditor editor = assertInstanceOf(IsolangEditor.class, IDE.openEditor(page, file));

        assertEquals(file, editor.file());
        assertEquals(spec.toUri(), file.getLocationURI());
        assertTrue(file.getParent().isLinked(), "the folder is not linked: " + file.getFullPath());
        Workbench.waitUntil("the unknown names as markers", 60, () -> !Workbench.errors(file,
                IsolangMarkers.VALIDATION).isEmpty());
        IMarker marker = Workbench.errors(file, IsolangMarkers.VALIDATION).get(0);
        List<String> fixes = Arrays.stream(IDE.getMarkerHelpRegistry().getResolutions(marker))
                .map(IMarkerResolution::getLabel).toList();
        assertTrue(fixes.contains("Import isolang.std.biswas.*"), fixes.toString());
        IFile other = file.getParent().getFile(new org.eclipse.core.runtime.Path("other.isol"));
        Workbench.waitUntil("the other file of the folder validated too", 60, () -> !Workbench.errors(other,
                IsolangMarkers.VALIDATION).isEmpty());

        try (Stream<Path> files = Files.list(folder)) {
            assertEquals(List.of("other.isol", "spec.isol"), files.map(p -> p.getFileName().toString()).sorted()
                    .toList(), "files were written into the folder");
        }
        assertEquals(file, CommandLineFiles.inWorkspace(spec), "a second start does not find the same project");
    }

    @Test
    void theViewsNameTheFolderOfAFileFromTheCommandLineOnce() throws CoreException, IOException {
        Path spec = folder.resolve("spec.isol");
        Files.writeString(spec, "level Snapshot in biswas = SI\n", StandardCharsets.UTF_8);
        IFile file = CommandLineFiles.inWorkspace(spec);
        project = file.getProject();
        String name = folder.getFileName().toString();

        assertEquals(name + "/spec.isol", WorkspacePaths.shown(file.getFullPath()));
        RunRecord run = new RunRecord(DocumentParser.uriOf(file).toString(), "c", null, RunStatus.PASSED, "holds",
                "", 0, null, Optional.empty(), List.of(), Instant.now());
        assertEquals(name + "/spec.isol", ResultsView.fileLabel(run));
        // the folder as the Record History wizard shows it, and back
        assertEquals(name, WorkspacePaths.shown(file.getParent().getFullPath()));
        assertEquals(file.getParent(), WorkspacePaths.container(name).orElseThrow());
        assertEquals(file.getParent(), WorkspacePaths.container(name + "/" + name).orElseThrow(),
                "the workspace path still names the folder");

        IFile recorded = file.getParent().getFile(new org.eclipse.core.runtime.Path("recorded.edn"));
        RecordRequest request = new RecordRequest("h2", null, null, null, "READ COMMITTED", Workload.defaults(),
                recorded, List.of());
        RecordedHistoryView view = RecordedHistoryView.show(new RecordedRun(request, "H2",
                new IsolationSetting("READ COMMITTED", 2, List.of(), "no dirty reads"), 10, 0, 0, 1.0, Map.of(),
                Optional.of("stopped"), Optional.empty()));
        assertEquals(name + "/recorded.edn: not checked: stopped", view.titleText());
        assertEquals(name, project.getName(), "the project is not named after the folder");
    }

    @Test
    void aFileInTheFolderThatHoldsTheWorkspaceIsLinkedOnItsOwn() throws CoreException, IOException {
        Path beside = ResourcesPlugin.getWorkspace().getRoot().getLocation().toFile().toPath().getParent()
                .resolve("beside-the-workspace.isol");
        Files.writeString(beside, "level Snapshot in biswas = SI\n", StandardCharsets.UTF_8);
        try {
            IFile file = CommandLineFiles.inWorkspace(beside);
            project = file.getProject();

            assertTrue(file.isLinked(), "the file is not linked: " + file.getFullPath());
            assertEquals(project, file.getParent());
            assertEquals(beside.toUri(), file.getLocationURI());
            Workbench.waitUntil("the unknown names as markers", 60, () -> !Workbench.errors(file,
                    IsolangMarkers.VALIDATION).isEmpty());
            assertEquals(file, CommandLineFiles.inWorkspace(beside), "a second start does not find the same file");
        } finally {
            Files.delete(beside);
        }
    }

    @Test
    void aMissingFileIsReported() {
        CoreException error = org.junit.jupiter.api.Assertions.assertThrows(CoreException.class,
                () -> CommandLineFiles.inWorkspace(folder.resolve("missing.isol")));
        assertTrue(error.getMessage().contains("missing.isol"), error.getMessage());
    }
}
