package effigy.termination;

import effigy.loops.Linear;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The integer transition system of a function's symbolic execution graph (the paper's Sect. 4 and 5): a location per
 * abstract state kept (the start, the head of each loop, the end), a transition per case of each path between them
 * with its constraints over the variables before (x) and after (x'), and its weight, the statements the path
 * executes. Printed in KoAT's input format ({@link #koat}) and as a graph ({@link #dot}).
 */
public record Its(String start, List<String> variables, List<Rule> rules) {
    /** A transition: from, to, weight, and its constraints (x the value before, x' after, others temporaries). */
    public record Rule(String from, String to, long weight, List<Encoder.Atom> guard, boolean back) {}

    /** KoAT's format: the rules over the variables, x' a temporary named x_next, auxiliaries renamed to identifiers. */
    public String koat() {
        StringBuilder sb = new StringBuilder();
        sb.append("(GOAL COMPLEXITY)\n(STARTTERM (FUNCTIONSYMBOLS ").append(start).append("))\n(VAR");
        Set<String> all = new LinkedHashSet<>(variables);
        for (Rule r : rules) for (Encoder.Atom a : r.guard()) for (String v : a.e().coefficients().keySet()) all.add(name(v));
        for (String v : all) sb.append(' ').append(v);
        sb.append(")\n(RULES\n");
        String args = String.join(", ", variables);
        for (Rule r : rules) {
            List<String> after = new ArrayList<>();
            for (String v : variables) after.add(mentions(r, v + "'") ? name(v + "'") : v);
            sb.append("  ").append(r.from()).append('(').append(args).append(") ");
            sb.append(r.weight() == 1 ? "->" : "-{" + r.weight() + "}>");
            sb.append(' ').append(r.to()).append('(').append(String.join(", ", after)).append(')');
            if (!r.guard().isEmpty()) {
                List<String> atoms = new ArrayList<>();
                for (Encoder.Atom a : r.guard()) atoms.add(atom(a));
                sb.append(" :|: ").append(String.join(" && ", atoms));
            }
            sb.append('\n');
        }
        sb.append(")\n");
        return sb.toString();
    }

    private static boolean mentions(Rule r, String v) {
        for (Encoder.Atom a : r.guard()) if (a.e().coefficients().containsKey(v)) return true;
        return false;
    }

    /** An identifier KoAT reads: x' is x_next, the encoder's auxiliaries _a3 and _s3 are aux_a3 and aux_s3. */
    static String name(String v) {
        String n = v.endsWith("'") ? v.substring(0, v.length() - 1) + "_next" : v;
        return n.startsWith("_") ? "aux" + n : n;
    }

    /** An atom as KoAT writes it: the positive terms on the left, the negative ones and the constant on the right. */
    static String atom(Encoder.Atom a) {
        Linear e = a.e();
        Linear left = Linear.constant(BigInteger.ZERO), right = Linear.constant(e.constant().negate());
        for (Map.Entry<String, BigInteger> c : e.coefficients().entrySet()) {
            Linear v = Linear.variable(name(c.getKey()));
            if (c.getValue().signum() > 0) left = left.plus(v.times(c.getValue()));
            else right = right.plus(v.times(c.getValue().negate()));
        }
        return text(left) + (a.eq() ? " = " : " <= ") + text(right);
    }

    private static String text(Linear e) {
        return e.toString().replaceAll("(\\d+)\\*", "$1 * ");
    }

    /** The graph: a node per location, an edge per transition (dashed: back to a loop's head, where the state is generalized). */
    public String dot(String title) {
        StringBuilder sb = new StringBuilder();
        sb.append("digraph \"").append(escape(title)).append("\" {\n");
        sb.append("  node [shape=box, fontname=\"monospace\"];\n  edge [fontname=\"monospace\"];\n");
        Map<String, Boolean> nodes = new LinkedHashMap<>();
        nodes.put(start, true);
        for (Rule r : rules) { nodes.putIfAbsent(r.from(), true); nodes.putIfAbsent(r.to(), true); }
        for (String n : nodes.keySet()) sb.append("  \"").append(escape(n)).append("\" [label=\"").append(escape(label(n))).append("\"];\n");
        for (Rule r : rules) {
            StringBuilder label = new StringBuilder("weight " + r.weight());
            for (Encoder.Atom a : r.guard()) label.append("\\l").append(escape(atom(a)));
            label.append("\\l");
            sb.append("  \"").append(escape(r.from())).append("\" -> \"").append(escape(r.to())).append("\" [label=\"").append(label).append('"');
            if (r.back()) sb.append(", style=dashed");
            sb.append("];\n");
        }
        sb.append("}\n");
        return sb.toString();
    }

    private static String label(String location) {
        if (location.startsWith("loop_")) return "head of the loop at line " + location.substring(5).replace('_', ' ');
        return location;
    }

    private static String escape(String s) { return s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n"); }
}
