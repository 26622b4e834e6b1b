// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.conversion;

import org.eclipse.xtext.common.services.DefaultTerminalConverters;
import org.eclipse.xtext.conversion.IValueConverter;
import org.eclipse.xtext.conversion.ValueConverter;
import org.eclipse.xtext.conversion.ValueConverterException;
import org.eclipse.xtext.nodemodel.INode;

/**
 * The language's value converters: the common terminals, plus {@code Value}, the value of an
 * operation in a history literal, a {@code long} from 0 to {@link Long#MAX_VALUE}. A number
 * outside that range is one error at its location, and the operation keeps no value.
 */
public class IsolangValueConverters extends DefaultTerminalConverters {

    /** The converter of the {@code Value} datatype rule. */
    @ValueConverter(rule = "Value")
    public IValueConverter<Long> value() {
        return new IValueConverter<>() {
            @Override
            public Long toValue(String text, INode node) {
                if (text == null || text.isEmpty()) {
                    throw new ValueConverterException("a value is missing", node, null);
                }
                try {
                    return Long.valueOf(text);
                } catch (NumberFormatException e) {
                    throw new ValueConverterException("the value " + abbreviated(text)
                            + " is too large: values are integers from 0 to " + Long.MAX_VALUE, node, null);
                }
            }

            @Override
            public String toString(Long value) {
                if (value == null || value < 0) {
                    throw new ValueConverterException("values are integers from 0 to " + Long.MAX_VALUE
                            + ", not " + value, null, null);
                }
                return value.toString();
            }
        };
    }

    private static String abbreviated(String digits) {
        return digits.length() <= 30 ? digits : digits.substring(0, 12) + "…(" + digits.length() + " digits)";
    }
}
