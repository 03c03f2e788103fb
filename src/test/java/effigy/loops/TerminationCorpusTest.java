package effigy.loops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import effigy.driver.Workbench;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
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
 * Checks the termination corpus ({@code src/test/resources/termination}, for issue 13) natively, independent of
 * Effigy's analyses: each program is compiled with {@code gcc -O0 -fwrapv} (C's bit-vector semantics, signed
 * overflow wrapping), with every {@code while}/{@code for} iteration and every function call counted as a step
 * (a forced {@code -include} header and {@code -finstrument-functions}); a run is cut off after
 * {@link #CAP} steps or {@link #DEPTH} nested calls and reported as {@code CAP}. A {@code bv=T} program must finish
 * every sampled input under the cap; a {@code bv=N} program must hit the cap on its {@code witness_bv}. Math
 * verdicts are only checked for well-formedness, plus: a {@code bv=T, math=N} program's math witness must terminate
 * natively (that is what distinguishes the two semantics). Effigy's front end must accept every program.
 */
class TerminationCorpusTest {

    static final Path DIR = Paths.get("src/test/resources/termination");
    static final long CAP = 10_000_000L;
    static final long DEPTH = 1_000_000L;
    /** A sampled input is run for a bv=T program only when the class's growth at the input's magnitude is at most this. */
    static final double BUDGET = 1_000_000d;

    static final Pattern ANNOTATION = Pattern.compile(
            "^/\\* TERMINATION entry=([A-Za-z_]\\w*) bv=([TN]) math=([TN-]) "
                    + "complexity=(constant|log|linear|quadratic|cubic|exponential|-) "
                    + "witness_bv=(\\S+) witness_math=(\\S+) \\*/$");
    static final Pattern TUPLE = Pattern.compile("-?\\d+(,-?\\d+){0,2}");

    /** Forced into each program: counts loop steps (while: each condition test; for: each body entry). */
    static final String COUNTING_HEADER = """
            void __tc_step(void);
            #define while(...) while ((__tc_step(), (__VA_ARGS__)))
            #define for(...) for (__VA_ARGS__) if (__tc_step(), 0) ; else
            """;

    /** main: runs the entry once per stdin line "a b c" on a 1 GiB thread stack, longjmp-ing out at the cap. */
    static final String HARNESS = """
            #undef while
            #undef for
            #include <stdio.h>
            #include <setjmp.h>
            #include <pthread.h>
            #define NI __attribute__((no_instrument_function))
            static volatile long tc_steps, tc_depth, tc_runs, tc_caps, tc_max;
            static volatile int tc_active;
            static jmp_buf tc_jb;
            NI void __tc_step(void) {
              if (tc_active && ++tc_steps > %dL) { tc_active = 0; longjmp(tc_jb, 1); }
            }
            NI void __cyg_profile_func_enter(void *fn, void *site) {
              if (!tc_active) return;
              if (++tc_depth > %dL) { tc_active = 0; longjmp(tc_jb, 2); }
              __tc_step();
            }
            NI void __cyg_profile_func_exit(void *fn, void *site) { if (tc_active) tc_depth--; }
            void __tc_call(long long a, long long b, long long c);
            NI static void *tc_runner(void *unused) {
              long long a, b, c;
              while (scanf("%%lld %%lld %%lld", &a, &b, &c) == 3) {
                tc_steps = 0; tc_depth = 0;
                if (setjmp(tc_jb) == 0) {
                  tc_active = 1; __tc_call(a, b, c); tc_active = 0;
                  if (tc_steps > tc_max) tc_max = tc_steps;
                } else {
                  printf("CAP %%lld %%lld %%lld\\n", a, b, c); tc_caps++;
                }
                tc_runs++;
              }
              printf("DONE %%ld %%ld %%ld\\n", tc_runs, tc_caps, tc_max);
              fflush(stdout);
              return 0;
            }
            NI int main(void) {
              pthread_attr_t at; pthread_t t;
              pthread_attr_init(&at);
              pthread_attr_setstacksize(&at, (size_t) 1 << 30);
              if (pthread_create(&t, &at, tc_runner, 0) != 0) { puts("TC_ERROR no thread"); return 1; }
              pthread_join(t, 0);
              return 0;
            }
            """.formatted(CAP, DEPTH);

    enum IntType {
        INT(Integer.MIN_VALUE, Integer.MAX_VALUE), UINT(0, 4294967295L), UCHAR(0, 255), SHORT(Short.MIN_VALUE, Short.MAX_VALUE);

        final long min, max;

        IntType(long min, long max) { this.min = min; this.max = max; }

        static IntType of(String spelled) {
            return switch (spelled.trim().replaceAll("\\s+", " ")) {
                case "int", "signed int", "signed" -> INT;
                case "unsigned int", "unsigned" -> UINT;
                case "unsigned char" -> UCHAR;
                case "short", "short int", "signed short" -> SHORT;
                default -> null;
            };
        }

        /** Small values (0..20, or -20..20 if signed) and the boundaries 0, 1, MAX-1, MAX, MIN. */
        List<Long> sample() {
            Set<Long> s = new LinkedHashSet<>();
            for (long v = Math.max(min, -20); v <= 20; v++) s.add(v);
            s.addAll(List.of(0L, 1L, max - 1, max, min));
            return new ArrayList<>(s);
        }
    }

    record Program(Path path, String entry, char bv, char math, String complexity, String witnessBv, String witnessMath,
                   List<IntType> params, List<String> spelled) {
        String name() { return path.getFileName().toString(); }
    }

    static List<Path> files() throws IOException {
        try (Stream<Path> s = Files.list(DIR)) {
            return s.filter(p -> p.toString().endsWith(".c")).sorted().collect(Collectors.toList());
        }
    }

    static Program parse(Path p) throws IOException {
        String name = p.getFileName().toString();
        List<String> lines = Files.readAllLines(p, StandardCharsets.UTF_8);
        assertFalse(lines.isEmpty(), name + " is empty");
        Matcher m = ANNOTATION.matcher(lines.get(0));
        assertTrue(m.matches(), name + ": first line is not a TERMINATION annotation: " + lines.get(0));
        for (int i = 1; i < lines.size(); i++) {
            assertFalse(lines.get(i).contains("TERMINATION"), name + ":" + (i + 1) + ": a second annotation");
        }
        String entry = m.group(1);
        String text = String.join("\n", lines);
        Matcher sig = Pattern.compile("(?m)^[A-Za-z_][\\w ]*?\\b" + entry + "\\s*\\(([^)]*)\\)\\s*\\{").matcher(text);
        assertTrue(sig.find(), name + ": no definition of the entry " + entry);
        List<IntType> params = new ArrayList<>();
        List<String> spelled = new ArrayList<>();
        String list = sig.group(1).trim();
        if (!list.isEmpty() && !list.equals("void")) {
            for (String param : list.split(",")) {
                String type = param.trim().replaceAll("\\s*\\b[A-Za-z_]\\w*$", "");
                IntType t = IntType.of(type);
                assertNotNull(t, name + ": parameter type not allowed: " + param.trim());
                params.add(t);
                spelled.add(type.trim());
            }
        }
        return new Program(p, entry, m.group(2).charAt(0), m.group(3).charAt(0), m.group(4), m.group(5), m.group(6),
                params, spelled);
    }

    static List<Program> programs() throws IOException {
        List<Program> out = new ArrayList<>();
        for (Path p : files()) out.add(parse(p));
        return out;
    }

    static long[] tuple(Program p, String witness, String what) {
        assertTrue(TUPLE.matcher(witness).matches(), p.name() + ": " + what + " is not a value list: " + witness);
        String[] parts = witness.split(",");
        assertEquals(p.params().size(), parts.length, p.name() + ": " + what + " has the wrong number of values");
        long[] v = new long[parts.length];
        for (int i = 0; i < parts.length; i++) {
            v[i] = Long.parseLong(parts[i]);
            IntType t = p.params().get(i);
            assertTrue(v[i] >= t.min && v[i] <= t.max, p.name() + ": " + what + " value " + v[i] + " out of range");
        }
        return v;
    }

    @Test
    void corpusIsLargeAndWellAnnotated() throws IOException {
        List<Program> ps = programs();
        assertTrue(ps.size() >= 60, "only " + ps.size() + " termination programs");
        int bvN = 0, tn = 0;
        for (Program p : ps) {
            String n = p.name();
            String src = Files.readString(p.path(), StandardCharsets.UTF_8);
            String code = src.replaceAll("(?s)/\\*.*?\\*/", " ");
            for (String banned : List.of("#include", "float", "double", "printf", "malloc", "goto")) {
                assertFalse(Pattern.compile("(?<!\\w)" + Pattern.quote(banned) + "\\b").matcher(code).find(), n + " uses " + banned);
            }
            assertTrue(p.params().size() >= 1 && p.params().size() <= 3, n + ": 1..3 parameters");
            if (p.bv() == 'T') {
                assertEquals("-", p.witnessBv(), n + ": bv=T needs witness_bv=-");
                assertFalse(p.complexity().equals("-"), n + ": bv=T needs a complexity class");
            } else {
                bvN++;
                assertEquals("-", p.complexity(), n + ": bv=N needs complexity=-");
                tuple(p, p.witnessBv(), "witness_bv");
            }
            if (p.math() == 'N') {
                tuple(p, p.witnessMath(), "witness_math");
                if (p.bv() == 'T') tn++;
            } else {
                assertEquals("-", p.witnessMath(), n + ": math=" + p.math() + " needs witness_math=-");
            }
        }
        assertTrue(bvN >= 15, "only " + bvN + " programs with bv=N");
        assertTrue(tn >= 5, "only " + tn + " programs with bv=T, math=N");
    }

    @Test
    void effigysFrontEndAcceptsEveryProgram() throws IOException {
        for (Path p : files()) {
            try (Workbench wb = Workbench.load(List.of(p), 1000)) {
                assertNotNull(wb, p.toString());
            } catch (RuntimeException e) {
                fail(p.getFileName() + ": rejected by the front end: " + e, e);
            }
        }
    }

    @TestFactory
    Stream<DynamicTest> verdictsHoldNatively(@TempDir Path tmp) throws IOException {
        Assumptions.assumeTrue(NativeLoops.gccAvailable(), "gcc not found: the termination corpus is not checked natively");
        Path header = tmp.resolve("tc_count.h");
        Path harness = tmp.resolve("tc_harness.c");
        Files.writeString(header, COUNTING_HEADER);
        Files.writeString(harness, HARNESS);
        return programs().stream().map(p -> DynamicTest.dynamicTest(p.name(), () -> check(p, header, harness, tmp)));
    }

    static double growth(String complexity, double m) {
        return switch (complexity) {
            case "constant" -> 1;
            case "log" -> Math.log(m + 2) / Math.log(2);
            case "linear" -> m;
            case "quadratic" -> m * m;
            case "cubic" -> m * m * m;
            case "exponential" -> Math.pow(2, Math.min(m, 1000));
            default -> throw new IllegalArgumentException(complexity);
        };
    }

    /** The sampled inputs a bv=T program must finish: all combinations whose magnitude the class allows, plus a math witness. */
    static List<long[]> samples(Program p) {
        List<long[]> out = new ArrayList<>();
        out.add(new long[0]);
        for (IntType t : p.params()) {
            List<long[]> next = new ArrayList<>();
            for (long[] prefix : out) {
                for (long v : t.sample()) {
                    long[] x = java.util.Arrays.copyOf(prefix, prefix.length + 1);
                    x[prefix.length] = v;
                    next.add(x);
                }
            }
            out = next;
        }
        out.removeIf(x -> growth(p.complexity(), java.util.Arrays.stream(x).map(Math::abs).max().orElse(0)) > BUDGET);
        if (p.math() == 'N') out.add(tuple(p, p.witnessMath(), "witness_math"));
        return out;
    }

    static void check(Program p, Path header, Path harness, Path tmp) throws Exception {
        String base = p.name().replace(".c", "");
        StringBuilder src = new StringBuilder("#line 1 \"" + p.name() + "\"\n");
        src.append(Files.readString(p.path(), StandardCharsets.UTF_8)).append('\n');
        StringBuilder args = new StringBuilder();
        for (int i = 0; i < p.params().size(); i++) {
            if (i > 0) args.append(", ");
            args.append('(').append(p.spelled().get(i)).append(") ").append((char) ('a' + i));
        }
        src.append("void __tc_call(long long a, long long b, long long c) { (void) ")
                .append(p.entry()).append('(').append(args).append("); }\n");
        Path c = tmp.resolve(base + ".c");
        Path exe = tmp.resolve(base);
        Files.writeString(c, src.toString());
        NativeLoops.compile(base, exe, List.of("-fwrapv", "-finstrument-functions", "-pthread", "-include", header.toString()), c, harness);

        List<long[]> inputs = p.bv() == 'T' ? samples(p) : List.of(tuple(p, p.witnessBv(), "witness_bv"));
        StringBuilder in = new StringBuilder();
        for (long[] x : inputs) {
            for (int i = 0; i < 3; i++) in.append(i < x.length ? x[i] : 0).append(i < 2 ? ' ' : '\n');
        }
        Path inFile = tmp.resolve(base + ".in");
        Files.writeString(inFile, in.toString());
        Process run = new ProcessBuilder(exe.toString()).redirectErrorStream(true).redirectInput(inFile.toFile()).start();
        byte[] out = run.getInputStream().readAllBytes();
        if (!run.waitFor(120, TimeUnit.SECONDS)) {
            run.destroyForcibly();
            fail(p.name() + ": the native runs timed out");
        }
        String text = new String(out, StandardCharsets.UTF_8);
        Matcher done = Pattern.compile("(?m)^DONE (\\d+) (\\d+) (\\d+)$").matcher(text);
        assertTrue(done.find(), p.name() + ": the harness did not finish:\n" + text);
        assertEquals(inputs.size(), Long.parseLong(done.group(1)), p.name() + ": runs");
        long caps = Long.parseLong(done.group(2));
        if (System.getenv("TC_VERBOSE") != null) System.out.println(p.name() + " " + done.group());
        if (p.bv() == 'T') {
            assertEquals(0, caps, p.name() + ": bv=T but some sampled inputs ran past the cap:\n"
                    + text.lines().limit(20).collect(Collectors.joining("\n")));
        } else {
            assertEquals(1, caps, p.name() + ": bv=N but witness_bv " + p.witnessBv() + " terminated under the cap");
        }
    }
}
