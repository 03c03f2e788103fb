package effigy.search;

import effigy.exec.Coverage;
import effigy.exec.State;
import effigy.ir.Block;
import effigy.ir.Function;
import effigy.ir.Instr;
import effigy.ir.Program;
import effigy.ir.Terminator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * The coverage search (as KLEE's {@code nurs:md2u}): the open state nearest to a block no path has covered yet
 * runs first. A state's distance is the fewest blocks control passes through from where it is to an uncovered
 * block: along its function's control-flow graph, into a callee through a call instruction (to the callee's first
 * block), and out of the function through a return to the caller's continuation (the rest of the block with the
 * call), frame by frame down the state's stack; a call through a function pointer is not followed. Ties go in
 * depth-first order (the newest state first, the true side of a fork before its false side), so once everything
 * reachable is covered the search is depth first.
 *
 * <p>The distances to uncovered blocks are one breadth-first search backwards from the uncovered blocks over
 * the whole program, redone when the coverage has grown since; a state's distance is recomputed when it comes
 * to the front with a distance from older coverage (coverage only grows, so an old distance is never too
 * large: the first state at the front with a current distance is the nearest).
 */
public final class NearestUncovered implements Searcher {
    static final int FAR = Integer.MAX_VALUE / 4;

    private static final class Entry extends Open {
        final long order;
        int distance;
        int version;
        Entry(State s, long order) { super(s); this.order = order; }
    }

    private final Coverage coverage;
    private final Distances distances;
    private final PriorityQueue<Entry> queue = new PriorityQueue<>((a, b) ->
            a.distance != b.distance ? Integer.compare(a.distance, b.distance) : Long.compare(b.order, a.order));
    private long made;
    /** The coverage the distances were computed for (its blocks covered), and a number for that computation. */
    private int coveredAt = -1, version;

    public NearestUncovered(Coverage coverage) {
        this.coverage = coverage;
        this.distances = new Distances(coverage);
    }

    private void refresh() {
        int covered = coverage.blocksCovered();
        if (covered != coveredAt) {
            distances.compute(coverage.coveredBlocks());
            coveredAt = covered;
            version++;
        }
    }

    private void push(State s) {
        Entry e = new Entry(s, made++);
        e.distance = distances.of(s);
        e.version = version;
        queue.add(e);
    }

    @Override public void add(State s) { refresh(); push(s); }

    @Override public Open select() {
        refresh();
        while (true) {
            Entry e = queue.poll();
            if (e.version == version) return e;
            e.distance = distances.of(e.state);
            e.version = version;
            queue.add(e);
        }
    }

    @Override public void forked(Open parent, State onTrue, State onFalse) {
        refresh();
        push(onFalse);
        push(onTrue);
    }

    @Override public void ended(Open o) {}

    @Override public void putBack(Open o) { queue.add((Entry) o); }

    @Override public int size() { return queue.size(); }

    @Override public List<State> states() { return Searchers.statesOf(queue); }

    /** The distance of {@code s} under the coverage last seen (a test's view of the heuristic). */
    public int distance(State s) { refresh(); return distances.of(s); }

    /**
     * Distances in blocks over the program-wide block numbering of a {@link Coverage}: to the nearest uncovered
     * block (recomputed as coverage grows) and, within a function, to the nearest return (fixed).
     */
    static final class Distances {
        private final Coverage coverage;
        private final Map<Function, Integer> bases = new IdentityHashMap<>();
        private final int blocks;
        /** Backward edges: the blocks from which block i is one step away (a successor, or a callee's entry), CSR. */
        private final int[] predStart, preds;
        /** Per block: the program-wide index of the first block of the callee of each call instruction (-1: none), and where the calls are. */
        private final int[][] callees, callAt;
        /** Per block: its successors, program-wide. */
        private final int[][] successors;
        /** Per block: blocks to the nearest block of its function that returns (0 for one that does). */
        private final int[] toReturn;
        /** Per block: blocks to the nearest uncovered block (0 for one). */
        private final int[] toUncovered;

        Distances(Coverage coverage) {
            this.coverage = coverage;
            Program p = coverage.program();
            for (Function f : p.functions().values()) bases.put(f, coverage.blockIndex(f, 0));
            blocks = coverage.blocks();
            callees = new int[blocks][];
            callAt = new int[blocks][];
            successors = new int[blocks][];
            int[] predCount = new int[blocks + 1];
            List<int[]> edges = new ArrayList<>();
            for (Function f : p.functions().values()) {
                int base = bases.get(f);
                for (Block b : f.blocks()) {
                    int g = base + b.index();
                    int[] succ = b.successors();
                    successors[g] = new int[succ.length];
                    for (int i = 0; i < succ.length; i++) {
                        successors[g][i] = base + succ[i];
                        edges.add(new int[] {g, base + succ[i]});
                    }
                    List<int[]> calls = new ArrayList<>();
                    for (int i = 0; i < b.instrs().size(); i++) {
                        if (b.instrs().get(i) instanceof Instr.Call c) {
                            Function callee = p.function(c.callee());
                            if (callee != null && !callee.blocks().isEmpty()) {
                                calls.add(new int[] {i, bases.get(callee)});
                                edges.add(new int[] {g, bases.get(callee)});
                            }
                        }
                    }
                    callAt[g] = calls.stream().mapToInt(c -> c[0]).toArray();
                    callees[g] = calls.stream().mapToInt(c -> c[1]).toArray();
                }
            }
            for (int[] e : edges) predCount[e[1] + 1]++;
            predStart = new int[blocks + 1];
            for (int i = 0; i < blocks; i++) predStart[i + 1] = predStart[i] + predCount[i + 1];
            preds = new int[edges.size()];
            int[] fill = Arrays.copyOf(predStart, blocks);
            for (int[] e : edges) preds[fill[e[1]]++] = e[0];
            // to the nearest return, within the function: backwards from the returning blocks along successor edges only
            toReturn = new int[blocks];
            Arrays.fill(toReturn, FAR);
            int[] queue = new int[blocks];
            int head = 0, tail = 0;
            for (Function f : p.functions().values()) {
                for (Block b : f.blocks()) {
                    if (b.terminator() instanceof Terminator.Return) {
                        int g = bases.get(f) + b.index();
                        toReturn[g] = 0;
                        queue[tail++] = g;
                    }
                }
            }
            while (head < tail) {
                int g = queue[head++];
                for (int k = predStart[g]; k < predStart[g + 1]; k++) {
                    int q = preds[k];
                    if (toReturn[q] == FAR && isSuccessor(q, g)) {
                        toReturn[q] = toReturn[g] + 1;
                        queue[tail++] = q;
                    }
                }
            }
            toUncovered = new int[blocks];
        }

        private boolean isSuccessor(int from, int to) {
            for (int s : successors[from]) if (s == to) return true;
            return false;
        }

        /** Recomputes the distances to uncovered blocks for the blocks {@code covered}. */
        void compute(BitSet covered) {
            Arrays.fill(toUncovered, FAR);
            int[] queue = new int[blocks];
            int head = 0, tail = 0;
            for (int g = 0; g < blocks; g++) {
                if (!covered.get(g)) { toUncovered[g] = 0; queue[tail++] = g; }
            }
            while (head < tail) {
                int g = queue[head++];
                for (int k = predStart[g]; k < predStart[g + 1]; k++) {
                    int q = preds[k];
                    if (toUncovered[q] == FAR) {
                        toUncovered[q] = toUncovered[g] + 1;
                        queue[tail++] = q;
                    }
                }
            }
        }

        /** Blocks from where {@code s} is to the nearest uncovered block ({@link #FAR}: none is reachable). */
        int of(State s) {
            int best = FAR, above = 0;
            for (int i = s.depth() - 1; i >= 0 && above < best; i--) {
                Function f = s.frameFunction(i);
                Integer base = bases.get(f);
                if (base == null) break;
                int g = base + s.frameBlock(i);
                best = Math.min(best, above + continuation(g, s.frameIndex(i)));
                above = Math.min(FAR, above + toReturn[g]);
            }
            return best;
        }

        /** Blocks from instruction {@code index} of block {@code g} to an uncovered block, without returning. */
        private int continuation(int g, int index) {
            if (toUncovered[g] == 0) return 0;
            int best = FAR;
            for (int k = 0; k < callAt[g].length; k++) {
                if (callAt[g][k] >= index) best = Math.min(best, 1 + toUncovered[callees[g][k]]);
            }
            for (int s : successors[g]) best = Math.min(best, 1 + toUncovered[s]);
            return Math.min(best, FAR);
        }
    }
}
