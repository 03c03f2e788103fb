package effigy.driver;

import effigy.exec.ExecOptions;
import effigy.exec.ExecStats;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.Stop;
import effigy.explore.Exploration;
import effigy.explore.ExploreOptions;
import effigy.explore.Explorer;
import effigy.explore.Replayer;
import effigy.report.LeafReport;
import effigy.smt.SolverStats;
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
    public record RunResult(Leaf leaf, Stop.Forked fork, List<Leaf> emitted, LeafReport.Stats stats) {}

    /** Runs the entry until it ends or reaches a branch that can go both ways. */
    public static RunResult run(Workbench wb, Workbench.Entry entry, ExecOptions options) {
        long start = System.nanoTime();
        SolverStats before = snapshot(wb);
        Executor ex = wb.executor(options, false);
        Stop stop = ex.run(ex.start(entry.function(), entry.args()));
        Leaf leaf = stop instanceof Stop.Finished f ? f.leaf() : null;
        Stop.Forked fork = stop instanceof Stop.Forked f ? f : null;
        long paths = (leaf != null ? 1 : 0) + stop.emitted().size();
        return new RunResult(leaf, fork, stop.emitted(), stats(wb, ex.stats(), before, paths, System.nanoTime() - start, true, null, stop instanceof Stop.Infeasible ? 1 : 0));
    }

    /**
     * An exploration and the replay of its leaves: {@code replayed} leaves were replayed, those listed in
     * {@code replayFailures} did not reach their leaf (a bug in Effigy, never expected); the seconds spent
     * replaying and in the caller's consumer ({@code sinkSeconds}, output) are part of the exploration's
     * wall time but not of {@code stats().totalSeconds()}'s engine share, {@link #engineSeconds()}.
     */
    public record ExploreResult(Exploration exploration, Executor executor, LeafReport.Stats stats, List<String> replayFailures,
                                long replayed, double replaySeconds, double sinkSeconds) {
        /** The exploration's own time: its wall time less the replays and the consumer. */
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
                r.replaySeconds(), r.sinkSeconds());
    }

    /**
     * Explores the entry's execution tree, replaying each leaf's test concretely the moment the leaf is
     * found (when {@code replay}), then handing the leaf to {@code sink}; no leaf is kept. The explore
     * options' time limit counts from {@code startNanos} and covers the replays and the sink.
     */
    public static ExploreResult explore(Workbench wb, Workbench.Entry entry, ExecOptions options, ExploreOptions explore,
                                        boolean tree, boolean replay, Explorer.Progress progress, Consumer<Leaf> sink, long startNanos) {
        long start = System.nanoTime();
        SolverStats before = snapshot(wb);
        Executor ex = wb.executor(options, tree);
        Explorer explorer = new Explorer(ex, explore);
        if (progress != null) explorer.progress(progress);
        List<String> failures = new ArrayList<>();
        Replayer replayer = replay ? new Replayer(wb.program(), wb.termBuilder(), wb.solver(), options).stopAt(explore.deadline(startNanos)) : null;
        long[] replayed = {0}, index = {0}, replayNanos = {0}, sinkNanos = {0};
        Exploration result = explorer.explore(ex.start(entry.function(), entry.args()), leaf -> {
            index[0]++;
            long t0 = System.nanoTime();
            if (replayer != null && Replayer.replayable(leaf)) {
                Replayer.Replay r = replayer.replay(entry.function(), entry.args(), leaf);
                if (r.abandoned() == null) {
                    replayed[0]++;
                    if (!r.matches()) failures.add("leaf " + index[0] + ": " + r.mismatch());
                }
            }
            long t1 = System.nanoTime();
            sink.accept(leaf);
            replayNanos[0] += t1 - t0;
            sinkNanos[0] += System.nanoTime() - t1;
        }, startNanos);
        LeafReport.Stats stats = stats(wb, ex.stats(), before, result.paths(), System.nanoTime() - start,
                result.complete(), result.stoppedBecause(), result.infeasible());
        return new ExploreResult(result, ex, stats, failures, replayed[0], replayNanos[0] / 1e9, sinkNanos[0] / 1e9);
    }

    private static SolverStats snapshot(Workbench wb) {
        SolverStats s = new SolverStats();
        s.add(wb.solverStack().stats());
        return s;
    }

    private static LeafReport.Stats stats(Workbench wb, ExecStats es, SolverStats before, long paths, long nanos,
                                          boolean complete, String stopped, long infeasible) {
        SolverStats now = wb.solverStack().stats();
        return new LeafReport.Stats(paths, es.statements, es.instructions, es.forks, now.queries - before.queries,
                now.solverCalls - before.solverCalls, (now.solverNanos - before.solverNanos) / 1e9, nanos / 1e9,
                complete, stopped, infeasible);
    }
}
