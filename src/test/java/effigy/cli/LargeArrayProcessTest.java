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
 * Large arrays as SV-COMP's array tasks have them ({@code int a[200000]} filled by a loop): an object costs what was
 * written to it, not its size times the states that hold it, so {@code svcomp} answers within its time limit in a
 * small heap; and a memory limit that is reached is an {@code unknown}, never an out-of-memory trace or a hang.
 */
class LargeArrayProcessTest {
    @TempDir Path dir;

    private static final String PRELUDE = "extern void abort(void);\n"
            + "void reach_error(void) { abort(); }\n"
            + "extern int __VERIFIER_nondet_int(void);\n"
            + "void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }\n";

    /** A copy of nondeterministic values through two arrays of 200,000 ints (the shape of array-examples' copy tasks). */
    private static final String COPY = PRELUDE
            + "#define N 200000\n"
            + "int g[N];\n"
            + "int main(void) {\n"
            + "  int a[N];\n"
            + "  int b[N];\n"
            + "  for (int i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();\n"
            + "  for (int i = 0; i < N; i++) b[i] = a[i];\n"
            + "  for (int i = 0; i < N; i++) g[i] = b[i];\n"
            + "  for (int x = 0; x < N; x++) __VERIFIER_assert(g[x] == a[x]);\n"
            + "  return 0;\n"
            + "}\n";

    private Path write(String name, String text) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    private static Path property() { return Path.of("src/test/resources/svcomp/tasks/properties/unreach-call.prp").toAbsolutePath(); }

    private static void noTrace(CliRun r) {
        for (String bad : List.of("Exception", "\tat ", "Error:", "java.lang.", "out of memory")) {
            assertFalse(r.err().contains(bad) || r.out().contains(bad), "a trace or the heap exhausted (" + bad + "):\n" + r.err());
        }
    }

    /** The last line of standard output: SV-COMP's {@code Result:} line. */
    private static String result(CliRun r) {
        String[] lines = r.out().strip().split("\n");
        return lines[lines.length - 1];
    }

    @Test
    void aTwoHundredThousandElementArrayTaskAnswersWithinItsLimitInASmallHeap() throws Exception {
        Path c = write("copy.c", COPY);
        long start = System.nanoTime();
        // three arrays of 800 KB, filled element by element, in a heap of 160 MB: each engine holds what was written once
        // (pages of the bytes written, shared among its states), k-induction's havoc of each is one array, and every engine
        // stops within --max-time
        CliRun r = CliRun.inOwnProcess(60, List.of("-Xmx160m", "-XX:+UseSerialGC"), "svcomp", c.toString(),
                "--property", property().toString(), "--max-time", "20");
        double seconds = (System.nanoTime() - start) / 1e9;
        noTrace(r);
        assertTrue(r.noInternalError(), r.err());
        String line = result(r);
        assertTrue(line.equals("Result: true") || line.equals("Result: unknown"), "never a wrong verdict: " + line + "\n" + r.err());
        assertEquals(line.equals("Result: true") ? Main.OK : Main.UNKNOWN, r.code(), r.out() + r.err());
        // the limit, plus the JVM's start and exit
        assertTrue(seconds < 20 + 4, "ended after " + seconds + " s, past --max-time 20:\n" + r.err());
    }

    @Test
    void aPathThatReadsAHundredThousandInputsIsExploredInLinearTime() throws Exception {
        // each read named its input after looking at every input so far, and each branch copied the whole path
        // condition: the square of 10^5 (before: no leaf in 30 s, --max-time overrun by 4 s, 490 MB; now 12 s, 390 MB)
        Path c = write("fill.c", PRELUDE
                + "#define N 100000\n"
                + "int main(void) {\n"
                + "  int a[N];\n"
                + "  for (int i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();\n"
                + "  if (a[N - 1] == 12345 && a[0] == 7) reach_error();\n"
                + "  return 0;\n"
                + "}\n");
        CliRun r = CliRun.inOwnProcess(120, List.of("-Xmx400m", "-XX:+UseSerialGC"), "explore", "--max-steps", "1000000",
                "--max-time", "60", c.toString());
        noTrace(r);
        assertEquals(Main.FOUND_ERROR, r.code(), r.out() + r.err());
        // reach_error() calls abort(): explore reports the abort, on the one path of the three that reaches it
        assertTrue(r.out().contains("abort() was called"), r.out());
        assertTrue(r.out().contains("3 leaves, tree explored completely"), r.out());
    }

    @Test
    void aViolationInALargeArrayIsFoundInASmallHeap() throws Exception {
        // the error is past the first 1,000 elements, so every path copies through the array before it
        Path c = write("first.c", PRELUDE
                + "int main(void) {\n"
                + "  int a[200000];\n"
                + "  for (int i = 0; i < 1000; i++) a[i] = __VERIFIER_nondet_int();\n"
                + "  for (int i = 0; i < 1000; i++) { if (a[i] == 77 + i) { __VERIFIER_assert(a[199999] != 0); } }\n"
                + "  return 0;\n"
                + "}\n");
        CliRun r = CliRun.inOwnProcess(60, List.of("-Xmx160m", "-XX:+UseSerialGC"), "svcomp", c.toString(),
                "--property", property().toString(), "--max-time", "20");
        noTrace(r);
        assertEquals("Result: false(unreach-call)", result(r), r.out() + r.err());
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
    }

    @Test
    void aMemoryLimitThatIsReachedIsAnUnknownResult() throws Exception {
        // a live heap of 4 MB is less than the program and its engines need: every engine stops at the memory limit
        Path c = write("copy.c", COPY);
        long start = System.nanoTime();
        CliRun r = CliRun.inOwnProcess(60, List.of("-Xmx256m", "-XX:+UseSerialGC"), "svcomp", c.toString(),
                "--property", property().toString(), "--max-time", "20", "--max-memory", "4");
        double seconds = (System.nanoTime() - start) / 1e9;
        noTrace(r);
        assertTrue(r.noInternalError(), r.err());
        assertEquals("Result: unknown", result(r), r.out() + r.err());
        assertEquals(Main.UNKNOWN, r.code(), r.err());
        // every engine says it stopped there: exploration (on its one long path) and bmc
        assertTrue(r.out().contains("exploration: stopped by the memory limit of 4 MB"), r.out() + r.err());
        assertTrue(r.out().contains("bmc: stopped by memory limit of 4 MB"), r.out() + r.err());
        assertTrue(seconds < 20 + 4, "ended after " + seconds + " s:\n" + r.err());
    }
}
