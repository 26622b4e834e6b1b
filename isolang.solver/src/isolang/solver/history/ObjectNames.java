// SPDX-License-Identifier: EPL-2.0
package isolang.solver.history;

/** Display names of object indices: {@code x, y, z}, then {@code x3, x4, …}. */
public final class ObjectNames {

    private static final String[] FIRST = {"x", "y", "z"};

    private ObjectNames() {
    }

    /** The display name of the object with the given index. */
    public static String of(int object) {
        return object < FIRST.length ? FIRST[object] : "x" + object;
    }

    /** The index of a display name produced by {@link #of(int)}, or -1 if it is not one. */
    public static int indexOf(String name) {
        for (int i = 0; i < FIRST.length; i++) {
            if (FIRST[i].equals(name)) {
                return i;
            }
        }
        if (name.length() > 1 && name.charAt(0) == 'x' && name.substring(1).chars().allMatch(Character::isDigit)) {
            int index = Integer.parseInt(name.substring(1));
            return index >= FIRST.length ? index : -1;
        }
        return -1;
    }
}
