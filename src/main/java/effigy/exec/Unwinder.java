package effigy.exec;

import effigy.ir.Block;
import effigy.ir.Function;
import effigy.ir.Local;
import effigy.ir.Loop;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
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
    private final TermBuilder tb;
    private final Map<Function, BitSet> joins = new HashMap<>();

    public Unwinder(Bounds bounds, TermBuilder tb) {
        this.bounds = bounds;
        this.tb = tb;
    }

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
            nameValues(f);
            boolean backEdge = prev >= 0 && l.contains(prev);
            f.iterations[l.index()] = backEdge ? f.iterations[l.index()] + 1 : 0;
            int k = bounds.bound(f.function, l);
            if (k >= 0 && f.iterations[l.index()] >= k) f.exhausted[l.index()] = true;
        }
        return joinPause(ex, s, f);
    }

    private int defined;
    private final List<Term> definitions = new ArrayList<>();

    /**
     * The equations that define the fresh symbols made at loop headers. Each defines a symbol nothing else
     * constrains, so it can hold together with any path's condition: they are conjoined with the final query as a
     * whole, outside the disjunction of the paths (inside it, the solver could not use them to eliminate the symbols).
     */
    public List<Term> definitions() { return Collections.unmodifiableList(definitions); }

    /**
     * At a loop header, each variable whose value is a compound term gets a fresh symbol for it, defined by an
     * equation ({@link #definitions()}): the next iteration builds on the symbol (s#4 + v), not on the whole sum
     * again, which the term builder's canonical forms would flatten into a new term per iteration with nothing
     * shared (quadratic in the bound). These are the "fresh instances" of bounded model checking's equations;
     * they are not inputs.
     */
    private void nameValues(Frame f) {
        for (Local l : f.function.locals()) {
            if (f.sym[l.slot()] instanceof Term t) f.sym[l.slot()] = define(l.name(), t);
        }
    }

    /** A fresh symbol named after {@code name}, defined as {@code value} ({@link #definitions()}); literals and symbols stay as they are. */
    public Term define(String name, Term value) {
        if (!(value instanceof Term.App) || value.sort() instanceof Sort.ArraySort) return value;
        Term.Sym x = tb.factory().symbol(name + "#" + (++defined), value.sort());
        definitions.add(tb.eq(x, value));
        return x;
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
