package effigy.lang.c.types;

import java.util.OptionalLong;

/**
 * Array of {@code element} (a complete object type, possibly qualified); {@code length} is absent for an
 * array of unknown size ({@code int a[]}), which is incomplete, and for a variable-length array
 * ({@code int a[n]}), whose {@code vla} holds the length expression (evaluated at run time) and which is
 * complete, but has no size known at translation time ({@link Types#sizeOf} rejects it).
 */
public record ArrayType(CType element, OptionalLong length, Vla vla) implements CType {
    public ArrayType {
        if (length.isPresent() && length.getAsLong() < 0) throw new IllegalArgumentException("negative length");
        if (vla != null && length.isPresent()) throw new IllegalArgumentException("a variable-length array has no constant length");
    }

    public ArrayType(CType element, OptionalLong length) { this(element, length, null); }

    /**
     * The length of a variable-length array: the (type-checked) expression of one declarator, compared by
     * identity (each declarator's length is evaluated on its own, each time its declaration is reached).
     */
    public static final class Vla {
        /** The type-checked length expression (a {@code TypedExpr} of integer type). */
        public final Object length;

        public Vla(Object length) { this.length = length; }
    }

    public static ArrayType variable(CType element, Object length) { return new ArrayType(element, OptionalLong.empty(), new Vla(length)); }

    public boolean isVariableLength() { return vla != null; }

    public static ArrayType of(CType element, long length) { return new ArrayType(element, OptionalLong.of(length)); }

    public static ArrayType incomplete(CType element) { return new ArrayType(element, OptionalLong.empty()); }

    public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitArray(this, p); }

    @Override public String toString() { return spelling(); }
}
