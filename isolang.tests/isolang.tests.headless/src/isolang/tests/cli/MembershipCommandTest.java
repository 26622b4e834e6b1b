// SPDX-License-Identifier: EPL-2.0
package isolang.tests.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonParser;

import isolang.dsl.cli.Main;

/**
 * {@code check H allowed by L} from the command line on the histories that once got wrong
 * answers (repeated reads) or crashed the engine (large values), and on values out of range.
 */
class MembershipCommandTest {

    private static final String IMPORTS = "import isolang.std.biswas\nimport isolang.std.cerone\n"
            + "import isolang.std.isolde\nimport isolang.std.plume\n";
    private static final String REPEATED_READS = IMPORTS
            + "history A { session { T1: w(x,1) }  session { T2: r(x,1) r(x,0) } }\n"
            + "history B { session { T1: r(x,0) r(x,1)   T2: w(x,1) } }\n"
            + "history C { session { T1: r(y,0) r(y,0) r(y,3)   T2: w(y,2) w(y,5) w(y,3) } }\n";
    private static final List<String> LEVELS = List.of("biswas.RC", "biswas.RA", "biswas.CC", "biswas.PC",
            "biswas.SI", "biswas.SER", "cerone.RA", "cerone.UA", "cerone.CC", "cerone.PSI", "cerone.PC", "cerone.SI",
            "cerone.SER", "isolde.NLU", "plume.TapRA", "plume.TapCC");

    @TempDir
    Path dir;

    @Test
    void repeatedReadsAreForbiddenByEveryLevelThatConstrainsThem() {
        StringBuilder text = new StringBuilder(REPEATED_READS);
        for (String history : List.of("A", "B", "C")) {
            LEVELS.forEach(l -> text.append("check ").append(history).append(" allowed by ").append(l)
                    .append(" expect no\n"));
        }
        Path file = Cli.write(dir, "repeated.isol", text.toString());

        Cli.Run run = Cli.run("check", file.toString());

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        int commands = 3 * LEVELS.size();
        assertTrue(run.out().contains(commands + " commands in 1 file: " + commands + " passed, 0 failed"), run.all());
    }

    @Test
    void jsonSaysNoForTheNonRepeatableRead() {
        Path file = Cli.write(dir, "a.isol", REPEATED_READS + "check A allowed by biswas.RA\n"
                + "check A allowed by cerone.SER\ncheck B allowed by biswas.RC\n");

        assertEquals(List.of("no", "no", "no"), jsonVerdicts(file));
    }

    /** The verdicts {@code check --json} reports for the commands of one file. */
    private static List<String> jsonVerdicts(Path file) {
        Cli.Run run = Cli.run("check", "--json", "--timeout", "60", file.toString());

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        JsonArray commands = JsonParser.parseString(run.out()).getAsJsonObject().getAsJsonArray("files").get(0)
                .getAsJsonObject().getAsJsonArray("commands");
        List<String> verdicts = new ArrayList<>();
        for (JsonElement command : commands) {
            verdicts.add(command.getAsJsonObject().get("verdict").getAsString());
        }
        return verdicts;
    }

    @Test
    void largeValuesAreAnsweredLikeSmallOnes() {
        Path file = Cli.write(dir, "large.isol", IMPORTS
                + "history Lost { session { T1: r(x,0) w(x,1307) } session { T2: r(x,0) w(x,2147483648) } }\n"
                + "history Top { session { T1: w(x,9223372036854775807) } session { T2: r(x,9223372036854775807) } }\n"
                + "check Lost allowed by biswas.SI expect no\n"
                + "check Lost allowed by cerone.RA expect yes\n"
                + "check Top allowed by cerone.SER expect yes\n");

        Cli.Run run = Cli.run("check", "--timeout", "60", file.toString());

        assertEquals(Main.EXIT_OK, run.exitCode(), run.all());
        assertTrue(run.out().contains("3 commands in 1 file: 3 passed"), run.all());
        assertFalse(run.err().contains("internal error"), run.all());
        assertEquals(List.of("no", "yes", "yes"), jsonVerdicts(file), "the JSON report of the same file");
    }

    @Test
    void valueOutOfRangeIsOneErrorWithItsLocation() {
        Path file = Cli.write(dir, "huge.isol", IMPORTS
                + "history H { session { T1: w(x,99999999999999999999) } }\ncheck H allowed by biswas.RA\n");

        Cli.Run run = Cli.run("check", file.toString());

        assertEquals(Main.EXIT_USAGE, run.exitCode(), run.all());
        List<String> lines = run.err().lines().toList();
        assertEquals(2, lines.size(), run.all());
        assertTrue(
                Pattern.matches(Pattern.quote(file.toString()) + ":5:31: error: the value 99999999999999999999 is too"
                        + " large: values are integers from 0 to 9223372036854775807 \\[[\\w.]+\\]", lines.get(0)),
                lines.get(0));
        assertEquals("isolang: 1 error in 1 file; no command was run", lines.get(1));
        assertFalse(run.err().contains("initial value"), run.all());
    }
}
