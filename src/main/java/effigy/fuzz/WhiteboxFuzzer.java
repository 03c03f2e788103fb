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
 *
 * <p>With a native build of the target ({@link Native}: a libFuzzer target the system's compiler built with coverage
 * instrumentation and AddressSanitizer/UBSan), the search is hybrid, as Driller, QSYM and SymCC with AFL++ are:
 * Run&amp;Check is also done natively (its edges, hit counts and comparisons score the input; a crash is what the
 * sanitized build shows, and an error the interpreter finds counts only when the native run confirms it), and
 * between symbolic expansions each worker mutates the inputs that made progress ({@link Mutator}: havoc,
 * dictionary, input-to-state) while mutation keeps finding something; when it stalls, the best input of the work
 * list is expanded for a slice of time (then put back, to go on where it stopped). A negated check asks first for
 * the smallest overshoot (index n of an n-entry array, which a sanitizer's redzone catches); a negation the solver
 * refutes or cannot decide is asked once more alone, without the path before it (QSYM's optimistic solving: the
 * native run tells whether the child went anywhere new). Such a search has no end of its own: it stops at the time
 * limit, the first crash with --stop-on-error, or a signal.
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
        /** Where a sliced expansion goes on (the next conjunct to negate; 0 before any). */
        int resume;
        /** Whether the input crashes (it then stays out of the mutation corpus and of queue/). */
        boolean crashed;
        /** Whether a solver made it from less than its parent's whole path condition (optimistic, or its length relaxed). */
        boolean loose;
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
        public boolean crashed() { return crashed; }
    }

    /**
     * A crash: the first input that reached an error of this kind at this location. {@code leaf} is the
     * interpreter's run of it (an error leaf when Effigy's own checks saw it; may be null when that run could not
     * finish); {@code report} is the native build's sanitizer report (null without a native build); {@code where}
     * is the user's location and {@code inner} the innermost frame when it is not the user's (inside a library
     * function), else null.
     */
    public record Crash(Input input, Leaf leaf, String key, String kind, String where, int line, String message, String inner, String report) {
        /** Whether the native sanitized build crashed on the input (always false without one). */
        public boolean confirmed() { return report != null; }

        /** A crash as Effigy's interpreter saw it at {@code leaf} (an error leaf). */
        static Crash of(Input in, Leaf leaf) {
            Leaf.ErrorInfo e = leaf.error();
            String inner = e.library() == null ? null : e.library().function() + " at " + e.library().span().where();
            return new Crash(in, leaf, e.kind() + " at " + e.span().where(), e.kind().label(), e.span().where(), e.span().line(), e.message(), inner, null);
        }

        /** A crash as the sanitizer reported it; {@code leaf} is the interpreter's run of the input. */
        static Crash of(Input in, Leaf leaf, SanitizerReport r, String report) {
            return new Crash(in, leaf, r.kind() + " at " + r.whereLine(), r.kind(), r.where(), r.line(), r.message(), r.inner(), report);
        }
    }

    /**
     * The native build of a libFuzzer target and what the hybrid search needs with it: which files of a
     * sanitizer's stack trace are the user's (and their names for the user), the hang limit per input, the mutations' random seed, and the
     * solver's time per query.
     */
    public record Native(NativeTarget.Build build, java.util.function.Function<String, String> userFile, long hangMillis, long seed, int queryMillis) {}

    /** Told of the search's results as they come, from any worker, one call at a time. */
    public interface Listener {
        /** An input was run: {@code run} is its concrete run; it added coverage when its score or new branches are positive. */
        default void input(Input input, Runner.ConcreteRun run) {}
        default void crash(Crash crash) {}
        /** An error the interpreter found that the native sanitized build does not show (not a crash; told once per key). */
        default void unconfirmed(Crash finding) {}
        /** Conjunct {@code j} of {@code input}'s path condition is about to be negated (ExpandExecution's loop). */
        default void negating(Input input, int j) {}
    }

    /** Counters of the search so far. */
    public record Stats(long executions, long concreteRuns, long concolicRuns, long inputs, int generation, int workList,
                        int blocksCovered, int blocks, int branchesCovered, int branches, int crashes, long divergences,
                        long queries, long unknown, long duplicates, long hangs,
                        double concreteSeconds, double concolicSeconds, double solverSeconds,
                        long nativeRuns, long mutations, double nativeSeconds, int edges, int unconfirmed, long optimistic,
                        long lengthRelaxed, double sinceProgress) {
        /** The solver's share of the workers' time (0 to 1). */
        public double solverShare() {
            double all = concreteSeconds + concolicSeconds + solverSeconds + nativeSeconds;
            return all > 0 ? solverSeconds / all : 0;
        }
    }

    private final ProgramContext wb;
    private final InputLayout layout;
    private final ExecOptions options;
    private final Coverage coverage;
    private final boolean statements;
    private final Listener listener;
    private final Native nativeBuild;

    private final PriorityQueue<Input> work = new PriorityQueue<>((a, b) -> a.score != b.score ? Integer.compare(b.score, a.score) : Long.compare(a.id, b.id));
    /** The inputs made so far, by their bytes (the arrays the inputs hold: never changed once made). */
    private final Set<Bytes> made = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private final java.util.concurrent.atomic.AtomicLong nextId = new java.util.concurrent.atomic.AtomicLong();
    /** The crashes by kind and location; guarded, with every call of the listener, by {@link #told}. */
    private final Map<String, Crash> crashes = new HashMap<>();
    private final Map<String, Crash> unconfirmed = new HashMap<>();
    private final Object told = new Object();
    /** The inputs mutation starts from (those that made progress and do not crash); guarded by itself. */
    private final List<Input> corpus = new ArrayList<>();
    /** When the search last found something new (an edge, a block, a branch direction, a closer comparison). */
    private volatile long lastProgress = System.nanoTime();
    /** The native edges seen by every worker. */
    private final java.util.concurrent.atomic.AtomicInteger edges = new java.util.concurrent.atomic.AtomicInteger();
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
        this(wb, layout, options, coverage, statements, listener, null);
    }

    /** As above; with {@code nativeBuild} (null: none) the search is hybrid and Run&amp;Check also native. */
    public WhiteboxFuzzer(ProgramContext wb, InputLayout layout, ExecOptions options, Coverage coverage, boolean statements, Listener listener,
                          Native nativeBuild) {
        this.nativeBuild = nativeBuild;
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
        long concreteNanos = 0, concolicNanos = 0, solverNanos = 0, nativeNanos = 0, nativeRuns = 0, mutations = 0, optimistic = 0, relaxed = 0;
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
            nativeNanos += w.nativeNanos;
            nativeRuns += w.nativeRuns;
            mutations += w.mutations;
            optimistic += w.optimistic;
            relaxed += w.relaxedSize;
            generation = Math.max(generation, w.generation);
        }
        int queued, found, findings;
        synchronized (this) { queued = work.size(); }
        synchronized (told) {
            found = crashes.size();
            findings = unconfirmed.size();
        }
        return new Stats(concrete + concolic + nativeRuns, concrete, concolic, nextId.get(), generation, queued,
                coverage.blocksCovered(), coverage.countedBlocks(), coverage.branchesCovered(), coverage.countedBranches(), found,
                divergences, queries, unknown, duplicates, hangs, concreteNanos / 1e9, concolicNanos / 1e9, solverNanos / 1e9,
                nativeRuns, mutations, nativeNanos / 1e9, edges.get(), findings, optimistic, relaxed, (System.nanoTime() - lastProgress) / 1e9);
    }

    /** Why the search stopped: null when it ended because the work list was empty (every input expanded). */
    public synchronized String stoppedBecause() { return stoppedBecause; }

    public List<Crash> crashes() {
        synchronized (told) { return List.copyOf(crashes.values()); }
    }

    /** Whether Run&amp;Check is native (and the search hybrid). */
    public boolean isNative() { return nativeBuild != null; }

    /**
     * Runs the search from {@code seeds} with {@code jobs} workers until the work list is empty, the deadline
     * ({@link System#nanoTime()} scale; Long.MAX_VALUE for none) passes, or the calling thread is interrupted.
     */
    public void run(List<byte[]> seeds, int jobs, long deadlineNanos) throws InterruptedException {
        workers.clear();
        List<Thread> threads = new ArrayList<>();
        try {
            for (int i = 0; i < jobs; i++) workers.add(new Worker(deadlineNanos, i));
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

    /** The next input to expand when there is one (the hybrid search does not wait: it mutates meanwhile). */
    private synchronized Input poll() {
        if (stop || work.isEmpty()) return null;
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

    /** Mutated inputs per native batch. */
    static final int BATCH = 256;

    /** The most native runs trimming one input may take ({@link Worker#trim}). */
    static final int TRIM_RUNS = 512;
    /** Mutation stalls after this long without progress; a round yields to the work list after {@link #ROUND_NANOS} at most. */
    static final long STALL_NANOS = 1_000_000_000L, ROUND_NANOS = 3_000_000_000L;
    /** The time given at once to negating the checks of inputs that made progress, before mutation goes on. */
    static final long CHECKS_NANOS = 100_000_000L;
    /** The least time an expansion gets before it yields back to mutation. */
    static final long SLICE_NANOS = 1_000_000_000L;

    /**
     * For a check {@code a < b} (or {@code a <= b}, alone or among the parts of a conjunction) that held: the
     * conditions that {@code a} overshoot {@code b} by the least, {@code a = b} (or {@code a = b + 1}), one per part
     * (an access's lower and upper bound: either overshoot lands in a sanitizer's redzone).
     */
    static List<Term> overshoots(TermBuilder tb, Term check) {
        List<Term> parts = check instanceof Term.App app && app.op() == effigy.term.Op.AND ? app.args() : List.of(check);
        List<Term> out = new ArrayList<>();
        for (int i = parts.size() - 1; i >= 0; i--) {
            if (!(parts.get(i) instanceof Term.App cmp) || cmp.args().size() != 2) continue;
            Term a = cmp.arg(0), b = cmp.arg(1);
            switch (cmp.op()) {
                case BV_ULT, BV_SLT -> out.add(tb.eq(a, b));
                case BV_ULE, BV_SLE -> {
                    if (b.sort() instanceof effigy.term.Sort.BvSort bv) out.add(tb.eq(a, tb.bvAdd(b, tb.bv(1, bv.width()))));
                }
                default -> { }
            }
        }
        return out;
    }

    /** One worker: its runner (executors), its solver, and with a native build its process and mutator. */
    private final class Worker implements AutoCloseable {
        final Runner runner;
        final effigy.smt.Solver smt;
        final PathSolver solver;
        final TermBuilder tb = wb.termBuilder();
        final NativeTarget target;
        final Mutator mutator;
        final java.util.SplittableRandom random;
        /** Input-to-state candidates still to run (from the comparisons of inputs that made progress). */
        final java.util.ArrayDeque<byte[]> candidates = new java.util.ArrayDeque<>();
        final java.util.ArrayDeque<Input> candidateParents = new java.util.ArrayDeque<>();
        /** Inputs that made progress, whose comparisons are still to be logged. */
        final java.util.ArrayDeque<Input> toLog = new java.util.ArrayDeque<>();
        /** Inputs that made progress, whose checks are still to be negated. */
        final java.util.ArrayDeque<Input> toCheck = new java.util.ArrayDeque<>();
        Throwable failure;
        /** This worker's counters: written by its thread only (see {@link #stats}). */
        volatile long concreteRuns, concolicRuns, divergences, queries, unknown, duplicates, hangs;
        volatile long concreteNanos, concolicNanos, solverNanos, nativeNanos, nativeRuns, mutations, optimistic, relaxedSize;
        volatile int generation;

        Worker(long deadline, int index) {
            this.runner = new Runner(wb, layout, options, coverage.newRun(statements));
            this.runner.stopAt(deadline);
            this.smt = nativeBuild != null ? wb.newSolver(nativeBuild.queryMillis()) : wb.newSolver();
            this.solver = new PathSolver(smt);
            this.target = nativeBuild != null ? new NativeTarget(nativeBuild.build(), index % NativeTarget.SLOTS, nativeBuild.hangMillis()) : null;
            this.random = new java.util.SplittableRandom(nativeBuild != null ? nativeBuild.seed() + index : index);
            this.mutator = nativeBuild != null ? new Mutator(nativeBuild.seed() * 31 + index, (int) Math.min(layout.capacity(), Integer.MAX_VALUE)) : null;
            if (mutator != null) mutator.addConstants(wb.program());
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
                if (target != null) {
                    hybrid();
                    return;
                }
                while (true) {
                    Input in = take();
                    if (in == null) return;
                    try {
                        expand(in, Long.MAX_VALUE);
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

        /**
         * The hybrid search: mutation rounds while they make progress (a round ends after a stall, or after
         * {@link #ROUND_NANOS} when the work list has inputs to expand), each followed by a slice of symbolic
         * expansion of the work list's best inputs, as long as the round took and at least {@link #SLICE_NANOS}, and
         * longer while mutation finds nothing.
         */
        void hybrid() {
            int fruitless = 0;
            while (!stop && !Thread.currentThread().isInterrupted()) {
                long start = System.nanoTime(), last = start;
                // two batches in flight: the next is made while the target runs the last one
                Mutants running = null;
                while (!stop && !Thread.currentThread().isInterrupted()) {
                    if (!toTrim.isEmpty() || !toLog.isEmpty() || !toCheck.isEmpty()) {
                        if (running != null && settle(running)) last = System.nanoTime();
                        running = null;
                        trimAll();
                        logComparisons();
                        // the checks of what just made progress are negated at once (a bug hides behind a check), for a
                        // tenth of a second at most before mutation goes on
                        long until = System.nanoTime() + CHECKS_NANOS;
                        while (!stop && !toCheck.isEmpty() && System.nanoTime() - until < 0) expand(toCheck.poll(), until, true);
                    }
                    Mutants next = mutants();
                    if (next != null) send(next);
                    if (running != null && settle(running)) last = System.nanoTime();
                    running = next;
                    long now = System.nanoTime();
                    if (now - last > STALL_NANOS || (now - start > ROUND_NANOS && hasWork())) break;
                }
                if (running != null && settle(running)) last = System.nanoTime();
                trimAll();
                // symbolic expansion of the work list's best inputs, for as long as the round took (at least a slice),
                // twice as long after a round in which mutation found nothing
                fruitless = last == start ? Math.min(fruitless + 1, 1) : 0;
                long sliceEnd = System.nanoTime() + (Math.max(SLICE_NANOS, System.nanoTime() - start) << fruitless);
                while (!stop && !toCheck.isEmpty() && System.nanoTime() - sliceEnd < 0) expand(toCheck.poll(), sliceEnd, true);
                while (!stop && System.nanoTime() - sliceEnd < 0) {
                    Input in = poll();
                    if (in == null) break;
                    try {
                        expand(in, sliceEnd);
                    } finally {
                        done();
                    }
                }
            }
        }

        private boolean hasWork() {
            synchronized (WhiteboxFuzzer.this) { return !work.isEmpty(); }
        }

        /** A batch of mutated inputs and the input each came from. */
        private record Mutants(List<byte[]> inputs, List<Input> parents) {}

        /**
         * The next batch: the input-to-state candidates waiting, else havoc mutations of corpus inputs; null (after
         * a short wait) while the corpus is empty.
         */
        private Mutants mutants() {
            List<byte[]> batch = new ArrayList<>(BATCH);
            List<Input> parents = new ArrayList<>(BATCH);
            while (!candidates.isEmpty() && batch.size() < BATCH) {
                batch.add(candidates.poll());
                parents.add(candidateParents.poll());
            }
            if (batch.isEmpty()) {
                Input[] pool;
                synchronized (corpus) { pool = corpus.toArray(new Input[0]); }
                if (pool.length == 0) {
                    try {
                        Thread.sleep(10);   // the seeds are still being run
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return null;
                }
                for (int i = 0; i < BATCH; i++) {
                    // the newer inputs half the time (what just made progress is likeliest to make more)
                    Input base = random.nextBoolean() ? pool[pool.length - 1 - random.nextInt(Math.min(pool.length, 8))] : pool[random.nextInt(pool.length)];
                    Input other = pool[random.nextInt(pool.length)];
                    batch.add(mutator.havoc(base.bytes, other.bytes));
                    parents.add(base);
                }
            }
            return new Mutants(batch, parents);
        }

        private void send(Mutants m) {
            long t0 = System.nanoTime();
            target.send(m.inputs(), false);
            nativeNanos += System.nanoTime() - t0;
        }

        /** Receives a batch's answers; each input that made progress (or died) becomes an input of the search. Whether any made progress. */
        private boolean settle(Mutants m) {
            long t0 = System.nanoTime();
            NativeTarget.Batch b = target.receive();
            nativeNanos += System.nanoTime() - t0;
            int n = b.ran().size() + (b.death() != null ? 1 : 0);
            nativeRuns += n;
            mutations += n;
            boolean progress = false;
            for (int i = 0; i < b.ran().size(); i++) {
                NativeTarget.Ran ran = b.ran().get(i);
                if (!ran.progress()) continue;
                progress = true;
                toTrim.add(new Progress(m.inputs().get(i), m.parents().get(i), ran));
            }
            if (b.death() != null) {
                int i = b.death().index();
                if (i < m.inputs().size()) found(m.inputs().get(i), m.parents().get(i), null, b.death());
            }
            return progress;
        }

        /** A mutated input that made progress, the input it came from, and its answer: to be trimmed, then an input of the search. */
        private record Progress(byte[] bytes, Input parent, NativeTarget.Ran ran) {}

        /** The inputs that made progress in the batches settled, to be trimmed (with no batch in flight). */
        private final java.util.ArrayDeque<Progress> toTrim = new java.util.ArrayDeque<>();

        private void trimAll() {
            while (!toTrim.isEmpty() && !stop) {
                Progress p = toTrim.poll();
                byte[] bytes = trim(p.bytes(), p.ran().path(), p.parent());
                if (bytes != null) found(bytes, p.parent(), p.ran(), null);
            }
        }

        /**
         * {@code in} trimmed ({@link Mutator#trim}) by native runs, at most {@link #TRIM_RUNS}; a shorter input that
         * crashes is a finding of its own (trimming stops there). Null when {@code in} was already made.
         */
        private byte[] trim(byte[] in, int path, Input parent) {
            if (made.contains(key(in))) return null;
            return Mutator.trim(in, path, shorter -> {
                NativeTarget.Batch b = runNative(List.of(shorter), false);
                if (b.death() != null) {
                    found(shorter, parent, null, b.death());
                    return null;
                }
                return b.ran().isEmpty() || stop ? null : b.ran().get(0).path();
            }, TRIM_RUNS);
        }

        /** A mutated input that made progress or died natively: an input of the search, run in the interpreter too. */
        private void found(byte[] bytes, Input parent, NativeTarget.Ran ran, NativeTarget.Death death) {
            if (!made.add(key(bytes))) return;
            Input in = new Input(nextId.getAndIncrement(), bytes, 0, parent.generation + 1, parent.id, null);
            Runner.ConcreteRun run = interpret(in);
            if (run == null) return;
            record(in, run, coverage.merge(runner.coverage()), ran, death);
        }

        /** The interpreter's concrete run of {@code in} (null when it was abandoned: a deadline or a signal). */
        private Runner.ConcreteRun interpret(Input in) {
            Concolic.Conjunct flip = in.flipped;
            boolean watchBranch = flip != null && flip.kind() == Concolic.Kind.BRANCH;
            long t0 = System.nanoTime();
            Runner.ConcreteRun run = runner.run(in.bytes, watchBranch ? flip.branchesBefore() + 1 : -1);
            if (run.stop() instanceof Stop.Abandoned) {
                runner.coverage().clear();
                return null;
            }
            concreteNanos += System.nanoTime() - t0;
            concreteRuns++;
            return run;
        }

        private NativeTarget.Batch runNative(List<byte[]> inputs, boolean log) {
            long t0 = System.nanoTime();
            NativeTarget.Batch b = target.run(inputs, log);
            nativeNanos += System.nanoTime() - t0;
            nativeRuns += b.ran().size() + (b.death() != null ? 1 : 0);
            return b;
        }

        /**
         * SAGE's ExpandExecution, with Run&Check and Score of each child; at {@code sliceEnd} ({@link System#nanoTime}
         * scale) the input goes back on the work list, to go on from the conjunct where it stopped.
         */
        void expand(Input in, long sliceEnd) { expand(in, sliceEnd, false); }

        /**
         * As above; with {@code checksOnly}, only the runtime checks over the input's values are negated (not those over
         * its length alone, which mutation reaches), at most until {@code sliceEnd}: the first thing done with an
         * input that made progress, since a bug hides behind a check (an index one past the end, a zero divisor).
         */
        void expand(Input in, long sliceEnd, boolean checksOnly) {
            long t0 = System.nanoTime();
            Runner.ConcolicRun r = runner.concolic(in.bytes);
            concolicNanos += System.nanoTime() - t0;
            concolicRuns++;
            if (r.stop() instanceof Stop.Abandoned) return;
            List<Concolic.Conjunct> pc = r.trace().conjuncts();
            List<Term> prefix = new ArrayList<>(pc.size());
            for (Concolic.Conjunct c : pc) prefix.add(c.term());
            int from = in.parent < 0 || in.flipped == null ? in.bound : in.bound + 1;
            // a conjunct equal to an earlier one (a byte read twice, checked twice) cannot be negated under the prefix
            Set<Term> earlier = new HashSet<>();
            for (int j = 0; j < from && j < pc.size(); j++) earlier.add(prefix.get(j));
            Set<Integer> lengthBranches = new HashSet<>();
            for (int j = from; j < pc.size(); j++) {
                if (Thread.currentThread().isInterrupted() || stop) return;
                Concolic.Conjunct c = pc.get(j);
                if (!earlier.add(c.term()) || !c.negatable()) continue;
                if (checksOnly) {
                    if (c.kind() != Concolic.Kind.CHECK || overSizeAlone(c)) continue;
                    if (System.nanoTime() - sliceEnd > 0) return;
                } else {
                    if (j < in.resume) continue;
                    // the input's length alone is mostly for mutation to change (it inserts and removes bytes at no cost): a
                    // long input has a bounds check over its size per byte read and a loop's test per byte, each a question
                    // over the whole path; a branch over the length alone is negated once per place ('size < 8')
                    if (target != null && overSizeAlone(c) && (c.kind() == Concolic.Kind.CHECK || !lengthBranches.add(c.branchId()))) continue;
                    if (sliceEnd != Long.MAX_VALUE && System.nanoTime() - sliceEnd > 0) {
                        in.resume = j;
                        queue(in);
                        return;
                    }
                }
                synchronized (told) { listener.negating(in, j); }
                List<Term> before = prefix.subList(0, j);
                Term negated = tb.not(c.term());
                byte[] bytes = null;
                boolean unsat = false;   // the question without its definitions is unsatisfiable: so is the whole one
                if (target != null) {
                    // near the input first, then with every byte free; each without the definitions (checksums), mended after;
                    // a check's smallest overshoot first: an access just past the end, inside a sanitizer's redzone
                    List<Term> conditions = new ArrayList<>();
                    if (c.kind() == Concolic.Kind.CHECK) for (Term edge : overshoots(tb, c.term())) conditions.add(tb.and(negated, edge));
                    conditions.add(negated);
                    for (int near = 1; near >= 0 && bytes == null; near--) {
                        for (Term condition : conditions) {
                            bytes = mended(before, condition, in.bytes, r, near == 1);
                            if (bytes != null) break;
                        }
                        // (with every byte free, the last question asked was the negation's)
                        if (near == 0) unsat = refuted;
                    }
                }
                SatResult m = null;
                boolean loose = false;   // a model of less than the whole prefix: the child's path is not its parent's
                if (bytes == null && !unsat && target != null && c.kind() == Concolic.Kind.CHECK) {
                    for (Term edge : overshoots(tb, c.term())) {
                        m = solve(before, tb.and(negated, edge), r.trace().input());
                        if (m instanceof SatResult.Sat) break;
                    }
                }
                if (bytes == null && !unsat && !(m instanceof SatResult.Sat)) m = target != null ? solveIncrementally(before, negated, r.trace().input()) : solve(before, negated, r.trace().input());
                if (bytes == null && !(m instanceof SatResult.Sat) && target != null && layout.libFuzzer()) {
                    // the length relaxed: without the conjuncts over size alone (a loop over the whole input pins its length),
                    // so that the input may grow; what the new bytes break (a checksum) is for input-to-state to repair
                    // (its definitions mended, when it has some: then the question without them decides)
                    List<Term> relaxed = sizeFree(pc, j);
                    if (relaxed.size() < j) {
                        bytes = mended(relaxed, negated, in.bytes, r, false);
                        SatResult grown = bytes != null || asked ? null : solve(relaxed, negated, r.trace().input());
                        if (bytes != null || grown instanceof SatResult.Sat) {
                            relaxedSize++;
                            m = grown;
                            loose = true;
                        }
                    }
                }
                if (bytes == null && !(m instanceof SatResult.Sat) && target != null && j > 0) {
                    // QSYM's optimistic solving: the negation alone; the native run tells whether the child went anywhere new
                    SatResult alone = solve(List.of(), negated, r.trace().input());
                    if (alone instanceof SatResult.Sat) {
                        optimistic++;
                        m = alone;
                        loose = true;
                    }
                }
                if (bytes == null) {
                    if (!(m instanceof SatResult.Sat sat)) continue;
                    bytes = layout.combine(in.bytes, sat.model(), r.reads());
                    Term shorter = layout.preferShorter(in.bytes, bytes);
                    if (shorter != null) {
                        // the solver made the input much longer than it needed to be, likely: ask for one not much longer
                        SatResult small = solve(before, tb.and(negated, shorter), r.trace().input());
                        if (small instanceof SatResult.Sat ss) bytes = layout.combine(in.bytes, ss.model(), r.reads());
                    }
                }
                if (!made.add(key(bytes))) {
                    duplicates++;
                    continue;
                }
                // a loose child expands from its first conjunct (what it broke before j, a checksum say, is to be mended
                // there) and, scored one, before the inputs that found nothing
                Input child = loose ? new Input(nextId.getAndIncrement(), bytes, 0, in.generation + 1, in.id, null)
                        : new Input(nextId.getAndIncrement(), bytes, j, in.generation + 1, in.id, c);
                child.loose = loose;
                check(child);
            }
        }

        /**
         * A child of a libFuzzer target's input for {@code before ∧ condition} with the definitions among the conjuncts
         * of {@code before} left out of the question and met by evaluation (null when none is found that way). A
         * definition is an equation {@code data[1] == f(...)} with bytes of {@code data} whole on one side that f does
         * not read: a stored checksum, a length field. Such bytes get f's value over the new input once the rest is
         * solved, so that a checksum over the whole input, hundreds of remainders, never reaches the solver.
         * <p>
         * {@code near}: every byte (and {@code size}) but those {@code condition} reads and those defined also keeps its
         * value, put into the terms: the question is about a few bytes (QSYM's, and SAGE's, preference for a child
         * close to its parent). Otherwise the other bytes are the solver's to choose.
         * <p>
         * A condition that is itself a definition (a checksum byte made to match) is met by evaluation alone; one that
         * undoes a definition (made not to match) changes the defined bytes alone. The child is returned only when the
         * prefix and the condition evaluate to true on it: it is a child of the input as a model of the whole question
         * would be. {@link #refuted} tells whether the question asked was unsatisfiable.
         */
        private byte[] mended(List<Term> before, Term condition, byte[] input, Runner.ConcolicRun r, boolean near) {
            refuted = asked = false;
            if (!layout.libFuzzer()) return null;
            Term.Sym data = (Term.Sym) layout.entry().args().get(0).value(), size = (Term.Sym) layout.entry().args().get(1).value();
            Definition own = definition(condition, data);
            Definition undone = own == null && condition instanceof Term.App not && not.op() == effigy.term.Op.NOT ? definition(not.arg(0), data) : null;
            Set<Integer> free = new HashSet<>();
            boolean sizeFree = false;
            if (undone != null) {
                free.addAll(undone.bytes());
            } else if (own == null) {
                try {
                    sizeFree = bytesRead(condition, data, size, free, values(input, r));
                } catch (RuntimeException e) {
                    return null;   // an index the evaluator cannot take here: the whole question decides
                }
            }
            List<Definition> definitions = new ArrayList<>();
            Set<Integer> defined = new HashSet<>();
            if (own != null) {
                definitions.add(own);
                defined.addAll(own.bytes());
            }
            boolean[] isDefinition = new boolean[before.size()];
            for (int i = 0; i < before.size(); i++) {
                Definition d = definition(before.get(i), data);
                if (d == null || d.bytes().stream().anyMatch(b -> free.contains(b) || defined.contains(b))) continue;
                definitions.add(d);
                defined.addAll(d.bytes());
                isDefinition[i] = true;
            }
            if (definitions.isEmpty() && !near) return null;   // the question as the caller asks it next
            byte[] out;
            if (own != null) {
                out = input.clone();
            } else {
                Map<Term, Term> values = new HashMap<>();
                if (near) {
                    if (free.size() + defined.size() >= input.length && !sizeFree) return null;   // nothing would be fixed
                    for (int i = 0; i < input.length; i++) {
                        if (!free.contains(i) && !defined.contains(i)) values.put(tb.select(data, tb.bv(i, 64)), tb.bv(input[i] & 0xff, 8));
                    }
                    if (!sizeFree) values.put(size, tb.bv(input.length, 64));
                }
                Term cond = substitute(condition, values);
                List<Term> prefix = new ArrayList<>(before.size());
                for (int i = 0; i < before.size() && cond != tb.factory().falseTerm(); i++) {
                    if (isDefinition[i]) continue;
                    Term x = substitute(before.get(i), values);
                    if (x == tb.factory().falseTerm()) cond = x;
                    else if (x != tb.factory().trueTerm()) prefix.add(x);
                }
                if (cond == tb.factory().falseTerm()) {
                    refuted = true;
                    return null;
                }
                // a read at a computed index may move to a fixed byte: the solver is told their values too
                if (near && (readsAtComputedIndex(cond, data) || prefix.stream().anyMatch(t -> readsAtComputedIndex(t, data)))) {
                    for (int i = 0; i < input.length; i++) {
                        if (!free.contains(i) && !defined.contains(i)) prefix.add(tb.eq(tb.select(data, tb.bv(i, 64)), tb.bv(input[i] & 0xff, 8)));
                    }
                }
                SatResult m = solve(prefix, cond, r.trace().input());
                asked = true;
                refuted = m instanceof SatResult.Unsat;
                if (!(m instanceof SatResult.Sat sat)) return null;
                out = layout.combine(input, sat.model(), r.reads());
                if (near) {
                    // the fixed bytes as they were (a model of an array read at a computed index may say nothing of them)
                    for (int i = 0; i < Math.min(input.length, out.length); i++) if (!free.contains(i) && !defined.contains(i)) out[i] = input[i];
                }
            }
            try {
                // mended in order, twice: a definition may read bytes a later one defines
                for (int round = 0; round < 2; round++) {
                    for (Definition d : definitions) {
                        java.math.BigInteger v = (java.math.BigInteger) effigy.term.Evaluator.eval(d.value(), values(out, r));
                        List<Integer> at = d.bytes();
                        for (int k = at.size() - 1, shift = 0; k >= 0; k--, shift += 8) {   // the last byte of a concatenation is the lowest
                            if (at.get(k) >= out.length) return null;
                            out[at.get(k)] = v.shiftRight(shift).byteValue();
                        }
                    }
                }
                effigy.term.Assignment a = values(out, r);
                if (!effigy.term.Evaluator.isTrue(condition, a)) return null;
                for (Term t : before) if (!effigy.term.Evaluator.isTrue(t, a)) return null;
            } catch (RuntimeException e) {
                return null;   // a term the evaluator cannot take here: the whole question decides
            }
            return out;
        }

        /** Whether {@link #mended} asked the solver the last time, and whether its question was unsatisfiable. */
        private boolean asked, refuted;

        /** The values of the run's symbols with the entry's for {@code bytes}. */
        private effigy.term.Assignment values(byte[] bytes, Runner.ConcolicRun r) {
            return r.trace().input().merge(layout.entryValues(bytes));
        }

        /** A conjunct {@code bytes == value}: the bytes of {@code data} (highest first) that {@code value} does not read. */
        private record Definition(List<Integer> bytes, Term value) {}

        /** {@code t} as a definition of bytes, {@code data[1] == f(...)} (either side, widened or not), or null. */
        private static Definition definition(Term t, Term.Sym data) {
            if (!(t instanceof Term.App eq) || eq.op() != effigy.term.Op.EQ || eq.args().size() != 2) return null;
            for (int s = 0; s < 2; s++) {
                Term side = eq.arg(s), value = eq.arg(1 - s);
                while (side instanceof Term.App a && a.op() == effigy.term.Op.BV_ZEXT) side = a.arg(0);
                List<Term> parts = side instanceof Term.App a && a.op() == effigy.term.Op.BV_CONCAT ? a.args() : List.of(side);
                List<Integer> at = new ArrayList<>();
                for (Term p : parts) {
                    if (p instanceof Term.App sel && sel.op() == effigy.term.Op.SELECT && sel.arg(0) == data && sel.arg(1) instanceof Term.BvLit lit) at.add(lit.value().intValue());
                    else { at = null; break; }
                }
                if (at == null) continue;
                Set<Object> reads = PathSolver.keysOf(value);
                boolean selfReferent = reads.contains(data);
                for (Integer i : at) if (reads.contains(new PathSolver.Element(data, java.math.BigInteger.valueOf(i)))) selfReferent = true;
                if (!selfReferent) return new Definition(at, value);
            }
            return null;
        }

        /**
         * Adds the indices of {@code data} that {@code t} reads to {@code out} (a computed index at its value in {@code now},
         * where it stays while the bytes it is computed from are fixed); whether it reads {@code size}.
         */
        private static boolean bytesRead(Term t, Term.Sym data, Term.Sym size, Set<Integer> out, effigy.term.Assignment now) {
            boolean[] sized = {false};
            walk(t, x -> {
                if (x == size) sized[0] = true;
                if (x instanceof Term.App sel && sel.op() == effigy.term.Op.SELECT && sel.arg(0) == data) {
                    Object at = sel.arg(1) instanceof Term.BvLit lit ? lit.value() : effigy.term.Evaluator.eval(sel.arg(1), now);
                    if (at instanceof java.math.BigInteger i && i.bitLength() < 31) out.add(i.intValue());
                }
                return false;
            });
            return sized[0];
        }

        /** Whether {@code t} reads {@code data} at an index that is not a number. */
        private static boolean readsAtComputedIndex(Term t, Term.Sym data) {
            return walk(t, x -> x instanceof Term.App sel && sel.op() == effigy.term.Op.SELECT && sel.arg(0) == data && !(sel.arg(1) instanceof Term.BvLit));
        }

        /** Visits each subterm of {@code t} once, until {@code stop} answers true for one (then true). */
        private static boolean walk(Term t, java.util.function.Predicate<Term> stop) {
            Set<Term> visited = new HashSet<>();
            java.util.ArrayDeque<Term> stack = new java.util.ArrayDeque<>();
            stack.push(t);
            while (!stack.isEmpty()) {
                Term x = stack.pop();
                if (!visited.add(x)) continue;
                if (stop.test(x)) return true;
                for (Term a : x.args()) stack.push(a);
            }
            return false;
        }

        /** {@code t} with the terms of {@code values} replaced, rebuilt through the simplifying builder (constants fold). */
        private Term substitute(Term t, Map<Term, Term> values) { return effigy.term.Terms.substitute(t, values, tb); }

        /** The terms of {@code pc}'s first {@code j} conjuncts but the branches and checks over the input's size alone. */
        private List<Term> sizeFree(List<Concolic.Conjunct> pc, int j) {
            List<Term> out = new ArrayList<>(j);
            for (int i = 0; i < j; i++) {
                Concolic.Conjunct c = pc.get(i);
                if (c.negatable() && overSizeAlone(c)) continue;
                out.add(c.term());
            }
            return out;
        }

        /** Whether {@code c} is over a libFuzzer target's size alone ({@code 6 <u size}). */
        private boolean overSizeAlone(Concolic.Conjunct c) {
            return layout.libFuzzer() && effigy.term.Terms.symbols(c.term()).equals(Set.of((Term.Sym) layout.entry().args().get(1).value()));
        }

        /**
         * As {@link #solve}, on the solver's incremental stack: the prefix grows by a conjunct or so from one query of
         * an expansion to the next (a checksum over the whole input, in every prefix, is translated and learnt once).
         */
        private SatResult solveIncrementally(List<Term> before, Term condition, effigy.term.Assignment input) {
            return timed(() -> solver.mayHoldIncrementally(before, condition, input));
        }

        private SatResult solve(List<Term> before, Term condition, effigy.term.Assignment input) {
            return timed(() -> solver.mayHold(before, condition, input));
        }

        /** A query's answer, its time and its count recorded. */
        private SatResult timed(java.util.function.Supplier<SatResult> query) {
            long q0 = System.nanoTime();
            SatResult m = query.get();
            solverNanos += System.nanoTime() - q0;
            queries++;
            if (m instanceof SatResult.Unknown) unknown++;
            return m;
        }

        /** Run&Check and Score: runs the input concretely (natively too), merges its coverage, records a crash or a divergence, queues it. */
        void check(Input in) {
            Runner.ConcreteRun run = interpret(in);
            if (run == null) return;
            generation = Math.max(generation, in.generation);
            Coverage.Added added = coverage.merge(runner.coverage());
            NativeTarget.Ran ran = null;
            NativeTarget.Death death = null;
            if (target != null) {
                NativeTarget.Batch b = runNative(List.of(in.bytes), false);
                if (b.death() != null) death = b.death();
                else if (!b.ran().isEmpty()) ran = b.ran().get(0);
            }
            if (in.flipped != null && diverged(in.flipped, run)) divergences++;
            record(in, run, added, ran, death);
        }

        /**
         * Scores {@code in} and records what its runs showed: a crash, a hang, an unconfirmed error; an input that
         * made progress joins the mutation corpus; every input joins the work list.
         */
        private void record(Input in, Runner.ConcreteRun run, Coverage.Added added, NativeTarget.Ran ran, NativeTarget.Death death) {
            generation = Math.max(generation, in.generation);
            Leaf leaf = run.leaf();
            boolean error = leaf != null && leaf.status() == Leaf.Status.ERROR;
            boolean crashedNatively = death != null && death.kind() == NativeTarget.Death.Kind.CRASH;
            in.newBranches = added.branches();
            // SAGE's score: new blocks; natively also new branch directions, edges, closer comparisons and a deeper stack
            in.score = target == null ? added.blocks()
                    : added.blocks() + added.branches() + (ran != null ? ran.newEdges() + Integer.bitCount(ran.added() & (NativeTarget.CLOSER | NativeTarget.DEEPER)) : 0)
                    + (in.loose ? 1 : 0);
            in.crashed = target == null ? error : crashedNatively;
            if (ran != null && ran.newEdges() > 0) edges.addAndGet(ran.newEdges());
            if ((leaf != null && leaf.status() == Leaf.Status.LIMIT) || (death != null && death.kind() == NativeTarget.Death.Kind.HANG)) hangs++;
            boolean progress = added.blocks() > 0 || added.branches() > 0 || (ran != null && ran.progress());
            synchronized (told) {
                listener.input(in, run);
                Crash crash = null, finding = null;
                if (crashedNatively) {
                    crash = Crash.of(in, leaf, SanitizerReport.parse(death.report(), nativeBuild.userFile()), death.report());
                } else if (error) {
                    if (target == null) crash = Crash.of(in, leaf);
                    else finding = Crash.of(in, leaf);
                }
                if (crash != null && !crashes.containsKey(crash.key())) {
                    crashes.put(crash.key(), crash);
                    listener.crash(crash);
                }
                if (finding != null && !unconfirmed.containsKey(finding.key())) {
                    unconfirmed.put(finding.key(), finding);
                    listener.unconfirmed(finding);
                }
            }
            if (progress) {
                lastProgress = System.nanoTime();
                if (target != null && !in.crashed) {
                    synchronized (corpus) { corpus.add(in); }
                    toLog.add(in);
                    if (toCheck.size() < 1024) toCheck.add(in);
                }
            } else if (target != null && (in.flipped != null || in.loose) && !in.crashed) {
                // a solver's child that went nowhere new (an optimistic one that broke a checksum, say): input-to-state
                // replacement may repair what it broke, as RedQueen's does for a checksum compared with the input
                toLog.add(in);
            }
            queue(in);
        }

        /**
         * Runs the inputs that made progress once more, logging their comparisons, and keeps the input-to-state
         * candidates they give (with no batch in flight).
         */
        private void logComparisons() {
            while (!toLog.isEmpty()) {
                Input in = toLog.poll();
                NativeTarget.Batch b = runNative(List.of(in.bytes), true);
                if (b.ran().isEmpty()) continue;
                for (byte[] c : mutator.inputToState(in.bytes, b.ran().get(0).log())) {
                    if (candidates.size() >= 16 * BATCH) break;
                    candidates.add(c);
                    candidateParents.add(in);
                }
            }
        }

        /** Whether a child made by negating {@code flip} went elsewhere than predicted. */
        private boolean diverged(Concolic.Conjunct flip, Runner.ConcreteRun run) {
            if (flip.kind() == Concolic.Kind.BRANCH) {
                long expected = Executor.pathHash(flip.hashBefore(), flip.branchId(), !flip.taken());
                return run.watched() == null || run.watched() != expected;
            }
            // a check made to fail: the run must end in that error, there; made to pass: it must go past it
            Leaf leaf = run.leaf();
            boolean failedThere = leaf != null && leaf.status() == Leaf.Status.ERROR && leaf.error().origin().equals(flip.span());
            return flip.taken() == !failedThere;
        }

        @Override public void close() {
            smt.close();
            if (target != null) target.close();
        }
    }
}
