package effigy.exec;

import effigy.ir.FloatBits;
import effigy.ir.Type;
import effigy.term.Ieee754;
import effigy.term.Op;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.util.Set;

/**
 * math.h's functions on concrete IEEE bit patterns ({@link FloatBits}), with the results glibc's x86-64
 * versions give: {@code fabs} clears the sign bit (a NaN keeps its payload); {@code sqrt} is correctly rounded,
 * {@code sqrt(-0)} is -0, and the square root of a negative number is the default NaN of SSE (negative, quiet);
 * {@code floor} and {@code ceil} are exact (keeping the sign of zero); {@code fmin}/{@code fmax} return the
 * other argument when one is a NaN (C99 F.9.9.2), the first (quieted) when both are, and, between equal arguments ({@code -0} and {@code +0}),
 * the second one, as glibc's {@code minsd}/{@code maxsd} code does (the standard leaves the choice open; note
 * that gcc treats the builtins as commutative and may swap the arguments). A NaN argument of the other
 * functions comes back quieted. The {@code f} variants compute in float. The classification functions
 * ({@code __effigy_isnan} ... behind math.h's macros) take a double and give 1 or 0; {@code isinf} gives -1
 * for -infinity, as glibc's {@code __builtin_isinf_sign}.
 */
public final class MathFunctions {
    private static final Set<String> NAMES = Set.of("fabs", "sqrt", "floor", "ceil", "fmin", "fmax",
            "fabsf", "sqrtf", "floorf", "ceilf", "fminf", "fmaxf", "__effigy_isnan", "__effigy_isinf", "__effigy_isfinite", "__effigy_signbit");

    private MathFunctions() {}

    public static boolean handles(String name) { return NAMES.contains(name); }

    /** The result's bits (an int result for the classification functions); {@code width} is the arguments' width. */
    public static long apply(String name, long[] x, int width) {
        long sign = Ieee754.signBit(width), quiet = Ieee754.quietBit(width);
        double v = FloatBits.value(x[0], width);
        String base = name.endsWith("f") && !name.startsWith("__") ? name.substring(0, name.length() - 1) : name;
        switch (base) {
            case "__effigy_isnan": return Double.isNaN(v) ? 1 : 0;
            case "__effigy_isinf": return Double.isInfinite(v) ? (v < 0 ? -1 : 1) : 0;
            case "__effigy_isfinite": return Double.isFinite(v) ? 1 : 0;
            case "__effigy_signbit": return (x[0] & sign) != 0 ? 1 : 0;
            case "fabs": return x[0] & ~sign;
            default: break;
        }
        if (base.equals("fmin") || base.equals("fmax")) {
            double w = FloatBits.value(x[1], width);
            boolean xNaN = Double.isNaN(v), yNaN = Double.isNaN(w);
            if (xNaN && yNaN) return x[0] | quiet;
            if (xNaN) return x[1];
            if (yNaN) return x[0];
            boolean firstWins = base.equals("fmin") ? v < w : v > w;
            return firstWins ? x[0] : x[1];
        }
        return switch (base) {
            case "sqrt" -> Ieee754.sqrt(x[0], width);
            case "floor" -> Ieee754.round(x[0], width, Ieee754.RTN);
            case "ceil" -> Ieee754.round(x[0], width, Ieee754.RTP);
            default -> throw new IllegalStateException("no math function " + name);
        };
    }

    /**
     * The same functions on symbolic arguments (bit-pattern terms of {@code width} bits): the result is a term of
     * the call's result type {@code result} that the {@link effigy.term.Evaluator} gives exactly the value
     * {@link #apply} computes.
     */
    public static Term term(TermBuilder tb, String name, Term[] x, int width, Type result) {
        long sign = Ieee754.signBit(width);
        String base = name.endsWith("f") && !name.startsWith("__") ? name.substring(0, name.length() - 1) : name;
        Term magnitude = Semantics.floatUnary(tb, effigy.ir.Rvalue.UnOp.ABS, x[0], width);
        Term infinity = tb.bv(Ieee754.infinity(width), width);
        Term negative = tb.ne(tb.bvAnd(x[0], tb.bv(sign, width)), tb.bv(0, width));
        Type.BvType it = result instanceof Type.BvType bt ? bt : null;
        return switch (base) {
            case "__effigy_isnan" -> truth(tb, tb.fpIsNaN(x[0]), result);
            case "__effigy_isinf" -> {
                Term inf = tb.eq(magnitude, infinity);
                if (it == null) yield truth(tb, inf, result);
                yield tb.ite(inf, tb.ite(negative, tb.bv(-1, it.width()), tb.bv(1, it.width())), tb.bv(0, it.width()));
            }
            case "__effigy_isfinite" -> truth(tb, tb.bvUlt(magnitude, infinity), result);
            case "__effigy_signbit" -> truth(tb, negative, result);
            case "fabs" -> magnitude;
            case "sqrt" -> tb.fpSqrt(x[0]);
            case "floor" -> tb.fpRound(x[0], Ieee754.RTN);
            case "ceil" -> tb.fpRound(x[0], Ieee754.RTP);
            case "fmin", "fmax" -> {
                Term firstWins = base.equals("fmin") ? tb.fpCompare(Op.FP_LT, x[0], x[1]) : tb.fpCompare(Op.FP_LT, x[1], x[0]);
                Term quieted = tb.bvOr(x[0], tb.bv(Ieee754.quietBit(width), width));
                yield tb.ite(tb.fpIsNaN(x[0]), tb.ite(tb.fpIsNaN(x[1]), quieted, x[1]),
                        tb.ite(tb.fpIsNaN(x[1]), x[0], tb.ite(firstWins, x[0], x[1])));
            }
            default -> throw new IllegalStateException("no math function " + name);
        };
    }

    /** A condition as C's int 1 or 0 (or a bool, or a mathematical integer under --ints=math). */
    private static Term truth(TermBuilder tb, Term condition, Type result) {
        return Semantics.cast(tb, condition, Type.BOOL, result);
    }
}
