// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import isolang.dsl.compiler.Compilation;
import isolang.dsl.compiler.CompiledCommand;
import isolang.dsl.compiler.CompiledModel;
import isolang.dsl.compiler.Expected;
import isolang.dsl.compiler.SpecCompiler;
import isolang.dsl.validation.IssueCodes;
import isolang.solver.check.MembershipChecker;
import isolang.solver.check.MembershipResult;
import isolang.solver.history.Operation;
import isolang.solver.spec.Execution;
import isolang.solver.spec.HistoryVocabulary;
import isolang.solver.spec.Level;
import isolang.solver.spec.Scope;
import isolang.solver.spec.SourceRef;
import isolang.solver.spec.WitnessShape;
import isolang.tests.dsl.Specs;
import kodkod.ast.BinaryFormula;
import kodkod.ast.Formula;
import kodkod.ast.Relation;

/** Lowering to the engine: levels, frameworks, commands, histories and source locations. */
class SpecCompilerTest {

    @Test
    void axiomsPointAtTheirText() {
        CompiledModel model = Specs.compile("import isolang.std.biswas.*\n\nlevel L in biswas {\n"
                + "  axiom First: orderedBefore[so]\n  axiom Second: orderedBefore[wr]\n}\n");

        Level level = model.levels().get("L");
        SourceRef second = level.axioms().get(1).source().orElseThrow();
        assertEquals("Second", level.axioms().get(1).name());
        assertEquals(5, second.line());
        assertEquals(3, second.column());
        assertTrue(second.uri().endsWith("test.isol"));
    }

    @Test
    void composedLevelSharesTheAxiomsOfItsParts() {
        CompiledModel model = Specs.compile("import isolang.std.biswas.*\nlevel Mine in biswas = SI\n"
                + "check Mine implies SI for 2 txn, 1 obj, 2 val\n");

        CompiledCommand.Implication check = assertInstanceOf(CompiledCommand.Implication.class,
                model.commands().get(0));
        assertEquals(List.of("Prefix", "Conflict"),
                model.levels().get("Mine").axioms().stream().map(a -> a.name()).toList());
        assertSame(check.conclusion().axioms().get(0), model.levels().get("Mine").axioms().get(0));
        assertEquals("biswas.SI", check.conclusion().name());
        assertEquals("check@3", check.name());
        assertEquals(new Scope(2, 1, 2, 2, 4), check.scope());
        assertEquals(Optional.empty(), check.expected());
    }

    @Test
    void everyScopeDimensionCanBeWritten() {
        CompiledModel model = Specs.compile("import isolang.std.biswas.*\n"
                + "check biswas.SER implies biswas.RC for 3 txn, 2 obj, 4 val, 2 sess, 5 ops\n");

        assertEquals(Optional.of(new Scope(3, 2, 4, 2, 5)), model.commands().get(0).searchScope());
    }

    @Test
    void frameworkWitnessesBecomeShapes() {
        CompiledModel model = Specs.compile("""
                framework adya {
                  witness vo: Obj -> Txn -> Txn as version order
                  witness co: Txn -> Txn as total order
                  witness hb: Txn -> Txn in co
                  axiom Sessions: so in hb
                }
                level L in adya { axiom A: all x: Obj | no vo[x] & ~co }
                """);

        var framework = model.frameworks().get(0);
        assertEquals("adya", framework.name());
        assertInstanceOf(WitnessShape.PerObjectTotalOrder.class, framework.witnesses().get(0).shape());
        assertInstanceOf(WitnessShape.StrictTotalOrder.class, framework.witnesses().get(1).shape());
        assertEquals(new WitnessShape.SubsetOf("co"), framework.witnesses().get(2).shape());
        assertEquals("Sessions", framework.baseAxioms().get(0).name());
        assertSame(framework, model.levels().get("L").framework());
    }

    @Test
    void namedCommandsKeepNamesAndExpectations() {
        CompiledModel model = Specs.compile("""
                import isolang.std.biswas.*
                synthesize skew: { SI } not { SER } for 2 txn, 2 obj, 2 val expect found
                lattice order: { RA, SI, SER } for 3 txn, 2 obj, 2 val expect { SER < SI < RA }
                """);

        CompiledCommand.Synthesis skew = assertInstanceOf(CompiledCommand.Synthesis.class,
                model.command("skew").orElseThrow());
        assertEquals(Optional.of(Expected.FOUND), skew.expected());
        assertEquals(List.of("biswas.SI"), skew.problem().allowed().stream().map(Level::name).toList());
        CompiledCommand.Lattice lattice = assertInstanceOf(CompiledCommand.Lattice.class,
                model.command("order").orElseThrow());
        assertEquals(2, lattice.expected().size());
        assertEquals("biswas.SER", lattice.expected().get(0).stronger().name());
        assertEquals("biswas.SI", lattice.expected().get(0).weaker().name());
        assertTrue(lattice.expected().get(1).strict());
    }

    @Test
    void literalHistoryKeepsObjectNamesAndTransactionNumbers() {
        CompiledModel model = Specs.compile("""
                import isolang.std.biswas.*
                history Anomaly {
                  session { T1: r(y,0) w(y,1) }
                  session { T3: r(x,0) }
                }
                check Anomaly allowed by SER expect yes
                """);

        var history = model.histories().get("Anomaly");
        assertEquals(2, history.objectCount());
        assertEquals(List.of(Operation.read(1, 0), Operation.write(1, 1)),
                history.transaction(1).orElseThrow().operations());
        assertTrue(history.transaction(3).isPresent());
        CompiledCommand.Membership check = assertInstanceOf(CompiledCommand.Membership.class, model.commands().get(0));
        assertInstanceOf(MembershipResult.Allowed.class, new MembershipChecker().check(check.history(), check.level()));
    }

    @Test
    void fileWithErrorsIsRejectedWithItsIssues() {
        Compilation result = Specs.INJECTOR.getInstance(SpecCompiler.class)
                .compile(Specs.parse("import isolang.std.biswas.*\nlevel L in biswas { axiom A: so in coo }\n"));

        Compilation.Rejected rejected = assertInstanceOf(Compilation.Rejected.class, result);
        assertFalse(rejected.issues().isEmpty());
        assertEquals(IssueCodes.UNKNOWN_NAME, rejected.issues().get(0).getCode());
    }

    @Test
    void compiledUserLevelAnswersLikeTheLibrary() {
        CompiledModel model = Specs.compile("""
                import isolang.std.biswas.*
                /** Read Atomic, restated. */
                level MyRA in biswas {
                  axiom NoFracturedRead:
                    all x: Obj, t1, t2, t3: Txn |
                      t1 != t2 and t1->t3 in wr[x] and t2 in writers[x] and t2->t3 in wr + so
                        implies t2->t1 in co
                }
                history Fractured {
                  session { T1: w(x,1) w(y,1) }
                  session { T2: r(x,1) r(y,0) }
                }
                check Fractured allowed by MyRA expect no
                """);

        assertEquals("Read Atomic, restated.", model.levels().get("MyRA").doc());
        CompiledCommand.Membership check = assertInstanceOf(CompiledCommand.Membership.class, model.commands().get(0));
        assertInstanceOf(MembershipResult.Disallowed.class,
                new MembershipChecker().check(check.history(), check.level()));
    }

    @Test
    void everyGeneratedFormulaIsTracedToItsText() {
        CompiledModel model = Specs.compile("import isolang.std.biswas.*\nlevel L in biswas {\n"
                + "  axiom A: some co and\n    no co & ~co\n}\n");
        HistoryVocabulary history = new HistoryVocabulary(Relation.unary("Txn"), Relation.unary("init"),
                Relation.unary("Obj"), Relation.unary("Val"), Relation.ternary("reads"), Relation.ternary("writes"),
                Relation.binary("so"), Relation.binary("wr"), Relation.ternary("wrByObject"),
                Relation.binary("writers"),
                Optional.empty());
        Execution execution = Execution.of(history, Map.of("co", Relation.binary("co")));

        Formula axiom = model.levels().get("L").axioms().get(0).build(execution);

        SourceRef whole = model.trace().sourceOf(axiom).orElseThrow();
        assertEquals(3, whole.line());
        assertEquals(12, whole.column());
        BinaryFormula and = assertInstanceOf(BinaryFormula.class, axiom);
        assertEquals(4, model.trace().sourceOf(and.right()).orElseThrow().line());
    }
}
