package effigy.exec;

import java.util.List;

/**
 * A persistent singly-linked list, newest element first: adding shares the whole old list, so forked
 * states share their path conditions, outputs and histories. {@link #toList()} gives oldest first.
 */
public final class PList<T> {
    private static final PList<?> EMPTY = new PList<>(null, null, 0);

    private final T head;
    private final PList<T> tail;
    private final int size;
    /** {@link #toList()}'s result, made once: lists are immutable, and the path condition is asked for at every branch. */
    private List<T> list;

    private PList(T head, PList<T> tail, int size) {
        this.head = head;
        this.tail = tail;
        this.size = size;
    }

    @SuppressWarnings("unchecked")
    public static <T> PList<T> empty() { return (PList<T>) EMPTY; }

    public PList<T> add(T value) { return new PList<>(value, this, size + 1); }

    public int size() { return size; }

    public boolean isEmpty() { return size == 0; }

    /** The newest element; the list must not be empty. */
    public T last() { return head; }

    /** The list without its newest element; the list must not be empty. */
    PList<T> tail() { return tail; }

    /**
     * Elements in insertion order (oldest first), made once per list. Lists that extend one another share one array:
     * a list whose nearest older list with its elements made is the last to have extended that array writes its newer
     * elements after them, in place, and views the array's first {@code size} slots (which are never written again).
     * A copy per list instead made the path condition, asked for at every branch, cost the square of the path's
     * length: 100,000 branches held 5 * 10^9 references.
     */
    public List<T> toList() {
        List<T> l = list;
        if (l == null) {
            l = size == 0 ? List.of() : view();
            list = l;   // a View's fields are final: safe to publish without a lock
        }
        return l;
    }

    /** The array slots a list's elements lie in: {@code used} of them are written. */
    private static final class Buffer {
        Object[] items;
        int used;
        Buffer(Object[] items, int used) { this.items = items; this.used = used; }
    }

    /** The first {@code size} slots of {@code items} (a snapshot of the buffer's array), as an immutable list. */
    private static final class View<T> extends java.util.AbstractList<T> implements java.util.RandomAccess {
        final Buffer buffer;
        final Object[] items;
        final int size;
        View(Buffer buffer, Object[] items, int size) { this.buffer = buffer; this.items = items; this.size = size; }
        @SuppressWarnings("unchecked")
        @Override public T get(int i) { java.util.Objects.checkIndex(i, size); return (T) items[i]; }
        @Override public int size() { return size; }
    }

    private List<T> view() {
        PList<T> made = tail;
        while (made.size > 0 && made.list == null) made = made.tail;
        if (made.list instanceof View<T> v) {
            Buffer b = v.buffer;
            synchronized (b) {
                if (b.used == made.size) {
                    if (b.items.length < size) b.items = java.util.Arrays.copyOf(b.items, Math.max(size, 2 * b.items.length));
                    fill(b.items, made.size);
                    b.used = size;
                    return new View<>(b, b.items, size);
                }
            }
            // another list extended the array past the older one: a copy of its elements, with room to grow
            Object[] items = new Object[capacity(size)];
            System.arraycopy(v.items, 0, items, 0, made.size);
            fill(items, made.size);
            return new View<>(new Buffer(items, size), items, size);
        }
        Object[] items = new Object[capacity(size)];
        fill(items, 0);
        return new View<>(new Buffer(items, size), items, size);
    }

    /** Writes this list's elements from position {@code from} to its end into {@code items}. */
    private void fill(Object[] items, int from) {
        PList<T> p = this;
        for (int i = size - 1; i >= from; i--, p = p.tail) items[i] = p.head;
    }

    private static int capacity(int size) { return Math.max(16, size + (size >> 1)); }
}
