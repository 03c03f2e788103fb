package effigy.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import effigy.exec.ExecOptions;
import effigy.exec.ExecutionTree;
import effigy.exec.Leaf;
import effigy.explore.ExploreOptions;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermPrinter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** The results King reports for SUM, POWER, TWOLOOPS and SEARCH, and the lecture's foo and power trees. */
class KingExamplesTest {
    private static Workbench load(String file) {
        return Workbench.load(List.of(Path.of("examples", file)), 0);
    }

    private static Runs.ExploreResult explore(Workbench wb, String call, int steps) {
        Runs.ExploreResult r = Runs.explore(wb, wb.entry(call), ExecOptions.DEFAULT.withMaxSteps(steps), ExploreOptions.DEFAULT, true, true, null);
        assertEquals(List.of(), r.replayFailures(), "every test replays to its leaf");
        return r;
    }

    private static String text(Term t) { return TermPrinter.print(t); }

    private static String pc(Workbench wb, Leaf l) {
        return new effigy.report.LeafReport(wb.termBuilder()).pcText(l);
    }

    @Test
    void sumConcrete() {
        try (Workbench wb = load("king/sum.eff")) {
            Runs.RunResult r = Runs.run(wb, wb.entry("SUM(1, 3, 5)"), ExecOptions.DEFAULT);
            assertNotNull(r.leaf());
            assertEquals("9", text(r.leaf().outputs().get("return")));
            assertEquals(4, r.leaf().steps(), "King's Fig. 2: four statements then the return");
        }
    }

    @Test
    void sumSymbolic() {
        try (Workbench wb = load("king/sum.eff")) {
            Runs.ExploreResult r = explore(wb, "SUM(\"A\", \"B\", \"C\")", 200);
            assertEquals(1, r.exploration().leaves().size());
            Leaf l = r.exploration().leaves().get(0);
            assertEquals("A + B + C", text(l.outputs().get("return")));
            assertEquals("true", pc(wb, l));
            Runs.RunResult mixed = Runs.run(wb, wb.entry("SUM(\"A\", 3, 5)"), ExecOptions.DEFAULT);
            assertEquals("A + 8", text(mixed.leaf().outputs().get("return")));
        }
    }

    @Test
    void power() {
        try (Workbench wb = load("king/power.eff")) {
            TermBuilder tb = wb.termBuilder();
            List<Leaf> leaves = explore(wb, "POWER(\"X\", \"Y\")", 60).exploration().leaves();
            Map<String, String> expected = Map.of("Y < 1", "1", "Y = 1", "X", "Y = 2", "X * X", "Y = 3", "X * X * X");
            expected.forEach((pc, value) -> {
                Term want = Expected.term(pc, tb);
                Leaf match = leaves.stream().filter(l -> l.status() == Leaf.Status.RETURNED
                        && Expected.equivalent(wb, tb.and(l.pathCondition()), want)).findFirst()
                        .orElseThrow(() -> new AssertionError("no leaf with pc " + pc));
                assertEquals(value, text(match.outputs().get("return")), "value for " + pc);
            });
            assertTrue(leaves.stream().anyMatch(l -> l.status() == Leaf.Status.LIMIT), "the infinite tree is cut by the step limit");
            for (Leaf l : leaves) {
                if (l.status() != Leaf.Status.RETURNED) continue;
                int n = Integer.parseInt(pc(wb, l).replaceAll("[^0-9]", "").isEmpty() ? "0" : pc(wb, l).replaceAll("[^0-9]", ""));
                if (pc(wb, l).startsWith("Y = ")) assertEquals("X" + " * X".repeat(n - 1), text(l.outputs().get("return")), "X to the power " + n);
            }
            assertSatisfiableAndExclusive(wb, leaves);
        }
    }

    @Test
    void twoLoops() {
        try (Workbench wb = load("king/twoloops.eff")) {
            TermBuilder tb = wb.termBuilder();
            Runs.ExploreResult r = explore(wb, "TWOLOOPS(\"N\")", 60);
            List<Leaf> leaves = r.exploration().leaves();
            assertSatisfiableAndExclusive(wb, leaves);
            Term n = tb.symbol("N", effigy.term.Sort.INT);
            int returned = 0;
            for (Leaf l : leaves) {
                if (l.status() != Leaf.Status.RETURNED) continue;
                returned++;
                assertEquals("0", text(l.outputs().get("return")));
                Term value = tb.integer((java.math.BigInteger) l.test().valueOf((effigy.term.Term.Sym) n));
                List<Term> other = new ArrayList<>(l.pathCondition());
                other.add(tb.ne(n, value));
                if (l.test().valueOf((effigy.term.Term.Sym) n).equals(java.math.BigInteger.ZERO)) continue; // N < 1 takes no loop
                assertFalse(Expected.sat(wb, other), "the pc " + pc(wb, l) + " fixes N");
            }
            assertTrue(returned > 5);
            // the second loop never forks: every fork in the tree is the first loop's test
            int firstLoop = lineOf(wb, "DO J = 1 TO N");
            for (ExecutionTree.Node node : r.executor().tree().nodes()) {
                if (node.kind() == ExecutionTree.Kind.FORK) assertEquals(firstLoop, node.span().line(), "fork at " + node.span());
            }
        }
    }

    private static int lineOf(Workbench wb, String text) {
        effigy.source.SourceFile f = wb.files().get(0);
        return f.line(f.text().indexOf(text));
    }

    /** King's eleven SEARCH leaves: pc, FOUND, J (indices as offsets from the first index). */
    private static final String[][] SEARCH_LEAVES = {
            {"X = A(3)", "1", "3"},
            {"X = A(1) & X < A(3)", "1", "1"},
            {"X < A(1) & X < A(3)", "0", "0"},
            {"X = A(2) & X > A(1) & X < A(3)", "1", "2"},
            {"X > A(1) & X < A(2) & X < A(3)", "0", "1"},
            {"X > A(1) & X > A(2) & X < A(3)", "0", "2"},
            {"X = A(4) & X > A(3)", "1", "4"},
            {"X > A(3) & X < A(4)", "0", "3"},
            {"X = A(5) & X > A(3) & X > A(4)", "1", "5"},
            {"X > A(3) & X > A(4) & X < A(5)", "0", "4"},
            {"X > A(3) & X > A(4) & X > A(5)", "0", "5"},
    };

    @Test
    void searchOneToFive() {
        try (Workbench wb = load("king/search.eff")) {
            List<Leaf> leaves = explore(wb, "SEARCH(A, 1, 5, \"X\", FOUND, J)", 200).exploration().leaves();
            assertEquals(11, leaves.size());
            assertMatchesKing(wb, leaves, s -> s, wb.factory().trueTerm());
            // and the printed path conditions are King's, in King's order
            for (int i = 0; i < 11; i++) assertEquals(SEARCH_LEAVES[i][0].replace(" ", ""), pc(wb, leaves.get(i)).replace(" ", ""));
        }
    }

    @Test
    void searchShiftedByN() {
        try (Workbench wb = load("king/search.eff")) {
            TermBuilder tb = wb.termBuilder();
            List<Leaf> leaves = explore(wb, "SEARCH(A, \"N\", \"N\" + 4, \"X\", FOUND, J)", 200).exploration().leaves();
            Term nonNegative = tb.ge(tb.symbol("N", effigy.term.Sort.INT), tb.integer(0));
            // indices 1..5 become N..N+4, values 0..5 become N-1..N+4
            UnaryOperator<String> shift = s -> s.replaceAll("A\\((\\d)\\)", "A(N + $1 - 1)").replaceAll("^(\\d)$", "N + $1 - 1");
            List<Leaf> nonNeg = leaves.stream().filter(l -> {
                List<Term> pc = new ArrayList<>(l.pathCondition());
                pc.add(nonNegative);
                return Expected.sat(wb, pc);
            }).toList();
            assertEquals(11, nonNeg.size(), "for N >= 0 exactly King's eleven leaves");
            assertMatchesKing(wb, nonNeg, shift, nonNegative);
            assertTrue(leaves.size() > 11, "negative N takes paths of its own (truncating division)");
            assertSatisfiableAndExclusive(wb, leaves);
        }
    }

    @Test
    void searchSingleElement() {
        try (Workbench wb = load("king/search.eff")) {
            List<Leaf> leaves = explore(wb, "SEARCH(A, \"N\", \"N\", \"X\", FOUND, J)", 200).exploration().leaves();
            assertEquals(3, leaves.size());
            String[][] want = {{"X = A(N)", "1", "N"}, {"X < A(N)", "0", "N - 1"}, {"X > A(N)", "0", "N"}};
            for (int i = 0; i < 3; i++) {
                assertEquals(want[i][0], pc(wb, leaves.get(i)));
                assertEquals(want[i][1], text(leaves.get(i).outputs().get("FOUND")));
                assertEquals(want[i][2], text(leaves.get(i).outputs().get("J")));
            }
        }
    }

    /** Each of King's leaves (shifted) matches exactly one leaf under {@code context}, with equal FOUND and J. */
    private static void assertMatchesKing(Workbench wb, List<Leaf> leaves, UnaryOperator<String> shift, Term context) {
        TermBuilder tb = wb.termBuilder();
        for (String[] king : SEARCH_LEAVES) {
            Term pc = tb.and(Expected.term(shift.apply(king[0]), tb), context);
            List<Leaf> matches = leaves.stream().filter(l -> Expected.equivalent(wb, tb.and(tb.and(l.pathCondition()), context), pc)).toList();
            if (matches.size() != 1) fail("King's leaf " + shift.apply(king[0]) + " matches " + matches.size() + " leaves");
            Leaf l = matches.get(0);
            for (int k = 1; k <= 2; k++) {
                String name = k == 1 ? "FOUND" : "J";
                Term want = Expected.term(k == 1 ? king[1] : shift.apply(king[2]), tb);
                Term got = l.outputs().get(name);
                assertFalse(Expected.sat(wb, List.of(pc, tb.ne(got, want))), name + " on " + shift.apply(king[0]) + ": " + got + " vs " + want);
            }
        }
    }

    private static void assertSatisfiableAndExclusive(Workbench wb, List<Leaf> leaves) {
        TermBuilder tb = wb.termBuilder();
        for (Leaf l : leaves) assertTrue(Expected.sat(wb, l.pathCondition()), "satisfiable pc " + pc(wb, l));
        for (int i = 0; i < leaves.size(); i++) {
            for (int j = i + 1; j < leaves.size(); j++) {
                List<Term> both = new ArrayList<>(leaves.get(i).pathCondition());
                both.addAll(leaves.get(j).pathCondition());
                assertFalse(Expected.sat(wb, both), "leaves " + (i + 1) + " and " + (j + 1) + " exclude each other");
            }
        }
    }

    @Test
    void lectureFoo() {
        try (Workbench wb = load("lecture/foo.eff")) {
            TermBuilder tb = wb.termBuilder();
            List<Leaf> leaves = explore(wb, "FOO(\"a\", \"b\")", 100).exploration().leaves();
            assertEquals(3, leaves.size());
            String[][] want = {{"a > b", "a"}, {"a + 7 < b", "X + b - a"}, {"a <= b & b <= a + 7", "b"}};
            for (String[] w : want) {
                Term pc = Expected.term(w[0], tb);
                Leaf l = leaves.stream().filter(x -> Expected.equivalent(wb, tb.and(x.pathCondition()), pc)).findFirst()
                        .orElseThrow(() -> new AssertionError("no leaf " + w[0]));
                assertEquals(Expected.term(w[1], tb), l.outputs().get("return"), "value on " + w[0]);
            }
        }
    }

    @Test
    void lecturePower() {
        try (Workbench wb = load("lecture/power.eff")) {
            TermBuilder tb = wb.termBuilder();
            List<Leaf> leaves = explore(wb, "POWER(\"a\")", 40).exploration().leaves();
            String[][] want = {{"a <= 0", "1"}, {"a = 1", "2"}, {"a = 2", "4"}, {"a = 3", "8"}};
            for (String[] w : want) {
                Term pc = Expected.term(w[0], tb);
                Leaf l = leaves.stream().filter(x -> Expected.equivalent(wb, tb.and(x.pathCondition()), pc)).findFirst()
                        .orElseThrow(() -> new AssertionError("no leaf " + w[0]));
                assertEquals(w[1], text(l.outputs().get("return")));
            }
            assertSatisfiableAndExclusive(wb, leaves);
        }
    }
}
