package effigy.exec;

/**
 * Concrete IEEE-754 arithmetic on bit patterns, as the executor keeps floating values: a {@code float} is its
 * 32 bits, a {@code double} its 64 bits, zero-extended in a long. Java's {@code float} and {@code double}
 * arithmetic is IEEE binary32/binary64 with round-to-nearest-even (strict since Java 17), which is what gcc's
 * SSE code computes on x86-64. Negation flips the sign bit (as gcc's {@code xorps} does, NaN payloads kept).
 */
public final class FloatBits {
    private FloatBits() {}

    public static double value(long bits, int width) {
        return width == 32 ? Float.intBitsToFloat((int) bits) : Double.longBitsToDouble(bits);
    }

    /** The bits of {@code v} as a {@code width}-bit floating value (a double rounded to float for 32). */
    public static long bits(double v, int width) {
        return width == 32 ? Float.floatToRawIntBits((float) v) & 0xffffffffL : Double.doubleToRawLongBits(v);
    }

    public static long ofFloat(float v) { return Float.floatToRawIntBits(v) & 0xffffffffL; }

    public static long ofDouble(double v) { return Double.doubleToRawLongBits(v); }

    public static boolean isNaN(long bits, int width) { return Double.isNaN(value(bits, width)); }

    /** {@code l op r} for ADD, SUB, MUL, DIV on {@code width}-bit values (computed in that precision). */
    public static long arith(effigy.ir.Rvalue.BinOp op, long l, long r, int width) {
        if (width == 32) {
            float x = Float.intBitsToFloat((int) l), y = Float.intBitsToFloat((int) r);
            float v = switch (op) {
                case ADD -> x + y; case SUB -> x - y; case MUL -> x * y; case DIV -> x / y;
                default -> throw new IllegalStateException(op + " on floating values");
            };
            return ofFloat(v);
        }
        double x = Double.longBitsToDouble(l), y = Double.longBitsToDouble(r);
        double v = switch (op) {
            case ADD -> x + y; case SUB -> x - y; case MUL -> x * y; case DIV -> x / y;
            default -> throw new IllegalStateException(op + " on floating values");
        };
        return ofDouble(v);
    }

    /** IEEE comparison (NaN unordered: false, except {@code !=}). */
    public static boolean compare(effigy.ir.Rvalue.BinOp op, long l, long r, int width) {
        double x = value(l, width), y = value(r, width);
        return switch (op) {
            case EQ -> x == y; case NE -> x != y; case LT -> x < y; case LE -> x <= y; case GT -> x > y; case GE -> x >= y;
            default -> throw new IllegalStateException(op + " is not a comparison");
        };
    }

    public static long negate(long bits, int width) { return bits ^ (width == 32 ? 0x80000000L : Long.MIN_VALUE); }

    /** A signed (sign-extended in {@code v}) or unsigned 64-bit integer converted to a {@code width}-bit floating value, round to nearest even. */
    public static long fromInteger(long v, boolean signed, int width) {
        if (signed || v >= 0) return width == 32 ? ofFloat((float) v) : ofDouble((double) v);
        // an unsigned value of 2^63 or more: halve it keeping the sticky bit, convert, double (exact): correctly rounded
        long half = (v >>> 1) | (v & 1);
        return width == 32 ? ofFloat((float) half * 2f) : ofDouble((double) half * 2d);
    }

    /**
     * The floating value converted to a {@code targetWidth}-bit integer, truncated toward zero; null when C
     * leaves it undefined (NaN, or the truncated value outside the target's range). The result is the
     * integer's bits (zero-extended), unsigned 64-bit values above 2^63 included.
     */
    public static Long toInteger(long bits, int width, boolean signed, int targetWidth) {
        double x = value(bits, width);
        if (Double.isNaN(x)) return null;
        double t = x < 0 ? Math.ceil(x) : Math.floor(x);
        double limit = Math.scalb(1.0, signed ? targetWidth - 1 : targetWidth);
        double low = signed ? -limit : 0;
        if (!(t >= low && t < limit)) return null;
        if (t >= 0x1p63) return (long) (t - 0x1p63) + Long.MIN_VALUE;
        return Bits.norm((long) t, targetWidth);
    }

    /** A readable spelling: Java's shortest round-trip decimal, with {@code f} for a float; nan/inf spelled out. */
    public static String show(long bits, int width) {
        double v = value(bits, width);
        String s;
        if (Double.isNaN(v)) s = ((width == 32 ? bits >>> 31 : bits >>> 63) != 0 ? "-" : "") + "nan";
        else if (Double.isInfinite(v)) s = v > 0 ? "inf" : "-inf";
        else s = width == 32 ? Float.toString((float) v) : Double.toString(v);
        return width == 32 ? s + "f" : s;
    }
}
