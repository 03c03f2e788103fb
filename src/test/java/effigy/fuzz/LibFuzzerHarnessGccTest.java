package effigy.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.cgen.Gcc;
import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.exec.Leaf;
import effigy.report.CHarness;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The C harness of a libFuzzer target's input, built with {@code gcc -fsanitize=address} (LeakSanitizer on): it frees
 * the copy of the input it allocates, so an input that does not crash exits 0 with no report (the harness's own buffer
 * is no leak), and one that reads past the input is caught in the copy's redzone.
 */
class LibFuzzerHarnessGccTest {
    @TempDir Path work;

    private static final Path PACKET = Path.of("examples/fuzz/packet.c");
    private static final Path TWO_CALLS = Path.of("src/test/resources/fuzz/memcpy-two-calls.c");
    private static final Map<String, String> LEAKS_ON = Map.of("ASAN_OPTIONS", "detect_leaks=1");

    /** Whether gcc builds with {@code -fsanitize=address} here and a program that frees what it allocates runs clean. */
    private boolean asanAvailable() throws Exception {
        if (!Gcc.available()) return false;
        Path src = work.resolve("asan-probe.c"), exe = work.resolve("asan-probe");
        Files.writeString(src, "#include <stdlib.h>\nint main(void) { char *p = malloc(4); p[0] = 1; int r = p[0] - 1; free(p); return r; }\n");
        return Gcc.compile(src, exe, List.of("-fsanitize=address")).ok() && Gcc.exec(List.of(exe.toString()), work, 30, LEAKS_ON).ok();
    }

    /** The harness of {@code input}'s concrete run on {@code program}'s libFuzzer target, with the run's leaf. */
    private record Harness(Path file, Leaf leaf) {}

    private Harness harness(Path program, byte[] input, String name) throws Exception {
        try (Workbench wb = Workbench.load(List.of(program), 10_000)) {
            Workbench.Entry e = wb.libFuzzerEntry(4096);
            Runner runner = new Runner(wb, new InputLayout(e, true), ExecOptions.DEFAULT.withMaxSteps(100_000), null);
            Leaf leaf = runner.run(input, -1).leaf();
            Path file = work.resolve(name + ".c");
            Files.writeString(file, CHarness.write(program.toString(), e.function(), e.args(), leaf, 1, wb.program()));
            return new Harness(file, leaf);
        }
    }

    private Gcc.Outcome buildAndRun(Path program, Harness h, String name) {
        Path exe = work.resolve(name);
        Gcc.Outcome build = Gcc.compile(program, exe, List.of("-w", "-O0", "-g", "-fsanitize=address", h.file().toString()));
        assertTrue(build.ok(), build.stderr());
        return Gcc.exec(List.of(exe.toString()), work, 30, LEAKS_ON);
    }

    /** packet.c's message: magic, command, body length, body, checksum (rotate left by one and xor, from 0x5a). */
    private static byte[] message(char command, int... body) {
        byte[] m = new byte[7 + body.length];
        m[0] = 'E'; m[1] = 'F'; m[2] = 'G'; m[3] = 'Y';
        m[4] = (byte) command;
        m[5] = (byte) body.length;
        int s = 0x5a;
        for (int i = 0; i < body.length; i++) {
            m[6 + i] = (byte) body[i];
            s = ((s << 1 | s >> 7) ^ body[i]) & 0xff;
        }
        m[6 + body.length] = (byte) s;
        return m;
    }

    @Test
    void aHarnessWhoseInputDoesNotCrashExitsZeroWithNoLeakReport() throws Exception {
        Assumptions.assumeTrue(asanAvailable(), "gcc -fsanitize=address (libasan) does not build and run programs here");
        Harness h = harness(PACKET, message('R', 3), "read");
        assertEquals(Leaf.Status.RETURNED, h.leaf().status(), () -> String.valueOf(h.leaf().error()));
        String text = Files.readString(h.file());
        assertTrue(text.contains("malloc(") && text.contains("free(arg0);"), text);
        Gcc.Outcome run = buildAndRun(PACKET, h, "read");
        assertEquals(0, run.exit(), run.stderr());
        assertFalse(run.stderr().contains("LeakSanitizer") || run.stderr().contains("AddressSanitizer"), run.stderr());
    }

    @Test
    void aHarnessWhoseInputReadsPastItIsCaughtInTheBuffersRedzone() throws Exception {
        Assumptions.assumeTrue(asanAvailable(), "gcc -fsanitize=address (libasan) does not build and run programs here");
        // 'a', then n = 1: memcpy reads data[2] of a 2-byte input
        Harness h = harness(TWO_CALLS, new byte[] {'a', 1}, "past");
        assertEquals(Leaf.Status.ERROR, h.leaf().status());
        assertEquals("out-of-bounds", h.leaf().error().kind().label());
        assertEquals(11, h.leaf().error().span().line());
        assertEquals("memcpy", h.leaf().error().library().function());
        Gcc.Outcome run = buildAndRun(TWO_CALLS, h, "past");
        assertNotEquals(0, run.exit(), run.stderr());
        assertTrue(run.stderr().contains("heap-buffer-overflow"), run.stderr());
        assertFalse(run.stderr().contains("LeakSanitizer"), run.stderr());
    }
}
