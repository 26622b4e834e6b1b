// SPDX-License-Identifier: EPL-2.0
package isolang.history.check;

import java.util.Arrays;

import isolang.history.model.CompactHistory;

/**
 * AWDIT's {@code Writes_s[x]}: per key, the sessions that write it (a group each), and per group
 * the session positions of the transactions writing the key, in session order. Flat arrays over
 * the (transaction, written key) pairs of the committed transactions in sessions, built in O(n).
 */
final class WriterGroups {

    /** Per key x: its groups are {@code keyGroupStart[x] .. keyGroupStart[x+1]-1}. */
    final int[] keyGroupStart;
    /** Per group: the writing session. */
    final int[] groupSession;
    /** Per group: its entries are {@code groupStart[g] .. groupStart[g+1]-1}. */
    final int[] groupStart;
    /** Per entry: the position of a transaction writing the group's key in the group's session. */
    final int[] positions;

    WriterGroups(HistoryIndex index) {
        CompactHistory h = index.history();
        int sessions = h.sessionCount();
        int keys = h.keyCount();
        int[] perKey = new int[keys + 1];
        for (int s = 0; s < sessions; s++) {
            for (int i = 0; i < h.sessionLength(s); i++) {
                int t = h.sessionTxn(s, i);
                for (int j = 0; j < index.writtenCount(t); j++) {
                    perKey[index.writtenKey(t, j) + 1]++;
                }
            }
        }
        for (int k = 0; k < keys; k++) {
            perKey[k + 1] += perKey[k];
        }
        int[] fill = Arrays.copyOf(perKey, keys);
        int entries = perKey[keys];
        int[] entrySession = new int[entries];
        positions = new int[entries];
        for (int s = 0; s < sessions; s++) {
            for (int i = 0; i < h.sessionLength(s); i++) {
                int t = h.sessionTxn(s, i);
                for (int j = 0; j < index.writtenCount(t); j++) {
                    int at = fill[index.writtenKey(t, j)]++;
                    entrySession[at] = s;
                    positions[at] = i;
                }
            }
        }
        keyGroupStart = new int[keys + 1];
        int groups = 0;
        for (int k = 0; k < keys; k++) {
            for (int e = perKey[k]; e < perKey[k + 1]; e++) {
                if (e == perKey[k] || entrySession[e] != entrySession[e - 1]) {
                    groups++;
                }
            }
            keyGroupStart[k + 1] = groups;
        }
        groupSession = new int[groups];
        groupStart = new int[groups + 1];
        int g = 0;
        for (int k = 0; k < keys; k++) {
            for (int e = perKey[k]; e < perKey[k + 1]; e++) {
                if (e == perKey[k] || entrySession[e] != entrySession[e - 1]) {
                    groupSession[g] = entrySession[e];
                    groupStart[g++] = e;
                }
            }
        }
        groupStart[groups] = entries;
    }
}
