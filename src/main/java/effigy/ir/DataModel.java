package effigy.ir;

/**
 * The C data model a program was compiled for: the sizes of {@code long} and of pointers. A program carries
 * its model ({@link Program#dataModel()}); the C front end lays out types by it, the executor gives a pointer
 * {@link #pointerSize()} bytes in memory and {@code printf}'s {@code l}, {@code z} and {@code t} length
 * modifiers the width of {@code long}.
 *
 * <p>In the IR a pointer value is a 64-bit address whatever the model. Under {@link #ILP32} every address
 * is below 2^32 (objects are made there), a pointer takes 4 bytes in memory (stored truncated, loaded
 * zero-extended), and the front end converts between pointers and integers through 32 bits as
 * {@code gcc -m32} does: an integer becomes a pointer by truncation to 32 bits, a pointer becomes a wider
 * integer by sign extension of its 32 bits. So every value a program can observe is the one of a 32-bit
 * pointer; only pointer arithmetic that leaves [0, 2^32) (undefined in C, and out of every object) differs.
 */
public enum DataModel {
    /** x86-64 Linux, gcc's default: {@code int} 32 bits, {@code long} and pointers 64 bits, little-endian. */
    LP64(8, 8),
    /**
     * i386 Linux, {@code gcc -m32}: {@code int}, {@code long} and pointers 32 bits, little-endian;
     * {@code long long} is 8 bytes aligned to 4 (in structs as elsewhere, {@code _Alignof} 4).
     */
    ILP32(4, 4);

    private final int longSize;
    private final int pointerSize;

    DataModel(int longSize, int pointerSize) {
        this.longSize = longSize;
        this.pointerSize = pointerSize;
    }

    /** {@code sizeof(long)}. */
    public int longSize() { return longSize; }

    /** {@code sizeof(void *)}, also the bytes a pointer takes in memory. */
    public int pointerSize() { return pointerSize; }

    /** The largest address an object may occupy, plus one. */
    public long addressLimit() { return pointerSize == 8 ? Long.MAX_VALUE : 1L << 32; }

    /** The option's spelling: {@code ILP32} or {@code LP64}. */
    public String option() { return name(); }

    /** The model named {@code s} (case-insensitive: ilp32, lp64), or null. */
    public static DataModel fromOption(String s) {
        for (DataModel m : values()) if (m.name().equalsIgnoreCase(s)) return m;
        return null;
    }
}
