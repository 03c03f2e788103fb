package effigy.term;

/**
 * IEEE-754 binary32 and binary64 arithmetic on bit patterns (a {@code float} is its 32 bits, a {@code double}
 * its 64, zero-extended in a long), with the results x86-64's SSE instructions give, which is what gcc's code
 * computes: round to nearest even; an operation with a NaN operand returns its first NaN operand quieted (the
 * quiet bit set, the payload and sign kept); an invalid operation on non-NaN operands ({@code inf - inf},
 * {@code 0 / 0}, {@code sqrt(-1)}) returns the default NaN, which on x86 is negative ({@code 0xffc00000},
 * {@code 0xfff8000000000000}, printed {@code -nan} by glibc). These rules are the one definition of floating
 * point for the whole engine: the executor's concrete values, the {@link Evaluator}, and the solver encoding of
 * {@link SmtLowering} (which spells out the same NaN rules around SMT-LIB's floating-point theory, whose NaN has
 * no bits) agree by construction.
 */
public final class Ieee754 {
    /** Rounding directions of {@link Op#FP_ROUND}: to nearest even, toward -inf (floor), +inf (ceil), zero (trunc). */
    public static final int RNE = 0, RTN = 1, RTP = 2, RTZ = 3;

    private Ieee754() {}

    public static boolean isFloatWidth(int w) { return w == 32 || w == 64; }

    /** Exponent bits of the format of {@code width}: 8 or 11. */
    public static int exponentBits(int width) { return width == 32 ? 8 : 11; }

    /** Significand bits (with the hidden bit) of the format of {@code width}: 24 or 53. */
    public static int significandBits(int width) { return width == 32 ? 24 : 53; }

    public static long signBit(int w) { return w == 32 ? 0x80000000L : Long.MIN_VALUE; }

    /** The most significant fraction bit, set in a quiet NaN. */
    public static long quietBit(int w) { return w == 32 ? 0x00400000L : 0x0008000000000000L; }

    /** The bits of +infinity: the exponent all ones, the fraction zero. */
    public static long infinity(int w) { return w == 32 ? 0x7f800000L : 0x7ff0000000000000L; }

    /** The NaN x86 makes for an invalid operation: negative and quiet. */
    public static long defaultNaN(int w) { return w == 32 ? 0xffc00000L : 0xfff8000000000000L; }

    public static double value(long bits, int w) {
        return w == 32 ? Float.intBitsToFloat((int) bits) : Double.longBitsToDouble(bits);
    }

    /** The bits of {@code v} rounded to the format of {@code w} (a double rounded to nearest even for 32). */
    public static long bits(double v, int w) {
        return w == 32 ? Float.floatToRawIntBits((float) v) & 0xffffffffL : Double.doubleToRawLongBits(v);
    }

    public static boolean isNaN(long bits, int w) { return (bits & ~signBit(w)) > infinity(w); }

    /** {@code l op r} for {@link Op#FP_ADD}, {@code FP_SUB}, {@code FP_MUL}, {@code FP_DIV}. */
    public static long arith(Op op, long l, long r, int w) {
        if (isNaN(l, w)) return l | quietBit(w);
        if (isNaN(r, w)) return r | quietBit(w);
        long bits;
        if (w == 32) {
            float x = Float.intBitsToFloat((int) l), y = Float.intBitsToFloat((int) r);
            bits = Float.floatToRawIntBits(switch (op) {
                case FP_ADD -> x + y; case FP_SUB -> x - y; case FP_MUL -> x * y; case FP_DIV -> x / y;
                default -> throw new IllegalArgumentException(op + " is not floating-point arithmetic");
            }) & 0xffffffffL;
        } else {
            double x = Double.longBitsToDouble(l), y = Double.longBitsToDouble(r);
            bits = Double.doubleToRawLongBits(switch (op) {
                case FP_ADD -> x + y; case FP_SUB -> x - y; case FP_MUL -> x * y; case FP_DIV -> x / y;
                default -> throw new IllegalArgumentException(op + " is not floating-point arithmetic");
            });
        }
        return isNaN(bits, w) ? defaultNaN(w) : bits;
    }

    /** The correctly rounded square root ({@code sqrt(-0)} is -0; of a number below zero, the default NaN). */
    public static long sqrt(long a, int w) {
        if (isNaN(a, w)) return a | quietBit(w);
        double v = value(a, w);
        if (v < 0) return defaultNaN(w);
        // for a float, the double square root rounded to float is correctly rounded (53 >= 2*24 + 2)
        return bits(Math.sqrt(v), w);
    }

    /** The integral value in the direction {@code mode} ({@link #RNE} ... {@link #RTZ}); exact, the sign of zero kept. */
    public static long round(long a, int w, int mode) {
        if (isNaN(a, w)) return a | quietBit(w);
        double v = value(a, w);
        double r = switch (mode) {
            case RNE -> Math.rint(v);
            case RTN -> Math.floor(v);
            case RTP -> Math.ceil(v);
            case RTZ -> v < 0 ? Math.ceil(v) : Math.floor(v);
            default -> throw new IllegalArgumentException("rounding mode " + mode);
        };
        return bits(r, w);
    }

    /** IEEE comparison for {@link Op#FP_EQ}, {@code FP_LT}, {@code FP_LE}: false when either side is NaN; -0 equals +0. */
    public static boolean compare(Op op, long l, long r, int w) {
        double x = value(l, w), y = value(r, w);
        return switch (op) {
            case FP_EQ -> x == y;
            case FP_LT -> x < y;
            case FP_LE -> x <= y;
            default -> throw new IllegalArgumentException(op + " is not a floating-point comparison");
        };
    }

    /**
     * Conversion between the formats ({@code cvtss2sd}, {@code cvtsd2ss}): rounded to nearest even; a NaN keeps its
     * sign and the top of its payload and is quieted.
     */
    public static long convert(long a, int from, int to) {
        if (from == to) return a;
        if (isNaN(a, from)) {
            long sign = (a & signBit(from)) != 0 ? signBit(to) : 0;
            long fraction = from == 32 ? (a & 0x7fffffL) << 29 : (a & 0xfffffffffffffL) >>> 29;
            return sign | infinity(to) | fraction | quietBit(to);
        }
        return bits(value(a, from), to);
    }

    /**
     * The integer whose {@code n}-bit pattern is {@code v} (read as signed or unsigned) converted to the format of
     * {@code w}, rounded to nearest even.
     */
    public static long fromInteger(long v, int n, boolean signed, int w) {
        long x = n == 64 ? v : signed ? (v << (64 - n)) >> (64 - n) : v & ((1L << n) - 1);
        if (signed || x >= 0) return w == 32 ? Float.floatToRawIntBits((float) x) & 0xffffffffL : Double.doubleToRawLongBits((double) x);
        // an unsigned value of 2^63 or more: halve it keeping the sticky bit, convert, double (exact): correctly rounded
        long half = (x >>> 1) | (x & 1);
        return w == 32 ? Float.floatToRawIntBits((float) half * 2f) & 0xffffffffL : Double.doubleToRawLongBits((double) half * 2d);
    }

    /**
     * The value truncated toward zero as an {@code n}-bit integer (its bits, zero-extended); null when C leaves the
     * conversion undefined: a NaN, or the truncated value outside the target's range.
     */
    public static Long toInteger(long a, int w, boolean signed, int n) {
        if (isNaN(a, w)) return null;
        double t = value(round(a, w, RTZ), w);
        double limit = Math.scalb(1.0, signed ? n - 1 : n);
        double low = signed ? -limit : 0;
        if (!(t >= low && t < limit)) return null;
        if (t >= 0x1p63) return (long) (t - 0x1p63) + Long.MIN_VALUE;
        long r = (long) t;
        return n == 64 ? r : r & ((1L << n) - 1);
    }

    /** The bits, in the format of {@code w}, of the least integer (-2^(n-1), or 0 unsigned) an {@code n}-bit integer holds. */
    public static long integerLow(int n, boolean signed, int w) { return signed ? bits(-Math.scalb(1.0, n - 1), w) : 0; }

    /** The bits, in the format of {@code w}, of the first integer (2^(n-1), or 2^n unsigned) beyond an {@code n}-bit integer. */
    public static long integerLimit(int n, boolean signed, int w) { return bits(Math.scalb(1.0, signed ? n - 1 : n), w); }

    /** A readable spelling: Java's shortest round-trip decimal, with {@code f} for a float; nan and inf spelled out. */
    public static String show(long bits, int w) {
        double v = value(bits, w);
        String s;
        if (Double.isNaN(v)) s = ((bits & signBit(w)) != 0 ? "-" : "") + "nan";
        else if (Double.isInfinite(v)) s = v > 0 ? "inf" : "-inf";
        else s = w == 32 ? Float.toString((float) v) : Double.toString(v);
        return w == 32 ? s + "f" : s;
    }
}
