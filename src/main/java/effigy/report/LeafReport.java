package effigy.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.Output;
import effigy.exec.ProofOutcome;
import effigy.smt.Smt2Printer;
import effigy.term.PathConditions;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermPrinter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Presents leaves: King-style tables for people (one row per leaf: status, simplified path condition,
 * each output) and one JSON object for programs. Outputs that equal their argument's initial value on
 * every leaf (an array passed only to be read) are left out of the table, not of the JSON.
 */
public final class LeafReport {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    /** Totals of one run, for the summary line and the JSON {@code stats}. */
    public record Stats(long paths, long steps, long instructions, long forks, long solverQueries, long solverCalls,
                        double solverSeconds, double totalSeconds, boolean complete, String stoppedBecause, long infeasible) {}

    private final TermBuilder tb;
    private final Smt2Printer smt = new Smt2Printer();

    public LeafReport(TermBuilder tb) { this.tb = tb; }

    /** The path condition as displayed: simplified conjuncts joined by {@code &}, or {@code true}. */
    public String pcText(Leaf leaf) { return pcText(leaf.pathCondition()); }

    /** A path condition as displayed: simplified conjuncts joined by {@code &}, or {@code true}. */
    public String pcText(List<Term> pathCondition) {
        List<Term> pc = PathConditions.simplify(pathCondition, tb);
        if (pc.isEmpty()) return "true";
        List<String> parts = new ArrayList<>();
        for (Term t : pc) parts.add(TermPrinter.print(t));
        return String.join(" & ", parts);
    }

    public String table(List<Leaf> leaves, List<Executor.EntryArg> args, boolean showInputs) {
        List<String> columns = outputColumns(leaves, args);
        List<String[]> rows = new ArrayList<>();
        List<String> header = new ArrayList<>(List.of("#", "status", "path condition"));
        header.addAll(columns);
        rows.add(header.toArray(new String[0]));
        List<List<String>> details = new ArrayList<>();
        for (int i = 0; i < leaves.size(); i++) {
            Leaf l = leaves.get(i);
            List<String> row = new ArrayList<>(List.of(String.valueOf(i + 1), l.status().label(), pcText(l)));
            for (String c : columns) {
                Term v = l.outputs().get(c);
                row.add(v == null ? "" : TermPrinter.print(v));
            }
            rows.add(row.toArray(new String[0]));
            details.add(details(l, showInputs));
        }
        int[] width = new int[header.size()];
        for (String[] r : rows) for (int c = 0; c < r.length; c++) width[c] = Math.max(width[c], r[c].length());
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < rows.size(); r++) {
            String[] row = rows.get(r);
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < row.length; c++) {
                if (c > 0) line.append("  ");
                if (c == 0) line.append(" ".repeat(width[c] - row[c].length())).append(row[c]);
                else line.append(row[c]).append(c < row.length - 1 ? " ".repeat(width[c] - row[c].length()) : "");
            }
            sb.append(line.toString().stripTrailing()).append('\n');
            if (r > 0) for (String d : details.get(r - 1)) sb.append(" ".repeat(width[0] + 2)).append(d).append('\n');
        }
        return sb.toString();
    }

    private List<String> details(Leaf l, boolean showInputs) {
        List<String> out = new ArrayList<>();
        if (l.error() != null && l.status() != Leaf.Status.RETURNED) {
            out.add(l.error().kind() + " at " + l.error().span().where() + ": " + l.error().message());
        }
        for (Output w : l.writes()) out.add("WRITE " + w.text());
        for (ProofOutcome p : l.proofs()) {
            out.add("PROVE " + TermPrinter.print(p.claim()) + " at " + p.span().where() + ": " + switch (p.verdict()) {
                case PROVED -> "true";
                case REFUTED -> "false, e.g. " + inputsText(p.counterexample());
                case UNKNOWN -> "unknown (" + p.unknownReason() + ")";
            });
        }
        if (showInputs && !l.test().values().isEmpty()) out.add("input: " + inputsText(l.test()));
        return out;
    }

    public static String inputsText(effigy.term.Assignment a) {
        List<String> parts = new ArrayList<>();
        a.values().forEach((s, v) -> {
            String text = Values.text(v);
            // a bit-vector with its sign bit set also reads as the negative number a signed C type holds
            if (s.sort() instanceof effigy.term.Sort.BvSort bv && v instanceof java.math.BigInteger n && n.testBit(bv.width() - 1)) {
                text += " (" + n.subtract(java.math.BigInteger.ONE.shiftLeft(bv.width())) + ")";
            }
            parts.add(s.name() + " = " + text);
        });
        return String.join(", ", parts);
    }

    /** Output names in order, without those that never differ from their argument's initial value. */
    private static List<String> outputColumns(List<Leaf> leaves, List<Executor.EntryArg> args) {
        Map<String, Term> initial = new LinkedHashMap<>();
        for (Executor.EntryArg a : args) if (a.byReference()) initial.put(a.label(), a.value());
        Set<String> names = new LinkedHashSet<>();
        for (Leaf l : leaves) names.addAll(l.outputs().keySet());
        List<String> out = new ArrayList<>();
        for (String n : names) {
            boolean changes = false;
            for (Leaf l : leaves) {
                Term v = l.outputs().get(n);
                if (v != null && v != initial.get(n)) { changes = true; break; }
            }
            if (changes) out.add(n);
        }
        return out;
    }

    public String summary(Stats s) {
        return s.paths() + " lea" + (s.paths() == 1 ? "f" : "ves")
                + (s.complete() ? ", tree explored completely" : ", stopped by " + s.stoppedBecause())
                + String.format(" · %d forks · %d steps · %d solver queries, %d sent to Z3 (%.3f s) · %.3f s",
                s.forks(), s.steps(), s.solverQueries(), s.solverCalls(), s.solverSeconds(), s.totalSeconds());
    }

    public String statusCounts(List<Leaf> leaves) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (Leaf.Status st : Leaf.Status.values()) counts.put(st.label(), 0);
        for (Leaf l : leaves) counts.merge(l.status().label(), 1, Integer::sum);
        List<String> parts = new ArrayList<>();
        counts.forEach((k, v) -> { if (v > 0) parts.add(v + " " + k); });
        return String.join(", ", parts);
    }

    // ---------------------------------------------------------------- JSON

    public ObjectNode json(String call, List<Leaf> leaves, Stats stats) {
        ObjectNode root = JSON.objectNode();
        root.put("call", call);
        ArrayNode symbols = root.putArray("symbols");
        Set<Term.Sym> seen = new LinkedHashSet<>();
        for (Leaf l : leaves) seen.addAll(l.inputs());
        for (Term.Sym s : seen) {
            ObjectNode o = symbols.addObject();
            o.put("name", s.name());
            o.put("sort", s.sort().smt2());
        }
        ArrayNode arr = root.putArray("leaves");
        for (int i = 0; i < leaves.size(); i++) arr.add(leafJson(i + 1, leaves.get(i)));
        root.put("complete", stats.complete());
        if (!stats.complete()) root.put("stoppedBecause", stats.stoppedBecause());
        ObjectNode st = root.putObject("stats");
        st.put("paths", stats.paths());
        st.put("steps", stats.steps());
        st.put("instructions", stats.instructions());
        st.put("forks", stats.forks());
        st.put("infeasible", stats.infeasible());
        st.put("solverQueries", stats.solverQueries());
        st.put("solverCalls", stats.solverCalls());
        st.put("solverTime", round(stats.solverSeconds()));
        st.put("totalTime", round(stats.totalSeconds()));
        return root;
    }

    private static double round(double s) { return Math.round(s * 1e6) / 1e6; }

    public ObjectNode leafJson(int id, Leaf l) {
        ObjectNode o = JSON.objectNode();
        o.put("id", id);
        o.put("status", l.status().label());
        o.set("pc", valueJson(PathConditions.conjunction(l.pathCondition(), tb)));
        ObjectNode outputs = o.putObject("outputs");
        l.outputs().forEach((k, v) -> outputs.set(k, valueJson(v)));
        ArrayNode writes = o.putArray("writes");
        for (Output w : l.writes()) {
            ArrayNode rec = writes.addArray();
            for (Object item : w.items()) {
                if (item instanceof Term t) rec.add(valueJson(t)); else rec.add(item.toString());
            }
        }
        o.set("test", Values.toJson(l.test()));
        o.put("steps", l.steps());
        if (l.error() != null && l.status() != Leaf.Status.RETURNED) {
            ObjectNode e = o.putObject("error");
            e.put("kind", l.error().kind());
            e.put("message", l.error().message());
            if (!l.error().span().isNone()) {
                e.put("file", l.error().span().file().name());
                e.put("line", l.error().span().line());
                e.put("column", l.error().span().column());
            }
        }
        if (!l.proofs().isEmpty()) {
            ArrayNode proofs = o.putArray("proofs");
            for (ProofOutcome p : l.proofs()) {
                ObjectNode po = proofs.addObject();
                po.set("claim", valueJson(p.claim()));
                po.put("line", p.span().line());
                po.put("verdict", p.verdict().name().toLowerCase());
                if (p.counterexample() != null) po.set("counterexample", Values.toJson(p.counterexample()));
                if (p.unknownReason() != null) po.put("reason", p.unknownReason());
            }
        }
        return o;
    }

    public ObjectNode valueJson(Term t) {
        ObjectNode o = JSON.objectNode();
        o.put("text", TermPrinter.print(t));
        o.put("smt2", smt.term(t));
        return o;
    }
}
