// SPDX-License-Identifier: EPL-2.0
package isolang.ui.history;

import org.eclipse.core.expressions.PropertyTester;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;

/**
 * The {@code isolang.ui.history.isHistory} property of a selected resource, for the Project
 * Explorer's menu: whether it is a recorded history file or directory
 * ({@link HistoryResources#isHistory(IResource)}).
 */
public final class HistoryResourceTester extends PropertyTester {

    /** The property's name. */
    public static final String IS_HISTORY = "isHistory";

    @Override
    public boolean test(Object receiver, String property, Object[] args, Object expectedValue) {
        boolean expected = expectedValue == null || Boolean.TRUE.equals(expectedValue)
                || "true".equals(expectedValue);
        return IS_HISTORY.equals(property)
                && HistoryResources.isHistory(Adapters.adapt(receiver, IResource.class)) == expected;
    }
}
