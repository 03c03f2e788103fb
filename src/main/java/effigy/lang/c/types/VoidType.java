package effigy.lang.c.types;

/** {@code void}: the incomplete type with no values. */
public record VoidType() implements CType {
    public static final VoidType VOID = new VoidType();

    public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitVoid(this, p); }

    @Override public String toString() { return spelling(); }
}
