package effigy.lang.c.types;

/** Pointer to {@code pointee} (which may be qualified, incomplete or a function type); 8 bytes. */
public record PointerType(CType pointee) implements CType {
    public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitPointer(this, p); }

    @Override public String toString() { return spelling(); }
}
