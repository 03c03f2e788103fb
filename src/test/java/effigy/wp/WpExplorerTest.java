package effigy.wp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.exec.Leaf;
import effigy.explore.Exploration;
import effigy.explore.ExploreOptions;
import effigy.explore.Replayer;
import effigy.explore.Search;
import effigy.lang.c.lower.IntSemantics;
import effigy.report.LeafReport;
import effigy.search.Loss;
import effigy.source.DiagnosticException;
import effigy.smt.Validity;
import effigy.source.SourceFile;
import effigy.term.Term;
import effigy.term.TermPrinter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The weakest-precondition engine on the example programs: it finds the forward engine's leaves, in the
 * same order, with the same table (path conditions as displayed, outputs, errors), and every leaf's test
 * replays concretely to it. Unsupported C is a diagnostic.
 */
class WpExplorerTest {
    /** A program, its entry, a step limit, and the C integer semantics (null for King's language). */
    record Case(String name, List<Path> files, String call, int maxSteps, IntSemantics ints) {}

    /**
     * Programs whose outputs read a symbolic index of an updated array: the weakest precondition shows the
     * read in §4's conditional form ({@code IF I = 3 THEN 30 ELSE …}) where forward execution shows an
     * updated array read ({@code [1: 10, 2: 20, 3: 30, others: 0](I)}); equal values, other text.
     */
    static final java.util.Set<String> CONDITIONAL_READS = java.util.Set.of("arrays.eff", "bounds.eff");

    static List<Case> cases() throws IOException {
        List<Case> out = new ArrayList<>(List.of(
                new Case("SUM", List.of(Path.of("examples/king/sum.eff")), "SUM(\"A\", 3, 5)", 1000, null),
                new Case("SUM symbolic", List.of(Path.of("examples/king/sum.eff")), "SUM(\"A\", \"B\", \"C\")", 1000, null),
                new Case("POWER", List.of(Path.of("examples/king/power.eff")), "POWER(\"X\", \"Y\")", 30, null),
                new Case("TWOLOOPS", List.of(Path.of("examples/king/twoloops.eff")), "TWOLOOPS(\"N\")", 60, null),
                new Case("SEARCH", List.of(Path.of("examples/king/search.eff")), "SEARCH(A, 1, 5, \"X\", FOUND, J)", 1000, null),
                new Case("SEARCH N", List.of(Path.of("examples/king/search.eff")), "SEARCH(A, \"N\", \"N\" + 4, \"X\", FOUND, J)", 200, null),
                new Case("foo.c", List.of(Path.of("examples/lecture/foo.c")), "foo", 1000, IntSemantics.BITVECTOR),
                new Case("foo.c math", List.of(Path.of("examples/lecture/foo.c")), "foo", 1000, IntSemantics.MATH),
                new Case("power.c", List.of(Path.of("examples/lecture/power.c")), "power", 20, IntSemantics.BITVECTOR),
                new Case("power.c math", List.of(Path.of("examples/lecture/power.c")), "power", 20, IntSemantics.MATH)));
        // the .eff corpus, each with the call in its header
        Pattern callLine = Pattern.compile("CALL: (.*)"), stepsLine = Pattern.compile("MAX-STEPS: (\\d+)");
        try (Stream<Path> s = Files.list(Path.of("src/test/resources/eff-programs"))) {
            for (Path f : s.filter(p -> p.toString().endsWith(".eff")).sorted().toList()) {
                String text = Files.readString(f);
                Matcher m = callLine.matcher(text), steps = stepsLine.matcher(text);
                int maxSteps = steps.find() ? Integer.parseInt(steps.group(1)) : 200;
                if (m.find()) out.add(new Case(f.getFileName().toString(), List.of(f), m.group(1).trim(), maxSteps, null));
            }
        }
        return out;
    }

    @TestFactory
    Stream<DynamicTest> sameTableAsForwardExecution() throws IOException {
        return cases().stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> check(c)));
    }

    private static void check(Case c) {
        try (Workbench wb = Workbench.load(c.files(), 10_000, c.ints())) {
            Workbench.Entry entry = wb.isC() ? wb.cEntry(c.call()) : wb.entry(c.call());
            ExecOptions options = ExecOptions.DEFAULT.withMaxSteps(c.maxSteps());
            Exploration forward = wb.explore(wb.executor(options, false), entry, new ExploreOptions(Search.DFS, 10_000, 0));
            WpExplorer.Result wp = new WpExplorer(wb.program(), wb.termBuilder(), wb.solver(), options)
                    .explore(entry.function(), entry.args(), Search.DFS, 10_000, 0);
            assertTrue(wp.complete());
            LeafReport report = new LeafReport(wb.termBuilder());
            if (!CONDITIONAL_READS.contains(c.name())) {
                assertEquals(report.table(forward.leaves(), entry.args(), true), report.table(wp.leaves(), entry.args(), true), c.name());
            }
            assertEquals(forward.leaves().size(), wp.leaves().size(), c.name());
            for (int i = 0; i < forward.leaves().size(); i++) {
                Leaf f = forward.leaves().get(i), w = wp.leaves().get(i);
                String where = c.name() + " leaf " + (i + 1);
                assertEquals(f.status(), w.status(), where);
                assertEquals(f.pathHash(), w.pathHash(), where);
                assertEquals(f.steps(), w.steps(), where);
                assertEquals(report.pcText(f), report.pcText(w), where);
                assertEquals(f.outputs().keySet(), w.outputs().keySet(), where);
                for (String out : f.outputs().keySet()) {
                    Term a = f.outputs().get(out), b = w.outputs().get(out);
                    if (a == b) continue;
                    assertTrue(wb.solver().isValid(f.pathCondition(), wb.termBuilder().eq(a, b)) instanceof Validity.Valid,
                            where + ": " + out + " = " + TermPrinter.print(a) + " and " + TermPrinter.print(b));
                }
            }
            Replayer replayer = new Replayer(wb.program(), wb.termBuilder(), wb.solver(), options);
            for (Leaf l : wp.leaves()) {
                if (l.status() == Leaf.Status.UNKNOWN || Loss.unsupported(l)) continue;
                Replayer.Replay r = replayer.replay(entry.function(), entry.args(), l);
                assertTrue(r.matches(), c.name() + ": " + r.mismatch());
            }
        }
    }

    @Test
    void searchTracesAreAssignmentsAndTestsOverFreshVariables() {
        try (Workbench wb = Workbench.load(List.of(Path.of("examples/king/search.eff")), 10_000, null)) {
            Workbench.Entry entry = wb.entry("SEARCH(A, 1, 5, \"X\", FOUND, J)");
            WpExplorer explorer = new WpExplorer(wb.program(), wb.termBuilder(), wb.solver(), ExecOptions.DEFAULT);
            WpExplorer.Result r = explorer.explore(entry.function(), entry.args(), Search.DFS, 100, 0);
            assertEquals(11, r.paths().size());
            WpExplorer.WpPath first = r.paths().get(0);
            List<Trace.Step> steps = first.trace().steps();
            // the trace starts with the parameters assigned their entry values, and its tests are the branches taken
            assertEquals("%wp SEARCH#1 A@0 := A", steps.get(0).toString());
            assertEquals("%wp SEARCH#1 FOUND@4 := FOUND", steps.get(4).toString());
            assertTrue(steps.stream().anyMatch(s -> s instanceof Trace.Test), first.trace().toString());
            // Definition 4.2 over the whole trace gives the leaf's path condition, X = A(3)
            assertEquals("X = A(3)", effigy.term.TermPrinter.print(explorer.calculus().pathCondition(first.trace())));
        }
    }

    /**
     * §4's aliasing example in C: after {@code *p = 1; *q = 2} the test {@code *p == 1} holds exactly when p and
     * q do not alias. The stores are updates of the array holding a's bytes, and the precondition of the read
     * {@code *p} is the conditional substitution {@code IF p = q THEN 2 ELSE 1}: the true side's path condition
     * is {@code p ≠ q}, here {@code (i & 3) ≠ (j & 3)}.
     */
    @Test
    void cPointerAliasingByConditionalSubstitution() throws IOException {
        Path dir = Files.createTempDirectory("wp");
        Path f = dir.resolve("alias.c");
        Files.writeString(f, "int f(int i, int j) {\n  int a[4];\n  int *p = &a[i & 3], *q = &a[j & 3];\n"
                + "  *p = 1;\n  *q = 2;\n  if (*p == 1) return 1;\n  return 0;\n}\n");
        try (Workbench wb = Workbench.load(List.of(f), 10_000, null)) {
            Workbench.Entry entry = wb.cEntry("f");
            WpExplorer explorer = new WpExplorer(wb.program(), wb.termBuilder(), wb.solver(), ExecOptions.DEFAULT);
            WpExplorer.Result r = explorer.explore(entry.function(), entry.args(), Search.DFS, 100, 0);
            assertTrue(r.complete());
            assertEquals(2, r.paths().size());
            effigy.term.TermBuilder tb = wb.termBuilder();
            Term i = tb.factory().symbol("i", effigy.term.Sort.bv(32)), j = tb.factory().symbol("j", effigy.term.Sort.bv(32));
            Term pNeQ = tb.ne(tb.bvAnd(i, tb.bv(3, 32)), tb.bvAnd(j, tb.bv(3, 32)));
            Leaf t = r.paths().get(0).leaf(), e = r.paths().get(1).leaf();
            Term pcT = tb.and(t.pathCondition()), pcE = tb.and(e.pathCondition());
            assertTrue(wb.solver().isValid(List.of(), tb.eq(pcT, pNeQ)) instanceof Validity.Valid, TermPrinter.print(pcT));
            assertTrue(wb.solver().isValid(List.of(), tb.eq(pcE, tb.not(pNeQ))) instanceof Validity.Valid, TermPrinter.print(pcE));
            assertEquals(tb.bv(1, 32), t.outputs().get("return"));
            // the stores are array updates in the trace, and Definition 4.2 over the whole trace gives the same condition
            WpExplorer.WpPath first = r.paths().get(0);
            assertTrue(first.trace().steps().stream().filter(s -> s instanceof Trace.Update).count() >= 8, first.trace().toString());
            Term whole = explorer.calculus().pathCondition(first.trace());
            assertTrue(wb.solver().isValid(List.of(), tb.eq(whole, pNeQ)) instanceof Validity.Valid, TermPrinter.print(whole));
            // the forward engine agrees leaf for leaf
            Exploration forward = wb.explore(wb.executor(ExecOptions.DEFAULT, false), entry, new ExploreOptions(Search.DFS, 100, 0));
            WpCorpusAgreementTest.agree(wb, "alias.c", forward.leaves(), r.leaves());
        }
    }

    @Test
    void cPointerParametersAndTheHeap() throws IOException {
        Path dir = Files.createTempDirectory("wp");
        Path f = dir.resolve("ptr.c");
        Files.writeString(f, "#include <stdlib.h>\n#include <string.h>\n"
                + "int g(char *s, char *t) {\n  char *h = malloc(4);\n  memcpy(h, s, 4);\n  t[1] = 7;\n"
                + "  if (h[0] == t[0]) { free(h); return h[1]; }\n  free(h);\n  free(h);\n  return 0;\n}\n");
        try (Workbench wb = Workbench.load(List.of(f), 10_000, null)) {
            Workbench.Entry entry = wb.cEntry("g", 4);
            WpExplorer explorer = new WpExplorer(wb.program(), wb.termBuilder(), wb.solver(), ExecOptions.DEFAULT);
            WpExplorer.Result r = explorer.explore(entry.function(), entry.args(), Search.DFS, 100, 0);
            assertTrue(r.complete());
            Exploration forward = wb.explore(wb.executor(ExecOptions.DEFAULT, false), entry, new ExploreOptions(Search.DFS, 100, 0));
            WpCorpusAgreementTest.agree(wb, "ptr.c", forward.leaves(), r.leaves());
            assertEquals(List.of("use-after-free", "double-free"), r.leaves().stream().map(l -> l.error().kind().label()).toList());
        }
    }

    /**
     * The wp engine is the executor with a value domain of program variables, not an interpreter of its own:
     * what only the executor implements works in it. Here printf's check that an argument's type fits its
     * conversion (in {@code exec.Intrinsics} alone; the wp engine has no printf code) makes the same
     * {@code unsupported} error leaf in both engines, and the other branch's output (a symbolic argument)
     * is recorded as a term over the inputs, not over program variables.
     */
    @Test
    void printfIsTheExecutorsInTheWpEngine() throws IOException {
        Path dir = Files.createTempDirectory("wp");
        Path f = dir.resolve("printf.c");
        Files.writeString(f, "#include <stdio.h>\nint main(void) {\n  int x = __VERIFIER_nondet_int();\n"
                + "  if (x > 3) printf(\"%d\\n\", 1.5);\n  else printf(\"%s %d\\n\", \"small\", x + 1);\n  return 0;\n}\n");
        try (Workbench wb = Workbench.load(List.of(f), 10_000, null)) {
            Workbench.Entry entry = wb.cEntry("main");
            WpExplorer.Result r = new WpExplorer(wb.program(), wb.termBuilder(), wb.solver(), ExecOptions.DEFAULT)
                    .explore(entry.function(), entry.args(), Search.DFS, 100, 0);
            assertTrue(r.complete());
            assertEquals(2, r.paths().size());
            Leaf bad = r.paths().get(0).leaf(), good = r.paths().get(1).leaf();
            assertEquals(Loss.UNSUPPORTED_KIND, bad.error().kind().label());
            assertEquals("printf: argument 1 of \"%d\n\" is a floating value for an integer conversion", bad.error().message());
            assertEquals(Leaf.Status.RETURNED, good.status());
            Term x = wb.termBuilder().factory().symbol("int@3", effigy.term.Sort.bv(32));
            assertEquals(List.of("small", wb.termBuilder().bvAdd(x, wb.termBuilder().bv(1, 32))), good.writes().get(0).items());
            // the trace names the call's result and the sum by program variables; the branch is a test over them
            List<Trace.Step> steps = r.paths().get(1).trace().steps();
            assertTrue(steps.stream().anyMatch(s -> s instanceof Trace.Assign a && a.value() == x), r.paths().get(1).trace().toString());
            assertTrue(steps.stream().anyMatch(s -> s instanceof Trace.Assign a && a.variable().name().startsWith("%wp main#1 x@")),
                    r.paths().get(1).trace().toString());
            assertTrue(steps.stream().anyMatch(s -> s instanceof Trace.Test t && t.condition().toString().contains("%wp main#1")),
                    r.paths().get(1).trace().toString());
            Exploration forward = wb.explore(wb.executor(ExecOptions.DEFAULT, false), entry, new ExploreOptions(Search.DFS, 100, 0));
            WpCorpusAgreementTest.agree(wb, "printf.c", forward.leaves(), r.leaves());
        }
    }

    /**
     * A bubble sort of 64 ints in memory: each read of an element goes back through the updates of the
     * array's bytes (thousands of them) to the last store at its offset. The calculus follows such chains
     * iteratively (it overflowed the stack when it recursed once per update).
     */
    @Test
    void longUpdateChains() throws IOException {
        Path dir = Files.createTempDirectory("wp");
        Path f = dir.resolve("sort.c");
        Files.writeString(f, "int main(void) {\n  int a[64];\n  int x = __VERIFIER_nondet_int();\n"
                + "  for (int i = 0; i < 64; i++) a[i] = (i * 7) % 64;\n"
                + "  for (int i = 0; i < 64; i++)\n    for (int j = 0; j + 1 < 64 - i; j++)\n"
                + "      if (a[j] > a[j + 1]) { int t = a[j]; a[j] = a[j + 1]; a[j + 1] = t; }\n"
                + "  int s = 0;\n  for (int i = 0; i < 64; i++) s += a[i] * i;\n  if (x == s) return 1;\n  return 0;\n}\n");
        try (Workbench wb = Workbench.load(List.of(f), 10_000, null)) {
            Workbench.Entry entry = wb.cEntry("main");
            ExecOptions options = ExecOptions.DEFAULT.withMaxSteps(100_000);
            WpExplorer.Result r = new WpExplorer(wb.program(), wb.termBuilder(), wb.solver(), options)
                    .explore(entry.function(), entry.args(), Search.DFS, 100, 0);
            assertTrue(r.complete());
            Exploration forward = wb.explore(wb.executor(options, false), entry, new ExploreOptions(Search.DFS, 100, 0));
            WpCorpusAgreementTest.agree(wb, "sort.c", forward.leaves(), r.leaves());
            assertEquals(2, r.leaves().size());
        }
    }
}
