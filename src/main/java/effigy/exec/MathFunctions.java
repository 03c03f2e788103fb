package effigy.exec;

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
        long sign = width == 32 ? 0x80000000L : Long.MIN_VALUE;
        long quiet = width == 32 ? 0x00400000L : 0x0008000000000000L;
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
        if (Double.isNaN(v)) return x[0] | quiet;
        double r = switch (base) {
            case "sqrt" -> {
                if (v < 0) yield Double.NaN; // replaced by the default NaN below
                yield Math.sqrt(v);           // for a float: exact in double, and rounding it to float is correct (53 >= 2*24+2)
            }
            case "floor" -> Math.floor(v);
            case "ceil" -> Math.ceil(v);
            default -> throw new IllegalStateException("no math function " + name);
        };
        if (Double.isNaN(r)) return width == 32 ? 0xffc00000L : 0xfff8000000000000L;
        return FloatBits.bits(r, width);
    }
}
