// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

import isolang.dsl.bench.BenchmarkResult;

/**
 * A benchmark cell survives the results file: every number, the check and the load average the
 * machine had when the cell ended come back as written, so a regenerated report shows the same
 * cells with the load they were measured under; lines of the results file written before SAT and
 * translation time were measured still read.
 */
class BenchmarkResultTest {

    private static final BenchmarkResult FOUND = new BenchmarkResult("edge:CC_C-PC_C", "user", "cli", 5, "FOUND",
            4210, 6020, 1830, new BenchmarkResult.Phases(900, 700, 200, 30, 410, 120), 4, 4, 17, "verified", "");

    @Test
    void aCellReadsBackAsWrittenWithItsLoad() {
        BenchmarkResult measured = FOUND.withLoad("3.71");
        assertEquals("3.71", measured.load());
        assertEquals(measured, BenchmarkResult.parse(measured.toLine()));
    }

    @Test
    void emptyCheckAndUnrecordedLoadStayEmpty() {
        BenchmarkResult timedOut = new BenchmarkResult("equiv:RA_B-RA_C", "std", "cli", 10, "TIMEOUT", 300000, 0,
                300000, new BenchmarkResult.Phases(300000, 0, 0, 0, 0, 0), 0, 0, 0, "", "");
        BenchmarkResult read = BenchmarkResult.parse(timedOut.toLine());
        assertEquals("", read.check());
        assertEquals("", read.load());
        assertEquals(timedOut, read);
    }

    @Test
    void aLineWrittenBeforeSatTimeWasMeasuredReadsWithoutIt() {
        String line = FOUND.toLine();
        String older = line.substring(0, line.lastIndexOf('\t', line.lastIndexOf('\t') - 1));
        BenchmarkResult read = BenchmarkResult.parse(older);
        assertEquals(new BenchmarkResult.Phases(900, 700, 200, 30, -1, -1), read.phases());
        assertEquals(FOUND.engineMillis(), read.engineMillis());
        assertEquals(FOUND.check(), read.check());
    }

    @Test
    void aLineOfAnotherFormatIsRejected() {
        String older = FOUND.toLine().substring(0, FOUND.toLine().lastIndexOf('\t'));
        assertThrows(IllegalArgumentException.class, () -> BenchmarkResult.parse(older));
    }
}
