// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.parsing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.xtext.resource.XtextResource;
import org.junit.jupiter.api.Test;

import isolang.dsl.isolang.AxiomDecl;
import isolang.dsl.isolang.BinaryFormula;
import isolang.dsl.isolang.BoxJoin;
import isolang.dsl.isolang.Compare;
import isolang.dsl.isolang.Join;
import isolang.dsl.isolang.LevelDecl;
import isolang.dsl.isolang.Model;
import isolang.dsl.isolang.Multiplicity;
import isolang.dsl.isolang.Quantified;
import isolang.dsl.isolang.SetOp;
import isolang.dsl.isolang.TransitiveClosure;
import isolang.tests.dsl.Specs;

/** The grammar: operator precedence as documented in docs/LANGUAGE.md. */
class IsolangParsingTest {

    private static isolang.dsl.isolang.Expr axiom(String formula) {
        XtextResource resource = Specs.parse("import isolang.std.biswas.*\nlevel L in biswas {\n  axiom A: " + formula
                + "\n}\n");
        assertTrue(resource.getErrors().isEmpty(), resource.getErrors().toString());
        LevelDecl level = (LevelDecl) ((Model) resource.getContents().get(0)).getElements().get(0);
        AxiomDecl axiom = level.getAxioms().get(0);
        return axiom.getFormula();
    }

    @Test
    void conjunctionBindsTighterThanImplicationAndDisjunctionTighterToo() {
        BinaryFormula implies = assertInstanceOf(BinaryFormula.class,
                axiom("some so and some wr implies some co or no co"));

        assertEquals("implies", implies.getOp());
        assertEquals("and", ((BinaryFormula) implies.getLeft()).getOp());
        assertEquals("or", ((BinaryFormula) implies.getRight()).getOp());
    }

    @Test
    void implicationIsRightAssociative() {
        BinaryFormula outer = assertInstanceOf(BinaryFormula.class, axiom("some so implies some wr implies some co"));

        assertInstanceOf(Multiplicity.class, outer.getLeft());
        assertEquals("implies", ((BinaryFormula) outer.getRight()).getOp());
    }

    @Test
    void quantifierBodyExtendsToTheRight() {
        Quantified all = assertInstanceOf(Quantified.class,
                axiom("all x: Obj, t1, t2: Txn | t1->t2 in wr[x] implies t1->t2 in co"));

        assertEquals(2, all.getDecls().size());
        assertEquals(2, all.getDecls().get(1).getVars().size());
        assertEquals("implies", ((BinaryFormula) all.getBody()).getOp());
    }

    @Test
    void productBindsTighterThanUnionAndJoinTighterThanBoxJoin() {
        Compare in = assertInstanceOf(Compare.class, axiom("init->Txn + so in co.co[init]"));

        SetOp union = assertInstanceOf(SetOp.class, in.getLeft());
        assertEquals("+", union.getOp());
        assertEquals("->", ((SetOp) union.getLeft()).getOp());
        BoxJoin box = assertInstanceOf(BoxJoin.class, in.getRight());
        assertInstanceOf(Join.class, box.getTarget());
    }

    @Test
    void caretIsClosureNotAnIdentifierEscape() {
        Compare in = assertInstanceOf(Compare.class, axiom("^co in co"));

        assertInstanceOf(TransitiveClosure.class, in.getLeft());
    }

    @Test
    void multiplicityFormulaIsNotAQuantifier() {
        BinaryFormula and = assertInstanceOf(BinaryFormula.class, axiom("some co.co and no co & ~co"));

        assertInstanceOf(Multiplicity.class, and.getLeft());
        Multiplicity no = assertInstanceOf(Multiplicity.class, and.getRight());
        assertEquals("&", ((SetOp) no.getOperand()).getOp());
    }

    @Test
    void historyLiteralKeepsSessionsAndOperations() {
        XtextResource resource = Specs.parse("history H {\n  session { T1: r(x,0) w(x,1) T2: r(x,1) }\n"
                + "  session { T3: w(y,1) }\n}\n");

        assertTrue(resource.getErrors().isEmpty(), resource.getErrors().toString());
        var history = (isolang.dsl.isolang.HistoryLiteral) ((Model) resource.getContents().get(0)).getElements().get(0);
        assertEquals(2, history.getSessions().size());
        assertEquals(2, history.getSessions().get(0).getTransactions().size());
        assertEquals(2, history.getSessions().get(0).getTransactions().get(0).getOperations().size());
    }

    @Test
    void levelWithoutNameIsASyntaxErrorOnItsLine() {
        XtextResource resource = Specs.parse("\nlevel in biswas { }");

        assertFalse(resource.getErrors().isEmpty());
        assertEquals(2, resource.getErrors().get(0).getLine());
    }
}
