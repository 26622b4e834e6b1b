// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.formatting2;

import org.eclipse.xtext.formatting2.FormatterRequest;
import org.eclipse.xtext.formatting2.IFormatter2;
import org.eclipse.xtext.formatting2.regionaccess.ITextRegionAccess;
import org.eclipse.xtext.formatting2.regionaccess.TextRegionAccessBuilder;
import org.eclipse.xtext.resource.IResourceServiceProvider;
import org.eclipse.xtext.resource.XtextResource;

/** Formats a whole parsed file with the language's formatter; shared by the CLI and the editor. */
public final class TextFormatter {

    private TextFormatter() {
    }

    /**
     * The formatted text of a parsed resource, using the services of the resource's language.
     *
     * @param resource a resource without syntax errors (callers check; the formatter needs a
     *     complete node model)
     * @return the whole formatted text
     */
    public static String format(XtextResource resource) {
        if (resource.getContents().isEmpty()) {
            // an empty or comment-only file: nothing to lay out
            return resource.getParseResult() == null ? "" : resource.getParseResult().getRootNode().getText();
        }
        IResourceServiceProvider services = resource.getResourceServiceProvider();
        ITextRegionAccess access = services.get(TextRegionAccessBuilder.class).forNodeModel(resource).create();
        FormatterRequest request = services.get(FormatterRequest.class);
        request.setTextRegionAccess(access);
        return access.getRewriter().renderToString(services.get(IFormatter2.class).format(request));
    }
}
