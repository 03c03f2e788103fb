package effigy.exec;

import java.util.ArrayList;
import java.util.Collections;
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

    /** Elements in insertion order (oldest first). */
    public List<T> toList() {
        List<T> l = list;
        if (l == null) {
            List<T> out = new ArrayList<>(size);
            for (PList<T> p = this; p.size > 0; p = p.tail) out.add(p.head);
            Collections.reverse(out);
            l = List.copyOf(out);   // final fields inside: safe to publish without a lock
            list = l;
        }
        return l;
    }
}
