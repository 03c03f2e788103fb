package effigy.termination;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.lang.c.lower.IntSemantics;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The analysis on small programs, one capability each: what it proves, the witnesses it finds, what it refuses. */
class TerminationTest {
    @TempDir Path dir;

    private Termination.Result analyse(String source, String entry, IntSemantics ints) throws Exception {
        Path p = dir.resolve(entry + "_" + ints.option() + ".c");
        Files.writeString(p, source);
        try (Workbench wb = Workbench.load(List.of(p), 1_000, ints)) {
            return new Termination(wb, ExecOptions.DEFAULT.withMaxSteps(1_000_000)).analyse(wb.cEntry(entry), System.nanoTime() + 20_000_000_000L);
        }
    }

    private void terminatesUnderBoth(String source) throws Exception {
        for (IntSemantics ints : List.of(IntSemantics.BITVECTOR, IntSemantics.MATH)) {
            Termination.Result r = analyse(source, "f", ints);
            assertEquals("terminates", Termination.word(r.verdict()), ints + ": " + r.why());
        }
    }

    private static Termination.LoopResult only(Termination.Result r) {
        assertEquals(1, r.loops().size(), r.loops().toString());
        return r.loops().get(0);
    }

    @Test
    void aLoopWithABreakIsJumpedOverByEachOfItsExits() throws Exception {
        String src = "int data[4] = {1, 2, 3, 4};\n"
                + "int f(int limit, int n) { int i = 0, s = 0; while (i < 4) { s += data[i]; if (s > limit) break; i++; }\n"
                + "  int j = 0; while (j < n) j++; return i + j; }\n";
        Termination.Result r = analyse(src, "f", IntSemantics.BITVECTOR);
        assertEquals("terminates", Termination.word(r.verdict()), r.why());
        assertEquals(2, r.loops().size());
        assertNotNull(r.bound(), "the path after the first loop is followed from both of its exits");
        assertEquals("linear", r.boundClass(), r.bound());
    }

    @Test
    void aJumpedOverInnerLoopLeavesWithItsExitConditionHolding() throws Exception {
        // gcd by repeated subtraction (TPDB's gcd1): after the inner loop, r < y, so the outer loop's y decreases;
        // jumped over straight to its exit, r was any value and the outer loop had no ranking function
        String src = "int f(int x, int y) { int r; if (x < 0 || y < 0) return 0;\n"
                + "  while (y > 0) { r = x; while (r >= y) r = r - y; x = y; y = r; } return x; }\n";
        Termination.Result r = analyse(src, "f", IntSemantics.MATH);
        assertEquals("terminates", Termination.word(r.verdict()), r.why());
        assertEquals(List.of("y"), r.loops().get(0).ranking());
    }

    /**
     * Ben-Amram's amir1 (TPDB Complexity_C_Integer): the first loop adds x2 to x1 up to x4 times and sets x3 to
     * x1 + x2, which the second loop counts down. x3 after the first loop is no linear function of the inputs; its size
     * (KoAT's size bound) is |x1| + (x4 + 2)·|x2| and some, so the bound is quadratic, as the harness measures.
     */
    @Test
    void aValueAnEarlierLoopLeavesIsBoundedByItsSize() throws Exception {
        String src = """
                extern int nondet();
                void amir1(int x4, int x1, int x2) {
                    int x3 = 0;
                    while (x4-- > 0) {
                        x3 = x1 + x2;
                        if (nondet()) x1 = x3; else x1 = x2;
                    }
                    while (x3 > 0) x3--;
                }
                """;
        Termination.Result r = analyse(src, "amir1", IntSemantics.MATH);
        assertEquals("quadratic", r.boundClass(), r.bound());
        assertTrue(r.bound().contains("|x4|") && r.bound().contains("|x2|"), r.bound());
        // a cube added a times: degree 4 (Lommen's twn07)
        Termination.Result cube = analyse("int twn07(int a, int b, int c) { while (a > 0) { a = a - 1; b = b + c*c*c; } while (b > 0) b = b - 1; return 0; }\n",
                "twn07", IntSemantics.MATH);
        assertEquals("polynomial (degree 4)", cube.boundClass(), cube.bound());
        // a value doubled on every pass has no polynomial size: no bound
        Termination.Result doubled = analyse("int g(int a, int b) { while (a > 0) { a = a - 1; b = 2 * b; } while (b > 0) b = b - 1; return 0; }\n",
                "g", IntSemantics.MATH);
        assertEquals(null, doubled.bound(), doubled.boundClass());
    }

    /**
     * Lommen's twn01 (TPDB Complexity_C_Integer): a triples and b doubles while 0 < a < b. No linear function ranks it;
     * a outgrows b, so it ends after at most log_{3/2}(b) + 1 iterations: logarithmic. Where a doubles as b does, it
     * may run for ever, and no such proof is claimed.
     */
    @Test
    void aLoopThatEndsByGeometricGrowthIsLogarithmic() throws Exception {
        Termination.Result r = analyse("int twn01(int a, int b) { while (a < b && a > 0) { a = 3*a; b = 2*b; } return 0; }\n", "twn01", IntSemantics.MATH);
        assertEquals("terminates", Termination.word(r.verdict()), r.why());
        assertEquals("growth", only(r).form());
        assertEquals("logarithmic", r.boundClass(), r.bound());
        assertTrue(r.bound().contains("bits(|b|)"), r.bound());
        // 0 < a not in the guard but established before the loop: shown with the invariants the entries reach
        Termination.Result before = analyse("void g(int a, int b) { if (a < 1) return; while (a < b) { a = 3*a; b = 2*b; } }\n", "g", IntSemantics.MATH);
        assertEquals("logarithmic", before.boundClass(), before.bound());
        assertTrue(only(before).ranking().get(0).contains("1 <= a"), only(before).ranking().toString());
        // g grows at most 3x plus x3 squared, x3 never changed (Lommen's non_linear01, trimmed): g' <= 3g + H
        Termination.Result affine = analyse("int h(int x3, int x4, int x5) { while (x4*x4 < x5 && x4 != 0) { x4 = -2*x4; x5 = 3*x5 + x3*x3; } return 0; }\n",
                "h", IntSemantics.MATH);
        assertEquals("logarithmic", affine.boundClass(), affine.bound());
        assertTrue(only(affine).ranking().get(0).contains("at most 3x plus |x3|*|x3|"), only(affine).ranking().toString());
        Termination.Result level = analyse("int twn00(int a, int b) { while (a < b && a > 0) { a = 2*a; b = 2*b; } return 0; }\n", "twn00", IntSemantics.MATH);
        assertFalse(Termination.word(level.verdict()).equals("terminates"), level.toString());
    }

    /**
     * A lexicographic ranking function none of whose components grows bounds the loop by the sum of the components:
     * {@code (x, y)} on {@code while (x > 0) { if (y > 0) y--; else x--; }}; where a later component is reset when an
     * earlier one drops ({@code y = n}), no bound is derived from it.
     */
    @Test
    void aLexicographicRankingWhoseComponentsNeverGrowGivesTheirSum() throws Exception {
        Termination.Result r = analyse("void f(int x, int y) { while (x > 0) { if (y > 0) y = y - 1; else x = x - 1; } }\n", "f", IntSemantics.MATH);
        assertEquals("lexicographic", only(r).form(), r.loops().toString());
        assertEquals("linear", r.boundClass(), r.bound());
        assertTrue(r.bound().contains("max(0, 3*x + 3)") && r.bound().contains("max(0, 3*y + 3)"), r.bound());
        Termination.Result reset = analyse("void g(int x, int y, int n) { while (x > 0) { if (y > 0) y = y - 1; else { x = x - 1; y = n; } } }\n", "g", IntSemantics.MATH);
        assertEquals("lexicographic", only(reset).form(), reset.loops().toString());
        assertEquals(null, reset.bound(), reset.bound());
        assertTrue(reset.boundClass().contains("whose components can grow"), reset.boundClass());
    }

    @Test
    void aLoopThatMovesAPointerIsNotRankedFromItsFirstTargetAlone() throws Exception {
        // the arbitrary state at the head keeps the entry's pointers: from p = &a, n - *p decreases n, but from the
        // second iteration on p = &b and n stays; it was proved to terminate with the ranking function n
        String src = "int f(int n) { int a = 1, b = 0; int m = 0; int *p = &a;\n"
                + "  while (n > 0) { n = n - *p; m = m + 1; p = &b; } return m; }\n";
        for (IntSemantics ints : List.of(IntSemantics.BITVECTOR, IntSemantics.MATH)) {
            Termination.Result r = analyse(src, "f", ints);
            assertFalse(r.verdict().isTrue(), ints + ": n = 2 runs for ever, yet " + r.loops());
            assertTrue(r.verdict().isFalse() || only(r).why().contains("changes a pointer"), ints + ": " + r.loops());
        }
        // a callee's stack variable, made and gone within the iteration, changes nothing the next one starts from
        String callee = "int h(int x) { int t = x; int *q = &t; return *q + 1; }\n"
                + "int f(int n) { int i = 0; while (i < n) { i = h(i); } return i; }\n";
        Termination.Result r = analyse(callee, "f", IntSemantics.BITVECTOR);
        assertEquals("terminates", Termination.word(r.verdict()), r.why());
    }

    @Test
    void aLoopThatClearsOneBitAnIterationIsBoundedByTheWidth() throws Exception {
        // Kernighan's bit count: its linear ranking function x bounds it by 2^32 iterations; the set bits of x, one fewer
        // each time, by 32. 3 statements an iteration and 6 more: 99 at x = 0xFFFFFFFF, the most
        String src = "unsigned f(unsigned x) { unsigned c = 0; while (x != 0) { x &= x - 1; c++; } return c; }\n";
        Termination.Result r = analyse(src, "f", IntSemantics.BITVECTOR);
        assertEquals("terminates", Termination.word(r.verdict()), r.why());
        assertEquals("constant", r.boundClass(), r.bound());
        assertEquals("102", r.bound());
    }

    @Test
    void aLoopThatShiftsEveryBitOutIsRankedByItsLowBits() throws Exception {
        // no linear ranking function: x grows, then wraps to 0; with each shift the lowest set bit moves up one place
        String src = "void f(unsigned x) { while (x != 0) x <<= 1; }\n";
        Termination.Result r = analyse(src, "f", IntSemantics.BITVECTOR);
        assertEquals("terminates", Termination.word(r.verdict()), r.why());
        assertEquals("bits", only(r).form());
        assertEquals(List.of("lowbits(x)"), only(r).ranking());
        // over the integers the shift doubles x for ever
        assertEquals("does-not-terminate", Termination.word(analyse(src, "f", IntSemantics.MATH).verdict()));
        // an arithmetic shift of a negative value keeps -1 for ever: no measure of its bits decreases
        Termination.Result signed = analyse("void f(int x) { while (x != 0) x >>= 1; }\n", "f", IntSemantics.BITVECTOR);
        assertEquals("does-not-terminate", Termination.word(signed.verdict()), signed.why());
    }

    @Test
    void aJumpedOverLoopCostsNothingOnThePathItsLastPassRuns() throws Exception {
        // the inner loop's cost is its own (its iterations and exits); the last pass that leaves it adds no statement.
        // A run executes 11n + 5 statements (5637 at n = 512); when the jump went straight to the exits the bound was
        // 13n + 18
        String src = "int f(int n) { int s = 0; if (n < 0 || n > 1000) return 0;\n"
                + "  for (int i = 0; i < n; i++) { int j = 0; while (j < 3) j++; s += j; } return s; }\n";
        Termination.Result r = analyse(src, "f", IntSemantics.MATH);
        assertEquals("terminates", Termination.word(r.verdict()), r.why());
        assertEquals("max(16, 11*n + 16)", r.bound(), r.boundClass());
    }

    @Test
    void aLoopRankedByADifferentFunctionFromEachEntryHasOnePerEntry() throws Exception {
        // TPDB's Toulouse-BranchesToLoop: x is 1 or -1 and the loop does not change it; y rises, or z does
        String src = "int f(int y, int z, int c) { int x; if (c) x = 1; else x = -1;\n"
                + "  while (y < 100 && z < 100) { y = y + x; z = z - x; } return 0; }\n";
        Termination.Result r = analyse(src, "f", IntSemantics.MATH);
        assertEquals("terminates", Termination.word(r.verdict()), r.why());
        Termination.LoopResult loop = only(r);
        assertEquals(List.of(), loop.ranking(), "no one function ranks the loop from both entries");
        assertEquals(2, loop.pieces().size(), loop.toString());
        // each in y or in z (with x, 1 or -1 on that entry, as Houdini's invariant)
        assertTrue(loop.pieces().stream().allMatch(p -> p.form().equals("linear")), loop.pieces().toString());
        assertTrue(loop.pieces().stream().anyMatch(p -> p.ranking().get(0).contains("y") && !p.ranking().get(0).contains("z"))
                && loop.pieces().stream().anyMatch(p -> p.ranking().get(0).contains("z") && !p.ranking().get(0).contains("y")), loop.pieces().toString());
        assertEquals(null, r.bound(), "no bound is derived from a ranking function per entry");
        // a value of x the loop does not change but that is 0 on one entry: that entry runs for ever
        String zero = "int f(int y, int z, int c) { int x; if (c) x = 1; else x = 0;\n"
                + "  while (y < 100 && z < 100) { y = y + x; z = z - x; } return 0; }\n";
        assertNotEquals("terminates", Termination.word(analyse(zero, "f", IntSemantics.MATH).verdict()));
    }

    @Test
    void aLoopWhoseProgressComesInPhasesHasAMultiphaseRankingFunction() throws Exception {
        // TPDB's ChenFlurMukhopadhyay-SAS2012-Ex4.01: z rises until x + y is pushed down; no linear or lexicographic
        // function ranks it
        String src = "int f(int x, int y, int z, int n) { while (x + y >= 0 && x <= n) { x = 2*x + y; y = z; z = z + 1; } return 0; }\n";
        Termination.Result r = analyse(src, "f", IntSemantics.MATH);
        assertEquals("terminates", Termination.word(r.verdict()), r.why());
        Termination.LoopResult loop = only(r);
        assertEquals("multiphase", loop.form(), loop.toString());
        assertTrue(loop.ranking().size() >= 2, loop.ranking().toString());
        assertEquals(null, r.bound(), "no bound is derived from a multiphase ranking function");
        assertTrue(r.boundClass().contains("multiphase"), r.boundClass());
        // the same loop where z falls: x + y may stay non-negative for ever (x = 0, y = 0, z = 0 stays put)
        String forever = "int f(int x, int y, int z, int n) { while (x + y >= 0 && x <= n) { x = 2*x + y; y = z; z = z - 1; z = z + 1; } return 0; }\n";
        assertNotEquals("terminates", Termination.word(analyse(forever, "f", IntSemantics.MATH).verdict()));
    }

    @Test
    void divisionByAVariableLargerThanOneShrinksTheDividend() throws Exception {
        terminatesUnderBoth("int f(int x, int y) { int c = 0; while (x > 0 && y > 1) { x = x / y; c++; } return c; }\n");
    }

    @Test
    void aRemainderIsBelowItsDivisorAndTheExactCheckIsHelpedByDividerFacts() throws Exception {
        String src = "unsigned f(unsigned a, unsigned b) { while (b != 0) { unsigned t = a % b; a = b; b = t; } return a; }\n";
        Termination.Result r = analyse(src, "f", IntSemantics.BITVECTOR);
        assertEquals("terminates", Termination.word(r.verdict()), r.why());
        assertEquals(List.of("b"), only(r).ranking());
    }

    @Test
    void aLexicographicTupleNeedBeBoundedOnlyWhereItDecreases() throws Exception {
        // with mathematical integers nothing says b >= 0 where c decreases: (a, b, c) is a ranking function only in
        // Bradley, Manna and Sipma's sense
        String src = "void f(unsigned char a, unsigned char b, unsigned char c) {\n"
                + "  while (a > 0) { if (c > 0) c--; else if (b > 0) { b--; c = 10; } else { a--; b = 10; c = 10; } } }\n";
        Termination.Result r = analyse(src, "f", IntSemantics.MATH);
        assertEquals("terminates", Termination.word(r.verdict()), r.why());
        assertEquals(List.of("a", "b", "c"), only(r).ranking());
    }

    @Test
    void anInvariantFromTheEntryMakesTheRankingFunctionHold() throws Exception {
        // n - i decreases only because i >= 1, which holds on entry (i = 1) and is kept by doubling
        terminatesUnderBoth("unsigned f(unsigned n) { unsigned i = 1; while (i <= n / 2) { i *= 2; } return i; }\n");
    }

    @Test
    void aBoundTheEntryComparesWithRulesOutAWrapAroundOfTheRankingFunction() throws Exception {
        // x-- wraps only at INT_MIN, which x > INT_MIN on entry and x >= 0 whenever the loop goes on exclude (after
        // termination-crafted/Lobnya-Boolean-Reordered-2); without the bound, a wrap case of x - 1 breaks every ranking
        String src = "void f(int x, int b) { if (!(x >= -2147483647)) return; while (b != 0) { x = x - 1; if (x >= 0) b = 1; else b = 0; } }\n";
        Termination.Result r = analyse(src, "f", IntSemantics.BITVECTOR);
        assertEquals("terminates", Termination.word(r.verdict()), r.why());
        assertEquals(List.of("x"), only(r).ranking(), only(r).toString());
    }

    @Test
    void aLoopThatHalvesItsRankingFunctionHasALogarithmicBound() throws Exception {
        String src = "int f(unsigned x) { int c = 0; while (x > 0) { x = x >> 1; c++; } return c; }\n";
        Termination.Result r = analyse(src, "f", IntSemantics.BITVECTOR);
        assertEquals("logarithmic", r.boundClass(), r.bound());
        assertTrue(r.bound().contains("bits(x"), r.bound());
        // at x = UINT_MAX it runs 32 times: the bound must be at least what that run takes and not linear in x
        java.math.BigInteger at = Bound.evaluate(r.boundExpression(), java.util.Map.of("x", java.math.BigInteger.valueOf(4294967295L)));
        assertTrue(at.compareTo(java.math.BigInteger.valueOf(32 * 3)) >= 0 && at.compareTo(java.math.BigInteger.valueOf(1000)) < 0, at.toString());
    }

    @Test
    void inputsReadWithDifferentSignsReachARecurrenceSet() throws Exception {
        // TPDB's ChenFlurMukhopadhyay-SAS2012-Ex2.05: from x < 0 and y = 0 the loop stays put; every read the same value
        // never enters it (x < y), so the reads are also given values by call site (a site is a line: the two reads are
        // on two lines)
        String src = "extern int __VERIFIER_nondet_int(void);\n"
                + "int main() { int x = __VERIFIER_nondet_int();\n  int y = __VERIFIER_nondet_int();\n"
                + "  while (x < y) { x = x + y; y = y / 2; } return 0; }\n";
        for (IntSemantics ints : List.of(IntSemantics.BITVECTOR, IntSemantics.MATH)) {
            Termination.Result r = analyse(src, "main", ints);
            assertEquals("does-not-terminate", Termination.word(r.verdict()), ints + ": " + r.why());
            Termination.Witness w = r.witness();
            assertEquals(2, w.reads().size(), w.reads().toString());
            long x = ((Number) w.reads().get(0).value()).longValue(), y = ((Number) w.reads().get(1).value()).longValue();
            if (ints == IntSemantics.BITVECTOR) { x = (int) x; y = (int) y; }
            assertTrue(x < 0 && y == 0, ints + ": x = " + x + ", y = " + y);
            assertEquals(1000, w.replayed());
        }
    }

    @Test
    void aReadInsideTheLoopThatKeepsChoosingTheSameWayRunsForEver() throws Exception {
        // TPDB's NonTerminationSimple5: x - 1 or x + 1 as a read says; where it always says x + 1 the loop never ends.
        // {x >= c} is closed only under the paths where that read returns 0, which the witness names
        String src = "extern int __VERIFIER_nondet_int(void);\n"
                + "int main() { int x = __VERIFIER_nondet_int();\n"
                + "  while (x >= 0) {\n"
                + "    if (__VERIFIER_nondet_int() != 0) x = x - 1; else x = x + 1;\n"
                + "  } return 0; }\n";
        Termination.Result r = analyse(src, "main", IntSemantics.MATH);
        assertEquals("does-not-terminate", Termination.word(r.verdict()), r.why());
        Termination.Witness w = r.witness();
        String policy = w.state().get("reads by call site");
        assertNotNull(policy, w.state().toString());
        assertTrue(policy.contains("@4=0"), "the read in the loop returns 0: " + policy);
        assertEquals(1000, w.replayed());
    }

    @Test
    void aStrideThatNeverMeetsItsTargetHasACongruenceAsItsRecurrenceSet() throws Exception {
        String src = "void f(unsigned x) { while (x != 10) { x += 2; } }\n";
        Termination.Result r = analyse(src, "f", IntSemantics.BITVECTOR);
        assertEquals("does-not-terminate", Termination.word(r.verdict()));
        Termination.Witness w = r.witness();
        assertEquals(1, ((Number) w.input().get("x")).intValue() % 2, "an odd start: " + w.input());
        assertTrue(w.recurrentSet().contains("x mod 2 = 1"), w.recurrentSet().toString());
        assertEquals(1000, w.replayed());
    }

    @Test
    void aWalkThroughAnArrayTheLoopNeverWritesCyclesForEver() throws Exception {
        // next[] keeps its contents in every iteration (the loop writes only i): from 4..7 the walk never reaches 0
        String src = "int next[8] = {0, 2, 3, 0, 5, 6, 7, 4};\n"
                + "void f(unsigned char s) { int i = s % 8; while (i != 0) { i = next[i]; } }\n";
        Termination.Result r = analyse(src, "f", IntSemantics.BITVECTOR);
        assertEquals("does-not-terminate", Termination.word(r.verdict()), r.why());
        int s = ((Number) r.witness().input().get("s")).intValue() % 8;
        assertTrue(s >= 4, "a start on the cycle: " + r.witness().input());
        assertTrue(r.witness().recurrentSet().contains("4 <= i") && r.witness().recurrentSet().contains("i <= 7"), r.witness().recurrentSet().toString());
        // and where the array is written in the loop, its contents are arbitrary: no such proof
        String written = "int next[8] = {0, 2, 3, 0, 5, 6, 7, 4};\n"
                + "void f(unsigned char s) { int i = s % 8; while (i != 0) { next[0] = 0; i = next[i]; } }\n";
        Termination.Result w = analyse(written, "f", IntSemantics.BITVECTOR);
        assertNotEquals("terminates", Termination.word(w.verdict()));
    }

    @Test
    void aRecursionIsRankedByItsCallsArguments() throws Exception {
        String src = "int ack(unsigned m, unsigned n) { if (m == 0) return n + 1; if (n == 0) return ack(m - 1, 1);\n"
                + "  return ack(m - 1, ack(m, n - 1)); }\n"
                + "int even(unsigned n);\n"
                + "int odd(unsigned n) { if (n == 0) return 0; return even(n - 1); }\n"
                + "int even(unsigned n) { if (n == 0) return 1; return odd(n - 1); }\n";
        Termination.Result ack = analyse(src, "ack", IntSemantics.BITVECTOR);
        assertEquals("terminates", Termination.word(ack.verdict()), ack.why());
        assertEquals(List.of("m", "n"), only(ack).ranking());
        Termination.Result odd = analyse(src, "odd", IntSemantics.BITVECTOR);
        assertEquals("terminates", Termination.word(odd.verdict()), odd.why());
        assertEquals(List.of("n"), only(odd).ranking());
    }

    @Test
    void aChainOfCallsHasABoundInItsRankingFunctionAndATreeOfCallsNone() throws Exception {
        String src = "int f(unsigned m, unsigned n) { if (m == 0) return n; return f(m - 1, n + 1); }\n"
                + "int fib(unsigned n) { if (n < 2) return n; return fib(n - 1) + fib(n - 2); }\n";
        Termination.Result chain = analyse(src, "f", IntSemantics.BITVECTOR);
        assertEquals("terminates", Termination.word(chain.verdict()), chain.why());
        assertEquals("linear", chain.boundClass(), chain.bound());
        assertTrue(chain.bound().contains("m") && !chain.bound().contains("n"), chain.bound());
        // the bound holds: the complexity command's runs on growing inputs fail on any run above it
        Path p = dir.resolve("f_bv.c");
        try (Workbench wb = Workbench.load(List.of(p), 1_000, IntSemantics.BITVECTOR)) {
            Complexity.Nearest n = new Complexity(wb, ExecOptions.DEFAULT.withMaxSteps(1_000_000), wb.cEntry("f"))
                    .nearest(chain.boundExpression(), System.nanoTime() + 5_000_000_000L);
            assertTrue(java.math.BigInteger.valueOf(n.measured()).compareTo(n.bound()) <= 0, n.toString());
        }
        Termination.Result tree = analyse(src, "fib", IntSemantics.BITVECTOR);
        assertEquals("terminates", Termination.word(tree.verdict()), tree.why());
        assertEquals(null, tree.bound());
    }

    @Test
    void aRecursionThatStepsOverItsBaseCaseHasAWitnessReplayedCallsDeep() throws Exception {
        String src = "int f(int n) { if (n == 0) return 0; return f(n - 2); }\n";
        Termination.Result r = analyse(src, "f", IntSemantics.BITVECTOR);
        assertEquals("does-not-terminate", Termination.word(r.verdict()));
        Termination.Witness w = r.witness();
        assertTrue(w.recursion());
        assertEquals(1, Math.abs(((Number) w.input().get("n")).intValue() % 2), w.input().toString());
        assertEquals(1000, w.replayed());
    }

    @Test
    void aRecursionIsNotRankedOnTheMemoryOfItsFirstCallOnly() throws Exception {
        // the first call sees g = 0 and calls f(x - 1); every later one sees g = 1 and calls f(x + 1): it runs for
        // ever, and a ranking function over the first call's paths alone (x) would be a wrong proof
        String src = "int g;\nvoid f(unsigned x) { if (g) { f(x + 1); } else { g = 1; if (x > 0) f(x - 1); } }\n";
        Termination.Result r = analyse(src, "f", IntSemantics.BITVECTOR);
        assertNotEquals("terminates", Termination.word(r.verdict()), r.loops().toString());
    }
}
