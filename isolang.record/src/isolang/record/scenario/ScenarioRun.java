// SPDX-License-Identifier: EPL-2.0
package isolang.record.scenario;

import java.util.List;

import isolang.record.HistoryJournal.Outcome;

/**
 * What happened when a scenario ran at one isolation setting: each step's fate, each session's
 * transaction outcome, and the recorded history (EDN text, as {@code isolang record} writes it).
 *
 * @param scenario the scenario
 * @param setting the isolation setting's name
 * @param steps the steps, in script order
 * @param outcomes each session's transaction outcome, by session
 * @param errors each session's database error, or null, by session
 * @param history the recorded history
 */
public record ScenarioRun(Scenario scenario, String setting, List<StepResult> steps, List<Outcome> outcomes,
        List<String> errors, String history) {

    /** How a step went. */
    public enum StepStatus {
        /** It returned within the step wait. */
        DONE,
        /** The database refused it (at once or after being blocked), or it never returned and was cancelled. */
        FAILED,
        /** Its transaction had already failed, so it did not run. */
        SKIPPED
    }

    /**
     * One step's fate.
     *
     * @param step the step
     * @param status how it went
     * @param blocked true if it had not returned within the step wait (it was waiting for a lock)
     * @param value the value a read returned (0 the initial value), else 0
     * @param error the database's error of a failed step, or null
     */
    public record StepResult(Step step, StepStatus status, boolean blocked, long value, String error) {
    }

    /** True if some step was seen blocked. */
    public boolean blocked() {
        return steps.stream().anyMatch(StepResult::blocked);
    }

    /** True if some transaction was aborted by the database (not by the script's {@code abort}). */
    public boolean aborted() {
        return steps.stream().anyMatch(s -> s.status() == StepStatus.FAILED);
    }
}
