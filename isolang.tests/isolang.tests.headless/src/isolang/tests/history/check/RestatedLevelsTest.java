// SPDX-License-Identifier: EPL-2.0
package isolang.tests.history.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import isolang.dsl.history.LevelCatalog;
import isolang.history.level.LevelPlan;
import isolang.solver.spec.Level;
import isolang.tests.dsl.Specs;

/**
 * A user-written level that restates a standard one in other words (operands of a union or a
 * conjunction in another order, other variable names in another order, nested quantifiers,
 * joins grouped otherwise, {@code implies} written as {@code or}, De Morgan) is recognized as that level and gets its fast checker; a level that
 * differs in meaning is not. A level with a disjunction in a premise that is not recognized gets
 * the generic saturation, one rule per alternative; one whose conclusion is a disjunction of
 * commit-order facts is not Horn and does not.
 */
class RestatedLevelsTest {

    /** The levels, also checked on random histories by {@link RestatedDifferentialTest}. */
    static final String SPEC = """
            import isolang.std.biswas.*

            level RaSwapped in biswas { axiom A: orderedBefore[wr + so] }
            level RaSpelled in biswas {
              axiom A: all c, b, a: Txn, y: Obj |
                b->c in wr + so and b in writers[y] and a->c in wr[y] and b != a implies b->a in co
            }
            level RaNested in biswas {
              axiom A: all y: Obj | (all a, b: Txn | (all c: Txn |
                (b in writers[y] and a->c in wr[y]) and (b->c in so + wr and a != b) implies b->a in co))
            }
            level CcSwapped in biswas { axiom A: orderedBefore[^(wr + so)] }
            level CcTwice in biswas { axiom A: orderedBefore[^(wr + (so + wr))] }
            level PcSwapped in biswas { axiom A: orderedBefore[*co.(wr + so)] }
            level SerSpelled in biswas {
              axiom A: all t3, t2, t1: Txn, o: Obj |
                t2 in writers[o] and t2->t3 in co and t1->t3 in wr[o] and t2 != t1 implies t2->t1 in co
            }
            level SiSwapped in biswas {
              axiom Conflict:
                all y, x: Obj, t4, t3, t2, t1: Txn |
                  t4->t3 in co and t3 + t4 in writers[y] and t2->t4 in *co and t2 in writers[x]
                    and t1->t3 in wr[x] and t1 != t2
                    implies t2->t1 in co
              axiom Prefix: orderedBefore[*co.(wr + so)]
            }
            level SessionOnly in biswas { axiom A: orderedBefore[so] }
            level WrOnlyTransitive in biswas { axiom A: orderedBefore[^wr + so] }
            level CcOr in biswas {
              axiom A: all x: Obj, t1, t2, t3: Txn |
                not (t1 != t2 and t1->t3 in wr[x] and t2 in writers[x] and t2->t3 in ^(so + wr)) or t2->t1 in co
            }
            level RaDeMorgan in biswas {
              axiom A: all x: Obj, t1, t2, t3: Txn |
                t1 = t2 or not t1->t3 in wr[x] or not t2 in writers[x] or not t2->t3 in so + wr or t2->t1 in co
            }
            level RaOrPremise in biswas {
              axiom A: all x: Obj, t1, t2, t3: Txn |
                t1 != t2 and t1->t3 in wr[x] and t2 in writers[x] and (t2->t3 in so or t2->t3 in wr)
                  implies t2->t1 in co
            }
            level RaOrDeMorgan in biswas {
              axiom A: all x: Obj, t1, t2, t3: Txn |
                not (t1 != t2 and t1->t3 in wr[x] and t2 in writers[x] and (t2->t3 in so or t2->t3 in wr)
                  and not t2->t1 in co)
            }
            level CcOrPremise in biswas {
              axiom A: all x: Obj, t1, t2, t3: Txn |
                t1 != t2 and t1->t3 in wr[x] and t2 in writers[x] and (t2->t3 in ^(so + wr) or t2->t3 in so)
                  implies t2->t1 in co
            }
            level CcOrNested in biswas {
              axiom A: all x: Obj, t1, t3: Txn | t1->t3 in wr[x] implies (all t2: Txn |
                t1 = t2 or t2 not in writers[x] or not (t2->t3 in ^(so + wr) or t2->t3 in so) or t2->t1 in co)
            }
            level SoOrWrSo in biswas {
              axiom A: all x: Obj, t1, t2, t3: Txn |
                (t2->t3 in so or t2->t3 in wr.so) implies (t1 = t2 or t1->t3 not in wr[x] or t2 not in writers[x]
                  or t2->t1 in co)
            }
            level CommitOrderEither in biswas {
              axiom A: all x: Obj, t1, t2, t3: Txn |
                t1 != t2 and t1->t3 in wr[x] and t2 in writers[x] and t2->t3 in so
                  implies (t2->t1 in co or t3->t2 in co)
            }
            level RaDeMorganNearMiss in biswas {
              axiom A: all x: Obj, t1, t2, t3: Txn |
                t1 = t2 or not t1->t3 in wr[x] or not t2 in writers[x] or not t2->t3 in so + wr or t1->t2 in co
            }
            """;

    private static LevelCatalog catalog;

    @BeforeAll
    static void load(@TempDir Path dir) throws IOException {
        catalog = compile(dir, SPEC);
    }

    /** The levels of {@code spec}, written as {@code restated.isol} into {@code dir} and compiled. */
    static LevelCatalog compile(Path dir, String spec) throws IOException {
        Path file = dir.resolve("restated.isol");
        Files.writeString(file, spec);
        return LevelCatalog.load(Specs.INJECTOR, List.of(file));
    }

    private static Level find(String level) {
        return catalog.find(level).orElseThrow(() -> new AssertionError(level + " not compiled: " + catalog.issues()));
    }

    @ParameterizedTest
    @CsvSource({"RaSwapped, biswas.RA", "RaSpelled, biswas.RA", "RaNested, biswas.RA", "CcSwapped, biswas.CC",
            "CcTwice, biswas.CC", "PcSwapped, biswas.PC", "SerSpelled, biswas.SER", "SiSwapped, biswas.SI",
            "CcOr, biswas.CC", "RaDeMorgan, biswas.RA"})
    void restatedLevelGetsTheStandardChecker(String level, String standard) {
        LevelPlan plan = StandardLevels.CLASSIFIER.classify(find(level));

        assertEquals(Optional.of(standard), plan.equivalentTo(), plan.checker());
        LevelPlan expected = StandardLevels.CLASSIFIER.classify(StandardLevels.level(standard));
        assertEquals(expected.checker(), plan.checker());
    }

    @ParameterizedTest
    @ValueSource(strings = {"SessionOnly", "WrOnlyTransitive"})
    void levelOfAnotherMeaningIsNotTakenForAStandardOne(String level) {
        LevelPlan plan = StandardLevels.CLASSIFIER.classify(find(level));

        assertInstanceOf(LevelPlan.Saturation.class, plan, plan.checker());
        assertEquals(Optional.empty(), plan.equivalentTo());
    }

    @ParameterizedTest
    @ValueSource(strings = {"RaOrPremise", "RaOrDeMorgan", "CcOrPremise", "CcOrNested", "SoOrWrSo"})
    void disjunctionInAPremiseGetsTheGenericSaturation(String level) {
        LevelPlan plan = StandardLevels.CLASSIFIER.classify(find(level));

        LevelPlan.Saturation saturation = assertInstanceOf(LevelPlan.Saturation.class, plan, plan.checker());
        // the framework's axiom, then one rule per alternative of the premise
        assertEquals(3, saturation.rules().size(), saturation.rules().toString());
    }

    @Test
    void disjunctionOfCommitOrderFactsIsNotHorn() {
        LevelPlan plan = StandardLevels.CLASSIFIER.classify(find("CommitOrderEither"));

        LevelPlan.Membership membership = assertInstanceOf(LevelPlan.Membership.class, plan, plan.checker());
        assertTrue(membership.reason().contains("more than one alternative of a disjunction"), membership.reason());
    }

    @Test
    void disjunctionWithTheOrderReversedIsNotTakenForReadAtomic() {
        LevelPlan plan = StandardLevels.CLASSIFIER.classify(find("RaDeMorganNearMiss"));

        assertEquals(Optional.empty(), plan.equivalentTo(), plan.checker());
    }
}
