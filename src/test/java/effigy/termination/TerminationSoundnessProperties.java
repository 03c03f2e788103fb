package effigy.termination;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.lang.c.lower.IntSemantics;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.IntUnaryOperator;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * A proof must be a proof: on generated loops over an {@code unsigned char}, whose every run the test follows in Java
 * (256 inputs, a state space of 256, so a run that has not ended after 256 steps never will), a {@code terminates}
 * answer must hold for every input, and a {@code does-not-terminate} answer's witness must run for ever.
 */
class TerminationSoundnessProperties {

    /** {@code while (x != c) x = x * a + b;} */
    @Property(tries = 25)
    void anAffineStepToATarget(@ForAll @IntRange(min = 0, max = 4) int a, @ForAll @IntRange(min = 0, max = 255) int b,
                               @ForAll @IntRange(min = 0, max = 255) int c) throws Exception {
        String src = "void f(unsigned char x) { while (x != " + c + ") { x = x * " + a + " + " + b + "; } }\n";
        check(src, x -> x == c ? -1 : (x * a + b) & 0xFF);
    }

    /** {@code while (x != c) { if (x < d) x = x + a; else x = x - s; }} */
    @Property(tries = 25)
    void upOrDownToATarget(@ForAll @IntRange(min = 0, max = 5) int a, @ForAll @IntRange(min = 0, max = 5) int s,
                           @ForAll @IntRange(min = 0, max = 255) int c, @ForAll @IntRange(min = 0, max = 255) int d) throws Exception {
        String src = "void f(unsigned char x) { while (x != " + c + ") { if (x < " + d + ") x = x + " + a + "; else x = x - " + s + "; } }\n";
        check(src, x -> x == c ? -1 : (x < d ? x + a : x - s) & 0xFF);
    }

    /** {@code while (x > c) x = x / k + e;} (halving and more) */
    @Property(tries = 20)
    void aDivisionDown(@ForAll @IntRange(min = 1, max = 4) int k, @ForAll @IntRange(min = 0, max = 3) int e,
                       @ForAll @IntRange(min = 0, max = 10) int c) throws Exception {
        String src = "void f(unsigned char x) { while (x > " + c + ") { x = x / " + k + " + " + e + "; } }\n";
        check(src, x -> x <= c ? -1 : (x / k + e) & 0xFF);
    }

    /**
     * {@code while (x != 0) x = step(x);} with a bitwise step then a bitwise mask ({@code x & (x - a)}, shifts, xor, or),
     * the loops a measure over x's bits ranks where it does; where that is the proof, no input makes more body starts
     * than x's 8 bits and one.
     */
    @Property(tries = 40)
    void aBitwiseStep(@ForAll @IntRange(min = 0, max = 4) int op, @ForAll @IntRange(min = 1, max = 8) int a,
                      @ForAll @IntRange(min = 0, max = 3) int mask, @ForAll @IntRange(min = 0, max = 255) int b) throws Exception {
        String[] steps = {"x & (x - " + a + ")", "x << " + a, "x >> " + a, "x ^ " + a, "x | " + a};
        String[] masks = {"", " & " + b, " | " + b, " ^ " + b};
        String src = "void f(unsigned char x) { while (x != 0) { x = (" + steps[op] + ")" + masks[mask] + "; } }\n";
        IntUnaryOperator step = x -> {
            int y = switch (op) {
                case 0 -> x & (x - a);
                case 1 -> x << a;
                case 2 -> x >> a;
                case 3 -> x ^ a;
                default -> x | a;
            };
            y = switch (mask) {
                case 0 -> y;
                case 1 -> y & b;
                case 2 -> y | b;
                default -> y ^ b;
            };
            return x == 0 ? -1 : y & 0xFF;
        };
        Termination.Result r = check(src, step);
        if (r.verdict().isTrue() && "bits".equals(r.loops().get(0).form())) {
            for (int x0 = 0; x0 < 256; x0++) {
                int starts = 0;
                for (int x = x0; x != 0; x = step.applyAsInt(x)) starts++;
                assertTrue(starts <= 9, src + "ranked by " + r.loops().get(0).ranking() + ", but x = " + x0 + " makes " + starts + " body starts");
            }
        }
    }

    /**
     * {@code while (x != 0) { x = x - *p; p = x < t ? &a : &b; }} over an {@code unsigned char}, a and b constants: the
     * step the loop takes depends on the object p points to, which the loop changes (a proof from the entry's pointer
     * alone held for the first step only).
     */
    @Property(tries = 25)
    void aStepThroughAPointerTheLoopMoves(@ForAll @IntRange(min = 0, max = 3) int a, @ForAll @IntRange(min = 0, max = 3) int b,
                                          @ForAll @IntRange(min = 0, max = 255) int t) throws Exception {
        String src = "void f(unsigned char x) { unsigned char a = " + a + ", b = " + b + "; unsigned char *p = &a;\n"
                + "  while (x != 0) { x = x - *p; p = x < " + t + " ? &a : &b; } }\n";
        // the state is x and which object p points to: 512 states, so a run not ended after 512 steps never ends
        boolean[] forever = new boolean[256];
        for (int x0 = 0; x0 < 256; x0++) {
            int x = x0, d = a;
            int i = 0;
            for (; i <= 512 && x != 0; i++) {
                x = (x - d) & 0xFF;
                d = x < t ? a : b;
            }
            forever[x0] = x != 0;
        }
        verify(src, forever);
    }

    /**
     * {@code while (x > 0) { x = x + y; y = y - k; }} over mathematical integers, x and y in [-20, 20]: for k > 0 in two
     * phases (y falls below 0, then x falls), which a multiphase ranking function ranks; for k = 0 for ever where y ≥ 0.
     */
    @Property(tries = 12)
    void aLoopInPhases(@ForAll @IntRange(min = 0, max = 3) int k, @ForAll @IntRange(min = 0, max = 2) int a) throws Exception {
        String src = "void f(int x, int y) { if (x < -20 || x > 20 || y < -20 || y > 20) return;\n"
                + "  while (x > 0) { x = x + " + a + " * y; y = y - " + k + "; } }\n";
        checkMath(src, 20, (x, y) -> {
            for (int i = 0; i < 100_000; i++) {
                if (x <= 0) return false;
                x = x + (long) a * y;
                y = y - k;
            }
            return true;
        });
    }

    /**
     * {@code d} is one of two constants, chosen before the loop and never changed by it, and
     * {@code while (x > 0 && x < 100) x = x + d;}: a ranking function per entry where d is non-zero on both.
     */
    @Property(tries = 12)
    void aStepChosenBeforeTheLoop(@ForAll @IntRange(min = -3, max = 3) int d1, @ForAll @IntRange(min = -3, max = 3) int d2) throws Exception {
        String src = "void f(int x, int y) { int d; if (x < -20 || x > 120 || y < -20 || y > 20) return;\n"
                + "  if (y > 0) d = " + d1 + "; else d = " + d2 + ";\n"
                + "  while (x > 0 && x < 100) x = x + d; }\n";
        checkMath(src, 120, (x, y) -> {
            long d = y > 0 ? d1 : d2;
            for (int i = 0; i < 1_000; i++) {
                if (!(x > 0 && x < 100)) return false;
                x = x + d;
            }
            return true;
        });
    }

    /**
     * A size bound must bound: {@code y} is changed by a first loop (added to, set, or doubled: no size then) and then
     * counted down to 0 by a second one, over mathematical integers, every input in [-8, 8] restricted to the even
     * ones and -7, 7. The complexity bound, where there is one, must be at least the statements every such run
     * executes.
     */
    @Property(tries = 15)
    void aValueALoopLeavesBoundsTheNextLoop(@ForAll @IntRange(min = 0, max = 2) int a, @ForAll @IntRange(min = -2, max = 2) int b,
                                            @ForAll @IntRange(min = -1, max = 1) int c, @ForAll @IntRange(min = 0, max = 2) int kind) throws Exception {
        String step = switch (kind) {
            case 0 -> "y = y + " + a + " * z + " + b;
            case 1 -> "y = z * z + " + b;
            default -> "y = 2 * y + " + b;
        };
        String src = "void f(int n, int y, int z) {\n  if (n < -8 || n > 8 || y < -8 || y > 8 || z < -8 || z > 8) return;\n"
                + "  while (n > 0) { n = n - 1; " + step + "; z = z + " + c + "; }\n"
                + "  while (y > 0) y = y - 1;\n  while (y < 0) y = y + 1;\n}\n";
        Termination.Result r = assertBoundHolds(src, new long[] {-8, -7, -6, -4, -2, 0, 2, 4, 6, 7, 8});
        net.jqwik.api.statistics.Statistics.collect(r.boundExpression() == null ? "no bound" : r.boundClass());
    }

    /**
     * Sizes over an outer loop: an inner loop counts c down on each pass of an outer one, another counts down s * m (s the passes so far),
     * then the outer one sets c from n (reset, added to, or doubled: no size then) and decreases n; over mathematical integers, each bound must be at
     * least what every run on a grid executes.
     */
    @Property(tries = 12)
    void anInnerLoopRunsWhatTheOuterLoopLeft(@ForAll @IntRange(min = 0, max = 3) int kind, @ForAll @IntRange(min = -2, max = 2) int k) throws Exception {
        String step = switch (kind) {
            case 0 -> "c = n + " + k;
            case 1 -> "c = c + n + " + k;
            case 2 -> "c = m * m + " + k;
            default -> "c = 2 * c + " + k;
        };
        String src = "void f(int n, int m, int c) {\n  if (n < -6 || n > 6 || m < -6 || m > 6 || c < -6 || c > 6) return;\n"
                + "  int s = 0;\n  while (n > 0) {\n    while (c > 0) c = c - 1;\n    int d = s * m;\n    while (d > 0) d = d - 1;\n    " + step + ";\n    n = n - 1;\n    s = s + 1;\n  }\n}\n";
        Termination.Result r = assertBoundHolds(src, new long[] {-6, -3, -1, 0, 1, 2, 3, 4, 5, 6});
        net.jqwik.api.statistics.Statistics.collect(r.boundExpression() == null ? "no bound" : r.boundClass());
    }

    /**
     * Geometric growth must end the loop where it is claimed to: {@code while (0 < x && x < y) { x = p*x + c; y = q*y + d; }}
     * over mathematical integers, x and y in [-20, 20], every run followed in Java; and a bound must be at least what
     * each run on a grid executes.
     */
    @Property(tries = 20)
    void aGeometricRace(@ForAll @IntRange(min = 1, max = 4) int p, @ForAll @IntRange(min = 1, max = 4) int q,
                        @ForAll @IntRange(min = -2, max = 2) int c, @ForAll @IntRange(min = -2, max = 2) int d) throws Exception {
        String src = "void f(int x, int y) { if (x < -20 || x > 20 || y < -20 || y > 20) return;\n"
                + "  while (0 < x && x < y) { x = " + p + " * x + " + c + "; y = " + q + " * y + " + d + "; } }\n";
        checkMath(src, 20, (x0, y0) -> {
            java.math.BigInteger x = java.math.BigInteger.valueOf(x0), y = java.math.BigInteger.valueOf(y0);
            for (int i = 0; i < 1_000; i++) {
                if (!(x.signum() > 0 && x.compareTo(y) < 0)) return false;
                x = x.multiply(java.math.BigInteger.valueOf(p)).add(java.math.BigInteger.valueOf(c));
                y = y.multiply(java.math.BigInteger.valueOf(q)).add(java.math.BigInteger.valueOf(d));
            }
            return true;
        });
        Termination.Result r = assertBoundHolds(src, new long[] {-20, -3, 0, 1, 2, 3, 5, 8, 13, 20});
        net.jqwik.api.statistics.Statistics.collect(r.boundExpression() == null ? "no bound" : r.boundClass());
    }

    /**
     * {@code while ((x < y || x < z) && x > 0) { x = p*x; y = q*y + c; z = r*z; }} over mathematical integers, every
     * input in [-6, 6] followed in Java: a terminates answer must hold for each, a bound must be at least each run's
     * statements.
     */
    @Property(tries = 15)
    void aGeometricRaceAgainstTwo(@ForAll @IntRange(min = 1, max = 4) int p, @ForAll @IntRange(min = 1, max = 4) int q,
                                  @ForAll @IntRange(min = 1, max = 4) int r, @ForAll @IntRange(min = -2, max = 2) int c) throws Exception {
        String src = "void f(int x, int y, int z) { if (x < -6 || x > 6 || y < -6 || y > 6 || z < -6 || z > 6) return;\n"
                + "  while ((x < y || x < z) && x > 0) { x = " + p + " * x; y = " + q + " * y + " + c + "; z = " + r + " * z; } }\n";
        long[] values = {-6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6};
        Termination.Result res = assertBoundHolds(src, values);
        net.jqwik.api.statistics.Statistics.collect(Termination.word(res.verdict()));
        if (!res.verdict().isTrue()) return;
        java.math.BigInteger bp = java.math.BigInteger.valueOf(p), bq = java.math.BigInteger.valueOf(q), br = java.math.BigInteger.valueOf(r), bc = java.math.BigInteger.valueOf(c);
        for (long x0 : values) for (long y0 : values) for (long z0 : values) {
            java.math.BigInteger x = java.math.BigInteger.valueOf(x0), y = java.math.BigInteger.valueOf(y0), z = java.math.BigInteger.valueOf(z0);
            int i = 0;
            for (; i < 1_000 && (x.compareTo(y) < 0 || x.compareTo(z) < 0) && x.signum() > 0; i++) {
                x = x.multiply(bp);
                y = y.multiply(bq).add(bc);
                z = z.multiply(br);
            }
            assertTrue(i < 1_000, src + "proved to terminate, but x = " + x0 + ", y = " + y0 + ", z = " + z0 + " runs for ever");
        }
    }

    /**
     * The analysis of {@code f} in {@code src} over mathematical integers, and where it gives a bound, a concrete run of
     * {@code f} from every combination of {@code values} for its arguments: none may execute more statements than the
     * bound says.
     */
    private static Termination.Result assertBoundHolds(String src, long[] values) throws Exception {
        Path dir = Files.createTempDirectory("effigy-bound");
        Path p = dir.resolve("f.c");
        Files.writeString(p, src);
        try (Workbench wb = Workbench.load(List.of(p), 1_000, IntSemantics.MATH)) {
            effigy.analysis.ProgramContext.Entry entry = wb.cEntry("f");
            Termination.Result r = new Termination(wb, ExecOptions.DEFAULT.withMaxSteps(1_000_000)).analyse(entry, System.nanoTime() + 20_000_000_000L);
            if (r.boundExpression() == null) return r;
            int n = entry.args().size();
            int[] at = new int[n];
            while (true) {
                effigy.term.Assignment in = effigy.term.Assignment.EMPTY;
                java.util.Map<String, java.math.BigInteger> named = new java.util.LinkedHashMap<>();
                for (int i = 0; i < n; i++) {
                    effigy.exec.Executor.EntryArg arg = entry.args().get(i);
                    in = in.with((effigy.term.Term.Sym) arg.value(), java.math.BigInteger.valueOf(values[at[i]]));
                    named.put(arg.label(), java.math.BigInteger.valueOf(values[at[i]]));
                }
                effigy.exec.Executor ex = wb.concreteExecutor(ExecOptions.DEFAULT.withMaxSteps(1_000_000), in);
                long steps = Starts.run(ex, ex.start(entry.function(), entry.args()), null, Long.MAX_VALUE, Long.MAX_VALUE).steps;
                java.math.BigInteger bound = Bound.evaluate(r.boundExpression(), named);
                assertTrue(java.math.BigInteger.valueOf(steps).compareTo(bound) <= 0, src + "bound " + r.bound() + " is " + bound + " at " + named + ", but the run executes " + steps);
                int i = 0;
                while (i < n && ++at[i] == values.length) at[i++] = 0;
                if (i == n) return r;
            }
        } finally {
            Files.deleteIfExists(p);
            Files.deleteIfExists(dir);
        }
    }

    /** Whether the run of the loop from inputs x and y never ends (followed far beyond any count that ends). */
    private interface Forever {
        boolean test(long x, long y);
    }

    /**
     * The analysis of {@code f(int x, int y)} over mathematical integers on {@code src}, whose inputs it restricts to
     * [-20, xMax] × [-20, 20]: terminates must hold for every input there, a witness must run for ever.
     */
    private static void checkMath(String src, int xMax, Forever forever) throws Exception {
        Termination.Result r = analyse(src, IntSemantics.MATH);
        if (r.verdict().isTrue()) {
            for (long x = -20; x <= xMax; x++) {
                for (long y = -20; y <= 20; y++) {
                    assertFalse(forever.test(x, y), src + "proved to terminate, but x = " + x + ", y = " + y + " runs for ever");
                }
            }
        } else if (r.verdict().isFalse()) {
            assertNotNull(r.witness(), src);
            long x = ((Number) r.witness().input().get("x")).longValue(), y = ((Number) r.witness().input().get("y")).longValue();
            assertTrue(forever.test(x, y), src + "witness x = " + x + ", y = " + y + " ends");
        }
    }

    /** The analysis of {@code f} in {@code src} with {@code ints}, 10 s at most; its verdict counted in the statistics. */
    private static Termination.Result analyse(String src, IntSemantics ints) throws Exception {
        Path dir = Files.createTempDirectory("effigy-sound");
        Path p = dir.resolve("f.c");
        Files.writeString(p, src);
        try (Workbench wb = Workbench.load(List.of(p), 1_000, ints)) {
            Termination.Result r = new Termination(wb, ExecOptions.DEFAULT.withMaxSteps(1_000_000))
                    .analyse(wb.cEntry("f"), System.nanoTime() + 10_000_000_000L);
            net.jqwik.api.statistics.Statistics.collect(Termination.word(r.verdict()));
            return r;
        } finally {
            Files.deleteIfExists(p);
            Files.deleteIfExists(dir);
        }
    }

    /** {@code step} the loop's next state, -1 where it leaves. */
    private static Termination.Result check(String src, IntUnaryOperator step) throws Exception {
        boolean[] forever = new boolean[256];
        for (int x0 = 0; x0 < 256; x0++) {
            int x = x0;
            for (int i = 0; i <= 256 && x >= 0; i++) x = step.applyAsInt(x);
            forever[x0] = x >= 0;
        }
        return verify(src, forever);
    }

    /** The analysis of {@code f(unsigned char x)} in {@code src} against {@code forever}, whether each x runs for ever. */
    private static Termination.Result verify(String src, boolean[] forever) throws Exception {
        Termination.Result r = analyse(src, IntSemantics.BITVECTOR);
        if (r.verdict().isTrue()) {
            for (int x0 = 0; x0 < 256; x0++) assertFalse(forever[x0], src + "proved to terminate, but x = " + x0 + " runs for ever");
        } else if (r.verdict().isFalse()) {
            assertNotNull(r.witness(), src);
            int x0 = ((Number) r.witness().input().get("x")).intValue();
            assertTrue(forever[x0], src + "witness x = " + x0 + " ends");
        }
        return r;
    }
}
