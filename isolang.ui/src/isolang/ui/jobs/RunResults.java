// SPDX-License-Identifier: EPL-2.0
package isolang.ui.jobs;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * Every run of the session: the latest run of each command (for the inline results in the
 * editor) and the list of all runs (for the Results view). Thread-safe; listeners are called
 * on the thread that reported the run and must hand UI work to the display.
 */
public final class RunResults {

    private static final RunResults INSTANCE = new RunResults();

    private final Map<String, RunRecord> latest = new LinkedHashMap<>();

    private final List<RunRecord> all = new ArrayList<>();

    private final List<Consumer<RunRecord>> listeners = new CopyOnWriteArrayList<>();

    private RunResults() {
    }

    /**
     * Returns the results of this workbench session.
     *
     * @return the shared instance
     */
    public static RunResults get() {
        return INSTANCE;
    }

    /**
     * Records a run (or its start) and notifies the listeners.
     *
     * @param run the run
     */
    public void report(RunRecord run) {
        synchronized (this) {
            latest.put(key(run.fileUri(), run.command()), run);
            if (run.status() != RunStatus.RUNNING) {
                all.add(run);
            }
        }
        listeners.forEach(l -> l.accept(run));
    }

    /**
     * Replaces a finished run by a later form of it (the same run with its drawings explained),
     * in the latest runs and in the list of all runs, and notifies the listeners; nothing if
     * the command was run again meanwhile or the runs were cleared.
     *
     * @param run the run as reported
     * @param updated its later form
     * @return whether the run was replaced
     */
    public boolean replace(RunRecord run, RunRecord updated) {
        synchronized (this) {
            String key = key(run.fileUri(), run.command());
            int index = all.lastIndexOf(run);
            if (latest.get(key) != run || index < 0) {
                return false;
            }
            latest.put(key, updated);
            all.set(index, updated);
        }
        listeners.forEach(l -> l.accept(updated));
        return true;
    }

    /**
     * Returns the latest run of a command.
     *
     * @param fileUri the file's URI
     * @param command the command's name
     * @return the run, if the command was run in this session
     */
    public synchronized Optional<RunRecord> latest(String fileUri, String command) {
        return Optional.ofNullable(latest.get(key(fileUri, command)));
    }

    /**
     * Returns every finished run, oldest first.
     *
     * @return the runs
     */
    public synchronized List<RunRecord> all() {
        return List.copyOf(all);
    }

    /** Forgets every run. */
    public void clear() {
        synchronized (this) {
            latest.clear();
            all.clear();
        }
        listeners.forEach(l -> l.accept(null));
    }

    /**
     * Registers a listener; it receives each reported run, or null when the runs are cleared.
     *
     * @param listener the listener
     */
    public void addListener(Consumer<RunRecord> listener) {
        listeners.add(listener);
    }

    /**
     * Removes a listener.
     *
     * @param listener the listener
     */
    public void removeListener(Consumer<RunRecord> listener) {
        listeners.remove(listener);
    }

    private static String key(String fileUri, String command) {
        return fileUri + "#" + command;
    }
}
