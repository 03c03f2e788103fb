package effigy.search;

import effigy.exec.State;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * KLEE's random-path searcher. The fork history is a binary tree whose leaves are the states (open, or running);
 * a state is picked by walking from the root, at each inner node going to one of its children with probability
 * 1/2 among those with open states below, so that an open state at depth d is picked with weight 2^-d when
 * every branch above it has open states on both sides (shallow states are favoured, and a deep subtree cannot
 * starve the rest of the tree, as it does depth first). A leaf whose path ended is removed, and an inner node
 * left with one child is replaced by it (which changes no probability). The choices come from a generator
 * seeded with the exploration's seed: one worker explores the same way every time.
 */
public final class RandomPath implements Searcher {
    private static final class Node {
        Node parent, left, right;
        /** The leaf's open state (null while it runs, and in an inner node). */
        Open open;
        /** Open states in this subtree. */
        int count;

        boolean inner() { return left != null || right != null; }
    }

    private final SplittableRandom random;
    private Node root;

    public RandomPath(long seed) { this.random = new SplittableRandom(seed); }

    private static final class Entry extends Open {
        final Node node;
        Entry(State s, Node node) { super(s); this.node = node; }
    }

    private Node leaf(Node parent, State s) {
        Node n = new Node();
        n.parent = parent;
        n.open = new Entry(s, n);
        n.count = 1;
        return n;
    }

    private static void addCount(Node n, int delta) {
        for (; n != null; n = n.parent) n.count += delta;
    }

    @Override public void add(State s) {
        if (root != null) throw new IllegalStateException("one initial state");
        root = leaf(null, s);
    }

    @Override public Open select() {
        Node n = root;
        while (n.inner()) {
            boolean l = n.left != null && n.left.count > 0, r = n.right != null && n.right.count > 0;
            n = l && r ? (random.nextBoolean() ? n.left : n.right) : l ? n.left : n.right;
        }
        Open o = n.open;
        n.open = null;
        addCount(n, -1);
        return o;
    }

    @Override public void forked(Open parent, State onTrue, State onFalse) {
        Node n = ((Entry) parent).node;
        n.left = leaf(n, onTrue);
        n.right = leaf(n, onFalse);
        addCount(n, 2);
    }

    @Override public void ended(Open o) {
        remove(((Entry) o).node);
    }

    /** Removes a childless node (its count is 0), and splices out a parent left with one child. */
    private void remove(Node n) {
        Node p = n.parent;
        if (p == null) { root = null; return; }
        if (p.left == n) p.left = null; else p.right = null;
        Node only = p.left != null ? p.left : p.right;
        if (only == null) { remove(p); return; }
        Node g = p.parent;
        only.parent = g;
        if (g == null) root = only;
        else if (g.left == p) g.left = only;
        else g.right = only;
    }

    @Override public void putBack(Open o) {
        Node n = ((Entry) o).node;
        n.open = o;
        addCount(n, 1);
    }

    @Override public int size() { return root == null ? 0 : root.count; }

    @Override public List<State> states() {
        List<State> out = new ArrayList<>();
        collect(root, out);
        return out;
    }

    private static void collect(Node n, List<State> out) {
        if (n == null) return;
        if (n.open != null) out.add(n.open.state);
        collect(n.left, out);
        collect(n.right, out);
    }

    /** The depth of {@code o}'s leaf in the tree (inner nodes with one child spliced out): the choices a walk to it makes. */
    public int depth(Open o) {
        int d = 0;
        for (Node n = ((Entry) o).node.parent; n != null; n = n.parent) d++;
        return d;
    }
}
