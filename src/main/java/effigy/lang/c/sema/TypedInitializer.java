package effigy.lang.c.sema;

import effigy.lang.c.types.ArrayType;
import effigy.lang.c.types.CType;
import effigy.lang.c.types.StructType;
import effigy.source.Span;

import java.util.List;

/**
 * The value an object starts with, designators and brace elision resolved. Every subobject the initializer
 * does not mention is zero (C99 6.7.8p10, p19, p21). For an object with static storage every scalar in it is
 * an {@link TypedExpr.IntConstant} or an address constant (the address of a static object or function,
 * possibly converted and offset by a constant).
 */
public sealed interface TypedInitializer {
    /** The type of the object initialized (complete, unqualified). */
    CType type();

    Span span();

    <R, P> R accept(Visitor<R, P> v, P p);

    /** One method per kind of initializer. */
    interface Visitor<R, P> {
        R visitScalar(Scalar i, P p);
        R visitArray(ArrayInit i, P p);
        R visitStruct(StructInit i, P p);
        R visitString(StringInit i, P p);
    }

    /** A scalar object, or a struct/union object copied from a value; {@code value} has exactly {@code type}. */
    record Scalar(TypedExpr value, Span span) implements TypedInitializer {
        public CType type() { return value.type(); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitScalar(this, p); }
    }

    /** An array: the listed elements, by ascending distinct index below the length; the others zero. */
    record ArrayInit(ArrayType type, List<Element> elements, Span span) implements TypedInitializer {
        public ArrayInit { elements = List.copyOf(elements); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitArray(this, p); }
    }

    /** One initialized element of an array. */
    record Element(long index, TypedInitializer initializer) {}

    /**
     * A struct or union: the listed members in declaration order (for a union at most one, the one initialized
     * last); the others, and all padding, zero.
     */
    record StructInit(StructType type, List<FieldInit> fields, Span span) implements TypedInitializer {
        public StructInit { fields = List.copyOf(fields); }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitStruct(this, p); }
    }

    /** One initialized member of a struct or union. */
    record FieldInit(StructType.Field field, TypedInitializer initializer) {}

    /**
     * A character array from a string literal: {@code bytes} (one char per byte, 0..255) fill the first elements,
     * the rest of the array is zero; {@code bytes.length() <= length}, so the terminating NUL is present exactly
     * when the array has room for it.
     */
    record StringInit(ArrayType type, String bytes, Span span) implements TypedInitializer {
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitString(this, p); }
    }
}
