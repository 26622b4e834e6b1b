// SPDX-License-Identifier: EPL-2.0
package isolang.solver.sat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import kodkod.engine.satlab.NativeSolver;

/**
 * Stops a running native MiniSat or Glucose search from another thread.
 *
 * <p>Neither Kodkod nor the JNI bindings offer a way to interrupt a native {@code solve}: the
 * call blocks until the search ends. Both solvers however poll a flag,
 * {@code Solver::asynch_interrupt}, in {@code withinBudget()} at every decision and restart,
 * and return "unknown" once it is set (MiniSat's and Glucose's {@code interrupt()} does nothing
 * else). The flag is a byte inside the C++ solver object whose address is the solver's
 * {@link NativeSolver#peer() peer}; its offset depends on how the library was compiled. This
 * class therefore knows the offset only for the exact library files isolang ships, identified
 * by their SHA-256 (the offsets were read from the disassembly of {@code withinBudget()}; the
 * Glucose library is known both as distributed and as silenced by the natives fragment's build,
 * which changes only its output stubs); for any other file it declines, and the caller lets that
 * search finish on its own.
 *
 * <p>The flag is written with {@code sun.misc.Unsafe}, looked up reflectively through the
 * platform class loader so that no package import is needed inside OSGi. After an interrupt
 * the solver's answer is meaningless ({@code false}, as if unsatisfiable); callers must discard
 * it, which {@link CancellableSatFactory} does by throwing.
 */
final class NativeInterrupt {

    /** A library build whose interrupt flag offset is known. */
    private record KnownBuild(String solverClass, String sha256, long flagOffset) {
    }

    private static final List<KnownBuild> KNOWN = List.of(
            new KnownBuild("org.alloytools.solvers.natv.glucose.Glucose",
                    "1bf551f2e2934d086fb7f7d36e6f4c7115cb4c7688c357c6d442a0b7fc65785b", 0x488),
            new KnownBuild("org.alloytools.solvers.natv.glucose.Glucose",
                    "0dd94668a71ebed529097f43dbe655f57f2cf662c21867f11ac642315d8a73a2", 0x488),
            new KnownBuild("org.alloytools.solvers.natv.minisat.MiniSat",
                    "501d271ef78b4737bf2524dca86beb4fffdfcd37250e14d255f9380fe4cc034d", 0x358));

    /** Flag offset per solver class, or -1 when the loaded library is not a known build. */
    private static final Map<Class<?>, Long> OFFSETS = new ConcurrentHashMap<>();

    private static final Optional<Unsafe> UNSAFE = Unsafe.find();

    private NativeInterrupt() {
    }

    /** Whether solvers of this class can be interrupted (the library is a known build). */
    static boolean supports(NativeSolver solver) {
        return UNSAFE.isPresent() && offset(solver.getClass()) >= 0;
    }

    /**
     * Sets the solver's interrupt flag; returns false (and does nothing) if it is not
     * {@link #supports supported}. The solver must not have been freed.
     */
    static boolean interrupt(NativeSolver solver) {
        long offset = UNSAFE.isPresent() ? offset(solver.getClass()) : -1;
        if (offset < 0) {
            return false;
        }
        return UNSAFE.get().putByte(solver.peer() + offset, (byte) 1);
    }

    private static long offset(Class<?> solverClass) {
        return OFFSETS.computeIfAbsent(solverClass, NativeInterrupt::lookUp);
    }

    private static long lookUp(Class<?> solverClass) {
        String library = "/lib" + solverClass.getSimpleName().toLowerCase() + ".so";
        Optional<Path> file = mappedLibrary(library);
        if (file.isEmpty()) {
            return -1;
        }
        String hash = sha256(file.get());
        for (KnownBuild build : KNOWN) {
            if (build.solverClass().equals(solverClass.getName()) && build.sha256().equals(hash)) {
                return build.flagOffset();
            }
        }
        return -1;
    }

    /** The file of the loaded library whose path ends with {@code suffix}, from the process's memory map. */
    private static Optional<Path> mappedLibrary(String suffix) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/maps"))) {
                int slash = line.indexOf('/');
                if (slash >= 0 && line.endsWith(suffix)) {
                    return Optional.of(Path.of(line.substring(slash)));
                }
            }
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    private static String sha256(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            byte[] buffer = new byte[1 << 16];
            for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
                digest.update(buffer, 0, n);
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (IOException | NoSuchAlgorithmException e) {
            return "";
        }
    }

    /** The one {@code sun.misc.Unsafe} operation needed, reached by reflection. */
    private record Unsafe(Object instance, Method putByte) {

        static Optional<Unsafe> find() {
            try {
                Class<?> type = Class.forName("sun.misc.Unsafe", true, ClassLoader.getPlatformClassLoader());
                Field field = type.getDeclaredField("theUnsafe");
                field.setAccessible(true);
                return Optional.of(new Unsafe(field.get(null), type.getMethod("putByte", long.class, byte.class)));
            } catch (ReflectiveOperationException | RuntimeException e) {
                return Optional.empty();
            }
        }

        boolean putByte(long address, byte value) {
            try {
                putByte.invoke(instance, address, value);
                return true;
            } catch (ReflectiveOperationException e) {
                return false;
            }
        }
    }
}
