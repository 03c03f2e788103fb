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
 * it ends or forks, puts both successors of a fork back into the worklist, and collects the leaves.
 */
public final class Explorer {
    /** Told about progress every {@code interval} leaves (and at the end), for long runs. */
    public interface Progress {
        void report(long leaves, long open, long elapsedNanos);
    }

    private final Executor executor;
    private final ExploreOptions options;
    private Consumer<Leaf> onLeaf = l -> {};
    private Progress progress;
    private long progressIntervalNanos = 1_000_000_000L;

    public Explorer(Executor executor, ExploreOptions options) {
        this.executor = executor;
        this.options = options;
    }

    /** Called for each leaf as it is found. */
    public Explorer onLeaf(Consumer<Leaf> consumer) { this.onLeaf = consumer; return this; }

    /** Reports progress about once a second. */
    public Explorer progress(Progress p) { this.progress = p; return this; }

    public Exploration explore(State initial) {
        long start = System.nanoTime();
        long lastReport = start;
        ArrayDeque<State> work = new ArrayDeque<>();
        work.add(initial);
        List<Leaf> leaves = new ArrayList<>();
        long infeasible = 0;
        String stopped = null;
        while (!work.isEmpty()) {
            if (leaves.size() >= options.maxPaths()) { stopped = "path limit"; break; }
            long now = System.nanoTime();
            if (options.maxMillis() > 0 && now - start > options.maxMillis() * 1_000_000L) { stopped = "time limit"; break; }
            if (Thread.currentThread().isInterrupted()) { stopped = "interrupted"; break; }
            if (progress != null && now - lastReport > progressIntervalNanos) {
                progress.report(leaves.size(), work.size(), now - start);
                lastReport = now;
            }
            State s = options.search() == Search.DFS ? work.pollLast() : work.pollFirst();
            Stop stop = executor.run(s);
            for (Leaf l : stop.emitted()) { leaves.add(l); onLeaf.accept(l); }
            if (stop instanceof Stop.Finished fin) {
                leaves.add(fin.leaf());
                onLeaf.accept(fin.leaf());
            } else if (stop instanceof Stop.Forked fork) {
                if (options.search() == Search.DFS) {
                    work.addLast(fork.onFalse());
                    work.addLast(fork.onTrue());
                } else {
                    work.addLast(fork.onTrue());
                    work.addLast(fork.onFalse());
                }
            } else if (stop instanceof Stop.Infeasible) {
                infeasible++;
            } else {
                throw new IllegalStateException("exploration does not pause: " + stop);
            }
        }
        long nanos = System.nanoTime() - start;
        if (progress != null) progress.report(leaves.size(), work.size(), nanos);
        return new Exploration(List.copyOf(leaves), stopped == null, stopped, infeasible, work.size(), nanos);
    }
}
