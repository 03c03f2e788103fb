package effigy.exec.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.cgen.Gcc;
import effigy.exec.c.CorpusFile.Mode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Checks the expectations of the C corpus against gcc: every {@code effigy run} program that is
 * deterministic (no nondet function, no effigy_symbolic), error-free (no EXPECT-ERROR) and uses C's own
 * integer semantics (not {@code --ints=math}) is compiled with {@code gcc -O0} and with {@code gcc -O2} and
 * the undefined-behaviour and address sanitizers (when available), run, and must print exactly its
 * EXPECT-STDOUT and exit with its EXPECT-EXIT; the sanitized run must report nothing. A small harness
 * defining reach_error, __VERIFIER_error, __VERIFIER_assert and __VERIFIER_assume is prepended.
 */
class CorpusGccTest {
    static final String HARNESS = """
            #include <stdlib.h>
            void reach_error(void) { abort(); }
            void __VERIFIER_error(void) { abort(); }
            void __VERIFIER_assert(int cond) { if (!cond) abort(); }
            void __VERIFIER_assume(int cond) { if (!cond) exit(0); }
            """;

    @TempDir
    static Path dir;

    private static List<String> sanitizerFlags;

    /** The corpus files this test can check with gcc. */
    static List<CorpusFile> checkable() {
        List<CorpusFile> out = new ArrayList<>();
        for (CorpusFile f : CorpusFile.all()) {
            if (f.mode() == Mode.RUN && f.errors().isEmpty() && !f.symbolic() && !f.flags().contains("--ints=math")) out.add(f);
        }
        return out;
    }

    @Test
    void mostRunProgramsAreChecked() {
        assertTrue(checkable().size() >= 50, "only " + checkable().size() + " corpus programs are checked against gcc");
    }

    @TestFactory
    Stream<DynamicTest> runProgramsBehaveAsCompiledByGcc() {
        Assumptions.assumeTrue(Gcc.available(), Gcc.MISSING);
        return checkable().stream().map(f -> DynamicTest.dynamicTest(f.name(), () -> check(f)));
    }

    /**
     * The concrete corpus programs that end in an error: their sanitizer reports can be checked. Not those of
     * no-return-value: gcc's -fsanitize=return checks C++ only, a C program runs on with an indeterminate value.
     * Not va_arg past the last argument either: gcc reads whatever its register save area or the stack holds
     * there, which no sanitizer checks.
     */
    static List<CorpusFile> concreteErrors() {
        List<CorpusFile> out = new ArrayList<>();
        for (CorpusFile f : CorpusFile.all()) {
            if (!f.errors().isEmpty() && !f.symbolic() && !f.flags().contains("--ints=math")
                    && !f.errors().containsValue("no-return-value") && !f.name().equals("expect-error/va-arg-past-end.c")) out.add(f);
        }
        return out;
    }

    /**
     * A concrete program whose expected leaf is an error fails when compiled by gcc too, at the annotated line:
     * UBSan or ASan (built with -g) names that line for the memory, shift, division and overflow errors, glibc's
     * assert message names it for assertion, and abort (status 134) ends the abort and reach-error programs.
     */
    @TestFactory
    Stream<DynamicTest> concreteErrorProgramsFailAtTheAnnotatedLineWhenCompiledByGcc() throws Exception {
        Assumptions.assumeTrue(Gcc.available(), Gcc.MISSING);
        Assumptions.assumeTrue(sanitizers().size() == 3, "gcc's AddressSanitizer and UndefinedBehaviorSanitizer are unavailable");
        return concreteErrors().stream().map(f -> DynamicTest.dynamicTest(f.name(), () -> checkError(f)));
    }

    private static void checkError(CorpusFile f) throws Exception {
        assertEquals(1, f.errors().size(), f.name() + ": one error expected in a concrete program");
        int line = f.errors().keySet().iterator().next();
        String kind = f.errors().get(line);
        String base = f.name().replace('/', '_').replace(".c", "");
        Path src = dir.resolve(base + ".c");
        Files.writeString(src, HARNESS + "#line 1 \"" + f.name() + "\"\n" + f.source(), StandardCharsets.ISO_8859_1);
        Path exe = dir.resolve(base + "-sanitized");
        List<String> flags = new ArrayList<>(List.of("-std=gnu11", "-w", "-g"));
        flags.addAll(sanitizers());
        Gcc.Outcome cc = Gcc.compile(src, exe, flags);
        assertTrue(cc.ok(), () -> "gcc " + flags + " rejects " + f.name() + ":\n" + cc.stderr());
        // a leak shows at the program's end, in LeakSanitizer's report (naming the allocation's line, not the end's)
        boolean leak = kind.equals("memory-leak");
        Gcc.Outcome run = leak ? Gcc.exec(List.of(exe.toString()), null, 20, java.util.Map.of("ASAN_OPTIONS", "detect_leaks=1")) : Gcc.run(exe, 20);
        Files.deleteIfExists(exe);
        assertTrue(run.exit() != 0 && !run.timedOut(), f.name() + " does not fail when compiled by gcc");
        if (leak) {
            assertTrue(run.stderr().contains("LeakSanitizer: detected memory leaks") && run.stderr().contains(f.name() + ":"),
                    () -> f.name() + ": LeakSanitizer reports no leak in it:\n" + run.stderr());
        } else if (kind.equals("abort") || kind.equals("reach-error")) {
            assertEquals(134, run.exit(), () -> f.name() + ": expected abort (SIGABRT); stderr:\n" + run.stderr());
        } else {
            assertTrue(run.stderr().contains(f.name() + ":" + line + ":") || run.stderr().contains(f.name() + ":" + line + "\n"),
                    () -> f.name() + ": gcc's report does not name line " + line + ":\n" + run.stderr());
        }
    }

    private static synchronized List<String> sanitizers() throws Exception {
        if (sanitizerFlags == null) {
            sanitizerFlags = List.of("-O2");
            for (List<String> flags : List.of(List.of("-O2", "-fsanitize=undefined,float-cast-overflow,address", "-fno-sanitize-recover=all"),
                    List.of("-O2", "-fsanitize=undefined,float-cast-overflow", "-fno-sanitize-recover=all"))) {
                Path src = dir.resolve("probe.c");
                Files.writeString(src, "#include <stdio.h>\nint main(void) { printf(\"%d\\n\", 6 * 7); return 0; }\n");
                Path exe = dir.resolve("probe");
                if (Gcc.compile(src, exe, flags).ok() && Gcc.run(exe, 30).ok()) {
                    sanitizerFlags = flags;
                    break;
                }
            }
        }
        return sanitizerFlags;
    }

    private static void check(CorpusFile f) throws Exception {
        String base = f.name().replace('/', '_').replace(".c", "");
        Path src = dir.resolve(base + ".c");
        Files.writeString(src, HARNESS + "#line 1 \"" + f.name() + "\"\n" + f.source(), StandardCharsets.ISO_8859_1);
        List<List<String>> builds = List.of(List.of("-O0"), sanitizers());
        for (List<String> build : builds) {
            Path exe = dir.resolve(base + (build.size() == 1 ? "-plain" : "-sanitized"));
            List<String> flags = new ArrayList<>(List.of("-std=gnu11", "-w"));
            flags.addAll(build);
            Gcc.Outcome cc = Gcc.compile(src, exe, flags);
            assertTrue(cc.ok(), () -> "gcc " + flags + " rejects " + f.name() + ":\n" + cc.stderr());
            Gcc.Outcome run = Gcc.run(exe, 20);
            Files.deleteIfExists(exe);
            assertTrue(!run.timedOut(), f.name() + " timed out");
            assertEquals("", run.stderr(), () -> f.name() + " built with " + flags + " reports on stderr");
            assertEquals(f.stdout(), run.stdout(), () -> f.name() + ": standard output with gcc " + flags);
            assertEquals(f.exit().intValue(), run.exit(), () -> f.name() + ": exit status with gcc " + flags);
        }
    }
}
