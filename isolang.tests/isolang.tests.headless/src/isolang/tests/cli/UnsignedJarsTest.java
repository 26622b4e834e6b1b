// SPDX-License-Identifier: EPL-2.0
package isolang.tests.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import isolang.dsl.cli.UnsignedJars;

/**
 * The launcher's start-up cache copies the product's jars without signatures: every other entry
 * stays, with the same bytes and in the same order, jars without signatures are copied as they
 * are, and two launchers preparing the same cache at once both succeed.
 */
class UnsignedJarsTest {

    @TempDir
    Path dir;

    /** Entries of a jar as a signed Eclipse bundle has them: manifest, signature files, classes, resources. */
    private static Map<String, byte[]> signedEntries() {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("META-INF/MANIFEST.MF", ("Manifest-Version: 1.0\nBundle-SymbolicName: sample\n\n"
                + "Name: sample/A.class\nSHA-256-Digest: AAAA\n\n").getBytes(StandardCharsets.UTF_8));
        entries.put("META-INF/ECLIPSE_.SF", "Signature-Version: 1.0\n".getBytes(StandardCharsets.UTF_8));
        entries.put("META-INF/ECLIPSE_.RSA", new byte[] {1, 2, 3, 4});
        entries.put("META-INF/services/sample.Service", "sample.A\n".getBytes(StandardCharsets.UTF_8));
        byte[] big = new byte[100_000];
        for (int i = 0; i < big.length; i++) {
            big[i] = (byte) (i * 31 % 7);
        }
        entries.put("sample/A.class", big);
        entries.put("sample/empty.txt", new byte[0]);
        entries.put("META-INF/OTHER.DSA", new byte[] {5});
        entries.put("plugin.properties", "name=Sample\n".getBytes(StandardCharsets.UTF_8));
        return entries;
    }

    /** Writes a jar with deflated entries (with data descriptors) and, every second one, stored entries. */
    private static Path writeJar(Path file, Map<String, byte[]> entries) throws IOException {
        try (OutputStream out = Files.newOutputStream(file); ZipOutputStream zip = new ZipOutputStream(out)) {
            int i = 0;
            for (Map.Entry<String, byte[]> e : entries.entrySet()) {
                ZipEntry entry = new ZipEntry(e.getKey());
                if (i++ % 2 == 1) {
                    CRC32 crc = new CRC32();
                    crc.update(e.getValue());
                    entry.setMethod(ZipEntry.STORED);
                    entry.setSize(e.getValue().length);
                    entry.setCrc(crc.getValue());
                }
                entry.setComment(i % 3 == 0 ? "comment " + i : null);
                zip.putNextEntry(entry);
                zip.write(e.getValue());
                zip.closeEntry();
            }
        }
        return file;
    }

    private static Map<String, byte[]> read(Path jar) throws IOException {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        try (JarFile file = new JarFile(jar.toFile(), true)) {
            List<JarEntry> all = new ArrayList<>(file.stream().toList());
            for (JarEntry entry : all) {
                entries.put(entry.getName(), file.getInputStream(entry).readAllBytes());
                assertNull(entry.getCodeSigners(), "no entry of the copy is signed: " + entry.getName());
            }
        }
        return entries;
    }

    @Test
    void signaturesGoAndEverythingElseStaysInOrder() throws IOException {
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        writeJar(plugins.resolve("signed_1.0.jar"), signedEntries());

        UnsignedJars.copyAll(plugins, dir.resolve("cache/lib"));

        Map<String, byte[]> expected = new LinkedHashMap<>(signedEntries());
        expected.keySet().removeIf(name -> name.matches("META-INF/[^/]+\\.(SF|RSA|DSA)"));
        Map<String, byte[]> copied = read(dir.resolve("cache/lib/signed_1.0.jar"));
        assertEquals(List.copyOf(expected.keySet()), List.copyOf(copied.keySet()));
        expected.forEach((name, bytes) -> assertArrayEquals(bytes, copied.get(name), name));
    }

    @Test
    void unsignedJarsAndOtherFilesAreCopiedAsTheyAreOrLeftOut() throws IOException {
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        Map<String, byte[]> plain = new LinkedHashMap<>(signedEntries());
        plain.keySet().removeIf(name -> name.matches("META-INF/[^/]+\\.(SF|RSA|DSA)"));
        Path jar = writeJar(plugins.resolve("plain_2.0.jar"), plain);
        Files.createDirectories(plugins.resolve("a.folder.bundle_1.0"));
        Files.writeString(plugins.resolve("notes.txt"), "not a jar");

        UnsignedJars.copyAll(plugins, dir.resolve("lib"));

        try (Stream<Path> files = Files.list(dir.resolve("lib"))) {
            assertEquals(List.of("plain_2.0.jar"), files.map(p -> p.getFileName().toString()).toList());
        }
        assertArrayEquals(Files.readAllBytes(jar), Files.readAllBytes(dir.resolve("lib/plain_2.0.jar")));
    }

    @Test
    void aCacheAnotherLauncherCompletedFirstIsKept() throws IOException {
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        writeJar(plugins.resolve("signed_1.0.jar"), signedEntries());
        Path lib = dir.resolve("cache/lib");
        UnsignedJars.copyAll(plugins, lib);
        byte[] first = Files.readAllBytes(lib.resolve("signed_1.0.jar"));

        UnsignedJars.copyAll(plugins, lib);

        assertArrayEquals(first, Files.readAllBytes(lib.resolve("signed_1.0.jar")));
        try (Stream<Path> files = Files.list(dir.resolve("cache"))) {
            assertEquals(List.of("lib"), files.map(p -> p.getFileName().toString()).toList(),
                    "no partial copy is left behind");
        }
        assertFalse(Files.exists(dir.resolve("cache/lib/lib")));
    }
}
