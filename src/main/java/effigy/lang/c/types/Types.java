package effigy.lang.c.types;

import effigy.ir.DataModel;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * C99's rules about types, for Linux on x86-64 (LP64) or i386 (ILP32, {@code gcc -m32}): layout (sizes and
 * alignments per the System V ABIs), qualification, integer promotions, the usual arithmetic conversions,
 * compatibility and composite types.
 *
 * <p>The data model is that of the translation being done: {@link #withDataModel} sets it for the front end's
 * work on one thread (preprocessing, parsing, analysis and lowering of a program), LP64 otherwise. The sizes of
 * {@code long} ({@link IntKind#size()}) and of pointers, the alignment of {@code long long}, and the types of
 * {@code sizeof} and of a pointer difference follow it.
 */
public final class Types {
    private Types() {}

    private static final ThreadLocal<DataModel> MODEL = ThreadLocal.withInitial(() -> DataModel.LP64);

    /** The data model of the translation under way on this thread (LP64 outside {@link #withDataModel}). */
    public static DataModel dataModel() { return MODEL.get(); }

    /** Runs {@code work} (the front end's work on a program) with types laid out for {@code model}. */
    public static <T> T withDataModel(DataModel model, Supplier<T> work) {
        DataModel outer = MODEL.get();
        MODEL.set(model);
        try {
            return work.get();
        } finally {
            MODEL.set(outer);
        }
    }

    /** Size (and alignment) of a pointer in bytes: 8, or 4 under ILP32. */
    public static int pointerSize() { return dataModel().pointerSize(); }

    /**
     * {@code sizeof}: the size in bytes of a complete object type.
     *
     * @throws IllegalArgumentException for an incomplete or function type (callers diagnose those first)
     */
    public static long sizeOf(CType type) {
        CType t = type.unqualified();
        if (t instanceof IntegerType i) return i.kind().size();
        if (t instanceof FloatingType fl) return fl.size();
        if (t instanceof EnumType) return IntKind.INT.size();
        if (t instanceof PointerType) return pointerSize();
        if (t instanceof ArrayType a && a.length().isPresent()) {
            return Math.multiplyExact(sizeOf(a.element()), a.length().getAsLong());
        }
        if (t instanceof StructType s && s.isComplete()) return s.size();
        throw new IllegalArgumentException("sizeof incomplete or function type " + type);
    }

    /**
     * Whether a type is variably modified (C99 6.7.5p3): a variable-length array, or an array of or pointer
     * to a variably modified type. Its size (or its pointee's) is known only at run time.
     */
    public static boolean isVariablyModified(CType type) {
        CType t = type.unqualified();
        if (t instanceof ArrayType a) return a.vla() != null || isVariablyModified(a.element());
        if (t instanceof PointerType p) return isVariablyModified(p.pointee());
        return false;
    }

    /** Whether a complete type's size is known only at run time: a variable-length array, or an array of one. */
    public static boolean hasVariableSize(CType type) {
        return type.unqualified() instanceof ArrayType a && (a.vla() != null || hasVariableSize(a.element()));
    }

    /**
     * {@code _Alignof}: the alignment in bytes of an object type (an array of unknown size has its element's).
     *
     * @throws IllegalArgumentException for {@code void}, an incomplete struct or union, or a function type
     */
    public static long alignOf(CType type) {
        CType t = type.unqualified();
        if (t instanceof IntegerType i) return i.kind().alignment();
        if (t instanceof FloatingType fl) return fl.alignment();
        if (t instanceof EnumType) return IntKind.INT.size();
        if (t instanceof PointerType) return pointerSize();
        if (t instanceof ArrayType a) return alignOf(a.element());
        if (t instanceof StructType s && s.isComplete()) return s.alignment();
        throw new IllegalArgumentException("alignof incomplete or function type " + type);
    }

    /** {@code offset} rounded up to a multiple of {@code alignment} (a power of two). */
    public static long alignUp(long offset, long alignment) {
        return (offset + alignment - 1) & -alignment;
    }

    /**
     * {@code type} with the given qualifiers added to those it has. Qualifying an array type qualifies its
     * element type (C99 6.7.3p8). With no qualifier to add, returns {@code type} itself.
     */
    public static CType qualify(CType type, boolean isConst, boolean isVolatile) {
        if (!isConst && !isVolatile) return type;
        if (type instanceof ArrayType a) return new ArrayType(qualify(a.element(), isConst, isVolatile), a.length(), a.vla());
        return new QualifiedType(type.unqualified(), isConst || type.isConst(), isVolatile || type.isVolatile());
    }

    /** The integer kind of an integer type; an enum type counts as {@code int}. @throws IllegalArgumentException otherwise */
    public static IntKind intKind(CType type) {
        CType t = type.unqualified();
        if (t instanceof IntegerType i) return i.kind();
        if (t instanceof EnumType e) return e.kind();
        throw new IllegalArgumentException("not an integer type: " + type);
    }

    /**
     * The integer promotions (C99 6.3.1.1p2): a type of rank below {@code int} ({@code _Bool}, the char types,
     * the short types) becomes {@code int}, which represents all their values on this target; an enum type
     * becomes {@code int}; other integer types are unchanged (and unqualified).
     *
     * @throws IllegalArgumentException if {@code type} is not an integer type
     */
    public static IntegerType promote(CType type) {
        IntKind k = intKind(type);
        return k.rank() < IntKind.INT.rank() || type.unqualified() instanceof EnumType
                ? IntegerType.INT : IntegerType.of(k);
    }

    /**
     * The usual arithmetic conversions (C99 6.3.1.8) for two integer operands: both promoted; equal types
     * stay; same signedness gives the higher rank; otherwise the unsigned type if its rank is not lower, else
     * the signed type if it represents every value of the unsigned one, else the unsigned type corresponding
     * to the signed one. On LP64 (where {@code long} is wider than {@code unsigned}): {@code long + unsigned} is {@code long}; {@code unsigned long + long long}
     * is {@code unsigned long long}.
     */
    public static IntegerType usualArithmetic(CType a, CType b) {
        IntKind x = promote(a).kind();
        IntKind y = promote(b).kind();
        if (x == y) return IntegerType.of(x);
        if (x.isSigned() == y.isSigned()) return IntegerType.of(x.rank() >= y.rank() ? x : y);
        IntKind unsigned = x.isSigned() ? y : x;
        IntKind signed = x.isSigned() ? x : y;
        if (unsigned.rank() >= signed.rank()) return IntegerType.of(unsigned);
        if (signed.bits() > unsigned.bits()) return IntegerType.of(signed);
        return IntegerType.of(signed.toUnsigned());
    }

    /** The integer promotions for an integer type; a floating type unchanged (unqualified). */
    public static CType promoteArithmetic(CType type) {
        return type.isFloating() ? type.unqualified() : promote(type);
    }

    /**
     * The usual arithmetic conversions (C99 6.3.1.8) for any arithmetic operands: {@code double} if either is
     * {@code double}, else {@code float} if either is {@code float}, else {@link #usualArithmetic}.
     */
    public static CType usualArithmeticAll(CType a, CType b) {
        if (a.unqualified().equals(FloatingType.DOUBLE) || b.unqualified().equals(FloatingType.DOUBLE)) return FloatingType.DOUBLE;
        if (a.isFloating() || b.isFloating()) return FloatingType.FLOAT;
        return usualArithmetic(a, b);
    }

    /**
     * Type compatibility (C99 6.2.7): same qualifiers, and the unqualified types agree: equal integer kinds
     * (an enum type is compatible with {@code int}), the same struct, union or enum, compatible pointees,
     * compatible elements and equal lengths when both are known, compatible function types (return types,
     * and parameters when both are prototyped; an unprototyped type matches a prototype without {@code ...}
     * whose parameter types are unchanged by the default argument promotions).
     */
    public static boolean compatible(CType a, CType b) {
        if (a.isConst() != b.isConst() || a.isVolatile() != b.isVolatile()) return false;
        CType x = a.unqualified();
        CType y = b.unqualified();
        if (x == y || x.equals(y)) return true;
        if (x instanceof EnumType || y instanceof EnumType) {
            return (x instanceof EnumType && y instanceof IntegerType i && i.kind() == IntKind.INT)
                    || (y instanceof EnumType && x instanceof IntegerType j && j.kind() == IntKind.INT);
        }
        if (x instanceof PointerType p && y instanceof PointerType q) return compatible(p.pointee(), q.pointee());
        if (x instanceof ArrayType p && y instanceof ArrayType q) {
            if (!compatible(p.element(), q.element())) return false;
            return p.length().isEmpty() || q.length().isEmpty() || p.length().getAsLong() == q.length().getAsLong();
        }
        if (x instanceof FunctionType f && y instanceof FunctionType g) {
            if (!compatible(f.returnType(), g.returnType())) return false;
            if (f.prototyped() && g.prototyped()) {
                if (f.variadic() != g.variadic() || f.parameters().size() != g.parameters().size()) return false;
                for (int i = 0; i < f.parameters().size(); i++) {
                    if (!compatible(f.parameters().get(i).unqualified(), g.parameters().get(i).unqualified())) return false;
                }
                return true;
            }
            FunctionType proto = f.prototyped() ? f : g.prototyped() ? g : null;
            if (proto == null) return true;
            if (proto.variadic()) return false;
            for (CType p : proto.parameters()) {
                if (!compatible(p.unqualified(), defaultArgumentPromotion(p))) return false;
            }
            return true;
        }
        return false;
    }

    /**
     * The composite type of two compatible types (C99 6.2.7p3): array lengths and function prototypes are
     * taken from whichever type has them.
     *
     * @throws IllegalArgumentException if the types are not compatible
     */
    public static CType composite(CType a, CType b) {
        if (!compatible(a, b)) throw new IllegalArgumentException(a + " and " + b + " are not compatible");
        CType x = a.unqualified();
        CType y = b.unqualified();
        CType result = x;
        if (x instanceof PointerType p && y instanceof PointerType q) {
            result = new PointerType(composite(p.pointee(), q.pointee()));
        } else if (x instanceof ArrayType p && y instanceof ArrayType q) {
            return p.length().isPresent() || q.length().isPresent() ? new ArrayType(composite(p.element(), q.element()), p.length().isPresent() ? p.length() : q.length())
                    : new ArrayType(composite(p.element(), q.element()), p.length(), p.vla() != null ? p.vla() : q.vla());
        } else if (x instanceof FunctionType f && y instanceof FunctionType g) {
            CType ret = composite(f.returnType(), g.returnType());
            if (f.prototyped() && g.prototyped()) {
                List<CType> params = new ArrayList<>();
                for (int i = 0; i < f.parameters().size(); i++) {
                    params.add(composite(f.parameters().get(i).unqualified(), g.parameters().get(i).unqualified()));
                }
                result = new FunctionType(ret, params, f.variadic(), true);
            } else {
                FunctionType proto = f.prototyped() ? f : g;
                result = new FunctionType(ret, proto.parameters(), proto.variadic(), proto.prototyped());
            }
        } else if (y instanceof EnumType) {
            result = y;
        }
        return qualify(result, a.isConst(), a.isVolatile());
    }

    /**
     * The default argument promotions (C99 6.5.2.2p6), applied to arguments without a prototyped parameter:
     * the integer promotions for integer types; other types unchanged (unqualified).
     */
    public static CType defaultArgumentPromotion(CType type) {
        if (type.isFloating()) return FloatingType.DOUBLE; // float is passed as double
        return type.isInteger() ? promote(type) : type.unqualified();
    }

    /**
     * The adjustment of a parameter's declared type (C99 6.7.5.3p7-8): array of T becomes pointer to T, a
     * function type becomes a pointer to it, and top-level qualifiers are dropped.
     */
    public static CType adjustParameter(CType type) {
        CType t = type.unqualified();
        if (t instanceof ArrayType a) return new PointerType(a.element());
        if (t instanceof FunctionType) return new PointerType(t);
        return t;
    }
}
