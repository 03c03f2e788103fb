package effigy.ir;

import effigy.term.Ieee754;
import effigy.term.Op;

/**
 * Concrete IEEE-754 arithmetic on bit patterns, as the executor keeps floating values: a {@code float} is its
 * 32 bits, a {@code double} its 64 bits, zero-extended in a long. Java's {@code float} and {@code double}
 * arithmetic is IEEE binary32/binary64 with round-to-nearest-even (strict since Java 17), which is what gcc's
 * SSE code computes on x86-64. Negation flips the sign bit (as gcc's {@code xorps} does, NaN payloads kept).
 * It lives with the IR (whose floating constants are such bit patterns) so that the C front end's constant
 * folding, the IR printer and the executor compute the same values without the front end or the IR depending
 * on the executor; the arithmetic itself is {@link Ieee754}'s, shared with the terms.
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

    public static boolean isNaN(long bits, int width) { return Ieee754.isNaN(bits, width); }

    /** {@code l op r} for ADD, SUB, MUL, DIV on {@code width}-bit values, with x86's NaN rules ({@link Ieee754}). */
    public static long arith(Rvalue.BinOp op, long l, long r, int width) {
        return Ieee754.arith(switch (op) {
            case ADD -> Op.FP_ADD; case SUB -> Op.FP_SUB; case MUL -> Op.FP_MUL; case DIV -> Op.FP_DIV;
            default -> throw new IllegalStateException(op + " on floating values");
        }, l, r, width);
    }

    /** IEEE comparison (NaN unordered: false, except {@code !=}). */
    public static boolean compare(Rvalue.BinOp op, long l, long r, int width) {
        return switch (op) {
            case EQ -> Ieee754.compare(Op.FP_EQ, l, r, width);
            case NE -> !Ieee754.compare(Op.FP_EQ, l, r, width);
            case LT -> Ieee754.compare(Op.FP_LT, l, r, width);
            case LE -> Ieee754.compare(Op.FP_LE, l, r, width);
            case GT -> Ieee754.compare(Op.FP_LT, r, l, width);
            case GE -> Ieee754.compare(Op.FP_LE, r, l, width);
            default -> throw new IllegalStateException(op + " is not a comparison");
        };
    }

    public static long negate(long bits, int width) { return bits ^ Ieee754.signBit(width); }

    /** A signed (sign-extended in {@code v}) or unsigned 64-bit integer converted to a {@code width}-bit floating value, round to nearest even. */
    public static long fromInteger(long v, boolean signed, int width) { return Ieee754.fromInteger(v, 64, signed, width); }

    /**
     * The floating value converted to a {@code targetWidth}-bit integer, truncated toward zero; null when C
     * leaves it undefined (NaN, or the truncated value outside the target's range). The result is the
     * integer's bits (zero-extended), unsigned 64-bit values above 2^63 included.
     */
    public static Long toInteger(long bits, int width, boolean signed, int targetWidth) {
        return Ieee754.toInteger(bits, width, signed, targetWidth);
    }

    /** A readable spelling: Java's shortest round-trip decimal, with {@code f} for a float; nan/inf spelled out. */
    public static String show(long bits, int width) { return Ieee754.show(bits, width); }
}
