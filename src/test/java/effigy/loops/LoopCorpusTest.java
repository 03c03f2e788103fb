package effigy.loops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Checks the loop-bound corpus ({@code src/test/resources/loops}) natively, independent of Effigy: every
 * annotated loop line {@code /* LOOP inner=K witness=... outer=B *\/} is instrumented with a per-entry
 * iteration counter, the program is compiled with {@code gcc -O0}, the witness is fed through generated
 * {@code __VERIFIER_nondet_*} definitions, and the largest per-entry count of that loop must be exactly K.
 */
class LoopCorpusTest {

    static final Path DIR = Paths.get("src/test/resources/loops");

    static final Pattern ANNOTATION = Pattern.compile(
            "/\\* LOOP inner=(\\S+) witness=(\\S+) outer=(\\S+)(?: context=(\\S+))? \\*/\\s*$");
    static final Pattern LOOP_LINE = NativeLoops.LOOP_LINE;

    /** Counters and nondet definitions linked with every instrumented program. */
    static final String HARNESS = """
            #include <stdio.h>
            #include <stdlib.h>
            #include <string.h>
            #include <unistd.h>
            #define LC_MAX 64
            #define LC_LIMIT 10000000L
            static long lc_cur[LC_MAX], lc_max[LC_MAX];
            static const char *lc_in; static int lc_ready;
            static void lc_report(void) {
              for (int k = 0; k < LC_MAX; k++) printf("LC %d %ld\\n", k, lc_max[k]);
              printf("LC_DONE\\n");
              fflush(stdout);
            }
            __attribute__((constructor)) static void lc_init(void) { atexit(lc_report); }
            void __lc_enter(int k) { lc_cur[k] = 0; }
            void __lc_iter(int k) {
              if (++lc_cur[k] > lc_max[k]) lc_max[k] = lc_cur[k];
              if (lc_cur[k] > LC_LIMIT) { printf("LC_ERROR loop %d over the iteration limit\\n", k); fflush(stdout); _exit(0); }
            }
            static long lc_next(void) {
              if (!lc_ready) { lc_in = getenv("LOOP_WITNESS"); lc_ready = 1; if (lc_in && strcmp(lc_in, "-") == 0) lc_in = ""; }
              if (!lc_in || !*lc_in) { printf("LC_ERROR witness exhausted\\n"); fflush(stdout); _exit(0); }
              char *end; long v = strtol(lc_in, &end, 10);
              lc_in = (*end == ',') ? end + 1 : end;
              return v;
            }
            int __VERIFIER_nondet_int(void) { return (int) lc_next(); }
            unsigned int __VERIFIER_nondet_uint(void) { return (unsigned int) lc_next(); }
            unsigned char __VERIFIER_nondet_uchar(void) { return (unsigned char) lc_next(); }
            """;

    record Loop(int line, String inner, String witness, String outer, String context) {
        boolean unbounded() { return inner.equals("unbounded"); }
    }

    static List<Path> programs() throws IOException {
        try (Stream<Path> s = Files.list(DIR)) {
            return s.filter(p -> p.toString().endsWith(".c")).sorted().collect(Collectors.toList());
        }
    }

    static List<Loop> loops(List<String> lines) {
        List<Loop> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = ANNOTATION.matcher(lines.get(i));
            if (m.find()) out.add(new Loop(i + 1, m.group(1), m.group(2), m.group(3), m.group(4)));
            else assertFalse(lines.get(i).contains("LOOP "), "malformed annotation at line " + (i + 1));
        }
        return out;
    }

    @Test
    void corpusHasAtLeastFortyProgramsEachWithAnAnnotatedLoop() throws IOException {
        List<Path> ps = programs();
        assertTrue(ps.size() >= 40, "only " + ps.size() + " loop programs");
        for (Path p : ps) {
            List<String> lines = Files.readAllLines(p, StandardCharsets.UTF_8);
            List<Loop> ls = loops(lines);
            assertFalse(ls.isEmpty(), p + " has no annotated loop");
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("int main(void)")), p + " lacks int main(void)");
        }
    }

    @Test
    void annotationsAreConsistent() throws IOException {
        for (Path p : programs()) {
            for (Loop l : loops(Files.readAllLines(p, StandardCharsets.UTF_8))) {
                String where = p.getFileName() + ":" + l.line();
                if (l.unbounded()) {
                    assertEquals("unbounded", l.outer(), where + ": an unbounded loop must have outer=unbounded");
                    continue;
                }
                int k = Integer.parseInt(l.inner());
                assertTrue(k >= 0, where);
                assertFalse(l.outer().equals("unbounded"), where + ": a bounded loop with outer=unbounded");
                if (l.outer().matches("\\d+")) {
                    assertTrue(Long.parseLong(l.outer()) >= k, where + ": outer " + l.outer() + " below inner " + k);
                }
                assertTrue(l.witness().equals("-") || l.witness().matches("-?\\d+(,-?\\d+)*"), where + ": witness");
            }
        }
    }

    @TestFactory
    Stream<DynamicTest> witnessesReachTheInnerBounds(@TempDir Path tmp) throws IOException {
        Assumptions.assumeTrue(NativeLoops.gccAvailable(), "gcc not found: the loop corpus is not checked natively");
        Path harness = tmp.resolve("lc_harness.c");
        Files.writeString(harness, HARNESS);
        return programs().stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> check(p, harness, tmp)));
    }

    static void check(Path program, Path harness, Path tmp) throws Exception {
        String name = program.getFileName().toString().replace(".c", "");
        List<String> lines = Files.readAllLines(program, StandardCharsets.UTF_8);
        List<Loop> ls = loops(lines);
        List<String> inst = new ArrayList<>();
        inst.add("void __lc_enter(int); void __lc_iter(int);");
        inst.add("#line 1 \"" + program.getFileName() + "\"");
        int k = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Matcher a = ANNOTATION.matcher(line);
            if (a.find()) {
                String code = line.substring(0, a.start());
                Matcher m = LOOP_LINE.matcher(code);
                assertTrue(m.matches(), name + ":" + (i + 1) + ": an annotated line must be `while|for (...) {` or `do {`");
                line = m.group(1) + "__lc_enter(" + k + "); " + m.group(2) + " __lc_iter(" + k + "); " + line.substring(a.start());
                k++;
            }
            inst.add(line);
        }
        Path src = tmp.resolve(name + ".c");
        Path exe = tmp.resolve(name);
        Files.write(src, inst, StandardCharsets.UTF_8);
        NativeLoops.compile(name, exe, src, harness);
        for (int idx = 0; idx < ls.size(); idx++) {
            Loop l = ls.get(idx);
            if (l.unbounded()) continue;
            String where = name + ".c:" + l.line();
            ProcessBuilder pb = new ProcessBuilder(exe.toString()).redirectErrorStream(true);
            pb.environment().put("LOOP_WITNESS", l.witness());
            Process run = pb.start();
            byte[] out = run.getInputStream().readAllBytes();
            if (!run.waitFor(5, TimeUnit.SECONDS)) {
                run.destroyForcibly();
                fail(where + ": run with witness " + l.witness() + " timed out");
            }
            String text = new String(out, StandardCharsets.UTF_8);
            assertFalse(text.contains("LC_ERROR"), where + ": " + text);
            assertTrue(text.contains("LC_DONE"), where + ": the run did not finish normally:\n" + text);
            Matcher c = Pattern.compile("(?m)^LC " + idx + " (\\d+)$").matcher(text);
            assertTrue(c.find(), where + ": no count");
            assertEquals(Long.parseLong(l.inner()), Long.parseLong(c.group(1)),
                    where + ": witness " + l.witness() + " reaches a different per-entry iteration count");
        }
    }
}
