// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.Deflater;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * Copies the product's jars into the start-up cache of the {@code isolang} launcher without
 * their jar signatures, so that the JVM neither verifies signatures while loading classes nor
 * leaves the classes of signed jars out of the class data sharing archive (it never archives
 * them). Every other entry is copied unchanged, in order: the class path holds the same
 * classes. Runs with the JDK alone (the launcher starts it on this bundle's jar only):
 *
 * <pre>java -cp isolang.dsl_VERSION.jar isolang.dsl.cli.UnsignedJars FROM_DIR TO_DIR</pre>
 *
 * <p>{@code TO_DIR} is written under a temporary name next to it and renamed when complete,
 * so that a launcher running at the same time sees all jars or none. Exit code 0 on success,
 * 1 with one line on standard error otherwise (the launcher then runs on the product's jars).
 */
public final class UnsignedJars {

    /** Signature files of a signed jar (JAR File Specification, "Signed JAR File"). */
    private static final Pattern SIGNATURE = Pattern.compile("META-INF/[^/]+\\.(SF|RSA|DSA|EC)",
            Pattern.CASE_INSENSITIVE);

    private UnsignedJars() {
    }

    /**
     * Copies the jars of {@code args[0]} to the new directory {@code args[1]}.
     *
     * @param args the source and target directories
     */
    public static void main(String[] args) {
        if (args.length != 2) {
            System.err.println("usage: UnsignedJars FROM_DIR TO_DIR");
            System.exit(1);
        }
        try {
            copyAll(Path.of(args[0]), Path.of(args[1]));
        } catch (IOException | RuntimeException e) {
            System.err.println("isolang: cannot prepare the start-up cache: " + e.getMessage());
            System.exit(1);
        }
    }

    /**
     * Copies every {@code .jar} file of {@code from} to the new folder {@code to} without
     * signature files; jars without signatures are copied as they are. When another launcher
     * completed {@code to} meanwhile, its copy is kept.
     *
     * @param from the product's plugin folder
     * @param to the folder to create
     * @throws IOException if a jar cannot be read or written
     */
    public static void copyAll(Path from, Path to) throws IOException {
        Path parent = to.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        Path partial = Files.createTempDirectory(parent, to.getFileName() + ".partial-");
        try {
            List<Path> jars;
            try (Stream<Path> listing = Files.list(from)) {
                jars = listing.filter(p -> p.getFileName().toString().endsWith(".jar")).filter(Files::isRegularFile)
                        .sorted().toList();
            }
            for (Path jar : jars) {
                Path copy = partial.resolve(jar.getFileName().toString());
                if (isSigned(jar)) {
                    copyUnsigned(jar, copy);
                } else {
                    Files.copy(jar, copy, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
            try {
                Files.move(partial, to, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException e) {
                if (!Files.isDirectory(to)) {
                    throw e;
                } // another launcher finished the same copy first
            }
        } finally {
            deleteTree(partial);
        }
    }

    /** Whether the jar holds signature files (read from its central directory only). */
    static boolean isSigned(Path jar) throws IOException {
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            return zip.stream().anyMatch(entry -> SIGNATURE.matcher(entry.getName()).matches());
        }
    }

    /**
     * Writes the jar without its signature files, copying the other entries' local headers and
     * compressed data byte for byte (nothing is recompressed) and writing a new central
     * directory for them. A jar this does not understand (ZIP64, a comment-free end record not
     * found) is rewritten entry by entry instead.
     */
    private static void copyUnsigned(Path jar, Path copy) throws IOException {
        byte[] zip = Files.readAllBytes(jar);
        ByteBuffer in = ByteBuffer.wrap(zip).order(ByteOrder.LITTLE_ENDIAN);
        int end = endRecord(zip);
        int entries = end < 0 ? -1 : in.getShort(end + 10) & 0xFFFF;
        long directorySize = end < 0 ? -1 : in.getInt(end + 12) & 0xFFFFFFFFL;
        long directoryStart = end < 0 ? -1 : in.getInt(end + 16) & 0xFFFFFFFFL;
        if (end < 0 || entries == 0xFFFF || directoryStart + directorySize != end) {
            recompress(jar, copy);
            return;
        }
        List<int[]> records = new ArrayList<>(); // per entry: central record offset, length, local offset
        int at = (int) directoryStart;
        for (int i = 0; i < entries; i++) {
            if (in.getInt(at) != 0x02014b50 || in.getInt(at + 42) == 0xFFFFFFFF) {
                recompress(jar, copy);
                return;
            }
            int length = 46 + (in.getShort(at + 28) & 0xFFFF) + (in.getShort(at + 30) & 0xFFFF)
                    + (in.getShort(at + 32) & 0xFFFF);
            records.add(new int[] {at, length, in.getInt(at + 42)});
            at += length;
        }
        List<Integer> starts = new ArrayList<>(records.stream().map(r -> r[2]).sorted().toList());
        starts.add((int) directoryStart);
        ByteArrayOutputStream local = new ByteArrayOutputStream(zip.length);
        ByteArrayOutputStream directory = new ByteArrayOutputStream();
        int kept = 0;
        for (int[] record : records) {
            String name = new String(zip, record[0] + 46, in.getShort(record[0] + 28) & 0xFFFF,
                    StandardCharsets.UTF_8);
            if (SIGNATURE.matcher(name).matches()) {
                continue;
            }
            int next = starts.get(starts.indexOf(record[2]) + 1);
            byte[] header = Arrays.copyOfRange(zip, record[0], record[0] + record[1]);
            ByteBuffer.wrap(header).order(ByteOrder.LITTLE_ENDIAN).putInt(42, local.size());
            directory.write(header);
            local.write(zip, record[2], next - record[2]);
            kept++;
        }
        ByteBuffer tail = ByteBuffer.allocate(22).order(ByteOrder.LITTLE_ENDIAN);
        tail.putInt(0x06054b50).putShort((short) 0).putShort((short) 0).putShort((short) kept)
                .putShort((short) kept).putInt(directory.size()).putInt(local.size()).putShort((short) 0);
        try (OutputStream out = Files.newOutputStream(copy)) {
            local.writeTo(out);
            directory.writeTo(out);
            out.write(tail.array());
        }
    }

    /** The offset of the end of central directory record, or -1 if it is not found. */
    private static int endRecord(byte[] zip) {
        ByteBuffer in = ByteBuffer.wrap(zip).order(ByteOrder.LITTLE_ENDIAN);
        for (int at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xFFFF); at--) {
            if (in.getInt(at) == 0x06054b50 && at + 22 + (in.getShort(at + 20) & 0xFFFF) == zip.length) {
                return at;
            }
        }
        return -1;
    }

    private static void recompress(Path jar, Path copy) throws IOException {
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(jar));
                OutputStream file = Files.newOutputStream(copy);
                ZipOutputStream out = new ZipOutputStream(file)) {
            out.setLevel(Deflater.BEST_SPEED);
            for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                if (SIGNATURE.matcher(entry.getName()).matches()) {
                    continue;
                }
                ZipEntry copied = new ZipEntry(entry.getName());
                copied.setTime(entry.getTime());
                out.putNextEntry(copied);
                in.transferTo(out);
                out.closeEntry();
            }
        }
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        List<Path> paths = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(root)) {
            walk.forEach(paths::add);
        }
        for (int i = paths.size() - 1; i >= 0; i--) {
            Files.deleteIfExists(paths.get(i));
        }
    }
}
