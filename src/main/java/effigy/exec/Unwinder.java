package effigy.exec;

import effigy.ir.Block;
import effigy.ir.Function;
import effigy.ir.Loop;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Bounded unwinding, the executor's branch policy for bounded model checking: each loop of each activation may
 * take its back edge at most its bound's number of times. Arriving at the loop's header after that many back
 * edges, the path may still leave the loop (the condition evaluated one more time, as CBMC's unwinding
 * assertion has it), but a path that goes on inside the loop ends as a {@code LIMIT} leaf of kind
 * {@link #KIND}: the bound is reachable. Every arrival at a join point (a block with two or more
 * predecessors) pauses the run, so that a scheduler can merge the states that meet there.
 */
public final class Unwinder {
    /** The error kind of the leaves of paths cut by a bound. */
    public static final String KIND = "unwinding";

    /** The bound of a loop ({@code loop.index()} in {@code function}); negative for none. */
    public interface Bounds {
        int bound(Function function, Loop loop);
    }

    private final Bounds bounds;
    private final Map<Function, BitSet> joins = new HashMap<>();

    public Unwinder(Bounds bounds) { this.bounds = bounds; }

    /** What happens on arrival at {@code f.block}: null to go on, a pause at a join point, or the unwinding leaf. */
    Stop arrive(Executor ex, State s, Frame f) {
        int b = f.block, prev = f.prevBlock;
        List<Loop> loops = f.function.loops();
        if (loops.isEmpty()) return joinPause(ex, s, f);
        if (f.iterations == null) {
            f.iterations = new int[loops.size()];
            f.exhausted = new boolean[loops.size()];
        }
        for (Loop l : loops) {
            if (!l.contains(b)) {
                // outside the loop: done with it (so that paths that left it after different counts can merge)
                f.exhausted[l.index()] = false;
                f.iterations[l.index()] = 0;
            } else if (f.exhausted[l.index()] && prev >= 0 && l.contains(prev)) {
                return ex.unwound(s, f, l, bounds.bound(f.function, l));
            }
        }
        for (Loop l : loops) {
            if (l.header() != b) continue;
            boolean backEdge = prev >= 0 && l.contains(prev);
            f.iterations[l.index()] = backEdge ? f.iterations[l.index()] + 1 : 0;
            int k = bounds.bound(f.function, l);
            if (k >= 0 && f.iterations[l.index()] >= k) f.exhausted[l.index()] = true;
        }
        return joinPause(ex, s, f);
    }

    private Stop joinPause(Executor ex, State s, Frame f) {
        return joins(f.function).get(f.block) ? new Stop.Paused(s, ex.emitted()) : null;
    }

    /** The blocks of {@code f} with two or more predecessors. */
    BitSet joins(Function f) {
        return joins.computeIfAbsent(f, fn -> {
            int[] preds = new int[fn.blocks().size()];
            for (Block blk : fn.blocks()) for (int t : blk.successors()) preds[t]++;
            BitSet out = new BitSet();
            for (int i = 0; i < preds.length; i++) if (preds[i] >= 2) out.set(i);
            return out;
        });
    }
}
