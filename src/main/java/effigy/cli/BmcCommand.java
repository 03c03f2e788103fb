package effigy.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import effigy.bmc.BoundedModelChecker;
import effigy.bmc.Counterexample;
import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.exec.Leaf;
import effigy.loops.LoopAnalysis;
import effigy.search.Verdict;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "bmc", mixinStandardHelpOptions = true,
        header = "Bounded model checking of a C program, with k-induction.",
        description = {"Bounded model checking: every loop unwound to a bound, the paths merged at join points, and one query "
                + "per question: can an error happen within the bound (false, with a counterexample replayed concretely), "
                + "can a path go beyond the bound (unknown), or neither (true). Without --unwind each loop is unwound to its "
                + "proven outer bound (as 'effigy loops' finds it, in a third of the time), and the loops without one are deepened "
                + "(1, 2, 4, ...) until a verdict or --max-time."})
final class BmcCommand implements Callable<Integer> {
    @Mixin ProgramOptions program;
    @Spec CommandSpec spec;

    @Option(names = "--unwind", paramLabel = "K", description = "Let every loop take its back edge at most K times.")
    Integer unwind;

    @Option(names = "--unwind-loop", paramLabel = "LINE=K", description = "The bound of the loop whose header is at LINE (repeatable).")
    Map<Integer, Integer> unwindLoop = new LinkedHashMap<>();

    @Mixin MaxTimeOption limit;

    @Option(names = "--k-induction", description = "After each bound k whose unwinding is reachable, try k-induction's inductive step: "
            + "from an arbitrary state of the variables each loop assigns, can an error follow k iterations? If not, the program is correct "
            + "(true) even where its loops have no finite bound.")
    boolean kInduction;

    @Option(names = "--prove", description = "First look for inductive invariants of the loops (Horn clauses solved by Z3's Spacer, each invariant "
            + "checked before it is believed), with half the time: proved, the result is true whatever the bound; else bounded model "
            + "checking goes on with the rest of the time.")
    boolean prove;

    @Option(names = "--incremental", description = "Keep the formula's definitions asserted in one incremental solver across the "
            + "queries and the deepened bounds (Z3's incremental bit-vector solver) instead of solving each query afresh; slower on "
            + "the programs measured so far.")
    boolean incremental;

    @Option(names = "--tests", paramLabel = "DIR", description = "Write the counterexample as a test (test-001.json, for 'effigy replay') and a C harness (test-001.c) into DIR.")
    java.nio.file.Path testsDir;

    @Override public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut(), err = spec.commandLine().getErr();
        if (unwind != null && unwind < 0) throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--unwind must be 0 or more");
        long deadline = limit.start();
        if (deadline != Long.MAX_VALUE) {
            // the encoding and the one query stop where the front end does, a tenth of the time (at least 0.3 s, at most a second) before
            // the limit: Z3 can take a few hundred milliseconds to notice its interrupt, and the pop of a large formula,
            // the report and the exit come after it (campaign case 1279, --unwind 205 --max-time 3 on bsearch32.c: a final
            // query that ran to the limit ended the process 0.9 s past it on a loaded machine)
            deadline = effigy.source.Deadline.stopNanos();
            effigy.smt.Z3Solver.deadline(deadline);
        }
        Double maxTime = limit.seconds();
        if (!spec.commandLine().getParseResult().hasMatchedOption("--solver-timeout")) {
            // one query decides: no per-query limit but --max-time's
            program.solverTimeout = maxTime == null ? 0 : (int) Math.max(1, Math.min(Integer.MAX_VALUE, (deadline - System.nanoTime()) / 1_000_000L));
        }
        ShutdownGuard guard = ShutdownGuard.protect();   // Ctrl-C and SIGTERM: the verdict is printed, unknown
        try (guard; Workbench wb = program.load(err)) {
            if (!wb.isC()) throw new picocli.CommandLine.ParameterException(spec.commandLine(), "bmc checks C programs");
            Workbench.Entry entry = program.entry(wb, spec.commandLine());
            ExecOptions exec = program.execOptions(Integer.MAX_VALUE, spec.commandLine());
            if (prove) {
                Integer proved = proveByInvariants(out, err, wb, entry, exec, deadline);
                if (proved != null) return proved;
            }
            List<LoopBound> fromLoops = List.of();
            BoundedModelChecker.Deepening d;
            try {
                if (unwind == null && unwindLoop.isEmpty()) {
                    try {
                        fromLoops = loopBounds(wb, entry, exec, deadline);
                    } catch (LoopAnalysis.ReplayMismatch e) {
                        err.println("effigy: internal error: " + e.getMessage());
                        return Main.INTERNAL;
                    }
                }
                Map<Integer, Integer> caps = new LinkedHashMap<>();
                for (LoopBound b : fromLoops) if (b.bound() != null) caps.merge(b.headerLine(), b.bound(), Math::max);
                BoundedModelChecker bmc = new BoundedModelChecker(wb.program(), wb.termBuilder(), wb.solverStack()).incremental(incremental).caps(caps);
                d = bmc.deepen(entry.function(), entry.args(), exec, unwind != null ? unwind : 1, unwind != null,
                        unwindLoop, kInduction, deadline, msg -> { if (!program.json) err.println("effigy: " + msg); });
            } catch (effigy.smt.SolverInterrupted | effigy.source.LimitReached stop) {
                // a signal (or --max-time in a concrete run) stopped the loop bounds' search or a query: no verdict, unknown
                boolean signal = !(stop instanceof effigy.source.LimitReached l) || l.interrupt();
                BoundedModelChecker.Result none = new BoundedModelChecker.Result(effigy.search.Verdict.unknown(signal ? "interrupted" : "the time limit"),
                        List.of(), unwind != null ? unwind : 0, 0, 0, 0, 0, 0, 0, 0);
                d = new BoundedModelChecker.Deepening(none, List.of(none), false);
            }
            BoundedModelChecker.Result r = d.result();
            Counterexample cex = null;
            if (r.verdict() instanceof Verdict.False<BoundedModelChecker.Violation> f) {
                BoundedModelChecker.Violation v = f.witness();
                cex = Counterexample.replay(wb, entry, exec, v);
                if (cex.wasAbandoned()) {
                    // a signal or the time limit stopped the replay: the violation is not confirmed, the answer is unknown
                    BoundedModelChecker.Result none = new BoundedModelChecker.Result(effigy.search.Verdict.unknown(
                            "a violation was found, but its replay was stopped: " + cex.abandoned()), List.of(), r.unwind(), 0, 0, 0, 0, 0, 0, 0);
                    d = new BoundedModelChecker.Deepening(none, List.of(none), false);
                    r = none;
                    cex = null;
                } else if (!cex.reproduces()) {
                    err.println("effigy: internal error: the counterexample does not reach " + v.error().kind() + " at " + v.error().span().where()
                            + " when replayed concretely: " + cex.replayed());
                    return Main.INTERNAL;
                }
            }
            if (testsDir != null) writeTest(wb, entry, exec, cex);
            if (program.json) {
                ObjectNode o = json(d, cex);
                if (!fromLoops.isEmpty()) {
                    ArrayNode lb = o.putArray("loopBounds");
                    for (LoopBound b : fromLoops) {
                        ObjectNode x = lb.addObject().put("line", b.line()).put("function", b.function());
                        if (b.bound() == null) x.putNull("unwind"); else x.put("unwind", b.bound());
                        x.put("method", b.method());
                    }
                }
                return JsonOutput.print(out, "bmc", ExitCodes.BMC.of(r.verdict()), o);
            } else {
                text(out, entry, d, cex, fromLoops);
            }
            return ExitCodes.BMC.of(r.verdict());
        }
    }

    /**
     * {@code --prove}: the invariant engine with half the time left (a minute when there is no limit); its proof is
     * reported and is the result (exit 0), else null and bounded model checking goes on. Every error the program's
     * checks find must be unreachable for the proof.
     */
    private Integer proveByInvariants(PrintWriter out, PrintWriter err, Workbench wb, Workbench.Entry entry, ExecOptions exec, long deadline) {
        long now = System.nanoTime();
        long until = deadline == Long.MAX_VALUE ? now + 60_000_000_000L : now + (deadline - now) / 2;
        effigy.invariants.InvariantProver.Result r;
        try {
            r = new effigy.invariants.InvariantProver(wb, exec.withMaxSteps(100_000), e -> true)
                    .progress(msg -> { if (!program.json) err.println("effigy: " + msg); })
                    .prove(entry, until);
        } catch (effigy.smt.SolverInterrupted stop) {
            return null;
        }
        if (!r.verdict().isTrue()) return null;
        Verdict<BoundedModelChecker.Violation> proved = Verdict.proved(((Verdict.True<Void>) r.verdict()).how());
        if (program.json) {
            ObjectNode o = JsonNodeFactory.instance.objectNode();
            o.put("engine", "invariants");
            ArrayNode list = o.putArray("invariants");
            for (effigy.invariants.InvariantProver.LoopInvariant inv : r.invariants()) {
                ObjectNode x = list.addObject().put("function", inv.function()).put("line", inv.line());
                String c = inv.cExpression();
                if (c == null) x.putNull("invariant"); else x.put("invariant", c);
            }
            o.putObject("stats").put("seconds", ProcessTime.elapsedSeconds());
            return JsonOutput.print(out, "bmc", ExitCodes.BMC.of(proved), o);
        }
        out.println("BMC " + entry.text() + ": proved for every number of iterations by inductive invariants, checked:");
        for (effigy.invariants.InvariantProver.LoopInvariant inv : r.invariants()) {
            String c = inv.cExpression();
            out.println("  " + inv.function() + ", line " + inv.line() + ": " + (c != null ? c : inv.formula().toString()));
        }
        out.println("Result: " + verdictName(proved));
        return ExitCodes.BMC.of(proved);
    }

    /**
     * The counterexample's concrete run as the first test of DIR, as {@code explore --tests} writes tests (moved in whole at the
     * end); an earlier run's tests in DIR go (with no counterexample, DIR is left with no test at all).
     */
    private void writeTest(Workbench wb, Workbench.Entry entry, ExecOptions exec, Counterexample cex) {
        effigy.report.AtomicFiles.Staged tests = effigy.report.AtomicFiles.stage(testsDir, ExploreCommand.TEST_FILE);
        try {
            if (cex == null) {
                tests.commit(); // no counterexample: no test, and none of an earlier run left in DIR
                return;
            }
            String programText = String.join(" ", program.files.stream().map(Object::toString).toList());
            tests.write("test-001.json", effigy.report.TestFiles.write(program.files, entry.text(), Math.max(program.maxSteps(1000), cex.leaf().steps() + 1), cex.leaf(),
                    new effigy.report.LeafReport(wb.termBuilder()), program.settingsJson(entry, exec)));
            tests.write("test-001.c", effigy.report.CHarness.write(programText, entry.function(), entry.args(), cex.leaf(), 1, wb.program()));
            tests.commit();
        } finally {
            tests.discard();
        }
    }

    private static String verdictName(Verdict<?> v) {
        return v.isTrue() ? "true" : v.isFalse() ? "false" : "unknown";
    }

    /** A loop statement's proven outer bound ({@code effigy loops}), the most unwindings it needs, or null where it has none. */
    record LoopBound(String function, int line, int headerLine, Integer bound, String method) {}

    /**
     * The proven outer bounds of the program's loops ({@link LoopAnalysis} without its search for loops that run for
     * ever, within a third of the time left and at most 2 s): per
     * loop statement the largest over its contexts, none where a context has none.
     */
    private List<LoopBound> loopBounds(Workbench wb, Workbench.Entry entry, ExecOptions exec, long deadline) throws InterruptedException {
        long now = System.nanoTime();
        long until = now + Math.min(2_000_000_000L, deadline == Long.MAX_VALUE ? Long.MAX_VALUE : (deadline - now) / 3);
        // no one query of the analysis may take more than a tenth of its time
        wb.solverStack().timeLimit((int) Math.max(100, (until - now) / 10_000_000L));
        LoopAnalysis.Report report;
        try {
            report = LoopsCommand.onLargeStack(() -> new LoopAnalysis(wb, exec).recurrences(false).analyse(entry, until));
        } finally {
            wb.solverStack().timeLimit(program.solverTimeout);
        }
        Map<effigy.loops.LoopId, LoopBound> byStatement = new LinkedHashMap<>();
        for (LoopAnalysis.Result r : report.loops()) {
            effigy.ir.Function fn = r.id().function();
            effigy.loops.LoopId key = r.id().statement();
            // a cap only where the outer bound is proven with a number small enough to unwind to
            java.math.BigInteger outer = r.outer().verdict().isTrue() ? r.outer().bound() : null;
            Integer k = outer != null && outer.bitLength() < 31 ? outer.intValue() : null;
            LoopBound old = byStatement.get(key);
            int header = fn.block(r.id().loop().header()).terminator().span().line();
            if (old == null) byStatement.put(key, new LoopBound(fn.name(), r.id().line(), header, k, k == null ? "deepened" : r.outer().method()));
            else if (old.bound() != null) byStatement.put(key, k == null ? new LoopBound(fn.name(), r.id().line(), header, null, "deepened")
                    : new LoopBound(fn.name(), r.id().line(), header, Math.max(k, old.bound()), old.method()));
        }
        return List.copyOf(byStatement.values());
    }

    private void text(PrintWriter out, Workbench.Entry entry, BoundedModelChecker.Deepening d, Counterexample cex, List<LoopBound> fromLoops) {
        BoundedModelChecker.Result r = d.result();
        if (!fromLoops.isEmpty()) {
            out.println("No --unwind: the bound is deepened, and each loop with a proven outer bound (effigy loops) is unwound at most that many times:");
            for (LoopBound b : fromLoops) {
                out.println("  " + b.function() + ", line " + b.line() + ": " + (b.bound() == null ? "no proven bound"
                        : "at most " + b.bound() + " (" + b.method() + ")" + (b.bound() <= r.unwind() ? ", reached" : "")));
            }
        }
        out.println("BMC " + entry.text() + ": every loop unwound " + r.unwind() + " time" + (r.unwind() == 1 ? "" : "s")
                + (fromLoops.stream().anyMatch(b -> b.bound() != null && b.bound() < r.unwind()) ? " or to its proven bound" : "")
                + (unwindLoop.isEmpty() ? "" : " (and " + unwindLoop + " by line)"));
        if (cex != null) {
            out.println("Counterexample:");
            cex.traceLines().forEach(out::println);
            Leaf.ErrorInfo e = ((Verdict.False<BoundedModelChecker.Violation>) r.verdict()).witness().error();
            out.println("Violated: " + e.kind() + " at " + e.span().where() + ": " + e.message());
        } else if (r.verdict().isTrue() && d.inducted()) {
            out.println("Proved by k-induction with k = " + r.unwind() + ": no error follows " + r.unwind() + " iteration"
                    + (r.unwind() == 1 ? "" : "s") + " from an arbitrary state, and none within the bound");
        } else if (r.verdict() instanceof Verdict.Unknown<BoundedModelChecker.Violation> u) {
            out.println(u.why());
            for (Leaf.ErrorInfo loop : r.reachableBounds()) out.println("  " + loop.message() + " (" + loop.span().where() + ")");
        }
        out.println(String.format(Locale.ROOT, "%d state runs, %d merges, %d error and %d bound conditions · encoding %.3f s, solving %.3f s%s",
                r.states(), r.merges(), r.errorGuards(), r.unwindGuards(), d.encodingSeconds(), d.solvingSeconds(),
                d.rounds().size() > 1 ? " (" + d.rounds().size() + " bounds tried)" : ""));
        out.println("Result: " + verdictName(r.verdict()));
    }

    private ObjectNode json(BoundedModelChecker.Deepening d, Counterexample cex) {
        BoundedModelChecker.Result r = d.result();
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("unwind", r.unwind());
        if (kInduction) o.put("kInduction", d.inducted());
        if (cex != null) {
            ObjectNode c = o.putObject("counterexample");
            c.set("inputs", effigy.report.Values.inputsJson(cex.inputs()));
            ArrayNode steps = c.putArray("steps");
            for (Counterexample.Step s : cex.steps()) {
                ObjectNode st = steps.addObject();
                st.put("file", s.span().file().name());
                st.put("line", s.span().line());
                st.put("function", s.function());
                st.put("variable", s.variable());
                st.put("value", s.value());
            }
            Leaf.ErrorInfo e = ((Verdict.False<BoundedModelChecker.Violation>) r.verdict()).witness().error();
            o.set("error", effigy.report.LeafReport.errorJson(e));
        } else if (r.verdict() instanceof Verdict.Unknown<BoundedModelChecker.Violation> u) {
            o.put("reason", u.why());
            ArrayNode loops = o.putArray("reachableBounds");
            for (Leaf.ErrorInfo l : r.reachableBounds()) loops.addObject().put("line", l.span().line()).put("message", l.message());
        }
        ObjectNode stats = o.putObject("stats");
        stats.put("states", r.states());
        stats.put("merges", r.merges());
        stats.put("errorConditions", r.errorGuards());
        stats.put("boundConditions", r.unwindGuards());
        stats.put("encodingSeconds", d.encodingSeconds());
        stats.put("solvingSeconds", d.solvingSeconds());
        stats.put("boundsTried", d.rounds().size());
        stats.put("seconds", ProcessTime.elapsedSeconds());
        return o;
    }
}
