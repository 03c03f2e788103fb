package effigy.termination;

import effigy.analysis.ProgramContext;
import effigy.exec.ExecOptions;
import effigy.exec.BranchPolicy;
import effigy.exec.ExecConfig;
import effigy.exec.Executor;
import effigy.exec.State;
import effigy.exec.Stop;
import effigy.exec.Unwinder;
import effigy.ir.Function;
import effigy.exec.Leaf;
import effigy.search.ExplorationLoop;
import effigy.search.Searcher;
import effigy.search.Searchers;
import effigy.ir.Loop;
import effigy.ir.Type;
import effigy.loops.Linear;
import effigy.loops.LoopId;
import effigy.loops.Ranking;
import effigy.smt.Solver;
import effigy.smt.Validity;
import effigy.term.Assignment;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
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
 */
public final class Termination {
    /** One loop (in any context): how it was settled. */
    public record LoopResult(String function, int line, int depth, String status, List<String> ranking, String iterations, String why) {}

    /** A run that does not end: the input, the set of states the loop cannot leave, and the concrete replay. */
    public record Witness(Map<String, Object> input, String function, int line, long reachedAt, Map<String, String> state,
                          List<String> recurrentSet, long replayed, String period, String kind) {
        /** Whether the run that does not end is a recursion (calls ever deeper) rather than a loop. */
        public boolean recursion() { return kind.equals("recursion"); }
    }

    /** The answer: verdict, loops, witness, bound and its class, the ITS and graph (with {@link #exports}), statistics. */
    public record Result(String verdict, String why, List<LoopResult> loops, Witness witness, String bound, String boundClass,
                         Bound boundExpression, List<String> inputs, Its its, String dot, Map<String, Object> stats) {}

    private static final int PATHS = 4000, CASES = 64, ENTRIES = 16;

    private final ProgramContext wb;
    private final ExecOptions options;
    private final TermBuilder tb;
    private Consumer<String> progress = m -> { };
    private int replay = 1000;
    private final Map<String, Object> stats = new LinkedHashMap<>();

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

    /** What is known of one loop after its analysis. */
    private final class Info {
        final Iteration.LoopKey key;
        final List<Iteration> its = new ArrayList<>();
        final List<State> entries;
        List<Linear> ranking;
        String status = "unknown", why;
        Bound cost;          // in the values at the loop's entry, by variable name; null if none
        String iterations;
        Map<String, Type> types;
        List<String> vars;
        Info parent;
        /** The invariants the ranking function needed (none: it holds on every state at the header). */
        List<Recurrence.Predicate> invariants = List.of();
        /** Each path's cases as integer constraints, once encoded (null: the solver could not decide one). */
        final Map<Iteration.Segment, List<List<Encoder.Atom>>> encoded = new java.util.IdentityHashMap<>();

        Info(Iteration.LoopKey key, List<State> entries) {
            this.key = key;
            this.entries = entries;
        }
    }

    public Result analyse(ProgramContext.Entry entry, long deadline) {
        long t0 = System.nanoTime();
        Function fn = entry.function();
        // recursion is explored as deep as 300 calls: a recursion over a byte ends within that (and is proved by
        // exploring every path), one over an int is cut there (unknown) instead of forking until the time is up
        Executor ex = wb.executor(options.withMaxDepth(Math.min(options.maxDepth(), 300)), false,
                ExecConfig.builder().policy(BranchPolicy.forkOverEveryObject()).build());
        this.ex = ex;
        seeds = null;
        State start = ex.start(fn, entry.args());
        Map<Term.Sym, String> inputs = new LinkedHashMap<>();
        for (Executor.EntryArg a : entry.args()) if (a.value() instanceof Term.Sym s && a.bufferSize() < 0) inputs.put(s, a.label());
        progress.accept("exploring " + fn.name() + " with its loops jumped over");
        Set<Function> cycle = recursion(fn);
        // in a recursion a call may find memory as any earlier call left it: its functions start from arbitrary memory
        Iteration top = Iteration.function(ex, cycle.isEmpty() ? start : ex.arbitraryMemory(start), fn, PATHS, deadline, instructions, cycle);
        // the other functions of the entry's recursion, each from its own start with arbitrary arguments
        List<Iteration> cycleIts = new ArrayList<>(List.of(top));
        for (Function g : cycle) {
            if (g == fn) continue;
            Iteration it = Iteration.function(ex, ex.arbitraryMemory(ex.start(g, wb.cEntry(g.name()).args())), g, PATHS, deadline, instructions, cycle);
            cycleIts.add(it);
            it.entries.forEach((k, v) -> top.entries.computeIfAbsent(k, x -> new ArrayList<>()).addAll(v));
        }
        recursionCycle = cycle;
        recursionRanking = null;
        Map<Iteration.LoopKey, Info> infos = new LinkedHashMap<>();
        ArrayDeque<Info> work = new ArrayDeque<>();
        top.entries.forEach((k, v) -> { Info i = new Info(k, v); infos.put(k, i); work.add(i); });
        Witness witness = null;
        try (Solver raw = wb.newSolver()) {
            while (!work.isEmpty()) {
                Info info = work.poll();
                if (System.nanoTime() - deadline > 0) { info.why = "out of time"; continue; }
                analyseLoop(ex, raw, info, deadline);
                for (Iteration it : info.its) {
                    it.entries.forEach((k, v) -> {
                        Info known = infos.get(k);
                        if (known == null) { known = new Info(k, new ArrayList<>()); known.parent = info; infos.put(k, known); work.add(known); }
                        if (known.entries.size() < ENTRIES + 1) known.entries.addAll(v.subList(0, Math.min(v.size(), ENTRIES + 1 - known.entries.size())));
                    });
                }
                if (!"proved".equals(info.status) && witness == null && System.nanoTime() - deadline < 0) {
                    witness = nonTermination(entry, raw, info, deadline);
                    if (witness != null) info.status = "does-not-terminate";
                }
            }
            String verdict, why = null;
            LoopResult rec = cycle.isEmpty() ? null : recursion(fn, cycleIts, raw);
            Iteration whole = null;
            if (rec != null && !rec.status().equals("proved") && System.nanoTime() - deadline < 0) {
                // no ranking function: every path of the recursion itself, 300 calls deep at most, where loops are none
                progress.accept("exploring every path of the recursion of " + fn.name());
                Iteration all = Iteration.function(ex, ex.start(fn, entry.args()), fn, PATHS, deadline, instructions, Set.of());
                if (all.lost == null && all.entries.isEmpty()) {
                    whole = all;
                    rec = new LoopResult(fn.name(), rec.line(), 0, "proved", List.of(), "every path explored (" + all.exits.size() + ")", null);
                }
            }
            if (rec != null && !rec.status().equals("proved") && witness == null && System.nanoTime() - deadline < 0) {
                witness = recursionWitness(entry, raw, fn, cycleIts, deadline);
                if (witness != null) rec = new LoopResult(fn.name(), rec.line(), 0, "does-not-terminate", List.of(), null, null);
            }
            Iteration lost = null;
            for (Iteration it : cycleIts) if (it.lost != null && lost == null) lost = it;
            if (witness != null) {
                verdict = "does-not-terminate";
            } else if (lost != null) {
                verdict = "unknown";
                why = fn.name() + ": " + lost.lost;
            } else if (rec != null && !rec.status().equals("proved")) {
                verdict = "unknown";
                why = "the recursion of " + fn.name() + ": " + rec.why();
            } else {
                verdict = "terminates";
                for (Info i : infos.values()) {
                    if (!"proved".equals(i.status)) {
                        verdict = "unknown";
                        why = "the loop at line " + line(i) + ": " + (i.why == null ? "not proved" : i.why);
                        break;
                    }
                }
            }
            List<LoopResult> loops = new ArrayList<>();
            for (Info i : infos.values()) {
                List<String> r = new ArrayList<>();
                if (i.ranking != null) for (Linear l : i.ranking) r.add(l.toString());
                loops.add(new LoopResult(i.key.function().name(), line(i), i.key.of().depth(), i.status, r, i.iterations, i.why));
            }
            if (rec != null) loops.add(rec);
            loops.sort(java.util.Comparator.comparingInt(LoopResult::line));
            Bound bound = null;
            String boundWhy = null;
            if (verdict.equals("terminates") && whole != null) {
                int most = 0;
                for (Iteration.Segment e : whole.exits) most = Math.max(most, e.steps());
                bound = Bound.constant(most);
            } else if (verdict.equals("terminates") && !cycle.isEmpty()) {
                try {
                    bound = recursionBound(fn, cycleIts, infos, inputs);
                } catch (NoBound e) {
                    boundWhy = e.getMessage();
                }
            } else if (verdict.equals("terminates")) {
                try {
                    bound = total(top, infos, inputs);
                } catch (NoBound e) {
                    boundWhy = e.getMessage();
                }
            }
            Its its = exports ? its(top, infos, inputs, raw) : null;
            String dot = exports ? its.dot(fn.name()) : null;
            stats.put("seconds", (System.nanoTime() - t0) / 1e9);
            stats.put("loops", infos.size());
            stats.put("queries", ex.solver().stats().queries());
            return new Result(verdict, why, loops, witness, bound == null ? null : Bound.text(bound), bound == null ? boundWhy : Bound.asymptotic(bound),
                    bound, new ArrayList<>(inputs.values()), its, dot, stats);
        }
    }

    /** The executor of the analysis under way (its states' variables are read with it). */
    private Executor ex;
    /** The concrete inputs non-termination is looked for from, made once per analysis ({@link #seeds}). */
    private List<Assignment> seeds;
    private Set<Function> recursionCycle = Set.of();
    /** The ranking function of the entry's recursion over its parameters by position (p0, p1, ...), once proved. */
    private List<Linear> recursionRanking;

    /** The functions on a cycle of calls through {@code fn} (empty when it is not recursive). */
    private Set<Function> recursion(Function fn) {
        Map<Function, Set<Function>> calls = new HashMap<>();
        for (Function f : wb.program().functions().values()) {
            Set<Function> out = new HashSet<>();
            for (effigy.ir.Block b : f.blocks()) {
                for (effigy.ir.Instr i : b.instrs()) {
                    if (i instanceof effigy.ir.Instr.Call c && wb.program().function(c.callee()) != null) out.add(wb.program().function(c.callee()));
                }
            }
            calls.put(f, out);
        }
        Set<Function> from = reach(fn, calls);
        Set<Function> cycle = new java.util.LinkedHashSet<>();
        for (Function g : from) if (reach(g, calls).contains(fn)) cycle.add(g);
        return cycle;
    }

    /** The functions {@code f} calls, directly or not (not f itself unless through a call). */
    private static Set<Function> reach(Function f, Map<Function, Set<Function>> calls) {
        Set<Function> seen = new java.util.LinkedHashSet<>();
        ArrayDeque<Function> work = new ArrayDeque<>(calls.getOrDefault(f, Set.of()));
        while (!work.isEmpty()) {
            Function g = work.poll();
            if (seen.add(g)) work.addAll(calls.getOrDefault(g, Set.of()));
        }
        return seen;
    }

    /**
     * The recursion through {@code fn}: the calls within the cycle as transitions from a function's start to the
     * call's arguments (by parameter position), ranked as a loop's are.
     */
    private LoopResult recursion(Function fn, List<Iteration> all, Solver raw) {
        int line = fn.span().line();
        Map<String, Type> types = positionalTypes(fn);
        for (Iteration it : all) {
            List<effigy.ir.Local> ps = it.function().params();
            for (int i = 0; i < ps.size(); i++) {
                if (!ps.get(i).type().equals(types.get("p" + i))) return new LoopResult(fn.name(), line, 0, "unknown", List.of(), null,
                        "the functions of the recursion take different parameters");
            }
        }
        List<String> vars = integers(types);
        List<Ranker.Case> cases = new ArrayList<>();
        for (Iteration it : all) {
            if (it.lost != null) return new LoopResult(fn.name(), line, 0, "unknown", List.of(), null, it.lost);
            for (Iteration.Segment seg : it.calls) {
                List<List<Encoder.Atom>> cs = encode(it, seg, vars, types, raw);
                if (cs == null) return new LoopResult(fn.name(), line, 0, "unknown", List.of(), null, "the solver could not decide a case");
                for (List<Encoder.Atom> c : cs) cases.add(new Ranker.Case(c, 0));
            }
        }
        Ranker ranker = new Ranker(tb, raw);
        List<Linear> ranking = ranker.synthesize(cases, vars);
        if (ranking == null) return new LoopResult(fn.name(), line, 0, "unknown", List.of(), null, ranker.failure);
        for (Iteration it : all) {
            for (Iteration.Segment seg : it.calls) {
                String fails = Ranker.holds(ranking, seg, types, tb, wb.solver());
                if (fails != null) return new LoopResult(fn.name(), line, 0, "unknown", List.of(), null, "the ranking function " + ranking + " does not hold: " + fails);
            }
        }
        recursionRanking = ranking;
        Map<String, Linear> names = parameterNames(fn);
        List<String> shown = new ArrayList<>();
        for (Linear r : ranking) shown.add(r.substituteLinear(names).toString());
        return new LoopResult(fn.name(), line, 0, "proved", shown, null, null);
    }

    /** The types of {@code fn}'s parameters by position: p0, p1, ... as the call transitions name them. */
    private static Map<String, Type> positionalTypes(Function fn) {
        Map<String, Type> types = new LinkedHashMap<>();
        for (int i = 0; i < fn.params().size(); i++) types.put("p" + i, fn.params().get(i).type());
        return types;
    }

    /** The positions whose type is an integer, in order. */
    private static List<String> integers(Map<String, Type> types) {
        List<String> vars = new ArrayList<>();
        types.forEach((p, t) -> { if (t instanceof Type.BvType || t instanceof Type.IntType) vars.add(p); });
        return vars;
    }

    /** Each position (p0, p1, ...) as the name of {@code fn}'s parameter there. */
    private static Map<String, Linear> parameterNames(Function fn) {
        Map<String, Linear> names = new HashMap<>();
        for (int i = 0; i < fn.params().size(); i++) names.put("p" + i, Linear.variable(fn.params().get(i).name()));
        return names;
    }

    private static int line(Info i) { return new LoopId(i.key.function(), i.key.of(), "").line(); }

    // ------------------------------------------------------------------ one loop

    private void analyseLoop(Executor ex, Solver raw, Info info, long deadline) {
        Function fn = info.key.function();
        Loop l = info.key.of();
        progress.accept("the loop at line " + line(info) + " of " + fn.name());
        if (info.entries.size() > ENTRIES) { info.why = "entered in more than " + ENTRIES + " ways"; return; }
        for (State e : info.entries) {
            Iteration it = Iteration.of(ex, e, fn, l, PATHS, deadline, instructions, recursionCycle);
            info.its.add(it);
            if (it.lost != null) { info.why = it.lost; return; }
        }
        Iteration first = info.its.get(0);
        info.types = Ranking.types(fn);
        List<String> vars = new ArrayList<>();
        for (Map.Entry<String, Term> v : first.header.entrySet()) {
            Type t = info.types.get(v.getKey());
            if (Recurrence.isInteger(v.getValue()) && (t instanceof Type.BvType || t instanceof Type.IntType)) vars.add(v.getKey());
        }
        info.vars = vars;
        // the transitions of every entry's iteration (objects the loop does not write keep each entry's contents)
        List<Ranker.Case> cases = new ArrayList<>();
        int segment = 0;
        for (Iteration it : info.its) {
            for (Iteration.Segment seg : it.iterations) {
                List<List<Encoder.Atom>> cs = cases(info, it, seg, raw);
                if (cs == null) { info.why = "the solver could not decide a case of the integer transitions"; return; }
                for (List<Encoder.Atom> c : cs) cases.add(new Ranker.Case(c, segment));
                segment++;
            }
        }
        Ranker ranker = new Ranker(tb, raw);
        List<Linear> ranking = ranker.synthesize(cases, vars);
        List<Recurrence.Predicate> invariants = List.of();
        if (ranking == null && System.nanoTime() - deadline < 0) {
            // none on every state at the header: on those the loop's entries can reach (invariants found by Houdini)
            invariants = invariants(ex, raw, info, deadline);
            if (!invariants.isEmpty()) {
                progress.accept("the loop at line " + line(info) + " again, with the invariants " + invariants);
                List<Encoder.Atom> known = new ArrayList<>();
                for (Recurrence.Predicate q : invariants) known.add(atom(q));
                List<Ranker.Case> strengthened = new ArrayList<>();
                for (Ranker.Case c : cases) {
                    List<Encoder.Atom> atoms = new ArrayList<>(c.atoms());
                    atoms.addAll(known);
                    strengthened.add(new Ranker.Case(atoms, c.segment()));
                }
                ranker = new Ranker(tb, raw);
                ranking = ranker.synthesize(strengthened, vars);
            }
        }
        if (ranking == null) { info.why = ranker.failure; return; }
        for (Iteration it : info.its) {
            for (Iteration.Segment seg : it.iterations) {
                if (!invariants.isEmpty()) {
                    List<Term> pc = new ArrayList<>(seg.pc());
                    for (Recurrence.Predicate q : invariants) pc.add(q.term(seg.from(), info.types, tb));
                    seg = new Iteration.Segment(pc, seg.from(), seg.to(), seg.steps());
                }
                String fails = Ranker.holds(ranking, seg, info.types, tb, ex.solver());
                if (fails != null) { info.why = "the ranking function " + ranking + " found on the integer transitions does not hold: " + fails; return; }
            }
        }
        info.ranking = ranking;
        info.invariants = invariants;
        info.status = "proved";
    }

    /** Invariants at the start of the loop's body, from the states entering it (none when nothing is found). */
    private List<Recurrence.Predicate> invariants(Executor ex, Solver raw, Info info, long deadline) {
        List<Iteration.Segment> entries = new ArrayList<>(), steps = new ArrayList<>();
        for (State e : info.entries) entries.add(new Iteration.Segment(e.pathCondition(), ex.variables(e), null, 0));
        for (Iteration it : info.its) {
            for (Iteration.Segment f : it.firsts) steps.add(new Iteration.Segment(f.pc(), it.header, f.from(), 0));
            steps.addAll(it.iterations);
        }
        return new Recurrence(tb, wb.solver(), raw, info.types).invariants(info.vars, entries, steps, deadline);
    }

    /** A predicate of the pool as a linear constraint on the variables' values before a transition. */
    private static Encoder.Atom atom(Recurrence.Predicate q) {
        return switch (q.op()) {
            case "=" -> Encoder.Atom.eq(q.left(), q.right());
            case "<=" -> Encoder.Atom.le(q.left(), q.right());
            case "<" -> Encoder.Atom.lt(q.left(), q.right());
            default -> throw new IllegalArgumentException("no linear meaning: " + q);
        };
    }

    /** {@link #encode} of a path of the loop's iteration {@code it}, made once. */
    private List<List<Encoder.Atom>> cases(Info info, Iteration it, Iteration.Segment seg, Solver raw) {
        if (!info.encoded.containsKey(seg)) info.encoded.put(seg, encode(it, seg, info.vars, info.types, raw));
        return info.encoded.get(seg);
    }

    /** A transition's cases: the path condition, x = its value at the first start, x' = at the next. */
    List<List<Encoder.Atom>> encode(Iteration it, Iteration.Segment seg, List<String> vars, Map<String, Type> types, Solver raw) {
        Encoder enc = encoder(it, types);
        for (Term t : seg.pc()) enc.assume(t);
        for (String x : vars) {
            Encoder.View view = view(types.get(x));
            enc.equate(Linear.variable(x), enc.value(seg.from().get(x), view));
            if (seg.to() != null) enc.equate(Linear.variable(x + "'"), enc.value(seg.to().get(x), view));
        }
        return enc.cases(raw, tb, CASES);
    }

    /** An encoder that names the header's values h_x and reads every symbol of a variable with that variable's type. */
    static Encoder encoder(Iteration it, Map<String, Type> types) {
        Map<Term.Sym, String> names = new HashMap<>();
        for (Map.Entry<String, Term> v : it.header.entrySet()) if (v.getValue() instanceof Term.Sym s) names.put(s, "h_" + v.getKey());
        Map<Term.Sym, Boolean> signed = new SignednessByName(types);
        return new Encoder(names, signed);
    }

    /** Whether a symbol is signed: the C type of the variable its name starts with ({@code x@header#3} is x's value). */
    private static final class SignednessByName extends HashMap<Term.Sym, Boolean> {
        private final Map<String, Type> types;
        SignednessByName(Map<String, Type> types) { this.types = types; }
        @Override public Boolean get(Object key) {
            if (!(key instanceof Term.Sym s)) return null;
            String name = s.name();
            int at = name.indexOf('@');
            Type t = types.get(at < 0 ? name : name.substring(0, at));
            return t instanceof Type.BvType bv && bv.signed();
        }
    }

    static Encoder.View view(Type t) { return t instanceof Type.BvType bv && bv.signed() ? Encoder.View.S : Encoder.View.U; }

    // ------------------------------------------------------------------ the ITS

    private static String location(Info i) { return "loop_" + line(i); }

    /** The ITS: start to each loop entered from it, each loop's cycle, its exits to the end (or to the loop it is in). */
    private Its its(Iteration top, Map<Iteration.LoopKey, Info> infos, Map<Term.Sym, String> inputs, Solver raw) {
        Set<String> vars = new java.util.LinkedHashSet<>(inputs.values());
        for (Info i : infos.values()) if (i.vars != null) vars.addAll(i.vars);
        List<Its.Rule> rules = new ArrayList<>();
        for (Iteration.Segment e : top.exits) rules.add(new Its.Rule("start", "end", e.steps(), List.of(), false));
        for (Info i : infos.values()) {
            String here = location(i);
            List<State> entries = i.entries;
            String from = i.parent == null ? "start" : location(i.parent);
            Map<Term.Sym, String> names = new HashMap<>();
            if (i.parent == null) names.putAll(inputs);
            else if (!i.parent.its.isEmpty()) for (Map.Entry<String, Term> v : i.parent.its.get(0).header.entrySet()) if (v.getValue() instanceof Term.Sym s) names.put(s, v.getKey());
            for (State s : entries.subList(0, Math.min(entries.size(), ENTRIES))) {
                List<Encoder.Atom> guard = new ArrayList<>();
                for (Map.Entry<String, Term> v : ex.variables(s).entrySet()) {
                    if (!vars.contains(v.getKey())) continue;
                    Linear value = linear(v.getValue(), names);
                    if (value != null) guard.add(Encoder.Atom.eq(Linear.variable(v.getKey() + "'"), value));
                }
                rules.add(new Its.Rule(from, here, i.parent == null ? top.cost(s) : 0, guard, false));
            }
            if (i.vars == null) continue;
            String out = i.parent == null ? "end" : location(i.parent);
            for (Iteration it : i.its) {   // every entry's iteration: objects the loop does not write differ by entry
                for (Iteration.Segment seg : it.iterations) {
                    List<List<Encoder.Atom>> cases = cases(i, it, seg, raw);
                    if (cases != null) for (List<Encoder.Atom> c : cases) rules.add(new Its.Rule(here, here, seg.steps(), c, true));
                }
                for (Iteration.Segment seg : it.exits) {
                    List<List<Encoder.Atom>> cases = cases(i, it, seg, raw);
                    if (cases != null) for (List<Encoder.Atom> c : cases) rules.add(new Its.Rule(here, out, seg.steps(), c, false));
                }
            }
        }
        return new Its("start", new ArrayList<>(vars), rules);
    }

    // ------------------------------------------------------------------ non-termination

    /**
     * The seed values tried for an input of {@code bits} bits (mathematical integers: small ones, negative ones
     * and the extremes of the range of the C type {@code type} has the layout of, else as if 32 bits unsigned).
     */
    private static List<BigInteger> seedValues(int bits, Type type) {
        BigInteger two = BigInteger.TWO;
        List<BigInteger> out = new ArrayList<>(List.of(BigInteger.ZERO, BigInteger.ONE, two, BigInteger.valueOf(7), BigInteger.valueOf(100)));
        if (bits > 0) {
            out.add(two.pow(bits).subtract(BigInteger.ONE));          // all ones: UINT_MAX, or -1
            out.add(two.pow(bits - 1).subtract(BigInteger.ONE));     // INT_MAX
            out.add(two.pow(bits - 1));                              // INT_MIN
        } else {
            out.add(BigInteger.ONE.negate());
            out.add(BigInteger.valueOf(-100));
            int width = type instanceof Type.IntType it && it.width() > 0 ? it.width() : 32;
            if (type instanceof Type.IntType it && it.signed()) {
                out.add(two.pow(width - 1).subtract(BigInteger.ONE));
                out.add(two.pow(width - 1).negate());
            } else {
                out.add(two.pow(width).subtract(BigInteger.ONE));
            }
        }
        return out;
    }

    private Witness nonTermination(ProgramContext.Entry entry, Solver raw, Info info, long deadline) {
        if (info.its.isEmpty() || info.its.get(0).lost != null || info.vars == null) return null;
        Iteration it = info.its.get(0);
        // closed under every entry's iterations, and left by none of their exits: whichever entry a run takes
        List<Iteration.Segment> iterations = new ArrayList<>(), exits = new ArrayList<>();
        for (Iteration e : info.its) {
            if (e.lost != null) return null;
            iterations.addAll(e.iterations);
            exits.addAll(e.exits);
        }
        List<Term.Sym> syms = inputSymbols(entry);
        List<Assignment> seeds = seeds(entry, syms, raw);
        progress.accept("looking for a recurrence set of the loop at line " + line(info) + " from " + seeds.size() + " inputs");
        Recurrence rec = new Recurrence(tb, wb.solver(), raw, info.types);
        Set<List<Object>> tried = new HashSet<>();
        for (Assignment input : seeds) {
            if (System.nanoTime() - deadline > 0) return null;
            // one run to the loop's 64th start: the states at the first and the last, and the interval each variable
            // keeps over them all (4 <= i <= 7 for a walk round a cycle)
            Executor cx = wb.concreteExecutor(options, input);
            Starts walk = Starts.collecting(cx, cx.start(entry.function(), entry.args()), info.key, 64, deadline);
            List<Recurrence.Predicate> hull = rec.hull(info.vars, walk.seen);
            for (int at : new int[] {1, 64}) {
                if (walk.seen.size() < at) break;
                Map<String, Term> state = walk.seen.get(at - 1);
                List<Object> key = new ArrayList<>();
                for (String x : info.vars) key.add(state.get(x));
                if (!tried.add(key)) continue;
                // bounds and equalities first; congruences (costlier to check) only where those are not enough
                List<Recurrence.Predicate> set = rec.closed(rec.pool(info.vars, state, false, hull), iterations, exits, deadline);
                if (set == null) set = rec.closed(rec.pool(info.vars, state, true, hull), iterations, exits, deadline);
                if (set == null) continue;
                // replay: the run must still be in the loop `replay` iterations later
                Executor again = wb.concreteExecutor(options, input);
                Starts check = Starts.run(again, again.start(entry.function(), entry.args()), info.key, at + replay, deadline);
                long replayed = replay;
                if (check.stopped == null && (check.ended.startsWith("a number too large") || check.ended.equals("time limit"))) {
                    replayed = Math.max(0, check.count - at);   // as far as the engine could follow it
                } else if (check.stopped == null) {
                    throw new ReplayMismatch("the input " + input + " reaches a closed recurrence set of the loop at line " + line(info)
                            + " but its run ended (" + check.ended + ") before " + (at + replay) + " iterations");
                }
                Map<String, Object> in = shown(entry, syms, input);
                Map<String, String> shown = new LinkedHashMap<>();
                for (String x : info.vars) shown.put(x, String.valueOf(Recurrence.number(state.get(x), info.types.get(x))));
                List<String> text = new ArrayList<>();
                for (Recurrence.Predicate p : rec.simplified(set, it.iterations.isEmpty() ? it.header : it.iterations.get(0).from())) text.add(p.toString());
                String period = state.equals(check.vars) ? "the state recurs" : null;
                return new Witness(in, info.key.function().name(), line(info), at, shown, text, replayed, period, "loop");
            }
        }
        return null;
    }

    /**
     * The concrete inputs tried: every input at each seed value together, then each alone with the others 1 or 0;
     * only those the entry's start admits (with mathematical integers, a value in its C type's range).
     */
    private List<Assignment> seeds(ProgramContext.Entry entry, List<Term.Sym> syms, Solver raw) {
        if (seeds == null) seeds = admitted(entry, syms, raw);
        return seeds;
    }

    private List<Assignment> admitted(ProgramContext.Entry entry, List<Term.Sym> syms, Solver raw) {
        List<Assignment> seeds = new ArrayList<>();
        List<List<BigInteger>> values = new ArrayList<>();
        for (Term.Sym s : syms) {
            Type type = null;
            String label = inputs(entry, s);
            for (effigy.ir.Local p : entry.function().params()) if (p.name().equals(label)) type = p.type();
            values.add(seedValues(s.sort() instanceof Sort.BvSort bv ? bv.width() : 0, type));
        }
        int kinds = values.isEmpty() ? 1 : values.get(0).size();
        for (int v = 0; v < kinds; v++) seeds.add(seed(syms, values, -1, v, v));
        for (int i = 0; i < syms.size() && syms.size() > 1; i++) {
            for (int v = 0; v < values.get(i).size(); v++) for (int other : new int[] {1, 0}) seeds.add(seed(syms, values, i, v, other));
        }
        List<Term> start = ex.start(entry.function(), entry.args()).pathCondition();
        if (start.isEmpty()) return seeds;
        List<Assignment> admitted = new ArrayList<>();
        for (Assignment a : seeds) {
            List<Term> q = new ArrayList<>(start);
            for (Term.Sym s : syms) {
                Object v = a.valueOf(s);
                q.add(tb.eq(s, s.sort() instanceof Sort.BvSort bv ? tb.factory().bv((BigInteger) v, bv.width()) : tb.integer((BigInteger) v)));
            }
            if (raw.check(q) instanceof effigy.smt.SatResult.Sat) admitted.add(a);
        }
        return admitted;
    }

    /**
     * A recursion that does not end: a closed recurrence set over the parameters (by position) that every call
     * transition of the cycle keeps and from which no path returns without a call, entered by a concrete input at
     * the entry's first call; replayed concretely to {@code replay} calls deep.
     */
    private Witness recursionWitness(ProgramContext.Entry entry, Solver raw, Function fn, List<Iteration> all, long deadline) {
        Map<String, Type> types = positionalTypes(fn);
        List<String> vars = integers(types);
        if (vars.isEmpty()) return null;
        List<Iteration.Segment> steps = new ArrayList<>(), ends = new ArrayList<>();
        for (Iteration it : all) {
            if (it.lost != null) return null;
            steps.addAll(it.calls);
            for (Iteration.Segment e : it.returnsWithoutCall) ends.add(new Iteration.Segment(e.pc(), byPosition(it.function(), e.from()), null, e.steps()));
        }
        if (steps.isEmpty()) return null;
        List<Term.Sym> syms = inputSymbols(entry);
        progress.accept("looking for a recurrence set of the recursion of " + fn.name());
        Recurrence rec = new Recurrence(tb, wb.solver(), raw, types);
        Set<Map<String, Term>> tried = new HashSet<>();
        for (Assignment input : seeds(entry, syms, raw)) {
            if (System.nanoTime() - deadline > 0) return null;
            Executor cx = wb.concreteExecutor(options, input);
            Map<String, Term> state = byPosition(fn, cx.variables(cx.start(fn, entry.args())));
            if (!tried.add(state)) continue;
            List<Recurrence.Predicate> set = rec.closed(rec.pool(vars, state, false, List.of()), steps, ends, deadline);
            if (set == null) set = rec.closed(rec.pool(vars, state, true, List.of()), steps, ends, deadline);
            if (set == null) continue;
            // replay: the run must still be calling `replay` calls deep
            Executor again = wb.concreteExecutor(options.withMaxDepth(replay + 1), input);
            Starts check = Starts.run(again, again.start(fn, entry.args()), null, Long.MAX_VALUE, deadline);
            long replayed = replay;
            if (check.ended.startsWith("a number too large") || check.ended.equals("time limit")) {
                replayed = 0;
            } else if (!check.ended.equals("depth-limit")) {
                throw new ReplayMismatch("the input " + input + " enters a closed recurrence set of the recursion of " + fn.name()
                        + " but its run ended (" + check.ended + ") before " + replay + " calls deep");
            }
            Map<String, Object> in = shown(entry, syms, input);
            Map<String, String> shown = new LinkedHashMap<>();
            Map<String, Linear> names = parameterNames(fn);
            for (String p : vars) shown.put(names.get(p).toString(), String.valueOf(Recurrence.number(state.get(p), types.get(p))));
            List<String> text = new ArrayList<>();
            for (Recurrence.Predicate p : rec.simplified(set, steps.get(0).from())) {
                text.add(new Recurrence.Predicate(p.left().substituteLinear(names), p.op(), p.right().substituteLinear(names), p.modulusBits()).toString());
            }
            return new Witness(in, fn.name(), fn.span().line(), 1, shown, text, replayed, null, "recursion");
        }
        return null;
    }

    /**
     * The bound of a recursion ranked by one linear function r of the parameters, where no path of its functions
     * makes more than one of its calls: a chain of calls from r = R ≥ 0 has at most R + 2 calls (each call from a
     * state with r ≥ 0 leads to one with r at least 1 less), each running at most the most statements of any path
     * of the cycle's functions (its own call jumped over).
     */
    private Bound recursionBound(Function fn, List<Iteration> cycle, Map<Iteration.LoopKey, Info> infos, Map<Term.Sym, String> inputs) {
        if (recursionRanking == null || recursionRanking.size() != 1) throw new NoBound("the recursion of " + fn.name() + " has a lexicographic ranking function only (no bound is derived from one)");
        if (!infos.isEmpty()) throw new NoBound("no bound is derived for a recursion with loops");
        int most = 0;
        for (Iteration it : cycle) {
            if (it.mostCalls > 1) throw new NoBound("a path of " + it.function().name() + " makes " + it.mostCalls + " calls of the recursion (no bound is derived for a tree of calls)");
            for (Iteration.Segment e : it.exits) most = Math.max(most, e.steps());
        }
        Map<String, Linear> names = parameterNames(fn);
        names.values().removeIf(v -> !inputs.containsValue(v.toString()));
        Linear r = recursionRanking.get(0);
        for (String x : r.coefficients().keySet()) if (!names.containsKey(x)) throw new NoBound("the ranking function of the recursion of " + fn.name() + " is not in the inputs");
        Bound calls = Bound.sum(Bound.max(List.of(Bound.constant(0), Bound.of(r.substituteLinear(names)))), Bound.constant(2));
        return Bound.times(Bound.constant(most), calls);
    }

    /** A function's parameters' values named by position (p0, p1, ...), as the call transitions name them. */
    private static Map<String, Term> byPosition(Function f, Map<String, Term> byName) {
        Map<String, Term> out = new LinkedHashMap<>();
        for (int i = 0; i < f.params().size(); i++) {
            Term v = byName.get(f.params().get(i).name());
            if (v != null) out.put("p" + i, v);
        }
        return out;
    }

    /** A witness's input by parameter, each value as its C type reads it. */
    private static Map<String, Object> shown(ProgramContext.Entry entry, List<Term.Sym> syms, Assignment input) {
        Map<String, Object> in = new LinkedHashMap<>();
        for (Term.Sym s : syms) {
            Object v = input.valueOf(s);
            in.put(inputs(entry, s), v instanceof BigInteger b ? Complexity.signedIfNeeded(entry, s, b) : v);
        }
        return in;
    }

    /** The symbols of the entry's integer inputs (not its buffers). */
    private static List<Term.Sym> inputSymbols(ProgramContext.Entry entry) {
        List<Term.Sym> syms = new ArrayList<>();
        for (Executor.EntryArg a : entry.args()) if (a.value() instanceof Term.Sym s && a.bufferSize() < 0) syms.add(s);
        return syms;
    }

    private static String inputs(ProgramContext.Entry entry, Term.Sym s) {
        for (Executor.EntryArg a : entry.args()) if (a.value() == s) return a.label();
        return s.name();
    }

    private static Assignment seed(List<Term.Sym> syms, List<List<BigInteger>> values, int only, int v, int other) {
        Assignment a = Assignment.EMPTY;
        for (int i = 0; i < syms.size(); i++) {
            List<BigInteger> vs = values.get(i);
            BigInteger x = vs.get(Math.min(only < 0 || only == i ? v : other, vs.size() - 1));
            a = a.with(syms.get(i), x);
        }
        return a;
    }

    /** A concrete run that stops at the {@code at}-th start of a loop's body (counted over all its entries). */
    static final class Starts implements Unwinder.Observer {
        private static final class TooLarge extends RuntimeException {
            TooLarge() { super(null, null, false, false); }
        }

        private Executor ex;

        private boolean huge(State s) {
            for (Term t : ex.variables(s).values()) if (t instanceof Term.IntLit i && i.value().bitLength() > 4096) return true;
            return false;
        }

        final Iteration.LoopKey key;
        final long at;
        long count;
        State stopped;
        Map<String, Term> vars;
        String ended = "returned";
        long steps;

        /** The variables at every start of the loop's body up to the one stopped at, when asked for. */
        List<Map<String, Term>> seen;

        private Starts(Iteration.LoopKey key, long at) { this.key = key; this.at = at; }

        /** {@link #run}, keeping the variables at every start up to {@code at} in {@link #seen}. */
        static Starts collecting(Executor ex, State s, Iteration.LoopKey key, long at, long deadline) {
            Starts r = new Starts(key, at);
            r.seen = new ArrayList<>();
            return r.go(ex, s, deadline);
        }

        static Starts run(Executor ex, State s, Iteration.LoopKey key, long at, long deadline) {
            return new Starts(key, at).go(ex, s, deadline);
        }

        private Starts go(Executor ex, State s, long deadline) {
            Starts r = this;
            r.ex = ex;
            ex.observeLoops(Unwinder.observing(ex, r));
            Searcher one = Searchers.depthFirst();
            one.add(s);
            ExplorationLoop.Outcome outcome;
            ExplorationLoop loop = new ExplorationLoop(ex).deadline(deadline);
            try {
                outcome = loop.run(one, new ExplorationLoop.Listener() {
                    @Override public ExplorationLoop.Pause paused(State p) {
                        if (r.stopped == null) return ExplorationLoop.Pause.RESUME;
                        r.vars = ex.variables(p);
                        return ExplorationLoop.Pause.STOP;
                    }

                    @Override public void leaves(State ran, List<Leaf> emitted, Leaf end) {
                        if (end == null) return;
                        r.ended = end.error() == null ? end.status().name().toLowerCase() : end.error().kind().label();
                        r.steps = ex.stats().statements;
                    }

                    @Override public void forked(Stop.Forked f) {
                        r.ended = "infeasible";   // a concrete run does not fork
                        loop.stop("forked");
                    }
                });
            } catch (ArithmeticException | TooLarge e) {
                // mathematical integers that outgrow what a BigInteger holds (x = x * x, over and over)
                r.ended = "a number too large to compute";
                return r;
            }
            if (outcome.reason() == ExplorationLoop.Reason.TIME_LIMIT || outcome.reason() == ExplorationLoop.Reason.INTERRUPTED) r.ended = outcome.why();
            else if (outcome.infeasible() > 0) r.ended = "infeasible";
            return r;
        }

        @Override public boolean started(State s, int frame, Function fn, Loop l, int count) {
            if (key == null || fn != key.function() || l.index() != key.loop()) return false;
            if (count % 16 == 0 && huge(s)) {
                // mathematical integers past what is worth computing (x = x * x doubles its digits each time)
                stopped = null;
                ended = "a number too large to compute";
                throw new TooLarge();
            }
            if (seen != null) seen.add(ex.variables(s));
            if (++this.count < at) return false;
            stopped = s;
            return true;
        }
    }

    // ------------------------------------------------------------------ complexity

    private static final class NoBound extends RuntimeException {
        NoBound(String m) { super(m, null, false, false); }
    }

    /** Whether {@code claim} (a condition on a transition's values, null when it has none) holds on every iteration, under the loop's invariants. */
    private boolean holdsOnEveryIteration(Info info, java.util.function.Function<Iteration.Segment, Term> claim) {
        for (Iteration it : info.its) {
            for (Iteration.Segment seg : it.iterations) {
                Term c = claim.apply(seg);
                if (c == null) return false;
                List<Term> pc = new ArrayList<>(seg.pc());
                for (Recurrence.Predicate q : info.invariants) pc.add(q.term(seg.from(), info.types, tb));
                if (!(wb.solver().isValid(pc, c) instanceof Validity.Valid)) return false;
            }
        }
        return true;
    }

    /** The bound of the whole function: its loop-free statements plus each loop entered from them. */
    private Bound total(Iteration top, Map<Iteration.LoopKey, Info> infos, Map<Term.Sym, String> inputs) {
        int most = 0;
        for (Iteration.Segment e : top.exits) most = Math.max(most, e.steps());
        Bound sum = Bound.constant(most);
        for (Map.Entry<Iteration.LoopKey, List<State>> e : top.entries.entrySet()) {
            Info info = infos.get(e.getKey());
            Bound c = cost(info, infos);
            List<Bound> perEntry = new ArrayList<>();
            for (State s : e.getValue()) {
                Map<String, Linear> values = entryValues(s, inputs);
                perEntry.add(substitute(c, (x, upper) -> values.get(x)));
            }
            sum = Bound.sum(sum, Bound.max(perEntry));
        }
        return sum;
    }

    /** The values at a loop's entry in the inputs: literals and the inputs themselves (others have no linear form). */
    private Map<String, Linear> entryValues(State s, Map<Term.Sym, String> inputs) {
        Map<String, Linear> out = new HashMap<>();
        for (Map.Entry<String, Term> v : ex.variables(s).entrySet()) {
            Linear l = linear(v.getValue(), inputs);
            if (l != null) out.put(v.getKey(), l);
        }
        return out;
    }

    private static Linear linear(Term t, Map<Term.Sym, String> names) {
        if (t instanceof Term.BvLit b) return Linear.constant(b.value());
        if (t instanceof Term.IntLit i) return Linear.constant(i.value());
        if (t instanceof Term.Sym s && names.containsKey(s)) return Linear.variable(names.get(s));
        return null;
    }

    /** The statements one entry of the loop executes, in its variables' values at the entry (by name). */
    private Bound cost(Info info, Map<Iteration.LoopKey, Info> infos) {
        if (info.cost != null) return info.cost;
        if (info.ranking == null) throw new NoBound("the loop at line " + line(info) + " has no ranking function");
        if (info.ranking.size() != 1) throw new NoBound("the loop at line " + line(info) + " has a lexicographic ranking function only (no bound is derived from one)");
        Linear r = info.ranking.get(0);
        // r at the first start, in the header's values: r(header) + d
        Integer d = null;
        for (int k : new int[] {-1, 0, 1, 2}) {
            boolean all = true;
            for (Iteration it : info.its) {
                for (Iteration.Segment f : it.firsts) {
                    Term at = Ranker.evaluate(r, f.from(), info.types, tb), before = Ranker.evaluate(r, it.header, info.types, tb);
                    if (at == null || before == null || !(wb.solver().isValid(f.pc(), Ranker.le(at, Ranker.plus(before, k, tb), tb)) instanceof Validity.Valid)) {
                        all = false;
                        break;
                    }
                }
                if (!all) break;
            }
            if (all) { d = k; break; }
        }
        if (d == null) throw new NoBound("the loop at line " + line(info) + ": the ranking function's value at the first iteration is not bounded by its value at the entry");
        int a = 0, b = -1, x = 0, w = 0;
        Bound inner = Bound.constant(0);
        for (Iteration it : info.its) {
            a = Math.max(a, it.toFirst);
            b = Math.max(b, it.toExitDirectly);
            for (Iteration.Segment s : it.exits) x = Math.max(x, s.steps());
            for (Iteration.Segment s : it.iterations) w = Math.max(w, s.steps());
            for (Map.Entry<Iteration.LoopKey, List<State>> e : it.entries.entrySet()) {
                Info in = infos.get(e.getKey());
                Bound c = cost(in, infos);
                List<Bound> perEntry = new ArrayList<>();
                for (State s : e.getValue()) perEntry.add(overIterations(c, s, it, info));
                inner = Bound.sum(inner, Bound.max(perEntry));
            }
        }
        Linear rd = r.plus(d);
        // the transitions from a first start where r = rd: at most rd when r >= 0 after each one too, one more when
        // not; at most bits(rd) when each one also halves r (r' <= r / 2)
        boolean after = holdsOnEveryIteration(info, seg -> {
            Term to = Ranker.evaluate(r, seg.to(), info.types, tb);
            return to == null ? null : Ranker.le(Ranker.zero(to, tb), to, tb);
        });
        boolean halves = after && holdsOnEveryIteration(info, seg -> {
            Term to = Ranker.evaluate(r.times(BigInteger.TWO), seg.to(), info.types, tb), from = Ranker.evaluate(r, seg.from(), info.types, tb);
            return to == null || from == null ? null : Ranker.le(to, from, tb);
        });
        Bound iterations;
        if (halves) {
            iterations = new Bound.Bits(Bound.of(rd));
            info.iterations = "bits(" + rd + ") + 1";
        } else {
            Linear transitions = after ? rd : rd.plus(1);
            iterations = Bound.max(List.of(Bound.constant(0), Bound.of(transitions)));
            info.iterations = "max(1, " + transitions.plus(1) + ")";
        }
        Bound perIteration = Bound.sum(Bound.constant(w), inner);
        Bound entered = Bound.sum(Bound.sum(Bound.constant(a + x), inner), Bound.times(perIteration, iterations));
        info.cost = b >= 0 ? Bound.max(List.of(Bound.constant(b), entered)) : entered;
        return info.cost;
    }

    /**
     * An inner loop's cost (in its entry values) over every iteration of the loop {@code outer}, in the outer loop's
     * entry values: each variable replaced by its value at the inner entry (a header value of the outer loop, or a
     * literal), then each header value by a bound over all iterations — the value itself where the outer loop never
     * changes it, or never moves it the way that would raise the cost, else a variable it never changes that the
     * path to the inner entry bounds it by.
     */
    private Bound overIterations(Bound c, State innerEntry, Iteration it, Info outer) {
        Map<Term.Sym, String> headerNames = new HashMap<>();
        for (Map.Entry<String, Term> v : it.header.entrySet()) if (v.getValue() instanceof Term.Sym s) headerNames.put(s, v.getKey());
        Map<String, Linear> at = new HashMap<>();
        for (Map.Entry<String, Term> v : ex.variables(innerEntry).entrySet()) {
            Linear l = linear(v.getValue(), headerNames);
            if (l != null) at.put(v.getKey(), l);
        }
        Bound inHeader = substitute(c, (x, upper) -> at.get(x));
        return substitute(inHeader, (x, upper) -> bounded(x, upper, innerEntry, it, outer));
    }

    /**
     * {@code c} with each variable x replaced by {@code value(x, upper)}: its value, or an upper bound of it where its
     * coefficient is positive ({@code upper}), a lower bound where negative; null when there is none.
     */
    private Bound substitute(Bound c, java.util.function.BiFunction<String, Boolean, Linear> value) {
        if (c instanceof Bound.Lin l) {
            Linear out = Linear.constant(l.e().constant());
            for (Map.Entry<String, BigInteger> e : l.e().coefficients().entrySet()) {
                Linear v = value.apply(e.getKey(), e.getValue().signum() > 0);
                if (v == null) throw new NoBound("the value of " + e.getKey() + " has no linear bound in the inputs");
                out = out.plus(v.times(e.getValue()));
            }
            return Bound.of(out);
        }
        if (c instanceof Bound.Product p) return Bound.times(substitute(p.a(), value), substitute(p.b(), value));
        if (c instanceof Bound.Bits b) return new Bound.Bits(substitute(b.a(), value));   // monotone
        List<Bound> parts = new ArrayList<>();
        for (Bound q : c instanceof Bound.Max m ? m.parts() : ((Bound.Sum) c).parts()) parts.add(substitute(q, value));
        if (c instanceof Bound.Max) return Bound.max(parts);
        Bound s = Bound.constant(0);
        for (Bound q : parts) s = Bound.sum(s, q);
        return s;
    }

    /**
     * A bound on the header value of {@code x} over every iteration of {@code outer}, in its entry values; {@code entry}
     * is the inner loop's entry met in the outer loop's iteration {@code where}.
     */
    private Linear bounded(String x, boolean upper, State entry, Iteration where, Info outer) {
        Map<String, Type> types = outer.types;
        boolean monotone = true, unchanged = true;
        for (Iteration it : outer.its) {
            Term h = it.header.get(x);
            if (h == null) return null;
            for (Iteration.Segment s : it.iterations) {
                Term from = s.from().get(x), to = s.to().get(x);
                if (from == null || to == null) return null;
                if (to != h || from != h) unchanged = false;
                Linear v = Linear.variable(x);
                Term a = Ranker.evaluate(v, s.to(), types, tb), b = Ranker.evaluate(v, s.from(), types, tb), hh = Ranker.evaluate(v, it.header, types, tb);
                Term claim = tb.and(upper ? Ranker.le(a, b, tb) : Ranker.le(b, a, tb), upper ? Ranker.le(b, hh, tb) : Ranker.le(hh, b, tb));
                if (!(wb.solver().isValid(s.pc(), claim) instanceof Validity.Valid)) monotone = false;
            }
        }
        if (unchanged || monotone) return Linear.variable(x);
        // a variable the loop never changes that bounds x where the inner loop is entered
        for (String y : outer.vars) {
            if (y.equals(x) || !neverChanged(y, outer)) continue;
            for (int k : new int[] {-1, 0}) {
                Linear bound = Linear.variable(y).plus(upper ? k : -k);
                Term hx = Ranker.evaluate(Linear.variable(x), where.header, types, tb), hb = Ranker.evaluate(bound, where.header, types, tb);
                if (hx == null || hb == null) continue;
                if (wb.solver().isValid(entry.pathCondition(), upper ? Ranker.le(hx, hb, tb) : Ranker.le(hb, hx, tb)) instanceof Validity.Valid) return bound;
            }
        }
        return null;
    }

    private static boolean neverChanged(String y, Info outer) {
        for (Iteration it : outer.its) {
            Term h = it.header.get(y);
            for (Iteration.Segment s : it.iterations) if (s.to().get(y) != h || s.from().get(y) != h) return false;
        }
        return true;
    }
}
