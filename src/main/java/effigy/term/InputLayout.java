package effigy.term;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * What an input object of bytes holds in the program's source: consecutive elements of one C type ({@code int},
 * {@code struct S}) of {@code elementSize} bytes, each made of {@code leaves}, the scalars in it at their offsets
 * ({@code len} at 0, {@code tag} at 4; one leaf with an empty path for a scalar type). Made by a front end for the
 * object a pointer parameter of the entry function points to, kept beside the object's symbol
 * ({@link TermFactory#describe}), and used to show bytes by the names the source gives them: the little-endian
 * {@code concat} of bytes 4 to 7 of {@code int *a} is {@code a[1]}, bytes 0 to 3 of {@code struct S *s} are
 * {@code s->len}, of the second struct {@code s[1].len}.
 */
public record InputLayout(String typeName, long elementSize, boolean struct, List<Leaf> leaves) {
    /**
     * A scalar in an element: its path ({@code len}, {@code in.x}, {@code buf[2]}; empty for a scalar element), offset
     * and size in bytes, and whether the C type reads it signed, or as a {@code float} or {@code double}.
     */
    public record Leaf(String path, long offset, int size, boolean signed, boolean floating) {
        /** An integer (or pointer) scalar. */
        public Leaf(String path, long offset, int size, boolean signed) { this(path, offset, size, signed, false); }
    }

    public InputLayout {
        if (elementSize <= 0) throw new IllegalArgumentException("element size " + elementSize);
        leaves = List.copyOf(leaves);
    }

    /** A scalar C type of {@code size} bytes as the element. */
    public static InputLayout scalar(String typeName, int size, boolean signed) {
        return new InputLayout(typeName, size, false, List.of(new Leaf("", 0, size, signed)));
    }

    /** The leaf exactly at {@code offset} in an element of {@code size} bytes, or null. */
    public Leaf leaf(long offset, int size) {
        for (Leaf l : leaves) if (l.offset() == offset && l.size() == size) return l;
        return null;
    }

    /**
     * The source name of bytes {@code [offset, offset + size)} of the object {@code base} where they are exactly one
     * scalar of an element ({@code a[1]}, {@code s->len}, {@code s[2].len}, {@code s->buf[3]}), else null.
     */
    public String name(String base, long offset, int size) {
        if (offset < 0 || size <= 0) return null;
        long k = offset / elementSize;
        Leaf l = leaf(offset % elementSize, size);
        if (l == null) return null;
        if (!struct) return base + "[" + k + "]" + l.path();
        return k == 0 ? base + "->" + l.path() : base + "[" + k + "]." + l.path();
    }

    /**
     * The source name of bytes {@code [offset, offset + size)} of a variable {@code variable} of this layout's type
     * where they are exactly one of its scalars ({@code s.len}, {@code a[2]}, {@code s.in.x}), else null.
     */
    public String memberName(String variable, long offset, int size) {
        if (offset < 0 || offset >= elementSize) return null;
        Leaf l = leaf(offset, size);
        if (l == null) return null;
        return struct ? variable + "." + l.path() : variable + l.path();
    }

    /**
     * The value of the scalar at {@code offset} of {@code size} bytes as the C type reads it, from its bits
     * {@code unsigned}: a number, or for a {@code float} or {@code double} its text ({@code 1.5}, {@code -inf}).
     */
    public Object read(long offset, int size, BigInteger unsigned) {
        Leaf l = leaf(offset % elementSize, size);
        if (l != null && l.floating() && Ieee754.isFloatWidth(size * 8)) return Ieee754.show(unsigned.longValue(), size * 8);
        if (l == null || !l.signed() || !unsigned.testBit(size * 8 - 1)) return unsigned;
        return unsigned.subtract(BigInteger.ONE.shiftLeft(size * 8));
    }

    /**
     * The input bytes {@code t} stands for, as the source names them: a byte {@code select(x, i)} or the little-endian
     * {@code concat} of consecutive bytes {@code select(x, i+n-1), ..., select(x, i)} of an input {@code x} with a
     * layout, where they are exactly one scalar of it ({@link #name}); else null.
     */
    public static String sourceName(Term t) {
        Found f = find(t);
        return f == null ? null : f.layout.name(f.array.factory().sourceName(f.array), f.low, f.size);
    }

    /** The scalar {@code t} is the bytes of, as {@link #sourceName} finds it, or null. */
    public static Leaf leafOf(Term t) {
        Found f = find(t);
        return f == null ? null : f.layout.leaf(f.low % f.layout.elementSize(), f.size);
    }

    /** The widest scalar a name is looked for (a {@code long double}, an {@code __int128}). */
    private static final int MAX_SCALAR_BITS = 128;

    private record Found(Term.Sym array, InputLayout layout, long low, int size) {}

    private static Found find(Term t) {
        if (!(t instanceof Term.App app) || app.op() != Op.SELECT && app.op() != Op.BV_CONCAT) return null;
        if (!(t.sort() instanceof Sort.BvSort w) || w.width() > MAX_SCALAR_BITS) return null;
        // cheaply first: the lowest byte must be of an object with a layout
        Term lowest = t;
        while (lowest instanceof Term.App c && c.op() == Op.BV_CONCAT) lowest = c.arg(c.args().size() - 1);
        if (!(lowest instanceof Term.App sel0) || sel0.op() != Op.SELECT || !(sel0.arg(0) instanceof Term.Sym a0)
                || a0.factory().layout(a0) == null) return null;
        List<Term> bytes = new ArrayList<>();
        if (!flatten(t, bytes)) return null;
        Term.Sym array = null;
        long low = -1;
        for (int i = bytes.size() - 1, expect = 0; i >= 0; i--, expect++) {
            if (!(bytes.get(i) instanceof Term.App sel) || sel.op() != Op.SELECT || !(sel.arg(0) instanceof Term.Sym a)
                    || !(sel.arg(1) instanceof Term.BvLit idx) || idx.value().bitLength() > 62) return null;
            if (array == null) { array = a; low = idx.value().longValue(); }
            else if (a != array || idx.value().longValue() != low + expect) return null;
        }
        InputLayout layout = array.factory().layout(array);
        if (layout == null || bytes.size() == 1 && !layout.struct()) return null; // a byte of a scalar array prints as it is
        if (layout.name("", low, bytes.size()) == null) return null;
        return new Found(array, layout, low, bytes.size());
    }

    /** The bytes of a concat, most significant first; false where a part is not 8 bits wide. */
    private static boolean flatten(Term t, List<Term> out) {
        if (t instanceof Term.App app && app.op() == Op.BV_CONCAT) {
            for (Term a : app.args()) if (!flatten(a, out)) return false;
            return true;
        }
        if (!(t.sort() instanceof Sort.BvSort b) || b.width() != 8) return false;
        out.add(t);
        return true;
    }
}
