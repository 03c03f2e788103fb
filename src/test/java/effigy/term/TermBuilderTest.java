package effigy.term;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The canonical forms {@link TermBuilder} promises, as {@link TermPrinter} shows them. */
class TermBuilderTest {
    private final TermFactory f = new TermFactory();
    private final TermBuilder b = new TermBuilder(f);
    private final Term a = b.symbol("A", Sort.INT), bb = b.symbol("B", Sort.INT), c = b.symbol("C", Sort.INT);
    private final Term x = b.symbol("X", Sort.INT), y = b.symbol("Y", Sort.INT), n = b.symbol("N", Sort.INT);
    private final Term arr = b.symbol("A", Sort.array(Sort.INT, Sort.INT));

    private static String p(Term t) { return TermPrinter.print(t); }

    @Test
    void sumsAreFlatAndOrderedWhateverTheOrderOfAdding() {
        Term abc = b.add(b.add(a, bb), c);
        assertEquals("A + B + C", p(abc));
        for (List<Term> order : List.of(List.of(c, bb, a), List.of(bb, c, a), List.of(a, c, bb))) {
            assertSame(abc, b.add(order.get(0), b.add(order.get(1), order.get(2))));
            assertSame(abc, b.add(b.add(order.get(0), order.get(1)), order.get(2)));
        }
    }

    @Test
    void productOfASymbolWithItself() {
        assertEquals("X * X", p(b.mul(x, x)));
        assertEquals("X * X", p(b.pow(x, 2)));
    }

    @Test
    void exactDivisionCancels() {
        assertEquals("N", p(b.div(b.mul(b.integer(2), n), b.integer(2))));
        assertEquals("N + 2", p(b.div(b.add(b.mul(b.integer(2), n), b.integer(4)), b.integer(2))));
        assertEquals("-N", p(b.div(n, b.integer(-1))));
    }

    @Test
    void inexactDivisionStays() {
        assertEquals("N/2", p(b.div(n, b.integer(2))));
        assertEquals("(N + 1)/2", p(b.div(b.add(n, b.integer(1)), b.integer(2))));
    }

    @Test
    void remainderAndModulusOfMultiplesAreZero() {
        assertEquals("0", p(b.rem(b.mul(b.integer(6), n), b.integer(3))));
        assertEquals("0", p(b.mod(b.mul(b.integer(6), n), b.integer(-3))));
        assertEquals("N % 3", p(b.rem(n, b.integer(3))));
        assertEquals("MOD(N, 3)", p(b.mod(n, b.integer(3))));
    }

    @Test
    void constantsFold() {
        assertEquals("A + 8", p(b.add(b.add(a, b.integer(3)), b.integer(5))));
        assertEquals("A", p(b.sub(b.add(a, b.integer(3)), b.integer(3))));
        assertEquals("-3", p(b.div(b.integer(-7), b.integer(2))));
        assertEquals("-1", p(b.rem(b.integer(-7), b.integer(2))));
        assertEquals("1", p(b.mod(b.integer(-7), b.integer(2))));
        assertEquals("-1", p(b.mod(b.integer(7), b.integer(-2))));
    }

    @Test
    void differences() {
        assertEquals("N - 1", p(b.sub(n, b.integer(1))));
        assertEquals("A - B", p(b.sub(a, bb)));
        assertEquals("0", p(b.sub(a, a)));
        assertEquals("-A", p(b.neg(a)));
    }

    @Test
    void negatedComparisonsFlip() {
        assertEquals("Y < 1", p(b.not(b.ge(y, b.integer(1)))));
        assertEquals("Y >= 1", p(b.not(b.lt(y, b.integer(1)))));
        assertSame(b.lt(y, b.integer(1)), b.not(b.ge(y, b.integer(1))));
        assertEquals("X ¬= Y", p(b.ne(x, y)));
    }

    @Test
    void comparisonsReadNaturally() {
        assertEquals("X > A(1)", p(b.gt(x, b.select(arr, b.integer(1)))));
        assertEquals("X < A(3)", p(b.lt(x, b.select(arr, b.integer(3)))));
        assertEquals("N > 0", p(b.gt(n, b.integer(0))));
        assertEquals("N > 0", p(b.lt(b.integer(0), n)));
    }

    @Test
    void comparisonsAreNormalized() {
        // 2N < 5  is  N <= 2;  2N > 5  is  N >= 3;  2N = 5 is false
        assertEquals("N <= 2", p(b.lt(b.mul(b.integer(2), n), b.integer(5))));
        assertEquals("N >= 3", p(b.gt(b.mul(b.integer(2), n), b.integer(5))));
        assertSame(f.falseTerm(), b.eq(b.mul(b.integer(2), n), b.integer(5)));
        assertSame(b.lt(x, y), b.lt(b.add(x, b.integer(4)), b.add(y, b.integer(4))));
        assertSame(b.lt(x, y), b.gt(y, x));
        assertSame(f.trueTerm(), b.le(x, x));
    }

    @Test
    void conjunctionsAreFlattenedDeduplicatedAndSorted() {
        Term p1 = b.gt(a, b.integer(0)), p2 = b.gt(a, b.integer(10)), p3 = b.lt(x, y);
        Term and = b.and(p1, p2);
        assertSame(and, b.and(p2, p1));
        assertSame(and, b.and(List.of(p1, p2, p1)));
        assertSame(b.and(List.of(p1, p2, p3)), b.and(b.and(p3, p1), p2));
        // bounds are not merged here: that is the path-condition simplifier's job
        assertEquals(2, and.args().size());
    }

    @Test
    void contradictionsAndTautologies() {
        Term p1 = b.gt(a, b.integer(0));
        assertSame(f.falseTerm(), b.and(p1, b.not(p1)));
        assertSame(f.trueTerm(), b.or(p1, b.not(p1)));
        assertSame(p1, b.and(p1, f.trueTerm()));
        assertSame(f.falseTerm(), b.and(p1, f.falseTerm()));
    }

    @Test
    void deMorgan() {
        Term p1 = b.gt(a, b.integer(0)), p2 = b.lt(x, y);
        assertSame(b.or(b.not(p1), b.not(p2)), b.not(b.and(p1, p2)));
    }

    @Test
    void arrayReadsSeeThroughWrites() {
        Term i = b.symbol("I", Sort.INT);
        Term stored = b.store(b.store(arr, b.integer(1), x), b.integer(2), y);
        assertSame(x, b.select(stored, b.integer(1)));
        assertSame(y, b.select(stored, b.integer(2)));
        assertSame(x, b.select(b.store(arr, i, x), i));
        assertSame(x, b.select(b.store(arr, b.add(i, b.integer(1)), x), b.add(i, b.integer(1))));
        assertEquals("A(3)", p(b.select(stored, b.integer(3))));
        Term unknownIndex = b.select(stored, i);
        assertSame(stored, unknownIndex.args().get(0));
        assertSame(x, b.select(b.constArray(Sort.INT, x), i));
        assertSame(b.store(arr, i, y), b.store(b.store(arr, i, x), i, y));
    }

    @Test
    void conditionalsFold() {
        Term p1 = b.gt(a, b.integer(0)), q = b.symbol("Q", Sort.BOOL);
        assertSame(x, b.ite(f.trueTerm(), x, y));
        assertSame(x, b.ite(p1, x, x));
        assertSame(p1, b.ite(p1, f.trueTerm(), f.falseTerm()));
        assertSame(b.not(p1), b.ite(p1, f.falseTerm(), f.trueTerm()));
        assertSame(b.ite(q, y, x), b.ite(b.not(q), x, y));
    }
}
