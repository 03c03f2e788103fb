package effigy.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermFactory;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A negated bounds check asks first for the smallest overshoot: index n of an n-entry array, inside a redzone. */
class OvershootTest {
    private final TermFactory f = new TermFactory();
    private final TermBuilder tb = new TermBuilder(f);
    private final Term i = f.symbol("i", new Sort.BvSort(64));

    @Test
    void anUpperBoundIsOvershotByNothing() {
        Term n = tb.bv(16, 64);
        assertEquals(List.of(tb.eq(i, n)), WhiteboxFuzzer.overshoots(tb, tb.bvUlt(i, n)));
        assertEquals(List.of(tb.eq(i, tb.bvAdd(n, tb.bv(1, 64)))), WhiteboxFuzzer.overshoots(tb, tb.bvUle(i, n)));
    }

    @Test
    void anAccessChecksBoundsAreEachOvershotByTheLeast() {
        // an access of 4 bytes at offset i of a 16-byte object: 0 <= i && i + 4 <= 16
        Term lower = tb.bvUle(tb.bv(0, 64), i), upper = tb.bvUle(tb.bvAdd(i, tb.bv(4, 64)), tb.bv(16, 64));
        List<Term> out = WhiteboxFuzzer.overshoots(tb, tb.and(lower, upper));
        // whichever bound comes first in the conjunction as built, the upper one's least overshoot is among them
        org.junit.jupiter.api.Assertions.assertTrue(out.contains(tb.eq(tb.bvAdd(i, tb.bv(4, 64)), tb.bvAdd(tb.bv(16, 64), tb.bv(1, 64)))), out.toString());
    }

    @Test
    void aCheckThatIsNoComparisonHasNone() {
        assertEquals(List.of(), WhiteboxFuzzer.overshoots(tb, tb.eq(i, tb.bv(3, 64))));
    }
}
