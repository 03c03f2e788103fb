package effigy.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import effigy.driver.Runs;
import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.exec.Leaf;
import effigy.report.LeafReport;
import effigy.term.TermPrinter;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "run", mixinStandardHelpOptions = true,
        header = "Run one call, concretely or symbolically up to a fork.",
        description = "Run one call: concretely, or symbolically as long as no branch can go both ways. At such a fork it stops and says so.")
final class RunCommand implements Callable<Integer> {
    @Mixin ProgramOptions program;
    @Mixin CoverageOption coverage;
    @Mixin MaxTimeOption limit;
    @Spec CommandSpec spec;

    @picocli.CommandLine.Option(names = "--concolic", description = "C: run concolically on the bytes of --input or --input-string: concretely,"
            + " recording the path condition as conjuncts over the input symbols, each with the branch or check and the line that made it.")
    boolean concolic;

    @picocli.CommandLine.Option(names = "--input", paramLabel = "FILE", description = "With --concolic: the input's bytes (as 'effigy fuzz' feeds them).")
    java.nio.file.Path inputFile;

    @picocli.CommandLine.Option(names = "--input-string", paramLabel = "S", description = "With --concolic: the input's bytes, those of S (UTF-8).")
    String inputString;

    @picocli.CommandLine.Option(names = "--max-len", paramLabel = "N", defaultValue = "4096", converter = OptionValues.BufferSize.class, description = "With --concolic on a libFuzzer target: the longest input (default ${DEFAULT-VALUE}).")
    long maxLen;

    @Override public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        long deadline = limit.start();
        if (concolic || inputFile != null || inputString != null) return new ConcolicRun(program, spec.commandLine(), concolic, inputFile, inputString, maxLen, deadline).call();
        try (Workbench wb = program.load(spec.commandLine().getErr())) {
            Workbench.Entry entry = program.entry(wb, spec.commandLine());
            effigy.exec.ExecOptions options = program.execOptions(Integer.MAX_VALUE, spec.commandLine());
            coverage.checkWritable();
            effigy.exec.Coverage covered = coverage.requested() ? new effigy.exec.Coverage(wb.program()) : null;
            Runs.RunResult r = Runs.run(wb, entry, options, covered, deadline);
            if (r.stopped() != null) {
                // --max-time (or a signal) ended the run before the program did: what it printed so far, and why it stopped
                if (program.json) {
                    ObjectNode json = new ObjectMapper().createObjectNode();
                    json.put("call", entry.text());
                    json.put("stopped", r.stopped());
                    out.println(new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(json));
                }
                spec.commandLine().getErr().println("effigy: run stopped (" + r.stopped() + "): the program had not ended");
                return "interrupted".equals(r.stopped()) ? 130 : Main.UNKNOWN;
            }
            effigy.report.Lcov.Totals totals = covered != null ? coverage.write(covered) : null;
            LeafReport report = new LeafReport(wb.termBuilder());
            List<Leaf> leaves = new ArrayList<>(r.emitted());
            if (r.leaf() != null) leaves.add(r.leaf());
            if (wb.isC() && !program.json) {
                int status = cProgramRun(r, leaves, out, spec.commandLine().getErr());
                // the program's standard output is stdout: Effigy's own lines go to stderr
                if (totals != null) spec.commandLine().getErr().println("effigy: " + coverage.summary(totals));
                return status;
            }
            if (program.json) {
                ObjectNode json = report.json(entry.text(), leaves, r.stats());
                if (totals != null) coverage.json(json, totals);
                if (r.fork() != null) {
                    ObjectNode f = json.putObject("fork");
                    f.set("condition", report.valueJson(r.fork().condition()));
                    f.put("line", r.fork().span().line());
                    f.put("column", r.fork().span().column());
                }
                if (wb.isC()) {
                    Leaf leaf = r.leaf() != null ? r.leaf() : leaves.isEmpty() ? null : leaves.get(0);
                    Integer status = leaf != null && leaf.status() == Leaf.Status.RETURNED ? programStatus(leaf) : null;
                    if (status != null) json.put("exitStatus", status);
                }
                return JsonOutput.print(out, "run", status(r, leaves), json);
            } else {
                out.println(entry.text());
                if (!leaves.isEmpty()) out.print(report.table(leaves, entry.args(), false));
                if (r.fork() != null) {
                    out.println("stopped at a fork: " + r.fork().span().where() + ": "
                            + TermPrinter.print(r.fork().condition()) + " can be true or false on this path;"
                            + " use 'effigy explore' to follow both ways");
                } else if (leaves.isEmpty()) {
                    out.println("no leaf: an ASSUME cannot hold for these arguments");
                }
                if (totals != null) out.println(coverage.summary(totals));
            }
            return status(r, leaves);
        }
    }

    /**
     * Effigy's own status: 1 when a leaf is an error, 4 when the run stopped short of its end (a fork, a limit, an
     * undecided query, something unsupported), else 0: the program ran to its end, whatever it returned.
     */
    private static int status(Runs.RunResult r, List<Leaf> leaves) {
        if (leaves.stream().anyMatch(l -> l.status() == Leaf.Status.ERROR)) return Main.FOUND_ERROR;
        if (r.fork() != null || leaves.stream().anyMatch(l -> l.status() != Leaf.Status.RETURNED)) return Main.UNKNOWN;
        return Main.OK;
    }

    /** The exit status of a C program's run that returned (main's value or exit's argument), or null when it is symbolic. */
    private static Integer programStatus(Leaf leaf) {
        effigy.term.Term status = leaf.outputs().containsKey("exit") ? leaf.outputs().get("exit") : leaf.outputs().get("return");
        if (status instanceof effigy.term.Term.BvLit b) return b.value().intValue() & 0xff;
        if (status instanceof effigy.term.Term.IntLit i) return i.value().intValue() & 0xff; // --ints=math
        if (status == null) return 0; // a void entry
        return null;
    }

    /**
     * A C program run like the compiled program: its standard output on stdout and, on stderr, its exit status
     * ({@code effigy: the program exited with status N}) or its runtime error. Effigy's own status is {@link #status}'s:
     * the program's is not passed through, so that a program returning 2 does not look like bad input.
     */
    private int cProgramRun(effigy.driver.Runs.RunResult r, List<Leaf> leaves, PrintWriter out, PrintWriter err) {
        Leaf leaf = r.leaf() != null ? r.leaf() : leaves.isEmpty() ? null : leaves.get(0);
        if (r.fork() != null) {
            err.println("effigy: stopped at a fork: " + r.fork().span().where() + ": " + TermPrinter.print(r.fork().condition())
                    + " can be true or false; use 'effigy explore' to follow both ways");
        }
        if (leaf == null) return status(r, leaves);
        for (effigy.exec.Output o : leaf.writes()) {
            String text = o.render(leaf.test());
            out.print(text != null ? text : o.text());
        }
        out.flush();
        if (leaf.status() != Leaf.Status.RETURNED) {
            err.println("effigy: " + leaf.error().kind() + " at " + leaf.error().span().where() + ": " + leaf.error().message());
            if (leaf.error().library() != null) err.println("effigy:   " + leaf.error().library());
            return status(r, leaves);
        }
        Integer status = programStatus(leaf);
        if (status != null) {
            err.println("effigy: the program exited with status " + status);
        } else {
            effigy.term.Term t = leaf.outputs().containsKey("exit") ? leaf.outputs().get("exit") : leaf.outputs().get("return");
            err.println("effigy: the exit status is symbolic: " + TermPrinter.print(t));
        }
        return status(r, leaves);
    }
}
