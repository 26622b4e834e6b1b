// SPDX-License-Identifier: EPL-2.0
package isolang.record.scenario;

/**
 * One step of a scenario: session {@code session} reads or writes a register, commits or rolls
 * back its transaction.
 *
 * @param session the session, from 0
 * @param action what it does
 * @param key the register of a read or write ({@code x}, {@code y}, {@code z} are 0, 1, 2)
 * @param value the value of a write (unique in the scenario)
 */
public record Step(int session, Action action, int key, long value) {

    /** What a step does. */
    public enum Action {
        /** Read the register. */
        READ,
        /** Write the value into the register. */
        WRITE,
        /** Commit the transaction. */
        COMMIT,
        /** Roll the transaction back. */
        ROLLBACK
    }

    private static final String KEYS = "xyz";

    /**
     * Parses {@code "T1 r x"}, {@code "T2 w y 22"}, {@code "T1 commit"} or {@code "T1 abort"};
     * sessions are numbered from 1 in the text.
     */
    static Step parse(String text) {
        String[] words = text.trim().split("\\s+");
        if (words.length < 2 || !words[0].startsWith("T")) {
            throw new IllegalArgumentException("bad scenario step '" + text + "'");
        }
        int session = Integer.parseInt(words[0].substring(1)) - 1;
        return switch (words[1]) {
            case "r" -> new Step(session, Action.READ, key(words[2]), 0);
            case "w" -> new Step(session, Action.WRITE, key(words[2]), Long.parseLong(words[3]));
            case "commit" -> new Step(session, Action.COMMIT, -1, 0);
            case "abort" -> new Step(session, Action.ROLLBACK, -1, 0);
            default -> throw new IllegalArgumentException("bad scenario step '" + text + "'");
        };
    }

    private static int key(String name) {
        int key = KEYS.indexOf(name);
        if (key < 0 || name.length() != 1) {
            throw new IllegalArgumentException("unknown register '" + name + "'");
        }
        return key;
    }

    @Override
    public String toString() {
        String who = "T" + (session + 1);
        return switch (action) {
            case READ -> who + " r " + KEYS.charAt(key);
            case WRITE -> who + " w " + KEYS.charAt(key) + " " + value;
            case COMMIT -> who + " commit";
            case ROLLBACK -> who + " abort";
        };
    }
}
