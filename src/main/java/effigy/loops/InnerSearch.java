package effigy.loops;

import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.Merge;
import effigy.exec.State;
import effigy.exec.Unwinder;
import effigy.ir.Function;
import effigy.search.ExplorationLoop;
import effigy.search.Merging;
import effigy.search.PositionOrder;
import effigy.search.Searcher;
import effigy.search.Searchers;
import effigy.ir.Loop;
import effigy.term.Assignment;
import effigy.term.Term;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The search for inner bounds (Zhao et al., Algorithms 1-5) on the one executor. Each state carries its loop
 * context ζ: the loops its activations are in, with the iterations (body starts) of each so far, kept by the
 * {@link Unwinder} in the frames. States are scheduled by their position (per activation, for each enclosing
 * loop its header and iteration count, later iterations first, then the block in program order): so the states
 * outside loops run until they reach a loop entry, where they wait for one another (phase 1, Q1 to Q2); the
 * states that entered a loop at the same place in the same context merge there (Algorithm 2's
 * {@code stateSetMerge}); inside the loop the state that begins the next iteration runs first, so the search goes
 * straight down the loop's deepest path (Algorithm 3), and the states it leaves behind in an iteration meet and
 * merge at that iteration's join points (Algorithm 5); the states that left the loop after different counts wait
 * at its exit until no state is left inside (Ψ(loop).in empty, Algorithm 4), merge, and go on to the next loops.
 *
 * <p>Each start of a loop's body beyond the best count seen for that loop (in that context) records the state's
 * model as the witness: an input whose run starts the body that many times in one entry. A loop whose states
 * have used up its share of the time is cut: its states inside are dropped, so the ones that left it go on, and
 * its bound is the best found so far. The search is exhaustive when nothing was cut or lost (no path stopped by
 * a limit, no undecided query, no symbolic value fixed to one value): then every count reachable was seen.
 */
final class InnerSearch implements Unwinder.Observer {

    /** What the search learnt of one loop. */
    static final class Record {
        final LoopId id;
        /** The most starts of the body in one entry, or 0 when entered but never started; -1 when never entered. */
        int best = -1;
        Assignment witness = Assignment.EMPTY;
        List<Term.Sym> witnessInputs = List.of();
        /** Seconds from the start of the search until the best count was first reached. */
        double seconds;
        /** The fewest starts of an entry that ended (left the loop or returned from its function); MAX_VALUE for none. */
        int minimum = Integer.MAX_VALUE;
        /** The first state that entered the loop (a fork, at its header): where a ranking function's proof starts. */
        State entry;
        /** Whether states inside the loop were dropped when its time was up. */
        boolean cut;
        long nanos;

        Record(LoopId id) { this.id = id; }
    }

    private final Executor ex;
    private final Map<LoopId, Record> records = new LinkedHashMap<>();
    private final LoopId.Cache ids = new LoopId.Cache();
    /** The states waiting to run ({@link #run}'s queue): a pause at a join point is of use only when there are any. */
    private Searcher waiting;
    private long started;
    private final List<String> lost = new ArrayList<>();
    private long states, merges;

    private final boolean merging;
    private java.util.function.Consumer<String> progress = m -> { };
    private long lastReport;
    private static final long REPORT_EVERY = 2_000_000_000L;

    /** Where a line on how the search is going goes, every two seconds of a long search. */
    void progress(java.util.function.Consumer<String> p) { this.progress = p; }

    /** A search on {@code ex}; {@code merging} for the guided search (states paused at join points and loop exits, where they merge). */
    InnerSearch(Executor ex, boolean merging) {
        this.ex = ex;
        this.merging = merging;
    }

    Record record(LoopId id) { return records.computeIfAbsent(id, Record::new); }

    Map<LoopId, Record> records() { return records; }

    /** Why the search is not exhaustive (empty when it is). */
    List<String> lost() { return lost; }

    long states() { return states; }
    long merges() { return merges; }

    @Override public boolean wantsPauses() { return merging && waiting != null && !waiting.isEmpty(); }

    @Override public boolean entered(State s, int frame, Function fn, Loop l) {
        Record r = record(ids.of(s, frame, fn, l));
        if (r.best < 0) improve(r, s, 0);   // entered: a count of 0 at least, and this path's input its witness
        if (r.entry != null) return false;
        r.entry = s.fork();
        // the executor goes on with the frame it holds, which the copy now shares: pause, so that the state's next
        // run copies the frame before it writes (the copy stays the state at the header)
        return true;
    }

    @Override public boolean started(State s, int frame, Function fn, Loop l, int count) {
        Record r = record(ids.of(s, frame, fn, l));
        if (count > r.best) improve(r, s, count);
        return false;
    }

    /** {@code s} reached {@code count} iterations of {@code r}'s loop, more than any state before it: its input is the witness. */
    private void improve(Record r, State s, int count) {
        r.best = count;
        r.witness = s.model();
        r.witnessInputs = s.inputs();
        r.seconds = (System.nanoTime() - started) / 1e9;
    }

    @Override public boolean left(State s, int frame, Function fn, Loop l, int count) {
        Record r = record(ids.of(s, frame, fn, l));
        r.minimum = Math.min(r.minimum, count);
        return wantsPauses();   // the states that left wait at the exit for the others, and merge (Algorithm 4's Ψ(loop).out)
    }

    /**
     * States in later iterations first ({@link Merge#position(State, boolean)}): the search goes down each loop's
     * deepest path first, as Algorithm 3 follows the state that continues the loop, while the states of one
     * iteration still meet and merge at its join points and the states that left wait at the exit.
     */
    private static final boolean DEEPEST_FIRST = true;

    /**
     * Searches from {@code initial} until every path ended or {@code deadline} (nanoTime scale) passed, giving each
     * loop (in each context) {@code loopBudgetNanos} of running time before it is cut. With {@code dfs}, the states
     * are run newest first without merging (plain depth-first exploration, what the guided search is measured against).
     */
    void run(State initial, long deadline, long loopBudgetNanos, boolean dfs) {
        started = System.nanoTime();
        lastReport = started;
        java.util.function.Function<State, int[]> position = st -> Merge.position(st, DEEPEST_FIRST);
        Merging searcher = new Merging(dfs ? Searchers.depthFirst() : PositionOrder.deepestFirst(), position,
                (a, b) -> Merge.merge(ex, a, b, (name, value) -> value));
        waiting = searcher;
        searcher.add(initial);
        ExplorationLoop.Outcome outcome = new ExplorationLoop(ex).deadline(deadline).run(searcher, new ExplorationLoop.Listener() {
            Record running;
            long t0;

            @Override public boolean admit(State s) {
                LoopId in = LoopId.innermost(s);
                Record r = in == null ? null : record(in);
                if (r != null && r.nanos > loopBudgetNanos) {
                    cut(s);
                    return false;
                }
                states++;
                running = r;
                t0 = System.nanoTime();
                if (t0 - lastReport > REPORT_EVERY) {
                    lastReport = t0;
                    progress.accept(String.format(java.util.Locale.ROOT, "searching: %.0f s, %d states run, %d merges, %d waiting, %d loops entered",
                            (t0 - started) / 1e9, states, searcher.merges(), searcher.size(), records.size()));
                }
                return true;
            }

            @Override public void ran(Executor ex) {
                if (running != null) running.nanos += System.nanoTime() - t0;
            }

            @Override public void leaves(State ran, List<Leaf> emitted, Leaf end) {
                for (Leaf l : emitted) classify(l);
                if (end != null) classify(end);
            }
        });
        merges = searcher.merges();
        if (!outcome.complete()) {
            lost.add("the " + outcome.why());
            for (State q : searcher.states()) cut(q);
            return;
        }
        if (ex.stats().concretizations > 0) lost.add(ex.stats().concretizations + " symbolic values fixed to one value");
        if (ex.stats().narrowedAddresses > 0) lost.add(ex.stats().narrowedAddresses + " bad addresses followed for one value only");
    }

    /** Drops {@code s}: every loop it is in is cut. */
    private void cut(State s) {
        if (lost.isEmpty() || !lost.get(lost.size() - 1).startsWith("loops cut")) lost.add("loops cut when their time was up");
        for (int i = 0; i < s.depth(); i++) {
            Function fn = s.frameFunction(i);
            for (Loop l : fn.loops()) if (l.contains(s.frameBlock(i))) record(LoopId.of(s, i, fn, l)).cut = true;
        }
    }

    /** Notes a path that ended short of its end (a limit, an undecided query, something Effigy does not support). */
    private void classify(Leaf l) {
        switch (l.status()) {
            case LIMIT, UNKNOWN -> lost.add(l.error() == null ? "a path stopped by a limit" : l.error().message());
            case UNSUPPORTED -> lost.add(l.error().message());
            case ERROR, RETURNED -> { }
        }
    }
}
