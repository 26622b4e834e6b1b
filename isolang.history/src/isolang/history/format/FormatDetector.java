// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Recognizes the format of a history from its path and its first bytes:
 * <ul>
 * <li>a directory with {@code history.bincode}: dbcop; with {@code *.log} files: Cobra;</li>
 * <li>by extension: {@code .bincode} dbcop, {@code .log} Cobra (one session), {@code .edn} EDN,
 *     {@code .json} JSON, {@code .isol} isolang;</li>
 * <li>otherwise by content: a {@code {:} map EDN, a {@code {"} object JSON, a {@code history}
 *     literal isolang, {@code r(…)}/{@code w(…)} lines Plume, {@code r K V} lines or separator lines
 *     AWDIT, a count followed by {@code S T A|R …} records VeriStrong, binary data dbcop.</li>
 * </ul>
 */
public final class FormatDetector {

    private static final int SNIFF_BYTES = 4096;
    private static final Pattern PLUME = Pattern.compile("^[rw]\\s*\\(\\s*-?\\d+\\s*,.*");
    private static final Pattern AWDIT = Pattern.compile("^([rw]\\s+-?\\d+\\s+-?\\d+|=+|-+)\\s*$");
    private static final Pattern VERISTRONG = Pattern.compile("^\\d+\\s+-?\\d+\\s+-?\\d+\\s+[AR]\\s.*", Pattern.DOTALL);
    private static final Pattern ISOLANG = Pattern.compile("(?s).*\\bhistory\\s+[A-Za-z_][A-Za-z0-9_]*\\s*\\{.*");

    private FormatDetector() {
    }

    /**
     * The format of the history at {@code path}.
     *
     * @throws HistoryFormatException if no format fits
     * @throws IOException if the path cannot be read
     */
    public static HistoryFormat detect(Path path, String shown) throws IOException, HistoryFormatException {
        if (Files.isDirectory(path)) {
            if (Files.isRegularFile(path.resolve(DbcopReader.FILE_NAME))) {
                return HistoryFormat.DBCOP;
            }
            try (Stream<Path> files = Files.list(path)) {
                if (files.anyMatch(p -> p.getFileName().toString().endsWith(".log"))) {
                    return HistoryFormat.COBRA;
                }
            }
            throw HistoryFormatException.inFile(shown, "is a directory without " + DbcopReader.FILE_NAME
                    + " (dbcop) or .log files (Cobra)");
        }
        String name = path.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".bincode")) {
            return HistoryFormat.DBCOP;
        }
        if (name.endsWith(".log")) {
            return HistoryFormat.COBRA;
        }
        if (name.endsWith(".edn")) {
            return HistoryFormat.EDN;
        }
        if (name.endsWith(".json")) {
            return HistoryFormat.JSON;
        }
        if (name.endsWith(".isol")) {
            return HistoryFormat.ISOLANG;
        }
        byte[] head;
        try (InputStream in = Files.newInputStream(path)) {
            head = in.readNBytes(SNIFF_BYTES);
        }
        return byContent(head, shown);
    }

    private static HistoryFormat byContent(byte[] head, String shown) throws HistoryFormatException {
        for (byte b : head) {
            if (b == 0) {
                return HistoryFormat.DBCOP;
            }
        }
        String text = new String(head, StandardCharsets.UTF_8);
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        String trimmed = text.strip();
        if (trimmed.startsWith("{:") || trimmed.startsWith("{ :") || trimmed.startsWith("[{:")) {
            return HistoryFormat.EDN;
        }
        if (trimmed.startsWith("{")) {
            return trimmed.substring(1).stripLeading().startsWith("\"") ? HistoryFormat.JSON : HistoryFormat.EDN;
        }
        if (ISOLANG.matcher(text).matches()) {
            return HistoryFormat.ISOLANG;
        }
        if (VERISTRONG.matcher(trimmed).matches()) {
            return HistoryFormat.VERISTRONG;
        }
        String first = firstLine(trimmed);
        if (PLUME.matcher(first).matches()) {
            return HistoryFormat.PLUME;
        }
        if (AWDIT.matcher(first).matches()) {
            return HistoryFormat.AWDIT;
        }
        if (trimmed.isEmpty()) {
            throw HistoryFormatException.inFile(shown,
                    "is empty; give the format with --format if an empty history is meant");
        }
        throw HistoryFormatException.inFile(shown, "the format is not recognized (first line: '" + abbreviate(first)
                + "'); give it with --format " + HistoryFormat.ids(false).replace(", ", "|"));
    }

    private static String firstLine(String text) {
        int end = 0;
        while (end < text.length() && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
            end++;
        }
        return text.substring(0, end).strip();
    }

    private static String abbreviate(String line) {
        StringBuilder clean = new StringBuilder();
        for (char c : line.toCharArray()) {
            clean.append(c < 32 || c == 127 ? '?' : c);
            if (clean.length() >= 60) {
                return clean + "…";
            }
        }
        return clean.toString();
    }
}
