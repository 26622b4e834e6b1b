// SPDX-License-Identifier: EPL-2.0
package isolang.tests.solver.cegis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import isolang.solver.cegis.HintCompleteness;
import isolang.solver.spec.HistoryModel;
import isolang.solver.spec.Level;
import isolang.solver.spec.WitnessHint;
import isolang.solver.spec.WitnessRelation;
import isolang.tests.solver.reference.Cerone;
import kodkod.engine.config.Options;

/**
 * Cerone's visibility hints are, level by level, the least visibility the level's closure
 * axioms require: for each level the first complete hint is the one its definition predicts
 * (hints listed before it are too small, e.g. "prefix" misses SI's write conflicts).
 */
class HintCompletenessTest {

    private static final WitnessRelation VIS = Cerone.FRAMEWORK.witness(Cerone.VIS).orElseThrow();

    private static Optional<String> firstCompleteHint(Level level) {
        return VIS.hints().stream()
                .filter(h -> HintCompleteness.complete(level, VIS, h, HistoryModel.ABSTRACT, new Options()))
                .map(WitnessHint::name).findFirst();
    }

    @Test
    void eachCeroneLevelIsServedByItsOwnHint() {
        Map<Level, String> expected = Map.of(Cerone.RA, "session-reads", Cerone.UA, "session-reads-conflicts",
                Cerone.CC, "causal", Cerone.PSI, "causal-conflicts", Cerone.PC, "prefix",
                Cerone.SI, "prefix-conflicts", Cerone.SER, "total");
        expected.forEach((level, hint) -> assertEquals(Optional.of(hint), firstCompleteHint(level), level::toString));
    }
}
