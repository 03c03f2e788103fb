package effigy.lang.c.types;

/**
 * A real floating type: {@code float} (IEEE binary32, 4 bytes, aligned to 4) or {@code double} (binary64,
 * 8 bytes, aligned to 8 on x86-64 and, as gcc's {@code _Alignof} says, 4 inside structs on i386 — here 8 on
 * LP64 and 4 on ILP32, like {@code long long}). {@code long double} is not supported: the parser rejects it.
 */
public record FloatingType(boolean isDouble) implements CType {
    public static final FloatingType FLOAT = new FloatingType(false);
    public static final FloatingType DOUBLE = new FloatingType(true);

    public int size() { return isDouble ? 8 : 4; }

    public int alignment() { return isDouble && Types.dataModel() == effigy.ir.DataModel.ILP32 ? 4 : size(); }

    public int bits() { return 8 * size(); }

    public String spellingName() { return isDouble ? "double" : "float"; }

    public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitFloating(this, p); }

    @Override public String toString() { return spellingName(); }
}
