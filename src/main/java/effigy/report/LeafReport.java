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

    /** The path condition as displayed: simplified conjuncts joined by {@code &} ({@code &&} for C), or {@code true}. */
    public String pcText(Leaf leaf) { return pcText(leaf.pathCondition()); }

    /** A path condition as displayed: simplified conjuncts joined by {@code &} ({@code &&} for C), or {@code true}. */
    public String pcText(List<Term> pathCondition) {
        List<Term> pc = PathConditions.simplify(pathCondition, tb);
        if (pc.isEmpty()) return "true";
        StringBuilder sb = new StringBuilder();
        for (Term t : pc) {
            if (sb.length() > 0) sb.append(t.factory().notation().and());
            sb.append(print(t));
        }
        return sb.toString();
    }

    /**
     * Printed terms: the leaves of one exploration share most of their conjuncts and outputs, so each is
     * printed once (the cache is emptied when it grows large; terms are hash-consed, so identity is equality).
     */
    private final java.util.IdentityHashMap<Term, String> printed = new java.util.IdentityHashMap<>();

    private String print(Term t) {
        String text = printed.get(t);
        if (text == null) {
            if (printed.size() > 100_000) printed.clear();
            text = TermPrinter.print(t);
            printed.put(t, text);
        }
        return text;
    }

    public String table(List<Leaf> leaves, List<Executor.EntryArg> args, boolean showInputs) {
        StringBuilder sb = new StringBuilder();
        TableWriter w = tableWriter(sb, args, showInputs);
        for (Leaf l : leaves) w.add(l);
        w.finish();
        return sb.toString();
    }

    /** A writer of the leaf table to {@code out}, a row per leaf as leaves come ({@link TableWriter}). */
    public TableWriter tableWriter(Appendable out, List<Executor.EntryArg> args, boolean showInputs) {
        return new TableWriter(out, args, showInputs);
    }

    /**
     * Writes the leaf table row by row, holding no more than {@link #HELD} leaves: the first ones are held
     * to choose the output columns and their widths, so a table of up to that many leaves is laid out as one
     * block; later rows stream out with the same columns (a wider value widens its row only), and an output
     * that only a later leaf changes is shown under its row.
     */
    public final class TableWriter {
        /** Leaves held before the first row is written. */
        public static final int HELD = 1000;

        private final Appendable out;
        private final List<Executor.EntryArg> args;
        private final boolean showInputs;
        private final List<Leaf> held = new ArrayList<>();
        private List<String> columns;
        private Map<String, Term> initial;
        private int[] width;
        private long rows;

        private TableWriter(Appendable out, List<Executor.EntryArg> args, boolean showInputs) {
            this.out = out;
            this.args = args;
            this.showInputs = showInputs;
        }

        public void add(Leaf l) {
            if (columns != null) { row(l); return; }
            held.add(l);
            if (held.size() >= HELD) layOut(true);
        }

        /** Writes the rows still held (all of them for a table of fewer than {@link #HELD} leaves). */
        public void finish() {
            if (columns == null) layOut(false);
        }

        private void layOut(boolean more) {
            columns = outputColumns(held, args);
            initial = new LinkedHashMap<>();
            for (Executor.EntryArg a : args) if (a.byReference()) initial.put(a.label(), a.value());
            List<String> header = new ArrayList<>(List.of("#", "status", "path condition"));
            header.addAll(columns);
            List<String[]> cells = new ArrayList<>();
            for (int i = 0; i < held.size(); i++) cells.add(cells(i + 1, held.get(i)));
            width = new int[header.size()];
            for (int c = 0; c < width.length; c++) width[c] = header.get(c).length();
            for (String[] r : cells) for (int c = 0; c < r.length; c++) width[c] = Math.max(width[c], r[c].length());
            if (more) width[0] = Math.max(width[0], 7);   // room for the row numbers still to come
            line(header.toArray(new String[0]));
            for (int i = 0; i < held.size(); i++) {
                line(cells.get(i));
                details(held.get(i), List.of());
            }
            held.clear();
        }

        private void row(Leaf l) {
            line(cells(rows + 1, l));
            List<String> extra = new ArrayList<>();
            for (Map.Entry<String, Term> e : l.outputs().entrySet()) {
                if (!columns.contains(e.getKey()) && e.getValue() != initial.get(e.getKey())) extra.add(e.getKey() + " = " + print(e.getValue()));
            }
            details(l, extra);
        }

        private String[] cells(long number, Leaf l) {
            rows = number;
            String[] row = new String[3 + columns.size()];
            row[0] = String.valueOf(number);
            row[1] = l.status().label();
            row[2] = pcText(l);
            for (int c = 0; c < columns.size(); c++) {
                Term v = l.outputs().get(columns.get(c));
                row[3 + c] = v == null ? "" : print(v);
            }
            return row;
        }

        private void line(String[] row) {
            int last = row.length - 1;
            while (last > 0 && row[last].isEmpty()) last--;   // no trailing blanks
            StringBuilder line = new StringBuilder(256);
            for (int c = 0; c <= last; c++) {
                if (c > 0) line.append("  ");
                int pad = Math.max(0, width[c] - row[c].length());
                if (c == 0) pad(line, pad).append(row[c]);
                else if (c < last) pad(line.append(row[c]), pad);
                else line.append(row[c]);
            }
            append(line.append('\n'));
        }

        private StringBuilder pad(StringBuilder sb, int n) {
            for (int i = 0; i < n; i++) sb.append(' ');
            return sb;
        }

        private void details(Leaf l, List<String> extra) {
            List<String> d = new ArrayList<>(extra);
            d.addAll(LeafReport.this.details(l, showInputs));
            for (String text : d) append(new StringBuilder(" ".repeat(width[0] + 2)).append(text).append('\n'));
        }

        private void append(CharSequence text) {
            try {
                out.append(text);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
    }

    private List<String> details(Leaf l, boolean showInputs) {
        List<String> out = new ArrayList<>();
        if (l.error() != null && l.status() != Leaf.Status.RETURNED) {
            out.add(l.error().kind() + " at " + l.error().span().where() + ": " + l.error().message());
            if (l.error().library() != null) out.add("  " + l.error().library());
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
            Map<String, Object> named = Values.named(s, v);
            if (named != null) {
                // an object with a source layout: its scalars by their names (a[1] = -3, s->len = 3)
                named.forEach((n, x) -> parts.add(n + " = " + x));
                if (v instanceof effigy.term.ArrayValue av && av.defaultValue() instanceof java.math.BigInteger d && d.signum() != 0) {
                    parts.add("other bytes of " + s.factory().sourceName(s) + " = " + d);
                } else if (named.isEmpty()) {
                    parts.add(s.factory().sourceName(s) + " = " + Values.text(v));
                }
                return;
            }
            String text = Values.text(v);
            String floating = Values.floatingText(s, v);
            // a bit-vector with its sign bit set also reads as the negative number a signed C type holds
            if (floating != null) {
                text = floating;
            } else if (s.sort() instanceof effigy.term.Sort.BvSort bv && v instanceof java.math.BigInteger n && n.testBit(bv.width() - 1)) {
                text += " (" + n.subtract(java.math.BigInteger.ONE.shiftLeft(bv.width())) + ")";
            }
            parts.add(s.factory().sourceName(s) + " = " + text);
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

    public String summary(Stats s) { return summary(s, 0); }

    /**
     * The summary line; {@code unsupported} error leaves ended their paths at something Effigy does not support
     * (Effigy's limit, not the program's error), so with any of them the tree is not explored completely.
     */
    public String summary(Stats s, long unsupported) {
        String lost = unsupported + " path" + (unsupported == 1 ? "" : "s") + " reached what Effigy does not support";
        return s.paths() + " lea" + (s.paths() == 1 ? "f" : "ves")
                + (s.complete() ? (unsupported == 0 ? ", tree explored completely" : ", incomplete: " + lost)
                        : ", stopped by " + s.stoppedBecause() + (unsupported == 0 ? "" : "; " + lost))
                + String.format(java.util.Locale.ROOT, " · %d forks · %d steps · %d solver queries, %d sent to Z3 (%.3f s)",
                s.forks(), s.steps(), s.solverQueries(), s.solverCalls(), s.solverSeconds())
                + (s.paths() > 1 ? String.format(java.util.Locale.ROOT, " · per path %.1f queries, %.1f to Z3, %.2f ms solving",
                (double) s.solverQueries() / s.paths(), (double) s.solverCalls() / s.paths(), 1000 * s.solverSeconds() / s.paths()) : "")
                + String.format(java.util.Locale.ROOT, " · %.3f s", s.totalSeconds());
    }

    public String statusCounts(List<Leaf> leaves) {
        long[] counts = new long[Leaf.Status.values().length];
        for (Leaf l : leaves) counts[l.status().ordinal()]++;
        return statusCounts(counts);
    }

    /** "4 returned, 1 error": the number of leaves of each status (indexed by ordinal), those with none left out. */
    public String statusCounts(long[] counts) { return statusCounts(counts, 0); }

    /**
     * "4 returned, 1 error, 1 unsupported": as {@link #statusCounts(long[])}, with the {@code unsupported} error leaves
     * (at something Effigy does not support: {@link effigy.search.Loss#unsupported}) counted apart from the program's errors.
     */
    public String statusCounts(long[] counts, long unsupported) {
        List<String> parts = new ArrayList<>();
        for (Leaf.Status st : Leaf.Status.values()) {
            long n = counts[st.ordinal()];
            if (n > 0) parts.add(n + " " + st.label());
        }
        return String.join(", ", parts);
    }

    // ---------------------------------------------------------------- JSON

    public ObjectNode json(String call, List<Leaf> leaves, Stats stats) {
        ObjectNode root = JSON.objectNode();
        root.put("call", call);
        Set<Term.Sym> seen = new LinkedHashSet<>();
        for (Leaf l : leaves) seen.addAll(l.inputs());
        root.set("symbols", symbolsJson(seen));
        ArrayNode arr = root.putArray("leaves");
        for (int i = 0; i < leaves.size(); i++) arr.add(leafJson(i + 1, leaves.get(i)));
        root.setAll(statsJson(stats));
        return root;
    }

    private static ArrayNode symbolsJson(Set<Term.Sym> symbols) {
        ArrayNode arr = JSON.arrayNode();
        for (Term.Sym s : symbols) {
            ObjectNode o = arr.addObject();
            String shown = s.factory().sourceName(s);
            o.put("name", shown);
            if (!shown.equals(s.name())) o.put("symbol", s.name());
            o.put("sort", s.sort().smt2());
        }
        return arr;
    }

    /** {@code complete}, {@code stoppedBecause} (when not complete) and {@code stats}, as the JSON object's last members. */
    public ObjectNode statsJson(Stats stats) { return statsJson(stats, 0); }

    /**
     * As {@link #statsJson(Stats)}, with {@code unsupported} error leaves at something Effigy does not support: with
     * any, {@code complete} is false (those paths were not followed to their ends) and {@code unsupported} counts them.
     */
    public ObjectNode statsJson(Stats stats, long unsupported) {
        ObjectNode root = JSON.objectNode();
        root.put("complete", stats.complete() && unsupported == 0);
        if (!stats.complete()) root.put("stoppedBecause", stats.stoppedBecause());
        if (unsupported > 0) root.put("unsupported", unsupported);
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

    /**
     * Writes the JSON object of an exploration as its leaves come: {@code call}, then {@code leaves} one by
     * one, then (at {@link #finish}) {@code symbols} and the members the caller adds, stats last. Holds no leaf.
     */
    public JsonWriter jsonWriter(java.io.Writer out, String call) { return new JsonWriter(out, JSON.objectNode(), call); }

    /** As {@link #jsonWriter(java.io.Writer, String)}, the object starting with {@code head}'s members (the envelope's). */
    public JsonWriter jsonWriter(java.io.Writer out, ObjectNode head, String call) { return new JsonWriter(out, head, call); }

    public final class JsonWriter {
        private final com.fasterxml.jackson.core.JsonGenerator g;
        private final Set<Term.Sym> symbols = new LinkedHashSet<>();
        private long id;

        private JsonWriter(java.io.Writer out, ObjectNode head, String call) {
            try {
                g = new com.fasterxml.jackson.databind.ObjectMapper().getFactory().createGenerator(out);
                g.disable(com.fasterxml.jackson.core.JsonGenerator.Feature.AUTO_CLOSE_TARGET);
                g.useDefaultPrettyPrinter();
                g.writeStartObject();
                for (var it = head.fields(); it.hasNext(); ) {
                    var e = it.next();
                    g.writeFieldName(e.getKey());
                    g.writeTree(e.getValue());
                }
                g.writeStringField("call", call);
                g.writeArrayFieldStart("leaves");
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }

        public void add(Leaf l) {
            symbols.addAll(l.inputs());
            try {
                g.writeTree(leafJson(++id, l));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }

        /** Closes the leaves, writes the symbols and then {@code tail}'s members, and ends the object. */
        public void finish(ObjectNode tail) {
            try {
                g.writeEndArray();
                g.writeFieldName("symbols");
                g.writeTree(symbolsJson(symbols));
                for (var it = tail.fields(); it.hasNext(); ) {
                    var e = it.next();
                    g.writeFieldName(e.getKey());
                    g.writeTree(e.getValue());
                }
                g.writeEndObject();
                g.writeRaw('\n');
                g.flush();
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
    }

    /**
     * Where a command's time went, in seconds: the JVM's start-up before {@code main}, the front end
     * (reading, parsing, lowering), the exploration (the engine; {@code solver} is the part of it spent in
     * the solver stack), the wait for the replay of the tests (which run on a thread of their own, busy
     * {@code replayThread} seconds), writing the output, and the whole process so far.
     */
    public record Times(double startup, double frontend, double exploration, double solver, double replay, double replayThread,
                        double output, double total) {
        public String text() {
            return String.format(java.util.Locale.ROOT, "time %.3f s: start-up %.3f, frontend %.3f, exploration %.3f (solver %.3f), replay %.3f (%.3f on its thread), output %.3f",
                    total, startup, frontend, exploration, solver, replay, replayThread, output);
        }

        public ObjectNode json() {
            ObjectNode o = JSON.objectNode();
            o.put("total", round(total));
            o.put("startup", round(startup));
            o.put("frontend", round(frontend));
            o.put("exploration", round(exploration));
            o.put("solver", round(solver));
            o.put("replay", round(replay));
            o.put("replayThread", round(replayThread));
            o.put("output", round(output));
            return o;
        }
    }

    private static double round(double s) { return Math.round(s * 1e6) / 1e6; }

    public ObjectNode leafJson(long id, Leaf l) {
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
        ObjectNode named = Values.namedJson(l.test());
        if (!named.isEmpty()) o.set("named", named); // the test's objects with a source layout, by scalar: {"a[1]": 7}
        o.put("steps", l.steps());
        if (l.error() != null && l.status() != Leaf.Status.RETURNED) {
            o.set("error", errorJson(l.error()));
        }
        if (!l.proofs().isEmpty()) {
            ArrayNode proofs = o.putArray("proofs");
            for (ProofOutcome p : l.proofs()) {
                ObjectNode po = proofs.addObject();
                po.set("claim", valueJson(p.claim()));
                po.put("line", p.span().line());
                po.put("verdict", p.verdict().name().toLowerCase());
                if (p.counterexample() != null) {
                    po.set("counterexample", Values.toJson(p.counterexample()));
                    ObjectNode cexNamed = Values.namedJson(p.counterexample());
                    if (!cexNamed.isEmpty()) po.set("named", cexNamed);
                }
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

    /**
     * An error as JSON: {@code {"kind", "message", "file", "line", "column"}} (no place when it has none), and for an
     * error inside Effigy's C library (the place is then the program's call into it) {@code "library": {"function",
     * "file", "line", "column"}}.
     */
    public static ObjectNode errorJson(Leaf.ErrorInfo error) {
        ObjectNode e = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
        e.put("kind", error.kind().label());
        e.put("message", error.message());
        if (!error.span().isNone()) {
            e.put("file", error.span().file().name());
            e.put("line", error.span().line());
            e.put("column", error.span().column());
        }
        if (error.library() != null) e.set("library", libraryJson(error.library()));
        return e;
    }

    /** Where in Effigy's C library an error happened, as JSON: {@code {"function", "file", "line", "column"}}. */
    public static ObjectNode libraryJson(Leaf.LibraryFrame library) {
        ObjectNode o = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
        o.put("function", library.function());
        o.put("file", library.span().file().name());
        o.put("line", library.span().line());
        o.put("column", library.span().column());
        return o;
    }
}
