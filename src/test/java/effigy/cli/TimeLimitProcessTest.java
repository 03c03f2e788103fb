package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --max-time} and the signals as a user meets them, each command in a JVM of its own: the limit counts from the
 * process's start and holds in the front end (exponential macros, a 10 MB source, a task file with a 5 MB string), in a
 * hard solver query (whatever {@code --solver-timeout} says), in concrete runs and in every engine; Ctrl-C and SIGTERM
 * end a command within a second with its results marked partial, and {@code bmc} and {@code svcomp} still print their
 * unknown verdict. The big inputs are generated in the test's directory.
 */
class TimeLimitProcessTest {
    /**
     * How long past --max-time a run may take to end, start-up of the JVM aside: the limit is counted from the process's
     * start, so this is the time to stop and write the results, on a machine whose two cores the rest of the suite
     * keeps busy (typically well under a second).
     */
    private static final long SLACK_MS = 2500;
    /** How long after a signal a run may take to end (typically tens of milliseconds; the bound covers a busy machine). */
    private static final long AFTER_SIGNAL_MS = 3000;

    @TempDir Path tmp;

    /** A finished run: status, output, and its wall time from the process's start. */
    private record Run(int code, String out, String err, long millis, long afterSignalMillis) {
        String all() { return "status " + code + " after " + millis + " ms\nstdout:\n" + tail(out) + "\nstderr:\n" + tail(err); }

        private static String tail(String s) { return s.length() > 3000 ? "..." + s.substring(s.length() - 3000) : s; }
    }

    /**
     * Runs {@code effigy args}; with {@code signal} (INT or TERM), sends it {@code signalAfterMs} after the start (once
     * the front end is surely done) with {@code kill}, as a shell's Ctrl-C or a job control's SIGTERM does.
     */
    private Run effigy(String signal, long signalAfterMs, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "effigy.cli.Main"));
        cmd.addAll(List.of(args));
        Path out = tmp.resolve("stdout.txt"), err = tmp.resolve("stderr.txt");
        long start = System.nanoTime();
        Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        p.getOutputStream().close();
        long signalled = 0;
        try {
            if (signal != null) {
                assertFalse(p.waitFor(signalAfterMs, TimeUnit.MILLISECONDS), "ended before the signal: " + Files.readString(err));
                signalled = System.nanoTime();
                assertEquals(0, new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).start().waitFor(), "kill -" + signal);
            }
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "effigy " + String.join(" ", args) + " did not end within 60 s: " + Files.readString(err));
            long ended = System.nanoTime();
            return new Run(p.exitValue(), Files.readString(out), Files.readString(err), TimeUnit.NANOSECONDS.toMillis(ended - start),
                    signal == null ? -1 : TimeUnit.NANOSECONDS.toMillis(ended - signalled));
        } finally {
            if (p.isAlive()) p.destroyForcibly().waitFor();
        }
    }

    private Path write(String name, String text) throws IOException {
        Path p = tmp.resolve(name);
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }

    /** Factoring a 64-bit product of two 32-bit primes: Z3 takes far longer than any test waits. */
    private Path hardQuery() throws IOException {
        return write("factor.c", """
                extern unsigned long __VERIFIER_nondet_ulong(void);
                extern void reach_error(void);
                int main(void) {
                  unsigned long x = __VERIFIER_nondet_ulong(), y = __VERIFIER_nondet_ulong();
                  if (x > 1 && y > 1 && x < 4294967296UL && y < 4294967296UL) {
                    if (x * y == 14536747385390738977UL) reach_error();
                  }
                  return 0;
                }
                """);
    }

    private static void assertEndedInTime(Run r, double maxTime) {
        assertTrue(r.millis() <= maxTime * 1000 + SLACK_MS, "--max-time " + maxTime + " overrun: " + r.all());
        assertFalse(r.err().contains("Exception") || r.err().contains("internal error"), r.all());
        assertFalse(r.err().contains("did not stop"), "the watchdog had to end it: " + r.all());
    }

    private static void assertEndedAfterSignal(Run r) {
        assertTrue(r.afterSignalMillis() <= AFTER_SIGNAL_MS, "ended " + r.afterSignalMillis() + " ms after the signal: " + r.all());
        assertFalse(r.err().contains("Exception") || r.err().contains("internal error"), r.all());
        assertFalse(r.err().contains("did not stop"), "the shutdown's backstop had to end it: " + r.all());
    }

    // ------------------------------------------------------------------------------------------------ --max-time

    /** A hard query in flight when the time runs out is stopped: --solver-timeout 600000 does not outlast --max-time 4. */
    @Test
    void aHardQueryEndsAtTheTimeLimit() throws Exception {
        Run r = effigy(null, 0, "explore", hardQuery().toString(), "--max-time", "4", "--solver-timeout", "600000");
        assertEquals(Main.UNKNOWN, r.code(), r.all());
        assertEndedInTime(r, 4);
        assertTrue(r.out().contains("stopped by time limit"), "the exploration ran and was cut: " + r.all());
        assertFalse(r.out().contains("explored completely"), r.all());
    }

    /** bmc's one query gets the time left too; its verdict is then unknown. */
    @Test
    void bmcsHardQueryEndsAtTheTimeLimitWithUnknown() throws Exception {
        Run r = effigy(null, 0, "bmc", hardQuery().toString(), "--max-time", "3", "--solver-timeout", "600000");
        assertEquals(Main.UNKNOWN, r.code(), r.all());
        assertEndedInTime(r, 3);
        assertTrue(r.out().contains("Result: unknown"), r.all());
    }

    /**
     * Macro calls nested 20,000 deep (each argument expanded alone: quadratic, minutes): the preprocessor checks the limit
     * as it expands. (Macros that double at each level are stopped sooner by the expansion limit: {@code
     * IssueCasesProcessTest.exponentialMacrosAreAnErrorAtTheirInvocation}.)
     */
    @Test
    void exponentialMacrosEndAtTheTimeLimit() throws Exception {
        StringBuilder c = new StringBuilder("#define F(x) (x)\nint main(void) { int x = 0; return ");
        c.append("F(".repeat(20_000)).append('x').append(")".repeat(20_000)).append("; }\n");
        Run r = effigy(null, 0, "explore", write("macros.c", c.toString()).toString(), "--max-time", "2");
        assertEquals(Main.UNKNOWN, r.code(), r.all());
        assertEndedInTime(r, 2);
        assertTrue(r.err().contains("effigy: time limit"), r.all());
    }

    /** A generated 10 MB source file: lexing and parsing check the limit. */
    @Test
    void aTenMegabyteSourceEndsAtTheTimeLimit() throws Exception {
        Path big = tmp.resolve("big.c");
        try (var w = Files.newBufferedWriter(big)) {
            w.write("int main(void) {\n  int x = 0;\n");
            for (long n = 0; n < 10_000_000; n += 36) w.write("  x = x + 1; x = x * 3; x = x - 2;\n");
            w.write("  return x;\n}\n");
        }
        Run r = effigy(null, 0, "explore", big.toString(), "--max-time", "2");
        assertEquals(Main.UNKNOWN, r.code(), r.all());
        assertEndedInTime(r, 2);
        assertTrue(r.err().contains("effigy: time limit"), r.all());
    }

    /**
     * Campaign case 2479 (seed 23): complexity --max-time 1 on a 10 MB source of 2.5 million short lines overran: the
     * line table (a boxed number per line) took 1-2 s on a loaded machine without a look at the limit.
     */
    @Test
    void aTenMegabyteSourceOfShortLinesEndsAtAOneSecondLimit() throws Exception {
        Path big = tmp.resolve("lines.c");
        try (var w = Files.newBufferedWriter(big)) {
            w.write("int main(void) { int x = 0;\n");
            for (int n = 0; n < 2_500_000; n++) w.write("x++;\n");
            w.write("return x; }\n");
        }
        Run r = effigy(null, 0, "complexity", big.toString(), "--max-time", "1");
        assertEquals(Main.UNKNOWN, r.code(), r.all());
        assertEndedInTime(r, 1);
        assertTrue(r.err().contains("effigy: time limit"), r.all());
    }

    /** A task definition with a 5 MB string is refused at once (a task file is a few hundred bytes), not parsed for minutes. */
    @Test
    void aTaskFileWithAFiveMegabyteStringIsRefused() throws Exception {
        Path task = write("big.yml", "format_version: '2.0'\ninput_files: '" + "a".repeat(5_000_000) + "'\nproperties:\n"
                + "  - property_file: unreach-call.prp\n    expected_verdict: true\noptions:\n  language: C\n  data_model: ILP32\n");
        Run r = effigy(null, 0, "svcomp", task.toString(), "--max-time", "2");
        assertEquals(Main.BAD_INPUT, r.code(), r.all());
        assertEndedInTime(r, 2);
        assertTrue(r.err().contains("too large for a task definition"), r.all());
        assertTrue(r.err().length() < 1000, "the diagnostic quotes no megabyte line: " + r.err().length() + " characters");
    }

    /**
     * The project's own t52 under explore --max-time 5: its queries (an array store chain under a modulo) each took up to
     * the solver's timeout, and the run 40 s; each now gets the time left, and the leaves so far are printed.
     */
    @Test
    void t52UnderExploreEndsAtTheTimeLimitWithItsLeaves() throws Exception {
        Run r = effigy(null, 0, "explore", "src/test/resources/termination/t52_fixed_point_jump.c", "--entry", "f", "--max-time", "5");
        assertEquals(Main.UNKNOWN, r.code(), r.all());
        assertEndedInTime(r, 5);
        assertTrue(r.out().contains("stopped by time limit"), r.all());
    }

    /** verify has --max-time: an execution tree of 2^40 paths is cut there, and the answer is unknown. */
    @Test
    void verifyEndsAtTheTimeLimitWithUnknown() throws Exception {
        Path c = write("paths.c", """
                extern int __VERIFIER_nondet_int(void);
                int main(void) {
                  int x = 0;
                  for (int i = 0; i < 40; i++) if (__VERIFIER_nondet_int()) x++;
                  return x;
                }
                """);
        Run r = effigy(null, 0, "verify", c.toString(), "--max-time", "3");
        assertEquals(Main.UNKNOWN, r.code(), r.all());
        assertEndedInTime(r, 3);
        assertTrue(r.out().contains("time limit"), r.all());
    }

    /** run has --max-time: a program that loops for ever is stopped, and says so. */
    @Test
    void runOfAnEndlessProgramEndsAtTheTimeLimit() throws Exception {
        Path c = write("forever.c", "int main(void) {\n  unsigned x = 0;\n  while (1) x = x + 1;\n  return 0;\n}\n");
        Run r = effigy(null, 0, "run", c.toString(), "--max-time", "2");
        assertEquals(Main.UNKNOWN, r.code(), r.all());
        assertEndedInTime(r, 2);
        assertTrue(r.err().contains("run stopped (time limit)"), r.all());
    }

    /** run --concolic has --max-time too: a libFuzzer target that loops for ever on its input is stopped, and says so. */
    @Test
    void aConcolicRunEndsAtTheTimeLimit() throws Exception {
        Path c = write("spin.c", """
                #include <stdint.h>
                #include <stddef.h>
                int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
                  unsigned x = 0;
                  for (;;) x += n > 0 ? d[0] : 1;
                  return x == 3;
                }
                """);
        Run r = effigy(null, 0, "run", "--concolic", "--input-string", "abc", c.toString(), "--max-time", "2", "--json");
        assertEquals(Main.UNKNOWN, r.code(), r.all());
        assertEndedInTime(r, 2);
        assertTrue(r.out().contains("\"stopped\" : \"time limit\""), r.all());
    }

    /** --max-time is validated the same way on every command that has it, and every command that works on a program has it. */
    @Test
    void everyCommandTakesMaxTime() {
        for (String command : List.of("run", "replay", "verify", "ir", "explore", "fuzz", "bmc", "loops", "termination", "complexity", "svcomp")) {
            CliRun help = CliRun.of(command, "--help");
            assertTrue(help.out().contains("--max-time=S"), command + " has no --max-time:\n" + help.out());
            assertTrue(help.out().contains("after the process started"), command + ": " + help.out());
        }
        assertTrue(CliRun.of("termination", "--help").out().contains("Default 60."));
        CliRun bad = CliRun.of("run", "x.c", "--max-time", "0");
        assertEquals(Main.BAD_INPUT, bad.code(), bad.err());
        assertTrue(bad.err().contains("--max-time"), bad.err());
    }

    // ------------------------------------------------------------------------------------------------ signals

    /** Ctrl-C during bmc's hard query: the verdict is still printed, unknown, and the process ends as interrupted. */
    @Test
    void bmcOnSigintPrintsUnknown() throws Exception {
        Run r = effigy("INT", 4000, "bmc", hardQuery().toString(), "--solver-timeout", "600000");
        assertEndedAfterSignal(r);
        assertTrue(r.out().contains("Result: unknown"), r.all());
        assertEquals(130, r.code(), r.all());
    }

    /** SIGTERM during svcomp: "Result: unknown" is still its last line. */
    @Test
    void svcompOnSigtermPrintsResultUnknown() throws Exception {
        Run r = effigy("TERM", 4000, "svcomp", hardQuery().toString(), "--property", "src/test/resources/svcomp/tasks/properties/unreach-call.prp");
        assertEndedAfterSignal(r);
        assertTrue(r.out().strip().endsWith("Result: unknown"), r.all());
        assertEquals(128 + 15, r.code(), r.all());
    }

    /** Ctrl-C during termination's queries: its rows are printed, unknown. */
    @Test
    void terminationOnSigintPrintsUnknownRows() throws Exception {
        Run r = effigy("INT", 4000, "termination", hardQuery().toString(), "--solver-timeout", "600000");
        assertEndedAfterSignal(r);
        assertTrue(r.out().contains("C (unsigned arithmetic wraps, signed overflow is undefined): unknown"), r.all());
        assertTrue(r.out().contains("bit-vectors (signed overflow ends a run): unknown"), r.all());
        assertTrue(r.out().contains("mathematical integers: unknown"), r.all());
    }

    /**
     * A JSON document written after a signal says the status the process ends with (130, 143), not the one its partial
     * results would have given (termination's 4, loops' 0 with "true"), and proves nothing.
     */
    @Test
    void aDocumentWrittenAfterASignalSaysTheSignalsStatus() throws Exception {
        Run t = effigy("INT", 4000, "termination", hardQuery().toString(), "--solver-timeout", "600000", "--json");
        assertEndedAfterSignal(t);
        assertEquals(130, t.code(), t.all());
        assertTrue(t.out().contains("\"exitCode\" : 130"), t.all());
        assertTrue(t.out().contains("\"verdict\" : \"unknown\""), t.all());
        Path loops = write("loops.c", """
                extern int __VERIFIER_nondet_int(void);
                int main(void) {
                  int n = __VERIFIER_nondet_int(), s = 0;
                  for (int i = 0; i < n; i++) for (int j = 0; j < i * i; j++) s += j % 7 == 3 ? 1 : 0;
                  while (s != 12345) { if (s < 12345) s++; }
                  return 0;
                }
                """);
        Run l = effigy("TERM", 4000, "loops", loops.toString(), "--json");
        assertEndedAfterSignal(l);
        assertEquals(128 + 15, l.code(), l.all());
        assertTrue(l.out().contains("\"exitCode\" : 143"), l.all());
        assertFalse(l.out().contains("\"verdict\" : \"true\""), l.all());
    }

    /** run and verify (with no limit of their own) end at once on SIGINT. */
    @Test
    void runAndVerifyHonourSigint() throws Exception {
        Path forever = write("forever.c", "int main(void) {\n  unsigned x = 0;\n  while (1) x = x + 1;\n  return 0;\n}\n");
        assertEndedAfterSignal(effigy("INT", 3000, "run", forever.toString()));
        Path paths = write("paths.c", """
                extern int __VERIFIER_nondet_int(void);
                int main(void) {
                  int x = 0;
                  for (int i = 0; i < 40; i++) if (__VERIFIER_nondet_int()) x++;
                  return x;
                }
                """);
        Run v = effigy("INT", 3000, "verify", paths.toString());
        assertEndedAfterSignal(v);
        assertTrue(v.out().contains("interrupted"), v.all());
    }

    /**
     * SIGTERM while the preprocessor expands macros nested in arguments (it was ignored for 30 s): honoured at once. 200
     * statements of invocations 999 deep (under the limit of 1,000; each level expands its argument again) take the
     * preprocessor some 20 s.
     */
    @Test
    void sigtermDuringThePreprocessorIsHonoured() throws Exception {
        StringBuilder c = new StringBuilder("#define F(x) (x)\nint main(void) { int x = 0;\n");
        for (int i = 0; i < 200; i++) c.append("  x += ").append("F(".repeat(999)).append('x').append(")".repeat(999)).append(";\n");
        c.append("  return x;\n}\n");
        Run r = effigy("TERM", 3000, "explore", write("macros.c", c.toString()).toString());
        assertEndedAfterSignal(r);
        assertEquals(128 + 15, r.code(), r.all());
    }
}
