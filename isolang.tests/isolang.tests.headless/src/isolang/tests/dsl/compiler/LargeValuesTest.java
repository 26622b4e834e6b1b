// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import isolang.dsl.compiler.CompiledModel;
import isolang.dsl.run.CommandResult;
import isolang.dsl.run.CommandRunner;
import isolang.dsl.run.Verdict;
import isolang.solver.analyzer.IsolationAnalyzer;
import isolang.solver.check.MembershipChecker;
import isolang.tests.dsl.Specs;

/**
 * Values are labels: a history answers the same whatever numbers it writes, from 1 to
 * 2⁶³−1. Values of about 1,300 once exceeded the encoding's universe and values near 2³¹ made
 * it enumerate billions of atoms; now each object's values are numbered densely.
 */
class LargeValuesTest {

    private static final CommandRunner RUNNER = new CommandRunner(new IsolationAnalyzer(), new MembershipChecker());

    private static List<Verdict> verdicts(long base) {
        long second = base == Long.MAX_VALUE ? base - 1 : base + 1;
        CompiledModel model = Specs.compile("""
                import isolang.std.biswas
                import isolang.std.cerone
                history WriteSkew {
                  session { T1: r(x,0) r(y,0) w(x,%1$d) }
                  session { T2: r(x,0) r(y,0) w(y,%2$d) }
                  session { T3: r(x,%1$d) r(x,%1$d) r(y,%2$d) }
                }
                history Fractured {
                  session { T1: w(x,%1$d) w(y,%2$d) }
                  session { T2: r(y,0) r(x,%1$d) }
                }
                check WriteSkew allowed by biswas.SI
                check WriteSkew allowed by cerone.SER
                check Fractured allowed by biswas.RC
                check Fractured allowed by cerone.RA
                """.formatted(base, second));
        return model.commands().stream().map(RUNNER::run).map(CommandResult::verdict).toList();
    }

    @ParameterizedTest
    @ValueSource(longs = {1_284L, 1_307L, 99_999L, 2_147_483_647L, 2_147_483_648L, 99_999_999_999L,
            9_223_372_036_854_775_806L, Long.MAX_VALUE})
    void historiesWithLargeValuesAnswerLikeWithSmallOnes(long base) {
        assertEquals(verdicts(1), verdicts(base), "values from " + base);
        assertEquals(List.of(Verdict.YES, Verdict.NO, Verdict.YES, Verdict.NO), verdicts(base));
    }
}
