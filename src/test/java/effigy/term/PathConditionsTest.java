package effigy.term;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The displayed path condition: an equality that fixes a symbol makes what it implies disappear, over the
 * integers and over bit-vectors (exactly: modulo 2^w only an odd coefficient fixes the symbol).
 */
class PathConditionsTest {
    private static final int W = 32;
    private final TermFactory f = new TermFactory();
    private final TermBuilder tb = new TermBuilder(f);
    private final Term x = f.symbol("x", Sort.INT), y = f.symbol("y", Sort.INT);
    private final Term bx = f.symbol("x", Sort.bv(W)), by = f.symbol("y", Sort.bv(W));

    private Term i(long v) { return f.integer(v); }
    private Term bv(long v) { return f.bv(v, W); }

    /** As the tables print it ({@code LeafReport.pcText}). */
    private String shown(Term... conjuncts) {
        List<Term> pc = PathConditions.simplify(List.of(conjuncts), tb);
        return pc.isEmpty() ? "true" : pc.stream().map(TermPrinter::print).collect(Collectors.joining(" & "));
    }

    /** f(x) = x == 0 ? 0 : 1 + f(x - 1), at depth n: x ¬= 0 & x - 1 ¬= 0 & ... & x - (n-1) ¬= 0 & x - n = 0. */
    private List<Term> recursion(int n, boolean bits) {
        List<Term> pc = new ArrayList<>();
        for (int k = 0; k <= n; k++) {
            Term arg = bits ? tb.bvSub(bx, bv(k)) : tb.sub(x, i(k));
            Term zero = bits ? bv(0) : i(0);
            pc.add(k < n ? tb.ne(arg, zero) : tb.eq(arg, zero));
        }
        return pc;
    }

    private String shown(List<Term> pc) { return shown(pc.toArray(new Term[0])); }

    @Test
    void deepRecursionIsItsEquality() {
        assertEquals("x = 1900", shown(recursion(1900, false)));
        assertEquals("x - 1900 = 0", shown(recursion(1900, true)));
    }

    @Test
    void longPathConditionsSimplifyInLinearTime() {
        List<Term> bits = recursion(20_000, true), ints = recursion(20_000, false);
        List<Term> limit = bits.subList(0, bits.size() - 1);            // a leaf cut off by the step limit: no equality
        PathConditions.simplify(recursion(2000, true), tb);            // warm up
        long start = System.nanoTime();
        assertEquals(1, PathConditions.simplify(bits, tb).size());
        assertEquals(1, PathConditions.simplify(ints, tb).size());
        assertEquals(20_000, PathConditions.simplify(limit, tb).size());
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertTrue(ms < 3000, "20,000 conjuncts took " + ms + " ms");
    }

    @Test
    void anEqualityMakesWhatItImpliesDisappear() {
        assertEquals("x = 5", shown(tb.eq(x, i(5)), tb.gt(x, i(3)), tb.ne(x, i(7))));
        assertEquals("x = 5", shown(tb.gt(x, i(3)), tb.ne(x, i(7)), tb.eq(x, i(5)), tb.lt(tb.mul(x, x), i(30))));
        assertEquals("x = 5", shown(tb.bvSlt(bv(3), bx), tb.eq(bx, bv(5)), tb.ne(bx, bv(7)), tb.bvUle(bx, bv(9)),
                tb.eq(tb.bvAnd(bx, bv(1)), bv(1))));
        // the value fixed with a coefficient: 3*x = 6 has the one solution 2 modulo 2^32
        assertEquals("3 * x = 6", shown(tb.eq(tb.bvMul(bv(3), bx), bv(6)), tb.bvSlt(bx, bv(4)), tb.ne(bx, bv(0))));
    }

    @Test
    void anEqualityContradictedIsFalse() {
        assertEquals("false", shown(tb.eq(x, i(5)), tb.gt(x, i(7))));
        assertEquals("false", shown(tb.eq(x, i(5)), tb.lt(tb.mul(x, x), i(20))));
        assertEquals("false", shown(tb.eq(tb.bvSub(bx, bv(1900)), bv(0)), tb.ne(bx, bv(0)), tb.ne(tb.bvSub(bx, bv(1900)), bv(0))));
        assertEquals("false", shown(tb.eq(bx, bv(5)), tb.bvSlt(bv(7), bx)));
        // 3*x = 7 fixes x to 7 * 3^-1 = 2863311533 (mod 2^32), which is -1431655763 signed
        assertEquals("false", shown(tb.eq(tb.bvMul(bv(3), bx), bv(7)), tb.bvSlt(bv(0), bx)));
        assertEquals("3 * x = 7", shown(tb.eq(tb.bvMul(bv(3), bx), bv(7)), tb.bvSlt(bv(-1431655764), bx), tb.bvSle(bx, bv(-1431655763)),
                tb.bvUlt(bv(2863311532L), bx)));
        // no solution at all: 2*x is even
        assertEquals("false", shown(tb.eq(tb.bvMul(bv(2), bx), bv(3)), tb.bvSlt(bx, by)));
        // two equalities that fix x differently
        assertEquals("false", shown(tb.eq(tb.bvAdd(bx, bv(1)), bv(6)), tb.eq(bx, bv(4))));
    }

    @Test
    void anEqualityThatFixesNoSymbolLeavesTheOthersAlone() {
        assertEquals("x = y & x ¬= 3 & 2 < y", shown(tb.eq(bx, by), tb.ne(bx, bv(3)), tb.bvSlt(bv(2), by)));
        // 2*x = 4 modulo 2^32: x is 2 or 2 + 2^31
        assertEquals("2 * x = 4 & x ¬= 2", shown(tb.eq(tb.bvMul(bv(2), bx), bv(4)), tb.ne(bx, bv(2))));
        assertEquals("2 * x = 4 & 0 < x", shown(tb.eq(tb.bvMul(bv(2), bx), bv(4)), tb.bvSlt(bv(0), bx)));
        assertEquals("x = y & x > 2", shown(tb.eq(x, y), tb.gt(x, i(2))));
    }

    @Test
    void termsOverTwoSymbolsOneFixedAreSubstituted() {
        // decided: y - x ¬= 7 with x = 5 and y = 1 ...
        assertEquals("x = 5 & y = 1", shown(tb.eq(x, i(5)), tb.eq(y, i(1)), tb.lt(y, x), tb.ne(tb.sub(y, x), i(7))));
        assertEquals("x = 5 & y = 1", shown(tb.eq(bx, bv(5)), tb.eq(by, bv(1)), tb.bvSlt(by, bx), tb.ne(tb.bvSub(by, bx), bv(7))));
        // ... and a value found by substitution fixes the next symbol, shown solved: x = 5 & x + y = 7 gives y = 2
        assertEquals("x = 5 & y = 2", shown(tb.eq(x, i(5)), tb.eq(tb.add(x, y), i(7)), tb.gt(y, i(0)), tb.ne(y, i(3))));
        assertEquals("x = 5 & y = 2", shown(tb.eq(bx, bv(5)), tb.eq(tb.bvAdd(bx, by), bv(7)), tb.bvSlt(bv(0), by), tb.ne(by, bv(3))));
        assertEquals("false", shown(tb.eq(bx, bv(5)), tb.eq(tb.bvAdd(bx, by), bv(7)), tb.bvSlt(by, bv(0))));
        // undecided: the rest keeps the value in place
        assertEquals("x = 5 & y < 5", shown(tb.eq(x, i(5)), tb.lt(y, x)));
        assertEquals("x = 5 & y > -2", shown(tb.eq(x, i(5)), tb.gt(tb.add(x, y), i(3))));
        assertEquals("x = 5 & y < 5", shown(tb.eq(bx, bv(5)), tb.bvSlt(by, bx)));
    }

    @Test
    void bitVectorBoundsNarrowedToOneValueFixTheSymbol() {
        // the deepest leaf of f under 0 <= x <= 300: x == 0 was never a fork there, only x - k ¬= 0 for k < 300
        List<Term> pc = new ArrayList<>(List.of(tb.bvSle(bv(0), bx), tb.bvSle(bx, bv(300))));
        for (int k = 0; k < 300; k++) pc.add(tb.ne(tb.bvSub(bx, bv(k)), bv(0)));
        assertEquals("x = 300", shown(pc));
        pc.add(tb.bvSlt(by, bx));
        assertEquals("x = 300 & y < 300", shown(pc));
        pc.add(tb.bvUlt(bv(300), bx));
        assertEquals("false", shown(pc));
        // unsigned: x <=u 2 & x ¬= 0 & x ¬= 1 is x = 2
        assertEquals("x = 2", shown(tb.bvUle(bx, bv(2)), tb.ne(bx, bv(0)), tb.ne(tb.bvAdd(bx, bv(-1)), bv(0))));
        assertEquals("false", shown(tb.bvSlt(bx, bv(Integer.MIN_VALUE)), tb.bvSlt(by, bv(0))));
        // not narrowed to one value: the comparisons stay as written, implied disequalities go
        assertEquals("0 <= x & x ¬= 5", shown(tb.bvSle(bv(0), bx), tb.ne(bx, bv(-1)), tb.ne(bx, bv(5)), tb.ne(tb.bvAdd(bx, bv(7)), bv(0))));
        assertEquals("x <=u 9 & x ¬= 0", shown(tb.bvUle(bx, bv(9)), tb.ne(bx, bv(10)), tb.ne(bx, bv(0)), tb.ne(bx, bv(-3))));
    }

    @Test
    void extensionsAndBooleansFixTheirSymbols() {
        Term c = f.symbol("c", Sort.bv(8));
        Term wide = tb.signExtend(c, 24);                            // (i32)c
        assertEquals("(i32)c - 5 = 0", shown(tb.eq(tb.bvSub(wide, bv(5)), bv(0)), tb.ne(c, f.bv(7, 8)), tb.bvSlt(bv(0), wide)));
        assertEquals("false", shown(tb.eq(tb.bvSub(wide, bv(200)), bv(0)), tb.bvSlt(bx, by)));   // a char is never 200
        Term b = f.symbol("b", Sort.BOOL);
        assertEquals("x = 3 & b", shown(tb.eq(tb.ite(b, x, y), i(3)), b));
        assertEquals("¬b & y > 0", shown(tb.not(b), tb.gt(tb.ite(b, x, y), i(0))));
    }
}
