package effigy.loops;

import effigy.exec.Executor;
import effigy.exec.State;
import effigy.exec.Unwinder;
import effigy.ir.Function;
import effigy.search.ExplorationLoop;
import effigy.search.Searcher;
import effigy.search.Searchers;
import effigy.ir.Loop;
import effigy.smt.SatResult;
import effigy.term.Assignment;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Loops that can iterate for ever, with a witness: from a state at a start of the loop's body, a path that comes
 * back to a later start with every variable of the loop's activation as it was (and no memory written but
 * those variables). The program is deterministic, so the run repeats that stretch for ever, reading the same
 * inputs each time round when the stretch reads any. The witness is the path's inputs up to the first start
 * (the prefix) and in the stretch (the cycle).
 */
final class Lasso {

    /** A recurrence: the inputs before the cycle's start, the model of the whole path, the cycle's inputs, and where it starts and how long it is. */
    record Found(Assignment model, List<Term.Sym> prefix, List<Term.Sym> cycle, int startCount, int period) {}

    private final Executor ex;
    private final TermBuilder tb;

    Lasso(Executor ex) {
        this.ex = ex;
        this.tb = ex.termBuilder();
    }

    /**
     * Searches from {@code at} (a state at a start of {@code l}'s body, innermost frame) for a return to the same
     * variables within {@code maxPeriod} more starts, following at most {@code pathBudget} paths.
     */
    Found search(State at, int startCount, Function fn, Loop l, int maxPeriod, int pathBudget, long deadline) {
        int frame = at.depth() - 1;
        Watch watch = new Watch(fn, l, frame, startCount, maxPeriod);
        Unwinder unwinder = Unwinder.observing(ex, watch);
        Unwinder.Writes writes = unwinder.havocked(fn, l);
        if (writes == null || !writes.globals().isEmpty()) return null;
        // only what the future can read matters: the variables live at the body's start, and those in memory
        effigy.ir.Liveness live = effigy.ir.Liveness.of(fn);
        int start = fn.bodyStart(l);
        // by each variable's own key: a dead variable of the same name in another scope is another variable
        java.util.Set<String> dead = new java.util.HashSet<>();
        for (Map.Entry<effigy.ir.Local, String> e : effigy.exec.Inspection.variableNames(fn).entrySet()) {
            effigy.ir.Local v = e.getKey();
            if (!v.name().startsWith("&") && !live.liveIn(start, v)) dead.add(e.getValue());
        }
        Map<String, Term> before = new java.util.LinkedHashMap<>(ex.variables(at));
        before.keySet().removeAll(dead);
        List<Term.Sym> prefix = at.inputs();
        ex.observeLoops(unwinder);
        // breadth first over the periods: every path of period 1 is tried before any of period 2
        Searcher work = Searchers.breadthFirst();
        work.add(at.fork());
        Found[] found = new Found[1];
        new ExplorationLoop(ex).deadline(deadline).maxRuns(pathBudget).run(work, new ExplorationLoop.Listener() {
            @Override public ExplorationLoop.Pause paused(State q) {
                Map<String, Term> now = new java.util.LinkedHashMap<>(ex.variables(q));
                now.keySet().removeAll(dead);
                if (now.keySet().equals(before.keySet())) {
                    List<Term> same = new ArrayList<>();
                    for (Map.Entry<String, Term> e : before.entrySet()) same.add(tb.eq(e.getValue(), now.get(e.getKey())));
                    SatResult r = ex.solver().mayHold(q.pathCondition(), tb.and(same), q.model());
                    if (r instanceof SatResult.Sat sat) {
                        List<Term.Sym> all = q.inputs();
                        found[0] = new Found(sat.model(), prefix, all.subList(prefix.size(), all.size()), startCount, watch.lastPeriod);
                        return ExplorationLoop.Pause.STOP;
                    }
                }
                return watch.lastPeriod < maxPeriod ? ExplorationLoop.Pause.RESUME : ExplorationLoop.Pause.DROP;
            }
        });
        return found[0];
    }

    /** Pauses a path at each later start of the loop in its activation, up to {@code maxPeriod} of them. */
    private static final class Watch implements Unwinder.Observer {
        final Function fn;
        final Loop loop;
        final int frame, from, maxPeriod;
        int lastPeriod;

        Watch(Function fn, Loop loop, int frame, int from, int maxPeriod) {
            this.fn = fn;
            this.loop = loop;
            this.frame = frame;
            this.from = from;
            this.maxPeriod = maxPeriod;
        }

        @Override public boolean started(State s, int frame, Function f, Loop l, int count) {
            if (frame != this.frame || f != fn || l.index() != loop.index()) return false;
            lastPeriod = count - from;
            return lastPeriod >= 1 && lastPeriod <= maxPeriod;
        }
    }
}
