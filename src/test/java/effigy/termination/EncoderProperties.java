package effigy.termination;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import effigy.loops.Linear;
import effigy.smt.Z3Solver;
import effigy.term.Assignment;
import effigy.term.Evaluator;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermFactory;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.function.BinaryOperator;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * The encoder's claim (Hensel et al., Sect. 3): every rule over-approximates, so each concrete step satisfies one of
 * its cases. For an operation on two 8-bit values, read unsigned or signed, with the divisor or shift amount a
 * variable or a constant, the integers the operands and the concrete result mean must satisfy some case of the
 * encoding (zero divisors and over-wide shifts included: the solver's conventions for them).
 */
class EncoderProperties {
    private static final TermFactory F = new TermFactory();
    private static final TermBuilder TB = new TermBuilder(F);
    private static final Z3Solver Z3 = new Z3Solver(F, 10_000);
    private static final Term.Sym X = F.symbol("x", Sort.bv(8)), Y = F.symbol("y", Sort.bv(8));

    private static final Map<String, BinaryOperator<Term>> OPS = Map.ofEntries(
            Map.entry("add", TB::bvAdd), Map.entry("sub", TB::bvSub), Map.entry("mul", TB::bvMul),
            Map.entry("udiv", TB::bvUdiv), Map.entry("urem", TB::bvUrem), Map.entry("sdiv", TB::bvSdiv),
            Map.entry("srem", TB::bvSrem), Map.entry("and", TB::bvAnd), Map.entry("or", TB::bvOr),
            Map.entry("shl", TB::bvShl), Map.entry("lshr", TB::bvLshr), Map.entry("ashr", TB::bvAshr));

    @AfterContainer
    static void close() { Z3.close(); }

    @Provide
    Arbitrary<String> ops() { return Arbitraries.of(List.copyOf(new java.util.TreeSet<>(OPS.keySet()))); }

    @Provide
    Arbitrary<Integer> bytes() {
        return Arbitraries.oneOf(Arbitraries.integers().between(0, 255), Arbitraries.of(0, 1, 2, 127, 128, 129, 254, 255));
    }

    @Property(tries = 400)
    void everyConcreteStepSatisfiesACase(@ForAll("ops") String op, @ForAll("bytes") int x, @ForAll("bytes") int y,
                                         @ForAll boolean signed, @ForAll boolean constantRight) {
        Term right = constantRight ? TB.bv(y, 8) : Y;
        Term t = OPS.get(op).apply(X, right);
        Assignment a = Assignment.EMPTY.with(X, BigInteger.valueOf(x)).with(Y, BigInteger.valueOf(y));
        Object value = Evaluator.eval(t, a);
        BigInteger result = value instanceof Term.BvLit lit ? lit.value() : (BigInteger) value;

        Encoder enc = new Encoder(Map.of(X, "x", Y, "y"), Map.of(X, signed, Y, signed));
        Encoder.View view = signed ? Encoder.View.S : Encoder.View.U;
        Linear r = enc.value(t, view);
        enc.equate(Linear.variable("x"), Linear.constant(read(x, signed)));
        if (!constantRight) enc.equate(Linear.variable("y"), Linear.constant(read(y, signed)));
        enc.equate(r, Linear.constant(read(result.intValue(), signed)));
        List<List<Encoder.Atom>> cases = enc.cases(Z3, TB, 1 << 12);
        assertNotNull(cases, "the solver could not decide");
        assertFalse(cases.isEmpty(), op + "(" + x + ", " + y + ") = " + result + (signed ? " signed" : " unsigned")
                + (constantRight ? ", constant right" : "") + ": no case of the encoding admits it");
    }

    private static BigInteger read(int bits, boolean signed) { return BigInteger.valueOf(signed && bits >= 128 ? bits - 256 : bits); }
}
