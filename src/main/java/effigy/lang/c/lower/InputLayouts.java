package effigy.lang.c.lower;

import effigy.lang.c.types.ArrayType;
import effigy.lang.c.types.CType;
import effigy.lang.c.types.EnumType;
import effigy.lang.c.types.FloatingType;
import effigy.lang.c.types.IntegerType;
import effigy.lang.c.types.PointerType;
import effigy.lang.c.types.StructType;
import effigy.lang.c.types.Types;
import effigy.term.InputLayout;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@link InputLayout} of a C object type: its scalars by their source paths ({@code len}, {@code in.x},
 * {@code buf[2]}), offsets, sizes, signedness and whether they are floating. A union's members, a struct's padding
 * and its bit-fields (not whole bytes) have no leaves (their bytes keep their byte names); a type of more than {@link #MAX_LEAVES} scalars has no layout.
 */
final class InputLayouts {
    /** At most this many scalars are described in one element (a large array member is left as bytes). */
    static final int MAX_LEAVES = 4096;

    private InputLayouts() {}

    /** The layout of consecutive objects of type {@code t}, or null where {@code t} has no complete size or no scalar. */
    static InputLayout of(CType t) {
        CType u = t.unqualified();
        long size;
        try {
            size = Types.sizeOf(u);
        } catch (IllegalArgumentException | ArithmeticException e) {
            return null;
        }
        if (size <= 0) return null;
        List<InputLayout.Leaf> leaves = new ArrayList<>();
        if (!leaves(u, "", 0, leaves)) return null;
        if (leaves.isEmpty()) return null;
        return new InputLayout(u.spelling(), size, u instanceof StructType, leaves);
    }

    /** Adds the scalars of {@code t} at {@code offset} under {@code path}; false where there are too many. */
    private static boolean leaves(CType type, String path, long offset, List<InputLayout.Leaf> out) {
        CType t = type.unqualified();
        if (out.size() >= MAX_LEAVES) return false;
        if (t instanceof IntegerType i) {
            out.add(new InputLayout.Leaf(path, offset, i.kind().size(), i.kind().isSigned()));
        } else if (t instanceof EnumType e) {
            out.add(new InputLayout.Leaf(path, offset, e.kind().size(), e.kind().isSigned()));
        } else if (t instanceof PointerType) {
            out.add(new InputLayout.Leaf(path, offset, (int) Types.sizeOf(t), false));
        } else if (t instanceof FloatingType) {
            out.add(new InputLayout.Leaf(path, offset, (int) Types.sizeOf(t), false, true));
        } else if (t instanceof ArrayType a && a.length().isPresent() && !a.isVariableLength()) {
            long n = a.length().getAsLong();
            long each;
            try {
                each = Types.sizeOf(a.element());
            } catch (IllegalArgumentException e) {
                return true;
            }
            for (long k = 0; k < n; k++) {
                int had = out.size();
                if (!leaves(a.element(), path + "[" + k + "]", offset + k * each, out)) return false;
                if (out.size() == had) break; // an element without scalars (an empty struct): none in the others either
            }
        } else if (t instanceof StructType s && s.isComplete() && !s.isUnion()) {
            for (StructType.Field f : s.fields()) {
                if (f.name() == null || f.name().isEmpty()) continue; // an unnamed member (padding of a bit-field)
                if (f.isBitField()) continue; // not whole bytes: a bit-field's bytes keep their byte names
                String p = path.isEmpty() ? f.name() : path + "." + f.name();
                if (!leaves(f.type(), p, offset + f.offset(), out)) return false;
            }
        }
        return true;
    }
}
