package effigy.loops;

import effigy.analysis.ProgramContext;
import effigy.exec.ExecOptions;
import effigy.exec.ExecConfig;
import effigy.exec.Executor;
import effigy.exec.State;
import effigy.exec.Unwinder;
import effigy.ir.Function;
import effigy.ir.Loop;
import effigy.search.Verdict;
import effigy.term.Assignment;
import effigy.term.Term;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Loop bounds: for every loop of the program, in every calling context the search reached, the interval
 * [inner, outer] of its iterations per entry (Zhao et al.): the inner bound is the most iterations one entry
 * really makes, found by the guided symbolic search ({@link InnerSearch}) and confirmed by a concrete run of its
 * witness ({@link Replay}); the outer bound is proven, by the exhaustive search itself when it lost nothing, by a
 * ranking function ({@link Ranking}), or is {@code unbounded} where a state recurs ({@link Lasso}).
 */
public final class LoopAnalysis {

    /** How the search is scheduled: the paper's guided search with merging, or plain depth-first exploration (for comparison). */
    public enum Strategy { GUIDED, DFS }

    /** The inner bound: the count (null when the loop can iterate for ever), its witness, and when the search found it. */
    public record Inner(Integer bound, boolean lowerBoundOnly, Witness witness, double seconds) {}

    /**
     * An input: the values of the inputs read before the loop's deepest entry (in the order read), and for a loop
     * that iterates for ever the inputs of one round of its cycle (repeated for ever; empty when it reads none).
     */
    public record Witness(Map<String, Object> inputs, Map<String, Object> cycle, int recurrenceAt, int period) {}

    /**
     * The outer bound as a verdict on "the loop's iterations per entry are bounded": {@link Verdict.True} with how it was
     * proved ({@code exhaustive exploration}, {@code ranking function}), {@link Verdict.False} when the loop runs for
     * ever, with the lasso's {@link Witness} (a recurring state), {@link Verdict.Unknown} with why there is no proof.
     * Beside it, for a proven bound: the number ({@code bound}, null when there is none small enough to state, say an
     * expression over an int) and the expression in the values at the loop's entry (null when there is none).
     */
    public record Outer(Verdict<Witness> verdict, BigInteger bound, String expression) {
        public Outer {
            if (!verdict.isTrue() && (bound != null || expression != null)) throw new IllegalArgumentException("only a proven bound has a number");
        }

        static Outer proved(BigInteger bound, String expression, String how) { return new Outer(Verdict.proved(how), bound, expression); }

        static Outer unbounded(Witness lasso) { return new Outer(Verdict.refuted(lasso), null, null); }

        static Outer unknown(String why) { return new Outer(Verdict.unknown(why), null, null); }

        /** Whether the loop can iterate for ever (a state recurs). */
        public boolean unbounded() { return verdict.isFalse(); }

        /** How the bound was found, as the output names it: the proof's method, {@code recurring state}, or {@code none}. */
        public String method() {
            if (verdict instanceof Verdict.True<Witness> t) return t.how();
            return verdict.isFalse() ? "recurring state" : "none";
        }

        /** Why there is no outer bound, or null when the verdict is not unknown. */
        public String why() { return verdict instanceof Verdict.Unknown<Witness> u ? u.why() : null; }
    }

    /** One loop in one context: its place, nesting depth, bounds, and the loop statement's pragmas. */
    public record Result(LoopId id, int depth, Inner inner, Outer outer, int minimum, List<String> pragmas) {
        /** Whether the interval is a single point (the exact bound). */
        public boolean exact() {
            return inner.bound() != null && !inner.lowerBoundOnly() && outer.bound() != null && outer.bound().intValue() == inner.bound();
        }
    }

    /** All loops, and how the search went. */
    public record Report(List<Result> loops, long states, long merges, boolean exhaustive, List<String> lost, double searchSeconds,
                         double seconds, long linesAnalysed) {}

    /** Thrown when a witness does not replay to its count: a defect of Effigy, not of the program. */
    public static final class ReplayMismatch extends RuntimeException {
        ReplayMismatch(String m) { super(m); }
    }

    private final ProgramContext wb;
    private final ExecOptions options;
    /** The concrete runs of the witnesses of an exhaustive search, by the witness's text. */
    private final Map<String, Replay> replays = new java.util.HashMap<>();
    private Strategy strategy = Strategy.GUIDED;
    private Consumer<String> progress = m -> { };

    public LoopAnalysis(ProgramContext wb, ExecOptions options) {
        this.wb = wb;
        this.options = options;
    }

    public LoopAnalysis strategy(Strategy s) { this.strategy = s; return this; }

    public LoopAnalysis progress(Consumer<String> p) { this.progress = p; return this; }

    private boolean recurrences = true;

    /** Whether to look for recurring states in loops the search could not finish (on by default; off where only proven bounds are wanted). */
    public LoopAnalysis recurrences(boolean on) { this.recurrences = on; return this; }

    /** Analyses the loops reached from {@code entry} within {@code deadline} (nanoTime scale; Long.MAX_VALUE for none). */
    public Report analyse(ProgramContext.Entry entry, long deadline) {
        long t0 = System.nanoTime();
        long total = deadline == Long.MAX_VALUE ? Long.MAX_VALUE : deadline - t0;
        List<Function> functions = userFunctions();
        int statements = 0;
        for (Function f : functions) statements += f.loops().size();
        // the search has 60% of the time; each loop (in each context) a share of it before it is cut
        long searchEnd = total == Long.MAX_VALUE ? Long.MAX_VALUE : t0 + total * 6 / 10;
        long budget = total == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(50_000_000L, total * 6 / 10 / Math.max(1, statements));
        Executor ex = wb.executor(options, false);
        InnerSearch search = new InnerSearch(ex, strategy == Strategy.GUIDED);
        search.progress(progress);
        ex.observeLoops(Unwinder.observing(ex, search));
        State initial = ex.start(entry.function(), entry.args());
        progress.accept("searching for the deepest iterations of " + statements + " loop" + (statements == 1 ? "" : "s"));
        search.run(initial, searchEnd, budget, strategy == Strategy.DFS);
        double searchSeconds = (System.nanoTime() - t0) / 1e9;
        boolean exhaustive = search.lost().isEmpty();
        progress.accept(String.format(java.util.Locale.ROOT, "search %s after %.2f s (%d states, %d merges); proving outer bounds",
                exhaustive ? "exhaustive" : "stopped", searchSeconds, search.states(), search.merges()));

        List<Result> out = new ArrayList<>();
        boolean interrupted = false;
        Map<LoopId, Ranking.Proof> proofs = new LinkedHashMap<>();
        Map<LoopId, String> failures = new LinkedHashMap<>();
        // the records by loop statement, once (a program with thousands of contexts, TACLeBench's test3, spent its time
        // filtering them loop by loop)
        Map<Function, Map<Integer, List<InnerSearch.Record>>> byLoop = new java.util.HashMap<>();
        for (InnerSearch.Record r : search.records().values()) {
            if (r.best < 0) continue;
            byLoop.computeIfAbsent(r.id.function(), k -> new java.util.HashMap<>()).computeIfAbsent(r.id.loop().index(), k -> new ArrayList<>()).add(r);
        }
        for (Function fn : functions) {
            for (Loop l : fn.loops()) {
                List<InnerSearch.Record> recs = byLoop.getOrDefault(fn, Map.of()).getOrDefault(l.index(), List.of());
                if (recs.isEmpty()) {
                    LoopId id = new LoopId(fn, l, "");
                    Outer outer = exhaustive ? Outer.proved(BigInteger.ZERO, null, "exhaustive exploration")
                            : Outer.unknown("the search did not reach the loop");
                    out.add(new Result(id, l.depth(), new Inner(0, !exhaustive, null, 0), outer, Integer.MAX_VALUE, pragmas(fn, l)));
                    continue;
                }
                for (InnerSearch.Record r : recs) {
                    // Ctrl-C or SIGTERM between two loops' replays (thousands of them in TACLeBench's test3, where the
                    // signal otherwise went unnoticed until the shutdown hook gave up and the results were lost)
                    if (effigy.source.Deadline.interrupted()) interrupted = true;
                    if (interrupted) {
                        out.add(stopped(r, l, "interrupted"));
                        continue;
                    }
                    if (System.nanoTime() - deadline > 0) {
                        // past the time limit: the loops left are reported without a replay or an outer bound, so that
                        // the report comes within the limit (the watchdog would end the process with none)
                        out.add(stopped(r, l, "out of time"));
                        continue;
                    }
                    try {
                        out.add(result(ex, r, exhaustive, entry, deadline, proofs, failures));
                    } catch (effigy.smt.SolverInterrupted e) {
                        // Ctrl-C or SIGTERM during a replay's or a ranking's query: this loop and the rest are reported unproven
                        interrupted = true;
                        out.add(stopped(r, l, "interrupted"));
                    }
                }
            }
        }
        // a context is shown where a loop has several: one context is the loop's own
        Map<LoopId, Long> contexts = new java.util.HashMap<>();
        for (Result r : out) contexts.merge(r.id().statement(), 1L, Long::sum);
        out.replaceAll(r -> contexts.get(r.id().statement()) == 1 && !r.id().context().isEmpty()
                ? new Result(r.id().statement(), r.depth(), r.inner(), r.outer(), r.minimum(), r.pragmas()) : r);
        out.sort(Comparator.comparing((Result r) -> r.id().span().file().name()).thenComparingInt(r -> r.id().line())
                .thenComparing(r -> r.id().context()));
        long lines = 0;
        for (effigy.source.SourceFile f : wb.files()) lines += f.text().lines().count();
        return new Report(out, search.states(), search.merges(), exhaustive, search.lost(), searchSeconds,
                (System.nanoTime() - t0) / 1e9, lines);
    }

    /**
     * A loop whose bounds were not established because a signal or the time limit stopped the analysis ({@code why}):
     * no confirmed count (the witness was not replayed, so only the trivial lower bound 0 holds) and no outer bound.
     */
    private Result stopped(InnerSearch.Record r, Loop l, String why) {
        return new Result(r.id, l.depth(), new Inner(0, true, null, 0), Outer.unknown(why), Integer.MAX_VALUE, pragmas(r.id.function(), l));
    }

    /** The bounds of one loop in one context; {@code ex} is the search's executor (its tables of globals are the entry states'). */
    private Result result(Executor ex, InnerSearch.Record r, boolean exhaustive, ProgramContext.Entry entry, long deadline,
                          Map<LoopId, Ranking.Proof> proofs, Map<LoopId, String> failures) {
        LoopId id = r.id;
        Function fn = id.function();
        Loop l = id.loop();
        // the witness, replayed concretely
        Assignment witness = r.witness;
        for (Term.Sym s : r.witnessInputs) if (!witness.has(s)) witness = witness.with(s, witness.valueOf(s));
        r.witness = witness;
        // can it go on for ever? First from a shallow start, before the long replay that counts the witness's
        // iterations: a loop whose state recurs early (x stuck at 16 in while (x != 10) if (x < 10) x++) is shown
        // unbounded at once, where the count alone took most of the time (and all of it on a loaded machine)
        boolean mayRecur = recurrences && !exhaustive && r.cut;
        // the iterations the shallow run made (concretely, from the witness's inputs): a lower bound that stands when
        // the time runs out before the full replay has counted them
        int[] reached = {-1};
        if (mayRecur && r.best > 0) {
            Result lasso = lasso(entry, r, (int) Math.min(r.best, SHALLOW), deadline, reached);
            if (lasso != null) return lasso;
        }
        // after an exhaustive search every run ends, so one run of a witness counts every loop: loops whose witnesses
        // are the same input (a program without input: all of them) share it
        Replay replay = exhaustive
                ? replays.computeIfAbsent(r.witness.toString(), k -> replay(entry, r.witness, null, id, Long.MAX_VALUE, deadline))
                : replay(entry, r.witness, null, id, 2L * r.best + 100_000, deadline);
        int count = replay.count(id);
        if (replay.limited() && count < r.best) {
            // the time ran out during the replay: what it or the shallow run confirmed is a lower bound (never the
            // search's count unconfirmed)
            Inner inner = new Inner(Math.max(0, Math.max(count, reached[0])), true, witness(r.witness, r.witnessInputs, null, 0, 0), r.seconds);
            return new Result(id, l.depth(), inner, Outer.unknown(Thread.currentThread().isInterrupted() ? "interrupted during the witness's replay" : "the time limit stopped the witness's replay"), r.minimum, pragmas(fn, l));
        }
        // The inner bound is what the concrete run of the witness confirms, never the search's count unconfirmed. A
        // witness that makes fewer iterations than the search counted (a model that is not a witness of the merged path
        // it was taken from, say) confirms its own count only, as a lower bound; one that makes more than an exhaustive
        // search counted shows that search's bound wrong, so it is not given.
        boolean confirmed = count == r.best || !exhaustive && count > r.best;
        String unconfirmed = confirmed ? null : "the search counted " + r.best + " iterations, but its witness makes " + Math.max(0, count)
                + " when run concretely";
        if (!confirmed) count = Math.max(0, count);
        Inner inner = new Inner(count, !exhaustive || !confirmed, witness(r.witness, r.witnessInputs, null, 0, 0), r.seconds);
        if (exhaustive && count > r.best) {
            return new Result(id, l.depth(), inner, Outer.unknown(unconfirmed), r.minimum, pragmas(fn, l));
        }
        // from the deepest start the search reached that the witness confirms (beyond the search's count the witness
        // gives no inputs: a run past it would read symbols)
        int deepest = Math.min(count, r.best);
        if (mayRecur && deepest > SHALLOW) {
            Result lasso = lasso(entry, r, deepest, deadline, new int[1]);
            if (lasso != null) return lasso;
        }
        // the outer bound
        LoopId statement = id.statement();
        if (!proofs.containsKey(statement) && !failures.containsKey(statement) && r.entry != null && System.nanoTime() - deadline < 0) {
            Ranking ranking = new Ranking(ex, 4000);
            Ranking.Proof p = ranking.prove(r.entry, fn, l, deadline);
            // in the values the block entering the loop leaves: its constants and copies substituted
            if (p != null) proofs.put(statement, new Ranking.Proof(p.expression().substituteLinear(Ranking.entryValues(fn, l)), p.floor()));
            else failures.put(statement, ranking.failure());
        }
        Ranking.Proof proof = proofs.get(statement);
        Outer outer;
        if (exhaustive) {
            outer = Outer.proved(BigInteger.valueOf(r.best), proof == null ? null : proof.text(), "exhaustive exploration");
        } else if (proof != null) {
            Linear at = proof.expression();
            // a number: the expression's value, or its largest over the variables' types where that is small (an
            // unsigned char bounds a loop by 255; an int's 2^31 bounds nothing a user would unwind)
            BigInteger most = at.isConstant() ? at.constant() : at.maximum(Ranking.types(fn));
            BigInteger n = most == null || most.bitLength() > 16 ? null : most.max(BigInteger.valueOf(proof.floor()));
            outer = Outer.proved(n, proof.text(), "ranking function");
        } else {
            outer = Outer.unknown(failures.getOrDefault(statement, "no proof tried"));
        }
        if (!confirmed && outer.bound() != null && outer.bound().compareTo(BigInteger.valueOf(r.best)) < 0) {
            // the proof and the search disagree, and the witness settles nothing above its own count: no bound is given
            outer = Outer.unknown("the " + outer.method() + " bounds it by " + outer.bound() + ", below the " + r.best
                    + " iterations the search counted, which its witness does not confirm");
        }
        if (outer.bound() != null && outer.bound().compareTo(BigInteger.valueOf(count)) < 0) {
            throw new ReplayMismatch("the outer bound " + outer.bound() + " of the loop at " + id.span().where() + " (" + outer.method()
                    + ") is below the " + count + " iterations its witness makes");
        }
        return new Result(id, l.depth(), inner, outer, r.minimum, pragmas(fn, l));
    }

    /** Iterations of a loop's witness after which a recurring state is looked for first (before the full replay). */
    private static final int SHALLOW = 1000;

    /**
     * The loop of {@code r} shown unbounded by a state that recurs from iteration {@code start} of its witness's run, or
     * null. The run to that start is concrete; the inputs read in the cycle stay symbolic (the recurrence is a small
     * question about them), and the lasso found is replayed concretely before it is reported. {@code reached[0]} is
     * set to {@code start} when the run gets there.
     */
    private Result lasso(ProgramContext.Entry entry, InnerSearch.Record r, int start, long deadline, int[] reached) {
        if (System.nanoTime() - deadline >= 0) return null;
        LoopId id = r.id;
        Function fn = id.function();
        Loop l = id.loop();
        Executor mixed = wb.concreteExecutor(options, r.witness);
        Replay toStart = Replay.run(mixed, mixed.start(entry.function(), entry.args()), id, start - 1L, deadline);
        if (toStart.stoppedAt() != null) reached[0] = start;
        Lasso.Found lasso = toStart.stoppedAt() == null ? null
                : new Lasso(mixed).search(toStart.stoppedAt(), start, fn, l, 4, 2000, deadline);
        if (lasso == null) return null;
        // the prefix's values are the witness's (concrete in the run the cycle was found from); so are the cycle's where
        // the witness gives them (from a shallow start), else the solver's; the witness's values for reads past the
        // cycle are left out (the cycle's values repeat there)
        Map<Term.Sym, Object> values = new LinkedHashMap<>();
        for (Term.Sym s : lasso.prefix()) values.put(s, r.witness.valueOf(s));
        for (Term.Sym s : lasso.cycle()) values.put(s, (r.witness.has(s) ? r.witness : lasso.model()).valueOf(s));
        Assignment both = new Assignment(values);
        lasso = new Lasso.Found(both, lasso.prefix(), lasso.cycle(), lasso.startCount(), lasso.period());
        Replay again = replay(entry, lasso.model(), lasso, id, lasso.startCount() + 3L * lasso.period() + 3, deadline);
        if (!again.capped()) {
            throw new ReplayMismatch("the state of the loop at " + id.span().where() + " recurs after " + lasso.period()
                    + " iterations, but its witness stopped when run concretely (" + again.ended() + ")");
        }
        Witness w = witness(lasso.model(), lasso.prefix(), lasso.cycle(), lasso.startCount(), lasso.period());
        return new Result(id, l.depth(), new Inner(null, false, w, r.seconds), Outer.unbounded(w), r.minimum, pragmas(fn, l));
    }

    /** A concrete run from the entry with the inputs of {@code model} (and a lasso's cycle repeated), counting iterations. */
    private Replay replay(ProgramContext.Entry entry, Assignment model, Lasso.Found lasso, LoopId target, long cap, long deadline) {
        // inputs the witness does not give (read after the point the search stopped at) take their sort's default
        List<Object> cycle = new ArrayList<>();
        if (lasso != null) for (Term.Sym s : lasso.cycle()) cycle.add(model.valueOf(s));
        int[] next = {0};
        Executor ex = wb.concreteExecutor(options, model, ExecConfig.builder()
                .inputSource((sym, bytes) -> cycle.isEmpty() ? Assignment.EMPTY.valueOf(sym) : cycle.get(next[0]++ % cycle.size())).build());
        return Replay.run(ex, ex.start(entry.function(), entry.args()), target, cap, deadline);
    }

    private static Witness witness(Assignment model, List<Term.Sym> prefix, List<Term.Sym> cycle, int at, int period) {
        Map<String, Object> in = new LinkedHashMap<>();
        // by their source names (x for int x = __VERIFIER_nondet_int()), as every output shows inputs
        for (Term.Sym s : prefix) in.put(s.factory().sourceName(s), model.valueOf(s));
        Map<String, Object> cyc = new LinkedHashMap<>();
        if (cycle != null) for (Term.Sym s : cycle) cyc.put(s.factory().sourceName(s), model.valueOf(s));
        return new Witness(in, cyc, at, period);
    }

    private static List<String> pragmas(Function fn, Loop l) {
        effigy.ir.LoopSite site = fn.site(l);
        return site == null ? List.of() : site.pragmas();
    }

    /** The functions written in the program's own files (not the C library's), in source order. */
    private List<Function> userFunctions() {
        List<Function> out = new ArrayList<>();
        java.util.Set<String> names = new java.util.HashSet<>();
        for (effigy.source.SourceFile f : wb.files()) names.add(f.name());
        for (Function f : wb.program().functions().values()) {
            if (f.span() != null && !f.span().isNone() && names.contains(f.span().file().name())) out.add(f);
        }
        out.sort(Comparator.comparingInt(f -> f.span().start()));
        return out;
    }
}
