package effigy.explore;

import effigy.exec.Coverage;
import effigy.exec.ExecStats;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.State;
import effigy.exec.Stop;
import effigy.smt.PathSolver;
import effigy.smt.Solver;
import effigy.smt.SolverStats;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
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

    /** One exploration: the work list, the counts and the workers, all under one lock; leaves delivered under another. */
    private final class Session {
        private final Consumer<Leaf> sink;
        private final long start = System.nanoTime();
        private final long deadline;
        private final ReentrantLock lock = new ReentrantLock();
        private final Condition changed = lock.newCondition();
        private final Object delivery = new Object();
        private final WorkList work;
        private final Coverage map;
        private final long[] counts = new long[Leaf.Status.values().length];
        /** Leaves delivered (under {@link #delivery}; read under {@link #lock} too, hence volatile). */
        private volatile long paths;
        private long infeasible;
        private int running;
        private String stopped;
        private Throwable failure;
        private final List<Thread> helpers = new ArrayList<>();

        Session(State initial, Consumer<Leaf> sink, long startNanos) {
            this.sink = sink;
            this.deadline = options.deadline(startNanos);
            this.map = coverage != null ? coverage
                    : options.search() == Search.COVERAGE ? new Coverage(executor.program()) : null;
            this.work = WorkList.of(options.search(), options.seed(), map);
            work.add(initial);
        }

        Exploration run() {
            List<Executor> executors = new ArrayList<>();
            List<Solver> made = new ArrayList<>();
            executors.add(executor);
            SolverStats solverSum = new SolverStats();
            try {
                for (int i = 1; i < options.jobs(); i++) {
                    Solver s = solvers.get();
                    made.add(s);
                    executors.add(executor.worker(new PathSolver(s)));
                }
                for (Executor ex : executors) {
                    ex.stopAt(deadline);
                    if (map != null) ex.setCoverage(map.newRun(coverage != null));
                }
                for (int i = 1; i < executors.size(); i++) {
                    Executor ex = executors.get(i);
                    Thread t = new Thread(() -> work(ex, false), "effigy-explore-" + i);
                    t.setDaemon(true);
                    helpers.add(t);
                }
                helpers.forEach(Thread::start);
                work(executor, true);
                // Ctrl-C interrupted this thread's run (its executor abandoned the path): the others stop too
                if (Thread.currentThread().isInterrupted()) helpers.forEach(Thread::interrupt);
            } finally {
                joinHelpers();
                for (Solver s : made) {
                    solverSum.add(s.stats());
                    s.close();
                }
                workerSolverStats = solverSum;
            }
            ExecStats sum = new ExecStats();
            for (Executor ex : executors) add(sum, ex.stats());
            stats = sum;
            if (failure instanceof RuntimeException r) throw r;
            if (failure instanceof Error e) throw e;
            if (failure != null) throw new IllegalStateException(failure);
            long nanos = System.nanoTime() - start;
            if (progress != null) progress.report(paths, work.size(), nanos);
            return new Exploration(List.of(), paths, counts.clone(), stopped == null, stopped, infeasible, work.size(), nanos);
        }

        /** Waits for the other workers; an interrupt meanwhile is passed on to them (and kept on this thread). */
        private void joinHelpers() {
            boolean interrupted = false;
            for (Thread t : helpers) {
                while (t.isAlive()) {
                    try {
                        t.join();
                    } catch (InterruptedException e) {
                        interrupted = true;
                        stop("interrupted");
                        helpers.forEach(Thread::interrupt);
                    }
                }
            }
            if (interrupted) Thread.currentThread().interrupt();
        }

        /** Ends the exploration (the first reason stays); caller holds no lock or the lock. */
        private void stop(String why) {
            lock.lock();
            try {
                if (stopped == null) stopped = why;
                changed.signalAll();
            } finally {
                lock.unlock();
            }
        }

        /** One worker: takes open states and runs them until the list is empty with no worker running, or a limit. */
        private void work(Executor ex, boolean first) {
            long lastReport = start;
            Coverage.Run record = map != null ? ex.coverage() : null;   // an executor's own record, set by its owner, is the owner's
            while (true) {
                WorkList.Open open;
                lock.lock();
                try {
                    while (true) {
                        if (stopped != null || failure != null) return;
                        if (!work.isEmpty()) {
                            if (paths >= options.maxPaths()) { stopped = "path limit"; changed.signalAll(); return; }
                            long now = System.nanoTime();
                            if (deadline != Long.MAX_VALUE && now - deadline > 0) { stopped = "time limit"; changed.signalAll(); return; }
                            if (Thread.currentThread().isInterrupted()) { interruptedHere(); return; }
                            if (first && progress != null && now - lastReport > progressIntervalNanos) {
                                progress.report(paths, work.size(), now - start);
                                lastReport = now;
                            }
                            open = work.take();
                            running++;
                            break;
                        }
                        if (running == 0) { changed.signalAll(); return; }
                        try {
                            changed.await();
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                            interruptedHere();
                            return;
                        }
                    }
                } finally {
                    lock.unlock();
                }
                Stop stop;
                try {
                    stop = ex.run(open.state);
                    if (record != null) map.merge(record);
                    deliver(stop);
                } catch (RuntimeException | Error e) {
                    lock.lock();
                    try {
                        running--;
                        if (failure == null) failure = e;
                        changed.signalAll();
                    } finally {
                        lock.unlock();
                    }
                    if (!helpers.isEmpty()) helpers.forEach(t -> { if (t != Thread.currentThread()) t.interrupt(); });
                    return;
                }
                lock.lock();
                try {
                    running--;
                    if (stop instanceof Stop.Finished) {
                        work.ended(open);
                    } else if (stop instanceof Stop.Forked fork) {
                        work.forked(open, fork.onTrue(), fork.onFalse());
                    } else if (stop instanceof Stop.Infeasible) {
                        infeasible++;
                        work.ended(open);
                    } else if (stop instanceof Stop.Abandoned a) {
                        work.putBack(open);   // still open: it counts among the open states
                        if (stopped == null) stopped = a.why();
                    } else if (failure == null) {
                        failure = new IllegalStateException("exploration does not pause: " + stop);
                    }
                    changed.signalAll();
                } finally {
                    lock.unlock();
                }
            }
        }

        /**
         * This worker's thread was interrupted: the first worker's by the caller (Ctrl-C), which stops every
         * worker; another's by the first, which already knows why.
         */
        private void interruptedHere() {
            if (stopped == null) stopped = "interrupted";
            changed.signalAll();
            for (Thread t : helpers) if (t != Thread.currentThread()) t.interrupt();
        }

        /**
         * Gives the run's leaves to the sink, one worker at a time: none past the path limit, and none once the
         * exploration has stopped before this run's leaves came (the rest of a run's leaves are delivered after an
         * error leaf under stopOnError, as the first worker always did).
         */
        private void deliver(Stop stop) {
            List<Leaf> leaves = stop.emitted();
            Leaf last = stop instanceof Stop.Finished fin ? fin.leaf() : null;
            if (leaves.isEmpty() && last == null) return;
            synchronized (delivery) {
                if (stoppedNow()) return;
                boolean error = false;
                for (int i = 0; i <= leaves.size(); i++) {
                    Leaf l = i < leaves.size() ? leaves.get(i) : last;
                    if (l == null) break;
                    if (paths >= options.maxPaths()) { stop("path limit"); return; }
                    counts[l.status().ordinal()]++;
                    paths++;
                    sink.accept(l);
                    error |= l.status() == Leaf.Status.ERROR;
                }
                if (error && options.stopOnError()) stop("the first error leaf (--stop-on-error)");
            }
        }

        private boolean stoppedNow() {
            lock.lock();
            try {
                return stopped != null || failure != null;
            } finally {
                lock.unlock();
            }
        }
    }

    private static void add(ExecStats to, ExecStats s) {
        to.instructions += s.instructions;
        to.statements += s.statements;
        to.forks += s.forks;
        to.branchQueries += s.branchQueries;
        to.concretizations += s.concretizations;
    }
}
