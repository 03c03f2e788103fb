package effigy.termination;

import effigy.analysis.ProgramContext;
import effigy.exec.BranchPolicy;
import effigy.exec.ExecConfig;
import effigy.exec.ExecOptions;
import effigy.exec.Executor;
import effigy.exec.State;
import effigy.invariants.InvariantProver;
import effigy.ir.Function;
import effigy.loops.Linear;
import effigy.search.Verdict;
import effigy.smt.Solver;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Termination and runtime complexity (Hensel, Giesl, Frohn and Ströder): the symbolic execution graph of a function
 * over abstract states, generalized at loop heads ({@link Iteration}: one iteration from an arbitrary state at the
 * head, on the one executor); its cycles as integer transitions with the paper's rules for bit-vectors
 * ({@link Encoder}); ranking functions for them ({@link Ranker}), checked on the program's own terms; closed
 * recurrence sets for loops that can run for ever ({@link Recurrence}), with a concrete input that reaches one,
 * replayed; and from the ranking functions and the statements each path executes, an upper bound on the
 * statements a run executes, in the entry's inputs.
 *
 * <p>This class is the driver: per entry (and the semantics its workbench was loaded with) it explores the function,
 * has each loop proved ({@link LoopProver}) or refuted ({@link NonTermination}), the recursion ranked
 * ({@link Recursion}), the bound composed ({@link BoundComposer}) and the ITS built ({@link ItsBuilder}), and composes
 * the {@link Result}. The words of its verdicts in the output are made here only ({@link #word}, {@link #status}).
 */
public final class Termination {
    /**
     * One loop or recursion (in any context): how it was settled. A {@code depth} of 0 is a recursion; {@code why}
     * says why no ranking function was found (null when one was, or nothing is said), and stays when a witness then
     * refuted the loop. {@code form} says how the ranking function is made (linear, lexicographic, multiphase,
     * per-entry; null with none, or an empty one). {@code pieces} is a piecewise ranking function, one per entry of
     * the loop (null when the loop has one ranking function or none; {@code ranking} is then empty).
     */
    public record LoopResult(String function, int line, int depth, Verdict<Witness> verdict, List<String> ranking, String iterations, String why,
                             String form, List<Piece> pieces) {
        public LoopResult(String function, int line, int depth, Verdict<Witness> verdict, List<String> ranking, String iterations, String why) {
            this(function, line, depth, verdict, ranking, iterations, why,
                    ranking.isEmpty() ? null : ranking.size() == 1 ? "linear" : "lexicographic", null);
        }
    }

    /** One entry's ranking function of a per-entry one: its form (linear, lexicographic, multiphase) and components. */
    public record Piece(String form, List<String> ranking) {}

    /**
     * A run that does not end: the input, the set of states the loop cannot leave, and the concrete replay. {@code at}
     * is the loop statement (the recursive function for a recursion); {@code reads} the values the run's calls of
     * {@code __VERIFIER_nondet_*} (functions with no body) returned before it reached the set, in the order read;
     * {@code recurrentSet} the set's predicates as text, {@code condition} as one C expression over the loop's
     * variables (null for a recursion, whose set is over the parameters by position).
     */
    public record Witness(Map<String, Object> input, String function, int line, long reachedAt, Map<String, String> state,
                          List<String> recurrentSet, long replayed, String period, String kind, effigy.source.Span at,
                          List<Read> reads, String condition) {
        /** Whether the run that does not end is a recursion (calls ever deeper) rather than a loop. */
        public boolean recursion() { return kind.equals("recursion"); }
    }

    /** The call at {@code call}, in {@code function}, returned {@code value} (as the executor holds it) of C type {@code type}. */
    public record Read(effigy.source.Span call, String function, effigy.ir.Type type, Object value) {}

    /** The answer: verdict, loops, bound and its class, the ITS and graph (with {@link #exports}), statistics. */
    public record Result(Verdict<Witness> verdict, List<LoopResult> loops, String bound, String boundClass,
                         Bound boundExpression, List<String> inputs, Its its, String dot, Map<String, Object> stats) {
        /** Why the verdict is unknown; null when it is not. */
        public String why() { return verdict instanceof Verdict.Unknown<Witness> u ? u.why() : null; }

        /**
         * Whether no path of this analysis reached a signed overflow though every part of the program was explored (the
         * function from its start, each loop from any state at its head, each recursion from any arguments): with the
         * executor's overflow check on, no signed operation overflows in any run.
         */
        public boolean overflowUnreachable() {
            return Boolean.TRUE.equals(stats.get("explorationComplete")) && Integer.valueOf(0).equals(stats.get("overflowPaths"));
        }

        /** The run that does not end, when the verdict is that; else null. */
        public Witness witness() { return verdict instanceof Verdict.False<Witness> f ? f.witness() : null; }
    }

    /** The word of an entry's verdict in the text and JSON output: terminates, does-not-terminate or unknown. */
    public static String word(Verdict<?> v) { return v.isTrue() ? "terminates" : v.isFalse() ? "does-not-terminate" : "unknown"; }

    /** The word of one loop's or recursion's verdict in the output: proved, does-not-terminate or unknown. */
    public static String status(Verdict<?> v) { return v.isTrue() ? "proved" : v.isFalse() ? "does-not-terminate" : "unknown"; }

    private final ProgramContext wb;
    private final ExecOptions options;
    private final TermBuilder tb;
    private Consumer<String> progress = m -> { };
    private int replay = 1000;
    private final Map<String, Object> stats = new LinkedHashMap<>();
    /** The paths of the explorations of other recursions that ended at a signed overflow ({@link Iteration#overflows}). */
    private int othersOverflows;

    public Termination(ProgramContext wb, ExecOptions options) {
        this.wb = wb;
        this.options = options;
        this.tb = wb.termBuilder();
    }

    public Termination progress(Consumer<String> p) { this.progress = p; return this; }

    private boolean instructions;

    /** Measure runtime in IR instructions executed instead of statements. */
    public Termination instructions(boolean on) { this.instructions = on; return this; }

    private boolean exports;

    /** Build the integer transition system and its graph ({@link Result#its}, {@link Result#dot}): null without. */
    public Termination exports(boolean on) { this.exports = on; return this; }

    /** How many iterations a non-termination witness is replayed for beyond the state where its set is reached. */
    public Termination replay(int n) { this.replay = n; return this; }

    /** Thrown when a witness does not replay as proved: a defect of Effigy, not of the program. */
    public static final class ReplayMismatch extends RuntimeException {
        ReplayMismatch(String m) { super(m); }
    }

    public Result analyse(ProgramContext.Entry entry, long deadline) {
        long t0 = System.nanoTime();
        othersOverflows = 0;
        Function fn = entry.function();
        // recursion is explored as deep as 300 calls: a recursion over a byte ends within that (and is proved by
        // exploring every path), one over an int is cut there (unknown) instead of forking until the time is up
        Executor ex = wb.executor(options.withMaxDepth(Math.min(options.maxDepth(), 300)), false,
                ExecConfig.builder().policy(BranchPolicy.forkOverEveryObject()).build());
        State start = ex.start(fn, entry.args());
        Map<Term.Sym, String> inputs = new LinkedHashMap<>();
        for (Executor.EntryArg a : entry.args()) if (a.value() instanceof Term.Sym s && a.bufferSize() < 0) inputs.put(s, a.label());
        progress.accept("exploring " + fn.name() + " with its loops jumped over");
        effigy.ir.CallGraph calls = new effigy.ir.CallGraph(wb.program());
        Set<Function> cycle = calls.cycle(fn);
        // recursions the entry reaches and is not part of, each ranked on its own; the calls of those proved to end are
        // jumped over by every exploration below (as calls that return)
        List<LoopResult> others = new ArrayList<>();
        Set<Function> returning = cycle.isEmpty() ? otherRecursions(ex, entry, calls, deadline, others) : Set.of();
        // in a recursion a call may find memory as any earlier call left it: its functions start from arbitrary memory
        Iteration top = Iteration.function(ex, cycle.isEmpty() ? start : ex.arbitraryMemory(start), fn, LoopProver.PATHS, deadline, instructions, cycle, returning);
        // the other functions of the entry's recursion, each from its own start with arbitrary arguments
        List<Iteration> cycleIts = new ArrayList<>(List.of(top));
        for (Function g : cycle) {
            if (g == fn) continue;
            Iteration it = Iteration.function(ex, ex.arbitraryMemory(ex.start(g, wb.cEntry(g.name()).args())), g, LoopProver.PATHS, deadline, instructions, cycle, returning);
            cycleIts.add(it);
            it.entries.forEach((k, v) -> top.entries.computeIfAbsent(k, x -> new ArrayList<>()).addAll(v));
        }
        LoopProver prover = new LoopProver(ex, cycle, returning, instructions, progress);
        NonTermination search = new NonTermination(wb, options, ex, replay, progress);
        Recursion recursion = new Recursion(tb, wb.solver());
        Map<Iteration.LoopKey, LoopFacts> infos = new LinkedHashMap<>();
        ArrayDeque<LoopFacts> work = new ArrayDeque<>();
        top.entries.forEach((k, v) -> { LoopFacts i = new LoopFacts(k, v); infos.put(k, i); work.add(i); });
        Witness witness = null;
        try (Solver raw = wb.newSolver()) {
            while (!work.isEmpty()) {
                LoopFacts info = work.poll();
                if (System.nanoTime() - deadline > 0) { info.why = "out of time"; continue; }
                boolean explored = prover.explore(info, deadline);
                // a run that never leaves the loop is looked for first, with a quarter of the time left: it is cheap when
                // there is one (a few concrete runs and a Houdini pass), and a ranking search on bit-vectors that finds none
                // can take all the time (sv-benchmarks' bitvector/jain_2-1: 17 of 20 s)
                boolean searched = false;
                if (witness == null) {
                    long now = System.nanoTime();
                    long first = now + Math.max(0, (deadline - now) / 4);
                    // a loop whose paths could not be explored (a query the solver gave up on): only a state that recurs
                    witness = explored ? search.loop(entry, raw, info, first) : search.recurringState(entry, raw, info, first);
                    info.witness = witness;
                    searched = System.nanoTime() - first < 0;   // not cut short by its share of the time
                }
                // every other loop is still ranked (its line of the report), as before the search came first
                if (explored && info.witness == null) prover.rank(info, raw, deadline);
                for (Iteration it : info.its) {
                    it.entries.forEach((k, v) -> {
                        LoopFacts known = infos.get(k);
                        if (known == null) { known = new LoopFacts(k, new ArrayList<>()); known.parent = info; infos.put(k, known); work.add(known); }
                        int room = LoopProver.ENTRIES + 1 - known.entries.size();
                        if (room > 0) known.entries.addAll(v.subList(0, Math.min(v.size(), room)));
                    });
                }
                if (!info.proved() && witness == null && !searched && System.nanoTime() - deadline < 0) {
                    witness = search.loop(entry, raw, info, deadline);
                    info.witness = witness;
                }
            }
            LoopResult rec = cycle.isEmpty() ? null : recursion.rank(fn, cycleIts, raw);
            Iteration whole = null;
            if (rec != null && !rec.verdict().isTrue() && System.nanoTime() - deadline < 0) {
                // no ranking function: every path of the recursion itself, 300 calls deep at most, where loops are none
                progress.accept("exploring every path of the recursion of " + fn.name());
                Iteration all = Iteration.function(ex, ex.start(fn, entry.args()), fn, LoopProver.PATHS, deadline, instructions, Set.of(), returning);
                if (all.lost == null && all.entries.isEmpty()) {
                    whole = all;
                    String how = "every path explored (" + all.exits.size() + ")";
                    rec = new LoopResult(fn.name(), rec.line(), 0, Verdict.proved(how), List.of(), how, null);
                }
            }
            if (rec != null && !rec.verdict().isTrue() && witness == null && System.nanoTime() - deadline < 0) {
                witness = search.recursion(entry, raw, fn, cycleIts, deadline);
                if (witness != null) rec = new LoopResult(fn.name(), rec.line(), 0, Verdict.refuted(witness), List.of(), null, null);
            }
            Verdict<Witness> verdict = decide(fn, witness, cycleIts, rec, infos);
            List<LoopResult> loops = new ArrayList<>();
            for (LoopFacts i : infos.values()) {
                List<String> r = new ArrayList<>();
                if (i.ranking != null) for (Linear l : i.ranking) r.add(l.toString());
                else if (i.bits != null) r.add(i.bits.toString());
                else if (i.growth != null) r.add(i.growth.toString());
                List<Piece> pieces = null;
                if (i.pieces != null) {
                    pieces = new ArrayList<>();
                    for (LoopFacts.Piece piece : i.pieces) pieces.add(new Piece(piece.form(), piece.ranking().stream().map(Linear::toString).toList()));
                }
                loops.add(new LoopResult(i.key.function().name(), i.line(), i.key.of().depth(), i.verdict(), r, i.iterations, i.why, i.form(), pieces));
            }
            if (rec != null) loops.add(rec);
            loops.addAll(others);
            loops.sort(Comparator.comparingInt(LoopResult::line));
            Bound bound = null;
            String boundWhy = null;
            if (verdict.isTrue() && !returning.isEmpty()) {
                // the calls jumped over cost nothing in the paths measured: no bound may be derived from them
                boundWhy = "no bound for the calls of " + returning.iterator().next().name() + "'s recursion (proved to end, not measured)";
            } else if (verdict.isTrue()) {
                try {
                    bound = bound(fn, top, whole, cycleIts, cycle, recursion, new BoundComposer(ex, infos, inputs));
                } catch (BoundComposer.NoBound e) {
                    boundWhy = e.getMessage();
                }
            }
            // with the executor's overflow check on, an overflow on any path a run can take ends a path of one of these
            // explorations (each covers its part of every run: the function from its start, each loop from any state at
            // its head, each recursion from any arguments), so where the verdict rests on all of them and none ended so,
            // no signed operation overflows in any run
            int overflows = othersOverflows;
            for (Iteration it : cycleIts) overflows += it.overflows;
            if (whole != null) overflows += whole.overflows;
            for (LoopFacts i : infos.values()) for (Iteration it : i.its) overflows += it.overflows;
            stats.put("overflowPaths", overflows);
            // ... provided every part was explored to its end (each loop from each of its entries), ranked or not
            boolean complete = cycleIts.stream().allMatch(it -> it.lost == null) && infos.values().stream().allMatch(i ->
                    i.entries.size() <= LoopProver.ENTRIES && i.its.size() == i.entries.size() && i.its.stream().allMatch(it -> it.lost == null));
            stats.put("explorationComplete", complete);
            Its its = exports ? ItsBuilder.build(ex, top, infos, inputs, raw) : null;
            String dot = exports ? its.dot(fn.name()) : null;
            stats.put("seconds", (System.nanoTime() - t0) / 1e9);
            stats.put("loops", infos.size());
            stats.put("queries", ex.solver().stats().queries());
            return new Result(verdict, loops, bound == null ? null : Bound.text(bound), bound == null ? boundWhy : Bound.asymptotic(bound),
                    bound, new ArrayList<>(inputs.values()), its, dot, stats);
        }
    }

    /**
     * The recursions {@code fn} reaches and is not part of (each a cycle of the call graph), each ranked on its own as
     * the entry's recursion is ({@link Recursion#rank}): its functions explored from arbitrary arguments and memory, its
     * calls as transitions from a function's start to the call's arguments. A ranking function that holds from
     * arbitrary arguments holds for every call, wherever it comes from; with every path of its functions ending (no
     * loop in them, nothing lost), every call of the recursion returns or stops the program. Those proved so are
     * returned, their results added to {@code results}. A recursion that calls another is ranked after it, and only
     * when it is proved (else its exploration would run the other's calls as deep as they go). A call's transition
     * holds only the facts that hold of every call of its function from the entry ({@link InvariantProver#callFacts},
     * a quarter of the time): {@code addition(m, n)} called with {@code n >= 0} is ranked by {@code n}, which no
     * linear function does from arbitrary arguments ({@code n < 0} counts up).
     */
    private Set<Function> otherRecursions(Executor ex, ProgramContext.Entry entry, effigy.ir.CallGraph calls, long deadline,
                                          List<LoopResult> results) {
        List<Set<Function>> cycles = new ArrayList<>();
        for (Function g : calls.recursiveFrom(entry.function())) {
            if (cycles.stream().noneMatch(c -> c.contains(g))) cycles.add(calls.cycle(g));
        }
        Map<Function, List<InvariantProver.Candidate>> facts = Map.of();
        if (!cycles.isEmpty()) {
            long now = System.nanoTime();
            facts = new InvariantProver(wb, options, e -> false).progress(progress).callFacts(entry, now + Math.max(0, deadline - now) / 4);
        }
        Set<Function> returning = new java.util.LinkedHashSet<>();
        List<Set<Function>> todo = new ArrayList<>(cycles);
        while (!todo.isEmpty()) {
            // a recursion that reaches no other still to rank (there is one: the cycles of the call graph are its strong components)
            Set<Function> c = leaf(todo, calls);
            todo.remove(c);
            Function head = c.iterator().next();
            Set<Function> reached = calls.reach(head);
            Set<Function> other = cycles.stream().filter(o -> o != c && !returning.containsAll(o) && reached.stream().anyMatch(o::contains))
                    .findFirst().orElse(null);
            if (other != null) {
                results.add(Recursion.unknown(head, "it calls the recursion of " + other.iterator().next().name() + ", not proved"));
                continue;
            }
            if (System.nanoTime() - deadline > 0) break;
            progress.accept("ranking the recursion of " + head.name());
            List<Iteration> its = new ArrayList<>();
            for (Function h : c) {
                Iteration it = Iteration.function(ex, ex.arbitraryMemory(ex.start(h, wb.cEntry(h.name()).args())), h, LoopProver.PATHS,
                        deadline, instructions, c, returning);
                if (it.lost == null && !it.entries.isEmpty()) it.lost = "a loop in " + h.name() + ", a function of the recursion";
                restrict(it, h, facts.getOrDefault(h, List.of()));
                its.add(it);
                othersOverflows += it.overflows;
            }
            LoopResult r;
            try (Solver raw = wb.newSolver()) {
                r = new Recursion(tb, wb.solver()).rank(head, its, raw);
            }
            results.add(r);
            if (r.verdict().isTrue()) returning.addAll(c);
        }
        return returning;
    }

    /** One of {@code cycles} that reaches no other of them (the first where none does). */
    private static Set<Function> leaf(List<Set<Function>> cycles, effigy.ir.CallGraph calls) {
        for (Set<Function> d : cycles) {
            Set<Function> reached = calls.reach(d.iterator().next());
            if (cycles.stream().noneMatch(o -> o != d && reached.stream().anyMatch(o::contains))) return d;
        }
        return cycles.get(0);
    }

    /** Each of {@code it}'s calls (from {@code h}'s start) with {@code facts} of {@code h}'s arguments at its start added to its path condition. */
    private void restrict(Iteration it, Function h, List<InvariantProver.Candidate> facts) {
        if (facts.isEmpty()) return;
        for (int k = 0; k < it.calls.size(); k++) {
            Iteration.Segment seg = it.calls.get(k);
            List<Term> args = new ArrayList<>();
            for (int i = 0; i < h.params().size(); i++) args.add(seg.from().get("p" + i));
            List<Term> pc = new ArrayList<>(seg.pc());
            for (InvariantProver.Candidate c : facts) {
                if (c.index() >= args.size() || args.get(c.index()) == null) continue;
                if (c.other() >= 0 && (c.other() >= args.size() || args.get(c.other()) == null)) continue;
                pc.add(c.onValues(args, tb));
            }
            it.calls.set(k, new Iteration.Segment(pc, seg.from(), seg.to(), seg.steps()));
        }
    }

    /**
     * The entry's verdict: refuted by a witness; else unknown where an exploration was not complete, the recursion
     * not proved, or a loop not proved (the first, with its reason); else proved.
     */
    private static Verdict<Witness> decide(Function fn, Witness witness, List<Iteration> cycleIts, LoopResult rec, Map<Iteration.LoopKey, LoopFacts> infos) {
        if (witness != null) return Verdict.refuted(witness);
        for (Iteration it : cycleIts) if (it.lost != null) return Verdict.unknown(fn.name() + ": " + it.lost);
        if (rec != null && !rec.verdict().isTrue()) return Verdict.unknown("the recursion of " + fn.name() + ": " + rec.why());
        for (LoopFacts i : infos.values()) {
            if (!i.proved()) return Verdict.unknown("the loop at line " + i.line() + ": " + (i.why == null ? "not proved" : i.why));
        }
        return Verdict.proved("a ranking function for every loop" + (rec == null ? "" : " and the recursion"));
    }

    /**
     * The bound of a run of {@code fn}, proved to terminate: the most statements of a path where every path of the
     * recursion was explored ({@code whole}), the recursion's when it is one, else the function's with its loops.
     *
     * @throws BoundComposer.NoBound when none is derived
     */
    private static Bound bound(Function fn, Iteration top, Iteration whole, List<Iteration> cycleIts, Set<Function> cycle,
                               Recursion recursion, BoundComposer composer) {
        if (whole != null) {
            int most = 0;
            for (Iteration.Segment e : whole.exits) most = Math.max(most, e.steps());
            return Bound.constant(most);
        }
        if (!cycle.isEmpty()) return composer.recursion(fn, cycleIts, recursion.ranking());
        return composer.total(top);
    }
}
