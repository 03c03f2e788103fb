package effigy.search;

import effigy.exec.State;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/** The plain orders: depth first (King's order) and breadth first. */
public final class Searchers {
    private Searchers() {}

    /** Depth first: the true side of a fork runs next, its false side after the true side's subtree. */
    public static Searcher depthFirst() { return new Stack(); }

    /** Breadth first: states in the order they were made, the true side of a fork before its false side. */
    public static Searcher breadthFirst() { return new Queue(); }

    private static final class Stack implements Searcher {
        private final ArrayDeque<Open> work = new ArrayDeque<>();
        @Override public void add(State s) { work.addLast(new Open(s)); }
        @Override public Open select() { return work.pollLast(); }
        @Override public Open peek() { return work.peekLast(); }
        @Override public void forked(Open parent, State onTrue, State onFalse) {
            work.addLast(new Open(onFalse));
            work.addLast(new Open(onTrue));
        }
        @Override public void ended(Open o) {}
        @Override public void putBack(Open o) { work.addLast(o); }
        @Override public int size() { return work.size(); }
        @Override public List<State> states() { return statesOf(work); }
    }

    private static final class Queue implements Searcher {
        private final ArrayDeque<Open> work = new ArrayDeque<>();
        @Override public void add(State s) { work.addLast(new Open(s)); }
        @Override public Open select() { return work.pollFirst(); }
        @Override public Open peek() { return work.peekFirst(); }
        @Override public void forked(Open parent, State onTrue, State onFalse) {
            work.addLast(new Open(onTrue));
            work.addLast(new Open(onFalse));
        }
        @Override public void ended(Open o) {}
        @Override public void putBack(Open o) { work.addLast(o); }
        @Override public int size() { return work.size(); }
        @Override public List<State> states() { return statesOf(work); }
    }

    static List<State> statesOf(Iterable<? extends Searcher.Open> open) {
        List<State> out = new ArrayList<>();
        for (Searcher.Open o : open) out.add(o.state);
        return out;
    }
}
