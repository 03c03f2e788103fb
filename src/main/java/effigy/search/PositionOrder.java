package effigy.search;

import effigy.exec.Merge;
import effigy.exec.State;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;

/**
 * States in the order of their program positions ({@link Merge#position}): states that stand at the same place come
 * out one after another, so that {@link Merging} can merge them. The order of bounded model checking (outermost
 * position first) and of the loop-bound search (deepest iteration first).
 */
public final class PositionOrder implements Searcher {
    private record Entry(Open open, int[] key) {}

    private final PriorityQueue<Entry> queue = new PriorityQueue<>((x, y) -> Arrays.compare(x.key, y.key));
    private final boolean deepestFirst;
    private final boolean falseFirst;

    private PositionOrder(boolean deepestFirst, boolean falseFirst) {
        this.deepestFirst = deepestFirst;
        this.falseFirst = falseFirst;
    }

    /** Outermost position first, a fork's true side queued first (bounded model checking). */
    public static PositionOrder outermostFirst() { return new PositionOrder(false, false); }

    /** Later iterations of deeper loops first, a fork's false side queued first (the loop-bound search). */
    public static PositionOrder deepestFirst() { return new PositionOrder(true, true); }

    /** Where {@code s} stands, as this order compares it. */
    public int[] position(State s) { return Merge.position(s, deepestFirst); }

    @Override public void add(State s) { putBack(new Open(s)); }

    @Override public Open select() {
        Entry e = queue.poll();
        return e == null ? null : e.open;
    }

    @Override public Open peek() {
        Entry e = queue.peek();
        return e == null ? null : e.open;
    }

    @Override public void forked(Open parent, State onTrue, State onFalse) {
        add(falseFirst ? onFalse : onTrue);
        add(falseFirst ? onTrue : onFalse);
    }

    @Override public void ended(Open o) {}

    @Override public void putBack(Open o) { queue.add(new Entry(o, position(o.state))); }

    @Override public int size() { return queue.size(); }

    @Override public List<State> states() {
        List<State> out = new ArrayList<>();
        for (Entry e : queue) out.add(e.open.state);
        return out;
    }
}
