// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import com.google.gson.GsonBuilder;

import isolang.dsl.cli.CommandOutcome.Witnessed;

/**
 * {@code --out DIR}: one {@code .txt}, {@code .json} and {@code .svg} file per history a
 * command found, named {@code FILE.COMMAND[.SUFFIX]} after the specification file (without
 * {@code .isol}), the command and, for commands with several histories, which levels the
 * history separates (e.g. {@code hierarchy.ceroneOrder.PSI-not-SI.svg}).
 */
final class WitnessFiles {

    private final Path directory;

    /**
     * Writes into {@code directory}, creating it if needed.
     *
     * @throws UsageException if the directory cannot be created
     */
    WitnessFiles(Path directory) throws UsageException {
        this.directory = directory;
        try {
            Files.createDirectories(directory);
        } catch (IOException e) {
            throw new UsageException("--out " + directory + ": cannot create directory: " + e.getMessage());
        }
        if (!Files.isWritable(directory)) {
            throw new UsageException("--out " + directory + ": directory is not writable");
        }
    }

    /** The file name without extension for one history of a command. */
    static String baseName(CommandOutcome outcome, Witnessed witnessed) {
        String file = Path.of(outcome.file()).getFileName().toString();
        String stem = file.endsWith(SpecLoader.EXTENSION) ? file.substring(0, file.length() - SpecLoader.EXTENSION.length())
                : file;
        return CommandRunner.slug(stem) + "." + CommandRunner.slug(outcome.name())
                + (witnessed.suffix().isEmpty() ? "" : "." + witnessed.suffix());
    }

    /**
     * Writes the files of every history of {@code outcome}.
     *
     * @return per history (by {@link #baseName}), the paths written by kind ({@code txt}, {@code json}, {@code svg})
     * @throws IOException if a file cannot be written
     */
    Map<String, Map<String, String>> write(CommandOutcome outcome) throws IOException {
        Map<String, Map<String, String>> written = new LinkedHashMap<>();
        for (Witnessed witnessed : outcome.histories()) {
            String base = baseName(outcome, witnessed);
            Map<String, String> paths = new LinkedHashMap<>();
            Path txt = directory.resolve(base + ".txt");
            Files.writeString(txt, witnessed.title() + "\n\n" + Histories.text(witnessed), StandardCharsets.UTF_8);
            paths.put("txt", txt.toString());
            Map<String, Object> data = new LinkedHashMap<>();
            data.put("version", JsonReport.VERSION);
            data.put("file", outcome.file());
            data.put("command", outcome.name());
            data.put("verdict", outcome.verdict());
            data.putAll(Histories.data(witnessed));
            Path json = directory.resolve(base + ".json");
            Files.writeString(json, new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(data)
                    + "\n", StandardCharsets.UTF_8);
            paths.put("json", json.toString());
            Path svg = directory.resolve(base + ".svg");
            Files.writeString(svg, Histories.svg(witnessed), StandardCharsets.UTF_8);
            paths.put("svg", svg.toString());
            written.put(base, paths);
        }
        return written;
    }
}
