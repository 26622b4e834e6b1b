// SPDX-License-Identifier: EPL-2.0
package isolang.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import isolang.dsl.cli.Main;

/**
 * {@code check --json} tells, for each engine phase of a command, how long a SAT solver searched
 * ({@code satMillis}) and how long Kodkod translated while none searched
 * ({@code translationMillis}), with every solver: both are present for synthesis, minimization
 * and re-verification, never negative, and together never more than the phase they are part of
 * (the solvers of the ladder's two threads count once).
 */
class SolveTimesJsonTest {

    /** A found hierarchy edge at 4 transactions: the ladder, the minimizer and the re-verification all run. */
    private static final String SPEC = "import isolang.std.biswas\n"
            + "check edge: biswas.CC implies biswas.PC for 4 txn, 3 obj, 3 val expect fails\n";

    private static final List<String> ENGINE_PHASES = List.of("synthesis", "minimization", "recheck");

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"sat4j", "minisat", "glucose"})
    void satAndTranslationTimeArePartsOfEachPhase(String solver) {
        Path file = Cli.write(dir, "edge.isol", SPEC);

        Cli.Run run = Cli.run("check", "--json", "--solver", solver, file.toString());

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        JsonObject command = JsonParser.parseString(run.out()).getAsJsonObject().getAsJsonArray("files").get(0)
                .getAsJsonObject().getAsJsonArray("commands").get(0).getAsJsonObject();
        assertEquals("fails", command.get("verdict").getAsString(), run.out());
        JsonObject statistics = command.getAsJsonObject("statistics");
        JsonObject phases = statistics.getAsJsonObject("phases");
        JsonObject sat = statistics.getAsJsonObject("satMillis");
        JsonObject translation = statistics.getAsJsonObject("translationMillis");
        assertEquals(Set.copyOf(ENGINE_PHASES), sat.keySet(), sat::toString);
        assertEquals(Set.copyOf(ENGINE_PHASES), translation.keySet(), translation::toString);
        for (String phase : ENGINE_PHASES) {
            long phaseMillis = phases.get(phase).getAsLong();
            long satMillis = sat.get(phase).getAsLong();
            long translationMillis = translation.get(phase).getAsLong();
            String message = phase + ": phases " + phases + ", sat " + sat + ", translation " + translation;
            assertTrue(satMillis >= 0 && translationMillis >= 0, message);
            assertTrue(satMillis <= phaseMillis, message);
            assertTrue(satMillis + translationMillis <= phaseMillis, message);
        }
        assertTrue(sat.get("synthesis").getAsLong() + translation.get("synthesis").getAsLong() > 0,
                () -> "the candidate searches translated and solved: " + sat + ", " + translation);
        assertEquals(0, sat.get("recheck").getAsLong(), "the re-verification enumerates without SAT: " + sat);
    }
}
