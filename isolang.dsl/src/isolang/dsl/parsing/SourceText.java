// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.parsing;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The text of an isolang file, decoded from its bytes. isolang files are UTF-8; a leading byte
 * order mark is accepted and not part of the text, and lines may end in LF, CRLF or CR. Bytes
 * that are not UTF-8 are decoded as U+FFFD and the first of them is reported with its byte
 * offset and position ({@link #malformed()}).
 *
 * @param text the decoded text, without the byte order mark, line endings as in the file
 * @param byteOrderMark whether the file starts with a UTF-8 byte order mark
 * @param lineSeparator the file's first line ending ({@code "\n"} if it has none)
 * @param malformed where the file stops being UTF-8, if it does
 */
public record SourceText(String text, boolean byteOrderMark, String lineSeparator, Optional<Malformed> malformed) {

    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    /**
     * The first byte sequence that is not UTF-8.
     *
     * @param byteOffset its offset in the file, counting the byte order mark
     * @param value the first byte of the sequence
     * @param offset its character offset in {@link SourceText#text()}
     * @param line its 1-based line
     * @param column its 1-based column, in characters
     */
    public record Malformed(long byteOffset, int value, int offset, int line, int column) {

        /** The problem in words, e.g. {@code not UTF-8: byte 0xE9 at byte offset 12 (line 2, column 8)}. */
        public String describe() {
            return String.format("not UTF-8: byte 0x%02X at byte offset %d (line %d, column %d); isolang files are"
                    + " UTF-8", value, byteOffset, line, column);
        }
    }

    /** Decodes the bytes of a file. */
    public static SourceText decode(byte[] bytes) {
        boolean bom = bytes.length >= BOM.length && bytes[0] == BOM[0] && bytes[1] == BOM[1] && bytes[2] == BOM[2];
        int start = bom ? BOM.length : 0;
        ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
        CharBuffer out = CharBuffer.allocate(bytes.length - start);
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        Malformed malformed = null;
        while (true) {
            CoderResult result = decoder.decode(in, out, true);
            if (result.isUnderflow()) {
                decoder.flush(out);
                break;
            }
            if (!result.isError()) {
                throw new IllegalStateException("decoding cannot overflow a buffer of one character per byte");
            }
            {
                int length = result.length();
                if (malformed == null) {
                    malformed = malformedAt(in.position(), bytes[in.position()] & 0xFF, out);
                }
                in.position(in.position() + length);
                out.put('\uFFFD');
            }
        }
        out.flip();
        String text = out.toString();
        return new SourceText(text, bom, firstLineSeparator(text), Optional.ofNullable(malformed));
    }

    /** Decodes text that is already characters (an editor's document): only a byte order mark is removed. */
    public static SourceText of(String characters) {
        boolean bom = characters.startsWith("\uFEFF");
        String text = bom ? characters.substring(1) : characters;
        return new SourceText(text, bom, firstLineSeparator(text), Optional.empty());
    }

    private static Malformed malformedAt(int byteOffset, int value, CharBuffer decodedSoFar) {
        int line = 1;
        int lineStart = 0;
        int end = decodedSoFar.position();
        for (int i = 0; i < end; i++) {
            char c = decodedSoFar.get(i);
            if (c == '\n' || c == '\r' && (i + 1 >= end || decodedSoFar.get(i + 1) != '\n')) {
                line++;
                lineStart = i + 1;
            }
        }
        return new Malformed(byteOffset, value, end, line, end - lineStart + 1);
    }

    private static String firstLineSeparator(String text) {
        int cr = text.indexOf('\r');
        int lf = text.indexOf('\n');
        if (cr < 0) {
            return "\n";
        }
        if (lf == cr + 1) {
            return "\r\n";
        }
        return lf >= 0 && lf < cr ? "\n" : "\r";
    }

    /** The text with every line ending (CRLF, CR) turned into LF. */
    public String normalized() {
        return text.indexOf('\r') < 0 ? text : text.replace("\r\n", "\n").replace('\r', '\n');
    }

    /**
     * The bytes of {@code normalizedText} (LF line endings) written the way this file is:
     * with its line separator and its byte order mark, if it had one.
     */
    public byte[] encodeLikeThis(String normalizedText) {
        String text = lineSeparator.equals("\n") ? normalizedText : normalizedText.replace("\n", lineSeparator);
        byte[] body = text.getBytes(StandardCharsets.UTF_8);
        if (!byteOrderMark) {
            return body;
        }
        byte[] withBom = new byte[BOM.length + body.length];
        System.arraycopy(BOM, 0, withBom, 0, BOM.length);
        System.arraycopy(body, 0, withBom, BOM.length, body.length);
        return withBom;
    }
}
