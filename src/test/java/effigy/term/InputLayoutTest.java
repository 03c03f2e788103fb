package effigy.term;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link InputLayout}: the bytes of an input object printed by the source's names where a little-endian concat of
 * consecutive bytes is exactly one scalar of its layout ({@code a[1]}, {@code s->len}, {@code s[1].len}), and as bytes
 * otherwise.
 */
class InputLayoutTest {
    private final TermFactory f = new TermFactory();
    private final Sort bytes = Sort.array(Sort.bv(64), Sort.bv(8));
    private final Term.Sym a = f.symbol("a", bytes), s = f.symbol("s", bytes), raw = f.symbol("raw", bytes);
    /** struct S { int len; char tag; unsigned short u; } */
    private final InputLayout struct = new InputLayout("struct S", 8, true, List.of(
            new InputLayout.Leaf("len", 0, 4, true), new InputLayout.Leaf("tag", 4, 1, true), new InputLayout.Leaf("u", 6, 2, false)));

    InputLayoutTest() {
        f.notation(TermPrinter.Notation.C);
        f.describe(a, InputLayout.scalar("int", 4, true));
        f.describe(s, struct);
    }

    private Term b(Term.Sym array, long i) { return f.app(Op.SELECT, List.of(array, f.bv(i, 64))); }

    /** The little-endian value of bytes from..from+n-1 of {@code array}: concat(b[from+n-1], ..., b[from]). */
    private Term le(Term.Sym array, long from, int n) {
        Term t = b(array, from + n - 1);
        for (long i = from + n - 2; i >= from; i--) t = f.app(Op.BV_CONCAT, List.of(t, b(array, i)));
        return t;
    }

    private String eq(Term t, long v) { return TermPrinter.print(f.app(Op.EQ, List.of(t, f.bv(v, ((Sort.BvSort) t.sort()).width())))); }

    @Test
    void anAlignedScalarIsNamedAfterItsElementOrField() {
        assertEquals("a[1] == 7", eq(le(a, 4, 4), 7));
        assertEquals("a[0] == -3", eq(le(a, 0, 4), -3));
        assertEquals("s->len == 3", eq(le(s, 0, 4), 3));
        assertEquals("s[1].len == 3", eq(le(s, 8, 4), 3));
        assertEquals("s->tag == 120", eq(b(s, 4), 120));
        assertEquals("s[2].tag == 1", eq(b(s, 20), 1));
        // an unsigned field compares with its value as the type reads it
        assertEquals("s->u == 65535", eq(le(s, 6, 2), 65535));
    }

    @Test
    void anythingElseStaysBytes() {
        // misaligned: bytes 1..4 of an int array
        assertEquals("concat(concat(concat(a[4], a[3]), a[2]), a[1]) == 7", eq(le(a, 1, 4), 7));
        // partial: two bytes of an int
        assertEquals("concat(a[1], a[0]) == 7", eq(le(a, 0, 2), 7));
        // one byte of an int array, a padding byte of the struct
        assertEquals("a[5] == 1", eq(b(a, 5), 1));
        assertEquals("s[5] == 1", eq(b(s, 5), 1));
        // big-endian order is not the int
        assertEquals("concat(concat(concat(a[4], a[5]), a[6]), a[7]) == 7",
                eq(f.app(Op.BV_CONCAT, List.of(f.app(Op.BV_CONCAT, List.of(f.app(Op.BV_CONCAT, List.of(b(a, 4), b(a, 5))), b(a, 6))), b(a, 7))), 7));
        // bytes of two objects; an object without a layout
        assertEquals("concat(a[1], s[0]) == 7", eq(f.app(Op.BV_CONCAT, List.of(b(a, 1), b(s, 0))), 7));
        assertEquals("concat(concat(concat(raw[7], raw[6]), raw[5]), raw[4]) == 7", eq(le(raw, 4, 4), 7));
    }

    @Test
    void namesAndValuesOfVariables() {
        assertEquals("v.len", struct.memberName("v", 0, 4));
        assertEquals("v.u", struct.memberName("v", 6, 2));
        assertNull(struct.memberName("v", 8, 4)); // past the variable
        assertNull(struct.memberName("v", 1, 4));
        InputLayout array = new InputLayout("int[3]", 12, false, List.of(
                new InputLayout.Leaf("[0]", 0, 4, true), new InputLayout.Leaf("[1]", 4, 4, true), new InputLayout.Leaf("[2]", 8, 4, true)));
        assertEquals("b[2]", array.memberName("b", 8, 4));
        assertEquals(BigInteger.valueOf(-3), InputLayout.scalar("int", 4, true).read(4, 4, BigInteger.valueOf(4294967293L)));
        assertEquals(BigInteger.valueOf(4294967293L), InputLayout.scalar("unsigned", 4, false).read(4, 4, BigInteger.valueOf(4294967293L)));
    }
}
