// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.validation;

import java.util.HashSet;
import java.util.Set;

import org.eclipse.xtext.validation.Check;

import isolang.dsl.isolang.Element;
import isolang.dsl.isolang.IsolangPackage;
import isolang.dsl.isolang.Model;

/**
 * Checks of isolang specifications that the grammar cannot express. Every issue carries a
 * code from {@link IssueCodes}.
 */
public class IsolangValidator extends AbstractIsolangValidator {

    /**
     * Reports every level whose name was already used earlier in the same file.
     *
     * @param model the parsed file
     */
    @Check
    public void checkLevelNamesAreUnique(Model model) {
        Set<String> seen = new HashSet<>();
        for (Element element : model.getElements()) {
            if (element.getName() != null && !seen.add(element.getName())) {
                error("Level '" + element.getName() + "' is already defined in this file", element,
                        IsolangPackage.Literals.ELEMENT__NAME, IssueCodes.DUPLICATE_LEVEL);
            }
        }
    }
}
