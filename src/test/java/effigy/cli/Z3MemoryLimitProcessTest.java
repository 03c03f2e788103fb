package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Z3's memory outside the Java heap is under {@code --max-memory} too (effigy.smt.NativeMemory): a floating-point query
 * that Z3 bit-blasts into hundreds of megabytes is interrupted at the limit and answers unknown, with its reason, an
 * exit status of 4 and no trace, well before its time limit. (sv-benchmarks' floats-cdfpl/newton_2_5 grew to 9 GB in
 * 30 s without it, and its process took seconds more to end.)
 */
class Z3MemoryLimitProcessTest {
    @TempDir Path dir;

    /** Six Newton steps towards a cube root in doubles: bmc's one query multiplies and divides doubles 30 times. */
    private static final String NEWTON = """
            extern double __VERIFIER_nondet_double(void);
            extern void __VERIFIER_assume(int);
            extern void reach_error(void);
            int main(void) {
                double x = __VERIFIER_nondet_double(), y = __VERIFIER_nondet_double();
                __VERIFIER_assume(x > 1.0 && x < 2.0 && y > 0.5 && y < 3.0);
                for (int i = 0; i < 6; i++) {
                    x = x - (x * x * x - y) / (3.0 * x * x);
                }
                if (x * x * x - y > 1e-9 || y - x * x * x > 1e-9) reach_error();
                return 0;
            }
            """;

    @Test
    void aQueryPastZ3sMemoryLimitIsUnknownWithItsReason() throws Exception {
        Path c = dir.resolve("newton.c");
        Files.writeString(c, NEWTON);
        long start = System.nanoTime();
        CliRun r = CliRun.inOwnProcess(120, List.of("-XX:+UseSerialGC"), "bmc", c.toString(), "--max-time", "60", "--max-memory", "200");
        double seconds = (System.nanoTime() - start) / 1e9;
        for (String bad : List.of("Exception", "\tat ", "java.lang.", "internal error")) {
            assertFalse(r.err().contains(bad) || r.out().contains(bad), bad + ":\n" + r.err());
        }
        assertEquals(Main.UNKNOWN, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("stopped by Z3's memory limit of 200 MB"), r.out() + r.err());
        assertTrue(r.out().strip().endsWith("Result: unknown"), r.out());
        assertTrue(seconds < 40, "ended after " + seconds + " s, not at the memory limit");
    }
}
