// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.google.gson.GsonBuilder;

import isolang.diagram.hasse.HasseDiagram;
import isolang.diagram.hasse.HasseSvg;
import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.history.ForbiddenEmphasis;
import isolang.dsl.history.LevelCatalog;
import isolang.dsl.run.ResultView;
import isolang.dsl.run.ResultView.Witnessed;
import isolang.solver.spec.Level;

/**
 * {@code --out DIR}: one {@code .txt}, {@code .json} and {@code .svg} file per history a
 * command found, named {@code FILE.COMMAND[.SUFFIX]} after the input file (without its
 * extension), the command (for a prediction from a history file, the levels it separates:
 * {@code deposits.CC-not-SER.svg}) and, for commands with several histories, which levels the
 * history separates (e.g. {@code hierarchy.ceroneOrder.PSI-not-SI.svg}). A prediction also
 * gets a {@code .isol} file: the predicted history's literal with a {@code check} per level. Input files that share
 * a name (in different directories) each write into a sub-directory named after the shortest
 * end of their directory path that tells them apart ({@code a/spec.isol} and
 * {@code b/spec.isol}: {@code DIR/a/spec.…} and {@code DIR/b/spec.…}). The drawings emphasise
 * what makes each history forbidden by the levels that do not allow it ({@link ForbiddenEmphasis}).
 * A lattice's order is written too, as {@code FILE.COMMAND.svg} and {@code .txt}.
 */
final class WitnessFiles {

    /** Time limit of each check that explains why a level forbids a history. */
    static final Duration EXPLAIN_TIMEOUT = Duration.ofSeconds(60);

    private final Path directory;
    /** Explains forbidden levels in the drawings; made on first use (it compiles the standard library). */
    private ForbiddenEmphasis forbiddenEmphasis;
    /** The standard levels, for the explanations and a prediction's imports; made on first use. */
    private LevelCatalog standard;
    /** Per input file (as shown), the sub-directory of {@link #directory} its files go to. */
    private final Map<String, Path> subdirectories = new HashMap<>();

    /**
     * Writes into {@code directory}, creating it if needed.
     *
     * @param directory the directory
     * @param files the input files: the name each is shown by, and its path
     * @throws UsageException if the directory cannot be created
     */
    WitnessFiles(Path directory, Map<String, Path> files) throws UsageException {
        this.directory = directory;
        prepare(directory);
        Map<String, List<String>> byName = new LinkedHashMap<>();
        files.forEach(
                (shown, path) -> byName.computeIfAbsent(String.valueOf(path.getFileName()), n -> new ArrayList<>())
                        .add(shown));
        for (List<String> sameName : byName.values()) {
            if (sameName.size() > 1) {
                separate(sameName, files);
            }
        }
    }

    /**
     * Creates the {@code --out} directory if needed and checks that it can be written to.
     *
     * @throws UsageException if it cannot be created or written to
     */
    static void prepare(Path directory) throws UsageException {
        try {
            Files.createDirectories(directory);
        } catch (IOException e) {
            throw new UsageException("--out " + directory + ": cannot create directory: " + e.getMessage());
        }
        if (!Files.isWritable(directory)) {
            throw new UsageException("--out " + directory + ": directory is not writable");
        }
    }

    /** Gives files of one name the shortest ends of their directories' paths that differ. */
    private void separate(List<String> sameName, Map<String, Path> files) {
        for (int depth = 1;; depth++) {
            Set<Path> seen = new HashSet<>();
            Map<String, Path> chosen = new HashMap<>();
            boolean longest = true;
            for (String shown : sameName) {
                Path parent = files.get(shown).toAbsolutePath().normalize().getParent();
                int count = parent == null ? 0 : parent.getNameCount();
                longest &= depth >= count;
                Path end = Path.of("");
                for (int i = Math.max(0, count - depth); i < count; i++) {
                    end = end.resolve(parent.getName(i).toString());
                }
                seen.add(end);
                chosen.put(shown, end);
            }
            if (seen.size() == sameName.size() || longest) {
                subdirectories.putAll(chosen);
                return;
            }
        }
    }

    /**
     * The file name without extension for one history of a command: the input file's name
     * without its extension, then the command's name, or for a prediction from a history file
     * the levels it separates ({@code deposits.CC-not-SER}).
     */
    static String baseName(ResultView outcome, Witnessed witnessed) {
        return baseName(outcome) + (witnessed.suffix().isEmpty() ? "" : "." + witnessed.suffix());
    }

    /** The file name without extension for a command, {@code FILE.COMMAND}. */
    private static String baseName(ResultView outcome) {
        String file = Path.of(outcome.file()).getFileName().toString();
        int dot = file.lastIndexOf('.');
        String stem = dot > 0 ? file.substring(0, dot) : file;
        String command = outcome.result().command() instanceof CompiledCommand.Prediction p
                && !file.endsWith(SpecLoader.EXTENSION)
                        ? simpleNames(p.permissive()) + "-not-" + simpleNames(p.strict())
                        : outcome.name();
        return ResultView.slug(stem) + "." + ResultView.slug(command);
    }

    private static String simpleNames(List<Level> levels) {
        return String.join("+", levels.stream().map(l -> l.name().substring(l.name().lastIndexOf('.') + 1)).toList());
    }

    /**
     * Writes the files of every history of {@code outcome}.
     *
     * @return per history, in order, the paths written by kind ({@code txt}, {@code json}, {@code svg})
     * @throws IOException if a file cannot be written
     */
    List<Map<String, String>> write(ResultView outcome) throws IOException {
        List<Map<String, String>> written = new ArrayList<>();
        Path target = directory.resolve(subdirectories.getOrDefault(outcome.file(), Path.of("")));
        if (!outcome.histories().isEmpty()) {
            Files.createDirectories(target);
        }
        for (Witnessed found : outcome.histories()) {
            Witnessed witnessed = found.forbidden().isEmpty() || found.explained() ? found
                    : found.explainedBy(forbiddenEmphasis());
            Map<String, Object> data = header(outcome);
            data.putAll(Histories.data(witnessed));
            String base = baseName(outcome, witnessed);
            Map<String, String> paths = writeThree(target.resolve(base),
                    witnessed.title() + "\n\n" + Histories.text(witnessed), data, Histories.svg(witnessed));
            if (outcome.result().command() instanceof CompiledCommand.Prediction p
                    && outcome.predictionLiteral().isPresent()) {
                Path isol = target.resolve(base + SpecLoader.EXTENSION);
                Files.writeString(isol, predictionSpec(witnessed.title(), outcome.predictionLiteral().get(), p),
                        StandardCharsets.UTF_8);
                paths.put("isol", isol.toString());
            }
            written.add(paths);
        }
        return written;
    }

    /**
     * Writes a lattice's order, {@code FILE.COMMAND.txt}, {@code .json} and {@code .svg}: as text,
     * as the {@code lattice} object of {@code --json}, and as the Hasse diagram the IDE draws,
     * each line linking to the drawing of the history that separates its levels (written by
     * {@link #write}).
     *
     * @return the paths written by kind ({@code txt}, {@code json}, {@code svg}); empty for other
     *     commands and lattices that did not run
     * @throws IOException if a file cannot be written
     */
    Map<String, String> writeOrder(ResultView outcome) throws IOException {
        Optional<HasseDiagram> diagram = outcome.hasse();
        Optional<ResultView.LatticeOrder> order = outcome.lattice();
        if (diagram.isEmpty() || order.isEmpty()) {
            return Map.of();
        }
        Path target = directory.resolve(subdirectories.getOrDefault(outcome.file(), Path.of("")));
        Files.createDirectories(target);
        Map<String, Object> data = header(outcome);
        data.put("levels", order.get().levels());
        data.put("implies", order.get().implies());
        data.put("hasse", order.get().hasse());
        return writeThree(target.resolve(baseName(outcome)), orderText(outcome, order.get()), data,
                HasseSvg.write(diagram.get(), edge -> outcome.separating(diagram.get(), edge)
                        .map(w -> baseName(outcome, w) + ".svg")));
    }

    /** The fields every {@code --out} JSON file starts with: format version, file, command and verdict. */
    private static Map<String, Object> header(ResultView outcome) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("version", JsonReport.VERSION);
        data.put("file", outcome.file());
        data.put("command", outcome.name());
        data.put("verdict", outcome.verdict());
        return data;
    }

    /**
     * Writes {@code base.txt}, {@code base.json} (pretty-printed) and {@code base.svg}.
     *
     * @return the paths written by kind
     */
    private static Map<String, String> writeThree(Path base, String text, Map<String, Object> data, String svg)
            throws IOException {
        Map<String, String> paths = new LinkedHashMap<>();
        String name = base.getFileName().toString();
        Path txt = base.resolveSibling(name + ".txt");
        Files.writeString(txt, text, StandardCharsets.UTF_8);
        paths.put("txt", txt.toString());
        Path json = base.resolveSibling(name + ".json");
        Files.writeString(json, new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(data)
                + "\n", StandardCharsets.UTF_8);
        paths.put("json", json.toString());
        Path drawing = base.resolveSibling(name + ".svg");
        Files.writeString(drawing, svg, StandardCharsets.UTF_8);
        paths.put("svg", drawing.toString());
        return paths;
    }

    /** The order as text: the title, the covering relations and equivalences, then the implication matrix. */
    private static String orderText(ResultView outcome, ResultView.LatticeOrder order) {
        StringBuilder text = new StringBuilder(outcome.name() + ": order within " + outcome.scopeText() + "\n\n");
        order.hasse().forEach(line -> text.append(line).append('\n'));
        text.append("\nimplies (row implies column):\n");
        int width = order.levels().stream().mapToInt(String::length).max().orElse(0);
        for (int i = 0; i < order.levels().size(); i++) {
            text.append(String.format(java.util.Locale.ROOT, "  %-" + width + "s ", order.levels().get(i)));
            for (int j = 0; j < order.levels().size(); j++) {
                text.append(' ').append(i == j ? "-" : order.implies().get(i).get(j));
            }
            text.append('\n');
        }
        return text.toString();
    }

    /**
     * A specification of the predicted history: its literal and a {@code check} per level that
     * passes as the prediction says (allowed by the permissive levels, not by the strict ones),
     * importing the modules of the standard levels.
     */
    private String predictionSpec(String title, String literal, CompiledCommand.Prediction p) throws IOException {
        String name = literal.substring("history ".length(), literal.indexOf(' ', "history ".length()));
        Set<String> imports = new java.util.TreeSet<>();
        StringBuilder checks = new StringBuilder();
        for (Level level : p.permissive()) {
            checks.append("check ").append(name).append(" allowed by ").append(reference(level, imports))
                    .append(" expect yes\n");
        }
        for (Level level : p.strict()) {
            checks.append("check ").append(name).append(" allowed by ").append(reference(level, imports))
                    .append(" expect no\n");
        }
        StringBuilder text = new StringBuilder("// ").append(title.replace('\n', ' ')).append("\n");
        imports.forEach(module -> text.append("import ").append(module).append("\n"));
        return text.append("\n").append(literal.strip()).append("\n\n").append(checks).toString();
    }

    /** How the specification names {@code level}: through its standard module when it has one. */
    private String reference(Level level, Set<String> imports) throws IOException {
        LevelCatalog standard = standard();
        Optional<String> module = standard.find(level.name()).flatMap(standard::module);
        module.ifPresent(imports::add);
        return module.map(m -> m.substring(m.lastIndexOf('.') + 1) + "." + level.name()
                .substring(level.name().lastIndexOf('.') + 1)).orElse(level.name());
    }

    private ForbiddenEmphasis forbiddenEmphasis() throws IOException {
        if (forbiddenEmphasis == null) {
            forbiddenEmphasis = new ForbiddenEmphasis(standard().standard(), EXPLAIN_TIMEOUT);
        }
        return forbiddenEmphasis;
    }

    /** The standard library's levels, compiled once for the explanations and a prediction's imports. */
    private LevelCatalog standard() throws IOException {
        if (standard == null) {
            standard = LevelCatalog.load(Language.injector(), List.of());
        }
        return standard;
    }
}
