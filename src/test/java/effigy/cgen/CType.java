package effigy.cgen;

import java.math.BigInteger;

/**
 * The integer types the generator uses, with their x86-64 (LP64) widths. Plain {@code char} is signed, as
 * gcc has it on x86-64. Types with the same width and signedness are still distinct C types (a pointer to
 * {@code char} is not a pointer to {@code int8_t}), so pointers always use one enum constant exactly.
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
    final int bits;
    final boolean signed;
    final BigInteger min, max;

    CType(String c, int bits, boolean signed) {
        this.c = c;
        this.bits = bits;
        this.signed = signed;
        this.min = signed ? BigInteger.ONE.shiftLeft(bits - 1).negate() : BigInteger.ZERO;
        this.max = signed ? BigInteger.ONE.shiftLeft(bits - 1).subtract(BigInteger.ONE)
                : BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
    }

    /** The canonical name of the width and signedness, used in helper names: {@code i8} … {@code u64}. */
    String suffix() { return (signed ? "i" : "u") + bits; }

    /** The stdint type of the same width and signedness. */
    CType exact() {
        return switch (bits) {
            case 8 -> signed ? I8 : U8;
            case 16 -> signed ? I16 : U16;
            case 32 -> signed ? I32 : U32;
            default -> signed ? I64 : U64;
        };
    }

    /** The type after the integer promotions, canonical: {@code int}, {@code unsigned int}, {@code long} or {@code unsigned long}. */
    CType promoted() {
        if (bits < 32) return INT;
        if (bits == 32) return signed ? INT : UINT;
        return signed ? LONG : ULONG;
    }

    /** The usual arithmetic conversions of two operands (canonical). */
    static CType common(CType a, CType b) {
        a = a.promoted();
        b = b.promoted();
        if (a == b) return a;
        if (a.signed == b.signed) return a.bits >= b.bits ? a : b;
        CType u = a.signed ? b : a, s = a.signed ? a : b;
        return u.bits >= s.bits ? u : s;   // LP64: a wider signed type holds every value of the narrower unsigned one
    }

    boolean holds(BigInteger v) { return v.compareTo(min) >= 0 && v.compareTo(max) <= 0; }

    /** A C literal of this type with value v (which it holds). */
    String literal(BigInteger v) {
        return switch (this.promoted()) {
            case INT -> {
                String s;
                if (v.equals(INT.min)) s = "(-2147483647 - 1)";
                else s = v.signum() < 0 ? "(" + v + ")" : v.toString();
                yield this == INT ? s : "((" + c + ")" + s + ")";
            }
            case UINT -> this == UINT ? v + "U" : "((" + c + ")" + v + "U)";
            case LONG -> {
                String s = v.equals(LONG.min) ? "(-9223372036854775807L - 1)" : v.signum() < 0 ? "(" + v + "L)" : v + "L";
                if (this == LLONG) s = v.equals(LONG.min) ? "(-9223372036854775807LL - 1)" : v.signum() < 0 ? "(" + v + "LL)" : v + "LL";
                yield this == LONG || this == LLONG ? s : "((" + c + ")" + s + ")";
            }
            default -> this == ULLONG ? v + "ULL" : this == ULONG ? v + "UL" : "((" + c + ")" + v + "UL)";
        };
    }

    /** A printf conversion (with length modifier) that prints a value of this type after a cast to {@link #printCast()}. */
    String[] formats() {
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
