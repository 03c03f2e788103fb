package effigy.loops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import effigy.driver.Workbench;
import effigy.lang.c.CToken;
import effigy.lang.c.CTesting;
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
 * Checks the TACLeBench-style corpus ({@code src/test/resources/tacle}) natively, independent of Effigy's analysis:
 * every loop carries {@code _Pragma("loopbound min A max B")} on the line before it; each annotated loop is
 * instrumented with a per-entry iteration counter, the program is compiled with {@code gcc -O0} and run once for
 * every combination of inputs in its {@code /* INPUTS: lo..hi, ... *\/} domain (one fork per combination), and the
 * minimum and maximum per-entry counts over all entries and runs must equal A and B. The one annotation marked
 * {@code /* WRONG: too low *\/} must have B below the observed maximum; one marked {@code /* LOOSE *\/} above it
 * (its A still exact). Every program must also pass Effigy's C front end, with each pragma read by
 * {@link Annotations#parse} as the bound written in the source.
 */
class TacleCorpusTest {

    static final Path DIR = Paths.get("src/test/resources/tacle");

    static final Pattern PRAGMA_LINE = Pattern.compile(
            "^(\\s*)_Pragma\\(\"loopbound min (\\d+) max (\\d+)\"\\)(?:\\s*/\\* (WRONG: too low|LOOSE) \\*/)?\\s*$");
    static final Pattern INPUTS = Pattern.compile("^/\\* INPUTS: (.*) \\*/$");
    static final Pattern RANGE = Pattern.compile("(-?\\d+)\\.\\.(-?\\d+)");
    static final Pattern KEYWORD = Pattern.compile("\\b(for|while|do)\\b");
    static final Pattern DO_WHILE_TAIL = Pattern.compile("^\\s*\\}\\s*while\\s*\\(.*\\);\\s*$");
    static final long MAX_RUNS = 5000;

    /**
     * Runs the program ({@code main} renamed {@code tacle_main}) once per input combination, each in a forked child
     * with a 5 s alarm; the child sends its per-loop entry count, minimum and maximum back through a pipe. Prints one
     * line {@code TC k entries min max witness-of-max} per loop, then {@code TC_RUNS n} and {@code TC_DONE}.
     */
    static final String HARNESS = """
            #include <stdio.h>
            #include <stdlib.h>
            #include <string.h>
            #include <unistd.h>
            #include <signal.h>
            #include <sys/wait.h>
            #define TC_MAX 64
            #define TC_IN 16
            #define TC_LIMIT 10000000L
            struct tc_record { int status; long entries[TC_MAX], min[TC_MAX], max[TC_MAX]; };
            static struct tc_record tc_r;
            static long tc_cur[TC_MAX]; static int tc_open[TC_MAX];
            static long tc_in[TC_IN]; static int tc_nin, tc_pos, tc_fd;
            int tacle_main(void);
            static void tc_close(int k) {
              if (!tc_open[k]) return;
              if (tc_r.entries[k] == 0 || tc_cur[k] < tc_r.min[k]) tc_r.min[k] = tc_cur[k];
              if (tc_cur[k] > tc_r.max[k]) tc_r.max[k] = tc_cur[k];
              tc_r.entries[k]++; tc_open[k] = 0;
            }
            static void tc_send(int status) {
              for (int k = 0; k < TC_MAX; k++) tc_close(k);
              tc_r.status = status;
              if (write(tc_fd, &tc_r, sizeof tc_r) != (ssize_t) sizeof tc_r) _exit(3);
              _exit(0);
            }
            void __tc_enter(int k) { tc_close(k); tc_open[k] = 1; tc_cur[k] = 0; }
            void __tc_iter(int k) { if (++tc_cur[k] > TC_LIMIT) tc_send(1); }
            static long tc_next(void) { if (tc_pos >= tc_nin) tc_send(2); return tc_in[tc_pos++]; }
            int __VERIFIER_nondet_int(void) { return (int) tc_next(); }
            unsigned int __VERIFIER_nondet_uint(void) { return (unsigned int) tc_next(); }
            unsigned char __VERIFIER_nondet_uchar(void) { return (unsigned char) tc_next(); }
            static void tc_combo(char *buf, size_t n, const long *v, int nin) {
              size_t at = 0; buf[0] = 0;
              if (nin == 0) { snprintf(buf, n, "-"); return; }
              for (int i = 0; i < nin && at < n; i++) at += snprintf(buf + at, n - at, i ? ",%ld" : "%ld", v[i]);
            }
            int main(int argc, char **argv) {
              long lo[TC_IN], hi[TC_IN], v[TC_IN], runs = 0;
              long entries[TC_MAX] = {0}, min[TC_MAX] = {0}, max[TC_MAX] = {0};
              static char witness[TC_MAX][256], combo[256];
              int nin = (argc - 1) / 2;
              if (nin > TC_IN) { printf("TC_ERROR too many inputs\\n"); return 1; }
              for (int i = 0; i < nin; i++) { lo[i] = atol(argv[1 + 2 * i]); hi[i] = atol(argv[2 + 2 * i]); v[i] = lo[i]; }
              for (;;) {
                int fds[2];
                tc_combo(combo, sizeof combo, v, nin);
                fflush(stdout);
                if (pipe(fds) != 0) { printf("TC_ERROR pipe\\n"); return 1; }
                pid_t pid = fork();
                if (pid < 0) { printf("TC_ERROR fork\\n"); return 1; }
                if (pid == 0) {
                  close(fds[0]); tc_fd = fds[1];
                  memcpy(tc_in, v, sizeof v); tc_nin = nin; tc_pos = 0;
                  alarm(5);
                  tacle_main();
                  tc_send(0);
                }
                close(fds[1]);
                struct tc_record r; ssize_t got = 0, n;
                while (got < (ssize_t) sizeof r && (n = read(fds[0], (char *) &r + got, sizeof r - got)) > 0) got += n;
                close(fds[0]);
                int ws; waitpid(pid, &ws, 0);
                if (got != (ssize_t) sizeof r) { printf("TC_ERROR inputs %s: the run died (status %d)\\n", combo, ws); return 1; }
                if (r.status == 1) { printf("TC_ERROR inputs %s: a loop went over the iteration limit\\n", combo); return 1; }
                if (r.status == 2) { printf("TC_ERROR inputs %s: more nondet calls than declared inputs\\n", combo); return 1; }
                runs++;
                for (int k = 0; k < TC_MAX; k++) {
                  if (r.entries[k] == 0) continue;
                  if (entries[k] == 0 || r.min[k] < min[k]) min[k] = r.min[k];
                  if (entries[k] == 0 || r.max[k] > max[k]) { max[k] = r.max[k]; strcpy(witness[k], combo); }
                  entries[k] += r.entries[k];
                }
                int i = nin - 1;
                while (i >= 0 && v[i] == hi[i]) { v[i] = lo[i]; i--; }
                if (i < 0) break;
                v[i]++;
              }
              for (int k = 0; k < TC_MAX; k++) printf("TC %d %ld %ld %ld %s\\n", k, entries[k], min[k], max[k], entries[k] ? witness[k] : "-");
              printf("TC_RUNS %ld\\nTC_DONE\\n", runs);
              return 0;
            }
            """;

    enum Kind { EXACT, WRONG, LOOSE }

    /** An annotation: the pragma's 1-based line (the loop is on the next line), its bound, and what it claims to be. */
    record Loop(int line, int min, int max, Kind kind) {}

    static List<Path> programs() throws IOException {
        try (Stream<Path> s = Files.list(DIR)) {
            return s.filter(p -> p.toString().endsWith(".c")).sorted().collect(Collectors.toList());
        }
    }

    static List<Loop> loops(List<String> lines) {
        List<Loop> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = PRAGMA_LINE.matcher(lines.get(i));
            if (m.matches()) {
                Kind kind = m.group(4) == null ? Kind.EXACT : m.group(4).startsWith("WRONG") ? Kind.WRONG : Kind.LOOSE;
                out.add(new Loop(i + 1, Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)), kind));
            } else {
                assertFalse(lines.get(i).contains("loopbound"), "malformed loopbound line " + (i + 1) + ": " + lines.get(i));
            }
        }
        return out;
    }

    /** The declared input ranges, as {@code {lo, hi}} pairs in nondet call order; empty for a program without inputs. */
    static List<long[]> inputs(List<String> lines) {
        List<long[]> out = new ArrayList<>();
        for (String l : lines) {
            Matcher m = INPUTS.matcher(l);
            if (!m.matches()) continue;
            for (String r : m.group(1).split(",")) {
                Matcher rm = RANGE.matcher(r.trim());
                assertTrue(rm.matches(), "bad input range " + r);
                out.add(new long[] {Long.parseLong(rm.group(1)), Long.parseLong(rm.group(2))});
            }
        }
        return out;
    }

    /** {@code text} with comments and string contents blanked (newlines kept), for finding loop keywords. */
    static String withoutCommentsAndStrings(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (text.startsWith("/*", i)) {
                int end = text.indexOf("*/", i + 2);
                end = end < 0 ? text.length() : end + 2;
                for (int j = i; j < end; j++) sb.append(text.charAt(j) == '\n' ? '\n' : ' ');
                i = end;
            } else if (text.startsWith("//", i)) {
                while (i < text.length() && text.charAt(i) != '\n') { sb.append(' '); i++; }
            } else if (c == '"' || c == '\'') {
                sb.append(c);
                i++;
                while (i < text.length() && text.charAt(i) != c && text.charAt(i) != '\n') {
                    if (text.charAt(i) == '\\') { sb.append(' '); i++; }
                    if (i < text.length()) { sb.append(' '); i++; }
                }
                if (i < text.length() && text.charAt(i) == c) { sb.append(c); i++; }
            } else {
                sb.append(c);
                i++;
            }
        }
        return sb.toString();
    }

    @Test
    void corpusShape() throws IOException {
        List<Path> ps = programs();
        assertTrue(ps.size() >= 10, "only " + ps.size() + " programs");
        int wrong = 0, loose = 0, withInputs = 0;
        for (Path p : ps) {
            String name = p.getFileName().toString();
            String text = Files.readString(p, StandardCharsets.UTF_8);
            List<String> lines = text.lines().toList();
            assertTrue(lines.size() >= 40 && lines.size() <= 150, name + " has " + lines.size() + " lines");
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("int main(void)")), name + " lacks int main(void)");
            assertFalse(text.contains("#include"), name + " includes a header");
            List<Loop> ls = loops(lines);
            assertFalse(ls.isEmpty(), name + " has no annotated loop");
            for (Loop l : ls) {
                String where = name + ":" + l.line();
                assertTrue(l.min() <= l.max(), where + ": min above max");
                assertTrue(l.line() < lines.size(), where + ": no loop after the pragma");
                Matcher loop = NativeLoops.LOOP_LINE.matcher(lines.get(l.line()));
                assertTrue(loop.matches(), where + ": the next line must be `while|for (...) {` or `do {`");
                Matcher pragma = PRAGMA_LINE.matcher(lines.get(l.line() - 1));
                assertTrue(pragma.matches() && pragma.group(1).equals(loop.group(1)), where + ": the pragma's indentation differs from the loop's");
                if (l.kind() == Kind.WRONG) wrong++;
                if (l.kind() == Kind.LOOSE) loose++;
            }
            List<String> code = withoutCommentsAndStrings(text).lines().toList();
            for (int i = 0; i < code.size(); i++) {
                if (!KEYWORD.matcher(code.get(i)).find() || DO_WHILE_TAIL.matcher(code.get(i)).matches()) continue;
                int line = i + 1;
                assertTrue(NativeLoops.LOOP_LINE.matcher(code.get(i)).matches() && ls.stream().anyMatch(l -> l.line() == line - 1),
                        name + ":" + line + ": a loop without a loopbound pragma on the line before: " + lines.get(i));
            }
            if (!inputs(lines).isEmpty()) withInputs++;
        }
        assertEquals(1, wrong, "annotations marked WRONG");
        assertEquals(1, loose, "annotations marked LOOSE");
        assertTrue(withInputs >= 3 && withInputs <= 4, withInputs + " programs read inputs");
    }

    /** Effigy's front end reads every program, and every pragma before a loop is the bound written in the source. */
    @Test
    void effigyReadsEveryProgramAndItsBounds() throws IOException {
        for (Path p : programs()) {
            String name = p.getFileName().toString();
            List<String> lines = Files.readAllLines(p, StandardCharsets.UTF_8);
            List<Loop> ls = loops(lines);
            List<CToken> tokens = CTesting.tokens(Files.readString(p, StandardCharsets.UTF_8));
            List<CToken> pragmas = tokens.stream().filter(t -> t.kind() == CToken.Kind.PRAGMA).toList();
            assertEquals(ls.size(), pragmas.size(), name + ": pragma tokens");
            for (int i = 0; i < ls.size(); i++) {
                Loop l = ls.get(i);
                CToken t = pragmas.get(i);
                assertEquals(l.line(), t.span().line(), name + ": pragma line");
                Annotations.Bound b = Annotations.parse(t.text());
                assertNotNull(b, name + ":" + l.line() + ": not read as a loopbound: " + t.text());
                assertEquals(new Annotations.Bound(l.min(), l.max()), b, name + ":" + l.line());
                CToken next = tokens.get(tokens.indexOf(t) + 1);
                assertTrue(List.of("for", "while", "do").contains(next.text()), name + ":" + l.line() + ": pragma followed by " + next.text());
            }
            CTesting.analyze(CTesting.file(Files.readString(p, StandardCharsets.UTF_8)));
            try (Workbench wb = Workbench.load(List.of(p), 1000)) {
                assertNotNull(wb);
            }
        }
    }

    @TestFactory
    Stream<DynamicTest> boundsMatchNativeCounts(@TempDir Path tmp) throws IOException {
        Assumptions.assumeTrue(NativeLoops.gccAvailable(), "gcc not found: the TACLeBench-style corpus is not checked natively");
        Path harness = tmp.resolve("tc_harness.c");
        Files.writeString(harness, HARNESS);
        return programs().stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> check(p, harness, tmp)));
    }

    static void check(Path program, Path harness, Path tmp) throws Exception {
        String name = program.getFileName().toString().replace(".c", "");
        List<String> lines = Files.readAllLines(program, StandardCharsets.UTF_8);
        List<Loop> ls = loops(lines);
        List<long[]> domain = inputs(lines);
        long runs = 1;
        for (long[] r : domain) {
            assertTrue(r[0] <= r[1], name + ": empty input range");
            runs *= r[1] - r[0] + 1;
        }
        assertTrue(runs <= MAX_RUNS, name + ": " + runs + " input combinations, more than " + MAX_RUNS);
        List<String> inst = new ArrayList<>();
        inst.add("void __tc_enter(int); void __tc_iter(int);");
        inst.add("#define main tacle_main");
        inst.add("#line 1 \"" + program.getFileName() + "\"");
        int k = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (k < ls.size() && ls.get(k).line() == i + 1) {
                // the pragma line: a new entry of loop k starts here; the pragma still comes right before the loop
                line = line.replaceFirst("^(\\s*)", "$1__tc_enter(" + k + "); ");
                k++;
            } else if (k > 0 && ls.get(k - 1).line() == i) {
                // the loop line: one more iteration whenever the body starts
                Matcher m = NativeLoops.LOOP_LINE.matcher(line);
                assertTrue(m.matches(), name + ":" + (i + 1) + ": not a one-line loop head");
                line = m.group(1) + m.group(2) + " __tc_iter(" + (k - 1) + ");";
            }
            inst.add(line);
        }
        Path src = tmp.resolve(name + ".c");
        Path exe = tmp.resolve(name);
        Files.write(src, inst, StandardCharsets.UTF_8);
        NativeLoops.compile(name, exe, src, harness);
        List<String> cmd = new ArrayList<>(List.of(exe.toString()));
        for (long[] r : domain) {
            cmd.add(Long.toString(r[0]));
            cmd.add(Long.toString(r[1]));
        }
        Process run = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        byte[] out = run.getInputStream().readAllBytes();
        if (!run.waitFor(120, TimeUnit.SECONDS)) {
            run.destroyForcibly();
            fail(name + ": the runs timed out");
        }
        String text = new String(out, StandardCharsets.UTF_8);
        assertFalse(text.contains("TC_ERROR"), name + ": " + text);
        assertTrue(text.contains("TC_DONE"), name + ": the runs did not finish normally:\n" + text);
        Matcher rm = Pattern.compile("(?m)^TC_RUNS (\\d+)$").matcher(text);
        assertTrue(rm.find() && Long.parseLong(rm.group(1)) == runs, name + ": expected " + runs + " runs:\n" + text);
        List<String> problems = new ArrayList<>();
        for (int idx = 0; idx < ls.size(); idx++) {
            Loop l = ls.get(idx);
            String where = name + ".c:" + (l.line() + 1);
            Matcher c = Pattern.compile("(?m)^TC " + idx + " (\\d+) (\\d+) (\\d+) (\\S+)$").matcher(text);
            assertTrue(c.find(), where + ": no count");
            long entries = Long.parseLong(c.group(1));
            long min = Long.parseLong(c.group(2));
            long max = Long.parseLong(c.group(3));
            String observed = "observed min " + min + " max " + max + " (max with inputs " + c.group(4) + ", " + entries + " entries)";
            if (entries == 0) {
                problems.add(where + ": the loop is never reached");
                continue;
            }
            if (min != l.min()) problems.add(where + ": annotation min " + l.min() + ", " + observed);
            switch (l.kind()) {
                case EXACT -> { if (max != l.max()) problems.add(where + ": annotation max " + l.max() + ", " + observed); }
                case WRONG -> { if (l.max() >= max) problems.add(where + ": marked too low but max " + l.max() + " is not below, " + observed); }
                case LOOSE -> { if (l.max() <= max) problems.add(where + ": marked loose but max " + l.max() + " is not above, " + observed); }
            }
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }
}
