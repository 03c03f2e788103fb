package effigy.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.loops.Annotations;
import effigy.loops.LoopAnalysis;
import effigy.loops.LoopAnalysis.Result;
import effigy.loops.LoopId;
import effigy.report.Values;
import effigy.search.Verdict;
import effigy.source.Diagnostic;
import effigy.source.DiagnosticException;
import java.io.PrintWriter;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

@Command(name = "loops", mixinStandardHelpOptions = true,
        header = "Bound the iterations of every loop of a C program.",
        description = {"Loop bounds: for every loop, the interval [inner, outer] of its iterations per entry. The inner bound is the "
                + "most iterations one entry really makes, found by a symbolic search guided to deep iterations (Zhao et al.) and "
                + "confirmed by a concrete run of its witness input; the outer bound is proven (exhaustive exploration, a ranking "
                + "function) or 'unbounded' with a witness that iterates for ever. WCET annotations (TACLeBench's "
                + "_Pragma(\"loopbound min A max B\")) are checked or written."})
final class LoopsCommand implements Callable<Integer> {
    @Mixin ProgramOptions program;
    @Spec CommandSpec spec;

    @Mixin MaxTimeOption limit;

    @Option(names = "--search", paramLabel = "guided|dfs", defaultValue = "guided",
            description = "The inner bounds' search: the paper's guided search with state merging at loop heads and exits (default), "
                    + "or plain depth-first exploration, for comparison.")
    String search;

    @Option(names = "--check-annotations", description = "Compare each loop's loopbound annotation with its bounds: agree, too low "
            + "(a witness makes more iterations), too high (above the proven outer bound), not reached (the body never starts), "
            + "unproven (no outer bound to compare with).")
    boolean checkAnnotations;

    @Option(names = "--count", paramLabel = "completed|starts", defaultValue = "completed",
            description = "What an annotation's numbers count, for --check-annotations: completed iterations (TACLeBench's convention, the "
                    + "default: a last pass that leaves the loop by break or return before its end is not one) or starts of the body "
                    + "(the bounds Effigy prints).")
    String count;

    /** Whether annotations count completed iterations (else body starts). */
    boolean completed() { return !"starts".equals(count); }

    @Option(names = "--annotate", paramLabel = "OUT.c", description = "Write the program (its first file) to OUT.c with a loopbound "
            + "annotation before each loop whose outer bound is proven.")
    Path annotate;

    @Override public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut(), err = spec.commandLine().getErr();
        long deadline = limit.start();
        double maxTime = limit.seconds();
        LoopAnalysis.Strategy strategy = switch (search) {
            case "guided" -> LoopAnalysis.Strategy.GUIDED;
            case "dfs" -> LoopAnalysis.Strategy.DFS;
            default -> throw new ParameterException(spec.commandLine(), "--search must be guided or dfs, not '" + search + "'");
        };
        if (annotate != null) {
            Path dir = annotate.toAbsolutePath().getParent();
            if (Files.isDirectory(annotate)) throw new ParameterException(spec.commandLine(), "--annotate " + annotate + ": is a directory; give the file to write, e.g. OUT.c");
            if (dir == null || !Files.isDirectory(dir)) throw new ParameterException(spec.commandLine(), "--annotate " + annotate + ": no directory " + dir);
        }
        program.capSolverTimeout(spec.commandLine(), maxTime);
        ShutdownGuard guard = ShutdownGuard.protect();   // Ctrl-C and SIGTERM: the loops so far, the rest unproven
        try (guard; Workbench wb = program.load(err)) {
            if (!wb.isC()) throw new ParameterException(spec.commandLine(), "loops analyses C programs");
            Workbench.Entry entry = program.entry(wb, spec.commandLine());
            ExecOptions exec = program.execOptions(10_000_000, spec.commandLine());
            LoopAnalysis analysis = new LoopAnalysis(wb, exec).strategy(strategy)
                    .progress(m -> { if (!program.json) { err.println("effigy: " + m); err.flush(); } });
            LoopAnalysis.Report report;
            try {
                report = onLargeStack(() -> analysis.analyse(entry, deadline));
            } catch (LoopAnalysis.ReplayMismatch e) {
                err.println("effigy: internal error: " + e.getMessage());
                return Main.INTERNAL;
            }
            Map<Result, Annotations.Bound> pragmas = new LinkedHashMap<>();
            for (Result r : report.loops()) {
                Annotations.Bound b = annotation(r);
                if (b != null) pragmas.put(r, b);
            }
            if (annotate != null) writeAnnotated(wb, report, err);
            int code = checkAnnotations ? ExitCodes.LOOPS.of(annotations(report, pragmas, completed())) : Main.OK;
            if (program.json) return JsonOutput.print(out, "loops", code, json(report, pragmas));
            text(out, entry, report, pragmas);
            return code;
        }
    }

    /**
     * Runs {@code work} on a thread with a large stack: merged states' values are nested if-then-else terms as deep
     * as the iterations merged, and the term evaluator and printer recurse on them.
     */
    static <T> T onLargeStack(java.util.function.Supplier<T> work) throws InterruptedException {
        return effigy.fuzz.Runner.onLargeStack(work);
    }

    /** The loop statement's loopbound annotation, or null; a malformed one is bad input. */
    private static Annotations.Bound annotation(Result r) {
        for (String p : r.pragmas()) {
            try {
                Annotations.Bound b = Annotations.parse(p);
                if (b != null) return b;
            } catch (IllegalArgumentException e) {
                throw new DiagnosticException(Diagnostic.at(r.id().span(), e.getMessage()));
            }
        }
        return null;
    }

    /**
     * The annotations' verdict: false, with the first loop whose annotation is too low, when one is (its max is wrong);
     * unknown when an annotation has no proven outer bound to compare with; true otherwise (too high is sound).
     */
    static Verdict<Result> annotations(LoopAnalysis.Report report, Map<Result, Annotations.Bound> pragmas, boolean completed) {
        List<String> unproven = new ArrayList<>();
        Map<LoopId, Statement> statements = statements(report, completed);
        for (Map.Entry<Result, Annotations.Bound> e : pragmas.entrySet()) {
            String v = verdict(e.getKey(), e.getValue(), statements, report.exhaustive());
            if (v.equals("too low")) return Verdict.refuted(e.getKey());
            if (v.equals("unproven")) unproven.add(e.getKey().id().span().where() + ": no proven outer bound");
        }
        return unproven.isEmpty() ? Verdict.proved("every annotation is at least its loop's iterations") : new Verdict.Unknown<>(unproven);
    }

    /**
     * How an annotation compares with the loop's bounds: too low when a witness makes more iterations than its max
     * (or the loop can iterate for ever), or when the exhaustive search saw an entry with fewer than its min; too high
     * when its max is above the proven outer bound; agree when max lies in [inner, outer]; unproven when there is no
     * outer bound to compare with.
     */
    static String verdict(Result r, Annotations.Bound b, Map<LoopId, Statement> statements, boolean exhaustive) {
        // an annotation is for the loop statement: its bounds over every context
        Statement st = statements.get(r.id().statement());
        if (st.unbounded() || st.inner() > b.max()) return "too low";
        if (exhaustive && st.minimum() != Integer.MAX_VALUE && st.minimum() < b.min()) return "too low";
        if (st.unproven()) return "unproven";
        // the body never starts in any run: the annotation is about runs this entry does not make
        if (st.outer().signum() == 0 && b.max() > 0) return "not reached";
        if (BigInteger.valueOf(b.max()).compareTo(st.outer()) > 0) return "too high";
        return "agree";
    }

    /**
     * A loop statement's bounds over all its contexts: whether a witness has no bound (it can iterate for ever), whether
     * a context has no outer bound, the most iterations witnessed (as {@code completed} counts them), the fewest an entry
     * made, and the largest outer bound.
     */
    record Statement(boolean unbounded, boolean unproven, int inner, int minimum, BigInteger outer) {}

    /** Each loop statement's {@link Statement}, in one pass over the report (a program may have thousands of contexts). */
    static Map<LoopId, Statement> statements(LoopAnalysis.Report report, boolean completed) {
        Map<LoopId, Statement> out = new java.util.HashMap<>();
        Map<LoopId, Boolean> midBody = new java.util.HashMap<>();
        for (Result x : report.loops()) {
            LoopId id = x.id().statement();
            // counted as completed iterations, a witness of n starts of a loop left mid-body completed n - 1 at least
            boolean left = completed && midBody.computeIfAbsent(id, k -> leftMidBody(x.id()));
            int witnessed = x.inner().bound() == null ? 0 : left ? Math.max(0, x.inner().bound() - 1) : x.inner().bound();
            Statement was = out.getOrDefault(id, new Statement(false, false, 0, Integer.MAX_VALUE, BigInteger.ZERO));
            out.put(id, new Statement(was.unbounded() || x.inner().bound() == null, was.unproven() || x.outer().bound() == null,
                    x.inner().bound() == null ? was.inner() : Math.max(was.inner(), witnessed), Math.min(was.minimum(), x.minimum()),
                    x.outer().bound() == null ? was.outer() : was.outer().max(x.outer().bound())));
        }
        return out;
    }

    /**
     * Whether the loop can be left other than at its test: by a branch out of the body whose other way does not go back to
     * the header (a {@code break} mid-body), or by a {@code return} inside it. Its last pass then ends before the body's
     * end, which TACLeBench does not count as an iteration.
     */
    static boolean leftMidBody(LoopId id) {
        effigy.ir.Loop loop = id.loop();
        for (int b : loop.body()) {
            effigy.ir.Terminator t = id.function().blocks().get(b).terminator();
            if (t instanceof effigy.ir.Terminator.Return) return true;
            if (t instanceof effigy.ir.Terminator.Goto g && !loop.contains(g.target())) return true;
            if (t instanceof effigy.ir.Terminator.Branch br && b != loop.header()) {
                boolean outT = !loop.contains(br.ifTrue()), outF = !loop.contains(br.ifFalse());
                if (outT && br.ifFalse() != loop.header() || outF && br.ifTrue() != loop.header()) return true;
            }
        }
        return false;
    }

    private void text(PrintWriter out, Workbench.Entry entry, LoopAnalysis.Report report, Map<Result, Annotations.Bound> pragmas) {
        out.printf(Locale.ROOT, "Loops of %s from %s: %d loop%s; search %s in %.2f s (%d states, %d merges)%n",
                String.join(" ", program.files.stream().map(Object::toString).toList()), entry.function().name(), report.loops().size(),
                report.loops().size() == 1 ? "" : "s", report.exhaustive() ? "exhaustive" : "stopped (" + String.join("; ", report.lost()) + ")",
                report.searchSeconds(), report.states(), report.merges());
        if (checkAnnotations) {
            out.println(completed() ? "annotations counted as completed iterations (TACLeBench's convention; --count starts: as body starts)"
                    : "annotations counted as body starts (--count completed: as completed iterations, TACLeBench's convention)");
        }
        List<String[]> rows = new ArrayList<>();
        List<String> head = new ArrayList<>(List.of("LOOP", "FUNCTION", "DEPTH", "CONTEXT", "INNER", "OUTER", "INTERVAL", "METHOD", "WITNESS"));
        if (checkAnnotations) head.add("ANNOTATION");
        rows.add(head.toArray(String[]::new));
        Map<LoopId, Statement> statements = checkAnnotations ? statements(report, completed()) : Map.of();
        for (Result r : report.loops()) {
            List<String> row = new ArrayList<>();
            row.add(r.id().span().file().name() + ":" + r.id().line());
            row.add(r.id().function().name());
            row.add(String.valueOf(r.depth()));
            row.add(r.id().context().isEmpty() ? "-" : r.id().context());
            row.add(innerText(r.inner()));
            row.add(outerText(r.outer()));
            row.add(interval(r));
            row.add(r.outer().method());
            row.add(witnessText(r.inner().witness()));
            if (checkAnnotations) {
                Annotations.Bound b = pragmas.get(r);
                row.add(b == null ? "-" : "min " + b.min() + " max " + b.max() + ": " + verdict(r, b, statements, report.exhaustive()));
            }
            rows.add(row.toArray(String[]::new));
        }
        int[] width = new int[rows.get(0).length];
        for (String[] row : rows) for (int i = 0; i < row.length; i++) width[i] = Math.max(width[i], row[i].length());
        for (String[] row : rows) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < row.length; i++) {
                if (i > 0) sb.append("  ");
                sb.append(i == row.length - 1 ? row[i] : String.format("%-" + width[i] + "s", row[i]));
            }
            out.println(sb.toString().stripTrailing());
        }
        for (Result r : report.loops()) {
            if (r.outer().why() != null) out.println("  " + r.id().span().where() + ": no outer bound: " + r.outer().why());
        }
        out.printf(Locale.ROOT, "%d lines analysed in %.2f s (%.0f lines per minute)%n", report.linesAnalysed(), report.seconds(),
                report.linesAnalysed() * 60 / Math.max(report.seconds(), 1e-3));
    }

    static String innerText(LoopAnalysis.Inner in) {
        if (in.bound() == null) return "unbounded";
        return (in.lowerBoundOnly() ? ">=" : "") + in.bound();
    }

    static String outerText(LoopAnalysis.Outer o) {
        if (o.verdict().isFalse()) return "unbounded";
        if (o.bound() != null) return o.bound().toString();
        if (o.expression() != null) return o.expression();
        return "unknown";
    }

    static String interval(Result r) {
        String inner = r.inner().bound() == null ? "inf" : String.valueOf(r.inner().bound());
        String outer = r.outer().verdict().isFalse() ? "inf" : r.outer().bound() != null ? r.outer().bound().toString()
                : r.outer().expression() != null ? r.outer().expression() : "?";
        return "[" + inner + ", " + outer + "]" + (r.exact() ? " exact" : "");
    }


    String witnessText(LoopAnalysis.Witness w) {
        if (w == null) return "-";
        List<String> parts = new ArrayList<>();
        w.inputs().forEach((k, v) -> parts.add(k + " = " + Values.text(v)));
        String s = parts.isEmpty() ? "(no input)" : String.join(", ", parts);
        if (w.period() > 0) {
            List<String> cyc = new ArrayList<>();
            w.cycle().forEach((k, v) -> cyc.add(Values.text(v)));
            s += "; iteration " + w.recurrenceAt() + " recurs every " + w.period()
                    + (cyc.isEmpty() ? "" : ", reading " + String.join(", ", cyc) + " each time round");
        }
        return s;
    }

    private ObjectNode json(LoopAnalysis.Report report, Map<Result, Annotations.Bound> pragmas) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        ArrayNode loops = o.putArray("loops");
        Map<LoopId, Statement> statements = statements(report, completed());
        for (Result r : report.loops()) {
            ObjectNode l = loops.addObject();
            l.put("function", r.id().function().name());
            l.put("file", r.id().span().file().name());
            l.put("line", r.id().line());
            l.put("depth", r.depth());
            if (r.id().context().isEmpty()) l.putNull("context"); else l.put("context", r.id().context());
            ObjectNode in = l.putObject("inner");
            if (r.inner().bound() == null) in.put("bound", "unbounded"); else in.put("bound", r.inner().bound());
            in.put("complete", !r.inner().lowerBoundOnly());
            LoopAnalysis.Witness w = r.inner().witness();
            if (w == null) in.putNull("witness");
            else {
                ObjectNode wo = in.putObject("witness");
                ObjectNode inputs = wo.putObject("inputs");
                w.inputs().forEach((k, v) -> inputs.set(k, Values.toJson(v)));
                if (w.period() > 0) {
                    ObjectNode cyc = wo.putObject("cycle");
                    w.cycle().forEach((k, v) -> cyc.set(k, Values.toJson(v)));
                    wo.put("recursAt", w.recurrenceAt());
                    wo.put("period", w.period());
                }
            }
            in.put("seconds", r.inner().seconds());
            ObjectNode out = l.putObject("outer");
            if (r.outer().verdict().isFalse()) out.put("bound", "unbounded");
            else if (r.outer().bound() != null) out.put("bound", r.outer().bound());
            else out.putNull("bound");
            if (r.outer().expression() == null) out.putNull("expression"); else out.put("expression", r.outer().expression());
            out.put("method", r.outer().method());
            if (r.outer().why() != null) out.put("why", r.outer().why());
            l.put("exact", r.exact());
            Annotations.Bound b = pragmas.get(r);
            if (b == null) l.putNull("annotation");
            else {
                ObjectNode a = l.putObject("annotation");
                a.put("min", b.min());
                a.put("max", b.max());
                // the envelope's words (too low is false; too high is sound), the annotation's own in result
                String word = verdict(r, b, statements, report.exhaustive());
                a.put("verdict", word.equals("too low") ? "false" : word.equals("unproven") ? "unknown" : "true");
                a.put("result", word);
            }
        }
        ObjectNode stats = o.putObject("stats");
        stats.put("loops", report.loops().size());
        stats.put("exhaustive", report.exhaustive());
        if (checkAnnotations) o.put("annotationsCount", completed() ? "completed" : "starts");
        ArrayNode lost = stats.putArray("lost");
        report.lost().forEach(lost::add);
        stats.put("states", report.states());
        stats.put("merges", report.merges());
        stats.put("searchSeconds", report.searchSeconds());
        stats.put("seconds", report.seconds());
        stats.put("lines", report.linesAnalysed());
        return o;
    }

    /** Writes the first file with a loopbound annotation before each of its loops that has a proven outer bound. */
    private void writeAnnotated(Workbench wb, LoopAnalysis.Report report, PrintWriter err) throws java.io.IOException {
        effigy.source.SourceFile file = wb.files().get(0);
        Map<Integer, Annotations.Bound> byLine = new java.util.TreeMap<>();
        Map<Integer, Boolean> unproven = new java.util.TreeMap<>();
        for (Result r : report.loops()) {
            if (!r.id().span().file().name().equals(file.name())) continue;
            int line = r.id().line();
            BigInteger outer = r.outer().bound();
            if (outer == null || outer.bitLength() > 31 || unproven.containsKey(line)) {
                unproven.put(line, true);
                byLine.remove(line);
                continue;
            }
            int min = report.exhaustive() && r.minimum() != Integer.MAX_VALUE ? Math.min(r.minimum(), outer.intValue()) : 0;
            Annotations.Bound old = byLine.get(line);
            byLine.put(line, old == null ? new Annotations.Bound(min, outer.intValue())
                    : new Annotations.Bound(Math.min(old.min(), min), Math.max(old.max(), outer.intValue())));
        }
        String text = Annotations.annotate(file.text(), byLine);
        effigy.report.AtomicFiles.write(annotate, text);
        if (!program.json) {
            err.println("effigy: wrote " + annotate + ": " + byLine.size() + " loop" + (byLine.size() == 1 ? "" : "s") + " annotated"
                    + (unproven.isEmpty() ? "" : "; not annotated (no proven outer bound): line" + (unproven.size() == 1 ? " " : "s ")
                    + String.join(", ", unproven.keySet().stream().map(String::valueOf).toList())));
        }
    }
}
