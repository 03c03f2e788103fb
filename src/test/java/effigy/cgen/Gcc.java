package effigy.cgen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Test helper: compiling C with the system's gcc and running the result. Tests that need gcc check
 * {@link #available()} first and skip (with {@link #MISSING}) when it is not on the PATH.
 */
public final class Gcc {
    private Gcc() {}

    /** The message a test skips with when gcc is absent. */
    public static final String MISSING = "gcc not found on PATH: skipping the comparison with gcc-compiled programs";

    /** The message a test skips with when {@code gcc -m32} cannot build and run a program. */
    public static final String M32_MISSING = "gcc -m32 does not build and run programs here (the 32-bit multilib, e.g. Debian's"
            + " gcc-multilib, is not installed): skipping the comparison with gcc -m32; ILP32 results are checked against"
            + " the expected outputs checked into the test resources only";

    private static Boolean available;
    private static Boolean ubsan;
    private static Boolean m32;

    /** The outcome of a process: exit status, standard output and error (bytes as ISO-8859-1 text), timed out or not. */
    public record Outcome(int exit, String stdout, String stderr, boolean timedOut) {
        public boolean ok() { return exit == 0 && !timedOut; }
    }

    /** True when {@code gcc --version} runs. */
    public static synchronized boolean available() {
        if (available == null) {
            try {
                available = exec(List.of("gcc", "--version"), null, 60).exit() == 0;
            } catch (RuntimeException e) {
                available = false;
            }
        }
        return available;
    }

    /** True when {@code gcc -m32} (i386, ILP32) builds a program that runs and finds {@code sizeof(long) == 4}. */
    public static synchronized boolean m32Available() {
        if (m32 == null) {
            m32 = false;
            if (available()) {
                try {
                    Path work = Files.createTempDirectory("effigy-m32-probe");
                    Path src = work.resolve("m32-probe.c");
                    Path exe = work.resolve("m32-probe");
                    Files.writeString(src, "#include <stdio.h>\nint main(void) { printf(\"%d\\n\", (int)sizeof(long)); return 0; }\n");
                    Outcome c = compile(src, exe, List.of("-m32"));
                    m32 = c.ok() && run(exe, 30).stdout().equals("4\n");
                    Files.deleteIfExists(exe);
                    Files.deleteIfExists(src);
                    Files.deleteIfExists(work);
                } catch (IOException | RuntimeException e) {
                    m32 = false;
                }
            }
        }
        return m32;
    }

    /** True when gcc links and runs a program built with {@code -fsanitize=undefined}. */
    public static synchronized boolean ubsanAvailable(Path work) {
        if (ubsan == null) {
            ubsan = false;
            if (available()) {
                try {
                    Path src = work.resolve("ubsan-probe.c");
                    Path exe = work.resolve("ubsan-probe");
                    Files.writeString(src, "#include <stdio.h>\nint main(void) { int x = 5; printf(\"%d\\n\", x << 2); return 0; }\n");
                    Outcome c = compile(src, exe, List.of("-O2", "-fsanitize=undefined", "-fno-sanitize-recover=all"));
                    ubsan = c.ok() && run(exe, 30).ok();
                } catch (IOException e) {
                    ubsan = false;
                }
            }
        }
        return ubsan;
    }

    /** {@code gcc flags… -o exe src -lm}. */
    public static Outcome compile(Path src, Path exe, List<String> flags) {
        List<String> cmd = new ArrayList<>();
        cmd.add("gcc");
        cmd.addAll(flags);
        cmd.add("-o");
        cmd.add(exe.toString());
        cmd.add(src.toString());
        cmd.add("-lm"); // math.h's functions (after the source, for the linker)
        return exec(cmd, null, 120);
    }

    /**
     * Runs {@code exe} with no input; a run longer than {@code seconds} is killed. LeakSanitizer is off
     * ({@code ASAN_OPTIONS=detect_leaks=0}): a program may end (say, by exit()) with memory still allocated.
     */
    public static Outcome run(Path exe, int seconds) {
        return exec(List.of(exe.toString()), null, seconds, Map.of("ASAN_OPTIONS", "detect_leaks=0"));
    }

    /** Runs a command, collecting its output; a run longer than {@code seconds} is killed and reported as timed out. */
    public static Outcome exec(List<String> cmd, Path dir, int seconds) {
        return exec(cmd, dir, seconds, Map.of());
    }

    /** {@link #exec(List, Path, int)} with extra environment variables. */
    public static Outcome exec(List<String> cmd, Path dir, int seconds, Map<String, String> env) {
        Path out = null, err = null;
        try {
            out = Files.createTempFile("effigy-gcc-", ".out");
            err = Files.createTempFile("effigy-gcc-", ".err");
            ProcessBuilder pb = new ProcessBuilder(cmd);
            if (dir != null) pb.directory(dir.toFile());
            pb.environment().putAll(env);
            pb.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
            pb.redirectOutput(out.toFile());
            pb.redirectError(err.toFile());
            Process p = pb.start();
            boolean done = p.waitFor(seconds, TimeUnit.SECONDS);
            if (!done) {
                p.destroyForcibly();
                p.waitFor();
            }
            return new Outcome(done ? p.exitValue() : -1, new String(Files.readAllBytes(out), StandardCharsets.ISO_8859_1),
                    new String(Files.readAllBytes(err), StandardCharsets.ISO_8859_1), !done);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } finally {
            try {
                if (out != null) Files.deleteIfExists(out);
                if (err != null) Files.deleteIfExists(err);
            } catch (IOException ignored) {
                // a leftover temporary file is harmless
            }
        }
    }
}
