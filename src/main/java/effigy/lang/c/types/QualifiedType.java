package effigy.lang.c.types;

/**
 * {@code base} with {@code const} and/or {@code volatile}. Made only by {@link Types#qualify}: at least one
 * qualifier is set and {@code base} is neither qualified nor an array type.
 */
public record QualifiedType(CType base, boolean isConst, boolean isVolatile) implements CType {
    public QualifiedType {
        if (!isConst && !isVolatile) throw new IllegalArgumentException("no qualifier");
        if (base instanceof QualifiedType || base instanceof ArrayType) {
            throw new IllegalArgumentException("cannot qualify " + base);
        }
    }

    @Override public CType unqualified() { return base; }

    public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitQualified(this, p); }

    @Override public String toString() { return spelling(); }
}
