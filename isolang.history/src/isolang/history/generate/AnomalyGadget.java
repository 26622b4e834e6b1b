// SPDX-License-Identifier: EPL-2.0
package isolang.history.generate;

import java.util.List;
import java.util.Set;

import isolang.history.check.Anomaly;

/**
 * A minimal pattern of one anomaly class, planted into a valid history with keys of its own and
 * new sessions (appended after everything else, so it cannot interact with the history's
 * transactions): the history then violates exactly the levels the pattern violates.
 * Transactions are written {@code "s:op op …"} with {@code s} the gadget's session, {@code rK,V}
 * a read and {@code wK,V} a write of gadget key K (values local to the gadget, 0 the initial
 * value), {@code !} before the session an aborted transaction.
 *
 * @param anomaly the class the checkers must report at the weakest violated level
 * @param transactions the pattern's transactions, in session order per session
 * @param violates the short names of the standard levels it violates ({@code RC RA CC PC SI SER})
 */
public record AnomalyGadget(Anomaly anomaly, List<String> transactions, Set<String> violates) {

    private static final Set<String> ALL = Set.of("RC", "RA", "CC", "PC", "SI", "SER");

    /** One gadget per anomaly class the checkers report. */
    public static List<AnomalyGadget> all() {
        return List.of(
                new AnomalyGadget(Anomaly.THIN_AIR_READ, List.of("1:r0,7"), ALL),
                new AnomalyGadget(Anomaly.ABORTED_READ, List.of("!1:w0,1", "2:r0,1"), ALL),
                new AnomalyGadget(Anomaly.FUTURE_READ, List.of("1:r0,1 w0,1"), ALL),
                new AnomalyGadget(Anomaly.INTERMEDIATE_READ, List.of("1:w0,1 w0,2", "2:r0,1"), ALL),
                new AnomalyGadget(Anomaly.NOT_MY_OWN_WRITE, List.of("1:w0,1", "2:w0,2 r0,1"), ALL),
                new AnomalyGadget(Anomaly.NOT_MY_LAST_WRITE, List.of("1:w0,1 w0,2 r0,1"), ALL),
                new AnomalyGadget(Anomaly.CAUSALITY_CYCLE, List.of("1:r1,1 w0,1", "2:r0,1 w1,1"), ALL),
                new AnomalyGadget(Anomaly.NON_MONOTONIC_READ,
                        List.of("1:w0,1 w1,1", "2:w0,2 w1,2", "3:r1,2 r0,1", "4:r0,1 r1,2"), ALL),
                new AnomalyGadget(Anomaly.NON_REPEATABLE_READ, List.of("1:w0,1", "2:r0,0 r0,1"),
                        Set.of("RA", "CC", "PC", "SI", "SER")),
                new AnomalyGadget(Anomaly.FRACTURED_READ, List.of("1:w0,1 w1,1", "2:w0,2 w1,2", "3:r0,1 r1,2"),
                        Set.of("RA", "CC", "PC", "SI", "SER")),
                new AnomalyGadget(Anomaly.CAUSALITY_VIOLATION, List.of("1:w0,1", "2:r0,1 w1,1", "3:r1,1 r0,0"),
                        Set.of("CC", "PC", "SI", "SER")),
                new AnomalyGadget(Anomaly.LONG_FORK, List.of("1:w0,1", "2:w1,1", "3:r0,1 r1,0", "4:r1,1 r0,0"),
                        Set.of("PC", "SI", "SER")),
                new AnomalyGadget(Anomaly.LOST_UPDATE, List.of("1:r0,0 w0,1", "2:r0,0 w0,2"), Set.of("SI", "SER")),
                new AnomalyGadget(Anomaly.WRITE_SKEW, List.of("1:r0,0 r1,0 w0,1", "2:r0,0 r1,0 w1,1"), Set.of("SER")));
    }
}
