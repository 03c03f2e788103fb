package effigy.exec;

import java.util.Arrays;

/**
 * The objects of one path, by address. Objects are never removed (a freed or dead object stays, marked
 * not alive, so later accesses are reported as use-after-free); addresses are handed out in increasing
 * order with a gap after each object, so an access just past an object hits no object. Copy-on-write:
 * after a fork both states share the table and the objects; {@link State#writableMemory()} and
 * {@link #writable(int)} copy what is written.
 */
final class Memory {
    /** Addresses below this are the null page: an access there is a null dereference. */
    static final long NULL_PAGE = 4096;
    static final long FIRST_ADDRESS = 0x10000;
    /** Function addresses (for function pointers) live here, one 16-byte slot each, never dereferenceable. */
    static final long FUNCTION_BASE = 0x1000;
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
}
