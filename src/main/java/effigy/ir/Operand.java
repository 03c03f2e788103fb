package effigy.ir;

import java.math.BigInteger;

/**
 * An immediate operand: a local or a constant. Instructions take only operands, never nested
 * expressions, so the IR's shape (three-address code) is enforced by the types.
 */
public sealed interface Operand permits Local, Operand.Const {
    Type type();

    /**
     * A scalar constant. {@code small} holds the value when it fits in a long ({@code fitsLong}), so the
     * concrete interpreter never touches the BigInteger; booleans are 0 and 1.
     */
    record Const(BigInteger value, Type type, long small, boolean fitsLong) implements Operand {
        public static Const of(BigInteger value, Type type) {
            // bit-vectors and pointers keep their bits (up to 64, unsigned) in the long, as the interpreter does
            boolean bits = type instanceof Type.BvType || type instanceof Type.PointerType || type instanceof Type.FloatType;
            boolean fits = value.bitLength() < 64 || (bits && value.signum() >= 0 && value.bitLength() == 64);
            return new Const(value, type, fits ? value.longValue() : 0, fits);
        }
        public static Const integer(long v) { return of(BigInteger.valueOf(v), Type.INT); }
        public static Const bool(boolean b) { return of(b ? BigInteger.ONE : BigInteger.ZERO, Type.BOOL); }

        @Override public String toString() {
            if (type instanceof Type.BoolType) return value.signum() != 0 ? "true" : "false";
            if (type instanceof Type.FloatType ft) return FloatBits.show(small, ft.width());
            return value.toString();
        }
    }
}
