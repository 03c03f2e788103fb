package effigy.loops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.source.SourceFile;
import java.math.BigInteger;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;

/**
 * The paper's claims as properties over generated loop programs: the inner bound is the largest iteration count
 * of any input (computed here by running every input of a small domain in Java), reached by its witness (the
 * analysis replays it concretely and fails otherwise); and the outer bound is sound (never below any real count)
 * and, where the search was exhaustive, equal to it.
 */
class LoopBoundProperties {

    /**
     * A program: x read and kept in [lo, hi]; a counting loop {@code for (i = a; i OP x; i += s)} whose body counts
     * the i with {@code i % m == 0} into c; then a loop that takes c down by d while it is positive.
     */
    record Shape(int lo, int hi, int a, boolean inclusive, int s, int m, int d) {
        String source() {
            return "extern int __VERIFIER_nondet_int(void);\n"
                    + "int main(void) {\n"
                    + "  int x = __VERIFIER_nondet_int();\n"
                    + "  if (x < " + lo + " || x > " + hi + ") return 0;\n"
                    + "  int c = 0;\n"
                    + "  for (int i = " + a + "; i " + (inclusive ? "<=" : "<") + " x; i += " + s + ") {\n"   // line 6
                    + "    if (i % " + m + " == 0) c++;\n"
                    + "  }\n"
                    + "  while (c > 0) {\n"                                                                 // line 9
                    + "    c -= " + d + ";\n"
                    + "  }\n"
                    + "  return c;\n"
                    + "}\n";
        }

        /** The most iterations of each loop over every x, by running them. */
        int[] counts() {
            int first = 0, second = 0;
            for (int x = lo; x <= hi; x++) {
                int c = 0, n = 0;
                for (int i = a; inclusive ? i <= x : i < x; i += s) {
                    n++;
                    if (i % m == 0) c++;
                }
                first = Math.max(first, n);
                int k = 0;
                while (c > 0) { c -= d; k++; }
                second = Math.max(second, k);
            }
            return new int[] {first, second};
        }
    }

    @Provide
    Arbitrary<Shape> shapes() {
        Arbitrary<Integer> lo = Arbitraries.integers().between(-4, 4);
        Arbitrary<Integer> span = Arbitraries.integers().between(0, 10);
        return Combinators.combine(lo, span, Arbitraries.integers().between(-3, 3), Arbitraries.of(true, false),
                        Arbitraries.integers().between(1, 3), Arbitraries.integers().between(1, 3), Arbitraries.integers().between(1, 2))
                .as((l, w, a, inc, s, m, d) -> new Shape(l, l + w, a, inc, s, m, d));
    }

    @Property(tries = 25, shrinking = ShrinkingMode.OFF)
    void theInnerBoundIsTheLargestCountAndTheOuterBoundIsNeverBelowIt(@ForAll("shapes") Shape shape) {
        int[] expected = shape.counts();
        try (Workbench wb = Workbench.fromSources(List.of(new SourceFile("gen.c", shape.source())), 2000)) {
            LoopAnalysis.Report report = new LoopAnalysis(wb, ExecOptions.DEFAULT.withMaxSteps(1_000_000))
                    .analyse(wb.cEntry("main"), System.nanoTime() + 20_000_000_000L);
            assertTrue(report.exhaustive(), shape + " " + report.lost());
            assertEquals(2, report.loops().size());
            for (LoopAnalysis.Result r : report.loops()) {
                int k = r.id().line() == 6 ? 0 : 1;
                assertEquals(expected[k], r.inner().bound(), shape + " loop at line " + r.id().line());
                if (expected[k] > 0) assertNotNull(r.inner().witness());
                BigInteger outer = r.outer().bound();
                assertNotNull(outer, shape + ": an exhaustive search proves its bound");
                assertEquals(BigInteger.valueOf(expected[k]), outer, shape.toString());
                assertTrue(r.exact());
            }
        }
    }

    /**
     * The ranking-function proof alone (no exhaustive search to lean on): for each generated counting loop, the
     * proven bound at the loop's entry values is never below the count of that entry; a loop stepping by 1 up to
     * a strict limit always has one.
     */
    @Property(tries = 25, shrinking = ShrinkingMode.OFF)
    void aRankingFunctionBoundsEveryEntry(@ForAll("shapes") Shape shape) {
        try (Workbench wb = Workbench.fromSources(List.of(new SourceFile("gen.c", shape.source())), 2000)) {
            effigy.exec.Executor ex = wb.executor(ExecOptions.DEFAULT.withMaxSteps(1_000_000), false);
            InnerSearch search = new InnerSearch(ex, true);
            ex.observeLoops(effigy.exec.Unwinder.observing(ex, search));
            search.run(ex.start(wb.cEntry("main").function(), wb.cEntry("main").args()), System.nanoTime() + 20_000_000_000L, Long.MAX_VALUE, false);
            effigy.ir.Function main = wb.program().function("main");
            effigy.ir.Loop counting = main.loops().stream().filter(l -> main.site(l).span().line() == 6).findFirst().orElseThrow();
            InnerSearch.Record rec = search.records().values().stream().filter(r -> r.id.loop().index() == counting.index()).findFirst().orElse(null);
            if (rec == null || rec.entry == null) return;   // x's range never reaches the loop
            Ranking.Proof p = new Ranking(ex, 4000).prove(rec.entry, main, counting, System.nanoTime() + 20_000_000_000L);
            // from an arbitrary state i + s may wrap around past x (C's signed int, unchecked): then the loop has no bound
            // for every header state, and no proof is right; i < x with a step of 1 cannot wrap
            if (shape.s() == 1 && !shape.inclusive()) assertNotNull(p, shape + ": the counting loop has a ranking function");
            if (p == null) return;
            // the expression in x and i at the entry (i = a): its value for each x is at least the count
            for (int x = shape.lo(); x <= shape.hi(); x++) {
                int n = 0;
                for (int i = shape.a(); shape.inclusive() ? i <= x : i < x; i += shape.s()) n++;
                BigInteger v = p.expression().substituteLinear(java.util.Map.of("x", Linear.constant(BigInteger.valueOf(x)),
                        "i", Linear.constant(BigInteger.valueOf(shape.a())))).constant();
                assertTrue(v.max(BigInteger.valueOf(p.floor())).compareTo(BigInteger.valueOf(n)) >= 0,
                        shape + ": " + p.text() + " at x = " + x + " is below the count " + n);
            }
        }
    }
}
