package effigy.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import effigy.term.Assignment;
import effigy.term.Evaluator;
import effigy.term.Op;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermFactory;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * DIV truncates, REM has the sign of the dividend, MOD the sign of the divisor, and the solver (through
 * {@link effigy.term.SmtLowering}), the {@link Evaluator} and Java agree on all three, for all signs.
 */
class DivisionSemanticsProperties {
    private static TermFactory f;
    private static Z3Solver solver;

    @BeforeContainer
    static void start() {
        f = new TermFactory();
        solver = new Z3Solver(f, 10_000);
    }

    @AfterContainer
    static void stop() { solver.close(); }

    /** Mostly small numbers (where the sign cases live), sometimes far beyond 64 bits. */
    @Provide
    Arbitrary<BigInteger> numbers() {
        return Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.bigIntegers().between(BigInteger.valueOf(-50), BigInteger.valueOf(50))),
                Tuple.of(1, Arbitraries.bigIntegers().between(BigInteger.TEN.pow(30).negate(), BigInteger.TEN.pow(30))));
    }

    @Provide
    Arbitrary<BigInteger> divisors() { return numbers().filter(b -> b.signum() != 0); }

    /** The Java oracle, written independently of the code under test. */
    private static BigInteger java(Op op, BigInteger a, BigInteger b) {
        return switch (op) {
            case DIV -> a.divide(b);
            case REM -> a.remainder(b);
            case MOD -> a.subtract(b.multiply(new BigDecimal(a).divide(new BigDecimal(b), 0, RoundingMode.FLOOR).toBigIntegerExact()));
            default -> throw new IllegalArgumentException(op.toString());
        };
    }

    /**
     * x = a op b, with a and b either literals or symbols pinned to the values (so that the lowering's
     * sign tests cannot be folded away): the solver's value of x is Evaluator's and Java's, and it is forced.
     */
    @Property(tries = 200)
    void solverEvaluatorAndJavaAgree(@ForAll("numbers") BigInteger a, @ForAll("divisors") BigInteger b,
                                     @ForAll boolean symbolicOperands) {
        Term x = f.symbol("x", Sort.INT);
        for (Op op : List.of(Op.DIV, Op.REM, Op.MOD)) {
            Term ta = f.integer(a), tb = f.integer(b);
            List<Term> pins = List.of();
            if (symbolicOperands) {
                Term sa = f.symbol("a", Sort.INT), sb = f.symbol("b", Sort.INT);
                pins = List.of(f.app(Op.EQ, sa, ta), f.app(Op.EQ, sb, tb));
                ta = sa;
                tb = sb;
            }
            Term defined = f.app(Op.EQ, x, f.app(op, ta, tb));
            BigInteger expected = java(op, a, b);

            assertEquals(expected, Evaluator.eval(f.app(op, f.integer(a), f.integer(b)), Assignment.EMPTY), op + " evaluated");
            List<Term> query = concat(pins, defined);
            Assignment m = ((SatResult.Sat) solver.check(query)).model();
            assertEquals(expected, m.get((Term.Sym) x), () -> op + "(" + a + ", " + b + ") by the solver");
            assertSame(SatResult.UNSAT, solver.check(concat(query, f.app(Op.NOT, f.app(Op.EQ, x, f.integer(expected))))),
                    () -> op + "(" + a + ", " + b + ") is not forced");
        }
    }

    private static List<Term> concat(List<Term> l, Term t) {
        return Stream.concat(l.stream(), Stream.of(t)).toList();
    }

    @Example
    void kingsExamples() {
        assertEquals(BigInteger.ONE, java(Op.MOD, BigInteger.valueOf(-7), BigInteger.TWO));
        assertEquals(BigInteger.ONE.negate(), java(Op.MOD, BigInteger.valueOf(7), BigInteger.valueOf(-2)));
        assertEquals(BigInteger.valueOf(-1), java(Op.REM, BigInteger.valueOf(-7), BigInteger.TWO));
        assertEquals(BigInteger.valueOf(-3), java(Op.DIV, BigInteger.valueOf(-7), BigInteger.TWO));
        for (long[] c : new long[][] {{-7, 2, -3, -1, 1}, {7, -2, -3, 1, -1}, {-7, -2, 3, -1, -1}, {7, 2, 3, 1, 1}}) {
            BigInteger a = BigInteger.valueOf(c[0]), b = BigInteger.valueOf(c[1]);
            assertEquals(BigInteger.valueOf(c[2]), Evaluator.eval(f.app(Op.DIV, f.integer(a), f.integer(b)), Assignment.EMPTY));
            assertEquals(BigInteger.valueOf(c[3]), Evaluator.eval(f.app(Op.REM, f.integer(a), f.integer(b)), Assignment.EMPTY));
            assertEquals(BigInteger.valueOf(c[4]), Evaluator.eval(f.app(Op.MOD, f.integer(a), f.integer(b)), Assignment.EMPTY));
        }
    }
}
