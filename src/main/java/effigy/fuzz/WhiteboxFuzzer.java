package effigy.fuzz;

import effigy.analysis.ProgramContext;
import effigy.exec.Concolic;
import effigy.exec.Coverage;
import effigy.exec.ExecOptions;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.Stop;
import effigy.smt.PathSolver;
import effigy.smt.SatResult;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;

/**
 * SAGE's automated whitebox fuzzing (Godefroid, Levin, Molnar, NDSS 2008; the lecture's slides 73-78): the
 * generational search.
 *
 * <pre>
 * GenerateInputs(seed): seed.bound = 0; workList = {seed}; Run&amp;Check(seed)
 *   while workList ≠ ∅: input = PickFirstItem(workList)            (highest score first)
 *     for child in ExpandExecution(input): Run&amp;Check(child); Score(child); workList ∪= {child}
 * ExpandExecution(input): PC = SymbolicExecution(input)              (a concolic run: conjuncts)
 *   for j = input.bound .. |PC| - 1: if PC[0..j-1] ∧ ¬PC[j] has a model M:
 *     child = Combine(input, M); child.bound = j
 * </pre>
 *
 * {@code Score} is the number of basic blocks the child's {@code Run&Check} covers for the first time. A child's
 * conjunct j is the negation itself, and negating it again would give back its parent's path, so a child expands
 * its conjuncts after its bound (j + 1 on), a seed all of them (from 0): no conjunct below an input's bound is
 * ever expanded. Only branches and runtime checks are negated (assumptions and concretizations stay in every
 * prefix). An input equal to one already made is not run again.
 *
 * <p>With several workers, as SAGE on a cluster, they share only the work list, the coverage map and the set
 * of inputs made (and the crashes found); each has its own executors and solver. A child that does not take the
 * path it was made for (the predicted direction at its conjunct j, with the same decisions before) is a
 * <em>divergence</em>: counted, and kept like any input. Crashes (error leaves) are told once per kind and
 * location.
 */
public final class WhiteboxFuzzer {
    /** An input of the search: its bytes, SAGE's bound, its generation (seeds 0), its parent (-1 for a seed), its score. */
    public static final class Input {
        public final long id;
        public final byte[] bytes;
        public final int bound;
        public final int generation;
        public final long parent;
        int score;
        int newBranches;
        /** The conjunct whose negation made it (null for a seed): what it must do for no divergence. */
        final Concolic.Conjunct flipped;

        Input(long id, byte[] bytes, int bound, int generation, long parent, Concolic.Conjunct flipped) {
            this.id = id;
            this.bytes = bytes;
            this.bound = bound;
            this.generation = generation;
            this.parent = parent;
            this.flipped = flipped;
        }

        public int score() { return score; }
        public int newBranches() { return newBranches; }
    }

    /** A crash: the first input that reached an error of this kind at this location, and its leaf. */
    public record Crash(Input input, Leaf leaf, String key) {}

    /** Told of the search's results as they come, from any worker, one call at a time. */
    public interface Listener {
        /** An input was run: {@code run} is its concrete run; it added coverage when its score or new branches are positive. */
        default void input(Input input, Runner.ConcreteRun run) {}
        default void crash(Crash crash) {}
        /** Conjunct {@code j} of {@code input}'s path condition is about to be negated (ExpandExecution's loop). */
        default void negating(Input input, int j) {}
    }

    /** Counters of the search so far. */
    public record Stats(long executions, long concreteRuns, long concolicRuns, long inputs, int generation, int workList,
                        int blocksCovered, int blocks, int branchesCovered, int branches, int crashes, long divergences,
                        long queries, long unknown, long duplicates, long hangs,
                        double concreteSeconds, double concolicSeconds, double solverSeconds) {}

    private final ProgramContext wb;
    private final InputLayout layout;
    private final ExecOptions options;
    private final Coverage coverage;
    private final boolean statements;
    private final Listener listener;

    private final PriorityQueue<Input> work = new PriorityQueue<>((a, b) -> a.score != b.score ? Integer.compare(b.score, a.score) : Long.compare(a.id, b.id));
    /** The inputs made so far, by their bytes (the arrays the inputs hold: never changed once made). */
    private final Set<Bytes> made = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private final java.util.concurrent.atomic.AtomicLong nextId = new java.util.concurrent.atomic.AtomicLong();
    /** The crashes by kind and location; guarded, with every call of the listener, by {@link #told}. */
    private final Map<String, Crash> crashes = new HashMap<>();
    private final Object told = new Object();
    /** The workers (their counters make the statistics). */
    private final List<Worker> workers = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** Guarded by this object: the work list, the workers expanding an input, those waiting for one, the stop. */
    private int busy, waiting;
    private volatile boolean stop;
    private String stoppedBecause;

    /**
     * A search on {@code layout}'s entry; coverage goes into {@code coverage} (with per-statement counts when
     * {@code statements}, for line coverage).
     */
    public WhiteboxFuzzer(ProgramContext wb, InputLayout layout, ExecOptions options, Coverage coverage, boolean statements, Listener listener) {
        this.wb = wb;
        this.layout = layout;
        this.options = options;
        this.coverage = coverage;
        this.statements = statements;
        this.listener = listener;
    }

    /**
     * The counters so far: each worker's, summed (read while they run, for the status line, they may lag a little;
     * exact once {@link #run} has returned).
     */
    public Stats stats() {
        long concrete = 0, concolic = 0, divergences = 0, queries = 0, unknown = 0, duplicates = 0, hangs = 0;
        long concreteNanos = 0, concolicNanos = 0, solverNanos = 0;
        int generation = 0;
        for (Worker w : workers) {
            concrete += w.concreteRuns;
            concolic += w.concolicRuns;
            divergences += w.divergences;
            queries += w.queries;
            unknown += w.unknown;
            duplicates += w.duplicates;
            hangs += w.hangs;
            concreteNanos += w.concreteNanos;
            concolicNanos += w.concolicNanos;
            solverNanos += w.solverNanos;
            generation = Math.max(generation, w.generation);
        }
        int queued, found;
        synchronized (this) { queued = work.size(); }
        synchronized (told) { found = crashes.size(); }
        return new Stats(concrete + concolic, concrete, concolic, nextId.get(), generation, queued,
                coverage.blocksCovered(), coverage.countedBlocks(), coverage.branchesCovered(), coverage.countedBranches(), found,
                divergences, queries, unknown, duplicates, hangs, concreteNanos / 1e9, concolicNanos / 1e9, solverNanos / 1e9);
    }

    /** Why the search stopped: null when it ended because the work list was empty (every input expanded). */
    public synchronized String stoppedBecause() { return stoppedBecause; }

    public List<Crash> crashes() {
        synchronized (told) { return List.copyOf(crashes.values()); }
    }

    /**
     * Runs the search from {@code seeds} with {@code jobs} workers until the work list is empty, the deadline
     * ({@link System#nanoTime()} scale; Long.MAX_VALUE for none) passes, or the calling thread is interrupted.
     */
    public void run(List<byte[]> seeds, int jobs, long deadlineNanos) throws InterruptedException {
        workers.clear();
        List<Thread> threads = new ArrayList<>();
        try {
            for (int i = 0; i < jobs; i++) workers.add(new Worker(deadlineNanos));
            synchronized (this) { busy = 1; } // the first worker runs the seeds before anyone takes an input
            for (int i = 0; i < jobs; i++) {
                Worker w = workers.get(i);
                Runnable body = i == 0 ? () -> w.seed(seeds) : w::loop;
                // deep terms (a hash over a long buffer) are evaluated and translated recursively: a large stack
                Thread t = new Thread(null, body, "effigy-fuzz-" + (i + 1), STACK_BYTES);
                t.setDaemon(true);
                threads.add(t);
                t.start();
            }
            try {
                for (Thread t : threads) {
                    while (t.isAlive()) {
                        t.join(50);
                        if (deadlineNanos != Long.MAX_VALUE && System.nanoTime() - deadlineNanos > 0) {
                            halt("time limit");
                            stopWorkers(threads);
                            break;
                        }
                    }
                }
            } catch (InterruptedException e) {
                halt("interrupted");
                stopWorkers(threads);
            }
            for (Worker w : workers) {
                if (w.failure != null) throw new IllegalStateException("a fuzzing worker failed: " + w.failure, w.failure);
            }
        } finally {
            // a worker still in a run, left by stopWorkers, ends with the process (a daemon): its solver is not closed under it
            for (int i = 0; i < workers.size(); i++) if (i >= threads.size() || !threads.get(i).isAlive()) workers.get(i).close();
        }
    }

    /** Stops the search (from a listener, or another thread): the workers finish the run at hand and stop. */
    public void stop(String why) { halt(why); }

    /**
     * The search is over (the time limit, a signal): the workers are told and given {@link #STOP_GRACE_MILLIS} to
     * finish their runs; one still inside a long run (a statement whose terms take seconds to evaluate) is left to
     * end with the process, so that --max-time and Ctrl-C hold. The results are what the workers had recorded.
     */
    private void stopWorkers(List<Thread> threads) {
        for (Thread t : threads) t.interrupt();
        long until = System.nanoTime() + STOP_GRACE_MILLIS * 1_000_000L;
        for (Thread t : threads) {
            long wait = (until - System.nanoTime()) / 1_000_000L;
            try {
                if (wait > 0) t.join(wait);
            } catch (InterruptedException again) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static final long STOP_GRACE_MILLIS = 300;

    private synchronized void halt(String why) {
        if (!stop) {
            stop = true;
            if (stoppedBecause == null) stoppedBecause = why;
        }
        notifyAll();
    }

    /** The next input to expand (highest score first), waiting while other workers may still add some; null at the end. */
    private synchronized Input take() throws InterruptedException {
        while (!stop && work.isEmpty() && busy > 0) {
            waiting++;
            try {
                wait();
            } finally {
                waiting--;
            }
        }
        if (stop || work.isEmpty()) {
            notifyAll();
            return null;
        }
        busy++;
        return work.poll();
    }

    private synchronized void done() {
        busy--;
        notifyAll();
    }

    /** Puts a run input on the work list, waking a worker that waits for one. */
    private synchronized void queue(Input in) {
        work.add(in);
        if (waiting > 0) notifyAll();
    }

    /** The stack of a worker thread. */
    static final long STACK_BYTES = 1L << 28;

    /** An input's bytes as a set element, compared by content. */
    private record Bytes(byte[] b, int hash) {
        Bytes(byte[] b) { this(b, Arrays.hashCode(b)); }
        @Override public boolean equals(Object o) { return o instanceof Bytes x && x.hash == hash && Arrays.equals(x.b, b); }
        @Override public int hashCode() { return hash; }
    }

    private static Bytes key(byte[] b) { return new Bytes(b); }

    /** One worker: its runner (executors) and its solver. */
    private final class Worker implements AutoCloseable {
        final Runner runner;
        final effigy.smt.Solver smt;
        final PathSolver solver;
        final TermBuilder tb = wb.termBuilder();
        Throwable failure;
        /** This worker's counters: written by its thread only (see {@link #stats}). */
        volatile long concreteRuns, concolicRuns, divergences, queries, unknown, duplicates, hangs;
        volatile long concreteNanos, concolicNanos, solverNanos;
        volatile int generation;

        Worker(long deadline) {
            this.runner = new Runner(wb, layout, options, coverage.newRun(statements));
            this.runner.stopAt(deadline);
            this.smt = wb.newSolver();
            this.solver = new PathSolver(smt);
        }

        /** Runs the seeds (Run&Check, each queued with bound 0), then works like the others. */
        void seed(List<byte[]> seeds) {
            try {
                for (byte[] seed : seeds) {
                    if (!made.add(key(seed))) continue;
                    check(new Input(nextId.getAndIncrement(), seed, 0, 0, -1, null));
                }
            } catch (effigy.smt.SolverInterrupted e) {
                halt("interrupted");
            } catch (RuntimeException | Error e) {
                failure = e;
                halt("internal error: " + e);
            } finally {
                done();
            }
            loop();
        }

        void loop() {
            try {
                while (true) {
                    Input in = take();
                    if (in == null) return;
                    try {
                        expand(in);
                    } finally {
                        done();
                    }
                }
            } catch (InterruptedException | effigy.smt.SolverInterrupted e) {
                halt("interrupted");   // a signal: a query or the wait stopped
            } catch (RuntimeException | Error e) {
                failure = e;
                halt("internal error: " + e);
            }
        }

        /** SAGE's ExpandExecution, with Run&Check and Score of each child. */
        void expand(Input in) {
            long t0 = System.nanoTime();
            Runner.ConcolicRun r = runner.concolic(in.bytes);
            concolicNanos += System.nanoTime() - t0;
            concolicRuns++;
            if (r.stop() instanceof Stop.Abandoned) return;
            List<Concolic.Conjunct> pc = r.trace().conjuncts();
            List<Term> prefix = new ArrayList<>(pc.size());
            for (Concolic.Conjunct c : pc) prefix.add(c.term());
            int from = in.parent < 0 ? in.bound : in.bound + 1;
            // a conjunct equal to an earlier one (a byte read twice, checked twice) cannot be negated under the prefix
            Set<Term> earlier = new HashSet<>();
            for (int j = 0; j < from && j < pc.size(); j++) earlier.add(prefix.get(j));
            for (int j = from; j < pc.size(); j++) {
                if (Thread.currentThread().isInterrupted() || stop) return;
                Concolic.Conjunct c = pc.get(j);
                if (!earlier.add(c.term()) || !c.negatable()) continue;
                synchronized (told) { listener.negating(in, j); }
                long q0 = System.nanoTime();
                SatResult m = solver.mayHold(prefix.subList(0, j), tb.not(c.term()), r.trace().input());
                solverNanos += System.nanoTime() - q0;
                queries++;
                if (m instanceof SatResult.Unknown) unknown++;
                if (!(m instanceof SatResult.Sat sat)) continue;
                byte[] bytes = layout.combine(in.bytes, sat.model(), r.reads());
                Term shorter = layout.preferShorter(in.bytes, bytes);
                if (shorter != null) {
                    // the solver made the input much longer than it needed to be, likely: ask for one not much longer
                    long q1 = System.nanoTime();
                    SatResult small = solver.mayHold(prefix.subList(0, j), tb.and(tb.not(c.term()), shorter), r.trace().input());
                    solverNanos += System.nanoTime() - q1;
                    queries++;
                    if (small instanceof SatResult.Sat ss) bytes = layout.combine(in.bytes, ss.model(), r.reads());
                }
                if (!made.add(key(bytes))) {
                    duplicates++;
                    continue;
                }
                check(new Input(nextId.getAndIncrement(), bytes, j, in.generation + 1, in.id, c));
            }
        }

        /** Run&Check and Score: runs the input concretely, merges its coverage, records a crash or a divergence, queues it. */
        void check(Input in) {
            Concolic.Conjunct flip = in.flipped;
            boolean watchBranch = flip != null && flip.kind() == Concolic.Kind.BRANCH;
            long t0 = System.nanoTime();
            Runner.ConcreteRun run = runner.run(in.bytes, watchBranch ? flip.branchesBefore() + 1 : -1);
            long t1 = System.nanoTime();
            if (run.stop() instanceof Stop.Abandoned) {
                runner.coverage().clear();
                return;
            }
            Leaf leaf = run.leaf();
            concreteNanos += t1 - t0;
            concreteRuns++;
            generation = Math.max(generation, in.generation);
            Coverage.Added added = coverage.merge(runner.coverage());
            in.score = added.blocks();
            in.newBranches = added.branches();
            if (flip != null && diverged(flip, run)) divergences++;
            if (leaf != null && leaf.status() == Leaf.Status.LIMIT) hangs++;
            synchronized (told) {
                listener.input(in, run);
                if (leaf != null && leaf.status() == Leaf.Status.ERROR) {
                    String key = leaf.error().kind() + " at " + leaf.error().span().where();
                    if (!crashes.containsKey(key)) {
                        Crash crash = new Crash(in, leaf, key);
                        crashes.put(key, crash);
                        listener.crash(crash);
                    }
                }
            }
            queue(in);
        }

        /** Whether a child made by negating {@code flip} went elsewhere than predicted. */
        private boolean diverged(Concolic.Conjunct flip, Runner.ConcreteRun run) {
            if (flip.kind() == Concolic.Kind.BRANCH) {
                long expected = Executor.pathHash(flip.hashBefore(), flip.branchId(), !flip.taken());
                return run.watched() == null || run.watched() != expected;
            }
            // a check made to fail: the run must end in that error, there; made to pass: it must go past it
            Leaf leaf = run.leaf();
            boolean failedThere = leaf != null && leaf.status() == Leaf.Status.ERROR && leaf.error().span().equals(flip.span());
            return flip.taken() == !failedThere;
        }

        @Override public void close() { smt.close(); }
    }
}
