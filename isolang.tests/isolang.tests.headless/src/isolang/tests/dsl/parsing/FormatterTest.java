// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.parsing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import isolang.tests.dsl.Specs;

/** The formatter's layout: blocks, spacing, paper-style arrows and histories. */
class FormatterTest {

    @Test
    void normalizesSpacingAndIndentsBlocks() {
        String messy = "import isolang.std.biswas.*\nlevel  X in biswas {axiom A : all x:Obj,t1 , t2:Txn| t1 -> t2 in wr [ x ]"
                + " implies t1->t2 in co\n axiom B: some co}\nhistory H { session { T1: r(x,0) w(x,1)  }"
                + "  session {T2 : r(x,1)}}\ncheck X implies RA  for 3 txn,2 obj expect holds\n"
                + "check X implies RA for 3 expect holds\n";

        String formatted = Formatting.format(Specs.parse(messy));

        assertEquals("import isolang.std.biswas.*\n\nlevel X in biswas {\n"
                + "  axiom A: all x: Obj, t1, t2: Txn | t1->t2 in wr[x] implies t1->t2 in co\n  axiom B: some co\n}\n\n"
                + "history H {\n  session { T1: r(x,0) w(x,1) }\n  session { T2: r(x,1) }\n}\n\n"
                + "check X implies RA for 3 txn, 2 obj expect holds\ncheck X implies RA for 3 expect holds\n",
                formatted);
    }

    @Test
    void keepsLineBreaksInsideFormulas() {
        String text = "import isolang.std.biswas.*\n\nlevel X in biswas {\n  axiom A:\n    some co\n      implies some so\n}\n";

        assertEquals(text, Formatting.format(Specs.parse(text)));
    }
}
