package effigy.search;

import effigy.exec.State;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * State merging as a wrapper around a searcher (KLEE's {@code MergingSearcher}): a state that paused at a join point
 * is merged, when it is selected, with the states paused at the same position that the inner searcher gives next
 * ({@link Searcher#peek}); the merged state runs in its place. States that stand at that position without having
 * paused there (the two sides of a fork in the middle of a block) are not merged: that would undo the fork. A pair
 * the {@link Merger} refuses stays apart and is put back.
 */
public final class Merging implements Searcher {
    /** Merges two states paused at the same join point into one; null when they cannot be merged. */
    public interface Merger {
        State merge(State a, State b);
    }

    /** A state that paused at a join point (only these merge). */
    private static final class Joined extends Open {
        Joined(State s) { super(s); }
    }

    private final Searcher inner;
    private final Function<State, int[]> position;
    private final Merger merger;
    private long merges;

    /** Merges {@code inner}'s states that stand at the same {@code position} as they are selected. */
    public Merging(Searcher inner, Function<State, int[]> position, Merger merger) {
        this.inner = inner;
        this.position = position;
        this.merger = merger;
    }

    /** Merging over a {@link PositionOrder}, with its positions. */
    public static Merging over(PositionOrder inner, Merger merger) { return new Merging(inner, inner::position, merger); }

    /** Pairs of states merged so far. */
    public long merges() { return merges; }

    @Override public void add(State s) { inner.add(s); }

    @Override public Open select() {
        Open p = inner.select();
        if (!(p instanceof Joined)) return p;
        State s = p.state;
        int[] key = position.apply(s);
        List<Open> apart = new ArrayList<>();
        for (Open q = inner.peek(); q != null && Arrays.equals(position.apply(q.state), key); q = inner.peek()) {
            inner.select();
            State m = q instanceof Joined ? merger.merge(s, q.state) : null;
            if (m == null) apart.add(q);
            else {
                s = m;
                merges++;
            }
        }
        for (Open q : apart) inner.putBack(q);
        return s == p.state ? p : new Open(s);
    }

    @Override public Open peek() { return inner.peek(); }

    @Override public void forked(Open parent, State onTrue, State onFalse) { inner.forked(parent, onTrue, onFalse); }

    @Override public void ended(Open o) { inner.ended(o); }

    @Override public void putBack(Open o) { inner.putBack(o); }

    @Override public void paused(Open o, State s) { inner.putBack(new Joined(s)); }

    @Override public int size() { return inner.size(); }

    @Override public List<State> states() { return inner.states(); }
}
