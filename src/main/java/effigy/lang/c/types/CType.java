package effigy.lang.c.types;

/**
 * A C type. Types other than {@link StructType} and {@link EnumType} are values: equal types are
 * {@code equals}. Struct, union and enum types have identity (each definition is a distinct type).
 *
 * <p>Qualifiers are a {@link QualifiedType} around an unqualified type; {@link #unqualified()} strips them.
 * Test the kind of a possibly qualified type on {@code t.unqualified()}. Array types are never qualified
 * themselves: qualifying an array qualifies its element type (C99 6.7.3p8), see {@link Types#qualify}.
 */
public sealed interface CType
        permits VoidType, IntegerType, FloatingType, EnumType, PointerType, ArrayType, FunctionType, StructType, QualifiedType {

    <R, P> R accept(Visitor<R, P> v, P p);

    /** One method per kind of type. */
    interface Visitor<R, P> {
        R visitVoid(VoidType t, P p);
        R visitInteger(IntegerType t, P p);
        R visitFloating(FloatingType t, P p);
        R visitEnum(EnumType t, P p);
        R visitPointer(PointerType t, P p);
        R visitArray(ArrayType t, P p);
        R visitFunction(FunctionType t, P p);
        R visitStruct(StructType t, P p);
        R visitQualified(QualifiedType t, P p);
    }

    /** This type without top-level qualifiers. */
    default CType unqualified() { return this; }

    default boolean isConst() { return false; }

    default boolean isVolatile() { return false; }

    default boolean isVoid() { return unqualified() instanceof VoidType; }

    /** An integer type: {@code _Bool}, a char, short, int, long or long long type, or an enum type. */
    default boolean isInteger() {
        CType u = unqualified();
        return u instanceof IntegerType || u instanceof EnumType;
    }

    /** A real floating type: {@code float} or {@code double}. */
    default boolean isFloating() { return unqualified() instanceof FloatingType; }

    /** Arithmetic types are the integer and the real floating types. */
    default boolean isArithmetic() { return isInteger() || isFloating(); }

    default boolean isPointer() { return unqualified() instanceof PointerType; }

    /** Arithmetic and pointer types (C99 6.2.5p21). */
    default boolean isScalar() { return isArithmetic() || isPointer(); }

    default boolean isArray() { return unqualified() instanceof ArrayType; }

    default boolean isFunction() { return unqualified() instanceof FunctionType; }

    /** A struct or union type. */
    default boolean isStructOrUnion() { return unqualified() instanceof StructType; }

    /** An object type (not a function type), complete or not. */
    default boolean isObject() { return !isFunction(); }

    /**
     * Whether the size is known: not {@code void}, not an array of unknown length, not a struct or union
     * declared but not (yet) defined. Function types are not complete object types; this returns false.
     */
    default boolean isComplete() {
        CType u = unqualified();
        if (u instanceof VoidType || u instanceof FunctionType) return false;
        if (u instanceof ArrayType a) return a.length().isPresent() || a.vla() != null;
        if (u instanceof StructType s) return s.isComplete();
        return true;
    }

    /** The type as C writes it in a cast, e.g. {@code const char *}, {@code int (*)[4]}. */
    default String spelling() { return TypePrinter.spell(this, ""); }

    /** This type declaring {@code declarator} in C's syntax: {@code int (*f)(char *)} for {@code f}. */
    default String spelling(String declarator) { return TypePrinter.spell(this, declarator); }
}
