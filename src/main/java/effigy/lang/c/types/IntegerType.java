package effigy.lang.c.types;

/** One of the standard integer types, {@code _Bool} included. Enum types are {@link EnumType}. */
public record IntegerType(IntKind kind) implements CType {
    public static final IntegerType BOOL = new IntegerType(IntKind.BOOL);
    public static final IntegerType CHAR = new IntegerType(IntKind.CHAR);
    public static final IntegerType SCHAR = new IntegerType(IntKind.SCHAR);
    public static final IntegerType UCHAR = new IntegerType(IntKind.UCHAR);
    public static final IntegerType SHORT = new IntegerType(IntKind.SHORT);
    public static final IntegerType USHORT = new IntegerType(IntKind.USHORT);
    public static final IntegerType INT = new IntegerType(IntKind.INT);
    public static final IntegerType UINT = new IntegerType(IntKind.UINT);
    public static final IntegerType LONG = new IntegerType(IntKind.LONG);
    public static final IntegerType ULONG = new IntegerType(IntKind.ULONG);
    public static final IntegerType LLONG = new IntegerType(IntKind.LLONG);
    public static final IntegerType ULLONG = new IntegerType(IntKind.ULLONG);

    /**
     * The type of {@code sizeof} and {@code __builtin_offsetof}: {@code size_t} is {@code unsigned long}, or
     * under ILP32 {@code unsigned int} (gcc's {@code __SIZE_TYPE__}).
     */
    public static IntegerType sizeT() { return Types.dataModel() == effigy.ir.DataModel.ILP32 ? UINT : ULONG; }

    /** The type of a pointer difference: {@code ptrdiff_t} is {@code long}, or under ILP32 {@code int}. */
    public static IntegerType ptrdiffT() { return Types.dataModel() == effigy.ir.DataModel.ILP32 ? INT : LONG; }

    public static IntegerType of(IntKind kind) { return new IntegerType(kind); }

    public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitInteger(this, p); }

    @Override public String toString() { return spelling(); }
}
