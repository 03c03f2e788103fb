package effigy.ir;

import java.util.List;

/**
 * The types the IR's semantics needs. {@link IntType} is the mathematical integers (King's language,
 * and C's integer types under {@code --ints=math}, which keep their memory layout); {@link BvType} a fixed-width two's-complement integer with a signedness
 * (C's integer types); arrays have an element type and either bounds or none ({@code A(*)}).
 */
public sealed interface Type permits Type.IntType, Type.BoolType, Type.BvType, Type.ArrayType,
        Type.PointerType, Type.StructType, Type.VoidType, Type.FloatType {

    IntType INT = new IntType(0, true);
    BoolType BOOL = new BoolType();
    VoidType VOID = new VoidType();

    static BvType bv(int width, boolean signed) { return new BvType(width, signed); }

    /** A C integer type under {@code --ints=math}: unbounded values, stored in memory as {@code width} bits. */
    static IntType mathInt(int width, boolean signed) { return new IntType(width, signed); }

    default boolean isScalar() { return this instanceof IntType || this instanceof BoolType || this instanceof BvType || this instanceof PointerType || this instanceof FloatType; }

    /**
     * Mathematical integers. {@code width} is 0 for King's language (no memory layout); a C integer type
     * under {@code --ints=math} keeps its layout: in memory it takes {@code width} bits, and a value read
     * back through its bytes is their {@code signed} or unsigned reading.
     */
    record IntType(int width, boolean signed) implements Type {
        public boolean hasLayout() { return width > 0; }
        @Override public String toString() { return width == 0 ? "int" : "int." + (signed ? "i" : "u") + width; }
    }

    /**
     * An IEEE-754 binary floating type: {@code width} 32 (C's {@code float}) or 64 ({@code double}). A concrete
     * value is its bit pattern (zero-extended in a long); in memory it takes {@code width / 8} bytes, little-endian.
     */
    record FloatType(int width) implements Type {
        public boolean isDouble() { return width == 64; }
        @Override public String toString() { return width == 32 ? "f32" : "f64"; }
    }

    FloatType F32 = new FloatType(32);
    FloatType F64 = new FloatType(64);

    record BoolType() implements Type {
        @Override public String toString() { return "bool"; }
    }

    record BvType(int width, boolean signed) implements Type {
        @Override public String toString() { return (signed ? "i" : "u") + width; }
    }

    /**
     * An array. {@code bounded} arrays have valid indices {@code lower..upper} inclusive; an unbounded array
     * ({@code A(*)}) accepts any index. {@code index} is the index type (INT for King's language).
     */
    record ArrayType(Type element, Type index, boolean bounded, long lower, long upper) implements Type {
        public static ArrayType unbounded(Type element) { return new ArrayType(element, INT, false, 0, 0); }
        public static ArrayType bounded(Type element, long lower, long upper) { return new ArrayType(element, INT, true, lower, upper); }
        @Override public String toString() {
            return element + (bounded ? "[" + lower + ".." + upper + "]" : "[*]");
        }
    }

    record PointerType(Type pointee) implements Type {
        @Override public String toString() { return pointee + "*"; }
    }

    record StructType(String name, List<Field> fields) implements Type {
        public record Field(String name, Type type) {}
        @Override public String toString() { return "struct " + name; }
    }

    record VoidType() implements Type {
        @Override public String toString() { return "void"; }
    }
}
