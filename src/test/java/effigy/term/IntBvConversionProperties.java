package effigy.term;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.math.BigInteger;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The conversions --ints=math uses between integers and bytes: {@link TermBuilder#bvToInt} reads a
 * bit-vector as its unsigned or two's-complement integer, {@link TermBuilder#intToBv} takes an integer
 * modulo 2^w (distributed over polynomials), and a value read and stored again keeps its bits.
 */
class IntBvConversionProperties {
    private final TermFactory f = new TermFactory();
    private final TermBuilder tb = new TermBuilder(f);

    private static BigInteger signed(BigInteger v, int w) { return v.testBit(w - 1) ? v.subtract(BigInteger.ONE.shiftLeft(w)) : v; }

    @Property(tries = 300)
    void bvToIntReadsTheBits(@ForAll long seed, @ForAll @IntRange(min = 1, max = 64) int w, @ForAll boolean isSigned) {
        Random r = new Random(seed);
        Term.Sym x = f.symbol("x" + w, Sort.bv(w));
        BigInteger v = new BigInteger(w, r);
        Assignment a = new Assignment(Map.of(x, v));
        assertEquals(isSigned ? signed(v, w) : v, Evaluator.eval(tb.bvToInt(x, isSigned), a));
        assertEquals(isSigned ? signed(v, w) : v, Evaluator.eval(tb.bvToInt(f.bv(v, w), isSigned), a), "literal");
    }

    @Property(tries = 300)
    void intToBvIsTheRemainder(@ForAll long seed, @ForAll @IntRange(min = 1, max = 64) int w) {
        Random r = new Random(seed);
        Term.Sym n = f.symbol("n", Sort.INT), m = f.symbol("m", Sort.INT);
        Term.Sym b = f.symbol("b" + w, Sort.bv(w));
        // a polynomial over integer symbols and a bit-vector read as an integer
        Term k = f.integer(BigInteger.valueOf(r.nextLong()).multiply(BigInteger.valueOf(r.nextInt())));
        Term poly = tb.add(tb.mul(tb.add(n, k), m), tb.mul(f.integer(r.nextInt(100) - 50), tb.bvToInt(b, r.nextBoolean())));
        BigInteger vn = BigInteger.valueOf(r.nextLong()).multiply(BigInteger.valueOf(r.nextLong()));
        BigInteger vm = BigInteger.valueOf(r.nextInt());
        BigInteger vb = new BigInteger(w, r);
        Assignment a = new Assignment(Map.of(n, vn, m, vm, b, vb));
        BigInteger exact = (BigInteger) Evaluator.eval(poly, a);
        assertEquals(exact.mod(BigInteger.ONE.shiftLeft(w)), Evaluator.eval(tb.intToBv(poly, w), a), () -> "int2bv of " + poly);
    }

    @Test
    void aValueReadAndStoredAgainKeepsItsBits() {
        for (int w : new int[] {8, 16, 32, 64}) {
            Term.Sym x = f.symbol("v" + w, Sort.bv(w));
            assertSame(x, tb.intToBv(tb.bvToInt(x, true), w));
            assertSame(x, tb.intToBv(tb.bvToInt(x, false), w));
            assertSame(tb.bvAdd(x, f.bv(1, w)), tb.intToBv(tb.add(tb.bvToInt(x, true), f.integer(1)), w));
        }
    }
}
