package effigy.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.lang.c.lower.IntSemantics;
import effigy.report.AtomicFiles;
import effigy.termination.Complexity;
import effigy.termination.Termination;
import java.io.PrintWriter;
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

/**
 * {@code effigy termination} and {@code effigy complexity}: one analysis (Hensel et al.), two views of its answer.
 * Without {@code --ints} both semantics are analysed and the answers compared.
 */
abstract class TerminationCommand implements Callable<Integer> {
    @Mixin ProgramOptions program;
    @Spec CommandSpec spec;

    /** Split between the semantics analysed; what is not settled by then is unknown. */
    @Mixin MaxTimeOption limit;

    @Option(names = "--its", paramLabel = "FILE.koat", description = "Write the integer transition system in KoAT's input format "
            + "(with both semantics: FILE.koat for bit-vectors and FILE.math.koat for mathematical integers).")
    Path its;

    @Option(names = "--dot", paramLabel = "FILE.dot", description = "Write the symbolic execution graph (locations and the cases of the paths between them) as DOT.")
    Path graph;

    @Option(names = "--replay-iterations", paramLabel = "N",
            description = "Replay a non-termination witness for N iterations past the state where it enters its recurrence set (default 1000).")
    int replay = 1000; // no defaultValue: picocli would apply it over what the hidden --replay wrote

    /** The old names of --dot and --replay-iterations, kept for scripts (hidden). */
    @Option(names = "--graph", paramLabel = "FILE.dot", hidden = true) void graphAlias(Path file) { graph = file; }

    @Option(names = "--replay", paramLabel = "N", hidden = true) void replayAlias(int n) { replay = n; }

    abstract boolean complexity();

    /** What a bound counts. */
    String unit() { return "statements"; }

    @Command(name = "termination", mixinStandardHelpOptions = true,
            header = "Decide whether a C function terminates for every input.",
            description = {"Proves that a C function terminates for every input (ranking functions on its variables, linear or lexicographic, "
                    + "found with Farkas' lemma on the integer transitions of its symbolic execution graph and checked on the program's own "
                    + "terms) or that it does not (an input, a set of states its loop cannot leave, a concrete replay); else unknown. "
                    + "Without --ints, bit-vector and mathematical integers are both analysed and compared."})
    static final class Terminate extends TerminationCommand {
        @Override boolean complexity() { return false; }
    }

    @Command(name = "complexity", mixinStandardHelpOptions = true,
            header = "Bound the statements a C function executes, in its inputs.",
            description = {"An upper bound on the statements (or IR instructions) a C function executes, as an expression in its inputs, with its asymptotic "
                    + "class; the input among those tried whose measured run comes nearest to it; --plot draws measured runs against the bound."})
    static final class Complex extends TerminationCommand {
        @Option(names = "--plot", paramLabel = "FILE.svg", description = "Run the function on growing inputs and plot the statements executed against the bound.")
        Path plot;

        @Option(names = "--cost", paramLabel = "statements|instructions", defaultValue = "statements",
                description = "What a run's length counts: source statements executed (default) or IR instructions executed.")
        String cost;

        @Override boolean complexity() { return true; }

        @Override String unit() { return cost; }
    }

    /** One semantics' answer. */
    private record Run(IntSemantics ints, Termination.Result result, Complexity.Nearest nearest, Workbench.Entry entry) {}

    @Override public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut(), err = spec.commandLine().getErr();
        long end = limit.start();
        double maxTime = limit.seconds();
        if (replay < 1) throw new ParameterException(spec.commandLine(), "--replay-iterations must be at least 1");
        if (!unit().equals("statements") && !unit().equals("instructions")) {
            throw new ParameterException(spec.commandLine(), "--cost must be statements or instructions, not '" + unit() + "'");
        }
        boolean instructions = unit().equals("instructions");
        program.capSolverTimeout(spec.commandLine(), maxTime);
        // before any semantics is asked of it: King's language is not analysed here, whatever --ints says
        if (program.files.stream().anyMatch(f -> f.toString().endsWith(".eff"))) {
            throw new ParameterException(spec.commandLine(), (complexity() ? "complexity" : "termination") + " analyses C programs (.c, .i), not King's language (.eff)");
        }
        List<IntSemantics> semantics = program.ints != null ? List.of(program.ints) : List.of(IntSemantics.BITVECTOR, IntSemantics.MATH);
        long start = ProcessTime.startNanos();
        long total = (long) (maxTime * 1e9);
        List<Run> runs = new ArrayList<>();
        ShutdownGuard guard = ShutdownGuard.protect();   // Ctrl-C and SIGTERM: the rows so far, the rest unknown
        try (guard) {
            String stopped = null;   // why the analysis stopped short (a signal), once it has
            Workbench.Entry lastEntry = null;
            for (int k = 0; k < semantics.size(); k++) {
                IntSemantics ints = semantics.get(k);
                long deadline = start + total * (k + 1) / semantics.size();
                program.ints = ints;
                if (stopped != null) {
                    runs.add(new Run(ints, stoppedResult(stopped), null, lastEntry));
                    continue;
                }
                try (Workbench wb = program.load(err)) {
                    if (!wb.isC()) throw new ParameterException(spec.commandLine(), (complexity() ? "complexity" : "termination") + " analyses C programs");
                    Workbench.Entry entry = program.entry(wb, spec.commandLine());
                    lastEntry = entry;
                    ExecOptions exec = program.execOptions(1_000_000, spec.commandLine());
                    Termination analysis = new Termination(wb, exec).replay(replay).instructions(instructions).exports(its != null || graph != null)
                            .progress(m -> { if (!program.json) { err.println("effigy: " + name(ints) + ": " + m); err.flush(); } });
                    Termination.Result r;
                    try {
                        r = LoopsCommand.onLargeStack(() -> analysis.analyse(entry, deadline));
                    } catch (Termination.ReplayMismatch e) {
                        err.println("effigy: internal error: " + e.getMessage());
                        return Main.INTERNAL;
                    } catch (effigy.smt.SolverInterrupted | effigy.source.LimitReached e) {
                        // a query outside an exploration (a ranking search, a witness's replay) stopped by a signal or --max-time
                        boolean signal = e instanceof effigy.smt.SolverInterrupted || ((effigy.source.LimitReached) e).interrupt();
                        if (signal) stopped = "interrupted";
                        r = stoppedResult(signal ? "interrupted" : "out of time");
                    }
                    if (Thread.currentThread().isInterrupted() || effigy.source.Deadline.interrupted()) stopped = "interrupted";
                    Complexity.Nearest nearest = null;
                    if (stopped == null && complexity() && r.boundExpression() != null) {
                        Path plotFile = this instanceof Complex c ? c.plot : null;
                        Complexity measure = new Complexity(wb, exec.withMaxSteps(4_000_000), entry).instructions(instructions);
                        Termination.Result bounded = r;
                        nearest = LoopsCommand.onLargeStack(() -> measure.nearest(bounded.boundExpression(), Math.min(end, deadline + total / 4)));
                        if (plotFile != null && ints == semantics.get(0)) {
                            AtomicFiles.write(plotFile, measure.plot(bounded.boundExpression(), nearest, entry.function().name()));
                        }
                    }
                    runs.add(new Run(ints, r, nearest, entry));
                } catch (effigy.source.LimitReached e) {
                    if (lastEntry == null) throw e;   // the front end stopped before there is anything to report
                    stopped = e.interrupt() ? "interrupted" : "out of time";
                    runs.add(new Run(ints, stoppedResult(stopped), null, lastEntry));
                }
            }
            program.ints = semantics.size() == 1 ? semantics.get(0) : null;
            for (Run r : runs) {
                String suffix = runs.size() > 1 && r.ints() == IntSemantics.MATH ? ".math" : "";
                if (its != null && r.result().its() != null) AtomicFiles.write(withSuffix(its, suffix), r.result().its().koat());
                if (graph != null && r.result().dot() != null) AtomicFiles.write(withSuffix(graph, suffix), r.result().dot());
            }
            if (program.json) return JsonOutput.print(out, complexity() ? "complexity" : "termination", exitCode(runs), json(runs));
            text(out, runs);
            return exitCode(runs);
        }
    }

    /**
     * Every semantics analysed counts: termination is 0 only when each proves it, 1 when one does not terminate,
     * else 4; complexity is 0 only when each has a bound, 1 when one does not terminate, else 4.
     */
    private int exitCode(List<Run> runs) {
        List<effigy.search.Verdict<?>> verdicts = new ArrayList<>();
        for (Run r : runs) verdicts.add(verdict(r));
        return (complexity() ? ExitCodes.COMPLEXITY : ExitCodes.TERMINATION).of(verdicts);
    }

    /** The answer of an analysis stopped by {@code why} before it had one: unknown. */
    private static Termination.Result stoppedResult(String why) {
        return new Termination.Result(effigy.search.Verdict.unknown(why), List.of(), null, null, null, List.of(), null, null, new java.util.LinkedHashMap<>());
    }

    /** One semantics' verdict as this command counts it: complexity's is unknown without a bound. */
    private effigy.search.Verdict<?> verdict(Run r) {
        effigy.search.Verdict<?> v = r.result().verdict();
        if (complexity() && !v.isFalse() && r.result().bound() == null) v = new effigy.search.Verdict.Unknown<>(List.of("no bound"));
        return v;
    }

    private static String name(IntSemantics ints) { return ints == IntSemantics.MATH ? "mathematical integers" : "bit-vectors"; }

    private static Path withSuffix(Path p, String suffix) {
        if (suffix.isEmpty()) return p;
        String n = p.getFileName().toString();
        int dot = n.lastIndexOf('.');
        String name = dot < 0 ? n + suffix : n.substring(0, dot) + suffix + n.substring(dot);
        return p.resolveSibling(name);
    }

    private void text(PrintWriter out, List<Run> runs) {
        Run first = runs.get(0);
        out.printf(Locale.ROOT, "%s of %s (%s)%n", complexity() ? "Complexity" : "Termination", first.entry().function().name(),
                String.join(" ", program.files.stream().map(Object::toString).toList()));
        for (Run run : runs) {
            Termination.Result r = run.result();
            out.printf(Locale.ROOT, "  %s: %s%s%n", name(run.ints()), complexity() ? boundLine(r) : Termination.word(r.verdict()),
                    r.why() == null || complexity() && r.bound() != null ? "" : " (" + r.why() + ")");
            if (!complexity()) {
                for (Termination.LoopResult l : r.loops()) {
                    String what = l.verdict().isTrue()
                            ? l.ranking().isEmpty() ? (l.iterations() != null && l.depth() == 0 ? l.iterations() : "at most one iteration per entry")
                                : (l.ranking().size() == 1 ? "ranking function " : "lexicographic ranking function ")
                                + (l.ranking().size() == 1 ? l.ranking().get(0) : "(" + String.join(", ", l.ranking()) + ")")
                            : l.verdict().isFalse() ? "can run for ever"
                            : "not proved" + (l.why() == null ? "" : ": " + l.why());
                    if (l.depth() == 0) out.printf(Locale.ROOT, "    recursion of %s (line %d): %s%n", l.function(), l.line(), what);
                    else out.printf(Locale.ROOT, "    loop at line %d (%s): %s%n", l.line(), l.function(), what);
                }
                Termination.Witness w = r.witness();
                if (w != null) {
                    out.printf(Locale.ROOT, "    witness: %s%n", inputs(w.input()));
                    if (w.recursion()) {
                        out.printf(Locale.ROOT, "      at its first call %s(%s); from there every call's arguments stay in {%s} and no path returns without a call%n",
                                w.function(), inputs(new LinkedHashMap<>(w.state())), String.join(", ", w.recurrentSet()));
                        out.printf(Locale.ROOT, "      replayed concretely: %s%n", w.replayed() > 0 ? "still calling " + w.replayed() + " calls deep"
                                : "not followed far (its numbers grow too large or the time ran out)");
                    } else {
                        out.printf(Locale.ROOT, "      at start %d of the loop at line %d the state is %s; from there it never leaves {%s}%n",
                                w.reachedAt(), w.line(), inputs(new LinkedHashMap<>(w.state())), String.join(", ", w.recurrentSet()));
                        out.printf(Locale.ROOT, "      replayed concretely: still in the loop %d iterations later%s%n", w.replayed(),
                                w.period() == null ? "" : " (" + w.period() + ")");
                    }
                }
            } else {
                if (r.bound() != null) out.printf(Locale.ROOT, "    class: %s%n", r.boundClass());
                Complexity.Nearest n = run.nearest();
                if (n != null) {
                    out.printf(Locale.ROOT, "    nearest input tried: %s: %d %s measured, bound %s (%s)%n", inputs(n.input()), n.measured(), unit(), n.bound(),
                            n.measured() == n.bound().longValue() ? "attained" : n.bound().subtract(java.math.BigInteger.valueOf(n.measured())) + " below it");
                }
            }
        }
        if (runs.size() == 2) {
            String bv = key(runs.get(0)), math = key(runs.get(1));
            if (sameAnswer(runs.get(0), runs.get(1))) {
                out.println("  the same with both semantics");
            } else if (dependsOnWrapAround(runs)) {
                out.printf(Locale.ROOT, "  the answer depends on the semantics: %s with bit-vectors, %s with mathematical integers (wrap-around %s)%n",
                        bv, math, runs.get(0).result().verdict().isTrue() ? "is what ends it" : "is what keeps it going");
            } else {
                out.printf(Locale.ROOT, "  the answers differ: %s with bit-vectors, %s with mathematical integers (one is not settled)%n", bv, math);
            }
        }
    }

    /** Whether both semantics are settled and differ: the answer depends on wrap-around. */
    private boolean dependsOnWrapAround(List<Run> runs) {
        if (runs.size() != 2) return false;
        if (runs.get(0).result().verdict().isUnknown() || runs.get(1).result().verdict().isUnknown()) return false;
        return !sameAnswer(runs.get(0), runs.get(1));
    }

    /** Whether two semantics' answers agree: the same kind of verdict (termination), the same bound's class (complexity). */
    private boolean sameAnswer(Run a, Run b) {
        if (complexity()) return key(a).equals(key(b));
        return a.result().verdict().getClass() == b.result().verdict().getClass();
    }

    /** A run's answer as the comparison of the semantics prints it. */
    private String key(Run r) {
        return complexity() ? (r.result().bound() == null ? "no bound" : r.result().boundClass()) : Termination.word(r.result().verdict());
    }

    private String boundLine(Termination.Result r) {
        if (r.bound() == null) return "no bound (" + (r.verdict().isTrue() ? r.boundClass() : "termination " + Termination.word(r.verdict()) + (r.why() == null ? "" : ": " + r.why())) + ")";
        return r.bound() + " " + unit();
    }

    private static String inputs(Map<String, ?> in) {
        if (in.isEmpty()) return "(no inputs)";
        List<String> parts = new ArrayList<>();
        in.forEach((k, v) -> parts.add(k + " = " + v));
        return String.join(", ", parts);
    }

    private ObjectNode json(List<Run> runs) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        ObjectNode o = f.objectNode();
        Run main = runs.get(0);
        o.put("entry", main.entry().function().name());
        fill(o, main);
        o.remove("verdict");
        ObjectNode sem = o.putObject("semantics");
        for (Run r : runs) fill(sem.putObject(r.ints().option()), r);
        if (runs.size() == 2) sem.put("dependsOnWrapAround", dependsOnWrapAround(runs));
        return o;
    }

    private void fill(ObjectNode o, Run run) {
        Termination.Result r = run.result();
        // the envelope's word (complexity: true only with a bound), the analysis's own in result
        o.put("verdict", JsonOutput.verdict(verdict(run)));
        o.put("result", Termination.word(r.verdict()));
        if (r.why() != null) o.put("why", r.why());
        ArrayNode ranking = o.putArray("ranking");
        ArrayNode loops = o.putArray("loops");
        for (Termination.LoopResult l : r.loops()) {
            ObjectNode n = loops.addObject();
            n.put("function", l.function());
            n.put("line", l.line());
            n.put("depth", l.depth());
            n.put("kind", l.depth() == 0 ? "recursion" : "loop");
            n.put("status", Termination.status(l.verdict()));
            ArrayNode rk = n.putArray("ranking");
            for (String c : l.ranking()) rk.add(c);
            if (l.iterations() != null) n.put("iterations", l.iterations());
            if (l.why() != null) n.put("why", l.why());
            if (!l.ranking().isEmpty()) {
                ObjectNode rr = ranking.addObject();
                rr.put("line", l.line());
                rr.put("function", l.function());
                ArrayNode comps = rr.putArray("components");
                for (String c : l.ranking()) comps.add(c);
            }
        }
        Termination.Witness w = r.witness();
        if (w == null) {
            o.putNull("witness");
        } else {
            witnessJson(o.putObject("witness"), w);
        }
        ObjectNode b = o.putObject("bound");
        if (r.bound() != null) {
            b.put("expression", r.bound());
            b.put("class", r.boundClass());
            b.put("unit", unit());
        } else {
            b.putNull("expression");
            b.putNull("class");
            if (r.boundClass() != null) b.put("why", r.boundClass());
        }
        if (run.nearest() != null) {
            ObjectNode n = b.putObject("nearest");
            ObjectNode in = n.putObject("input");
            run.nearest().input().forEach((k, v) -> in.put(k, String.valueOf(v)));
            n.put("measured", run.nearest().measured());
            n.put("bound", run.nearest().bound().toString());
        }
        ObjectNode s = o.putObject("stats");
        r.stats().forEach((k, v) -> s.putPOJO(k, v));
    }

    /** A run that does not end, as JSON: its input, kind, loop, where the set is reached, the state there, the set, the replay. */
    static ObjectNode witnessJson(ObjectNode wn, effigy.termination.Termination.Witness w) {
        ObjectNode in = wn.putObject("input");
        w.input().forEach((k, v) -> in.put(k, String.valueOf(v)));
        wn.put("kind", w.kind());
        wn.put("function", w.function());
        wn.put("line", w.line());
        wn.put("reachedAt", w.reachedAt());
        ObjectNode st = wn.putObject("state");
        w.state().forEach(st::put);
        ArrayNode set = wn.putArray("recurrentSet");
        for (String p : w.recurrentSet()) set.add(p);
        wn.put("replayed", w.replayed());
        return wn;
    }
}
