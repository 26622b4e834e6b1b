// SPDX-License-Identifier: EPL-2.0

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Makes the Glucose library of the Alloy 6.2.0 distribution silent. Glucose 4 prints
 * {@code c last restart ## conflicts : …} on the process's standard output whenever it finds a
 * model, and more lines on long searches, all through {@code printf} and {@code puts}; in a
 * command-line tool those lines land in the middle of its own output (and break
 * {@code --json}). The library writes to standard output through nothing else (it does not
 * reference {@code stdout}), so this build step turns its two PLT stubs into functions that
 * return 0 at once ({@code xor eax, eax; ret}); errors on standard error are untouched.
 *
 * <p>Runs with the JDK's single-file launcher during the fragment's build:
 * {@code java SilenceGlucose.java native/linux/amd64/libglucose.so}. It patches only the exact
 * file it knows (by SHA-256), checks the bytes it replaces, and accepts an already silenced file,
 * so repeated builds are idempotent; any other file fails the build.
 */
public final class SilenceGlucose {

    /** SHA-256 of {@code native/linux/amd64/libglucose.so} in org.alloytools.alloy.dist 6.2.0. */
    static final String ORIGINAL = "0dd94668a71ebed529097f43dbe655f57f2cf662c21867f11ac642315d8a73a2";
    /** SHA-256 of the silenced file (isolang.solver.sat.NativeInterrupt knows it too). */
    static final String SILENT = "1bf551f2e2934d086fb7f7d36e6f4c7115cb4c7688c357c6d442a0b7fc65785b";
    /** File offsets of the {@code printf@plt} and {@code puts@plt} stubs (text segment: offset = address). */
    static final int[] STUBS = {0xf0d0, 0x10690};
    /** The stubs' first instruction, {@code jmp *GOT(%rip)}: opcode bytes ff 25. */
    static final byte[] JUMP = {(byte) 0xff, 0x25};
    /** {@code xor eax, eax; ret}. */
    static final byte[] RETURN_ZERO = {0x31, (byte) 0xc0, (byte) 0xc3};

    private SilenceGlucose() {
    }

    public static void main(String[] args) throws IOException, NoSuchAlgorithmException {
        Path library = Path.of(args[0]);
        byte[] bytes = Files.readAllBytes(library);
        String hash = sha256(bytes);
        if (hash.equals(SILENT)) {
            System.out.println("SilenceGlucose: " + library + " is already silent");
            return;
        }
        if (!hash.equals(ORIGINAL)) {
            throw new IllegalStateException(library + " is not the Glucose build this step knows (SHA-256 " + hash
                    + "); update SilenceGlucose and NativeInterrupt for it");
        }
        for (int stub : STUBS) {
            if (bytes[stub] != JUMP[0] || bytes[stub + 1] != JUMP[1]) {
                throw new IllegalStateException("no PLT jump at offset " + Integer.toHexString(stub));
            }
            System.arraycopy(RETURN_ZERO, 0, bytes, stub, RETURN_ZERO.length);
        }
        String patched = sha256(bytes);
        if (!patched.equals(SILENT)) {
            throw new IllegalStateException("the silenced library has SHA-256 " + patched + ", expected " + SILENT);
        }
        Files.write(library, bytes);
        System.out.println("SilenceGlucose: silenced printf and puts in " + library);
    }

    static String sha256(byte[] bytes) throws NoSuchAlgorithmException {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }
}
