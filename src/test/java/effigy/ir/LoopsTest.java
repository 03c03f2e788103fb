package effigy.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Natural-loop detection ({@code Loops}, seen through {@link Function#loops()}) on lowered programs. */
class LoopsTest {

    private static Function only(Program p) {
        assertEquals(1, p.functions().size());
        return p.functions().values().iterator().next();
    }

    private static Function example(String name) {
        return IrTesting.lowerFile(IrTesting.GOLDEN.resolve(name + ".eff")).function(name.toUpperCase());
    }

    @Test
    void powersGotoLoopIsHeadedByTheLabel() {
        Function f = example("power");
        int lab = IrTesting.block(f, "LAB");
        assertEquals(1, f.loops().size(), IrPrinter.print(f));
        Loop loop = f.loops().get(0);
        assertEquals(lab, loop.header());
        assertEquals(1, loop.depth());
        assertEquals(-1, loop.parent());
        assertTrue(loop.contains(IrTesting.block(f, "then")));
        assertEquals(Set.of(IrTesting.block(f, "then")), loop.latches());
        assertEquals(Set.of(IrTesting.block(f, "endif")), loop.exits());
        assertEquals(-1, f.innermostLoop(0));
        assertEquals(0, f.innermostLoop(lab));
    }

    @Test
    void twoloopsHasTwoSiblingLoops() {
        Function f = example("twoloops");
        List<Loop> loops = f.loops();
        assertEquals(2, loops.size(), IrPrinter.print(f));
        for (Loop l : loops) {
            assertEquals(1, l.depth());
            assertEquals(-1, l.parent());
            assertEquals("for", f.block(l.header()).label());
            assertEquals(2, l.body().size(), "test block and body block");
        }
        Loop first = loops.get(0), second = loops.get(1);
        assertTrue(first.header() < second.header());
        assertTrue(first.body().stream().noneMatch(second::contains), "disjoint bodies");
        assertTrue(first.exits().stream().allMatch(b -> b < second.header() || !second.contains(b)));
    }

    @Test
    void doInsideDoWhileNestsAtDepthTwo() {
        Function f = only(IrTesting.lower("""
                P: PROCEDURE (N);
                  I = 0;
                  DO WHILE (I < N);
                    DO J = 1 TO I;
                      S = S + J;
                    END;
                    I = I + 1;
                  END;
                END;
                """));
        assertEquals(2, f.loops().size(), IrPrinter.print(f));
        int whileHeader = IrTesting.block(f, "while"), forHeader = IrTesting.block(f, "for");
        Loop outer = f.loops().stream().filter(l -> l.header() == whileHeader).findFirst().orElseThrow();
        Loop inner = f.loops().stream().filter(l -> l.header() == forHeader).findFirst().orElseThrow();
        assertEquals(1, outer.depth());
        assertEquals(-1, outer.parent());
        assertEquals(2, inner.depth());
        assertEquals(outer.index(), inner.parent());
        assertTrue(outer.body().containsAll(inner.body()));
        assertTrue(outer.body().size() > inner.body().size());
        assertTrue(outer.contains(whileHeader) && !inner.contains(whileHeader));
        assertEquals(inner.index(), f.innermostLoop(forHeader));
        assertEquals(outer.index(), f.innermostLoop(whileHeader));
        assertEquals(-1, f.innermostLoop(0));
        for (int exit : inner.exits()) assertTrue(outer.contains(exit), "the inner loop exits into the outer one");
    }

    @Test
    void programWithoutLoopsHasNone() {
        Function sum = example("sum");
        assertEquals(List.of(), sum.loops());
        for (Block b : sum.blocks()) assertEquals(-1, sum.innermostLoop(b.index()));
        Function branchy = only(IrTesting.lower("""
                P: PROCEDURE (X);
                  IF X > 0 THEN Y = 1; ELSE Y = 2;
                  GO TO L;
                  L: RETURN;
                END;
                """));
        assertEquals(List.of(), branchy.loops());
    }

    @Test
    void loopsInUnreachableCodeAreIgnored() {
        Function f = only(IrTesting.lower("""
                P: PROCEDURE (N);
                  RETURN;
                  DO WHILE (N > 0);
                    N = N - 1;
                  END;
                END;
                """));
        assertEquals(List.of(), f.loops(), IrPrinter.print(f));
    }

    @Test
    void selfLoopByGoto() {
        Function f = only(IrTesting.lower("""
                P: PROCEDURE (N);
                  L: N = N - 1;
                  IF N > 0 THEN GO TO L;
                END;
                """));
        assertEquals(1, f.loops().size(), IrPrinter.print(f));
        assertEquals(IrTesting.block(f, "L"), f.loops().get(0).header());
    }
}
