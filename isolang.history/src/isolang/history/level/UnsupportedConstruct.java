// SPDX-License-Identifier: EPL-2.0
package isolang.history.level;

/**
 * A premise uses a construct the generic saturation cannot evaluate on a concrete history (an
 * integer expression, a comprehension, a relation too large to enumerate); the level is then
 * checked another way, and the message says why.
 */
final class UnsupportedConstruct extends RuntimeException {

    private static final long serialVersionUID = 1L;

    UnsupportedConstruct(String what) {
        super(what);
    }
}
