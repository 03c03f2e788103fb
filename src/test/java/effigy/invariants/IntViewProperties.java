package effigy.invariants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.term.Assignment;
import effigy.term.Evaluator;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermFactory;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * IntView's claim: the integer view of a bit-vector term is exact. For random terms over two 8-bit variables built
 * from the operations the view translates exactly (wrap-around arithmetic, products and divisions by constants,
 * masks, shifts by constants, extensions, extracts and concatenations, comparisons signed and unsigned, ite), and
 * random values, the view evaluates to the term's value read as signed (a boolean to the same boolean), the range
 * constraints it adds hold, and nothing was abstracted. With bounds learned from a path condition that holds, the
 * views made afterwards are still exact.
 */
class IntViewProperties {
    private static final TermFactory F = new TermFactory();
    private static final TermBuilder TB = new TermBuilder(F);
    private static final Term.Sym X = F.symbol("x", Sort.bv(8)), Y = F.symbol("y", Sort.bv(8));

    @Property(tries = 600)
    void theViewOfATermIsItsSignedValue(@ForAll long seed, @ForAll @IntRange(min = 0, max = 255) int x,
                                        @ForAll @IntRange(min = 0, max = 255) int y) {
        Random r = new Random(seed);
        Term t = r.nextInt(4) == 0 ? condition(r, 3) : value(r, 3);
        IntView view = new IntView(TB, "p!");
        Term v = view.of(t);
        assertEquals(0, view.abstractions, "abstracted a part of " + t);
        Assignment bits = Assignment.EMPTY.with(X, BigInteger.valueOf(x)).with(Y, BigInteger.valueOf(y));
        Assignment ints = Assignment.EMPTY.with(F.symbol("x:8", Sort.INT), signed(x)).with(F.symbol("y:8", Sort.INT), signed(y));
        for (Term side : view.side()) assertTrue(Evaluator.isTrue(side, ints), "range " + side);
        assertEquals(expected(t, bits), Evaluator.eval(v, ints), t + " with x=" + x + ", y=" + y + " viewed as " + v);
    }

    @Property(tries = 400)
    void viewsAfterLearningAreExactWhereThePathConditionHolds(@ForAll long seed, @ForAll @IntRange(min = 0, max = 255) int x,
                                                              @ForAll @IntRange(min = 0, max = 255) int y) {
        Random r = new Random(seed);
        Assignment bits = Assignment.EMPTY.with(X, BigInteger.valueOf(x)).with(Y, BigInteger.valueOf(y));
        Assignment ints = Assignment.EMPTY.with(F.symbol("x:8", Sort.INT), signed(x)).with(F.symbol("y:8", Sort.INT), signed(y));
        List<Term> pc = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Term c = comparison(r, r.nextBoolean() ? X : Y, r.nextBoolean() ? Y : TB.bv(r.nextInt(256), 8));
            // keep the conjuncts that hold: the view is exact under the condition it learned from
            pc.add(Evaluator.isTrue(c, bits) ? c : TB.not(c));
        }
        IntView view = new IntView(TB, "p!");
        for (Term c : pc) {
            Term v = view.of(c);
            assertEquals(Boolean.TRUE, Evaluator.eval(v, ints), c + " viewed as " + v);
            view.learn(v);
        }
        Term t = value(r, 3);
        Term v = view.of(t);
        assertEquals(expected(t, bits), Evaluator.eval(v, ints), t + " with x=" + x + ", y=" + y + " after " + pc + " viewed as " + v);
    }

    private static Object expected(Term t, Assignment bits) {
        Object value = Evaluator.eval(t, bits);
        if (value instanceof Boolean b) return b;
        BigInteger u = value instanceof Term.BvLit lit ? lit.value() : (BigInteger) value;
        int w = ((Sort.BvSort) t.sort()).width();
        return u.testBit(w - 1) ? u.subtract(BigInteger.ONE.shiftLeft(w)) : u;
    }

    private static BigInteger signed(int b) { return BigInteger.valueOf(b >= 128 ? b - 256 : b); }

    private static Term constant(Random r) {
        int[] interesting = {0, 1, 2, 3, 7, 127, 128, 129, 254, 255};
        return TB.bv(r.nextBoolean() ? interesting[r.nextInt(interesting.length)] : r.nextInt(256), 8);
    }

    private static Term leaf(Random r) {
        return switch (r.nextInt(3)) {
            case 0 -> X;
            case 1 -> Y;
            default -> constant(r);
        };
    }

    /** An 8-bit term with an exact view. */
    private static Term value(Random r, int depth) {
        if (depth == 0) return leaf(r);
        Term a = value(r, depth - 1);
        switch (r.nextInt(17)) {
            case 0: return TB.bvAdd(a, value(r, depth - 1));
            case 1: return TB.bvSub(a, value(r, depth - 1));
            case 2: return TB.bvMul(a, constant(r));
            case 3: return TB.bvNeg(a);
            case 4: return TB.bvNot(a);
            case 5: case 6: case 7: case 8: {
                Term c = TB.bv(1 + r.nextInt(255), 8);
                if (r.nextInt(4) < 2 && (c.equals(TB.bv(255, 8)))) c = TB.bv(3, 8);
                return switch (r.nextInt(4)) {
                    case 0 -> TB.bvSdiv(a, c.equals(TB.bv(255, 8)) ? TB.bv(5, 8) : c);
                    case 1 -> TB.bvSrem(a, c.equals(TB.bv(255, 8)) ? TB.bv(5, 8) : c);
                    case 2 -> TB.bvUdiv(a, c);
                    default -> TB.bvUrem(a, c);
                };
            }
            case 9: return TB.bvAnd(a, TB.bv((1 << r.nextInt(8)) - 1, 8));
            case 10: return TB.bvShl(a, TB.bv(r.nextInt(10), 8));
            case 11: return TB.bvLshr(a, TB.bv(r.nextInt(10), 8));
            case 12: return TB.bvAshr(a, TB.bv(r.nextInt(10), 8));
            case 13: {
                // through 16 bits and back
                Term wide = TB.bvAdd(TB.signExtend(a, 8), r.nextBoolean() ? TB.zeroExtend(value(r, depth - 1), 8) : TB.signExtend(leaf(r), 8));
                int lo = r.nextInt(9);
                return TB.extract(wide, lo + 7, lo);
            }
            case 14: {
                Term both = TB.concat(a, value(r, depth - 1));
                int lo = r.nextInt(9);
                return TB.extract(both, lo + 7, lo);
            }
            case 15: return TB.ite(condition(r, depth - 1), a, value(r, depth - 1));
            default: return TB.bvAdd(a, constant(r));
        }
    }

    private static Term comparison(Random r, Term a, Term b) {
        return switch (r.nextInt(5)) {
            case 0 -> TB.bvSlt(a, b);
            case 1 -> TB.bvSle(a, b);
            case 2 -> TB.bvUlt(a, b);
            case 3 -> TB.bvUle(a, b);
            default -> TB.eq(a, b);
        };
    }

    private static Term condition(Random r, int depth) {
        Term c = comparison(r, value(r, Math.max(0, depth - 1)), value(r, Math.max(0, depth - 1)));
        return switch (r.nextInt(4)) {
            case 0 -> TB.not(c);
            case 1 -> TB.and(c, comparison(r, leaf(r), leaf(r)));
            case 2 -> TB.or(c, comparison(r, leaf(r), leaf(r)));
            default -> c;
        };
    }
}
