package effigy.cli;

import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.exec.ProofOutcome;
import effigy.explore.ExploreOptions;
import effigy.report.LeafReport;
import effigy.search.Verdict;
import effigy.verify.Verifier;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "verify", mixinStandardHelpOptions = true,
        header = "Prove a program's assertions (Floyd's inductive assertions).",
        description = {"Prove the program's assertions (King §8, Floyd's method): an ASSERT first in the procedure is its input predicate,",
                "an ASSERT in a loop body (effigy_invariant(c) in C) the loop's inductive assertion, the others (and __VERIFIER_assert, assert) are proved.",
                "Every path between those cut points is a verification condition, built by symbolic execution and proved by the solver;",
                "without inductive assertions a finite execution tree is explored exhaustively.",
                "A loop without an inductive assertion is bad input (exit status 2)."})
final class VerifyCommand implements Callable<Integer> {
    @Mixin ProgramOptions program;

    @Option(names = "--proc", paramLabel = "P", description = "For .eff programs: verify procedure P, each parameter a variable with a symbolic initial value (instead of --call); "
                    + "needed only when the program has several procedures.")
    String proc;

    @Spec CommandSpec spec;

    @Mixin MaxTimeOption limit;

    @Override public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        long deadline = limit.start();
        ShutdownGuard guard = ShutdownGuard.protect();
        effigy.smt.Z3Solver.loadInBackground();
        try (guard; Workbench wb = program.load(spec.commandLine().getErr())) {
            if (proc == null && program.call == null && !wb.isC()) {
                // neither --proc nor --call: a program of one procedure verifies it; otherwise name them
                java.util.List<String> procs = java.util.List.copyOf(wb.program().functions().keySet());
                if (procs.size() != 1) {
                    throw new picocli.CommandLine.ParameterException(spec.commandLine(), procs.isEmpty()
                            ? "the program has no procedure to verify"
                            : "the program has " + procs.size() + " procedures (" + String.join(", ", procs)
                                    + "): pick one with --proc P (its parameters symbolic) or --call 'P(args)'");
                }
                proc = procs.get(0);
            }
            if (proc != null) {
                if (wb.isC()) throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--proc is for .eff programs; for C use --entry FUNCTION");
                if (program.call != null) throw new picocli.CommandLine.ParameterException(spec.commandLine(), "give --proc or --call, not both");
                effigy.ir.Function f = wb.program().functionOrThrow(proc.toUpperCase(java.util.Locale.ROOT), effigy.source.Span.NONE);
                program.call = f.name() + "(" + String.join(", ", f.params().stream().map(effigy.ir.Local::name).toList()) + ")";
            }
            Workbench.Entry entry = program.entry(wb, spec.commandLine());
            ExecOptions exec = program.execOptions(1000, spec.commandLine());
            Verifier.Result r = Verifier.verify(wb, entry, exec, ExploreOptions.DEFAULT,
                    (leaves, open, nanos) -> {
                        if (nanos > 1_000_000_000L) err.printf("effigy: %d paths, %d open, %.1f s%n", leaves, open, nanos / 1e9);
                    }, deadline);
            long proved = r.count(ProofOutcome.Verdict.PROVED), refuted = r.count(ProofOutcome.Verdict.REFUTED), unknown = r.count(ProofOutcome.Verdict.UNKNOWN);
            Verdict<Verifier.Condition> overall = r.verdict();
            int status = ExitCodes.VERIFY.of(overall);
            if (program.json) {
                return JsonOutput.print(out, "verify", status, json(r, proved, refuted, unknown));
            }
            out.println("verify " + r.call() + ": " + (r.method() == Verifier.Method.FLOYD
                    ? "Floyd's method, inductive assertions at line" + (r.cutLines().size() == 1 ? " " : "s ") + joinLines(r)
                    : "exhaustive exploration of a finite execution tree (no inductive assertions needed)"));
            for (Verifier.Condition c : r.conditions()) {
                String verdict = switch (c.verdict()) { case PROVED -> "proved "; case REFUTED -> "REFUTED"; default -> "unknown"; };
                out.println("  " + verdict + "  line " + c.site().line() + ": " + c.what() + ", from " + c.from()
                        + (c.pc().isEmpty() ? "" : "; path: " + c.pc()));
                if (c.verdict() == ProofOutcome.Verdict.REFUTED && c.counterexample() != null) {
                    out.println("           counterexample: " + LeafReport.inputsText(c.counterexample()));
                }
                if (c.detail() != null && c.verdict() != ProofOutcome.Verdict.PROVED) out.println("           " + c.detail());
            }
            if (r.conditions().isEmpty()) {
                out.println("no assertion to prove: the program states none; no runtime error on any of its " + r.paths() + " path" + (r.paths() == 1 ? "" : "s"));
                out.flush();
                return status;
            }
            out.println(r.conditions().size() + " verification condition" + (r.conditions().size() == 1 ? "" : "s") + ": " + proved + " proved, "
                    + refuted + " refuted, " + unknown + " unknown" + (overall.isTrue() ? ": the program is correct" : ""));
            out.flush();
            return status;
        }
    }

    private static com.fasterxml.jackson.databind.node.ObjectNode json(Verifier.Result r, long proved, long refuted, long unknown) {
        var f = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance;
        var o = f.objectNode();
        o.put("call", r.call());
        o.put("method", r.method() == Verifier.Method.FLOYD ? "floyd" : "exhaustive");
        var cuts = o.putArray("cutLines");
        r.cutLines().forEach(cuts::add);
        var list = o.putArray("conditions");
        for (Verifier.Condition c : r.conditions()) {
            var n = list.addObject();
            // the envelope's words (a refuted condition is false); the proof's own word in result
            n.put("verdict", switch (c.verdict()) { case PROVED -> "true"; case REFUTED -> "false"; default -> "unknown"; });
            n.put("result", c.verdict().name().toLowerCase(java.util.Locale.ROOT));
            n.put("what", c.what());
            n.put("file", c.site().file().name());
            n.put("line", c.site().line());
            n.put("from", c.from());
            n.put("pc", c.pc());
            if (c.counterexample() != null && c.verdict() == ProofOutcome.Verdict.REFUTED) n.set("counterexample", effigy.report.Values.inputsJson(c.counterexample()));
            if (c.detail() != null && c.verdict() != ProofOutcome.Verdict.PROVED) n.put("detail", c.detail());
        }
        o.put("proved", proved);
        o.put("refuted", refuted);
        o.put("unknown", unknown);
        return o;
    }

    private static String joinLines(Verifier.Result r) {
        return String.join(", ", r.cutLines().stream().map(String::valueOf).toList());
    }
}
