// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A {@link BenchmarkWorker} child process, started with this JVM's binary and class path. The
 * parent enforces the hard time limit: a cell that does not answer in time kills the worker.
 */
final class WorkerProcess implements AutoCloseable {

    private final Process process;
    private final Writer in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

    private WorkerProcess(Process process) {
        this.process = process;
        this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(this::pump, "benchmark-worker-reader");
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts a worker and waits (up to {@code startSeconds}) until it has warmed up. */
    static WorkerProcess start(List<String> jvmArgs, long startSeconds) throws IOException, InterruptedException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new java.util.ArrayList<>(List.of(java));
        command.addAll(jvmArgs);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), BenchmarkWorker.class.getName()));
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        WorkerProcess worker = new WorkerProcess(process);
        String ready = worker.lines.poll(startSeconds, TimeUnit.SECONDS);
        if (!"ready".equals(ready)) {
            worker.close();
            throw new IOException("benchmark worker did not start: " + ready);
        }
        return worker;
    }

    private void pump() {
        try (BufferedReader out = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                int at = line.indexOf(BenchmarkWorker.PREFIX);
                if (at >= 0) {
                    lines.add(line.substring(at + BenchmarkWorker.PREFIX.length()));
                }
            }
        } catch (IOException e) {
            lines.add("exit: " + e.getMessage());
        }
        lines.add("exit");
    }

    /** Sends a cell; its result line, or null if the worker did not answer within {@code seconds}. */
    String run(String cell, long seconds) throws IOException, InterruptedException {
        in.write(cell + "\n");
        in.flush();
        String line = lines.poll(seconds, TimeUnit.SECONDS);
        return line == null || line.startsWith("exit") ? null : line;
    }

    @Override
    public void close() {
        process.destroyForcibly();
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
