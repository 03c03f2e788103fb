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

    /** An exploration and the replay of its leaves. */
    public record ExploreResult(Exploration exploration, Executor executor, LeafReport.Stats stats, List<String> replayFailures) {}

    /**
     * Explores the entry's execution tree and replays every leaf's test concretely; a replay that does not
     * reach its leaf is listed in {@code replayFailures} (a bug in Effigy, never expected).
     */
    public static ExploreResult explore(Workbench wb, Workbench.Entry entry, ExecOptions options, ExploreOptions explore,
                                        boolean tree, boolean replay, Explorer.Progress progress) {
        long start = System.nanoTime();
        SolverStats before = snapshot(wb);
        Executor ex = wb.executor(options, tree);
        Explorer explorer = new Explorer(ex, explore);
        if (progress != null) explorer.progress(progress);
        Exploration result = explorer.explore(ex.start(entry.function(), entry.args()));
        LeafReport.Stats stats = stats(wb, ex.stats(), before, result.leaves().size(), System.nanoTime() - start,
                result.complete(), result.stoppedBecause(), result.infeasible());
        List<String> failures = new ArrayList<>();
        if (replay) {
            Replayer replayer = new Replayer(wb.program(), wb.termBuilder(), wb.solver(), options);
            List<Leaf> leaves = result.leaves();
            for (int i = 0; i < leaves.size(); i++) {
                Leaf l = leaves.get(i);
                // an unknown or unsupported leaf is where the symbolic run could not go on; a concrete run can
                if (l.status() == Leaf.Status.UNKNOWN || l.error() != null && l.error().kind().equals("unsupported")) continue;
                Replayer.Replay r = replayer.replay(entry.function(), entry.args(), l);
                if (!r.matches()) failures.add("leaf " + (i + 1) + ": " + r.mismatch());
            }
        }
        return new ExploreResult(result, ex, stats, failures);
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
