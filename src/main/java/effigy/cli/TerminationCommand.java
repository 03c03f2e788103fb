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
 * Without {@code --ints} both semantics are analysed and the answers compared, and the answer is C's
 * ({@link #cAnswer}).
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
                    + "Without --ints the answer is C's (unsigned arithmetic wraps, signed overflow is undefined): bit-vector and mathematical "
                    + "integers are both analysed and compared, and a bit-vector proof counts only with a proof that no signed operation overflows."})
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

    /**
     * One semantics' answer; for mathematical integers, where the program's arithmetic can differ from C's apart from signed
     * overflow (unsigned arithmetic, conversions), or null where it cannot.
     */
    private record Run(IntSemantics ints, Termination.Result result, Complexity.Nearest nearest, Workbench.Entry entry, String differsFromC) {
        Run(IntSemantics ints, Termination.Result result, Complexity.Nearest nearest, Workbench.Entry entry) { this(ints, result, nearest, entry, null); }
    }

    /**
     * The answer under C's semantics (the default): unsigned arithmetic wraps, signed overflow is undefined. {@code basis}
     * is the run whose proof or witness it is (null when unknown); {@code why} says what it rests on or what is missing.
     */
    private record CAnswer(effigy.search.Verdict<?> verdict, Run basis, String why) {}

    /** The no-overflow check of a bit-vector proof: its answer and which engine gave it. */
    private record OverflowCheck(effigy.search.Verdict<?> verdict, String engine, String why) {}

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
        List<Run> runs = java.util.Collections.synchronizedList(new ArrayList<>());
        // a solver query that ignores its interrupt past the limit: the watchdog prints the answer so far (the semantics
        // not analysed unknown) before it ends the process, so that a script still reads one report
        // (with none analysed yet, each is unknown: TPDB's aaron3 spent its bit-vector share in one query, and the script
        // read nothing)
        java.util.concurrent.atomic.AtomicReference<Workbench.Entry> known = new java.util.concurrent.atomic.AtomicReference<>();
        Watchdog.lastWords(() -> {
            List<Run> sofar = new ArrayList<>(runs);
            Workbench.Entry entry = sofar.isEmpty() ? known.get() : sofar.get(0).entry();
            if (entry == null) return;   // the front end has not resolved the entry: nothing to report on
            for (IntSemantics ints : semantics.subList(sofar.size(), semantics.size())) {
                sofar.add(new Run(ints, stoppedResult("the time limit (a solver query did not stop)"), null, entry));
            }
            report(out, sofar);
        });
        ShutdownGuard guard = ShutdownGuard.protect();   // Ctrl-C and SIGTERM: the rows so far, the rest unknown
        try (guard) {
            String stopped = null;   // why the analysis stopped short (a signal), once it has
            overflow = null;
            Workbench.Entry lastEntry = null;
            for (int k = 0; k < semantics.size(); k++) {
                IntSemantics ints = semantics.get(k);
                // C's semantics (both analysed): bit-vectors 40% of the time, mathematical integers up to 80%, then (after a
                // proof) the check that no signed operation overflows, up to 95% (the rest for a query that overruns)
                long deadline = semantics.size() == 1 ? start + total : start + total * (k == 0 ? 4 : 8) / 10;
                program.ints = ints;
                if (stopped != null) {
                    runs.add(new Run(ints, stoppedResult(stopped), null, lastEntry));
                    continue;
                }
                try (Workbench wb = program.load(err)) {
                    if (!wb.isC()) throw new ParameterException(spec.commandLine(), (complexity() ? "complexity" : "termination") + " analyses C programs");
                    Workbench.Entry entry = program.entry(wb, spec.commandLine());
                    lastEntry = entry;
                    known.set(entry);
                    ExecOptions exec = program.execOptions(1_000_000, spec.commandLine());
                    // a local read before it is assigned has an indeterminate value in C: any value, as SV-COMP's tools take it
                    // (with the check on, the read ended the run, and a loop over it was 'terminates': TPDB's Velroyen)
                    java.util.Set<String> off = new java.util.HashSet<>(exec.disabledChecks());
                    off.add(effigy.exec.ErrorKind.UNINITIALIZED.label());
                    exec = exec.withDisabledChecks(off);
                    // for C's answer, bit-vectors with signed overflow an error that ends the run: a witness is then a cycle
                    // without overflow (C's own run, not one that loops by wrapping a signed value around, which C leaves
                    // undefined), and a proof covers the runs up to an overflow (the no-overflow proof covers the rest)
                    if (semantics.size() > 1 && ints == IntSemantics.BITVECTOR) exec = exec.withCheckOverflow(true);
                    Termination analysis = new Termination(wb, exec).replay(replay).instructions(instructions).exports(its != null || graph != null)
                            .progress(m -> { if (!program.json) { err.println("effigy: " + name(ints) + ": " + m); err.flush(); } });
                    Termination.Result r;
                    // no solver query past this semantics' deadline (the ranking search asks many in a row without looking at
                    // the clock): the next semantics, and the answer, get their time
                    long processDeadline = effigy.smt.Z3Solver.deadline();
                    effigy.smt.Z3Solver.deadline(Math.min(processDeadline, deadline));
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
                    } finally {
                        effigy.smt.Z3Solver.deadline(processDeadline);
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
                    String differs = ints == IntSemantics.MATH && semantics.size() > 1 ? differsFromC(wb) : null;
                    runs.add(new Run(ints, r, nearest, entry, differs));
                } catch (effigy.source.LimitReached e) {
                    if (lastEntry == null) throw e;   // the front end stopped before there is anything to report
                    stopped = e.interrupt() ? "interrupted" : "out of time";
                    runs.add(new Run(ints, stoppedResult(stopped), null, lastEntry));
                }
            }
            if (runs.size() == 2 && stopped == null && (runs.get(0).result().verdict().isTrue()
                    || runs.get(1).result().verdict().isTrue() && runs.get(1).differsFromC() == null)) {
                overflow = overflowCheck(runs.get(0), Math.min(end, start + total * 95 / 100), err);
            }
            program.ints = semantics.size() == 1 ? semantics.get(0) : null;
            for (Run r : runs) {
                String suffix = runs.size() > 1 && r.ints() == IntSemantics.MATH ? ".math" : "";
                if (its != null && r.result().its() != null) AtomicFiles.write(withSuffix(its, suffix), r.result().its().koat());
                if (graph != null && r.result().dot() != null) AtomicFiles.write(withSuffix(graph, suffix), r.result().dot());
            }
            Integer code = report(out, new ArrayList<>(runs));
            Watchdog.lastWords(null);
            return code == null ? Main.UNKNOWN : code;
        }
    }

    /**
     * The answer under C's semantics when both were analysed, else the one semantics asked for: termination is 0 when it
     * terminates, 1 when it does not, else 4; complexity is 0 with a bound, 1 when it does not terminate, else 4.
     */
    private int exitCode(List<Run> runs, CAnswer c) {
        List<effigy.search.Verdict<?>> verdicts = new ArrayList<>();
        if (c != null) verdicts.add(cVerdict(c));
        else for (Run r : runs) verdicts.add(verdict(r));
        return (complexity() ? ExitCodes.COMPLEXITY : ExitCodes.TERMINATION).of(verdicts);
    }

    /** C's verdict as this command counts it: complexity's is unknown without the bound of its basis. */
    private effigy.search.Verdict<?> cVerdict(CAnswer c) {
        if (complexity() && c.verdict().isTrue() && (c.basis() == null || c.basis().result().bound() == null)) {
            return new effigy.search.Verdict.Unknown<>(List.of("no bound"));
        }
        return c.verdict();
    }

    /** Whether the report was printed (by the command or by the watchdog's last words: once). */
    private boolean reported;

    /** Prints the report of {@code runs} once (null when it was printed already) and gives its exit status. */
    private synchronized Integer report(PrintWriter out, List<Run> runs) {
        if (reported) return null;
        reported = true;
        CAnswer c = runs.size() == 2 ? cAnswer(runs) : null;
        int code = exitCode(runs, c);
        if (program.json) {
            JsonOutput.print(out, complexity() ? "complexity" : "termination", code, json(runs, c));
        } else {
            text(out, runs, c);
        }
        out.flush();
        return code;
    }

    /** The check, after a bit-vector proof, that no signed operation overflows (null until asked). */
    private OverflowCheck overflow;

    /**
     * Whether no signed operation of the program can overflow: from the bit-vector run {@code bv} itself, which had the
     * executor's overflow check on, where it explored every part of the program (the function from its start, each
     * loop from any state at its head) and no path reached an overflow; else from the program's text (no signed
     * arithmetic); else asked of the SV-COMP invariant engine (property {@code no-overflow}) until {@code deadline}: true
     * when one of them proves it, else unknown (no violation is looked for).
     */
    private OverflowCheck overflowCheck(Run bv, long deadline, PrintWriter err) {
        if (bv.result().overflowUnreachable()) {
            return new OverflowCheck(effigy.search.Verdict.proved("no path of the bit-vector analysis reaches a signed overflow"),
                    "the bit-vector analysis", "every part of the program explored with the overflow check on, from any state at each loop's head; no path reaches an overflow");
        }
        String function = bv.entry().function().name();
        IntSemantics was = program.ints;
        program.ints = IntSemantics.BITVECTOR;
        try (Workbench wb = program.load(err)) {
            if (!hasSignedArithmetic(wb, function)) {
                return new OverflowCheck(effigy.search.Verdict.proved("the program's own functions have no signed arithmetic"), "its text",
                        "no signed + - * / % << or negation in the program's own functions");
            }
            effigy.svcomp.Property property = new effigy.svcomp.Property(effigy.svcomp.Property.Kind.NO_OVERFLOW, function, null, List.of(), null);
            effigy.svcomp.Portfolio portfolio = new effigy.svcomp.Portfolio(wb, property,
                    m -> { if (!program.json) { err.println("effigy: C: no signed overflow: " + m); err.flush(); } });
            effigy.svcomp.Portfolio.Outcome o = LoopsCommand.onLargeStack(() -> portfolio.prove(wb.cEntry(function), deadline));
            String why = o.verdict().isFalse() && o.error() != null
                    ? o.error().message() + " at " + o.error().span().file().name() + ":" + o.error().span().line()
                    : o.reason();
            return new OverflowCheck(o.verdict(), o.engine(), why);
        } catch (effigy.smt.SolverInterrupted | effigy.source.LimitReached e) {
            return new OverflowCheck(effigy.search.Verdict.unknown("out of time"), "none", "out of time");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new OverflowCheck(effigy.search.Verdict.unknown("interrupted"), "none", "interrupted");
        } finally {
            program.ints = was;
        }
    }

    /**
     * C's answer from the two semantics. Terminates: the bit-vector proof, with no signed operation that can overflow
     * (then every operation means in C what it means with bit-vectors). Does not terminate: a bit-vector witness (every
     * step of its run is C's, up to a signed overflow, after which C allows anything, running for ever included), or one
     * over mathematical integers where the program has no arithmetic that differs from C's but for signed overflow.
     * Otherwise unknown.
     */
    private CAnswer cAnswer(List<Run> runs) {
        Run bv = runs.get(0), math = runs.get(1);
        effigy.search.Verdict<?> b = bv.result().verdict(), m = math.result().verdict();
        boolean noOverflow = overflow != null && overflow.verdict().isTrue();
        if (b.isTrue() && noOverflow) {
            return new CAnswer(b, bv, "the bit-vector proof, and no signed operation overflows (shown by " + overflow.engine() + ")");
        }
        if (m.isTrue() && noOverflow && math.differsFromC() == null) {
            return new CAnswer(m, math, "the proof over mathematical integers, no signed operation overflows (shown by " + overflow.engine()
                    + ") and the program has no arithmetic that C does otherwise");
        }
        if (b.isTrue()) {
            String missing = overflow == null ? "which was not checked"
                    : overflow.verdict().isFalse() ? "and one does: " + overflow.why() : "which was not shown (" + overflow.why() + ")";
            if (complexity() && m.isTrue() && math.result().bound() != null && math.differsFromC() == null) {
                // a bound is about the runs C defines: over mathematical integers they are the same runs, up to an overflow
                return new CAnswer(m, math, "the bound over mathematical integers, for every run without signed overflow (undefined in C; "
                        + "the bit-vector bound holds in C only if no signed operation overflows, " + missing + ")");
            }
            if (m.isFalse() && math.differsFromC() == null) {
                return new CAnswer(m, math, "the run over mathematical integers never ends; with bit-vectors it ends only by a signed overflow, "
                        + "which C leaves undefined (" + (overflow != null && overflow.verdict().isFalse() ? overflow.why() : "no proof that none occurs") + ")");
            }
            String why = "the bit-vector proof holds in C only if no signed operation overflows, " + missing;
            return new CAnswer(effigy.search.Verdict.unknown(why), null, why);
        }
        if (b.isFalse()) return new CAnswer(b, bv, "the bit-vector witness, whose run never overflows a signed value: a run of C's");
        if (m.isFalse()) {
            if (math.differsFromC() == null) {
                return new CAnswer(m, math, "the witness over mathematical integers; the program has no arithmetic that C does otherwise but signed overflow");
            }
            String why = "the witness over mathematical integers does not carry over to C: " + math.differsFromC();
            return new CAnswer(effigy.search.Verdict.unknown(why), null, why);
        }
        String why = "not settled with bit-vectors" + (bv.result().why() == null ? "" : " (" + bv.result().why() + ")");
        return new CAnswer(effigy.search.Verdict.unknown(why), null, why);
    }

    /**
     * Whether {@code entry} or a function it may call (Effigy's C library included) has an operation that can overflow a
     * signed value: {@code + - * / % <<} or negation on a signed integer type. Unknown callees (through pointers) count.
     */
    private static boolean hasSignedArithmetic(Workbench wb, String entry) {
        effigy.ir.Function start = wb.program().functions().get(entry);
        if (start == null) return true;
        java.util.Set<effigy.ir.Function> reached = new java.util.LinkedHashSet<>(new effigy.ir.CallGraph(wb.program()).reach(start));
        reached.add(start);
        return firstIn(reached, instr -> {
            if (instr instanceof effigy.ir.Instr.CallIndirect) return Boolean.TRUE;   // a callee not known: it may
            if (!(instr instanceof effigy.ir.Instr.Assign a)) return null;
            if (a.value() instanceof effigy.ir.Rvalue.Binary b && signed(b.type()) && switch (b.op()) {
                case ADD, SUB, MUL, DIV, REM, MOD, POW, SHL -> true;
                default -> false;
            }) return Boolean.TRUE;
            return a.value() instanceof effigy.ir.Rvalue.Unary u && u.op() == effigy.ir.Rvalue.UnOp.NEG && signed(u.type()) ? Boolean.TRUE : null;
        }) != null;
    }

    /** The first answer {@code look} gives (not null) for an instruction of {@code functions}, in order; null when none. */
    private static <R> R firstIn(Iterable<effigy.ir.Function> functions, java.util.function.Function<effigy.ir.Instr, R> look) {
        for (effigy.ir.Function f : functions) {
            for (effigy.ir.Block block : f.blocks()) {
                for (effigy.ir.Instr instr : block.instrs()) {
                    R r = look.apply(instr);
                    if (r != null) return r;
                }
            }
        }
        return null;
    }

    private static boolean signed(effigy.ir.Type t) {
        return t instanceof effigy.ir.Type.BvType bv && bv.signed() || t instanceof effigy.ir.Type.IntType i && i.signed();
    }

    /**
     * Where the program's arithmetic over mathematical integers can differ from C's other than by signed overflow: an
     * unsigned operation that can wrap ({@code + - * << ~}, negation) or a conversion to an unsigned or narrower integer
     * type, in the program's own functions; null where there is none.
     */
    private static String differsFromC(Workbench wb) {
        List<effigy.ir.Function> own = wb.program().functions().values().stream().filter(f -> !effigy.ir.Program.isLibrary(f)).toList();
        return firstIn(own, instr -> {
            if (!(instr instanceof effigy.ir.Instr.Assign a) || a.span() == null) return null;
            String what = differsFromC(a.value());
            return what == null ? null : what + " at " + a.span().file().name() + ":" + a.span().line();
        });
    }

    private static String differsFromC(effigy.ir.Rvalue v) {
        if (v instanceof effigy.ir.Rvalue.Binary b && b.type() instanceof effigy.ir.Type.IntType t && !t.signed()) {
            return switch (b.op()) {
                case ADD, SUB, MUL, SHL, POW -> "unsigned arithmetic (" + b.op().spelling() + ")";
                default -> null;
            };
        }
        if (v instanceof effigy.ir.Rvalue.Unary u && u.type() instanceof effigy.ir.Type.IntType t && !t.signed()) return "unsigned arithmetic (" + u.op() + ")";
        if (v instanceof effigy.ir.Rvalue.Cast c && c.type() instanceof effigy.ir.Type.IntType to && c.operand().type() instanceof effigy.ir.Type.IntType from
                && (to.signed() != from.signed() && !to.signed() || to.width() < from.width())) {
            return "a conversion to " + (to.signed() ? "" : "unsigned ") + to.width() + "-bit integers";
        }
        return null;
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

    private void text(PrintWriter out, List<Run> runs, CAnswer c) {
        Run first = runs.get(0);
        out.printf(Locale.ROOT, "%s of %s (%s)%n", complexity() ? "Complexity" : "Termination", first.entry().function().name(),
                String.join(" ", program.files.stream().map(Object::toString).toList()));
        if (c != null) {
            String answer = complexity() ? (cVerdict(c).isTrue() ? c.basis().result().bound() + " " + unit() : c.verdict().isFalse() ? "does-not-terminate" : "no bound")
                    : Termination.word(c.verdict());
            out.printf(Locale.ROOT, "  C (unsigned arithmetic wraps, signed overflow is undefined): %s: %s%n", answer, c.why());
        }
        for (Run run : runs) {
            Termination.Result r = run.result();
            out.printf(Locale.ROOT, "  %s: %s%s%n", name(run.ints()) + (c != null && run.ints() == IntSemantics.BITVECTOR ? " (signed overflow ends a run)" : ""), complexity() ? boundLine(r) : Termination.word(r.verdict()),
                    r.why() == null || complexity() && r.bound() != null ? "" : " (" + r.why() + ")");
            if (!complexity()) {
                for (Termination.LoopResult l : r.loops()) {
                    String what = l.verdict().isTrue() && l.pieces() != null
                            ? "a ranking function per entry: " + String.join("; ", l.pieces().stream().map(p -> ranking(p.form(), p.ranking())).toList())
                            : l.verdict().isTrue()
                            ? l.ranking().isEmpty() ? (l.iterations() != null && l.depth() == 0 ? l.iterations() : "at most one iteration per entry")
                                : "bits".equals(l.form()) ? "ranking function " + l.ranking().get(0) + " (over the variable's bits)"
                                : (l.ranking().size() == 1 ? "" : l.form() + " ") + "ranking function " + ranking(null, l.ranking())
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
        // complexity: a run that terminates with no bound has not settled its class (the analysis found none)
        if (complexity() && runs.stream().anyMatch(r -> r.result().verdict().isTrue() && r.result().bound() == null)) return false;
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

    private ObjectNode json(List<Run> runs, CAnswer c) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        ObjectNode o = f.objectNode();
        Run main = c != null && c.basis() != null ? c.basis() : runs.get(0);
        o.put("entry", main.entry().function().name());
        fill(o, main);
        o.remove("verdict");
        ObjectNode sem = o.putObject("semantics");
        for (Run r : runs) {
            ObjectNode one = sem.putObject(r.ints().option());
            fill(one, r);
            if (r.ints() == IntSemantics.MATH && c != null) one.put("differsFromC", r.differsFromC());
        }
        if (runs.size() == 2) sem.put("dependsOnWrapAround", dependsOnWrapAround(runs));
        if (c == null) {
            o.put("holdsFor", runs.get(0).ints().option());
            return o;
        }
        // the answer is C's: its word and what it rests on; the proof or witness above is that semantics' run
        o.put("holdsFor", "c");
        o.put("result", Termination.word(c.verdict()));
        o.put("why", c.why());
        if (c.basis() == null) {
            o.putArray("ranking");
            o.putNull("witness");
            ObjectNode b = o.putObject("bound");
            b.putNull("expression");
            b.putNull("class");
        }
        ObjectNode cn = sem.putObject("c");
        cn.put("verdict", JsonOutput.verdict(cVerdict(c)));
        cn.put("result", Termination.word(c.verdict()));
        cn.put("why", c.why());
        cn.put("basis", c.basis() == null ? null : c.basis().ints().option());
        ObjectNode ov = cn.putObject("noSignedOverflow");
        if (overflow == null) {
            ov.put("result", "not checked");
        } else {
            ov.put("result", overflow.verdict().isTrue() ? "true" : overflow.verdict().isFalse() ? "false" : "unknown");
            ov.put("engine", overflow.engine());
            if (overflow.why() != null) ov.put("why", overflow.why());
        }
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
            if (l.form() != null) n.put("form", l.form());
            if (l.pieces() != null) {
                ArrayNode ps = n.putArray("pieces");
                for (Termination.Piece piece : l.pieces()) {
                    ObjectNode p = ps.addObject();
                    if (piece.form() != null) p.put("form", piece.form());
                    ArrayNode comps = p.putArray("ranking");
                    for (String c : piece.ranking()) comps.add(c);
                }
            }
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

    /**
     * A ranking function's components as the text says them: the one component, or those of a tuple in parentheses,
     * after its form when {@code form} is given.
     */
    private static String ranking(String form, List<String> components) {
        if (components.isEmpty()) return "none needed (at most one iteration)";
        return components.size() == 1 ? components.get(0) : (form == null ? "" : form + " ") + "(" + String.join(", ", components) + ")";
    }
}
