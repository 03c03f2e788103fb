package effigy.explore;

import effigy.exec.Coverage;
import effigy.exec.ExecStats;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.State;
import effigy.smt.PathSolver;
import effigy.smt.Solver;
import effigy.smt.SolverStats;
import effigy.search.ExplorationLoop;
import effigy.search.NearestUncovered;
import effigy.search.RandomPath;
import effigy.search.Searcher;
import effigy.search.Searchers;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Exhaustive exploration of the execution tree, as King's TEST manager: runs every open state until
 * it ends or forks, and puts both successors of a fork back into the worklist, taken in the order of the
 * options' {@link Search}. Leaves go to a consumer the moment they are found (so a run of a million paths
 * holds none of them), or are collected.
 *
 * <p>The limits of {@link ExploreOptions} hold for the whole exploration, the consumer's work included:
 * the executor abandons a path that computes past the deadline (or on an interrupt, Ctrl-C), and the
 * worklist is not taken up again once the deadline has passed while the consumer worked. {@code maxPaths}
 * is exact: a leaf beyond it is not delivered (the exploration is then incomplete).
 *
 * <p><b>Jobs.</b> With {@link ExploreOptions#jobs()} N &gt; 1 (and {@link #solvers} set), the calling thread and N - 1
 * more each run states on an executor of their own ({@link Executor#worker}, with a solver stack from
 * {@link #solvers}; executors and solvers are not thread-safe, states are: a fork shares structure copy-on-write
 * and a worker writes only what it copied), taking them from one shared work list in the search's order as far
 * as it goes (each worker takes the state the order puts first when it asks). Leaves go to the consumer from
 * any worker, one at a time, numbered in the order delivered. The exploration ends when the list is empty and
 * no worker runs a state, or at a limit: the time limit is every worker's executor deadline; an interrupt of the
 * calling thread interrupts the others; at the path limit, an error leaf under {@code stopOnError} or a failure,
 * the other workers end the path segment they run (its leaves are not delivered; the states it forks stay
 * open). Counters ({@link #stats()}, {@link #workerSolverStats()}) are summed over the workers.
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
    private Supplier<Solver> solvers;
    private Coverage coverage;
    private ExecStats stats = new ExecStats();
    private SolverStats workerSolverStats = new SolverStats();

    public Explorer(Executor executor, ExploreOptions options) {
        this.executor = executor;
        this.options = options;
    }

    /** Reports progress about once a second. */
    public Explorer progress(Progress p) { this.progress = p; return this; }

    /**
     * Where the workers beyond the first get their solver stacks (with {@link ExploreOptions#jobs()} &gt; 1; e.g.
     * {@code Workbench::newSolver}); the explorer closes them when the exploration ends.
     */
    public Explorer solvers(Supplier<Solver> newSolver) { this.solvers = newSolver; return this; }

    /**
     * Records what the exploration covers into {@code map}: each worker's executor records into a
     * {@link Coverage#newRun(boolean) run} of its own (statements included), merged into the map after each
     * executor run. The coverage search ({@link Search#COVERAGE}) steers by this map when one is given (else by
     * one of its own).
     */
    public Explorer coverage(Coverage map) { this.coverage = map; return this; }

    /** The executors' counters summed over the workers (after {@link #explore}; with one worker, the executor's). */
    public ExecStats stats() { return stats; }

    /** The solver counters of the workers beyond the first (whose solver is the executor's, counted by its owner). */
    public SolverStats workerSolverStats() { return workerSolverStats; }

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
        if (options.jobs() > 1 && solvers == null) throw new IllegalStateException("jobs > 1 need a source of solver stacks (Explorer.solvers)");
        return new Session(initial, sink, startNanos).run();
    }

    /** The searcher of {@code search}; {@code coverage} is the exploration's coverage map (the coverage search only). */
    static Searcher searcher(Search search, long seed, Coverage coverage) {
        return switch (search) {
            case DFS -> Searchers.depthFirst();
            case BFS -> Searchers.breadthFirst();
            case RANDOM_PATH -> new RandomPath(seed);
            case COVERAGE -> new NearestUncovered(coverage);
        };
    }

    /**
     * One exploration: the {@link ExplorationLoop} with the options' searcher, and a listener that delivers each run's
     * leaves to the sink, one run at a time, and stops the loop at the path limit and the first error leaf.
     */
    private final class Session implements ExplorationLoop.Listener {
        private final Consumer<Leaf> sink;
        private final long deadline;
        private final Object delivery = new Object();
        private final Searcher searcher;
        private final Coverage map;
        private final long[] counts = new long[Leaf.Status.values().length];
        /** Leaves delivered (under {@link #delivery}; read by the loop's threads too, hence volatile). */
        private volatile long paths;
        private ExplorationLoop loop;

        Session(State initial, Consumer<Leaf> sink, long startNanos) {
            this.sink = sink;
            this.deadline = options.deadline(startNanos);
            this.map = coverage != null ? coverage
                    : options.search() == Search.COVERAGE ? new Coverage(executor.program()) : null;
            this.searcher = searcher(options.search(), options.seed(), map);
            searcher.add(initial);
        }

        Exploration run() {
            List<Executor> executors = new ArrayList<>();
            List<Solver> made = new ArrayList<>();
            executors.add(executor);
            SolverStats solverSum = new SolverStats();
            ExplorationLoop.Outcome outcome;
            try {
                for (int i = 1; i < options.jobs(); i++) {
                    Solver s = solvers.get();
                    made.add(s);
                    executors.add(executor.worker(new PathSolver(s)));
                }
                // an executor's own record, set by its owner, is the owner's
                if (map != null) for (Executor ex : executors) ex.setCoverage(map.newRun(coverage != null));
                loop = new ExplorationLoop(executors).deadline(deadline).progressEvery(progressIntervalNanos);
                outcome = loop.run(searcher, this);
            } finally {
                for (Solver s : made) {
                    solverSum.add(s.stats());
                    s.close();
                }
                workerSolverStats = solverSum;
            }
            stats = outcome.stats();
            long nanos = outcome.nanos();
            if (progress != null) progress.report(paths, outcome.open(), nanos);
            return new Exploration(List.of(), paths, counts.clone(), outcome.complete(), outcome.why(), outcome.infeasible(),
                    outcome.open(), nanos);
        }

        @Override public String stopBefore() { return paths >= options.maxPaths() ? "path limit" : null; }

        @Override public void progress(int open, long elapsedNanos) {
            if (progress != null) progress.report(paths, open, elapsedNanos);
        }

        @Override public void ran(Executor ex) {
            if (map != null) map.merge(ex.coverage());
        }

        /**
         * Gives the run's leaves to the sink, one run at a time: none past the path limit, and none once the
         * exploration has stopped before this run's leaves came (the rest of a run's leaves are delivered after an
         * error leaf under stopOnError, as the first worker always did).
         */
        @Override public void leaves(State ran, List<Leaf> leaves, Leaf last) {
            synchronized (delivery) {
                if (loop.stopped()) return;
                boolean error = false;
                for (int i = 0; i <= leaves.size(); i++) {
                    Leaf l = i < leaves.size() ? leaves.get(i) : last;
                    if (l == null) break;
                    if (paths >= options.maxPaths()) { loop.stop("path limit"); return; }
                    counts[l.status().ordinal()]++;
                    paths++;
                    sink.accept(l);
                    error |= l.status() == Leaf.Status.ERROR;
                }
                if (error && options.stopOnError()) loop.stop("the first error leaf (--stop-on-error)");
            }
        }
    }
}
