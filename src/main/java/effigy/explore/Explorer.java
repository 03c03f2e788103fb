package effigy.explore;

import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.State;
import effigy.exec.Stop;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Exhaustive exploration of the execution tree, as King's TEST manager: runs every open state until
 * it ends or forks, and puts both successors of a fork back into the worklist. Leaves go to a consumer
 * the moment they are found (so a run of a million paths holds none of them), or are collected.
 *
 * <p>The limits of {@link ExploreOptions} hold for the whole exploration, the consumer's work included:
 * the executor abandons a path that computes past the deadline (or on an interrupt, Ctrl-C), and the
 * worklist is not taken up again once the deadline has passed while the consumer worked.
 */
public final class Explorer {
    /** Told about progress every {@code interval} leaves (and at the end), for long runs. */
    public interface Progress {
        void report(long leaves, long open, long elapsedNanos);
    }

    private final Executor executor;
    private final ExploreOptions options;
    private Progress progress;
    private long progressIntervalNanos = 1_000_000_000L;
    private effigy.exec.Coverage coverage;

    public Explorer(Executor executor, ExploreOptions options) {
        this.executor = executor;
        this.options = options;
    }

    /** Reports progress about once a second. */
    public Explorer progress(Progress p) { this.progress = p; return this; }

    /**
     * Records what the exploration covers (blocks, branch directions, statements) into {@code map}: the
     * executor records into a run of its own, merged into the map after each stretch it runs.
     */
    public Explorer coverage(effigy.exec.Coverage map) {
        this.coverage = map;
        executor.setCoverage(map.newRun(true));
        return this;
    }

    /** Explores from {@code initial} and returns every leaf in the order found. */
    public Exploration explore(State initial) {
        List<Leaf> leaves = new ArrayList<>();
        Exploration e = explore(initial, leaves::add, System.nanoTime());
        return new Exploration(List.copyOf(leaves), e.paths(), e.statusCounts(), e.complete(), e.stoppedBecause(),
                e.infeasible(), e.openStates(), e.nanos());
    }

    /**
     * Explores from {@code initial}, giving each leaf to {@code sink} as it is found and keeping none; the
     * time limit counts from {@code startNanos} (on {@link System#nanoTime()}'s scale).
     */
    public Exploration explore(State initial, Consumer<Leaf> sink, long startNanos) {
        long start = System.nanoTime();
        long deadline = options.deadline(startNanos);
        executor.stopAt(deadline);
        long lastReport = start;
        ArrayDeque<State> work = new ArrayDeque<>();
        work.add(initial);
        long[] counts = new long[Leaf.Status.values().length];
        long paths = 0, infeasible = 0;
        String stopped = null;
        boolean dfs = options.search() == Search.DFS;
        while (!work.isEmpty()) {
            if (paths >= options.maxPaths()) { stopped = "path limit"; break; }
            long now = System.nanoTime();
            if (deadline != Long.MAX_VALUE && now - deadline > 0) { stopped = "time limit"; break; }
            if (Thread.currentThread().isInterrupted()) { stopped = "interrupted"; break; }
            if (progress != null && now - lastReport > progressIntervalNanos) {
                progress.report(paths, work.size(), now - start);
                lastReport = now;
            }
            State s = dfs ? work.pollLast() : work.pollFirst();
            Stop stop = executor.run(s);
            if (coverage != null) coverage.merge(executor.coverage());
            for (Leaf l : stop.emitted()) { counts[l.status().ordinal()]++; paths++; sink.accept(l); }
            if (stop instanceof Stop.Finished fin) {
                counts[fin.leaf().status().ordinal()]++;
                paths++;
                sink.accept(fin.leaf());
            } else if (stop instanceof Stop.Forked fork) {
                if (dfs) {
                    work.addLast(fork.onFalse());
                    work.addLast(fork.onTrue());
                } else {
                    work.addLast(fork.onTrue());
                    work.addLast(fork.onFalse());
                }
            } else if (stop instanceof Stop.Infeasible) {
                infeasible++;
            } else if (stop instanceof Stop.Abandoned a) {
                work.addLast(s);   // still open: it counts among the open states
                stopped = a.why();
                break;
            } else {
                throw new IllegalStateException("exploration does not pause: " + stop);
            }
            if (options.stopOnError() && counts[Leaf.Status.ERROR.ordinal()] > 0) {
                stopped = "the first error leaf (--stop-on-error)";
                break;
            }
        }
        long nanos = System.nanoTime() - start;
        if (progress != null) progress.report(paths, work.size(), nanos);
        return new Exploration(List.of(), paths, counts, stopped == null, stopped, infeasible, work.size(), nanos);
    }
}
