package effigy.term;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A term printed with a length budget: whole when it fits, cut with " ..." when not, at once whatever its tree size. */
class TermPrinterLimitTest {
    private final TermFactory f = new TermFactory();

    @Test
    void aShortTermPrintsWhole() {
        Term x = f.symbol("x", Sort.bv(32));
        Term t = f.app(Op.BV_ADD, x, f.bv(1, 32));
        assertEquals(TermPrinter.print(t), TermPrinter.print(t, 2000));
    }

    @Test
    void aTermThatDoublesAtEachLevelIsCutAtTheBudget() {
        // 60 levels of x * x shared: a DAG of 61 nodes, a tree of 2^60 leaves (the address in t52's message was one)
        Term t = f.symbol("x", Sort.bv(32));
        for (int i = 0; i < 60; i++) t = f.app(Op.BV_MUL, t, t);
        long start = System.nanoTime();
        String s = TermPrinter.print(t, 2000);
        assertTrue(System.nanoTime() - start < 2_000_000_000L, "printed at once");
        assertTrue(s.endsWith(" ..."), s);
        assertTrue(s.length() <= 2004, "length " + s.length());
        assertTrue(s.startsWith("x * x"), s);
    }
}
