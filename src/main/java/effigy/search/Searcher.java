package effigy.search;

import effigy.exec.State;
import java.util.List;

/**
 * Which open state runs next: the one variation point of the {@link ExplorationLoop} for the order of the search
 * (KLEE's {@code Searcher}). The loop takes a state ({@link #select}), runs it, and says what became of it: it forked
 * ({@link #forked}), paused ({@link #paused}), ended ({@link #ended}), or is open again because its run was abandoned
 * ({@link #putBack}). KLEE's {@code update(current, added, removed)} is these calls; a selected state is neither open
 * nor ended while it runs (a parallel exploration has several such). Not thread-safe: the loop calls it under its lock.
 *
 * <p>Implementations: {@link Searchers#depthFirst()}, {@link Searchers#breadthFirst()}, {@link RandomPath},
 * {@link NearestUncovered}, {@link PositionOrder} (program position, for merging), and {@link Merging}, a wrapper that
 * merges the states that meet at a join point.
 */
public interface Searcher {
    /** An open state and what the searcher keeps with it (its place in the order). */
    class Open {
        public final State state;
        public Open(State state) { this.state = state; }
    }

    /** Adds a new open state (the initial one). */
    void add(State s);

    /** The next state to run (the searcher is not empty); it is no longer open. */
    Open select();

    /** {@code parent}'s run forked into these two open states ({@code onTrue} is {@code parent.state} itself). */
    void forked(Open parent, State onTrue, State onFalse);

    /** {@code o}'s path ended (a leaf, infeasible, or dropped by the analysis). */
    void ended(Open o);

    /** {@code o} is open again: its run was abandoned before it ended. */
    void putBack(Open o);

    /**
     * {@code o}'s run paused (at a join point, a loop's start, a statement the hook named) and {@code s} goes on later;
     * by default it is open again like any other state.
     */
    default void paused(Open o, State s) { putBack(o.state == s ? o : new Open(s)); }

    /** Open states. */
    int size();

    default boolean isEmpty() { return size() == 0; }

    /** The open states, for an analysis that accounts for what it did not run (in no particular order). */
    List<State> states();

    /** The state {@link #select} would give next, without taking it; null when empty (for {@link Merging}). */
    default Open peek() { throw new UnsupportedOperationException(getClass().getSimpleName() + " cannot peek"); }
}
