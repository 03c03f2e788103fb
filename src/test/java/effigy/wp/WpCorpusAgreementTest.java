package effigy.wp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.exec.Leaf;
import effigy.exec.Output;
import effigy.exec.c.CorpusFile;
import effigy.explore.Exploration;
import effigy.explore.ExploreOptions;
import effigy.explore.Search;
import effigy.lang.c.lower.IntSemantics;
import effigy.smt.Validity;
import effigy.source.DiagnosticException;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermPrinter;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Both path-condition engines on every C program of the corpus ({@code expect-leaves}, {@code expect-error}
 * and {@code expect-output}: locals in memory, arrays, structs and struct copies, pointers and pointer
 * parameters, globals, the heap, function pointers, printf), with the program's flags ({@code --entry}, {@code --buffer-size},
 * {@code --ints=math}, {@code --check-overflow}, {@code --no-check}): the weakest-precondition engine finds
 * the forward engine's leaves, leaf for leaf in the same order, with the same status, error (kind, line and
 * message), branch digest and step count, an equivalent path condition (checked by the solver), and
 * outputs and writes equal under it. Programs the wp engine still rejects are listed in
 * {@link #UNSUPPORTED} with the reason, and must be rejected with the wp engine's diagnostic.
 */
class WpCorpusAgreementTest {
    /** Corpus programs the wp engine does not handle yet, and why (each must give the "does not support" diagnostic). */
    // floating point: the wp engine rejects every program with a float or double value (the forward engine runs them concretely)
    static final Map<String, String> UNSUPPORTED = Map.ofEntries(
            Map.entry("expect-output/float-arithmetic.c", "floating point"),
            Map.entry("expect-output/float-math.c", "floating point"),
            Map.entry("expect-error/float-to-int-overflow.c", "floating point"),
            Map.entry("expect-output/float-printf.c", "floating point"),
            Map.entry("expect-output/float-array-param.c", "floating point"),
            Map.entry("expect-output/float-bisection.c", "floating point"),
            Map.entry("expect-output/float-bits-union.c", "floating point"),
            Map.entry("expect-output/float-bubble-sort.c", "floating point"),
            Map.entry("expect-output/float-compound-ops.c", "floating point"),
            Map.entry("expect-output/float-divzero.c", "floating point"),
            Map.entry("expect-output/float-euler.c", "floating point"),
            Map.entry("expect-output/float-globals.c", "floating point"),
            Map.entry("expect-output/float-harmonic.c", "floating point"),
            Map.entry("expect-output/float-hex-output.c", "floating point"),
            Map.entry("expect-output/float-horner.c", "floating point"),
            Map.entry("expect-output/float-int-edges.c", "floating point"),
            Map.entry("expect-output/float-kahan.c", "floating point"),
            Map.entry("expect-output/float-mandelbrot.c", "floating point"),
            Map.entry("expect-output/float-matrix.c", "floating point"),
            Map.entry("expect-output/float-min-max-clamp.c", "floating point"),
            Map.entry("expect-output/float-nan-compare.c", "floating point"),
            Map.entry("expect-output/float-negative-conv.c", "floating point"),
            Map.entry("expect-output/float-newton-sqrt.c", "floating point"),
            Map.entry("expect-output/float-overflow-inf.c", "floating point"),
            Map.entry("expect-output/float-printf-precision.c", "floating point"),
            Map.entry("expect-output/float-round-ties.c", "floating point"),
            Map.entry("expect-output/float-signed-zero.c", "floating point"),
            Map.entry("expect-output/float-statistics.c", "floating point"),
            Map.entry("expect-output/float-struct-param.c", "floating point"),
            Map.entry("expect-output/float-subnormal.c", "floating point"),
            Map.entry("expect-output/float-sum-loop.c", "floating point"),
            Map.entry("expect-output/float-trunc-cast.c", "floating point"),
            Map.entry("expect-output/float-unsigned64.c", "floating point"),
            Map.entry("expect-output/float-varargs-promote.c", "floating point"),
            Map.entry("expect-output/float-compound-mixed.c", "floating point"),
            Map.entry("expect-output/float-conversion-table.c", "floating point"),
            Map.entry("expect-output/float-fft-butterfly.c", "floating point"),
            Map.entry("expect-output/float-gauss-elim.c", "floating point"),
            Map.entry("expect-output/float-jacobi.c", "floating point"),
            Map.entry("expect-output/float-math-lib.c", "floating point"),
            Map.entry("expect-output/float-nan-inf-chains.c", "floating point"),
            Map.entry("expect-output/float-printf-formats.c", "floating point"),
            Map.entry("expect-output/float-runge-kutta.c", "floating point"),
            Map.entry("expect-output/float-secant-root.c", "floating point"),
            Map.entry("expect-output/float-simpson.c", "floating point"),
            Map.entry("expect-output/float-static-init.c", "floating point"),
            Map.entry("expect-output/float-varargs-mixing.c", "floating point"));

    @TestFactory
    Stream<DynamicTest> bothEnginesAgreeLeafForLeaf() {
        List<CorpusFile> files = CorpusFile.all();
        assertTrue(files.size() >= 120, "the corpus has its programs");
        return files.stream().map(f -> DynamicTest.dynamicTest(f.name(), () -> check(f, false)));
    }

    /** The error programs again with every optional check switched off (a bad free does nothing, a dead object is read, …). */
    @TestFactory
    Stream<DynamicTest> bothEnginesAgreeWithTheChecksOff() {
        return CorpusFile.all().stream().filter(f -> f.name().startsWith("expect-error/"))
                .map(f -> DynamicTest.dynamicTest(f.name() + " --no-check all", () -> check(f, true)));
    }

    private static void check(CorpusFile f, boolean checksOff) {
        IntSemantics ints = "math".equals(f.flag("--ints")) ? IntSemantics.MATH : IntSemantics.BITVECTOR;
        String entryName = f.flag("--entry") != null ? f.flag("--entry") : "main";
        long bufferSize = f.flag("--buffer-size") != null ? Long.parseLong(f.flag("--buffer-size")) : 4;
        TreeSet<String> off = new TreeSet<>();
        for (int i = 0; i < f.flags().size(); i++) {
            String flag = f.flags().get(i);
            if (flag.equals("--no-check") && i + 1 < f.flags().size()) off.addAll(List.of(f.flags().get(i + 1).split(",")));
            else if (flag.startsWith("--no-check=")) off.addAll(List.of(flag.substring("--no-check=".length()).split(",")));
        }
        if (checksOff) off.addAll(ExecOptions.OPTIONAL_CHECKS);
        ExecOptions options = ExecOptions.DEFAULT.withMaxSteps(1000).withCheckOverflow(f.flags().contains("--check-overflow")).withDisabledChecks(off);
        try (Workbench wb = Workbench.load(List.of(f.path()), 10_000, ints)) {
            Workbench.Entry entry = wb.cEntry(entryName, bufferSize);
            WpExplorer explorer = new WpExplorer(wb.program(), wb.termBuilder(), wb.solver(), options);
            if (UNSUPPORTED.containsKey(f.name())) {
                DiagnosticException e = assertThrows(DiagnosticException.class,
                        () -> explorer.explore(entry.function(), entry.args(), Search.DFS, 10_000, 0));
                assertTrue(e.getMessage().startsWith("the wp engine does not support "), e.getMessage());
                return;
            }
            Exploration forward = wb.explore(wb.executor(options, false), entry, new ExploreOptions(Search.DFS, 10_000, 0));
            WpExplorer.Result wp = explorer.explore(entry.function(), entry.args(), Search.DFS, 10_000, 0);
            assertTrue(forward.complete() && wp.complete(), f.name());
            agree(wb, f.name(), forward.leaves(), wp.leaves());
        }
    }

    /** The two lists of leaves agree leaf for leaf. */
    static void agree(Workbench wb, String name, List<Leaf> forward, List<Leaf> wp) {
        TermBuilder tb = wb.termBuilder();
        assertEquals(forward.size(), wp.size(), name + ": number of leaves");
        for (int i = 0; i < forward.size(); i++) {
            Leaf a = forward.get(i), b = wp.get(i);
            String where = name + " leaf " + (i + 1);
            assertEquals(a.status(), b.status(), where);
            assertEquals(a.error() == null, b.error() == null, where);
            if (a.error() != null) {
                assertEquals(a.error().kind(), b.error().kind(), where);
                assertEquals(a.error().span().line(), b.error().span().line(), where);
                assertEquals(a.error().message(), b.error().message(), where);
            }
            assertEquals(a.pathHash(), b.pathHash(), where + ": branch digest");
            assertEquals(a.steps(), b.steps(), where + ": steps");
            Term pa = tb.and(a.pathCondition()), pb = tb.and(b.pathCondition());
            assertTrue(wb.solver().isValid(List.of(), tb.and(tb.implies(pa, pb), tb.implies(pb, pa))) instanceof Validity.Valid,
                    where + ": path conditions " + TermPrinter.print(pa) + " and " + TermPrinter.print(pb));
            assertEquals(a.outputs().keySet(), b.outputs().keySet(), where);
            for (String out : a.outputs().keySet()) equal(wb, a, a.outputs().get(out), b.outputs().get(out), where + ": " + out);
            assertEquals(a.writes().size(), b.writes().size(), where + ": writes");
            for (int k = 0; k < a.writes().size(); k++) {
                Output x = a.writes().get(k), y = b.writes().get(k);
                assertEquals(x.format(), y.format(), where);
                assertEquals(x.items().size(), y.items().size(), where);
                for (int j = 0; j < x.items().size(); j++) {
                    Object u = x.items().get(j), v = y.items().get(j);
                    if (u instanceof Term ut && v instanceof Term vt) equal(wb, a, ut, vt, where + ": write " + (k + 1));
                    else assertEquals(u, v, where + ": write " + (k + 1));
                }
            }
        }
    }

    private static void equal(Workbench wb, Leaf leaf, Term a, Term b, String where) {
        if (a == b) return;
        assertTrue(wb.solver().isValid(leaf.pathCondition(), wb.termBuilder().eq(a, b)) instanceof Validity.Valid,
                where + ": " + TermPrinter.print(a) + " and " + TermPrinter.print(b));
    }

}
