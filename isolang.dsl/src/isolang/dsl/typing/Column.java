// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.typing;

/** The sort of one column of a relation; {@link #ANY} fits every sort (iden, none, univ). */
public enum Column {
    /** Transactions, the initial one included. */
    TXN("Txn"),
    /** Objects. */
    OBJ("Obj"),
    /** Values. */
    VAL("Val"),
    /** Operations (operation history model). */
    OP("Op"),
    /** Steps of a protocol trace. */
    STEP("Step"),
    /** Any sort. */
    ANY("univ");

    private final String text;

    Column(String text) {
        this.text = text;
    }

    /** Whether a column of this sort may meet a column of {@code other}. */
    public boolean fits(Column other) {
        return this == ANY || other == ANY || this == other;
    }

    /** The more specific of two fitting sorts. */
    public Column meet(Column other) {
        return this == ANY ? other : this;
    }

    /** The sort as written in the language. */
    @Override
    public String toString() {
        return text;
    }
}
