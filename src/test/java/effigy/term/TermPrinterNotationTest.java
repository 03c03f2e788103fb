package effigy.term;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.explore.ExploreOptions;
import effigy.driver.Runs;
import effigy.report.LeafReport;
import effigy.exec.Leaf;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The two notations of {@link TermPrinter}: King's for {@code .eff} programs ({@code X ¬= 3 & Y = 1}) and C's for C
 * programs ({@code x != 3 && y == 1}), chosen by the program's term factory.
 */
class TermPrinterNotationTest {
    private final TermFactory f = new TermFactory();
    private final Term x = f.symbol("x", Sort.bv(32)), y = f.symbol("y", Sort.bv(32));
    private final Term a = f.symbol("a", Sort.array(Sort.bv(64), Sort.bv(8)));

    private Term app(Op op, Term... args) { return f.app(op, List.of(args)); }

    private Term sample() {
        Term ne = app(Op.NOT, app(Op.EQ, x, f.bv(3, 32)));
        Term eq = app(Op.EQ, y, f.bv(1, 32));
        Term le = app(Op.BV_SLE, x, y);
        Term notLe = app(Op.NOT, le);
        Term sel = app(Op.EQ, app(Op.SELECT, a, f.bv(2, 64)), f.bv(7, 8));
        return app(Op.AND, ne, app(Op.OR, eq, notLe), sel);
    }

    @Test
    void kingsNotationIsTheDefault() {
        assertEquals("x ¬= 3 & (y = 1 | ¬(x <= y)) & a(2) = 7", TermPrinter.print(sample()));
    }

    @Test
    void cNotationWritesCsOperators() {
        String c = TermPrinter.print(sample(), TermPrinter.Notation.C);
        assertEquals("x != 3 && (y == 1 || !(x <= y)) && a[2] == 7", c);
        for (String king : List.of("¬", "≤", "≥", "≠", "∧", "∨")) assertFalse(c.contains(king), c);
    }

    /** C's {@code &} binds less tightly than {@code !=}: a bitwise operand of a comparison is parenthesized in C. */
    @Test
    void bitwiseOperandsOfComparisonsAreParenthesizedInC() {
        Term ne = app(Op.NOT, app(Op.EQ, app(Op.BV_AND, x, f.bv(3, 32)), app(Op.BV_AND, y, f.bv(3, 32))));
        assertEquals("(x & 3) != (y & 3)", TermPrinter.print(ne, TermPrinter.Notation.C));
        assertEquals("x & 3 ¬= y & 3", TermPrinter.print(ne, TermPrinter.Notation.KING));
        assertEquals("(x | y) < 3", TermPrinter.print(app(Op.BV_SLT, app(Op.BV_OR, x, y), f.bv(3, 32)), TermPrinter.Notation.C));
        assertEquals("x + 1 << 2", TermPrinter.print(app(Op.BV_SHL, app(Op.BV_ADD, x, f.bv(1, 32)), f.bv(2, 32)), TermPrinter.Notation.C));
    }

    @Test
    void ifThenElseInC() {
        Term ite = app(Op.ITE, app(Op.BV_SLT, x, y), x, y);
        assertEquals("(IF x < y THEN x ELSE y)", TermPrinter.print(ite, TermPrinter.Notation.KING));
        assertEquals("(x < y ? x : y)", TermPrinter.print(ite, TermPrinter.Notation.C));
    }

    @Test
    void theFactorysNotationDecides() {
        TermFactory c = new TermFactory();
        c.notation(TermPrinter.Notation.C);
        Term n = c.symbol("n", Sort.bv(8));
        assertEquals("n != 3", TermPrinter.print(c.app(Op.NOT, List.of(c.app(Op.EQ, List.of(n, c.bv(3, 8)))))));
        assertEquals("n != 3", c.app(Op.NOT, List.of(c.app(Op.EQ, List.of(n, c.bv(3, 8))))).toString());
    }

    /** A C program's path conditions, as explore shows them: C's operators, conjuncts joined by {@code &&}. */
    @Test
    void aCProgramsPathConditionsReadAsC(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("p.c");
        Files.writeString(file, "int f(int n, int m) {\n  if (n != 3 && !(m <= 2)) return 1;\n  if (n == 3) return 2;\n  return 0;\n}\n");
        try (Workbench wb = Workbench.load(List.of(file), 0)) {
            Runs.ExploreResult r = Runs.explore(wb, wb.cEntry("f", 4), ExecOptions.DEFAULT, ExploreOptions.DEFAULT, false, false, null);
            LeafReport report = new LeafReport(wb.termBuilder());
            List<String> pcs = r.exploration().leaves().stream().map(report::pcText).sorted().toList();
            assertEquals(List.of("n != 3 && 2 < m", "n != 3 && m <= 2", "n == 3"), pcs);
        }
    }

    /** A .eff program keeps King's notation. */
    @Test
    void anEffProgramsPathConditionsKeepKingsNotation(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("p.eff");
        Files.writeString(file, "F: PROCEDURE(N, M);\n  IF N ¬= 3 & M > 2 THEN RETURN(1);\n  RETURN(0);\nEND;\n");
        try (Workbench wb = Workbench.load(List.of(file), 0)) {
            Runs.ExploreResult r = Runs.explore(wb, wb.entry("F(\"N\", \"M\")"), ExecOptions.DEFAULT, ExploreOptions.DEFAULT, false, false, null);
            LeafReport report = new LeafReport(wb.termBuilder());
            List<String> pcs = r.exploration().leaves().stream().map(report::pcText).sorted().toList();
            // the two leaves that return 0 are merged: M <= 2 | N = 3
            assertEquals(List.of("M <= 2 | N = 3", "M > 2 & N ¬= 3"), pcs);
        }
    }
}
