package effigy.cli;

import effigy.driver.Runs;
import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.exec.Leaf;
import effigy.explore.ExploreOptions;
import effigy.lang.eff.Command;
import effigy.lang.eff.EffParser;
import effigy.lang.eff.Procedure;
import effigy.report.LeafReport;
import effigy.source.DiagnosticException;
import effigy.source.SourceFile;
import effigy.term.TermPrinter;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@picocli.CommandLine.Command(name = "session", mixinStandardHelpOptions = true,
        header = "Run a session script of King's command level.",
        description = {"Run a session script of King's command level: INCLUDE 'file'; CALL P(args); TEST(n) P(args);",
                "INCLUDE paths are relative to the script. CALL runs until the end or the first fork; TEST explores exhaustively."})
final class SessionCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The session script.")
    Path script;

    @Option(names = "--solver-timeout", paramLabel = "MS", defaultValue = "10000", converter = OptionValues.Millis.class,
            description = "Time limit of one solver query in milliseconds (0 = none); an undecided query is reported as unknown. Default ${DEFAULT-VALUE}.")
    int solverTimeout;

    @Spec CommandSpec spec;

    @Override public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        SourceFile file = SourceFile.read(script);
        List<Command> commands = EffParser.parseSession(file);
        Path dir = script.toAbsolutePath().getParent();
        List<Procedure> procedures = new ArrayList<>();
        List<SourceFile> files = new ArrayList<>();
        boolean errorFound = false;
        for (Command c : commands) {
            if (c instanceof Command.Include inc) {
                SourceFile f;
                try {
                    f = SourceFile.read(dir.resolve(inc.path()));
                } catch (DiagnosticException e) {
                    throw DiagnosticException.at(inc.span(), "cannot include '" + inc.path() + "': " + e.diagnostic().message());
                }
                files.add(f);
                procedures.addAll(EffParser.parseProgram(f).procedures());
                continue;
            }
            if (c instanceof Command.Define d) {
                procedures.add(d.procedure());
                continue;
            }
            out.println("> " + c.span().text());
            try (Workbench wb = Workbench.fromProcedures(procedures, files, solverTimeout)) {
                LeafReport report = new LeafReport(wb.termBuilder());
                if (c instanceof Command.Call call) {
                    Workbench.Entry entry = wb.entry(call.invocation(), call.invocation().span().text());
                    Runs.RunResult r = Runs.run(wb, entry, ExecOptions.DEFAULT);
                    List<Leaf> leaves = new ArrayList<>(r.emitted());
                    if (r.leaf() != null) leaves.add(r.leaf());
                    if (!leaves.isEmpty()) out.print(report.table(leaves, entry.args(), false));
                    if (r.fork() != null) {
                        out.println("stopped at a fork: " + r.fork().span().where() + ": "
                                + TermPrinter.print(r.fork().condition()) + " can be true or false; use TEST to explore both ways");
                    }
                    errorFound |= leaves.stream().anyMatch(l -> l.status() == Leaf.Status.ERROR);
                } else {
                    Command.Test test = (Command.Test) c;
                    Workbench.Entry entry = wb.entry(test.invocation(), test.invocation().span().text());
                    Runs.ExploreResult r = Runs.explore(wb, entry, ExecOptions.DEFAULT.withMaxSteps(test.limit()), ExploreOptions.DEFAULT, false, true, null);
                    List<Leaf> leaves = r.exploration().leaves();
                    out.print(report.table(leaves, entry.args(), false));
                    out.println(report.statusCounts(leaves));
                    out.println(report.summary(r.stats()));
                    if (!r.replayFailures().isEmpty()) {
                        throw new IllegalStateException("a test did not replay to its leaf: " + r.replayFailures().get(0));
                    }
                    errorFound |= leaves.stream().anyMatch(l -> l.status() == Leaf.Status.ERROR);
                }
            }
            out.println();
        }
        return errorFound ? Main.FOUND_ERROR : Main.OK;
    }
}
