// SPDX-License-Identifier: EPL-2.0
package isolang.history.format;

import java.util.Locale;
import java.util.Optional;

/**
 * The history formats isolang reads, and the ones it writes. {@link FormatDetector} recognizes
 * them; {@code --format NAME} forces one.
 */
public enum HistoryFormat {
    /** isolang's {@code history} literal (text, also inside an {@code .isol} file). */
    ISOLANG("isolang", "isolang history literal", new IsolangTextReader(), true),
    /** isolang's JSON form. */
    JSON("json", "isolang JSON", new JsonHistoryReader(), true),
    /** Plume, PolySI and IsoVista text: {@code r(k,v,sess,txn)} lines. */
    PLUME("plume", "Plume/PolySI/IsoVista text", new PlumeReader(), true),
    /** AWDIT's test format. */
    AWDIT("awdit", "AWDIT test text", new AwditTestReader(), false),
    /** dbcop's {@code history.bincode} (a file, or a directory holding it). */
    DBCOP("dbcop", "dbcop history.bincode", new DbcopReader(), false),
    /** Cobra's binary logs (a directory of {@code *.log}). */
    COBRA("cobra", "Cobra binary logs", new CobraReader(), false),
    /** Jepsen/Elle EDN, list-append and rw-register. */
    EDN("edn", "Jepsen/Elle EDN", new ElleEdnReader(), false),
    /** VeriStrong's list-append text. */
    VERISTRONG("veristrong", "VeriStrong list-append text", new VeriStrongListReader(), false);

    private final String id;
    private final String description;
    private final HistoryReader reader;
    private final boolean writable;

    HistoryFormat(String id, String description, HistoryReader reader, boolean writable) {
        this.id = id;
        this.description = description;
        this.reader = reader;
        this.writable = writable;
    }

    /** The name on the command line, e.g. {@code plume}. */
    public String id() {
        return id;
    }

    /** A short description for help texts and messages. */
    public String description() {
        return description;
    }

    /** Whether isolang can write this format. */
    public boolean writable() {
        return writable;
    }

    HistoryReader reader() {
        return reader;
    }

    /** The writer of this format (literals written by the isolang writer are named {@code literalName}). */
    HistoryWriter writer(String literalName) {
        return switch (this) {
            case ISOLANG -> new IsolangTextWriter(literalName);
            case JSON -> new JsonHistoryWriter();
            case PLUME -> new PlumeWriter();
            default -> throw new IllegalStateException(id + " cannot be written");
        };
    }

    /** The format with the given command-line name. */
    public static Optional<HistoryFormat> byId(String id) {
        String lower = id.toLowerCase(Locale.ROOT);
        for (HistoryFormat format : values()) {
            if (format.id.equals(lower)) {
                return Optional.of(format);
            }
        }
        return Optional.empty();
    }

    /** The command-line names, comma-separated, for messages. */
    public static String ids(boolean writableOnly) {
        StringBuilder ids = new StringBuilder();
        for (HistoryFormat format : values()) {
            if (!writableOnly || format.writable) {
                ids.append(ids.length() == 0 ? "" : ", ").append(format.id);
            }
        }
        return ids.toString();
    }
}
