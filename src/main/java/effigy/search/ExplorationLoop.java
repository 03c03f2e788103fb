package effigy.search;

import effigy.exec.ExecStats;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.State;
import effigy.exec.Stop;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The one loop that drives the interpreter, for every analysis (KLEE's {@code Executor::run}, CPAchecker's
 * {@code CPAAlgorithm}): it takes the next open state from a {@link Searcher}, runs it on an {@link Executor} until the
 * path ends, forks, pauses or is abandoned, and puts what came of it back: both sides of a fork, a paused state (which
 * a {@link Merging} searcher may merge), nothing for an ended path. It alone owns
 * <ul>
 *   <li>the <b>deadline</b> ({@link #deadline}: given to every executor, so a path that computes long without branching
 *       is abandoned too, and looked at before every selection),</li>
 *   <li>the <b>interrupt</b> (Ctrl-C: the running thread's interrupt flag, looked at before every selection and inside
 *       every run),</li>
 *   <li>the <b>budget</b> of runs ({@link #maxRuns}),</li>
 *   <li>the <b>account of what was lost</b> ({@link Losses}), and</li>
 *   <li><b>jobs</b>: with several executors ({@link #ExplorationLoop(List)}), one thread per executor takes states from the
 *       one searcher, under one lock.</li>
 * </ul>
 * So {@code --max-time}, an interrupt and "incomplete" mean the same in every command. What varies between analyses is
 * the searcher, the executor's configuration (its branch policy and observers) and a {@link Listener}, which is told
 * of leaves, forks and pauses and may stop the loop; it never runs a state itself.
 *
 * <p>One {@link #run} at a time; the listener's callbacks come from the thread that ran the state (with jobs, from
 * several threads: a listener that keeps data synchronizes itself).
 */
public final class ExplorationLoop {
    /** What becomes of a paused state. */
    public enum Pause {
        /** It is open again (and may merge, with a {@link Merging} searcher). */
        RESUME,
        /** Its path ends here without a leaf: the analysis has what it wanted from it. */
        DROP,
        /** The whole loop stops (the paused state is not open again). */
        STOP
    }

    /** Why the loop stopped before its searcher was empty. */
    public enum Reason { TIME_LIMIT, INTERRUPTED, RUN_BUDGET, LISTENER, MEMORY_LIMIT }

    /** What an analysis is told, and where it may stop the loop. Every method has a default: an analysis overrides what it needs. */
    public interface Listener {
        /** Before each selection: null to go on, or why the loop stops (e.g. a path limit reached). */
        default String stopBefore() { return null; }

        /** Whether to run {@code s}, just selected; false ends its path unrun (a {@link Loss#CUT}). */
        default boolean admit(State s) { return true; }

        /**
         * The leaves of one run of {@code ran}: {@code emitted} split off a path that goes on (an error on one side of a
         * check), {@code end} the leaf the path ended in (null when it did not end). Called after every run that has one.
         */
        default void leaves(State ran, List<Leaf> emitted, Leaf end) {}

        /** A run forked into {@code fork.onTrue()} (the state that ran) and {@code fork.onFalse()}. */
        default void forked(Stop.Forked fork) {}

        /** {@code s} paused (an observer or the hook asked): what becomes of it. */
        default Pause paused(State s) { return Pause.RESUME; }

        /** After every run, on the thread that ran it, with its executor (e.g. to merge what it recorded). */
        default void ran(Executor ex) {}

        /** About once per {@link #progressEvery} interval, on the first thread: {@code open} states, time since the start. */
        default void progress(int open, long elapsedNanos) {}
    }

    /**
     * How a {@link #run} ended: {@code complete} when the searcher ran empty (every path followed to its end, or to a
     * loss the {@link #losses} account for); otherwise {@code reason} and {@code why} (the text an analysis reports:
     * "time limit", "interrupted", the listener's own) and the {@code open} states left in the searcher.
     */
    public record Outcome(boolean complete, Reason reason, String why, long runs, long infeasible, int open,
                          Losses losses, ExecStats stats, long nanos) {}

    private final List<Executor> executors;
    private long deadline = Long.MAX_VALUE;
    private long maxRuns = Long.MAX_VALUE;
    private long progressEvery = 1_000_000_000L;

    // one run's state, under lock
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private Searcher searcher;
    private Listener listener;
    private Losses losses;
    private int running;
    private long runs, infeasible;
    private Reason reason;
    private String why;
    private Throwable failure;
    private final List<Thread> helpers = new ArrayList<>();
    private long startNanos;

    /** A loop on one executor, on the calling thread. */
    public ExplorationLoop(Executor executor) { this(List.of(executor)); }

    /** A loop on these executors, the first on the calling thread and each other on a thread of its own. */
    public ExplorationLoop(List<Executor> executors) {
        if (executors.isEmpty()) throw new IllegalArgumentException("no executor");
        this.executors = List.copyOf(executors);
    }

    /** The deadline on {@link System#nanoTime()}'s scale (Long.MAX_VALUE for none), given to every executor. */
    public ExplorationLoop deadline(long deadlineNanos) { this.deadline = deadlineNanos; return this; }

    /** At most {@code n} runs of states; past them the loop stops with {@link Reason#RUN_BUDGET}. */
    public ExplorationLoop maxRuns(long n) { this.maxRuns = n; return this; }

    /** How often {@link Listener#progress} is called. */
    public ExplorationLoop progressEvery(long nanos) { this.progressEvery = nanos; return this; }

    /** Runs the states of {@code searcher} until it is empty or the loop stops; {@code searcher} keeps the states left. */
    public Outcome run(Searcher searcher, Listener listener) {
        this.searcher = searcher;
        this.listener = listener;
        this.losses = new Losses();
        this.running = 0;
        this.runs = 0;
        this.infeasible = 0;
        this.reason = null;
        this.why = null;
        this.failure = null;
        this.helpers.clear();
        this.startNanos = System.nanoTime();
        long[] concretized = new long[executors.size()], narrowed = new long[executors.size()];
        for (int i = 0; i < executors.size(); i++) {
            Executor ex = executors.get(i);
            ex.stopAt(deadline);
            ex.stopWhenMemory(MemoryGuard::exceeded);
            concretized[i] = ex.stats().concretizations;
            narrowed[i] = ex.stats().narrowedAddresses;
        }
        try {
            for (int i = 1; i < executors.size(); i++) {
                Executor ex = executors.get(i);
                Thread t = new Thread(null, () -> work(ex, false), "effigy-explore-" + i, 256L << 20);   // a large stack: terms are translated recursively
                t.setDaemon(true);
                helpers.add(t);
            }
            helpers.forEach(Thread::start);
            work(executors.get(0), true);
            // Ctrl-C interrupted this thread's run (its executor abandoned the path): the others stop too
            if (Thread.currentThread().isInterrupted()) helpers.forEach(Thread::interrupt);
        } finally {
            joinHelpers();
        }
        ExecStats sum = new ExecStats();
        for (int i = 0; i < executors.size(); i++) {
            ExecStats s = executors.get(i).stats();
            add(sum, s);
            losses.add(Loss.CONCRETIZED, s.concretizations - concretized[i], null);
            losses.add(Loss.NARROWED_ADDRESS, s.narrowedAddresses - narrowed[i], null);
        }
        if (failure instanceof RuntimeException r) throw r;
        if (failure instanceof Error e) throw e;
        if (failure != null) throw new IllegalStateException(failure);
        if (reason != null) {
            Loss lost = switch (reason) {
                case TIME_LIMIT -> Loss.TIME_LIMIT;
                case INTERRUPTED -> Loss.INTERRUPTED;
                case RUN_BUDGET -> Loss.RUN_BUDGET;
                case MEMORY_LIMIT -> Loss.MEMORY_LIMIT;
                case LISTENER -> null;
            };
            if (lost != null) losses.add(lost, Math.max(1, searcher.size()), why);
        }
        return new Outcome(reason == null, reason, why, runs, infeasible, searcher.size(), losses, sum, System.nanoTime() - startNanos);
    }

    /**
     * One path of {@code ex} from {@code s} through the loop, for a run that follows one path (a concrete run, a replay,
     * a concolic run, {@code effigy run}'s run to its first fork): how it stopped, as {@link Executor#run} says it, with
     * the loop's deadline and interrupt. The path is not split: a fork, a pause or the end stops it.
     */
    public static Stop path(Executor ex, State s, long deadlineNanos) {
        Searcher one = Searchers.depthFirst();
        one.add(s);
        Stop[] last = new Stop[1];
        List<Leaf> emitted = new ArrayList<>();
        ExplorationLoop loop = new ExplorationLoop(ex).deadline(deadlineNanos);
        Outcome o = loop.run(one, new Listener() {
            @Override public void leaves(State ran, List<Leaf> split, Leaf end) {
                emitted.addAll(split);
                if (end != null) last[0] = new Stop.Finished(end, List.copyOf(emitted));
            }

            @Override public void forked(Stop.Forked f) {
                last[0] = new Stop.Forked(f.condition(), f.branch(), f.span(), f.onTrue(), f.onFalse(), List.copyOf(emitted));
                loop.stop("the path forked");
            }

            @Override public Pause paused(State p) {
                last[0] = new Stop.Paused(p, List.copyOf(emitted));
                return Pause.STOP;
            }
        });
        if (last[0] != null) return last[0];
        if (o.reason() == Reason.TIME_LIMIT || o.reason() == Reason.INTERRUPTED || o.reason() == Reason.MEMORY_LIMIT) return new Stop.Abandoned(o.why(), List.copyOf(emitted));
        return new Stop.Infeasible(List.copyOf(emitted));
    }

    /**
     * Stops the loop (the first reason stays): no state is selected any more, and the runs under way end as they
     * would. For a listener (a path limit, the first error).
     */
    public void stop(String why) { stop(Reason.LISTENER, why); }

    /** Whether the loop has stopped (or failed). */
    public boolean stopped() {
        lock.lock();
        try {
            return reason != null || failure != null;
        } finally {
            lock.unlock();
        }
    }

    private void stop(Reason r, String text) {
        lock.lock();
        try {
            stopLocked(r, text);
        } finally {
            lock.unlock();
        }
    }

    /** Waits for the other threads; an interrupt meanwhile is passed on to them (and kept on this thread). */
    private void joinHelpers() {
        boolean interrupted = false;
        for (Thread t : helpers) {
            while (t.isAlive()) {
                try {
                    t.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                    stop(Reason.INTERRUPTED, "interrupted");
                    helpers.forEach(Thread::interrupt);
                }
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
    }

    /** One thread: takes open states and runs them until the searcher is empty with no state running, or a stop. */
    private void work(Executor ex, boolean first) {
        long lastReport = startNanos;
        while (true) {
            Searcher.Open open;
            lock.lock();
            try {
                while (true) {
                    if (reason != null || failure != null) return;
                    if (!searcher.isEmpty()) {
                        String stop = listener.stopBefore();
                        if (stop != null) { stopLocked(Reason.LISTENER, stop); return; }
                        long now = System.nanoTime();
                        if (deadline != Long.MAX_VALUE && now - deadline > 0) { stopLocked(Reason.TIME_LIMIT, "time limit"); return; }
                        if (Thread.currentThread().isInterrupted()) { interruptedHere(); return; }
                        if (runs >= maxRuns) { stopLocked(Reason.RUN_BUDGET, "more than " + maxRuns + " runs"); return; }
                        if (MemoryGuard.exceeded()) { stopLocked(Reason.MEMORY_LIMIT, MemoryGuard.describe()); return; }
                        if (first && now - lastReport > progressEvery) {
                            listener.progress(searcher.size(), now - startNanos);
                            lastReport = now;
                        }
                        open = searcher.select();
                        if (!listener.admit(open.state)) {
                            losses.add(Loss.CUT, 1, null);
                            searcher.ended(open);
                            continue;
                        }
                        runs++;
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
            Pause pause = null;
            try {
                stop = ex.run(open.state);
                listener.ran(ex);
                Leaf end = stop instanceof Stop.Finished fin ? fin.leaf() : null;
                if (!stop.emitted().isEmpty() || end != null) listener.leaves(open.state, stop.emitted(), end);
                if (stop instanceof Stop.Forked f) listener.forked(f);
                else if (stop instanceof Stop.Paused p) pause = listener.paused(p.state());
            } catch (OutOfMemoryError e) {
                // the heap ran out inside a run, faster than the memory guard saw it coming: the run's path is lost, the
                // loop stops as at the memory limit (what the run allocated is garbage now), the results so far stand
                lock.lock();
                try {
                    running--;
                    searcher.ended(open);
                    losses.add(Loss.MEMORY_LIMIT, 1, "memory limit (the heap ran out)");
                    stopLocked(Reason.MEMORY_LIMIT, "memory limit (the heap ran out)");
                } finally {
                    lock.unlock();
                }
                return;
            } catch (RuntimeException | Error e) {
                lock.lock();
                try {
                    running--;
                    if (failure == null) failure = e;
                    changed.signalAll();
                } finally {
                    lock.unlock();
                }
                for (Thread t : helpers) if (t != Thread.currentThread()) t.interrupt();
                return;
            }
            lock.lock();
            try {
                running--;
                for (Leaf l : stop.emitted()) account(l);
                if (stop instanceof Stop.Finished fin) {
                    account(fin.leaf());
                    searcher.ended(open);
                } else if (stop instanceof Stop.Forked fork) {
                    searcher.forked(open, fork.onTrue(), fork.onFalse());
                } else if (stop instanceof Stop.Infeasible) {
                    infeasible++;
                    searcher.ended(open);
                } else if (stop instanceof Stop.Abandoned a) {
                    searcher.putBack(open);   // still open: it counts among the open states
                    // a run stopped by the memory limit (its why is Executor.MEMORY_LIMIT, or MemoryGuard's description from a nested loop)
                    if (a.why() != null && a.why().startsWith(Executor.MEMORY_LIMIT)) {
                        stopLocked(Reason.MEMORY_LIMIT, a.why().equals(Executor.MEMORY_LIMIT) ? MemoryGuard.describe() : a.why());
                    }
                    else stopLocked("interrupted".equals(a.why()) ? Reason.INTERRUPTED : Reason.TIME_LIMIT, a.why());
                } else if (stop instanceof Stop.Paused p) {
                    switch (pause) {
                        case RESUME -> searcher.paused(open, p.state());
                        case DROP -> searcher.ended(open);
                        case STOP -> {
                            searcher.ended(open);
                            stopLocked(Reason.LISTENER, "stopped at a pause");
                        }
                    }
                }
                changed.signalAll();
            } finally {
                lock.unlock();
            }
        }
    }

    /** The loss a leaf stands for, if any (under the lock). */
    private void account(Leaf l) {
        Loss loss = Loss.of(l);
        if (loss != null) losses.add(loss, 1, l.error() == null ? null : l.error().message());
    }

    private void stopLocked(Reason r, String text) {
        if (reason == null) {
            reason = r;
            why = text;
        }
        changed.signalAll();
    }

    /**
     * This thread was interrupted: the first thread's by the caller (Ctrl-C), which stops every thread; another's by the
     * first, which already knows why.
     */
    private void interruptedHere() {
        stopLocked(Reason.INTERRUPTED, "interrupted");
        for (Thread t : helpers) if (t != Thread.currentThread()) t.interrupt();
    }

    private static void add(ExecStats to, ExecStats s) {
        to.instructions += s.instructions;
        to.statements += s.statements;
        to.forks += s.forks;
        to.branchQueries += s.branchQueries;
        to.concretizations += s.concretizations;
        to.narrowedAddresses += s.narrowedAddresses;
    }
}
