package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line as a user meets it: each command run in its own JVM. A run that ends in a diagnostic
 * exits with status 2 at once (no wait in a shutdown hook after the message), and a long exploration
 * stopped by SIGTERM still prints its partial results and exits promptly.
 */
class ProcessExitTest {
    /** How long after the diagnostic appears the process may take to exit. */
    private static final long EXIT_AFTER_DIAGNOSTIC_MS = 1000;

    @TempDir Path tmp;

    /** A running {@code effigy} process whose output is read as it comes. */
    private static final class Effigy {
        final Process process;
        final StringBuffer out = new StringBuffer(), err = new StringBuffer();
        final CompletableFuture<Long> firstErrLine = new CompletableFuture<>();
        private final Predicate<String> awaited;
        final CompletableFuture<Long> awaitedErrLine = new CompletableFuture<>();
        private final Thread outReader, errReader;

        Effigy(Predicate<String> awaited, String... args) throws IOException {
            List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), "effigy.cli.Main"));
            cmd.addAll(List.of(args));
            this.awaited = awaited;
            process = new ProcessBuilder(cmd).start();
            process.getOutputStream().close();
            outReader = reader(process.getInputStream(), out, false);
            errReader = reader(process.getErrorStream(), err, true);
        }

        private Thread reader(InputStream in, StringBuffer into, boolean stderr) {
            Thread t = new Thread(() -> {
                try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                    for (String line; (line = r.readLine()) != null; ) {
                        long now = System.nanoTime();
                        into.append(line).append('\n');
                        if (stderr) {
                            firstErrLine.complete(now);
                            if (awaited.test(line)) awaitedErrLine.complete(now);
                        }
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }, "effigy-test-reader");
            t.setDaemon(true);
            t.start();
            return t;
        }

        /** Waits (generously) for the process to end; returns the time it ended. */
        long waitForExit(long seconds) throws InterruptedException {
            try {
                assertTrue(process.waitFor(seconds, TimeUnit.SECONDS), "effigy did not exit within " + seconds + " s; stderr: " + err);
                long ended = System.nanoTime();
                outReader.join(5000);
                errReader.join(5000);
                return ended;
            } finally {
                if (process.isAlive()) process.destroyForcibly();
            }
        }
    }

    private Path write(String name, String text) throws IOException {
        Path p = tmp.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    /** Runs effigy on bad input: status 2, the diagnostic on stderr without a stack trace, and an exit right after it. */
    private void assertDiagnostic(String expected, String... args) throws Exception {
        Effigy e = new Effigy(line -> false, args);
        long ended = e.waitForExit(60);
        String err = e.err.toString();
        assertEquals(Main.BAD_INPUT, e.process.exitValue(), "stdout: " + e.out + "stderr: " + err);
        assertTrue(err.contains(expected), err);
        assertFalse(err.contains("at effigy.") || err.contains("Exception"), err);
        assertTrue(e.firstErrLine.isDone(), "no diagnostic on stderr");
        long afterDiagnostic = TimeUnit.NANOSECONDS.toMillis(ended - e.firstErrLine.get());
        assertTrue(afterDiagnostic <= EXIT_AFTER_DIAGNOSTIC_MS, "exited " + afterDiagnostic + " ms after the diagnostic: " + err);
    }

    @Test
    void exploreSyntaxErrorExitsAtOnce() throws Exception {
        Path c = write("syntax.c", "int main(void) {\n  int x = ;\n  return x;\n}\n");
        assertDiagnostic(c + ":2:11: error: expected expression", "explore", c.toString());
    }

    @Test
    void exploreWithoutMainExitsAtOnce() throws Exception {
        Path c = write("nomain.c", "int f(int x) {\n  return x;\n}\n");
        assertDiagnostic("no function named main", "explore", c.toString());
    }

    @Test
    void exploreBadMaxPathsExitsAtOnce() throws Exception {
        Path c = write("ok.c", "int main(void) {\n  return 0;\n}\n");
        assertDiagnostic("Invalid value for option '--max-paths': 'abc'", "explore", c.toString(), "--max-paths", "abc");
    }

    @Test
    void exploreBadSearchExitsAtOnce() throws Exception {
        Path c = write("ok.c", "int main(void) {\n  return 0;\n}\n");
        assertDiagnostic("Invalid value for option '--search'", "explore", c.toString(), "--search", "xyz");
    }

    @Test
    void exploreMissingFileExitsAtOnce() throws Exception {
        Path c = tmp.resolve("missing.c");
        assertDiagnostic(c + ": no such file", "explore", c.toString());
    }

    @Test
    void verifyBadEffExitsAtOnce() throws Exception {
        Path eff = write("bad.eff", "P: PROCEDURE (A);\n  X = A +;\nEND;\n");
        assertDiagnostic(eff + ":2:10: error: expected an expression", "verify", eff.toString(), "--proc", "P");
    }

    @Test
    void verifyWithoutMainExitsAtOnce() throws Exception {
        Path c = write("nomain.c", "int f(int x) {\n  return x;\n}\n");
        assertDiagnostic("no function named main", "verify", c.toString());
    }

    @Test
    void bmcSyntaxErrorAndBadBoundExitAtOnce() throws Exception {
        Path c = write("syntax.c", "int main(void) {\n  int x = ;\n  return x;\n}\n");
        assertDiagnostic(c + ":2:11: error: expected expression", "bmc", c.toString());
        assertDiagnostic("--unwind must be 0 or more", "bmc", c.toString(), "--unwind", "-1");
    }

    @Test
    void runSyntaxErrorExitsAtOnce() throws Exception {
        Path c = write("syntax.c", "int main(void) {\n  int x = ;\n  return x;\n}\n");
        assertDiagnostic(c + ":2:11: error: expected expression", "run", c.toString());
    }

    /** Runs effigy to its end in a JVM of its own; the process's exit status, stdout and stderr. */
    private CliRun process(String... args) throws Exception {
        Effigy e = new Effigy(line -> false, args);
        e.waitForExit(120);
        return new CliRun(e.process.exitValue(), e.out.toString(), e.err.toString());
    }

    /** A bound reachable and no error within it: bmc's unknown is 4, not 0 as a proof. */
    @Test
    void bmcUnknownExitsWithTheUnknownCode() throws Exception {
        Path c = write("count.c", """
                extern int __VERIFIER_nondet_int(void);
                int main(void) {
                  int n = __VERIFIER_nondet_int();
                  int i = 0;
                  while (i < n) i++;
                  return 0;
                }
                """);
        CliRun r = process("bmc", c.toString(), "--unwind", "2");
        assertEquals(Main.UNKNOWN, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("unknown"), r.out());
    }

    /** A condition the verifier cannot decide (a path at something unsupported): 4, not 3 as an internal error. */
    @Test
    void verifyUndecidedExitsWithTheUnknownCode() throws Exception {
        CliRun r = process("verify", "src/test/resources/c/expect-error/ints-math-unsupported.c", "--ints=math");
        assertEquals(Main.UNKNOWN, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("1 unknown"), r.out());
        assertFalse(r.err().contains("internal error"), r.err());
    }

    /**
     * Bit-vectors prove termination, but C's answer also needs a proof that no signed operation overflows (c++ does not,
     * but the invariant engine does not decide it over x &amp; (x - 1)): 4; with --ints=bv, 0.
     */
    @Test
    void terminationWithOneSemanticsUnknownExitsWithTheUnknownCode() throws Exception {
        String t26 = "src/test/resources/termination/t26_clear_lowest_bit.c";
        CliRun both = process("termination", t26, "--entry", "f", "--max-time", "20");
        assertTrue(both.out().contains("bit-vectors (signed overflow ends a run): terminates"), both.out());
        assertTrue(both.out().contains("mathematical integers: unknown"), both.out());
        assertEquals(Main.UNKNOWN, both.code(), both.out() + both.err());
        CliRun bv = process("termination", t26, "--entry", "f", "--ints=bv");
        assertEquals(Main.OK, bv.code(), bv.out() + bv.err());
    }

    /** A program that returns 2 ran to its end: Effigy's status is 0 and the program's is printed, not passed through. */
    @Test
    void runOfAProgramReturningTwoExitsZeroAndPrintsTheStatus() throws Exception {
        Path c = write("two.c", "#include <stdio.h>\nint main(void) {\n  printf(\"hi\\n\");\n  return 2;\n}\n");
        CliRun r = process("run", c.toString());
        assertEquals(Main.OK, r.code(), r.out() + r.err());
        assertEquals("hi\n", r.out());
        assertTrue(r.err().contains("effigy: the program exited with status 2"), r.err());
        CliRun json = process("run", c.toString(), "--json");
        assertEquals(Main.OK, json.code(), json.err());
        assertEquals(2, json.json().get("exitStatus").asInt(), json.out());
    }

    /** Usage errors exit 2 with a one-line message naming the option, never a Java exception's name. */
    @Test
    void usageErrorsExitTwoNamingTheOption() throws Exception {
        Path c = write("ok.c", "int main(void) {\n  return 0;\n}\n");
        Path loop = write("loop.c", "int main(void) {\n  int s = 0;\n  for (int i = 0; i < 3; i++) s += i;\n  return s;\n}\n");
        Path file = write("a-file", "x");
        Path dir = Files.createDirectories(tmp.resolve("a-dir"));
        assertDiagnostic("--solver-timeout", "explore", c.toString(), "--solver-timeout", "-5");
        assertDiagnostic("--solver-timeout", "bmc", c.toString(), "--solver-timeout=-5");
        assertDiagnostic("--buffer-size", "explore", c.toString(), "--buffer-size", "-1");
        assertDiagnostic("--buffer-size", "explore", c.toString(), "--buffer-size", "99999999999");
        assertDiagnostic("--max-time", "explore", c.toString(), "--max-time", "0");
        assertDiagnostic("--max-time", "bmc", c.toString(), "--max-time", "-1");
        assertDiagnostic("--max-time", "loops", c.toString(), "--max-time", "0");
        assertDiagnostic("--max-paths", "explore", c.toString(), "--max-paths", "0");
        assertDiagnostic("--max-steps", "explore", c.toString(), "--max-steps", "-3");
        assertDiagnostic("--jobs", "explore", c.toString(), "--jobs", "0");
        assertDiagnostic("--jobs", "fuzz", c.toString(), "--output-dir", dir.resolve("o").toString(), "--jobs", "0");
        assertDiagnostic("--output-dir " + file, "fuzz", c.toString(), "--output-dir", file.toString(), "--max-time", "1");
        assertDiagnostic("--annotate " + dir, "loops", loop.toString(), "--annotate", dir.toString());
        assertDiagnostic("--input " + dir, "run", c.toString(), "--concolic", "--input", dir.toString());
    }

    /**
     * An endless exploration (a loop of symbolic branches) sent SIGTERM once it reports progress: it stops,
     * prints the leaves found so far with the summary marked "stopped by interrupted", and exits; with the
     * tests replayed as the leaves are found (the default), or not.
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(booleans = {true, false})
    void sigtermStopsLongExplorationWithPartialResults(boolean replay) throws Exception {
        sigtermStops(replay ? new String[0] : new String[] {"--no-replay"});
    }

    /** The same with two jobs: the signal stops both threads' paths. */
    @Test
    void sigtermStopsEveryJob() throws Exception {
        sigtermStops("--jobs", "2");
    }

    private void sigtermStops(String... options) throws Exception {
        Path c = write("endless.c", """
                extern int __VERIFIER_nondet_int(void);
                int main(void) {
                  int n = 0;
                  while (1) {
                    if (__VERIFIER_nondet_int() > 0) n++;
                  }
                  return n;
                }
                """);
        List<String> args = new ArrayList<>(List.of("explore", c.toString()));
        args.addAll(List.of(options));
        Effigy e = new Effigy(line -> line.contains(" leaves, "), args.toArray(new String[0]));
        try {
            e.awaitedErrLine.get(60, TimeUnit.SECONDS);
        } finally {
            if (!e.awaitedErrLine.isDone()) e.process.destroyForcibly();
        }
        long signalled = System.nanoTime();
        e.process.toHandle().destroy(); // SIGTERM; Process.destroy() would also close our ends of the pipes
        long ended = e.waitForExit(30);
        long afterSignal = TimeUnit.NANOSECONDS.toMillis(ended - signalled);
        String out = e.out.toString();
        // typically tens of milliseconds; the bound covers writing the leaves found so far on a machine whose two
        // cores are busy with the rest of the suite (2 s was exceeded there twice: 2.1 and 2.5 s)
        assertTrue(afterSignal <= 3000, "exited " + afterSignal + " ms after SIGTERM");
        assertTrue(out.startsWith("TEST("), out.length() > 2000 ? out.substring(0, 2000) : out);
        assertTrue(out.contains("stopped by interrupted"), out.length() > 2000 ? out.substring(out.length() - 2000) : out);
        assertEquals(128 + 15, e.process.exitValue(), "the JVM ends as killed by SIGTERM");
        assertFalse(e.err.toString().contains("Exception"), e.err.toString());
    }

    /**
     * Ctrl-C while Z3 works on a hard query (factoring a 64-bit product): Z3's own SIGINT handler is off, so the JVM sees
     * the signal, Effigy interrupts the query itself, and the run ends at once with its results marked partial — not,
     * as when Z3 caught the signal, with the interrupted query turned into an unknown leaf and a tree "explored
     * completely" with status 0.
     */
    @Test
    void ctrlCDuringASolverQueryStopsTheRunAsInterrupted() throws Exception {
        Path c = write("factor.c", """
                extern unsigned long __VERIFIER_nondet_ulong(void);
                int main(void) {
                  unsigned long x = __VERIFIER_nondet_ulong(), y = __VERIFIER_nondet_ulong();
                  if (x > 1 && y > 1 && x < 4294967296UL && y < 4294967296UL) {
                    if (x * y == 14536747385390738977UL) return 1;
                  }
                  return 0;
                }
                """);
        Effigy e = new Effigy(line -> false, "explore", c.toString(), "--solver-timeout", "120000");
        Thread.sleep(3000);   // start-up and the front end; then the hard query runs for far longer than the test waits
        long signalled = System.nanoTime();
        Process kill = new ProcessBuilder("kill", "-INT", Long.toString(e.process.pid())).start();
        assertEquals(0, kill.waitFor(), "kill -INT");
        long ended = e.waitForExit(30);
        long afterSignal = TimeUnit.NANOSECONDS.toMillis(ended - signalled);
        String out = e.out.toString();
        assertTrue(afterSignal <= 3000, "exited " + afterSignal + " ms after SIGINT");
        assertTrue(out.contains("stopped by interrupted"), out);
        assertFalse(out.contains("explored completely"), out);
        assertFalse(out.contains("unknown"), "an interrupted query is no unknown leaf: " + out);
        assertEquals(128 + 2, e.process.exitValue(), "the JVM ends as interrupted by SIGINT");
        assertFalse(e.err.toString().contains("Exception"), e.err.toString());
    }
}
