package effigy.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import effigy.driver.Runs;
import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.exec.Leaf;
import effigy.explore.ExploreOptions;
import effigy.explore.Search;
import effigy.report.AtomicFiles;
import effigy.report.DotTree;
import effigy.report.LeafReport;
import effigy.report.TestFiles;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "explore", mixinStandardHelpOptions = true,
        description = {"Explore the execution tree of a call exhaustively (King's TEST manager): every leaf with its "
                + "path condition, outputs and a test input, each test replayed concretely to check it reaches its leaf."})
final class ExploreCommand implements Callable<Integer> {
    @Mixin ProgramOptions program;
    @Spec CommandSpec spec;

    @Option(names = "--max-paths", paramLabel = "N", description = "Stop after N leaves.")
    Long maxPaths;

    @Option(names = "--max-time", paramLabel = "S", description = "Stop after S seconds (the leaves found so far are reported).")
    Double maxTime;

    @Option(names = "--search", paramLabel = "dfs|bfs", defaultValue = "dfs", description = "Search order: ${COMPLETION-CANDIDATES}; default ${DEFAULT-VALUE}.")
    Search search;

    @Option(names = "--tests", paramLabel = "DIR", description = "Write one test file per leaf (test-001.json, ...) into DIR, for 'effigy replay'.")
    Path testsDir;

    @Option(names = "--tree", paramLabel = "FILE.dot", description = "Write the execution tree in Graphviz DOT.")
    Path treeFile;

    @Option(names = "--inputs", description = "Show each leaf's test input under its row.")
    boolean showInputs;

    @Option(names = "--no-replay", description = "Do not replay the tests concretely (they are replayed by default).")
    boolean noReplay;

    /** How path conditions are computed: forward symbolic execution, or weakest preconditions of unfolded traces. */
    enum PcEngine { forward, wp }

    @Option(names = "--pc-engine", paramLabel = "forward|wp", defaultValue = "forward",
            description = "How path conditions are computed: forward (symbolic execution, the default) or wp (the program unfolded into"
                    + " symbolic traces whose path conditions are weakest preconditions, de Boer and Bonsangue §4).")
    PcEngine pcEngine;

    @Override public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ShutdownGuard guard = ShutdownGuard.protect();
        try (guard; Workbench wb = program.load()) {
            Workbench.Entry entry = program.entry(wb, spec.commandLine());
            ExecOptions exec = program.execOptions(1000, spec.commandLine());
            ExploreOptions options = new ExploreOptions(search, maxPaths != null ? maxPaths : Long.MAX_VALUE,
                    maxTime != null ? Math.max(1, (long) (maxTime * 1000)) : 0);
            Runs.ExploreResult r = pcEngine == PcEngine.wp ? wpExplore(wb, entry, exec, options) : Runs.explore(wb, entry, exec, options, treeFile != null, !noReplay,
                    (leaves, open, nanos) -> {
                        if (nanos > 1_000_000_000L) err.printf("effigy: %d leaves, %d open states, %.1f s%n", leaves, open, nanos / 1e9);
                    });
            List<Leaf> leaves = r.exploration().leaves();
            LeafReport report = new LeafReport(wb.termBuilder());
            if (testsDir != null) {
                Map<String, String> files = new LinkedHashMap<>();
                for (int i = 0; i < leaves.size(); i++) {
                    if (leaves.get(i).status() == Leaf.Status.UNKNOWN) continue;
                    files.put(String.format("test-%03d.json", i + 1), TestFiles.write(program.files, entry.text(), program.maxSteps(1000), leaves.get(i), report,
                            wb.isC() ? program.settingsJson(entry, exec) : null));
                    if (wb.isC()) {
                        String prog = String.join(" ", program.files.stream().map(Object::toString).toList());
                        files.put(String.format("test-%03d.c", i + 1), effigy.report.CHarness.write(prog, entry.function(), entry.args(), leaves.get(i), i + 1));
                    }
                }
                AtomicFiles.writeAll(testsDir, files);
            }
            if (treeFile != null) AtomicFiles.write(treeFile, DotTree.render(r.executor().tree(), report));
            if (program.json) {
                ObjectNode json = report.json(entry.text(), leaves, r.stats());
                json.put("replayed", !noReplay);
                if (!r.replayFailures().isEmpty()) json.putPOJO("replayFailures", r.replayFailures());
                out.println(new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(json));
            } else {
                out.println("TEST(" + program.maxSteps(1000) + ") " + entry.text());
                out.print(report.table(leaves, entry.args(), showInputs));
                out.println(report.statusCounts(leaves).isEmpty() ? "no leaves" : report.statusCounts(leaves));
                out.println(report.summary(r.stats()));
                if (!noReplay && r.replayFailures().isEmpty() && !leaves.isEmpty()) out.println("every test replayed concretely to its leaf");
                if (testsDir != null) out.println("tests written to " + testsDir);
                if (treeFile != null) out.println("execution tree written to " + treeFile);
            }
            out.flush();
            if (!r.replayFailures().isEmpty()) {
                for (String f : r.replayFailures()) err.println("effigy: internal error: a test did not replay to its leaf: " + f);
                return Main.INTERNAL;
            }
            return leaves.stream().anyMatch(l -> l.status() == Leaf.Status.ERROR) ? Main.FOUND_ERROR : Main.OK;
        }
    }

    /**
     * The weakest-precondition engine's leaves ({@link effigy.wp.WpExplorer}) in the shape of an exploration,
     * each test replayed concretely as the forward engine's are.
     */
    private Runs.ExploreResult wpExplore(Workbench wb, Workbench.Entry entry, ExecOptions exec, ExploreOptions options) {
        if (treeFile != null) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--tree is for the forward engine; --pc-engine wp builds no execution tree");
        }
        long start = System.nanoTime();
        effigy.smt.SolverStats before = new effigy.smt.SolverStats();
        before.add(wb.solverStack().stats());
        effigy.wp.WpExplorer.Result result = new effigy.wp.WpExplorer(wb.program(), wb.termBuilder(), wb.solver(), exec)
                .explore(entry.function(), entry.args(), options.search(), options.maxPaths(), options.maxMillis());
        effigy.smt.SolverStats now = wb.solverStack().stats();
        LeafReport.Stats stats = new LeafReport.Stats(result.paths().size(), result.statements(), result.instructions(), result.forks(),
                now.queries - before.queries, now.solverCalls - before.solverCalls, (now.solverNanos - before.solverNanos) / 1e9,
                (System.nanoTime() - start) / 1e9, result.complete(), result.stoppedBecause(), result.infeasible());
        List<String> failures = new java.util.ArrayList<>();
        List<Leaf> leaves = result.leaves();
        if (!noReplay) {
            effigy.explore.Replayer replayer = new effigy.explore.Replayer(wb.program(), wb.termBuilder(), wb.solver(), exec);
            for (int i = 0; i < leaves.size(); i++) {
                Leaf l = leaves.get(i);
                if (l.status() == Leaf.Status.UNKNOWN || l.error() != null && l.error().kind().equals("unsupported")) continue;
                effigy.explore.Replayer.Replay rp = replayer.replay(entry.function(), entry.args(), l);
                if (!rp.matches()) failures.add("leaf " + (i + 1) + ": " + rp.mismatch());
            }
        }
        effigy.explore.Exploration exploration = new effigy.explore.Exploration(leaves, result.complete(), result.stoppedBecause(),
                result.infeasible(), 0, result.nanos());
        return new Runs.ExploreResult(exploration, null, stats, failures);
    }
}
