package effigy.exec;

import effigy.term.Term;

/**
 * One memory object (a global, a stack variable whose address is taken, a heap block, a string
 * literal): {@code size} bytes at address {@code base}. Contents are concrete bytes, with per-byte
 * terms where a symbolic value was stored ({@code sym}, null while all bytes are concrete), or, once
 * a store at a symbolic offset happened, one SMT array term of sort (Array (_ BitVec 64) (_ BitVec 8))
 * over offsets ({@code array}, which then supersedes the bytes). Copy-on-write like frames.
 *
 * <p>A variable-length array whose length is symbolic has a size that is a term ({@code sizeTerm}, bv64 over
 * the inputs): the object reserves {@link #VLA_LIMIT} bytes of addresses ({@code size}), every access is
 * checked against the term ({@code 0 <= offset} and {@code offset + n <= sizeTerm} on the path, so an access
 * at index n is an error exactly where the path allows it), and its byte array holds only a prefix
 * (its capacity, grown by {@link #ensure} as concrete offsets are touched; the rest reads as zeros).
 */
public final class MemObject {
    public enum Kind { GLOBAL, READ_ONLY, STACK, HEAP }

    /** The largest variable-length array, in bytes: a bound or size above it is a {@code vla-size} error leaf. */
    public static final long VLA_LIMIT = 1L << 24;

    /**
     * The largest object, in bytes (256 MiB, the same as {@code Sema.MAX_OBJECT_BYTES} for declared variables): its
     * bytes are one array, copied when a path that changes them forks. A larger allocation is an unsupported leaf.
     */
    public static final long MAX_SIZE = 1L << 28;

    public final int id;
    public final long base;
    public final long size;
    public final String name;
    public final Kind kind;
    public boolean alive = true;
    byte[] bytes;
    Term[] sym;
    /** The contents as an SMT array once a store at a symbolic offset happened (with a {@link Binder} it is set only as a marker: the contents are the binder's array variable). */
    Term array;
    /**
     * Under {@code --ints=math}: at offset i, the exact integer (an INT term) last stored there by an
     * integer store, while the bytes it covers have not been written since (null where none). The bytes
     * hold the value's two's complement at the type's width, which is what other accesses see.
     */
    Cell[] cells;
    boolean shared;
    /** A variable-length array's size when symbolic (a bv64 term); null when {@code size} is the size. */
    Term sizeTerm;
    /** Where a heap block was allocated by malloc, calloc or realloc (the leak check's candidates); null for any other object. */
    effigy.source.Span site;

    /** An exact integer stored in {@code size} bytes (see {@link #cells}). */
    record Cell(Term value, int size) {}

    MemObject(int id, long base, long size, String name, Kind kind) {
        this.id = id;
        this.base = base;
        this.size = size;
        this.name = name;
        this.kind = kind;
        this.bytes = new byte[(int) size];
    }

    MemObject(int id, long base, long reserve, long capacity, Term sizeTerm, String name, Kind kind) {
        this.id = id;
        this.base = base;
        this.size = reserve;
        this.name = name;
        this.kind = kind;
        this.sizeTerm = sizeTerm;
        this.bytes = new byte[(int) Math.min(capacity, reserve)];
    }

    private MemObject(MemObject o) {
        this.id = o.id;
        this.base = o.base;
        this.size = o.size;
        this.name = o.name;
        this.kind = o.kind;
        this.alive = o.alive;
        this.bytes = o.bytes.clone();
        this.sym = o.sym == null ? null : o.sym.clone();
        this.array = o.array;
        this.cells = o.cells == null ? null : o.cells.clone();
        this.sizeTerm = o.sizeTerm;
        this.site = o.site;
    }

    /** Grows the stored prefix of a variable-size object to at least {@code end} bytes (no-op for others). */
    void ensure(long end) {
        if (end <= bytes.length) return;
        int n = (int) Math.min(size, Math.max(end, 2L * bytes.length));
        bytes = java.util.Arrays.copyOf(bytes, n);
        if (sym != null) sym = java.util.Arrays.copyOf(sym, n);
        if (cells != null) cells = java.util.Arrays.copyOf(cells, n);
    }

    MemObject copy() { return new MemObject(this); }

    /** Forgets the exact integers of cells that overlap bytes [off, off + n): those bytes are written. */
    void clearCells(int off, int n) {
        if (cells == null) return;
        for (int i = Math.max(0, off - 7); i < off + n && i < cells.length; i++) cells[i] = null;
    }

    /** How many bytes are stored (the size, or a variable-size object's current capacity). */
    int capacity() { return bytes.length; }

    public boolean contains(long address) { return Long.compareUnsigned(address - base, size) < 0; }

    public String describe() {
        return switch (kind) {
            case GLOBAL -> "global " + name;
            case READ_ONLY -> name;
            case STACK -> "local " + name;
            case HEAP -> "heap block " + name;
        } + (sizeTerm != null ? " (a variable-length array)" : " (" + size + " byte" + (size == 1 ? "" : "s") + ")");
    }
}
