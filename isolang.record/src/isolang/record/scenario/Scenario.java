// SPDX-License-Identifier: EPL-2.0
package isolang.record.scenario;

import java.util.Arrays;
import java.util.List;

/**
 * A scripted interleaving that provokes one anomaly. The anomaly counts as observed when the
 * recorded history violates {@code forbiddenBy}, the weakest standard level whose definition
 * rules the anomaly out (a database that lets the interleaving run unchanged produces exactly
 * such a history; one that blocks, aborts or shows other values does not).
 *
 * @param id a short name, e.g. {@code G2-item}
 * @param name what the anomaly is called, e.g. {@code write skew}
 * @param forbiddenBy the level whose violation shows the anomaly, e.g. {@code biswas.SER}
 * @param steps the interleaving, run in order
 */
public record Scenario(String id, String name, String forbiddenBy, List<Step> steps) {

    /** A scenario from steps written as {@link Step#parse} reads them, separated by {@code ;}. */
    static Scenario of(String id, String name, String forbiddenBy, String script) {
        return new Scenario(id, name, forbiddenBy, Arrays.stream(script.split(";")).map(Step::parse).toList());
    }

    /** The number of sessions the steps use. */
    public int sessions() {
        return steps.stream().mapToInt(Step::session).max().orElse(-1) + 1;
    }

    /** The script, e.g. {@code T1 r x; T2 w x 12; …}. */
    public String script() {
        return String.join("; ", steps.stream().map(Step::toString).toList());
    }
}
