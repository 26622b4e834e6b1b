// SPDX-License-Identifier: EPL-2.0
package isolang.tests.dsl.parsing;

import org.eclipse.xtext.formatting2.FormatterRequest;
import org.eclipse.xtext.formatting2.IFormatter2;
import org.eclipse.xtext.formatting2.regionaccess.ITextRegionAccess;
import org.eclipse.xtext.formatting2.regionaccess.TextRegionAccessBuilder;
import org.eclipse.xtext.resource.XtextResource;

import isolang.tests.dsl.Specs;

/** Runs the language's formatter on a whole resource. */
final class Formatting {

    private Formatting() {
    }

    /** The formatted text of {@code resource}. */
    static String format(XtextResource resource) {
        ITextRegionAccess access = Specs.INJECTOR.getInstance(TextRegionAccessBuilder.class).forNodeModel(resource)
                .create();
        FormatterRequest request = Specs.INJECTOR.getInstance(FormatterRequest.class);
        request.setTextRegionAccess(access);
        return access.getRewriter().renderToString(Specs.INJECTOR.getInstance(IFormatter2.class).format(request));
    }
}
