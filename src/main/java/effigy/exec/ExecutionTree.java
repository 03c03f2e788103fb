package effigy.exec;

import effigy.source.Span;
import effigy.term.Term;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The symbolic execution tree as King draws it (Fig. 6 and 8): one node per forking branch execution,
 * with arcs labelled T and F, and one node per leaf. Node 0 is the root (the start of the call).
 */
public final class ExecutionTree {
    public enum Kind { ROOT, FORK, LEAF }

    /**
     * A node. For a fork, {@code condition} is the branch condition and {@code span} the branch;
     * {@code side} says which arc leads here from the parent ({@code null} at the root, else true/false).
     */
    public record Node(int id, int parent, Boolean side, Kind kind, Span span, Term condition, Leaf leaf) {}

    private final List<Node> nodes = new ArrayList<>();

    public ExecutionTree() {
        nodes.add(new Node(0, -1, null, Kind.ROOT, Span.NONE, null, null));
    }

    synchronized int fork(int parent, Boolean side, Span span, Term condition) {
        int id = nodes.size();
        nodes.add(new Node(id, parent, side, Kind.FORK, span, condition, null));
        return id;
    }

    synchronized int leaf(int parent, Boolean side, Leaf leaf) {
        int id = nodes.size();
        nodes.add(new Node(id, parent, side, Kind.LEAF, Span.NONE, null, leaf));
        return id;
    }

    /** Puts the finished leaf (which knows its own node id) into its node. */
    synchronized void setLeaf(int id, Leaf leaf) {
        Node n = nodes.get(id);
        nodes.set(id, new Node(n.id(), n.parent(), n.side(), n.kind(), n.span(), n.condition(), leaf));
    }

    public synchronized List<Node> nodes() { return Collections.unmodifiableList(new ArrayList<>(nodes)); }

    public synchronized List<Node> children(int id) {
        List<Node> out = new ArrayList<>();
        for (Node n : nodes) if (n.parent() == id) out.add(n);
        return out;
    }
}
