package effigy.report;

import effigy.exec.ExecutionTree;
import effigy.term.TermPrinter;

/**
 * The execution tree in Graphviz DOT: forks labelled with their line and condition, arcs T and F,
 * leaves with their status, simplified path condition and outputs (King's Fig. 6 and 8).
 */
public final class DotTree {
    private DotTree() {}

    public static String render(ExecutionTree tree, LeafReport report) {
        StringBuilder sb = new StringBuilder("digraph execution_tree {\n  node [shape=box, fontname=\"monospace\"];\n");
        for (ExecutionTree.Node n : tree.nodes()) {
            String label;
            switch (n.kind()) {
                case ROOT -> label = "start";
                case FORK -> label = "line " + n.span().line() + "\\n" + escape(TermPrinter.print(n.condition()));
                default -> {
                    StringBuilder l = new StringBuilder(n.leaf().status().label());
                    l.append("\\npc: ").append(escape(report.pcText(n.leaf())));
                    n.leaf().outputs().forEach((k, v) -> l.append("\\n").append(escape(k)).append(" = ").append(escape(TermPrinter.print(v))));
                    if (n.leaf().error() != null && n.leaf().status() != effigy.exec.Leaf.Status.RETURNED) {
                        l.append("\\n").append(escape(n.leaf().error().kind() + " at line " + n.leaf().error().span().line()));
                    }
                    label = l.toString();
                }
            }
            String shape = n.kind() == ExecutionTree.Kind.FORK ? ", shape=diamond" : n.kind() == ExecutionTree.Kind.LEAF ? ", style=rounded" : "";
            sb.append("  n").append(n.id()).append(" [label=\"").append(label).append('"').append(shape).append("];\n");
        }
        for (ExecutionTree.Node n : tree.nodes()) {
            if (n.parent() < 0) continue;
            sb.append("  n").append(n.parent()).append(" -> n").append(n.id());
            if (n.side() != null) sb.append(" [label=\"").append(n.side() ? "T" : "F").append("\"]");
            sb.append(";\n");
        }
        return sb.append("}\n").toString();
    }

    private static String escape(String s) {
        return s.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
