package effigy.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import effigy.term.Assignment;
import effigy.term.Evaluator;
import effigy.term.Ieee754;
import effigy.term.Op;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermFactory;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Floating point means one thing everywhere: for every operation on float and double bit patterns, the value
 * the executor computes concretely ({@link Ieee754}, which the {@link Evaluator} and the builder's folding use)
 * is the only value Z3 allows for the lowered term ({@link effigy.term.SmtLowering}: SMT-LIB's floating-point
 * theory with x86's NaN rules spelled out) — on operands drawn mostly from the special values: zeros, infinities,
 * quiet and signalling NaNs with payloads, subnormals, the extremes, values near the integer limits.
 */
class FloatSemanticsProperties {
    private static TermFactory f;
    private static TermBuilder tb;
    private static Z3Solver solver;

    @BeforeContainer
    static void start() {
        f = new TermFactory();
        tb = new TermBuilder(f);
        solver = new Z3Solver(f, 20_000);
    }

    @AfterContainer
    static void stop() { solver.close(); }

    private static final Op[] BINARY = {Op.FP_ADD, Op.FP_SUB, Op.FP_MUL, Op.FP_DIV, Op.FP_EQ, Op.FP_LT, Op.FP_LE};

    @Property(tries = 150)
    void binaryOperationsAgree(@ForAll("widths") int w, @ForAll("ops") Op op, @ForAll("seeds") long a, @ForAll("seeds") long b) {
        long x = pattern(a, w), y = pattern(b, w);
        Term.Sym sx = f.symbol("x" + w, Sort.bv(w)), sy = f.symbol("y" + w, Sort.bv(w));
        Term t = op == Op.FP_EQ || op == Op.FP_LT || op == Op.FP_LE ? tb.fpCompare(op, sx, sy) : tb.fpArith(op, sx, sy);
        agree(t, Map.of(sx, x, sy, y), op + " " + Ieee754.show(x, w) + " " + Ieee754.show(y, w));
    }

    @Property(tries = 150)
    void unaryOperationsAgree(@ForAll("widths") int w, @ForAll("seeds") long a, @ForAll("unary") int which) {
        long x = pattern(a, w);
        Term.Sym sx = f.symbol("x" + w, Sort.bv(w));
        int other = 96 - w; // the other format's width
        Term t = switch (which) {
            case 0 -> tb.fpSqrt(sx);
            case 1, 2, 3, 4 -> tb.fpRound(sx, which - 1);
            case 5 -> tb.fpConvert(sx, other);
            case 6, 7 -> tb.fpToInt(sx, which == 6, 32);
            case 8, 9 -> tb.fpToInt(sx, which == 8, 64);
            default -> tb.fpToInt(sx, true, 16);
        };
        agree(t, Map.of(sx, x), "operation " + which + " on " + Ieee754.show(x, w) + " (" + Long.toHexString(x) + ")");
    }

    @Property(tries = 100)
    void integerConversionsAgree(@ForAll("widths") int w, @ForAll long v, @ForAll("intWidths") int n, @ForAll boolean signed) {
        Term.Sym si = f.symbol("i" + n, Sort.bv(n));
        long bits = n == 64 ? v : v & ((1L << n) - 1);
        agree(tb.fpFromInt(si, signed, w), Map.of(si, bits), (signed ? "signed " : "unsigned ") + n + "-bit " + bits + " to " + w);
    }

    @Example
    void theNaNRulesAreX86s() {
        long qnan = 0x7fc00001L, snan = 0x7f800001L, one = Ieee754.bits(1.0, 32), inf = Ieee754.infinity(32);
        assertEquals(0x7fc00001L, Ieee754.arith(Op.FP_ADD, one, qnan, 32), "a NaN operand is returned");
        assertEquals(0x7fc00001L, Ieee754.arith(Op.FP_MUL, snan, qnan, 32), "the first NaN, quieted");
        assertEquals(0xffc00000L, Ieee754.arith(Op.FP_SUB, inf, inf, 32), "an invalid operation gives the default NaN");
        assertEquals(0xffc00000L, Ieee754.sqrt(Ieee754.bits(-2.0, 32), 32));
        assertEquals(Ieee754.bits(-0.0, 32), Ieee754.sqrt(Ieee754.bits(-0.0, 32), 32));
        assertEquals(0x7ff8000020000000L, Ieee754.convert(0x7f800001L, 32, 64), "the payload moves to the top of the fraction, quieted");
        assertEquals(null, Ieee754.toInteger(Ieee754.bits(2147483648.0, 64), 64, true, 32));
        assertEquals(0x7fffffffL, Ieee754.toInteger(Ieee754.bits(2147483647.9, 64), 64, true, 32));
        assertEquals(0xffffffffL, Ieee754.toInteger(Ieee754.bits(-1.5, 64), 64, true, 32));
        assertEquals(0L, Ieee754.toInteger(Ieee754.bits(-0.9, 64), 64, false, 32), "-0.9 truncates to -0, which is in range");
    }

    /** Z3 allows no other value for {@code t} when the symbols have the given bits than the Evaluator's. */
    private static void agree(Term t, Map<Term.Sym, Long> inputs, String what) {
        java.util.Map<Term.Sym, Object> values = new java.util.LinkedHashMap<>();
        inputs.forEach((s, v) -> values.put(s, BigInteger.valueOf(v).and(BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE))));
        Object expected = Evaluator.eval(t, new Assignment(values));
        Term expectedTerm = expected instanceof Boolean b ? f.bool(b) : f.bv((BigInteger) expected, ((Sort.BvSort) t.sort()).width());
        List<Term> query = new java.util.ArrayList<>();
        values.forEach((s, v) -> query.add(tb.eq(s, f.bv((BigInteger) v, ((Sort.BvSort) s.sort()).width()))));
        query.add(tb.not(tb.eq(t, expectedTerm)));
        assertInstanceOf(SatResult.Unsat.class, solver.check(query), () -> what + ": Z3 allows a value other than " + expected);
    }

    /** Mostly special values of the format, sometimes arbitrary bits. */
    private static long pattern(long seed, int w) {
        long[] special = w == 32 ? SPECIAL32 : SPECIAL64;
        int pick = (int) Math.floorMod(seed, special.length + 4);
        if (pick < special.length) return special[pick];
        long bits = seed * 0x9e3779b97f4a7c15L;
        return w == 32 ? bits & 0xffffffffL : bits;
    }

    private static final long[] SPECIAL32 = specials(32), SPECIAL64 = specials(64);

    private static long[] specials(int w) {
        long sign = Ieee754.signBit(w), inf = Ieee754.infinity(w);
        double[] values = {0.0, 1.0, 1.5, 2.5, 3.0, 0.1, 1e10, 2147483647.5, 2147483648.0, -2147483649.0, 4294967296.0,
                9.223372036854775807e18, 1.8446744073709552e19, 32767.5, -32768.7, 65536.0};
        long[] out = new long[2 * values.length + 10];
        int i = 0;
        for (double v : values) {
            out[i++] = Ieee754.bits(v, w);
            out[i++] = Ieee754.bits(v, w) | sign;
        }
        out[i++] = inf;
        out[i++] = inf | sign;
        out[i++] = inf | Ieee754.quietBit(w);                 // the quiet NaN
        out[i++] = inf | Ieee754.quietBit(w) | sign | 5;      // a negative quiet NaN with a payload
        out[i++] = inf | 1;                                   // a signalling NaN
        out[i++] = 1;                                         // the least subnormal
        out[i++] = (inf >>> 1 & ~inf) | sign;                 // a negative subnormal
        out[i++] = inf - 1;                                   // the largest finite value
        out[i++] = sign;                                      // -0
        out[i++] = w == 32 ? 0x00800000L : 0x0010000000000000L; // the least normal
        return out;
    }

    @Provide Arbitrary<Integer> widths() { return Arbitraries.of(32, 64); }
    @Provide Arbitrary<Integer> intWidths() { return Arbitraries.of(8, 16, 32, 64); }
    @Provide Arbitrary<Integer> unary() { return Arbitraries.integers().between(0, 10); }
    @Provide Arbitrary<Op> ops() { return Arbitraries.of(BINARY); }
    @Provide Arbitrary<Long> seeds() { return Arbitraries.longs(); }
}
