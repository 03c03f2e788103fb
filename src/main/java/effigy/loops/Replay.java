package effigy.loops;

import effigy.exec.Executor;
import effigy.exec.State;
import effigy.exec.Leaf;
import effigy.exec.Stop;
import effigy.exec.Unwinder;
import effigy.ir.Function;
import effigy.search.ExplorationLoop;
import effigy.search.Searcher;
import effigy.search.Searchers;
import effigy.ir.Loop;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A concrete run of a witness that counts the iterations of every loop (the most body starts in one entry, per
 * loop and context), as the paper replays its test cases: the bound it reports is the count the run really made.
 * The run stops early once {@code target}'s count passes {@code cap} (a loop that would go on for ever).
 */
final class Replay implements Unwinder.Observer {
    private final Map<LoopId, Integer> most = new HashMap<>();
    private final LoopId.Cache ids = new LoopId.Cache();
    private final LoopId target;
    private final long cap;
    private boolean capped;
    private String ended = "returned";

    private Replay(LoopId target, long cap) {
        this.target = target;
        this.cap = cap;
    }

    /** The counts of a run of {@code ex} (a concrete executor) from {@code initial}, stopping {@code target} past {@code cap}. */
    static Replay run(Executor ex, State initial, LoopId target, long cap, long deadline) {
        Replay r = new Replay(target, cap);
        ex.observeLoops(Unwinder.observing(ex, r));
        Searcher one = Searchers.depthFirst();
        one.add(initial);
        ExplorationLoop.Outcome outcome = new ExplorationLoop(ex).deadline(deadline).run(one, new ExplorationLoop.Listener() {
            @Override public ExplorationLoop.Pause paused(State s) {
                if (!r.capped) return ExplorationLoop.Pause.RESUME;
                r.ended = "stopped past " + cap + " iterations";
                r.stoppedAt = s;
                return ExplorationLoop.Pause.STOP;
            }

            @Override public void leaves(State ran, List<Leaf> emitted, Leaf end) {
                if (end == null) return;
                r.ended = end.status() == Leaf.Status.RETURNED ? "returned"
                        : end.error() == null ? end.status().name().toLowerCase() : end.error().kind().label();
            }

            @Override public void forked(Stop.Forked f) {
                throw new IllegalStateException("a concrete replay forked at " + f.span().where());
            }
        });
        if (outcome.reason() == ExplorationLoop.Reason.TIME_LIMIT || outcome.reason() == ExplorationLoop.Reason.INTERRUPTED || outcome.reason() == ExplorationLoop.Reason.MEMORY_LIMIT) {
            r.ended = outcome.why();
            r.limited = true;
        }
        else if (outcome.infeasible() > 0) r.ended = "infeasible";
        return r;
    }

    @Override public boolean started(State s, int frame, Function fn, Loop l, int count) {
        LoopId id = ids.of(s, frame, fn, l);
        most.merge(id, count, Math::max);
        if (id.equals(target) && count > cap) {
            capped = true;
            return true;
        }
        return false;
    }

    @Override public boolean entered(State s, int frame, Function fn, Loop l) {
        most.putIfAbsent(ids.of(s, frame, fn, l), 0);
        return false;
    }

    /** The most iterations of one entry of {@code id} in the run; -1 when the run never entered it. */
    int count(LoopId id) { return most.getOrDefault(id, -1); }

    private State stoppedAt;

    /** The state the run was stopped at (at the start of {@code target}'s body that went past the cap), or null. */
    State stoppedAt() { return stoppedAt; }

    private boolean limited;

    /** Whether the run was stopped by the time limit or an interrupt before it ended: its counts are those reached so far. */
    boolean limited() { return limited; }

    /** Whether the run was stopped because {@code target} went past the cap. */
    boolean capped() { return capped; }

    /** How the run ended: "returned", an error's kind, or why it was stopped. */
    String ended() { return ended; }

    List<LoopId> loops() { return List.copyOf(most.keySet()); }
}
