package effigy.explore;

import effigy.exec.Coverage;
import effigy.exec.State;
import java.util.ArrayDeque;

/**
 * The open states of an exploration, in the order of a {@link Search}. An explorer takes a state ({@link #take}),
 * runs it, and then says what became of it: it forked ({@link #forked}), ended ({@link #ended}) or was abandoned
 * and is still open ({@link #putBack}). Not thread-safe: the explorer calls it under its lock. While a state runs
 * it is neither open nor ended (a parallel exploration has several such).
 */
abstract class WorkList {
    /** An open state and what the list keeps with it. */
    static class Open {
        final State state;
        Open(State state) { this.state = state; }
    }

    /** The list for {@code search}; {@code coverage} is the exploration's coverage map (the coverage search only). */
    static WorkList of(Search search, long seed, Coverage coverage) {
        return switch (search) {
            case DFS -> new Stack();
            case BFS -> new Queue();
            case RANDOM_PATH -> new RandomPathList(seed);
            case COVERAGE -> new NearestUncoveredList(coverage);
        };
    }

    /** Adds the initial state. */
    abstract void add(State s);

    /** The next state to run (the list is not empty); it is no longer open. */
    abstract Open take();

    /** {@code parent} forked into these two open states. */
    abstract void forked(Open parent, State onTrue, State onFalse);

    /** {@code o}'s path ended (a leaf, or infeasible). */
    abstract void ended(Open o);

    /** {@code o} is open again (its run was abandoned before it ended). */
    abstract void putBack(Open o);

    /** Open states. */
    abstract int size();

    boolean isEmpty() { return size() == 0; }

    /** Depth first: the true side of a fork is taken next, its false side after the true side's subtree. */
    static final class Stack extends WorkList {
        private final ArrayDeque<Open> work = new ArrayDeque<>();
        @Override void add(State s) { work.addLast(new Open(s)); }
        @Override Open take() { return work.pollLast(); }
        @Override void forked(Open parent, State onTrue, State onFalse) {
            work.addLast(new Open(onFalse));
            work.addLast(new Open(onTrue));
        }
        @Override void ended(Open o) {}
        @Override void putBack(Open o) { work.addLast(o); }
        @Override int size() { return work.size(); }
    }

    /** Breadth first: states in the order they were made, the true side of a fork before its false side. */
    static final class Queue extends WorkList {
        private final ArrayDeque<Open> work = new ArrayDeque<>();
        @Override void add(State s) { work.addLast(new Open(s)); }
        @Override Open take() { return work.pollFirst(); }
        @Override void forked(Open parent, State onTrue, State onFalse) {
            work.addLast(new Open(onTrue));
            work.addLast(new Open(onFalse));
        }
        @Override void ended(Open o) {}
        @Override void putBack(Open o) { work.addLast(o); }
        @Override int size() { return work.size(); }
    }
}
