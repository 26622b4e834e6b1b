// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.oracle;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import isolang.solver.history.History;
import isolang.solver.history.ObjectNames;
import isolang.solver.history.Operation;
import isolang.solver.history.Transaction;

/**
 * Reads histories written in the paper notation, one session per {@code |}-separated part:
 * {@code "T1: r(x,0) w(x,1) T2: r(x,1) | T3: w(y,1)"} has T1 -so-> T2 and T3 in its own session.
 */
public final class PaperNotation {

    private static final Pattern TOKEN = Pattern.compile("T(\\d+):|([rw])\\((\\w+),(\\d+)\\)|(\\|)");

    private PaperNotation() {
    }

    /** Parses the text; the object count is one more than the largest object mentioned. */
    public static History parse(String text) {
        List<List<Transaction>> sessions = new ArrayList<>();
        List<Transaction> session = new ArrayList<>();
        int id = -1;
        List<Operation> ops = new ArrayList<>();
        int objects = 1;
        Matcher m = TOKEN.matcher(text);
        while (m.find()) {
            if (m.group(1) != null || m.group(5) != null) {
                if (id > 0) {
                    session.add(new Transaction(id, ops));
                }
                id = -1;
                ops = new ArrayList<>();
                if (m.group(5) != null) {
                    sessions.add(session);
                    session = new ArrayList<>();
                } else {
                    id = Integer.parseInt(m.group(1));
                }
                continue;
            }
            int object = ObjectNames.indexOf(m.group(3));
            if (object < 0) {
                throw new IllegalArgumentException("unknown object " + m.group(3));
            }
            objects = Math.max(objects, object + 1);
            long value = Long.parseLong(m.group(4));
            ops.add(m.group(2).equals("r") ? Operation.read(object, value) : Operation.write(object, value));
        }
        if (id > 0) {
            session.add(new Transaction(id, ops));
        }
        sessions.add(session);
        return History.of(objects, sessions);
    }
}
