package effigy.cgen;

import effigy.ir.DataModel;
import java.math.BigInteger;

/**
 * The integer types the generator uses, with their widths under the data model of the program being
 * generated ({@link #model()}: x86-64 LP64, or i386 ILP32 where {@code long} and {@code unsigned long} have
 * 32 bits and {@code int64_t}/{@code uint64_t} are {@code long long}/{@code unsigned long long}). Plain
 * {@code char} is signed, as gcc has it on both. Types with the same width and signedness are still distinct
 * C types (a pointer to {@code char} is not a pointer to {@code int8_t}), so pointers always use one enum
 * constant exactly.
 *
 * <p>The model is per thread ({@link #withModel}), set by {@link CProgramGenerator} for the duration of one
 * generation, so that programs of both models can be generated in parallel.
 */
enum CType {
    CHAR("char", 8, true), SCHAR("signed char", 8, true), UCHAR("unsigned char", 8, false),
    SHORT("short", 16, true), USHORT("unsigned short", 16, false),
    INT("int", 32, true), UINT("unsigned int", 32, false),
    LONG("long", 64, true), ULONG("unsigned long", 64, false),
    LLONG("long long", 64, true), ULLONG("unsigned long long", 64, false),
    I8("int8_t", 8, true), U8("uint8_t", 8, false), I16("int16_t", 16, true), U16("uint16_t", 16, false),
    I32("int32_t", 32, true), U32("uint32_t", 32, false), I64("int64_t", 64, true), U64("uint64_t", 64, false);

    final String c;
    private final int lp64Bits;
    final boolean signed;

    CType(String c, int bits, boolean signed) {
        this.c = c;
        this.lp64Bits = bits;
        this.signed = signed;
    }

    private static final ThreadLocal<DataModel> MODEL = ThreadLocal.withInitial(() -> DataModel.LP64);

    /** The data model of the program being generated on this thread (LP64 unless {@link #withModel} says otherwise). */
    static DataModel model() { return MODEL.get(); }

    /** Runs {@code body} with the widths of {@code model} on this thread. */
    static <T> T withModel(DataModel model, java.util.function.Supplier<T> body) {
        DataModel before = MODEL.get();
        MODEL.set(model);
        try {
            return body.get();
        } finally {
            MODEL.set(before);
        }
    }

    private static boolean ilp32() { return model() == DataModel.ILP32; }

    /** The width in bits under the current model: {@code long} and {@code unsigned long} have 32 under ILP32. */
    int bits() { return (this == LONG || this == ULONG) ? model().longSize() * 8 : lp64Bits; }

    BigInteger min() { return signed ? BigInteger.ONE.shiftLeft(bits() - 1).negate() : BigInteger.ZERO; }

    BigInteger max() {
        return signed ? BigInteger.ONE.shiftLeft(bits() - 1).subtract(BigInteger.ONE) : BigInteger.ONE.shiftLeft(bits()).subtract(BigInteger.ONE);
    }

    /** The canonical name of the width and signedness, used in helper names: {@code i8} … {@code u64}. */
    String suffix() { return (signed ? "i" : "u") + bits(); }

    /** The stdint type of the same width and signedness. */
    CType exact() {
        return switch (bits()) {
            case 8 -> signed ? I8 : U8;
            case 16 -> signed ? I16 : U16;
            case 32 -> signed ? I32 : U32;
            default -> signed ? I64 : U64;
        };
    }

    /**
     * The type after the integer promotions, canonical: the type of that width and signedness among {@code int},
     * {@code unsigned int} and, for 64 bits, {@code long}/{@code unsigned long} (LP64) or {@code long long}/
     * {@code unsigned long long} (ILP32). Values and operations depend only on width and signedness, so an
     * ILP32 {@code long} (32 bits, a higher rank than {@code int}) is represented by {@code int}.
     */
    CType promoted() {
        int b = bits();
        if (b < 32) return INT;
        if (b == 32) return signed ? INT : UINT;
        if (ilp32()) return signed ? LLONG : ULLONG;
        return signed ? LONG : ULONG;
    }

    /**
     * The usual arithmetic conversions of two operands (canonical, see {@link #promoted()}). By width: the
     * wider type wins; between a signed and an unsigned type of the same width the unsigned one; a wider signed
     * type holds every value of a narrower unsigned one. So under ILP32 {@code unsigned int} with {@code long}
     * gives {@code unsigned long} (canonically {@code unsigned int}: 32 bits, unsigned), {@code unsigned long}
     * with {@code long long} gives {@code long long}; under LP64 {@code unsigned int} with {@code long} gives
     * {@code long}.
     */
    static CType common(CType a, CType b) {
        a = a.promoted();
        b = b.promoted();
        if (a == b) return a;
        if (a.signed == b.signed) return a.bits() >= b.bits() ? a : b;
        CType u = a.signed ? b : a, s = a.signed ? a : b;
        return u.bits() >= s.bits() ? u : s;
    }

    boolean holds(BigInteger v) { return v.compareTo(min()) >= 0 && v.compareTo(max()) <= 0; }

    /** A C literal of this type with value v (which it holds). */
    String literal(BigInteger v) {
        if (ilp32() && bits() == 64) {   // long long: LL/ULL suffixes (L would be 32 bits)
            if (!signed) return this == ULLONG ? v + "ULL" : "((" + c + ")" + v + "ULL)";
            String s = v.equals(LLONG.min()) ? "(-9223372036854775807LL - 1)" : v.signum() < 0 ? "(" + v + "LL)" : v + "LL";
            return this == LLONG ? s : "((" + c + ")" + s + ")";
        }
        return switch (this.promoted()) {
            case INT -> {
                String s;
                if (v.equals(INT.min())) s = "(-2147483647 - 1)";
                else s = v.signum() < 0 ? "(" + v + ")" : v.toString();
                yield this == INT ? s : "((" + c + ")" + s + ")";
            }
            case UINT -> this == UINT ? v + "U" : "((" + c + ")" + v + "U)";
            case LONG -> {
                String s = v.equals(LONG.min()) ? "(-9223372036854775807L - 1)" : v.signum() < 0 ? "(" + v + "L)" : v + "L";
                if (this == LLONG) s = v.equals(LONG.min()) ? "(-9223372036854775807LL - 1)" : v.signum() < 0 ? "(" + v + "LL)" : v + "LL";
                yield this == LONG || this == LLONG ? s : "((" + c + ")" + s + ")";
            }
            default -> this == ULLONG ? v + "ULL" : this == ULONG ? v + "UL" : "((" + c + ")" + v + "UL)";
        };
    }

    /**
     * printf conversions (with length modifier) that print a value of this type after a cast to {@link #printCast()}:
     * {@code l} for {@code long}, and for the 64-bit stdint types {@code l} under LP64 ({@code long}) but
     * {@code ll} under ILP32 ({@code long long}), as {@code <inttypes.h>}'s {@code PRId64} would choose.
     */
    String[] formats() {
        if (ilp32() && (this == I64 || this == U64)) {
            return this == I64 ? new String[] {"%lld", "%20lld", "%+lld"} : new String[] {"%llu", "%llx", "%#llX", "%llo"};
        }
        return switch (this) {
            case CHAR, SCHAR, I8 -> new String[] {"%d", "%hhd", "%4d", "%+d", "%i"};
            case UCHAR, U8 -> new String[] {"%u", "%hhu", "%x", "%#o", "%03u"};
            case SHORT, I16 -> new String[] {"%d", "%hd", "%-6d|", "% d"};
            case USHORT, U16 -> new String[] {"%u", "%hu", "%#x", "%X", "%06u"};
            case INT, I32 -> new String[] {"%d", "%i", "%11d", "%+d", "%-11d|"};
            case UINT, U32 -> new String[] {"%u", "%x", "%#X", "%o", "%010u"};
            case LONG, I64 -> new String[] {"%ld", "%20ld", "%+ld"};
            case LLONG -> new String[] {"%lld", "%-21lld|"};
            case ULONG, U64 -> new String[] {"%lu", "%lx", "%#lX", "%lo"};
            case ULLONG -> new String[] {"%llu", "%#llx"};
        };
    }

    /** The type a value of this type is passed to printf as (the exact type its conversion expects). */
    String printCast() {
        if (ilp32() && (this == I64 || this == U64)) return this == I64 ? "long long" : "unsigned long long";
        return switch (this) {
            case CHAR, SCHAR, I8, SHORT, I16, INT, I32 -> "int";
            case UCHAR, U8, USHORT, U16, UINT, U32 -> "unsigned int";
            case LONG, I64 -> "long";
            case LLONG -> "long long";
            case ULONG, U64 -> "unsigned long";
            case ULLONG -> "unsigned long long";
        };
    }
}
