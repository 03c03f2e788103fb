package effigy.exec;

import effigy.ir.Type;

/**
 * Concrete bit-vector arithmetic on machine longs. A value of width w is kept as its low w bits,
 * zero-extended ({@link #norm}); signed operations sign-extend first ({@link #sx}). Pointers are 64-bit
 * unsigned values.
 */
public final class Bits {
    private Bits() {}

    public static long mask(int w) { return w == 64 ? -1L : (1L << w) - 1; }

    public static long norm(long v, int w) { return v & mask(w); }

    public static long sx(long v, int w) { return w == 64 ? v : (v << (64 - w)) >> (64 - w); }

    /** Width of a bit-vector or pointer type. */
    public static int width(Type t) {
        if (t instanceof Type.BvType bv) return bv.width();
        return 64; // pointers
    }

    public static boolean signed(Type t) { return t instanceof Type.BvType bv && bv.signed(); }

    public static boolean isBits(Type t) { return t instanceof Type.BvType || t instanceof Type.PointerType; }
}
