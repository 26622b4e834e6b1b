// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.run;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import isolang.solver.WitnessExecution;
import isolang.solver.history.History;
import isolang.solver.history.ObjectNames;
import isolang.solver.spec.WitnessRelation;
import isolang.solver.spec.WitnessShape;

/**
 * The trace of a protocol model that produced a history: the events its witness relations place
 * at steps ({@link WitnessShape.Free} relations with a {@code Step} column), in step order, each
 * at its place: the server of the first object the event names, or otherwise the client (session)
 * of its first transaction. Read with the history it induces, the trace says how the protocol
 * produced it; the same wording serves the command line and the IDE.
 *
 * @param level the protocol level whose witness this is
 * @param events the events in step order
 * @param orders the protocol's total orders on transactions (e.g. timestamps), each as
 *        {@code name: T0 < T2 < T1}
 */
public record ProtocolTrace(String level, List<Event> events, List<String> orders) {

    /**
     * One event of a trace.
     *
     * @param step the step, 0-based
     * @param place {@code client N} (the session's number, from 1) or {@code server x}
     * @param text the relation's name and its other columns, e.g. {@code lock(T1)}
     */
    public record Event(int step, String place, String text) {
    }

    /** Freezes the lists. */
    public ProtocolTrace {
        events = List.copyOf(events);
        orders = List.copyOf(orders);
    }

    /** The traces of the protocol levels among {@code witnesses} (usually one, or none). */
    public static List<ProtocolTrace> of(History history, List<WitnessExecution> witnesses) {
        List<ProtocolTrace> traces = new ArrayList<>();
        for (WitnessExecution witness : witnesses) {
            if (witness.level().framework().isProtocol()) {
                traces.add(of(history, witness));
            }
        }
        return traces;
    }

    private static ProtocolTrace of(History history, WitnessExecution witness) {
        List<Event> events = new ArrayList<>();
        List<String> orders = new ArrayList<>();
        for (WitnessRelation relation : witness.level().framework().witnesses()) {
            List<List<Integer>> tuples = witness.relations().getOrDefault(relation.name(), List.of());
            if (relation.shape() instanceof WitnessShape.Free free && free.hasSteps()) {
                tuples.forEach(tuple -> events.add(event(history, relation.name(), free.columns(), tuple)));
            } else if (relation.shape() instanceof WitnessShape.StrictTotalOrder) {
                orders.add(relation.name() + ": " + linear(tuples));
            }
        }
        events.sort(Comparator.comparingInt(Event::step).thenComparing(Event::place).thenComparing(Event::text));
        return new ProtocolTrace(witness.level().name(), events, orders);
    }

    private static Event event(History history, String name, List<WitnessShape.Column> columns,
            List<Integer> tuple) {
        int step = -1;
        String place = null;
        List<String> arguments = new ArrayList<>();
        for (int c = 0; c < columns.size(); c++) {
            int value = tuple.get(c);
            switch (columns.get(c)) {
                case STEP -> {
                    if (step < 0) {
                        step = value;
                    } else {
                        arguments.add("s" + (value + 1));
                    }
                }
                case OBJ -> {
                    if (place == null || place.startsWith("client")) {
                        place = "server " + ObjectNames.of(value);
                    } else {
                        arguments.add(ObjectNames.of(value));
                    }
                }
                case TXN -> {
                    arguments.add("T" + value);
                    if (place == null && value != 0) {
                        place = "client " + (history.sessionOf(value) + 1);
                    }
                }
                case VAL -> arguments.add(String.valueOf(value));
            }
        }
        return new Event(step, place == null ? "-" : place, name + "(" + String.join(", ", arguments) + ")");
    }

    /** A strict total order as its chain, {@code T0 < T2 < T1}. */
    private static String linear(List<List<Integer>> pairs) {
        Map<Integer, Integer> predecessors = new TreeMap<>();
        for (List<Integer> pair : pairs) {
            predecessors.merge(pair.get(0), 0, Integer::sum);
            predecessors.merge(pair.get(1), 1, Integer::sum);
        }
        return predecessors.entrySet().stream().sorted(Map.Entry.comparingByValue()).map(e -> "T" + e.getKey())
                .collect(Collectors.joining(" < "));
    }

    /**
     * Returns the places of the trace's events in column order: the clients, then the servers.
     *
     * @return each place once, e.g. {@code client 1, client 2, server x}
     */
    public List<String> places() {
        return events.stream().map(Event::place).distinct()
                .sorted(Comparator.comparing((String p) -> !p.startsWith("client")).thenComparing(p -> p)).toList();
    }

    /**
     * The trace as a table: a row per step with an event, a column per place (clients, then
     * servers), then the total orders; e.g.
     *
     * <pre>
     * protocol trace of S2PL (5 events):
     *   step  client 1   client 2   server x
     *   s1                          lock(T1)
     *   s2    commit(T1)
     * </pre>
     */
    public String text() {
        List<String> places = places();
        Map<String, Integer> width = new TreeMap<>();
        for (String place : places) {
            width.put(place, Math.max(place.length(), events.stream().filter(e -> e.place().equals(place))
                    .mapToInt(e -> e.text().length()).max().orElse(0)));
        }
        StringBuilder out = new StringBuilder("protocol trace of " + level + " (" + events.size() + " events):\n");
        StringBuilder header = new StringBuilder("  step");
        places.forEach(p -> header.append("  ").append(pad(p, width.get(p))));
        out.append(header.toString().stripTrailing()).append('\n');
        for (Event event : events) {
            StringBuilder row = new StringBuilder("  " + pad("s" + (event.step() + 1), 4));
            for (String place : places) {
                row.append("  ").append(pad(place.equals(event.place()) ? event.text() : "", width.get(place)));
            }
            out.append(row.toString().stripTrailing()).append('\n');
        }
        orders.forEach(order -> out.append("  ").append(order).append('\n'));
        return out.toString();
    }

    private static String pad(String text, int width) {
        return text + " ".repeat(Math.max(0, width - text.length()));
    }
}
