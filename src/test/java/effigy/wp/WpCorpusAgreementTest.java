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
    static final Map<String, String> UNSUPPORTED = Map.of();

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
        TreeSet<String> off = f.disabledChecks();
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
