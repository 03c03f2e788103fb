package effigy.cli;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import effigy.driver.Runs;
import effigy.driver.Workbench;
import effigy.exec.Coverage;
import effigy.exec.ExecOptions;
import effigy.exec.Leaf;
import effigy.explore.Exploration;
import effigy.explore.ExploreOptions;
import effigy.explore.Replayer;
import effigy.explore.Search;
import effigy.report.AtomicFiles;
import effigy.report.CHarness;
import effigy.report.DotTree;
import effigy.report.Lcov;
import effigy.report.LeafReport;
import effigy.report.TestFiles;
import effigy.search.Loss;
import effigy.search.Verdict;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "explore", mixinStandardHelpOptions = true,
        header = "Explore every path of a call, with a test for each leaf.",
        description = {"Explore the execution tree of a call exhaustively (King's TEST manager): every leaf with its "
                + "path condition, outputs and a test input, each test replayed concretely to check it reaches its leaf."})
final class ExploreCommand implements Callable<Integer> {
    @Mixin ProgramOptions program;
    @Mixin CoverageOption coverage;
    @Spec CommandSpec spec;

    @Option(names = "--max-paths", paramLabel = "N", converter = OptionValues.PositiveLong.class, description = "Stop after N leaves.")
    Long maxPaths;

    @Mixin MaxTimeOption limit;

    @Option(names = "--stop-on-error", description = "Stop at the first error leaf.")
    boolean stopOnError;

    @Option(names = "--search", paramLabel = "dfs|bfs|random-path|coverage", defaultValue = "dfs", converter = SearchConverter.class,
            description = "Search order: dfs (depth first, true side first: King's order), bfs (breadth first), random-path (KLEE's:"
                    + " a random walk down the fork tree, shallow states favoured; --seed), coverage (the state nearest to a block not yet"
                    + " covered first); default ${DEFAULT-VALUE}. Every order explores the whole tree when no limit stops it.")
    Search search;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "0", description = "Seed of --search random-path's choices (default ${DEFAULT-VALUE}):"
            + " the same seed gives the same order with --jobs 1.")
    long seed;

    @Option(names = "--jobs", paramLabel = "N", defaultValue = "1", description = "Run states on N threads, each with a solver of its own, sharing"
            + " one work list (default ${DEFAULT-VALUE}: the leaves in a fixed order; with more, the same leaves in an order that varies).")
    int jobs;

    /** Reads {@code --search}'s value by its label ({@code random-path}), naming the choices when it is none. */
    static final class SearchConverter implements picocli.CommandLine.ITypeConverter<Search> {
        @Override public Search convert(String value) {
            try {
                return Search.parse(value);
            } catch (IllegalArgumentException e) {
                throw new picocli.CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    /**
     * The names {@code --tests DIR} gives its files ({@code test-001.json}, {@code test-001.c}): the files of an earlier run
     * so named that this run does not write are removed from DIR when its tests are moved in, and no other file.
     */
    static final java.util.function.Predicate<String> TEST_FILE = java.util.regex.Pattern.compile("test-[0-9]{3,}\\.(json|c)").asMatchPredicate();

    /** The most threads --jobs takes. */
    static final int MAX_JOBS = 256;

    @Option(names = "--tests", paramLabel = "DIR", description = "Write one test file per leaf (test-001.json, ...) into DIR, for 'effigy replay'.")
    Path testsDir;

    @Option(names = "--dot", paramLabel = "FILE.dot", description = "Write the execution tree in Graphviz DOT.")
    Path treeFile;

    /** The old name of --dot, kept for scripts (hidden). */
    @Option(names = "--tree", paramLabel = "FILE.dot", hidden = true) void treeAlias(Path file) { treeFile = file; }

    @Option(names = "--show-inputs", description = "Show each leaf's test input under its row.")
    boolean showInputs;

    /** The old name of --show-inputs, kept for scripts (hidden). */
    @Option(names = "--inputs", hidden = true) void inputsAlias(boolean show) { showInputs = show; }

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
        limit.start();
        Double maxTime = limit.seconds();
        ShutdownGuard guard = ShutdownGuard.protect();
        effigy.smt.Z3Solver.loadInBackground();
        long frontendStart = System.nanoTime();
        try (guard; Workbench wb = program.load(spec.commandLine().getErr())) {
            Workbench.Entry entry = program.entry(wb, spec.commandLine());
            ExecOptions exec = program.execOptions(1000, spec.commandLine());
            if (maxPaths != null && maxPaths < 1) {
                throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--max-paths must be at least 1");
            }
            if (pcEngine == PcEngine.wp && exec.checkLeaks()) {
                throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--check-leaks is for the forward engine; --pc-engine wp has no leak check");
            }
            if (pcEngine == PcEngine.wp && exec.checkUnfreed()) {
                throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--check-unfreed is for the forward engine; --pc-engine wp has no such check");
            }
            if (jobs < 1 || jobs > MAX_JOBS) {
                throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--jobs must be a number of threads from 1 to " + MAX_JOBS);
            }
            if (pcEngine == PcEngine.wp && jobs > 1) {
                throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--jobs is for the forward engine; --pc-engine wp runs on one thread");
            }
            if (pcEngine == PcEngine.wp && treeFile != null) {
                throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--dot is for the forward engine; --pc-engine wp builds no execution tree");
            }
            if (pcEngine == PcEngine.wp && coverage.requested()) {
                throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--coverage is for the forward engine; --pc-engine wp records no coverage");
            }
            coverage.checkWritable();
            if (treeFile != null) AtomicFiles.checkWritable(treeFile);
            Coverage covered = coverage.requested() ? new Coverage(wb.program()) : null;
            double frontend = (System.nanoTime() - frontendStart) / 1e9;
            ExploreOptions options = new ExploreOptions(search, maxPaths != null ? maxPaths : Long.MAX_VALUE,
                    maxTime != null ? Math.max(1, (long) (maxTime * 1000)) : 0, stopOnError, seed, jobs);
            LeafReport report = new LeafReport(wb.termBuilder());
            try (Output output = new Output(wb, entry, exec, report, out)) {
                Runs.ExploreResult r = pcEngine == PcEngine.wp ? wpExplore(wb, entry, exec, options, output)
                        : Runs.explore(wb, entry, exec, options, treeFile != null, !noReplay,
                        (leaves, open, nanos) -> {
                            if (nanos > 1_000_000_000L) err.printf("effigy: %d leaves, %d open states, %.1f s%n", leaves, open, nanos / 1e9);
                        }, output, ProcessTime.startNanos(), covered);
                Exploration x = r.exploration();
                long writeStart = System.nanoTime();
                if (treeFile != null) AtomicFiles.write(treeFile, DotTree.render(r.executor().tree(), report));
                Lcov.Totals totals = covered != null ? coverage.write(covered) : null;
                int code = r.replayFailures().isEmpty() ? ExitCodes.EXPLORE.of(output.verdict(x)) : Main.INTERNAL;
                output.finish(r, frontendStart, frontend, writeStart, totals, code);
                for (String f : r.replayFailures()) err.println("effigy: internal error: a test did not replay to its leaf: " + f);
                return code;
            }
        }
    }

    /**
     * Where the leaves go as they are found: the table's rows (or the JSON object's leaves) onto standard
     * output, and the test files into a staging directory moved into place at the end. Nothing is held
     * beyond the table's first rows, so the memory of a long run stays flat.
     */
    private final class Output implements Consumer<Leaf>, AutoCloseable {
        private final Workbench wb;
        private final Workbench.Entry entry;
        private final ExecOptions exec;
        private final LeafReport report;
        private final PrintWriter out;
        private final LeafReport.TableWriter table;
        private final LeafReport.JsonWriter json;
        private final AtomicFiles.Staged tests;
        private final String programText;
        private long index, replayable;
        /** Error leaves at something Effigy does not support: its limit, not the program's error. */
        private long unsupported;
        /** Leaves ended by a limit (the step limit, the call depth) or by a query the solver could not decide. */
        private long limited, undecided;
        /** The first error leaf of the program (not at something unsupported), or null. */
        private Leaf firstError;

        Output(Workbench wb, Workbench.Entry entry, ExecOptions exec, LeafReport report, PrintWriter out) {
            this.wb = wb;
            this.entry = entry;
            this.exec = exec;
            this.report = report;
            this.out = out;
            this.programText = String.join(" ", program.files.stream().map(Object::toString).toList());
            if (program.json) {
                json = report.jsonWriter(out, JsonOutput.header("explore"), entry.text());
                table = null;
            } else {
                out.println("TEST(" + program.maxSteps(1000) + ") " + entry.text());
                table = report.tableWriter(out, entry.args(), showInputs);
                json = null;
            }
            tests = testsDir != null ? AtomicFiles.stage(testsDir, TEST_FILE) : null;
        }

        @Override public void accept(Leaf leaf) {
            index++;
            if (Replayer.replayable(leaf)) replayable++;
            if (Loss.unsupported(leaf)) unsupported++;
            else if (leaf.status() == Leaf.Status.LIMIT) limited++;
            else if (leaf.status() == Leaf.Status.UNKNOWN) undecided++;
            else if (leaf.status() == Leaf.Status.ERROR && firstError == null) firstError = leaf;
            if (table != null) table.add(leaf); else json.add(leaf);
            if (tests != null && leaf.status() != Leaf.Status.UNKNOWN) {
                tests.write(String.format("test-%03d.json", index), TestFiles.write(program.files, entry.text(), program.maxSteps(1000), leaf, report,
                        wb.isC() ? program.settingsJson(entry, exec) : null));
                if (wb.isC()) tests.write(String.format("test-%03d.c", index), CHarness.write(programText, entry.function(), entry.args(), leaf, (int) index, wb.program()));
            }
        }

        /** Removes the tests' staging directory if the run failed before {@link #finish} moved them in. */
        @Override public void close() {
            if (tests != null) tests.discard();
        }

        /**
         * The exploration's verdict: false with the first error leaf of the program (even when the exploration is
         * partial); unknown when a path was not followed to its end (a limit leaf, an undecided query, something Effigy
         * does not support) or the exploration stopped; true when every path was explored and none has an error.
         */
        Verdict<Leaf> verdict(Exploration x) {
            if (x.count(Leaf.Status.ERROR) > 0 && firstError != null) return Verdict.refuted(firstError);
            List<String> reasons = new java.util.ArrayList<>();
            if (!x.complete()) reasons.add("stopped by " + x.stoppedBecause());
            if (unsupported > 0) reasons.add(unsupported + " path" + (unsupported == 1 ? "" : "s") + " reached what Effigy does not support");
            if (limited > 0) reasons.add(limited + " path" + (limited == 1 ? "" : "s") + " ended by a limit");
            if (undecided > 0) reasons.add(undecided + " path" + (undecided == 1 ? "" : "s") + " ended at a query the solver did not decide");
            return reasons.isEmpty() ? Verdict.proved("every path explored") : new Verdict.Unknown<>(reasons);
        }

        /** Ends the table or JSON object with the counts, the summary and the time line, and moves the tests into place. */
        void finish(Runs.ExploreResult r, long frontendStart, double frontend, long writeStart, Lcov.Totals covered, int code) {
            Exploration x = r.exploration();
            if (tests != null) {
                try {
                    tests.commit();
                } finally {
                    tests.discard();
                }
            }
            String replayLine = noReplay || x.paths() == 0 || !r.replayFailures().isEmpty() ? null
                    : r.replayed() == replayable ? "every test replayed concretely to its leaf"
                    : r.replayed() + " of " + replayable + " tests replayed concretely to their leaves (stopped by "
                    + (r.replayStopped() != null ? r.replayStopped() : x.stoppedBecause()) + ")";
            double output = r.sinkSeconds() + (System.nanoTime() - writeStart) / 1e9;
            LeafReport.Times times = new LeafReport.Times((frontendStart - ProcessTime.startNanos()) / 1e9, frontend, r.engineSeconds(), r.stats().solverSeconds(),
                    r.replaySeconds(), r.replayBusySeconds(), output, ProcessTime.elapsedSeconds());
            if (json != null) {
                ObjectNode tail = report.statsJson(r.stats(), unsupported);
                ((ObjectNode) tail.get("stats")).set("time", times.json());
                tail.put("replayed", !noReplay);
                if (!noReplay) tail.put("testsReplayed", r.replayed());
                if (!r.replayFailures().isEmpty()) tail.putPOJO("replayFailures", JsonNodeFactory.instance.pojoNode(r.replayFailures()));
                if (covered != null) coverage.json(tail, covered);
                // streamed: the verdict is known only now, so it ends the document (JsonOutput)
                JsonOutput.putVerdict(tail, code);
                json.finish(tail);
            } else {
                table.finish();
                out.println(x.paths() == 0 ? "no leaves" : report.statusCounts(x.statusCounts(), unsupported));
                out.println(report.summary(r.stats(), unsupported));
                if (replayLine != null) out.println(replayLine);
                if (testsDir != null) out.println("tests written to " + testsDir);
                if (treeFile != null) out.println("execution tree written to " + treeFile);
                if (covered != null) out.println(coverage.summary(covered));
                out.println(times.text());
            }
            out.flush();
        }
    }

    /**
     * The weakest-precondition engine's leaves ({@link effigy.wp.WpExplorer}) in the shape of an exploration,
     * through the same pipeline as the forward engine's (each test replayed concretely, each leaf given to
     * {@code sink}).
     */
    private Runs.ExploreResult wpExplore(Workbench wb, Workbench.Entry entry, ExecOptions exec, ExploreOptions options, Consumer<Leaf> sink) {
        long start = System.nanoTime();
        effigy.smt.SolverStats before = new effigy.smt.SolverStats();
        before.add(wb.solverStack().stats());
        long deadline = options.deadline(ProcessTime.startNanos());
        long remaining = deadline == Long.MAX_VALUE ? 0 : Math.max(1, (deadline - start) / 1_000_000L);
        effigy.wp.WpExplorer.Result result = new effigy.wp.WpExplorer(wb.program(), wb.termBuilder(), wb.solver(), exec)
                .explore(entry.function(), entry.args(), options.search(), options.maxPaths(), remaining);
        effigy.smt.SolverStats now = wb.solverStack().stats();
        List<Leaf> leaves = result.leaves();
        long[] counts = new long[Leaf.Status.values().length];
        Runs.LeafPipeline pipeline = new Runs.LeafPipeline(wb, entry, exec, !noReplay, deadline, sink);
        try {
            for (Leaf l : leaves) {
                counts[l.status().ordinal()]++;
                pipeline.accept(l);
            }
        } finally {
            pipeline.finish();
        }
        LeafReport.Stats stats = new LeafReport.Stats(result.paths().size(), result.statements(), result.instructions(), result.forks(),
                now.queries - before.queries, now.solverCalls - before.solverCalls, (now.solverNanos - before.solverNanos) / 1e9,
                (System.nanoTime() - start) / 1e9, result.complete(), result.stoppedBecause(), result.infeasible());
        Exploration exploration = new Exploration(List.of(), leaves.size(), counts, result.complete(), result.stoppedBecause(),
                result.infeasible(), 0, result.nanos());
        return pipeline.result(exploration, null, stats);
    }
}
