package effigy.termination;

import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.State;
import effigy.exec.Stop;
import effigy.exec.Unwinder;
import effigy.ir.Function;
import effigy.ir.Loop;
import effigy.search.ExplorationLoop;
import effigy.search.Searcher;
import effigy.search.Searchers;
import effigy.term.Term;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A concrete run on the one exploration loop that stops at the {@code at}-th start of a loop's body (counted over all
 * its entries), or runs to its end: how far it went and how it ended. The non-termination search reaches and replays
 * its witnesses with it; the complexity measurement counts a run's statements with it.
 */
final class Starts implements Unwinder.Observer {
    private static final class TooLarge extends RuntimeException {
        TooLarge() { super(null, null, false, false); }
    }

    private Executor ex;

    /** Per function, whether it has variables of mathematical integers, which alone can grow without limit. */
    private final java.util.Map<Function, Boolean> unbounded = new java.util.HashMap<>();

    private boolean huge(State s, Function fn) {
        boolean maths = unbounded.computeIfAbsent(fn, f -> f.locals().stream().anyMatch(l -> l.type() instanceof effigy.ir.Type.IntType));
        if (!maths) return false;   // bit-vectors only: none is ever past the limit
        for (Term t : ex.variables(s).values()) if (t instanceof Term.IntLit i && i.value().bitLength() > 4096) return true;
        return false;
    }

    final Iteration.LoopKey key;
    final long at;
    long count;
    State stopped;
    Map<String, Term> vars;
    String ended = "returned";
    long steps;

    /** The variables at every start of the loop's body up to the one stopped at, when asked for. */
    List<Map<String, Term>> seen;

    /** The whole state ({@link State#snapshot}) at every start of the loop's body up to the one stopped at, when asked for. */
    List<List<Object>> states;

    /** The most memory a snapshot covers, in bytes: past it a state is not compared (null). */
    static final long SNAPSHOT_BYTES = 1 << 20;

    private Starts(Iteration.LoopKey key, long at) { this.key = key; this.at = at; }

    /** {@link #run}, keeping the whole state at every start up to {@code at} in {@link #states}. */
    static Starts snapshotting(Executor ex, State s, Iteration.LoopKey key, long at, long deadline) {
        Starts r = new Starts(key, at);
        r.states = new ArrayList<>();
        return r.go(ex, s, deadline);
    }

    /** {@link #run}, keeping the variables at every start up to {@code at} in {@link #seen}. */
    static Starts collecting(Executor ex, State s, Iteration.LoopKey key, long at, long deadline) {
        Starts r = new Starts(key, at);
        r.seen = new ArrayList<>();
        return r.go(ex, s, deadline);
    }

    static Starts run(Executor ex, State s, Iteration.LoopKey key, long at, long deadline) {
        return new Starts(key, at).go(ex, s, deadline);
    }

    private Starts go(Executor ex, State s, long deadline) {
        Starts r = this;
        r.ex = ex;
        ex.observeLoops(Unwinder.observing(ex, r));
        Searcher one = Searchers.depthFirst();
        one.add(s);
        ExplorationLoop.Outcome outcome;
        ExplorationLoop loop = new ExplorationLoop(ex).deadline(deadline);
        try {
            outcome = loop.run(one, new ExplorationLoop.Listener() {
                @Override public ExplorationLoop.Pause paused(State p) {
                    if (r.stopped == null) return ExplorationLoop.Pause.RESUME;
                    r.vars = ex.variables(p);
                    return ExplorationLoop.Pause.STOP;
                }

                @Override public void leaves(State ran, List<Leaf> emitted, Leaf end) {
                    if (end == null) return;
                    r.ended = end.error() == null ? end.status().name().toLowerCase() : end.error().kind().label();
                    r.steps = ex.stats().statements;
                }

                @Override public void forked(Stop.Forked f) {
                    r.ended = "infeasible";   // a concrete run does not fork
                    loop.stop("forked");
                }
            });
        } catch (ArithmeticException | TooLarge e) {
            // mathematical integers that outgrow what a BigInteger holds (x = x * x, over and over)
            r.ended = "a number too large to compute";
            return r;
        }
        if (outcome.reason() == ExplorationLoop.Reason.TIME_LIMIT || outcome.reason() == ExplorationLoop.Reason.INTERRUPTED || outcome.reason() == ExplorationLoop.Reason.MEMORY_LIMIT) r.ended = outcome.why();
        else if (outcome.infeasible() > 0) r.ended = "infeasible";
        return r;
    }

    @Override public boolean started(State s, int frame, Function fn, Loop l, int count) {
        // every loop's starts, not only the one counted: a complexity measurement runs the whole function (non_linear06's
        // y1 = y1 + y1*y1 squares y1 on each of its logarithmically many passes, past any number worth computing); every
        // 4th start, so that a value squared in each holds at most 16 times the limit's digits
        if (count % 4 == 0 && huge(s, fn)) {
            // mathematical integers past what is worth computing (x = x * x doubles its digits each time)
            stopped = null;
            ended = "a number too large to compute";
            throw new TooLarge();
        }
        if (key == null || fn != key.function() || l.index() != key.loop()) return false;
        if (seen != null) seen.add(ex.variables(s));
        if (states != null) states.add(s.snapshot(ex.termBuilder(), SNAPSHOT_BYTES));
        if (++this.count < at) return false;
        stopped = s;
        return true;
    }
}
