package effigy.ir;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/** Finds the natural loops of a control-flow graph (dominators, back edges, bodies, nesting). */
final class Loops {
    private Loops() {}

    static List<Loop> find(List<Block> blocks) {
        int n = blocks.size();
        if (n == 0) return List.of();
        List<List<Integer>> preds = new ArrayList<>();
        for (int i = 0; i < n; i++) preds.add(new ArrayList<>());
        for (Block b : blocks) for (int s : b.successors()) preds.get(s).add(b.index());
        BitSet reachable = new BitSet(n);
        Deque<Integer> work = new ArrayDeque<>(List.of(0));
        reachable.set(0);
        while (!work.isEmpty()) {
            for (int s : blocks.get(work.pop()).successors()) if (!reachable.get(s)) { reachable.set(s); work.push(s); }
        }
        // iterative dominators over reachable blocks
        BitSet[] dom = new BitSet[n];
        BitSet all = new BitSet(n);
        all.or(reachable);
        for (int i = 0; i < n; i++) { dom[i] = (BitSet) all.clone(); }
        dom[0] = new BitSet(n);
        dom[0].set(0);
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = 1; i < n; i++) {
                if (!reachable.get(i)) continue;
                BitSet d = (BitSet) all.clone();
                for (int p : preds.get(i)) if (reachable.get(p)) d.and(dom[p]);
                d.set(i);
                if (!d.equals(dom[i])) { dom[i] = d; changed = true; }
            }
        }
        // back edges latch -> header where header dominates latch; merge loops by header
        TreeSet<Integer> headers = new TreeSet<>();
        List<int[]> backEdges = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (!reachable.get(i)) continue;
            for (int s : blocks.get(i).successors()) if (dom[i].get(s)) { backEdges.add(new int[] {i, s}); headers.add(s); }
        }
        List<Set<Integer>> bodies = new ArrayList<>();
        List<Set<Integer>> latches = new ArrayList<>();
        List<Integer> headerList = new ArrayList<>(headers);
        for (int h : headerList) {
            Set<Integer> body = new TreeSet<>(List.of(h));
            Set<Integer> ls = new TreeSet<>();
            Deque<Integer> stack = new ArrayDeque<>();
            for (int[] e : backEdges) if (e[1] == h) { ls.add(e[0]); if (body.add(e[0])) stack.push(e[0]); }
            while (!stack.isEmpty()) {
                int b = stack.pop();
                for (int p : preds.get(b)) if (reachable.get(p) && body.add(p)) stack.push(p);
            }
            bodies.add(body);
            latches.add(ls);
        }
        // nesting: parent = smallest other loop strictly containing this one
        List<Loop> loops = new ArrayList<>();
        int m = headerList.size();
        int[] parent = new int[m];
        for (int i = 0; i < m; i++) {
            parent[i] = -1;
            for (int j = 0; j < m; j++) {
                if (i != j && bodies.get(j).containsAll(bodies.get(i)) && bodies.get(j).size() > bodies.get(i).size()
                        && (parent[i] < 0 || bodies.get(j).size() < bodies.get(parent[i]).size())) parent[i] = j;
            }
        }
        for (int i = 0; i < m; i++) {
            int depth = 1;
            for (int p = parent[i]; p >= 0; p = parent[p]) depth++;
            Set<Integer> exits = new TreeSet<>();
            for (int b : bodies.get(i)) for (int s : blocks.get(b).successors()) if (!bodies.get(i).contains(s)) exits.add(s);
            loops.add(new Loop(i, headerList.get(i), frozen(bodies.get(i)), frozen(latches.get(i)), frozen(exits), parent[i], depth));
        }
        return List.copyOf(loops);
    }

    private static Set<Integer> frozen(Set<Integer> s) { return java.util.Collections.unmodifiableSortedSet(new TreeSet<>(s)); }
}
