package effigy.lang.c.types;

import java.util.OptionalLong;

/**
 * Array of {@code element} (a complete object type, possibly qualified); {@code length} is absent for an
 * array of unknown size ({@code int a[]}), which is incomplete.
 */
public record ArrayType(CType element, OptionalLong length) implements CType {
    public ArrayType {
        if (length.isPresent() && length.getAsLong() < 0) throw new IllegalArgumentException("negative length");
    }

    public static ArrayType of(CType element, long length) { return new ArrayType(element, OptionalLong.of(length)); }

    public static ArrayType incomplete(CType element) { return new ArrayType(element, OptionalLong.empty()); }

    public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitArray(this, p); }

    @Override public String toString() { return spelling(); }
}
