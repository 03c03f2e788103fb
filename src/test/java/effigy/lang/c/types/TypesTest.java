package effigy.lang.c.types;

import effigy.source.Span;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TypesTest {
    private static IntegerType t(IntKind k) { return IntegerType.of(k); }

    @ParameterizedTest
    @CsvSource({
            "BOOL, 1, false, 0", "CHAR, 1, true, 1", "SCHAR, 1, true, 1", "UCHAR, 1, false, 1",
            "SHORT, 2, true, 2", "USHORT, 2, false, 2", "INT, 4, true, 3", "UINT, 4, false, 3",
            "LONG, 8, true, 4", "ULONG, 8, false, 4", "LLONG, 8, true, 5", "ULLONG, 8, false, 5"})
    void integerKinds(IntKind kind, int size, boolean signed, int rank) {
        assertEquals(size, kind.size());
        assertEquals(signed, kind.isSigned());
        assertEquals(rank, kind.rank());
        assertEquals(size, Types.sizeOf(t(kind)));
        assertEquals(size, Types.alignOf(t(kind)));
    }

    @Test
    void ranges() {
        assertEquals(BigInteger.valueOf(-128), IntKind.CHAR.min());
        assertEquals(BigInteger.valueOf(255), IntKind.UCHAR.max());
        assertEquals(BigInteger.ONE, IntKind.BOOL.max());
        assertEquals(new BigInteger("18446744073709551615"), IntKind.ULONG.max());
        assertEquals(BigInteger.valueOf(Long.MIN_VALUE), IntKind.LLONG.min());
    }

    @Test
    void wrapFollowsC99AndGcc() {
        assertEquals(BigInteger.valueOf(44), IntKind.CHAR.wrap(BigInteger.valueOf(300)));
        assertEquals(BigInteger.valueOf(-1), IntKind.CHAR.wrap(BigInteger.valueOf(255)));
        assertEquals(new BigInteger("4294967295"), IntKind.UINT.wrap(BigInteger.valueOf(-1)));
        assertEquals(BigInteger.ONE, IntKind.BOOL.wrap(BigInteger.valueOf(256)));
        assertEquals(BigInteger.ZERO, IntKind.BOOL.wrap(BigInteger.ZERO));
        assertEquals(BigInteger.valueOf(Integer.MIN_VALUE), IntKind.INT.wrap(BigInteger.valueOf(2147483648L)));
    }

    @ParameterizedTest
    @CsvSource({"BOOL, INT", "CHAR, INT", "SCHAR, INT", "UCHAR, INT", "SHORT, INT", "USHORT, INT", "INT, INT",
            "UINT, UINT", "LONG, LONG", "ULONG, ULONG", "LLONG, LLONG", "ULLONG, ULLONG"})
    void integerPromotions(IntKind from, IntKind to) {
        assertEquals(t(to), Types.promote(t(from)));
    }

    @Test
    void enumsPromoteToInt() {
        EnumType e = new EnumType(Optional.of("E"), Span.NONE);
        assertEquals(IntegerType.INT, Types.promote(e));
        assertEquals(IntegerType.INT, Types.promote(Types.qualify(e, true, false)));
        assertEquals(4, Types.sizeOf(e));
    }

    @ParameterizedTest
    @CsvSource({
            "UCHAR, INT, INT", "CHAR, CHAR, INT", "SHORT, USHORT, INT", "INT, UINT, UINT", "UINT, INT, UINT",
            "LONG, UINT, LONG", "UINT, LONG, LONG", "ULONG, LLONG, ULLONG", "LLONG, ULONG, ULLONG",
            "LONG, ULONG, ULONG", "LONG, LLONG, LLONG", "ULONG, ULLONG, ULLONG", "INT, LONG, LONG",
            "UINT, LLONG, LLONG", "BOOL, BOOL, INT", "UINT, ULONG, ULONG", "INT, ULLONG, ULLONG"})
    void usualArithmeticConversions(IntKind a, IntKind b, IntKind result) {
        assertEquals(t(result), Types.usualArithmetic(t(a), t(b)));
    }

    @Test
    void qualifyingAnArrayQualifiesItsElements() {
        CType a = Types.qualify(ArrayType.of(IntegerType.INT, 3), true, false);
        assertEquals(ArrayType.of(Types.qualify(IntegerType.INT, true, false), 3), a);
        assertEquals("const int [3]", a.spelling());
        CType twice = Types.qualify(Types.qualify(IntegerType.INT, true, false), false, true);
        assertTrue(twice.isConst() && twice.isVolatile());
        assertEquals(IntegerType.INT, twice.unqualified());
        assertEquals(IntegerType.INT, Types.qualify(IntegerType.INT, false, false));
    }

    @Test
    void spelling() {
        CType constChar = Types.qualify(IntegerType.CHAR, true, false);
        assertEquals("const char *", new PointerType(constChar).spelling());
        assertEquals("char *const", Types.qualify(new PointerType(IntegerType.CHAR), true, false).spelling());
        assertEquals("int (*)[4]", new PointerType(ArrayType.of(IntegerType.INT, 4)).spelling());
        assertEquals("int *[4]", ArrayType.of(new PointerType(IntegerType.INT), 4).spelling());
        FunctionType f = new FunctionType(IntegerType.INT, List.of(new PointerType(IntegerType.CHAR)), true, true);
        assertEquals("int (*)(char *, ...)", new PointerType(f).spelling());
        assertEquals("void (void)", new FunctionType(VoidType.VOID, List.of(), false, true).spelling());
        assertEquals("int ()", new FunctionType(IntegerType.INT, List.of(), false, false).spelling());
        assertEquals("int [2][3]", ArrayType.of(ArrayType.of(IntegerType.INT, 3), 2).spelling());
        assertEquals("unsigned long long", IntegerType.ULLONG.spelling());
    }

    @Test
    void compatibility() {
        CType constInt = Types.qualify(IntegerType.INT, true, false);
        assertFalse(Types.compatible(constInt, IntegerType.INT));
        assertFalse(Types.compatible(IntegerType.CHAR, IntegerType.SCHAR));
        assertTrue(Types.compatible(new PointerType(IntegerType.INT), new PointerType(IntegerType.INT)));
        assertFalse(Types.compatible(new PointerType(constInt), new PointerType(IntegerType.INT)));
        assertTrue(Types.compatible(ArrayType.incomplete(IntegerType.INT), ArrayType.of(IntegerType.INT, 3)));
        assertFalse(Types.compatible(ArrayType.of(IntegerType.INT, 4), ArrayType.of(IntegerType.INT, 3)));
        EnumType e = new EnumType(Optional.of("E"), Span.NONE);
        assertTrue(Types.compatible(e, IntegerType.INT));
        assertFalse(Types.compatible(e, IntegerType.UINT));
        assertFalse(Types.compatible(e, new EnumType(Optional.of("E"), Span.NONE)));
        StructType s = new StructType(false, Optional.of("S"), Span.NONE);
        assertFalse(Types.compatible(s, new StructType(false, Optional.of("S"), Span.NONE)));
        assertTrue(Types.compatible(s, s));
    }

    @Test
    void functionCompatibilityAndComposite() {
        FunctionType unprototyped = new FunctionType(IntegerType.INT, List.of(), false, false);
        FunctionType intInt = new FunctionType(IntegerType.INT, List.of(IntegerType.INT), false, true);
        FunctionType charParam = new FunctionType(IntegerType.INT, List.of(IntegerType.CHAR), false, true);
        FunctionType variadic = new FunctionType(IntegerType.INT, List.of(IntegerType.INT), true, true);
        assertTrue(Types.compatible(unprototyped, intInt));
        assertFalse(Types.compatible(unprototyped, charParam), "char is changed by the default promotions");
        assertFalse(Types.compatible(unprototyped, variadic));
        assertFalse(Types.compatible(intInt, variadic));
        assertEquals(intInt, Types.composite(unprototyped, intInt));
        assertEquals(intInt, Types.composite(intInt, unprototyped));
        assertEquals(ArrayType.of(IntegerType.INT, 3), Types.composite(ArrayType.incomplete(IntegerType.INT),
                ArrayType.of(IntegerType.INT, 3)));
        assertThrows(IllegalArgumentException.class, () -> Types.composite(IntegerType.INT, IntegerType.LONG));
    }

    @Test
    void parameterAdjustment() {
        assertEquals(new PointerType(IntegerType.CHAR), Types.adjustParameter(ArrayType.of(IntegerType.CHAR, 4)));
        FunctionType f = new FunctionType(VoidType.VOID, List.of(), false, true);
        assertEquals(new PointerType(f), Types.adjustParameter(f));
        assertEquals(IntegerType.INT, Types.adjustParameter(Types.qualify(IntegerType.INT, true, false)));
    }

    private static StructType struct(boolean union, StructType.Member... members) {
        StructType s = new StructType(union, Optional.of("S"), Span.NONE);
        s.complete(List.of(members));
        return s;
    }

    private static StructType.Member m(String name, CType type) { return new StructType.Member(name, type, Span.NONE); }

    @Test
    void structLayoutPadsEachMemberToItsAlignment() {
        StructType s = struct(false, m("c", IntegerType.CHAR), m("l", IntegerType.LONG), m("s", IntegerType.SHORT));
        assertEquals(List.of(0L, 8L, 16L), s.fields().stream().map(StructType.Field::offset).toList());
        assertEquals(24, s.size());
        assertEquals(8, s.alignment());
        StructType packed = struct(false, m("a", IntegerType.CHAR), m("b", IntegerType.CHAR), m("i", IntegerType.INT));
        assertEquals(8, packed.size());
        assertEquals(4, packed.field("i").orElseThrow().offset());
    }

    @Test
    void nestedStructsArraysAndTrailingPadding() {
        StructType inner = struct(false, m("i", IntegerType.INT), m("c", IntegerType.CHAR));
        assertEquals(8, inner.size());
        StructType outer = struct(false, m("c", IntegerType.CHAR), m("in", inner), m("a", ArrayType.of(inner, 3)),
                m("p", new PointerType(IntegerType.CHAR)));
        assertEquals(4, outer.field("in").orElseThrow().offset());
        assertEquals(12, outer.field("a").orElseThrow().offset());
        assertEquals(40, outer.field("p").orElseThrow().offset());
        assertEquals(48, outer.size());
        assertEquals(48 * 2, Types.sizeOf(ArrayType.of(outer, 2)));
    }

    @Test
    void unionSizeIsLargestMemberRounded() {
        StructType u = struct(true, m("c", ArrayType.of(IntegerType.CHAR, 5)), m("i", IntegerType.INT));
        assertEquals(8, u.size());
        assertEquals(4, u.alignment());
        assertTrue(u.fields().stream().allMatch(f -> f.offset() == 0));
    }

    private static StructType.Member bits(String name, CType type, int width) { return new StructType.Member(name, type, Span.NONE, width); }

    /** A bit-field's window offset, bit offset in it and window size, as "offset+bit/size". */
    private static String at(StructType s, String name) {
        StructType.Field f = s.field(name).orElseThrow();
        return f.offset() + "+" + f.bitOffset() + "/" + f.windowSize();
    }

    @Test
    void bitFieldsPackIntoTheUnitsOfTheirTypeAndMoveOnRatherThanStraddleOne() {
        IntegerType u = IntegerType.of(IntKind.UINT);
        StructType s = struct(false, bits("a", u, 3), bits("b", u, 5), bits("c", u, 8), bits("d", u, 20));
        assertEquals(List.of("0+0/1", "0+3/1", "1+0/1", "4+0/4"), List.of(at(s, "a"), at(s, "b"), at(s, "c"), at(s, "d")));
        assertEquals(8, s.size());
        assertEquals(4, s.alignment());
        // 30 + 4 bits would straddle the int at bit 32: b starts at the next int
        StructType straddle = struct(false, bits("a", u, 30), bits("b", u, 4));
        assertEquals("4+0/1", at(straddle, "b"));
        assertEquals(8, straddle.size());
        // a field inside one int but across bytes gets the smallest aligned window holding it
        StructType across = struct(false, bits("a", u, 6), bits("b", u, 4), bits("c", u, 12));
        assertEquals(List.of("0+6/2", "0+10/4"), List.of(at(across, "b"), at(across, "c")));
        // unsigned char units: 5 + 5 bits take two bytes
        StructType chars = struct(false, bits("a", IntegerType.of(IntKind.UCHAR), 5), bits("b", IntegerType.of(IntKind.UCHAR), 5));
        assertEquals("1+0/1", at(chars, "b"));
        assertEquals(2, chars.size());
        assertEquals(1, chars.alignment());
    }

    @Test
    void zeroWidthAndUnnamedBitFieldsArePaddingAndDoNotAlignTheStruct() {
        StructType zero = struct(false, m("a", IntegerType.CHAR), bits("", IntegerType.INT, 0), m("b", IntegerType.CHAR));
        assertEquals(4, zero.field("b").orElseThrow().offset());
        assertEquals(5, zero.size());
        assertEquals(1, zero.alignment());
        assertEquals(2, zero.fields().size(), "unnamed bit-fields are not fields");
        StructType unnamed = struct(false, m("a", IntegerType.CHAR), bits("", IntegerType.INT, 4), m("b", IntegerType.CHAR));
        assertEquals(2, unnamed.field("b").orElseThrow().offset());
        assertEquals(3, unnamed.size());
        StructType next = struct(false, bits("a", IntegerType.of(IntKind.UINT), 3), bits("", IntegerType.of(IntKind.UINT), 0),
                bits("b", IntegerType.of(IntKind.UINT), 3));
        assertEquals("4+0/1", at(next, "b"));
        assertEquals(8, next.size());
    }

    @Test
    void bitFieldsOfWideTypesAndInUnions() {
        IntegerType ul = IntegerType.ULONG;
        StructType longs = struct(false, bits("a", ul, 40), bits("b", ul, 30), bits("c", IntegerType.LONG, 20));
        assertEquals(List.of("0+0/8", "8+0/4", "8+30/8"), List.of(at(longs, "a"), at(longs, "b"), at(longs, "c")));
        assertEquals(16, longs.size());
        StructType after = struct(false, bits("s", IntegerType.SHORT, 3), m("l", IntegerType.LONG));
        assertEquals(8, after.field("l").orElseThrow().offset());
        assertEquals(8, after.alignment());
        StructType union = struct(true, bits("a", IntegerType.of(IntKind.UINT), 3), m("b", IntegerType.of(IntKind.UCHAR)),
                bits("s", IntegerType.INT, 5));
        assertEquals(List.of("0+0/1", "0+0/1"), List.of(at(union, "a"), at(union, "s")));
        assertEquals(4, union.size());
        StructType unnamedOnly = struct(true, m("c", IntegerType.CHAR), bits("", IntegerType.INT, 20));
        assertEquals(3, unnamedOnly.size());
        assertEquals(1, unnamedOnly.alignment());
    }

    @Test
    void packedStructsAlignEveryMemberToOneAndLetBitFieldsStraddle() {
        IntegerType uc = IntegerType.of(IntKind.UCHAR);
        StructType s = new StructType(false, Optional.of("B"), Span.NONE);
        s.complete(List.of(m("a", uc), bits("b", uc, 2), bits("c", uc, 3), bits("d", uc, 4), m("e", uc), m("i", IntegerType.INT)), true);
        assertEquals("1+5/2", at(s, "d"));
        assertEquals(3, s.field("e").orElseThrow().offset());
        assertEquals(4, s.field("i").orElseThrow().offset());
        assertEquals(8, s.size());
        assertEquals(1, s.alignment());
        // a window that would reach past the struct's last byte ends there
        StructType tail = new StructType(false, Optional.of("T"), Span.NONE);
        tail.complete(List.of(m("c", IntegerType.CHAR), bits("x", IntegerType.of(IntKind.UINT), 12), m("d", IntegerType.CHAR)), true);
        assertEquals("1+0/2", at(tail, "x"));
        assertEquals(4, tail.size());
        StructType three = new StructType(false, Optional.of("U"), Span.NONE);
        assertThrows(IllegalArgumentException.class, () -> three.complete(List.of(bits("x", IntegerType.of(IntKind.UINT), 20)), true));
    }

    @Test
    void bitFieldSignednessFollowsTheTypeAndAnEnumsConstants() {
        EnumType nonNegative = new EnumType(Optional.of("E"), Span.NONE);
        EnumType negative = new EnumType(Optional.of("F"), Span.NONE);
        negative.markNegativeConstant();
        StructType s = struct(false, bits("i", IntegerType.INT, 3), bits("c", IntegerType.CHAR, 3), bits("u", IntegerType.of(IntKind.UINT), 3),
                bits("b", IntegerType.BOOL, 1), bits("e", nonNegative, 2), bits("f", negative, 2));
        assertEquals(List.of(true, true, false, false, false, true),
                s.fields().stream().map(StructType.Field::signedBits).toList());
        assertFalse(struct(false, m("x", IntegerType.INT)).hasBitFields());
        assertTrue(s.hasBitFields());
    }

    @Test
    void flexibleArrayMemberAddsNoSize() {
        StructType s = struct(false, m("n", IntegerType.INT), m("data", ArrayType.incomplete(IntegerType.LONG)));
        assertEquals(8, s.field("data").orElseThrow().offset());
        assertEquals(8, s.size());
    }

    @Test
    void incompleteStructHasNoLayout() {
        StructType s = new StructType(false, Optional.of("S"), Span.NONE);
        assertFalse(s.isComplete());
        assertThrows(IllegalStateException.class, s::size);
        assertThrows(IllegalArgumentException.class, () -> Types.sizeOf(s));
        s.complete(List.of(m("x", IntegerType.INT)));
        assertThrows(IllegalStateException.class, () -> s.complete(List.of(m("x", IntegerType.INT))));
    }
}
