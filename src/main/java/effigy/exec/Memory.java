package effigy.exec;

import java.util.Arrays;

/**
 * The objects of one path, by address. Objects are never removed (a freed or dead object stays, marked
 * not alive, so later accesses are reported as use-after-free); addresses are handed out in increasing
 * order with a gap after each object, so an access just past an object hits no object. Copy-on-write:
 * after a fork both states share the table and the objects; {@link State#writableMemory()} and
 * {@link #writable(int)} copy what is written.
 */
public final class Memory {
    /** Addresses below this are the null page: an access there is a null dereference. */
    public static final long NULL_PAGE = 4096;
    static final long FIRST_ADDRESS = 0x10000;
    /** Function addresses (for function pointers) live here, one 16-byte slot each, never dereferenceable. */
    public static final long FUNCTION_BASE = 0x1000;
    private static final long GAP = 16;

    long[] bases = new long[16];
    MemObject[] objects = new MemObject[16];
    int count;
    long next = FIRST_ADDRESS;
    boolean shared;
    /** Index of the object the last successful {@link #find} returned (a hint, checked on use). */
    private int lastHit;

    Memory() {}

    private Memory(Memory o) {
        this.bases = o.bases.clone();
        this.objects = o.objects.clone();
        this.count = o.count;
        this.next = o.next;
        for (int i = 0; i < count; i++) objects[i].shared = true;
    }

    Memory copy() { return new Memory(this); }

    /** A new object of {@code size} bytes, aligned to {@code align}; returns it (owned by this memory). */
    MemObject allocate(long size, int align, String name, MemObject.Kind kind) {
        long a = Math.max(16, align);
        long base = (next + a - 1) / a * a;
        if (count == bases.length) {
            bases = Arrays.copyOf(bases, count * 2);
            objects = Arrays.copyOf(objects, count * 2);
        }
        MemObject o = new MemObject(count, base, size, name, kind);
        bases[count] = base;
        objects[count++] = o;
        next = base + Math.max(size, 1) + GAP;
        return o;
    }

    /**
     * A variable-length array whose size is the term {@code sizeTerm}: it reserves {@link MemObject#VLA_LIMIT}
     * bytes of addresses (so any offset the term allows is inside it); {@code capacity} is its size on the path.
     */
    MemObject allocateVariable(long capacity, effigy.term.Term sizeTerm, int align, String name) {
        return allocateVariable(capacity, sizeTerm, align, name, MemObject.Kind.STACK);
    }

    /** As {@link #allocateVariable(long, effigy.term.Term, int, String)}, an object of {@code kind}. */
    MemObject allocateVariable(long capacity, effigy.term.Term sizeTerm, int align, String name, MemObject.Kind kind) {
        return allocateVariable(MemObject.VLA_LIMIT, capacity, sizeTerm, align, name, kind);
    }

    /** As {@link #allocateVariable(long, effigy.term.Term, int, String, MemObject.Kind)}, reserving {@code reserve} bytes of addresses. */
    MemObject allocateVariable(long reserve, long capacity, effigy.term.Term sizeTerm, int align, String name, MemObject.Kind kind) {
        long a = Math.max(16, align);
        long base = (next + a - 1) / a * a;
        if (count == bases.length) {
            bases = Arrays.copyOf(bases, count * 2);
            objects = Arrays.copyOf(objects, count * 2);
        }
        MemObject o = new MemObject(count, base, reserve, capacity, sizeTerm, name, kind);
        bases[count] = base;
        objects[count++] = o;
        next = base + reserve + GAP;
        return o;
    }

    /** The object whose range [base, base + size) holds {@code address} (alive or not), or null. */
    MemObject find(long address) {
        // most accesses hit the object the previous one did (a loop over an array)
        MemObject last = objects[lastHit];
        if (last != null && last.contains(address)) return last;
        int lo = 0, hi = count - 1, best = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (Long.compareUnsigned(bases[mid], address) <= 0) { best = mid; lo = mid + 1; } else hi = mid - 1;
        }
        if (best < 0) return null;
        MemObject o = objects[best];
        if (!o.contains(address)) return null;
        lastHit = best;
        return o;
    }

    /** The object with this id, copied first if shared with another state. */
    MemObject writable(int id) {
        MemObject o = objects[id];
        if (o.shared) {
            o = o.copy();
            objects[id] = o;
        }
        return o;
    }

    /** The object with this id (shared; do not modify). */
    MemObject object(int id) { return objects[id]; }

    /** The address of the function with index {@code i} in the program's function table. */
    public static long functionAddress(int i) { return FUNCTION_BASE + 16L * i; }

    /** A runtime error: its kind and message. */
    record Problem(ErrorKind kind, String message) {}

    /**
     * What is wrong with an access of {@code n} bytes at {@code a}, which falls in {@code o} (null: in no
     * object), or null when nothing is: null-dereference, out-of-bounds, use-after-free (when {@code checkFreed}).
     */
    static Problem accessProblem(MemObject o, long a, int n, String access, boolean checkFreed) {
        if (o == null) {
            if (Long.compareUnsigned(a, NULL_PAGE) < 0) return new Problem(ErrorKind.NULL_DEREFERENCE, access + " through a null pointer");
            return new Problem(ErrorKind.OUT_OF_BOUNDS, access + " at 0x" + Long.toHexString(a) + ", which is in no object");
        }
        if (!o.alive && checkFreed) {
            return new Problem(ErrorKind.USE_AFTER_FREE, access + " of " + o.describe() + (o.kind == MemObject.Kind.HEAP ? ", which was freed" : ", which is dead"));
        }
        if (outside(o, a, n)) {
            return new Problem(ErrorKind.OUT_OF_BOUNDS, access + " of " + n + " byte" + (n == 1 ? "" : "s") + " at offset " + (a - o.base) + " of " + o.describe());
        }
        return null;
    }

    /** Whether an {@code n}-byte access at {@code a} leaves {@code o}. */
    static boolean outside(MemObject o, long a, int n) {
        return Long.compareUnsigned(a - o.base, o.size - n + 1) >= 0 || o.size < n;
    }

    /** Why {@code p} cannot be freed or reallocated ({@code what}), with {@code o} the object it falls in, or null when it can. */
    static Problem freeProblem(MemObject o, long p, String what) {
        if (o == null || o.kind != MemObject.Kind.HEAP || o.base != p) {
            return new Problem(ErrorKind.INVALID_FREE, what + " of 0x" + Long.toHexString(p) + ", which is not the start of a heap block"
                    + (o == null ? "" : " (it points into " + o.describe() + ")"));
        }
        if (!o.alive) return new Problem(ErrorKind.DOUBLE_FREE, what + " of " + o.describe() + ", which was already freed");
        return null;
    }

    /** The bytes a value of a scalar type takes in memory under LP64. */
    public static int byteSize(effigy.ir.Type t) { return byteSize(t, effigy.ir.DataModel.LP64); }

    /** The bytes a value of a scalar type takes in memory under {@code model} (a pointer: its {@link effigy.ir.DataModel#pointerSize()}). */
    public static int byteSize(effigy.ir.Type t, effigy.ir.DataModel model) {
        if (t instanceof effigy.ir.Type.BvType bv) return (bv.width() + 7) / 8;
        if (t instanceof effigy.ir.Type.PointerType) return model.pointerSize();
        if (t instanceof effigy.ir.Type.FloatType f) return f.width() / 8;
        if (t instanceof effigy.ir.Type.BoolType) return 1;
        if (t instanceof effigy.ir.Type.IntType it && it.hasLayout()) return it.width() / 8;
        throw new IllegalArgumentException("no memory layout for " + t);
    }

    /** The sort of the symbol for {@code size} symbolic bytes: a bit-vector up to 8 bytes, else an array of bytes. */
    public static effigy.term.Sort symbolSort(long size) {
        return size <= 8 ? effigy.term.Sort.bv((int) (8 * size)) : effigy.term.Sort.array(effigy.term.Sort.bv(64), effigy.term.Sort.bv(8));
    }
}
