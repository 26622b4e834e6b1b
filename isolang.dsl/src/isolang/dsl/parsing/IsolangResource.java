// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.parsing;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;

import org.eclipse.xtext.linking.lazy.LazyLinkingResource;
import org.eclipse.xtext.util.LazyStringInputStream;

/**
 * The resource of an isolang file. Files are read as {@link SourceText}: a byte order mark is
 * skipped, and bytes that are not UTF-8 give an error at their position (the rest of the file is
 * still parsed, with U+FFFD in their place) instead of an exception or silently wrong text.
 */
public class IsolangResource extends LazyLinkingResource {

    /** The encoding problem of the text being loaded, carried from the reader to the diagnostics. */
    private Optional<SourceText.Malformed> malformed = Optional.empty();

    @Override
    protected Reader createReader(InputStream in) throws IOException {
        SourceText source;
        if (in instanceof LazyStringInputStream string) {
            source = SourceText.of(string.getString());
        } else if (StandardCharsets.UTF_8.name().equalsIgnoreCase(getEncoding())) {
            source = SourceText.decode(in.readAllBytes());
        } else {
            return super.createReader(in);
        }
        malformed = source.malformed();
        return new StringReader(source.text());
    }

    @Override
    protected void doLoad(InputStream in, Map<?, ?> options) throws IOException {
        malformed = Optional.empty();
        super.doLoad(in, options);
        malformed.ifPresent(problem -> getErrors().add(0, new EncodingDiagnostic(problem, getURI())));
    }
}
