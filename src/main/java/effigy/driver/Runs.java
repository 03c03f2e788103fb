package effigy.driver;

import effigy.exec.ExecOptions;
import effigy.exec.ExecStats;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.Stop;
import effigy.explore.Exploration;
import effigy.explore.ExploreOptions;
import effigy.explore.Explorer;
import effigy.explore.ReplayWorker;
import effigy.report.LeafReport;
import effigy.smt.SolverStats;
import effigy.search.ExplorationLoop;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The two basic jobs on an entry call, shared by the command line and session scripts: a single run
 * that stops at the first fork, and an exhaustive exploration whose every test is replayed.
 */
public final class Runs {
    private Runs() {}

    /** A run that ended ({@code leaf}) or stopped at a fork ({@code fork}); exactly one is non-null. */
    public record RunResult(Leaf leaf, Stop.Forked fork, List<Leaf> emitted, LeafReport.Stats stats, String stopped) {
        public RunResult(Leaf leaf, Stop.Forked fork, List<Leaf> emitted, LeafReport.Stats stats) { this(leaf, fork, emitted, stats, null); }
    }

    /** Runs the entry until it ends or reaches a branch that can go both ways. */
    public static RunResult run(Workbench wb, Workbench.Entry entry, ExecOptions options) {
        return run(wb, entry, options, null);
    }

    /** As {@link #run(Workbench, Workbench.Entry, ExecOptions)}, recording what runs into {@code coverage} (when not null). */
    public static RunResult run(Workbench wb, Workbench.Entry entry, ExecOptions options, effigy.exec.Coverage coverage) {
        return run(wb, entry, options, coverage, Long.MAX_VALUE);
    }

    /**
     * As {@link #run(Workbench, Workbench.Entry, ExecOptions, effigy.exec.Coverage)}, stopped at {@code deadlineNanos}
     * (on {@link System#nanoTime()}'s scale; Long.MAX_VALUE: none) or by an interrupt: the result's {@code stopped}
     * then says why ("time limit", "interrupted"), with no leaf.
     */
    public static RunResult run(Workbench wb, Workbench.Entry entry, ExecOptions options, effigy.exec.Coverage coverage, long deadlineNanos) {
        long start = System.nanoTime();
        SolverStats before = snapshot(wb);
        Executor ex = wb.executor(options, false);
        if (coverage != null) ex.setCoverage(coverage.newRun(true));
        Stop stop = ExplorationLoop.path(ex, ex.start(entry.function(), entry.args()), deadlineNanos);
        if (coverage != null) coverage.merge(ex.coverage());
        Leaf leaf = stop instanceof Stop.Finished f ? f.leaf() : null;
        Stop.Forked fork = stop instanceof Stop.Forked f ? f : null;
        long paths = (leaf != null ? 1 : 0) + stop.emitted().size();
        return new RunResult(leaf, fork, stop.emitted(), stats(wb, ex.stats(), before, paths, System.nanoTime() - start, true, null, stop instanceof Stop.Infeasible ? 1 : 0),
                stop instanceof Stop.Abandoned a ? a.why() : null);
    }

    /**
     * An exploration and the replay of its leaves: {@code replayed} leaves were replayed, those listed in
     * {@code replayFailures} did not reach their leaf (a bug in Effigy, never expected), {@code replayStopped}
     * says why the replays stopped before the last leaf (null when they did not). Replays run on a
     * second thread ({@link ReplayWorker}): {@code replaySeconds} is the time the exploration waited for
     * them, {@code replayBusySeconds} the time they took on their thread; {@code sinkSeconds} is the time
     * the caller's consumer (output) took. The waits and the consumer are part of the exploration's wall
     * time, {@link #engineSeconds()} is the rest.
     */
    public record ExploreResult(Exploration exploration, Executor executor, LeafReport.Stats stats, List<String> replayFailures,
                                long replayed, String replayStopped, double replaySeconds, double replayBusySeconds, double sinkSeconds) {
        /** The exploration's own time: its wall time less the waits for replays and the consumer. */
        public double engineSeconds() { return Math.max(0, stats.totalSeconds() - replaySeconds - sinkSeconds); }
    }

    /** Explores the entry's execution tree, replays every leaf's test concretely, and collects the leaves. */
    public static ExploreResult explore(Workbench wb, Workbench.Entry entry, ExecOptions options, ExploreOptions explore,
                                        boolean tree, boolean replay, Explorer.Progress progress) {
        List<Leaf> leaves = new ArrayList<>();
        ExploreResult r = explore(wb, entry, options, explore, tree, replay, progress, leaves::add, System.nanoTime());
        Exploration e = r.exploration();
        return new ExploreResult(new Exploration(List.copyOf(leaves), e.paths(), e.statusCounts(), e.complete(), e.stoppedBecause(),
                e.infeasible(), e.openStates(), e.nanos()), r.executor(), r.stats(), r.replayFailures(), r.replayed(),
                r.replayStopped(), r.replaySeconds(), r.replayBusySeconds(), r.sinkSeconds());
    }

    /**
     * Explores the entry's execution tree, handing each leaf to {@code sink} the moment it is found and
     * (when {@code replay}) to a {@link ReplayWorker} that replays its test concretely; no leaf is kept. The
     * explore options' time limit counts from {@code startNanos} and covers the replays and the sink.
     */
    public static ExploreResult explore(Workbench wb, Workbench.Entry entry, ExecOptions options, ExploreOptions explore,
                                        boolean tree, boolean replay, Explorer.Progress progress, Consumer<Leaf> sink, long startNanos) {
        return explore(wb, entry, options, explore, tree, replay, progress, sink, startNanos, null);
    }

    /**
     * As above, recording what the exploration runs into {@code coverage} (when not null): summed over the
     * exploration, each stretch of a path run once (a statement before a fork counts once, not once per path
     * that shares it).
     */
    public static ExploreResult explore(Workbench wb, Workbench.Entry entry, ExecOptions options, ExploreOptions explore,
                                        boolean tree, boolean replay, Explorer.Progress progress, Consumer<Leaf> sink, long startNanos,
                                        effigy.exec.Coverage coverage) {
        long start = System.nanoTime();
        SolverStats before = snapshot(wb);
        Executor ex = wb.executor(options, tree);
        Explorer explorer = new Explorer(ex, explore).solvers(wb::newSolver);
        if (progress != null) explorer.progress(progress);
        if (coverage != null) explorer.coverage(coverage);
        LeafPipeline leaves = new LeafPipeline(wb, entry, options, replay, explore.deadline(startNanos), sink);
        Exploration result;
        try {
            result = explorer.explore(ex.start(entry.function(), entry.args()), leaves, startNanos);
        } finally {
            leaves.finish();
        }
        SolverStats solverStats = solverDelta(wb, before);
        solverStats.add(explorer.workerSolverStats());
        LeafReport.Stats stats = stats(explorer.stats(), solverStats, result.paths(), System.nanoTime() - start,
                result.complete(), result.stoppedBecause(), result.infeasible());
        return leaves.result(result, ex, stats);
    }

    /**
     * Where an exploration's leaves go, in the order found: to a {@link ReplayWorker} (when replaying) and
     * then to the caller's sink, whose time is measured. Shared by the forward engine and the weakest-
     * precondition engine's command; {@link #finish()} waits for the replays.
     */
    public static final class LeafPipeline implements Consumer<Leaf> {
        private final ReplayWorker replays;
        private final Consumer<Leaf> sink;
        private long index, sinkNanos;

        public LeafPipeline(Workbench wb, Workbench.Entry entry, ExecOptions options, boolean replay, long deadlineNanos, Consumer<Leaf> sink) {
            this.replays = replay ? new ReplayWorker(wb.program(), wb.termBuilder(), wb.newSolver(), options, entry.function(), entry.args(),
                    deadlineNanos) : null;
            this.sink = sink;
        }

        @Override public void accept(Leaf leaf) {
            index++;
            if (replays != null) replays.submit(index, leaf);
            long t0 = System.nanoTime();
            sink.accept(leaf);
            sinkNanos += System.nanoTime() - t0;
        }

        /** Waits for the replays still queued (or stops them, on an interrupt or past the deadline). */
        public void finish() {
            if (replays != null) replays.finish();
        }

        /** The result of an exploration whose leaves went through this pipeline. */
        public ExploreResult result(Exploration exploration, Executor executor, LeafReport.Stats stats) {
            return replays == null ? new ExploreResult(exploration, executor, stats, List.of(), 0, null, 0, 0, sinkNanos / 1e9)
                    : new ExploreResult(exploration, executor, stats, replays.failures(), replays.replayed(), replays.abandoned(),
                    replays.waitSeconds(), replays.busySeconds(), sinkNanos / 1e9);
        }
    }

    private static SolverStats snapshot(Workbench wb) {
        SolverStats s = new SolverStats();
        s.add(wb.solverStack().stats());
        return s;
    }

    private static LeafReport.Stats stats(Workbench wb, ExecStats es, SolverStats before, long paths, long nanos,
                                          boolean complete, String stopped, long infeasible) {
        return stats(es, solverDelta(wb, before), paths, nanos, complete, stopped, infeasible);
    }

    /** The workbench's solver stack's counters since {@code before} (queries, solver calls, solver time). */
    private static SolverStats solverDelta(Workbench wb, SolverStats before) {
        SolverStats now = wb.solverStack().stats();
        SolverStats d = new SolverStats();
        d.queries = now.queries - before.queries;
        d.solverCalls = now.solverCalls - before.solverCalls;
        d.solverNanos = now.solverNanos - before.solverNanos;
        return d;
    }

    private static LeafReport.Stats stats(ExecStats es, SolverStats solver, long paths, long nanos,
                                          boolean complete, String stopped, long infeasible) {
        return new LeafReport.Stats(paths, es.statements, es.instructions, es.forks, solver.queries,
                solver.solverCalls, solver.solverNanos / 1e9, nanos / 1e9, complete, stopped, infeasible);
    }
}
