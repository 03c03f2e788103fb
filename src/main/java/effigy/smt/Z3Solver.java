package effigy.smt;

import com.microsoft.z3.ArithSort;
import com.microsoft.z3.BitVecSort;
import com.microsoft.z3.BoolSort;
import com.microsoft.z3.Context;
import com.microsoft.z3.Expr;
import com.microsoft.z3.IntSort;
import com.microsoft.z3.Model;
import com.microsoft.z3.Params;
import com.microsoft.z3.Status;
import com.microsoft.z3.Z3Exception;
import effigy.term.Assignment;
import effigy.term.Op;
import effigy.term.SmtLowering;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermFactory;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@link Solver} backed by Z3 through its Java API. Each instance owns one Z3 {@link Context}, which
 * {@link #close()} releases. Terms are first rewritten by {@link SmtLowering} (so the source languages'
 * DIV, REM and MOD become SMT-LIB's Euclidean {@code div} and {@code mod}) and then translated, with a
 * translation memo kept for the life of the context (terms are hash-consed, so structurally equal terms
 * are translated once). Every query runs in a fresh Z3 solver with the configured timeout.
 *
 * <p>Models are read with model completion and assign every symbol that occurs in the query: integers and
 * bit-vectors (unsigned) as {@link java.math.BigInteger}, booleans as {@link Boolean}, arrays as
 * {@link effigy.term.ArrayValue}. An array symbol indexed by booleans cannot be represented in a model:
 * a satisfiable query over one fails with a {@link SolverException}.
 *
 * <p>Division by zero follows SMT-LIB, where {@code div} and {@code mod} by 0 are unspecified, not the
 * {@link effigy.term.Evaluator}, where they are 0: a query that lets a divisor be 0 may get a model that
 * the Evaluator rejects. The engine is expected to have asserted every divisor non-zero.
 *
 * <p>Not thread-safe, like every {@link Solver}.
 */
public final class Z3Solver implements Solver {
    /** Past this many memoized translations the memos are dropped before the next query, bounding memory. */
    private static final int MEMO_LIMIT = 1 << 20;

    private final TermFactory factory;
    private int timeoutMillis;
    private final Context ctx;
    private final Map<Term, Expr<?>> memo = new HashMap<>();
    private final SolverStats stats = new SolverStats();
    private SmtLowering lowering;
    private boolean closed;

    /** Made on the first query; see {@link #solver()}. */
    private com.microsoft.z3.Solver z3Solver;
    private com.microsoft.z3.Solver bvSolver;
    private com.microsoft.z3.Solver fpSolver;
    /** {@link #checkIncrementally}'s solver, the terms it keeps asserted, and where each of its scopes starts in them. */
    private com.microsoft.z3.Solver incSolver;
    private final List<Term> kept = new ArrayList<>();
    private final List<Integer> scopeStarts = new ArrayList<>();
    private boolean incBits;
    private final Map<Term, Integer> theoryMemo = new HashMap<>();

    /**
     * Loads Z3's native library on a background thread, so that a command that will query the solver pays
     * for the loading (tens of milliseconds to read and link the library) while its front end works on the
     * other core, not after. Harmless when Z3 is never used or cannot be loaded: the first real use reports
     * that as it always did.
     */
    public static void loadInBackground() {
        Thread t = new Thread(() -> {
            try {
                Class.forName("com.microsoft.z3.Native", true, Z3Solver.class.getClassLoader());
            } catch (Throwable ignored) {
                // the first Context made reports the problem
            }
        }, "z3-load");
        t.setDaemon(true);
        t.start();
    }

    /**
     * A solver for the terms of {@code factory}.
     *
     * @param timeoutMillis the limit of each query in milliseconds; 0 means none. A query that hits it
     *     answers {@link SatResult.Unknown} with reason {@code "timeout"} (or {@code "canceled"}).
     * @throws SolverException when Z3 cannot be loaded or started
     */
    public Z3Solver(TermFactory factory, int timeoutMillis) {
        if (timeoutMillis < 0) throw new IllegalArgumentException("negative timeout " + timeoutMillis);
        this.factory = factory;
        this.timeoutMillis = timeoutMillis;
        this.lowering = new SmtLowering(factory);
        try {
            this.ctx = new Context();
        } catch (Z3Exception | LinkageError e) {
            // a signal that arrives while the natives load (z3-turnkey copies them through an interruptible channel) is
            // the signal, not a broken installation
            if (Thread.currentThread().isInterrupted() || stopping) throw new SolverInterrupted();
            throw new SolverException("cannot start Z3: " + e.getMessage(), e);
        }
        LIVE.add(this);
    }

    /** The solvers not yet closed, for {@link #interruptAll}. */
    private static final java.util.Set<Z3Solver> LIVE = java.util.concurrent.ConcurrentHashMap.newKeySet();
    /** Set once the process is being interrupted: every query from then on is {@link SolverInterrupted}. */
    private static volatile boolean stopping;

    /**
     * Stops every query in flight in every solver of the process, and every later one, with {@link SolverInterrupted}
     * (Ctrl-C, SIGTERM). Z3's own Ctrl-C handler is off ({@code ctrl_c} false on every solver), so the signal reaches
     * the JVM, and Effigy interrupts the queries itself.
     */
    public static void interruptAll() {
        stopping = true;
        for (Z3Solver s : LIVE) {
            synchronized (s) {
                if (!s.closed) s.ctx.interrupt();
            }
        }
        // a check that was entering Z3 just then may not have seen that interrupt (campaign case 924: SIGTERM during
        // svcomp's k-induction, the query ran on for a second): ask the checks in flight again, every 50 ms for 2 s
        for (int i = 1; i <= 40; i++) {
            ALARMS.schedule(() -> {
                for (Z3Solver s : LIVE) {
                    synchronized (s) {
                        if (!s.closed && s.running != null) s.ctx.interrupt();
                    }
                }
            }, 50L * i, java.util.concurrent.TimeUnit.MILLISECONDS);
        }
    }

    /**
     * {@code solver} without Z3's handler of Ctrl-C: by default Z3 installs its own SIGINT handler around each check, so
     * the JVM never sees the signal (and a second one can crash it inside Z3); Effigy interrupts queries itself.
     */
    private com.microsoft.z3.Solver noCtrlC(com.microsoft.z3.Solver solver) {
        com.microsoft.z3.Params p = ctx.mkParams();
        p.add("ctrl_c", false);
        solver.setParameters(p);
        return solver;
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalArgumentException when a constraint is not boolean or was made by another factory
     * @throws IllegalStateException after {@link #close()}
     */
    @Override
    public SatResult check(List<Term> constraints) {
        if (closed) throw new IllegalStateException("Z3Solver is closed");
        for (Term c : constraints) {
            if (c.factory() != factory) throw new IllegalArgumentException("constraint " + c + " was made by another factory");
            if (!c.sort().equals(Sort.BOOL)) throw new IllegalArgumentException("constraint " + c + " has sort " + c.sort());
        }
        long start = System.nanoTime();
        stats.queries++;
        try {
            boundMemos();
            List<Term> lowered = new ArrayList<>(constraints.size());
            for (Term c : constraints) lowered.add(lowering.lower(c));
            SatResult result = solve(lowered, Symbols.of(constraints));
            stats.count(result);
            return result;
        } finally {
            stats.totalNanos += System.nanoTime() - start;
        }
    }

    /** Drops the memoized translations once there are more than {@link #MEMO_LIMIT}, bounding memory. */
    private void boundMemos() {
        if (memo.size() > MEMO_LIMIT) {
            memo.clear();
            theoryMemo.clear();
            lowering = new SmtLowering(factory);
        }
    }

    /** Runs Z3 on the lowered constraints; a model assigns each of {@code symbols}. */
    private SatResult solve(List<Term> lowered, Iterable<Term.Sym> symbols) {
        long start = System.nanoTime();
        stats.solverCalls++;
        try {
            int theories = theories(lowered);
            com.microsoft.z3.Solver solver = theories == BITS ? bitVectorSolver() : theories == (BITS | FLOATS) ? floatSolver() : solver();
            solver.push();
            try {
                // the translation stops at the process's deadline too: on a formula of hundreds of thousands of terms it
                // takes longer than the check (bmc of bsearch32.c --unwind 186: the process ended 0.4 s past --max-time 2,
                // translating and asserting query after query past the deadline)
                Status status = timed(solver, () -> {
                    Expr<?>[] assertions = new Expr<?>[lowered.size()];
                    for (int i = 0; i < assertions.length; i++) {
                        if (pastDeadline() || stopping) return false;
                        assertions[i] = translate(lowered.get(i));
                    }
                    solver.add(bools(assertions));
                    return true;
                });
                return switch (status) {
                    case UNSATISFIABLE -> SatResult.UNSAT;
                    case UNKNOWN -> new SatResult.Unknown(reasonUnknown(solver, alarmRang, memoryRang));
                    case SATISFIABLE -> new SatResult.Sat(model(solver.getModel(), symbols));
                };
            } finally {
                solver.pop();
                // a query the alarm ended leaves the solver as it was at that moment (its learnt clauses, phases, the
                // order of its variables), which depends on the machine's speed: the next query starts from a new one,
                // so that answers do not (stride_large.c's Houdini query: 10 ms after some timeouts, unknown at 1.5 s
                // after others)
                if (alarmRang) forget(solver);
            }
        } catch (Z3Exception e) {
            return failed(e);
        } finally {
            stats.solverNanos += System.nanoTime() - start;
        }
    }

    /**
     * The one Z3 solver of this context, reused for every query inside push/pop: creating a solver (or
     * resetting one) per query cost about 2 ms each (measured with bench/run), ten times a typical query.
     * Known limit, whatever the solver set-up: on some nonlinear integer queries (a degree-27 polynomial
     * equation) Z3 overruns the timeout by a minute before it answers unknown.
     */
    private com.microsoft.z3.Solver solver() {
        if (z3Solver == null) {
            z3Solver = noCtrlC(ctx.mkSolver());
            configure(z3Solver);
        }
        return z3Solver;
    }

    /**
     * The solver for queries over bit-vectors alone (C without memory reads at symbolic places): Z3's
     * {@code qfbv} tactic (bit-blasting). Z3's default incremental solver, reused with push/pop, takes
     * 100-200 ms on a 12-step chain of such constraints that the tactic decides in under a millisecond
     * (measured by bench/run on chain12.c).
     */
    private com.microsoft.z3.Solver bitVectorSolver() {
        if (bvSolver == null) {
            bvSolver = noCtrlC(ctx.mkSolver(ctx.mkTactic("qfbv")));
            configure(bvSolver);
        }
        return bvSolver;
    }

    /** Drops {@code solver}, one of the per-theory solvers, so that the next query of its theories makes a new one. */
    private void forget(com.microsoft.z3.Solver solver) {
        if (solver == z3Solver) z3Solver = null;
        else if (solver == bvSolver) bvSolver = null;
        else if (solver == fpSolver) fpSolver = null;
    }

    /** Theories a term uses, as bits: {@link #INTS}, {@link #ARRAYS}, {@link #BITS}; remembered per term. */
    private int theories(Term t) {
        Integer known = theoryMemo.get(t);
        if (known != null) return known;
        int mask = 0;
        if (t.sort().equals(Sort.INT)) mask |= INTS;
        else if (t.sort() instanceof Sort.ArraySort) mask |= ARRAYS;
        else if (t.sort() instanceof Sort.BvSort) mask |= BITS;
        if (t instanceof Term.App app && app.op().isFloatingPoint()) mask |= FLOATS;
        if (t instanceof Term.App app) for (Term a : app.args()) mask |= theories(a);
        theoryMemo.put(t, mask);
        return mask;
    }

    private static final int INTS = 1, ARRAYS = 2, BITS = 4, FLOATS = 8;

    private int theories(List<Term> lowered) {
        int mask = 0;
        for (Term t : lowered) mask |= theories(t);
        return mask;
    }

    /**
     * The solver for queries over bit-vectors and floating point (C with float or double values, no memory reads
     * at symbolic places): Z3's {@code qffpbv} tactic (floating point to bit-vectors, then bit-blasting), which
     * solves each query afresh. Z3's incremental solvers (the default one, or the one for the logic QF_FPBV, once
     * push/pop is used) ran out of 10 s on queries about a single-precision square root that the tactic decides in
     * a few milliseconds (measured on the corpus program float-math-symbolic.c). Double-precision square roots,
     * divisions and multiplications remain expensive: seconds, not milliseconds.
     */
    private com.microsoft.z3.Solver floatSolver() {
        if (fpSolver == null) {
            fpSolver = noCtrlC(ctx.mkSolver(ctx.mkTactic("qffpbv")));
            configure(fpSolver);
        }
        return fpSolver;
    }

    /**
     * {@inheritDoc}
     *
     * <p>Z3's incremental solver (the default one after a push): the longest prefix of {@code kept} already
     * asserted stays (scopes past it are popped), the rest is asserted in a new scope, and the query in a scope
     * of its own, popped after the check. The model assigns every symbol of both.
     */
    @Override
    public SatResult checkIncrementally(List<Term> keep, List<Term> query) {
        if (closed) throw new IllegalStateException("Z3Solver is closed");
        long start = System.nanoTime();
        stats.queries++;
        stats.solverCalls++;
        try {
            // bit-vectors alone (BMC of C without symbolic memory reads): Z3's incremental SAT solver over the
            // bit-blasted formula, which keeps what it learnt across scopes; its default incremental solver took 13
            // times as long as one qfbv query per bound on the lecture's bmc2 (541 s against 41 s)
            boolean bits = (theories(keep) | theories(query)) == BITS;
            if (incSolver != null && bits != incBits) {
                incSolver.reset();
                incSolver = null;
                kept.clear();
                scopeStarts.clear();
            }
            if (incSolver == null) {
                incSolver = noCtrlC(bits ? ctx.mkSolver("QF_BV") : ctx.mkSolver());
                incBits = bits;
                configure(incSolver);
            }
            int common = 0;
            while (common < kept.size() && common < keep.size() && kept.get(common) == keep.get(common)) common++;
            while (kept.size() > common) {   // every kept term is in a scope: pop the last until none past the prefix is left
                int from = scopeStarts.remove(scopeStarts.size() - 1);
                incSolver.pop();
                kept.subList(from, kept.size()).clear();
            }
            if (kept.size() < keep.size()) {
                scopeStarts.add(kept.size());
                incSolver.push();
                List<Term> more = List.copyOf(keep.subList(kept.size(), keep.size()));
                incSolver.add(bools(lowered(more)));
                kept.addAll(more);
            }
            incSolver.push();
            try {
                incSolver.add(bools(lowered(query)));
                Status status = timed(incSolver, () -> true);
                List<Term> all = new ArrayList<>(keep);
                all.addAll(query);
                SatResult result = switch (status) {
                    case UNSATISFIABLE -> SatResult.UNSAT;
                    case UNKNOWN -> new SatResult.Unknown(reasonUnknown(incSolver, alarmRang, memoryRang));
                    case SATISFIABLE -> new SatResult.Sat(model(incSolver.getModel(), Symbols.of(all)));
                };
                stats.count(result);
                return result;
            } finally {
                incSolver.pop();
            }
        } catch (Z3Exception e) {
            SatResult r = failed(e);
            stats.count(r);
            return r;
        } finally {
            long t = System.nanoTime() - start;
            stats.totalNanos += t;
            stats.solverNanos += t;
        }
    }

    private Expr<?>[] lowered(List<Term> terms) {
        Expr<?>[] out = new Expr<?>[terms.size()];
        for (int i = 0; i < out.length; i++) out[i] = translate(lowering.lower(terms.get(i)));
        return out;
    }

    @Override
    public void timeLimit(int millis) {
        if (millis < 0) throw new IllegalArgumentException("negative timeout " + millis);
        timeoutMillis = millis;
    }

    /** Sets the per-query timeout. */
    /** Nothing to configure per solver: the time limit is {@link #timed}'s alarm, not Z3's timeout parameter. */
    private void configure(com.microsoft.z3.Solver solver) {}

    /**
     * One alarm thread for every Z3 context of the process. Z3's own {@code timeout} parameter starts a timer
     * through a process-wide pool guarded by one lock at every check: with two threads each querying its own
     * context, they spent most of their time waiting for each other there (bench/fuzz: two fuzzing workers solved
     * 1.02 times the queries of one). The alarm interrupts the context instead ({@link Context#interrupt}).
     */
    private static final java.util.concurrent.ScheduledThreadPoolExecutor ALARMS = alarms();

    private static java.util.concurrent.ScheduledThreadPoolExecutor alarms() {
        var pool = new java.util.concurrent.ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "effigy-z3-alarm");
            t.setDaemon(true);
            return t;
        });
        pool.setRemoveOnCancelPolicy(true);
        return pool;
    }

    /** The query the alarm may interrupt (a new object per query), and whether the last query's alarm rang. */
    private volatile Object running;
    private volatile boolean alarmRang;

    /**
     * {@code before} (the query's assertions: false when it stopped at the process's deadline) then {@code solver.check()},
     * interrupted after the time limit (when there is one); past the process's deadline, neither is started.
     */
    private Status timed(com.microsoft.z3.Solver solver, java.util.function.BooleanSupplier before) {
        alarmRang = false;
        memoryRang = false;
        if (stopping) throw new SolverInterrupted();
        Status status = timedCheck(solver, before);
        if (stopping && status == Status.UNKNOWN) throw new SolverInterrupted();
        return status;
    }

    /**
     * The process's time limit on {@link System#nanoTime()}'s scale (Long.MAX_VALUE: none): every query of every
     * solver gets at most the time left before it ({@code --max-time}), whatever its own limit; a query asked after it
     * answers unknown ("timeout") at once. Set by the command line as a command starts.
     */
    private static volatile long deadlineNanos = Long.MAX_VALUE;

    /** Sets the process's time limit for every query ({@link #deadlineNanos}); Long.MAX_VALUE for none. */
    public static void deadline(long nanos) { deadlineNanos = nanos; }

    /** The process's time limit for every query ({@link #deadlineNanos}); Long.MAX_VALUE for none. */
    public static long deadline() { return deadlineNanos; }

    /** The limit of the next query in milliseconds: its own, or the time left before the deadline if less; 0: none. */
    private long queryMillis() {
        long d = deadlineNanos;
        if (d == Long.MAX_VALUE) return timeoutMillis;
        long left = Math.max(1, (d - System.nanoTime() + 999_999) / 1_000_000);
        return timeoutMillis <= 0 ? left : Math.min(timeoutMillis, left);
    }

    /** Whether the process's deadline has passed ({@link #deadlineNanos}). */
    private static boolean pastDeadline() {
        long d = deadlineNanos;
        return d != Long.MAX_VALUE && System.nanoTime() - d >= 0;
    }

    private Status timedCheck(com.microsoft.z3.Solver solver, java.util.function.BooleanSupplier before) {
        // the assertions are made before the alarm is armed: Z3's interrupt is meant for a check in flight (one that lands
        // while no Z3 call runs may cancel the next); they stop themselves at the deadline instead
        if (pastDeadline() || !before.getAsBoolean() || pastDeadline()) {
            alarmRang = true;   // the time is up: not worth starting
            return Status.UNKNOWN;
        }
        long millis = queryMillis();
        Object query = new Object();
        synchronized (this) {
            // a signal that came while the assertions were made: no check starts (interruptAll sees `running` from here on)
            if (stopping) throw new SolverInterrupted();
            running = query;
        }
        java.util.concurrent.ScheduledFuture<?> alarm = millis <= 0 ? null : ALARMS.schedule(() -> {
            synchronized (this) {
                if (running == query) {
                    alarmRang = true;
                    ctx.interrupt();
                }
            }
        }, millis, java.util.concurrent.TimeUnit.MILLISECONDS);
        if (!memoryWatched) watchMemory();
        try {
            return solver.check();
        } finally {
            synchronized (this) { running = null; }
            if (alarm != null) alarm.cancel(false);
        }
    }

    private static final long MEMORY_LOOK_MILLIS = 250;
    private static volatile boolean memoryWatched;

    /**
     * One look at the memory every {@link #MEMORY_LOOK_MILLIS} for the whole process, started with its first check
     * (nothing per query): while some check runs and {@link NativeMemory} is past its limit, every running check is
     * interrupted and answers unknown with that reason.
     */
    private static synchronized void watchMemory() {
        if (memoryWatched) return;
        memoryWatched = true;
        if (!NativeMemory.watchable()) return;
        ALARMS.scheduleWithFixedDelay(() -> {
            if (LIVE.stream().noneMatch(z -> z.running != null) || !NativeMemory.exceeded()) return;
            for (Z3Solver z : LIVE) {
                synchronized (z) {
                    if (z.running != null) {
                        z.memoryRang = true;
                        z.alarmRang = true;
                        z.ctx.interrupt();
                    }
                }
            }
        }, MEMORY_LOOK_MILLIS, MEMORY_LOOK_MILLIS, java.util.concurrent.TimeUnit.MILLISECONDS);
    }
    /** Whether the last query was interrupted for {@link NativeMemory}'s limit. */
    private volatile boolean memoryRang;

    /**
     * At most {@code megabytes} of memory outside the Java heap (Z3's) while a query is checked; 0 for the default,
     * half the machine's memory and at most 4 GB ({@link NativeMemory}).
     */
    public static void memoryLimit(long megabytes) { NativeMemory.limit(megabytes); }

    /**
     * What a Z3 failure means: Z3 answers an operation it was interrupted in ({@code push}, {@code check}) with an
     * exception ("canceled"). Interrupted by a signal ({@link #interruptAll}): {@link SolverInterrupted}; by the query's
     * own alarm (its limit or the process's deadline): unknown, "timeout"; anything else is Z3 failing.
     */
    private SatResult failed(Z3Exception e) {
        if (stopping || Thread.currentThread().isInterrupted()) throw new SolverInterrupted();
        if (memoryRang) return new SatResult.Unknown(NativeMemory.reason());
        if (alarmRang) return new SatResult.Unknown("timeout");
        throw new SolverException("Z3 failed: " + e.getMessage(), e);
    }

    private static String reasonUnknown(com.microsoft.z3.Solver solver, boolean timedOut, boolean memory) {
        if (memory) return NativeMemory.reason();
        if (timedOut) return "timeout";
        String reason = solver.getReasonUnknown();
        return reason == null || reason.isBlank() ? "unknown" : reason;
    }

    /**
     * The values of {@code symbols} in {@code model}. A signal that lands while they are read cancels Z3's evaluation,
     * which then answers with what is not the model's value (campaign case 4434: SIGTERM during bmc, "the model satisfies
     * none of the conditions"): such a model is never returned, the query is {@link SolverInterrupted}.
     */
    private Assignment model(Model model, Iterable<Term.Sym> symbols) {
        Z3ModelReader reader = new Z3ModelReader(model);
        Map<Term.Sym, Object> values = new LinkedHashMap<>();
        for (Term.Sym s : symbols) values.put(s, reader.value(model.eval(translate(s), true), s.sort()));
        if (stopping || Thread.currentThread().isInterrupted()) throw new SolverInterrupted();
        return new Assignment(values);
    }

    /**
     * {@inheritDoc} Z3's Horn clause engine (Spacer, the {@code HORN} logic) on a solver of its own per call, within
     * the query limit and the process's deadline like every query; each clause universally quantified over its
     * symbols. The interpretations are read back from the model over fresh parameter symbols; a form the reader does
     * not know makes the answer {@link Horn.Unknown}.
     */
    @Override
    public Horn.Result solveHorn(List<Horn.Clause> clauses, Horn.Strategy strategy) {
        if (closed) throw new IllegalStateException("Z3Solver is closed");
        long start = System.nanoTime();
        stats.queries++;
        stats.solverCalls++;
        try {
            boundMemos();
            Map<Horn.Predicate, com.microsoft.z3.FuncDecl<BoolSort>> decls = new LinkedHashMap<>();
            for (Horn.Clause c : clauses) {
                for (Horn.Atom a : c.body()) declare(a.predicate(), decls);
                if (c.head() != null) declare(c.head().predicate(), decls);
            }
            com.microsoft.z3.Solver horn = ctx.mkSolver("HORN");
            Params p = ctx.mkParams();
            p.add("ctrl_c", false);
            if (strategy == Horn.Strategy.GLOBAL_GUIDANCE) p.add("fp.spacer.global", true);
            horn.setParameters(p);
            for (Horn.Clause c : clauses) horn.add(rule(c, decls));
            Status status = timed(horn, () -> true);
            return switch (status) {
                case UNSATISFIABLE -> new Horn.Unsafe();
                case UNKNOWN -> new Horn.Unknown(reasonUnknown(horn, alarmRang, memoryRang));
                case SATISFIABLE -> {
                    Horn.Result read = interpretations(horn.getModel(), decls);
                    if (stopping || Thread.currentThread().isInterrupted()) throw new SolverInterrupted();   // as in model()
                    yield read;
                }
            };
        } catch (Z3Exception e) {
            SatResult r = failed(e);
            return new Horn.Unknown(r instanceof SatResult.Unknown u ? u.reason() : "Z3 failed");
        } finally {
            long took = System.nanoTime() - start;
            stats.solverNanos += took;
            stats.totalNanos += took;
        }
    }

    private void declare(Horn.Predicate p, Map<Horn.Predicate, com.microsoft.z3.FuncDecl<BoolSort>> decls) {
        decls.computeIfAbsent(p, q -> {
            com.microsoft.z3.Sort[] domain = new com.microsoft.z3.Sort[q.sorts().size()];
            for (int i = 0; i < domain.length; i++) domain[i] = sort(q.sorts().get(i));
            return ctx.mkFuncDecl(ctx.mkSymbol("|" + q.name() + "|"), domain, ctx.mkBoolSort());
        });
    }

    /** {@code forall symbols. body ∧ constraint → head}. */
    private Expr<BoolSort> rule(Horn.Clause c, Map<Horn.Predicate, com.microsoft.z3.FuncDecl<BoolSort>> decls) {
        List<Term> all = new ArrayList<>();
        all.add(c.constraint());
        List<Expr<BoolSort>> body = new ArrayList<>();
        for (Horn.Atom a : c.body()) {
            all.addAll(a.args());
            body.add(atom(a, decls));
        }
        body.add(bool(translate(lowering.lower(c.constraint()))));
        Expr<BoolSort> head = c.head() == null ? ctx.mkFalse() : atom(c.head(), decls);
        if (c.head() != null) all.addAll(c.head().args());
        @SuppressWarnings("unchecked")
        Expr<BoolSort> implication = ctx.mkImplies(ctx.mkAnd(body.toArray(new Expr[0])), head);
        java.util.Set<Term.Sym> symbols = Symbols.of(all);
        if (symbols.isEmpty()) return implication;
        Expr<?>[] bound = new Expr<?>[symbols.size()];
        int i = 0;
        for (Term.Sym s : symbols) bound[i++] = translate(s);
        return ctx.mkForall(bound, implication, 1, null, null, null, null);
    }

    private Expr<BoolSort> atom(Horn.Atom a, Map<Horn.Predicate, com.microsoft.z3.FuncDecl<BoolSort>> decls) {
        Expr<?>[] args = new Expr<?>[a.args().size()];
        for (int i = 0; i < args.length; i++) args[i] = translate(lowering.lower(a.args().get(i)));
        return decls.get(a.predicate()).apply(args);
    }

    /**
     * What {@code model} makes of {@code decl} applied to {@code args}: its function interpretation (entries, then the
     * else-value with the de Bruijn variables 0, 1, ... replaced by the arguments in order); false when the model has
     * none (a predicate nothing forces). Not {@code model.eval} of the application: on the Horn engine's models it gave
     * {@code true} where the interpretation is not.
     */
    private Expr<?> interpretation(Model model, com.microsoft.z3.FuncDecl<BoolSort> decl, Expr<?>[] args) {
        if (args.length == 0) {
            Expr<?> c = model.getConstInterp(decl);
            return c == null ? ctx.mkFalse() : c;
        }
        com.microsoft.z3.FuncInterp<BoolSort> fi = model.getFuncInterp(decl);
        if (fi == null) return ctx.mkFalse();
        Expr<BoolSort> out = (Expr<BoolSort>) fi.getElse().substituteVars(args);
        com.microsoft.z3.FuncInterp.Entry<BoolSort>[] entries = fi.getEntries();
        for (int i = entries.length - 1; i >= 0; i--) {
            Expr<?>[] at = entries[i].getArgs();
            Expr<BoolSort>[] same = new Expr[at.length];
            for (int j = 0; j < at.length; j++) same[j] = ctx.mkEq(args[j], at[j]);
            out = ctx.mkITE(ctx.mkAnd(same), entries[i].getValue(), out);
        }
        return out;
    }

    /** {@code formula} with its quantifiers eliminated by Z3's {@code qe} tactic, or null where it cannot. */
    private Expr<BoolSort> eliminateQuantifiers(Expr<BoolSort> formula) {
        try {
            com.microsoft.z3.Goal g = ctx.mkGoal(false, false, false);
            g.add(formula);
            com.microsoft.z3.ApplyResult r = ctx.mkTactic("qe").apply(g);
            List<Expr<BoolSort>> disjuncts = new ArrayList<>();
            for (com.microsoft.z3.Goal sub : r.getSubgoals()) disjuncts.add(ctx.mkAnd(sub.getFormulas()));
            @SuppressWarnings("unchecked")
            Expr<BoolSort>[] ds = disjuncts.toArray(new Expr[0]);
            return ds.length == 1 ? ds[0] : ctx.mkOr(ds);
        } catch (Z3Exception e) {
            return null;
        }
    }

    /** Each predicate's interpretation in {@code model}, over fresh parameters named after the predicate. */
    private Horn.Result interpretations(Model model, Map<Horn.Predicate, com.microsoft.z3.FuncDecl<BoolSort>> decls) {
        Map<Horn.Predicate, Horn.Interpretation> out = new LinkedHashMap<>();
        for (Map.Entry<Horn.Predicate, com.microsoft.z3.FuncDecl<BoolSort>> e : decls.entrySet()) {
            Horn.Predicate p = e.getKey();
            List<Term.Sym> params = new ArrayList<>();
            Expr<?>[] args = new Expr<?>[p.sorts().size()];
            Map<String, Term.Sym> byName = new HashMap<>();
            for (int i = 0; i < args.length; i++) {
                Term.Sym param = factory.symbol(p.name() + "!" + i, p.sorts().get(i));
                params.add(param);
                byName.put(param.name(), param);
                args[i] = translate(param);
            }
            Expr<?> formula = interpretation(model, e.getValue(), args);
            Term read = new Z3FormulaReader(factory, byName).read(formula);
            if (read == null && formula.isBool()) {
                // an existential (the model of a predicate Spacer inlined away): its quantifiers eliminated, exactly over
                // linear integer arithmetic, as Z3's qe tactic does
                Expr<BoolSort> free = eliminateQuantifiers((Expr<BoolSort>) formula);
                if (free != null) read = new Z3FormulaReader(factory, byName).read(free);
            }
            if (read == null) return new Horn.Unknown("the interpretation of " + p.name() + " has a form Effigy does not read: " + formula.toString().replaceAll("\\s+", " "));
            out.put(p, new Horn.Interpretation(params, read));
        }
        return new Horn.Safe(out);
    }

    @Override
    public SolverStats stats() {
        SolverStats copy = new SolverStats();
        copy.add(stats);
        return copy;
    }

    /** Releases the Z3 context; later calls to {@link #check} fail. Closing twice is harmless. */
    @Override
    public synchronized void close() {
        if (closed) return;
        closed = true;
        LIVE.remove(this);
        memo.clear();
        ctx.close();
    }

    // ---- translation

    private Expr<?> translate(Term t) {
        Expr<?> e = memo.get(t);
        if (e == null) {
            e = translateNew(t);
            memo.put(t, e);
        }
        return e;
    }

    private Expr<?> translateNew(Term t) {
        if (t instanceof Term.IntLit x) return ctx.mkInt(x.value().toString());
        if (t instanceof Term.BoolLit b) return ctx.mkBool(b.value());
        if (t instanceof Term.BvLit b) return ctx.mkBV(b.value().toString(), b.width());
        if (t instanceof Term.Sym s) return ctx.mkConst(s.name(), sort(s.sort()));
        Term.App app = (Term.App) t;
        Expr<?>[] a = new Expr<?>[app.args().size()];
        for (int i = 0; i < a.length; i++) a[i] = translate(app.arg(i));
        return switch (app.op()) {
            case ADD -> ctx.mkAdd(ints(a));
            case MUL -> ctx.mkMul(ints(a));
            case EDIV -> ctx.mkDiv(integer(a[0]), integer(a[1]));
            case EMOD -> ctx.mkMod(integer(a[0]), integer(a[1]));
            case DIV, REM, MOD -> throw new IllegalStateException(app.op() + " survived lowering");
            case LT -> ctx.mkLt(integer(a[0]), integer(a[1]));
            case LE -> ctx.mkLe(integer(a[0]), integer(a[1]));
            case EQ -> ctx.mkEq(a[0], a[1]);
            case ITE -> ctx.mkITE(bool(a[0]), any(a[1]), any(a[2]));
            case NOT -> ctx.mkNot(bool(a[0]));
            case AND -> ctx.mkAnd(bools(a));
            case OR -> ctx.mkOr(bools(a));
            case SELECT -> ctx.mkSelect(array(a[0]), any(a[1]));
            case STORE -> ctx.mkStore(array(a[0]), any(a[1]), any(a[2]));
            case CONST_ARRAY -> ctx.mkConstArray(sort(app.arg(0).sort()), a[1]); // arg 0 only witnesses the index sort
            case BV_ADD -> {
                Expr<BitVecSort> sum = bv(a[0]);
                for (int i = 1; i < a.length; i++) sum = ctx.mkBVAdd(sum, bv(a[i]));
                yield sum;
            }
            case BV_SUB -> ctx.mkBVSub(bv(a[0]), bv(a[1]));
            case BV_MUL -> {
                Expr<BitVecSort> product = bv(a[0]);
                for (int i = 1; i < a.length; i++) product = ctx.mkBVMul(product, bv(a[i]));
                yield product;
            }
            case BV_NEG -> ctx.mkBVNeg(bv(a[0]));
            case BV_UDIV -> ctx.mkBVUDiv(bv(a[0]), bv(a[1]));
            case BV_SDIV -> ctx.mkBVSDiv(bv(a[0]), bv(a[1]));
            case BV_UREM -> ctx.mkBVURem(bv(a[0]), bv(a[1]));
            case BV_SREM -> ctx.mkBVSRem(bv(a[0]), bv(a[1]));
            case BV_AND -> ctx.mkBVAND(bv(a[0]), bv(a[1]));
            case BV_OR -> ctx.mkBVOR(bv(a[0]), bv(a[1]));
            case BV_XOR -> ctx.mkBVXOR(bv(a[0]), bv(a[1]));
            case BV_NOT -> ctx.mkBVNot(bv(a[0]));
            case BV_SHL -> ctx.mkBVSHL(bv(a[0]), bv(a[1]));
            case BV_LSHR -> ctx.mkBVLSHR(bv(a[0]), bv(a[1]));
            case BV_ASHR -> ctx.mkBVASHR(bv(a[0]), bv(a[1]));
            case BV_ULT -> ctx.mkBVULT(bv(a[0]), bv(a[1]));
            case BV_ULE -> ctx.mkBVULE(bv(a[0]), bv(a[1]));
            case BV_SLT -> ctx.mkBVSLT(bv(a[0]), bv(a[1]));
            case BV_SLE -> ctx.mkBVSLE(bv(a[0]), bv(a[1]));
            case BV_ZEXT -> ctx.mkZeroExt(app.param(0), bv(a[0]));
            case BV_SEXT -> ctx.mkSignExt(app.param(0), bv(a[0]));
            case BV_EXTRACT -> ctx.mkExtract(app.param(0), app.param(1), bv(a[0]));
            case BV_CONCAT -> ctx.mkConcat(bv(a[0]), bv(a[1]));
            case BV2INT -> ctx.mkBV2Int(bv(a[0]), false);
            case SBV2INT -> ctx.mkBV2Int(bv(a[0]), true);
            case INT2BV -> ctx.mkInt2BV(app.param(0), integer(a[0]));
            // floating point: only on the theory's sorts after lowering (SmtLowering spells out the bit-pattern operations)
            case FP_ADD -> ctx.mkFPAdd(ctx.mkFPRoundNearestTiesToEven(), fp(a[0]), fp(a[1]));
            case FP_SUB -> ctx.mkFPSub(ctx.mkFPRoundNearestTiesToEven(), fp(a[0]), fp(a[1]));
            case FP_MUL -> ctx.mkFPMul(ctx.mkFPRoundNearestTiesToEven(), fp(a[0]), fp(a[1]));
            case FP_DIV -> ctx.mkFPDiv(ctx.mkFPRoundNearestTiesToEven(), fp(a[0]), fp(a[1]));
            case FP_SQRT -> ctx.mkFPSqrt(ctx.mkFPRoundNearestTiesToEven(), fp(a[0]));
            case FP_ROUND -> ctx.mkFPRoundToIntegral(roundingMode(app.param(0)), fp(a[0]));
            case FP_EQ -> ctx.mkFPEq(fp(a[0]), fp(a[1]));
            case FP_LT -> ctx.mkFPLt(fp(a[0]), fp(a[1]));
            case FP_LE -> ctx.mkFPLEq(fp(a[0]), fp(a[1]));
            // (the overload taking the sort first hands its arguments to Z3 in the wrong order: Z3 fails with "unreachable")
            case FP_CONVERT -> ctx.mkFPToFP(ctx.mkFPRoundNearestTiesToEven(), (com.microsoft.z3.FPExpr) a[0], (com.microsoft.z3.FPSort) sort(app.sort()));
            case FP_FROM_SBV, FP_FROM_UBV -> ctx.mkFPToFP(ctx.mkFPRoundNearestTiesToEven(), bv(a[0]),
                    (com.microsoft.z3.FPSort) sort(app.sort()), app.op() == Op.FP_FROM_SBV);
            case FP_TO_SBV, FP_TO_UBV -> ctx.mkFPToBV(ctx.mkFPRoundTowardZero(), fp(a[0]), app.param(0), app.op() == Op.FP_TO_SBV);
            case FP_OF_BITS -> ctx.mkFPToFP(bv(a[0]), (com.microsoft.z3.FPSort) sort(app.sort()));
            case FP_BITS -> ctx.mkFPToIEEEBV(fp(a[0]));
            case FP_ISNAN -> ctx.mkFPIsNaN(fp(a[0]));
        };
    }

    private com.microsoft.z3.Expr<com.microsoft.z3.FPRMSort> roundingMode(int mode) {
        return switch (mode) {
            case effigy.term.Ieee754.RNE -> ctx.mkFPRoundNearestTiesToEven();
            case effigy.term.Ieee754.RTN -> ctx.mkFPRoundTowardNegative();
            case effigy.term.Ieee754.RTP -> ctx.mkFPRoundTowardPositive();
            default -> ctx.mkFPRoundTowardZero();
        };
    }

    private com.microsoft.z3.Sort sort(Sort s) {
        if (s instanceof Sort.IntSort) return ctx.getIntSort();
        if (s instanceof Sort.BoolSort) return ctx.getBoolSort();
        if (s instanceof Sort.BvSort b) return ctx.mkBitVecSort(b.width());
        if (s instanceof Sort.FpSort f) return ctx.mkFPSort(f.exponent(), f.significand());
        Sort.ArraySort a = (Sort.ArraySort) s;
        return ctx.mkArraySort(sort(a.index()), sort(a.element()));
    }

    // The casts below are checked by construction: SortRules has already checked every term's sorts.

    @SuppressWarnings("unchecked")
    private static Expr<IntSort> integer(Expr<?> e) { return (Expr<IntSort>) e; }

    @SuppressWarnings("unchecked")
    private static Expr<BoolSort> bool(Expr<?> e) { return (Expr<BoolSort>) e; }

    @SuppressWarnings("unchecked")
    private static Expr<BitVecSort> bv(Expr<?> e) { return (Expr<BitVecSort>) e; }

    @SuppressWarnings("unchecked")
    private static Expr<com.microsoft.z3.FPSort> fp(Expr<?> e) { return (Expr<com.microsoft.z3.FPSort>) e; }

    @SuppressWarnings("unchecked")
    private static Expr<com.microsoft.z3.Sort> any(Expr<?> e) { return (Expr<com.microsoft.z3.Sort>) e; }

    @SuppressWarnings("unchecked")
    private static Expr<com.microsoft.z3.ArraySort<com.microsoft.z3.Sort, com.microsoft.z3.Sort>> array(Expr<?> e) {
        return (Expr<com.microsoft.z3.ArraySort<com.microsoft.z3.Sort, com.microsoft.z3.Sort>>) e;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Expr<ArithSort>[] ints(Expr<?>[] a) {
        Expr<ArithSort>[] r = new Expr[a.length];
        for (int i = 0; i < a.length; i++) r[i] = (Expr<ArithSort>) a[i];
        return r;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Expr<BoolSort>[] bools(Expr<?>[] a) {
        Expr<BoolSort>[] r = new Expr[a.length];
        for (int i = 0; i < a.length; i++) r[i] = (Expr<BoolSort>) a[i];
        return r;
    }
}
