// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;

/**
 * Where the time of one CLI process goes, phase by phase: wall-clock and CPU milliseconds (the
 * CPU time of the whole process, all threads: JIT compiler and garbage collector included, so
 * it hardly depends on other jobs on the machine). The first phase, {@value #JVM}, runs from
 * the start of the process to {@code main} (JVM start and loading the CLI's first classes);
 * every later phase ends where the next begins. {@code check} reports them in its
 * {@code --json} summary and, with {@code --verbose}, on standard error.
 */
final class ProcessPhases {

    /** The phase from the process's start to {@code main}. */
    static final String JVM = "jvm";

    /** One phase: its wall-clock and CPU milliseconds ({@code -1} where the platform does not tell). */
    record Phase(long millis, long cpuMillis) {
    }

    private final Map<String, Phase> phases = new LinkedHashMap<>();
    private long lastNanos;
    private long lastCpu;

    /** The timer {@code main} started, until a command takes it. */
    private static ProcessPhases ofProcess;

    private ProcessPhases() {
        lastNanos = System.nanoTime();
        lastCpu = cpuMillis();
    }

    /**
     * Starts timing the process's phases at {@code main}, recording the phase {@value #JVM} that
     * ends here (without it where the platform does not tell when the process started).
     */
    static synchronized void startProcess() {
        ProcessPhases timer = new ProcessPhases();
        ProcessHandle.current().info().startInstant().ifPresent(start -> timer.phases.put(JVM,
                new Phase(Math.max(0, Duration.between(start, Instant.now()).toMillis()), timer.lastCpu)));
        ofProcess = timer;
    }

    /**
     * The timer of a command: the process's, with its phases since {@code main}, for the first
     * command of a process started by {@code main}; otherwise (a command run in-process, e.g. by
     * tests) one starting now, whose CPU times are still the whole process's.
     *
     * @return the timer
     */
    static synchronized ProcessPhases forCommand() {
        ProcessPhases timer = ofProcess != null ? ofProcess : new ProcessPhases();
        ofProcess = null;
        return timer;
    }

    /**
     * Ends the phase {@code name}, which began where the last one ended; a phase ended twice
     * adds up.
     *
     * @param name the phase's name
     */
    synchronized void end(String name) {
        long nanos = System.nanoTime();
        long cpu = cpuMillis();
        Phase phase = new Phase((nanos - lastNanos) / 1_000_000, lastCpu < 0 || cpu < 0 ? -1 : cpu - lastCpu);
        phases.merge(name, phase, (a, b) -> new Phase(a.millis() + b.millis(),
                a.cpuMillis() < 0 || b.cpuMillis() < 0 ? -1 : a.cpuMillis() + b.cpuMillis()));
        lastNanos = nanos;
        lastCpu = cpu;
    }

    /** The phases ended so far, in the order they first ended. */
    synchronized Map<String, Phase> phases() {
        return new LinkedHashMap<>(phases);
    }

    /** One line for people: {@code jvm 0.41 s (cpu 0.52 s), language ...}. */
    synchronized String describe() {
        StringJoiner line = new StringJoiner(", ");
        phases.forEach((name, phase) -> line.add(String.format(Locale.ROOT, "%s %.2f s (cpu %s)", name,
                phase.millis() / 1000.0, phase.cpuMillis() < 0 ? "?" : String.format(Locale.ROOT, "%.2f s",
                        phase.cpuMillis() / 1000.0))));
        return line.toString();
    }

    /** The CPU milliseconds the whole process has used so far, or {@code -1} where the platform does not tell. */
    static long cpuMillis() {
        return ProcessHandle.current().info().totalCpuDuration().map(Duration::toMillis).orElse(-1L);
    }
}
