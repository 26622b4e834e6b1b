// SPDX-License-Identifier: EPL-2.0
package isolang.history.level;

/** The identity relation on all atoms, never materialized. */
final class IdentityRel implements Rel {

    private final int atoms;

    IdentityRel(int atoms) {
        this.atoms = atoms;
    }

    @Override
    public int arity() {
        return 2;
    }

    @Override
    public boolean contains(int[] tuple) {
        return tuple[0] == tuple[1] && tuple[0] >= 0 && tuple[0] < atoms;
    }

    @Override
    public Rel sliceFirst(int atom) {
        return Relations.unary(new int[] {atom});
    }

    @Override
    public Rel sliceLast(int atom) {
        return Relations.unary(new int[] {atom});
    }

    @Override
    public boolean forEach(Sink sink) {
        int[] tuple = new int[2];
        for (int a = 0; a < atoms; a++) {
            tuple[0] = a;
            tuple[1] = a;
            if (!sink.accept(tuple)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public long size() {
        return atoms;
    }
}
