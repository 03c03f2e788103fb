package effigy.lang.c.types;

import java.math.BigInteger;

/**
 * The integer types of C99 on Linux, gcc's choices: plain {@code char} is signed, {@code long} is 64 bits on
 * x86-64 (LP64) and 32 bits on i386 (ILP32), as {@link Types#dataModel()} says. {@code _Bool} occupies one
 * byte and holds only 0 or 1.
 *
 * <p>The conversion rank (C99 6.3.1.1) orders the kinds: {@code _Bool} &lt; char types &lt; short &lt; int &lt;
 * long &lt; long long; a signed kind and its unsigned counterpart have the same rank.
 */
public enum IntKind {
    BOOL("_Bool", 1, false, 0),
    CHAR("char", 1, true, 1),
    SCHAR("signed char", 1, true, 1),
    UCHAR("unsigned char", 1, false, 1),
    SHORT("short", 2, true, 2),
    USHORT("unsigned short", 2, false, 2),
    INT("int", 4, true, 3),
    UINT("unsigned int", 4, false, 3),
    LONG("long", 8, true, 4),
    ULONG("unsigned long", 8, false, 4),
    LLONG("long long", 8, true, 5),
    ULLONG("unsigned long long", 8, false, 5);

    private final String spelling;
    private final int size;
    private final boolean signed;
    private final int rank;

    IntKind(String spelling, int size, boolean signed, int rank) {
        this.spelling = spelling;
        this.size = size;
        this.signed = signed;
        this.rank = rank;
    }

    /** The type's name as C spells it, e.g. {@code unsigned long}. */
    public String spelling() { return spelling; }

    /** Size in bytes ({@code long}'s that of the data model, {@link Types#dataModel()}). */
    public int size() {
        return this == LONG || this == ULONG ? Types.dataModel().longSize() : size;
    }

    /** Alignment in bytes: the size, except that the i386 ABI aligns {@code long long} to 4 (as {@code _Alignof} does there). */
    public int alignment() {
        return (this == LLONG || this == ULLONG) && Types.dataModel() == effigy.ir.DataModel.ILP32 ? 4 : size();
    }

    /** Width of the object representation in bits ({@code 8 * size()}; for {@code _Bool} 8, though it holds 0 or 1). */
    public int bits() { return 8 * size(); }

    public boolean isSigned() { return signed; }

    /** The integer conversion rank of C99 6.3.1.1 (larger is higher). */
    public int rank() { return rank; }

    /** The smallest value of the type. */
    public BigInteger min() {
        return signed ? BigInteger.ONE.shiftLeft(bits() - 1).negate() : BigInteger.ZERO;
    }

    /** The largest value of the type ({@code 1} for {@code _Bool}). */
    public BigInteger max() {
        if (this == BOOL) return BigInteger.ONE;
        return signed ? BigInteger.ONE.shiftLeft(bits() - 1).subtract(BigInteger.ONE)
                : BigInteger.ONE.shiftLeft(bits()).subtract(BigInteger.ONE);
    }

    public boolean contains(BigInteger value) { return value.compareTo(min()) >= 0 && value.compareTo(max()) <= 0; }

    /**
     * The value {@code value} converted to this type as C99 6.3.1.3 and gcc do it: for {@code _Bool}, 0 or 1
     * by comparison with zero; otherwise reduced modulo 2^bits into the type's range (for a signed target this
     * is gcc's implementation-defined choice, two's complement wrap-around).
     */
    public BigInteger wrap(BigInteger value) {
        if (this == BOOL) return value.signum() == 0 ? BigInteger.ZERO : BigInteger.ONE;
        BigInteger modulus = BigInteger.ONE.shiftLeft(bits());
        BigInteger r = value.mod(modulus);
        if (signed && r.compareTo(max()) > 0) r = r.subtract(modulus);
        return r;
    }

    /** The unsigned kind of the same rank (C99 6.3.1.8); unsigned kinds map to themselves. */
    public IntKind toUnsigned() {
        switch (this) {
            case CHAR: case SCHAR: return UCHAR;
            case SHORT: return USHORT;
            case INT: return UINT;
            case LONG: return ULONG;
            case LLONG: return ULLONG;
            default: return this;
        }
    }

    @Override public String toString() { return spelling; }
}
