// SPDX-License-Identifier: EPL-2.0
package isolang.record.scenario;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The scenarios of {@code isolang scenarios}: the anomalies of Adya's thesis and of Hermitage
 * (Kleppmann's test suite of isolation levels) without predicates, each as a fixed interleaving
 * of two or three sessions on registers {@code x}, {@code y}, {@code z} (initially 0). Each names
 * the weakest standard level (of biswas.RC, RA, CC, PC, SI, SER) whose definition rules the
 * anomaly out: that level is violated exactly when the interleaving runs as written.
 */
public final class ScenarioCatalog {

    private static final List<Scenario> ALL = List.of(
            // G0: T2's writes interleave with T1's; T3 reads the final state, which mixes the two
            // transactions (x from T2, y from T1) when writes are not kept apart.
            Scenario.of("G0", "dirty write", "biswas.RA",
                    "T1 w x 11; T2 w x 12; T2 w y 22; T1 w y 21; T1 commit; T2 commit; T3 r x; T3 r y; T3 commit"),
            // G1a: T2 reads a value T1 wrote and then rolled back.
            Scenario.of("G1a", "aborted read", "biswas.RC", "T1 w x 11; T2 r x; T1 abort; T2 commit"),
            // G1b: T2 reads a value that T1 overwrites before it commits.
            Scenario.of("G1b", "intermediate read", "biswas.RC", "T1 w x 11; T2 r x; T1 w x 12; T1 commit; T2 commit"),
            // G1c: each transaction reads the other's uncommitted write, a cycle of write-read dependencies.
            Scenario.of("G1c", "circular information flow", "biswas.RC",
                    "T1 w x 11; T2 w y 22; T1 r y; T2 r x; T1 commit; T2 commit"),
            // G-single: T1 reads x before and y after T2 changed both, an inconsistent snapshot.
            Scenario.of("G-single", "read skew", "biswas.RA",
                    "T1 r x; T2 r x; T2 r y; T2 w x 12; T2 w y 22; T2 commit; T1 r y; T1 commit"),
            // Lost update: both read x, both write it; the first write is lost.
            Scenario.of("lost-update", "lost update", "biswas.SI",
                    "T1 r x; T2 r x; T1 w x 11; T2 w x 12; T1 commit; T2 commit"),
            // G2-item: both read x and y, each writes one of them (Berenson et al.'s A5B).
            Scenario.of("G2-item", "write skew", "biswas.SER",
                    "T1 r x; T1 r y; T2 r x; T2 r y; T1 w x 11; T2 w y 22; T1 commit; T2 commit"),
            // Fekete, O'Neil and O'Neil's read-only anomaly: T3 reads T2's deposit but not T1's
            // withdrawal, although T1 read the balance before the deposit.
            Scenario.of("read-only", "read-only anomaly", "biswas.SER",
                    "T1 r x; T1 r y; T2 r y; T2 w y 21; T2 commit; T3 r x; T3 r y; T3 commit; T1 w x 11; T1 commit"));

    private ScenarioCatalog() {
    }

    /** Every scenario, weakest anomaly first. */
    public static List<Scenario> all() {
        return ALL;
    }

    /** The scenario with this id (case-insensitive). */
    public static Optional<Scenario> find(String id) {
        return ALL.stream().filter(s -> s.id().toLowerCase(Locale.ROOT).equals(id.toLowerCase(Locale.ROOT)))
                .findFirst();
    }
}
