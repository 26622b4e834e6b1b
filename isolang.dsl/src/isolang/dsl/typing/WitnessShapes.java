// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.typing;

import isolang.dsl.isolang.OrderShape;

/** The ordering shapes a witness relation may declare with {@code as …}. */
public enum WitnessShapes {
    /** {@code as total order}: a strict total order on all transactions, the initial one first. */
    TOTAL_ORDER,
    /** {@code as version order}: per object, a strict total order on the object's writers. */
    VERSION_ORDER;

    /** The shape an {@code as} clause names, or {@code null} if it names none. */
    public static WitnessShapes of(OrderShape shape) {
        if (!"order".equals(shape.getNoun())) {
            return null;
        }
        return switch (String.valueOf(shape.getKind())) {
            case "total" -> TOTAL_ORDER;
            case "version" -> VERSION_ORDER;
            default -> null;
        };
    }
}
