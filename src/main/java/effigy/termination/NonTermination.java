package effigy.termination;

import effigy.analysis.ProgramContext;
import effigy.exec.ExecOptions;
import effigy.exec.Executor;
import effigy.ir.Function;
import effigy.ir.Type;
import effigy.loops.Linear;
import effigy.smt.Solver;
import effigy.term.Assignment;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The search for a run that does not end: concrete inputs (the seeds) run to a loop's starts ({@link Starts}), a
 * closed recurrence set ({@link Recurrence}) grown from the states they reach, and the input that reaches it replayed
 * concretely; for a recursion, a closed recurrence set over the parameters that every call keeps. A witness found is
 * a proof: a replay that ends early is a defect of Effigy ({@link Termination.ReplayMismatch}).
 */
final class NonTermination {
    private final ProgramContext wb;
    private final ExecOptions options;
    private final Executor ex;
    private final TermBuilder tb;
    private final int replay;
    private final Consumer<String> progress;
    /** The concrete inputs non-termination is looked for from, made once ({@link #seeds}). */
    private List<Seed> seeds;

    /**
     * One input tried: the entry's arguments, and the index into {@link #seedValues} of the value every input the run
     * reads as it goes takes ({@code __VERIFIER_nondet_*}, a function with no body: SV-COMP's {@code main()} has no
     * arguments, its inputs are these reads).
     */
    private record Seed(Assignment input, int reads, Map<String, BigInteger> policy, BigInteger otherwise) {
        Seed(Assignment input, int reads) { this(input, reads, null, null); }

        @Override public String toString() {
            return input + (input.values().isEmpty() ? "" : ", ") + (policy == null ? "each value read: seed " + reads
                    : "each value read by its call site: " + policy + ", elsewhere " + otherwise);
        }
    }

    /**
     * A concrete executor for {@code seed}: its arguments given, every value read taken from the seed values, and each
     * read told to {@code reads} when it is not null.
     */
    private Executor concrete(ExecOptions opts, Seed seed, List<Termination.Read> reads) {
        if (seed.policy() != null) return byPolicy(seed.input(), seed.policy(), seed.otherwise(), null, reads);
        Object[] last = new Object[1];
        effigy.exec.ExecConfig.Builder config = effigy.exec.ExecConfig.builder().inputSource((sym, bytes) -> {
            // a mathematical integer read is seeded as a C int (an unsigned one's assumption drops the negative seeds)
            List<BigInteger> vs = seedValues(sym.sort() instanceof Sort.BvSort bv ? bv.width() : 0, new Type.IntType(32, true));
            BigInteger v = vs.get(Math.min(seed.reads(), vs.size() - 1));
            return last[0] = sym.sort() instanceof Sort.BoolSort ? (Object) (v.signum() != 0) : v;
        });
        if (reads != null) config.inputSites((st, input, type, call) -> reads.add(new Termination.Read(call, st.functionName(), type, last[0])));
        return wb.concreteExecutor(opts, seed.input(), config.build());
    }

    /** A search for the entries of {@code ex} (the analysis' executor), replaying a witness {@code replay} iterations on. */
    NonTermination(ProgramContext wb, ExecOptions options, Executor ex, int replay, Consumer<String> progress) {
        this.wb = wb;
        this.options = options;
        this.ex = ex;
        this.tb = ex.termBuilder();
        this.replay = replay;
        this.progress = progress;
    }

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

    /**
     * A run of the loop {@code info} that does not end: an input that reaches a closed recurrence set of the loop,
     * left by none of its exits whichever entry a run takes; null when none is found.
     */
    Termination.Witness loop(ProgramContext.Entry entry, Solver raw, LoopFacts info, long deadline) {
        if (info.its.isEmpty() || info.vars == null) return null;
        Iteration it = info.its.get(0);
        if (it.lost != null) {
            progress.accept("no recurrence set of the loop at line " + info.line() + ": its iterations are not all known (" + it.lost
                    + "); looking for a state that recurs");
            return recurringState(entry, raw, info, deadline);
        }
        // a recurrence set is a set of states: over the integer variables alone it is one only when they are the whole
        // state at the header (a pointer walked to an end, as in `while (p < end) p++`, decides the exit too)
        if (!info.vars.containsAll(it.header.keySet())) {
            progress.accept("no recurrence set of the loop at line " + info.line() + ": its state is more than the integer variables "
                    + info.vars + " (" + it.header.keySet() + "); looking for a state that recurs");
            return recurringState(entry, raw, info, deadline);
        }
        // closed under every entry's iterations, and left by none of their exits: whichever entry a run takes
        List<Iteration.Segment> iterations = new ArrayList<>(), exits = new ArrayList<>();
        for (Iteration e : info.its) {
            if (e.lost != null) return null;
            iterations.addAll(e.iterations);
            exits.addAll(e.exits);
        }
        List<Term.Sym> syms = inputSymbols(entry);
        List<Seed> seeds = new ArrayList<>(seeds(entry, syms, raw));
        // then each read by its call site: values of different signs for different inputs (x < 0 and y = 0 in TPDB's
        // ChenFlurMukhopadhyay-SAS2012-Ex2.05, where every read the same value never enters the loop)
        if (!seeds.isEmpty()) seeds.addAll(policySeeds(entry, info, seeds.get(0).input(), deadline));
        progress.accept("looking for a recurrence set of the loop at line " + info.line() + " from " + seeds.size() + " inputs");
        Recurrence rec = new Recurrence(tb, wb.solver(), raw, info.types);
        Set<List<Object>> tried = new HashSet<>();
        for (Seed input : seeds) {
            if (System.nanoTime() - deadline > 0) return null;
            // a seed that gives reads by call site: its runs take only the paths where each read in the loop returns that
            // value, so the set need be closed under those alone (x = x + 1 where a read returns 0, for ever)
            List<Iteration.Segment> steps = input.policy() == null ? iterations : underPolicy(iterations, input);
            List<Iteration.Segment> leaving = input.policy() == null ? exits : underPolicy(exits, input);
            // one run to the loop's 64th start: the states at the first and the last, and the interval each variable
            // keeps over them all (4 <= i <= 7 for a walk round a cycle)
            Executor cx = concrete(options, input, null);
            Starts walk = Starts.collecting(cx, cx.start(entry.function(), entry.args()), info.key, 64, deadline);
            List<Recurrence.Predicate> hull = rec.hull(info.vars, walk.seen);
            for (int at : new int[] {1, 64}) {
                if (walk.seen.size() < at) break;
                Map<String, Term> state = walk.seen.get(at - 1);
                List<Object> key = new ArrayList<>();
                for (String x : info.vars) key.add(state.get(x));
                if (!tried.add(key)) continue;
                // bounds and equalities first; congruences (costlier to check) only where those are not enough
                List<Recurrence.Predicate> set = rec.closed(rec.pool(info.vars, state, false, hull), steps, leaving, deadline);
                if (set == null) set = rec.closed(rec.pool(info.vars, state, true, hull), steps, leaving, deadline);
                if (set == null) continue;
                // replay: the run must still be in the loop `replay` iterations later
                Executor again = concrete(options, input, null);
                Starts check = Starts.run(again, again.start(entry.function(), entry.args()), info.key, at + replay, deadline);
                long replayed = replay;
                if (check.stopped == null && (check.ended.startsWith("a number too large") || check.ended.equals("time limit"))) {
                    replayed = Math.max(0, check.count - at);   // as far as the engine could follow it
                } else if (check.stopped == null) {
                    throw new Termination.ReplayMismatch("the input " + input + " reaches a closed recurrence set of the loop at line " + info.line()
                            + " but its run ended (" + check.ended + ") before " + (at + replay) + " iterations");
                }
                // the values read on the way to the set (a run that stops at its start `at`)
                List<Termination.Read> reads = new ArrayList<>();
                Executor stem = concrete(options, input, reads);
                Starts.run(stem, stem.start(entry.function(), entry.args()), info.key, at, deadline);
                Map<String, Object> in = shown(entry, syms, input.input());
                Map<String, String> shown = new LinkedHashMap<>();
                for (String x : info.vars) shown.put(x, String.valueOf(Recurrence.number(state.get(x), info.types.get(x))));
                // the reads in the loop keep returning these (the set is closed only under the paths they take)
                if (input.policy() != null) shown.put("reads by call site", input.policy() + ", elsewhere " + input.otherwise());
                List<String> text = new ArrayList<>();
                List<String> c = new ArrayList<>();
                for (Recurrence.Predicate p : rec.simplified(set, it.iterations.isEmpty() ? it.header : it.iterations.get(0).from())) {
                    text.add(p.toString());
                    c.add(cExpression(p));
                }
                String period = state.equals(check.vars) ? "the state recurs" : null;
                effigy.source.Span loopAt = new effigy.loops.LoopId(info.key.function(), info.key.of(), "").span();
                return new Termination.Witness(in, info.key.function().name(), info.line(), at, shown, text, replayed, period, "loop",
                        loopAt, List.copyOf(reads), c.isEmpty() ? "1" : String.join(" && ", c));
            }
        }
        return recurringState(entry, raw, info, deadline);
    }

    /**
     * {@code segments} with each input read on them ({@link effigy.exec.ReadSites#of}: a call site's symbol) equal to the
     * value {@code seed}'s policy gives its site: the paths a run under that policy can take.
     */
    private List<Iteration.Segment> underPolicy(List<Iteration.Segment> segments, Seed seed) {
        List<Iteration.Segment> out = new ArrayList<>();
        for (Iteration.Segment seg : segments) {
            List<Term> all = new ArrayList<>(seg.pc());
            if (seg.to() != null) all.addAll(seg.to().values());
            List<Term> pc = new ArrayList<>(seg.pc());
            for (Term.Sym sym : effigy.term.Terms.symbols(all)) {
                String site = effigy.exec.ReadSites.of(sym);
                if (site == null) continue;
                BigInteger v = asRead(sym, seed.policy().getOrDefault(site, seed.otherwise()));
                if (sym.sort() instanceof Sort.BvSort bv) pc.add(tb.eq(sym, tb.factory().bv(v, bv.width())));
                else if (sym.sort() instanceof Sort.IntSort) pc.add(tb.eq(sym, tb.integer(v)));
                else if (sym.sort() instanceof Sort.BoolSort) pc.add(v.signum() != 0 ? sym : tb.not(sym));
            }
            out.add(new Iteration.Segment(pc, seg.from(), seg.to(), seg.steps()));
        }
        return out;
    }

    /** {@code v} as the read {@code sym} returns it: a negative value for a bit-vector read is its two's complement (-1: all ones). */
    private static BigInteger asRead(Term.Sym sym, BigInteger v) {
        return sym.sort() instanceof Sort.BvSort bv ? v.mod(BigInteger.TWO.pow(bv.width())) : v;
    }

    /** The values each read of one of at most {@value #SEED_SITES} sites is given in turn, as a seed of a recurrence set. */
    private static final List<BigInteger> SEED_VALUES = List.of(BigInteger.ZERO, BigInteger.ONE, BigInteger.ONE.negate(), BigInteger.TWO,
            BigInteger.TWO.negate(), BigInteger.valueOf(100), BigInteger.valueOf(-100));

    /** The most call sites whose reads a seed of a recurrence set chooses one by one. */
    private static final int SEED_SITES = 3;

    /**
     * Seeds whose reads take a value by call site: for the first {@value #SEED_SITES} sites a run to the loop meets, each
     * combination of {@link #SEED_VALUES} (of 0, 1 and -1 for three sites), every other read 0; none when the run reads
     * nothing (its inputs are the entry's arguments, which the other seeds vary).
     */
    private List<Seed> policySeeds(ProgramContext.Entry entry, LoopFacts info, Assignment args, long deadline) {
        List<String> sites = new ArrayList<>();
        for (BigInteger otherwise : List.of(BigInteger.ONE, BigInteger.ZERO)) {
            Executor cx = byPolicy(args, Map.of(), otherwise, sites, null);
            Starts.run(cx, cx.start(entry.function(), entry.args()), info.key, 2, deadline);
        }
        int k = Math.min(SEED_SITES, sites.size());
        if (k == 0) return List.of();
        List<BigInteger> values = k <= 2 ? SEED_VALUES : SEED_VALUES.subList(0, 3);
        int choices = 1;
        for (int i = 0; i < k; i++) choices *= values.size();
        List<Seed> out = new ArrayList<>();
        for (int choice = 0; choice < choices; choice++) {
            Map<String, BigInteger> policy = new LinkedHashMap<>();
            for (int i = 0, c = choice; i < k; i++, c /= values.size()) policy.put(sites.get(i), values.get(c % values.size()));
            out.add(new Seed(args, -1, policy, BigInteger.ZERO));
        }
        return out;
    }

    /** The call sites ({@link effigy.exec.ReadSites#of}) whose reads a state that recurs chooses one by one: the first a run meets. */
    private static final int POLICY_SITES = 4;

    /** The values each read of one of at most two sites is given in turn. */
    private static final List<BigInteger> POLICY_VALUES = List.of(BigInteger.ONE, BigInteger.ZERO, BigInteger.TWO, BigInteger.valueOf(7), BigInteger.valueOf(100),
            BigInteger.ONE.negate());

    /**
     * A concrete executor whose every read returns the value {@code policy} gives its call site ({@code otherwise} for a
     * site it does not name, and for an input with no site), each site met added to {@code sites} and each read told to
     * {@code reads} when not null. A value is so a function of the place in the program alone, never of the run so far.
     */
    private Executor byPolicy(Assignment args, Map<String, BigInteger> policy, BigInteger otherwise, List<String> sites,
                              List<Termination.Read> reads) {
        Object[] last = new Object[1];
        effigy.exec.ExecConfig.Builder config = effigy.exec.ExecConfig.builder().inputSource((sym, bytes) -> {
            String at = effigy.exec.ReadSites.of(sym);
            if (at != null && sites != null && !sites.contains(at)) sites.add(at);
            BigInteger v = at == null ? otherwise : policy.getOrDefault(at, otherwise);
            v = asRead(sym, v);
            return last[0] = sym.sort() instanceof Sort.BoolSort ? (Object) (v.signum() != 0) : v;
        });
        if (reads != null) config.inputSites((st, input, type, call) -> reads.add(new Termination.Read(call, st.functionName(), type, last[0])));
        return wb.concreteExecutor(options, args, config.build());
    }

    /**
     * A run of the loop {@code info} that does not end because its whole state recurs: where a recurrence set over the
     * integer variables cannot describe the loop (pointers, memory), none was found, or the loop's paths could not be
     * explored. Each read returns a value chosen by its call site alone (for one or two sites each of
     * {@link #POLICY_VALUES}, else 0 or 1 for the first {@value #POLICY_SITES} sites a run meets; the rest all 0 or all
     * 1); a run whose state at
     * one start of the loop's body ({@link effigy.exec.State#snapshot}: frames, variables and every memory object) is
     * the state at an earlier start repeats the same steps from there for ever, since every read on the way returns
     * what it returned before. Replayed {@code replay} iterations on before it is said. A tree built while an input
     * says so, by a loop that may add nothing ({@code memsafety-ext/tree_cnstr}), has such a run.
     */
    Termination.Witness recurringState(ProgramContext.Entry entry, Solver raw, LoopFacts info, long deadline) {
        List<Term.Sym> syms = inputSymbols(entry);
        List<Seed> seeds = seeds(entry, syms, raw);
        if (seeds.isEmpty()) return null;
        Assignment args = seeds.get(0).input();
        // the sites a run meets, first with every read 1 (the loops go on), then with every read 0
        List<String> sites = new ArrayList<>();
        for (BigInteger otherwise : List.of(BigInteger.ONE, BigInteger.ZERO)) {
            Executor cx = byPolicy(args, Map.of(), otherwise, sites, null);
            Starts.run(cx, cx.start(entry.function(), entry.args()), info.key, 64, deadline);
        }
        // one or two sites: each of a few values (a loop entered only for y >= 2); more: 0 or 1 for each of the first four
        int k = Math.min(POLICY_SITES, sites.size());
        List<BigInteger> values = k <= 2 ? POLICY_VALUES : List.of(BigInteger.ONE, BigInteger.ZERO);
        int choices = 1;
        for (int i = 0; i < k; i++) choices *= values.size();
        for (int choice = 0; choice < choices; choice++) {
            for (BigInteger otherwise : sites.isEmpty() ? List.of(BigInteger.ZERO) : List.of(BigInteger.ONE, BigInteger.ZERO)) {
                if (System.nanoTime() - deadline > 0) return null;
                Map<String, BigInteger> policy = new LinkedHashMap<>();
                for (int i = 0, c = choice; i < k; i++, c /= values.size()) policy.put(sites.get(i), values.get(c % values.size()));
                Executor cx = byPolicy(args, policy, otherwise, null, null);
                Starts walk = Starts.snapshotting(cx, cx.start(entry.function(), entry.args()), info.key, 64, deadline);
                int first = -1, again = -1;
                Map<List<Object>, Integer> at = new java.util.HashMap<>();
                for (int j = 0; j < walk.states.size() && again < 0; j++) {
                    List<Object> state = walk.states.get(j);
                    if (state == null) continue;
                    Integer i = at.putIfAbsent(state, j);
                    if (i != null) { first = i; again = j; }
                }
                if (again < 0) continue;
                // replay: the run must still be in the loop `replay` iterations after the recurrence
                Executor check = byPolicy(args, policy, otherwise, null, null);
                Starts still = Starts.run(check, check.start(entry.function(), entry.args()), info.key, again + 1 + replay, deadline);
                long replayed = replay;
                if (still.stopped == null && (still.ended.equals("time limit") || still.ended.equals(effigy.exec.ErrorKind.STEP_LIMIT.label()))) {
                    replayed = Math.max(0, still.count - again - 1);   // as far as the engine could follow it
                } else if (still.stopped == null) {
                    throw new Termination.ReplayMismatch("the state at start " + (first + 1) + " of the loop at line " + info.line()
                            + " recurs at start " + (again + 1) + ", but the run ended (" + still.ended + ") before " + (again + 1 + replay) + " starts");
                }
                // the values read on the way to the first of the two starts
                List<Termination.Read> reads = new ArrayList<>();
                Executor stem = byPolicy(args, policy, otherwise, null, reads);
                Starts.run(stem, stem.start(entry.function(), entry.args()), info.key, first + 1, deadline);
                Map<String, String> shown = new LinkedHashMap<>();
                Map<String, Object> given = new LinkedHashMap<>();
                for (String site : sites) given.put(site, policy.getOrDefault(site, otherwise));
                shown.put("reads by call site", given.toString());
                String text = "the whole state (variables and memory) at start " + (first + 1) + " recurs at start " + (again + 1)
                        + ", each read returning the value its call site gives";
                effigy.source.Span loopAt = new effigy.loops.LoopId(info.key.function(), info.key.of(), "").span();
                progress.accept("the state at start " + (first + 1) + " of the loop at line " + info.line() + " recurs at start " + (again + 1));
                return new Termination.Witness(shown(entry, syms, args), info.key.function().name(), info.line(), first + 1, shown,
                        List.of(text), replayed, "the state recurs", "loop", loopAt, List.copyOf(reads), null);
            }
        }
        if (!sites.isEmpty()) progress.accept("no state of the loop at line " + info.line() + " recurs within 64 starts under " + 2 * choices + " choices of the reads");
        return null;
    }

    /**
     * The concrete inputs tried: every input at each seed value together, then each alone with the others 1 or 0;
     * only those the entry's start admits (with mathematical integers, a value in its C type's range).
     */
    private List<Seed> seeds(ProgramContext.Entry entry, List<Term.Sym> syms, Solver raw) {
        if (seeds == null) seeds = admitted(entry, syms, raw);
        return seeds;
    }

    private List<Seed> admitted(ProgramContext.Entry entry, List<Term.Sym> syms, Solver raw) {
        List<Seed> seeds = new ArrayList<>();
        List<List<BigInteger>> values = new ArrayList<>();
        for (Term.Sym s : syms) {
            Type type = null;
            String label = label(entry, s);
            for (effigy.ir.Local p : entry.function().params()) if (p.name().equals(label)) type = p.type();
            values.add(seedValues(s.sort() instanceof Sort.BvSort bv ? bv.width() : 0, type));
        }
        // the values read as the run goes take each seed value too (all of them the same one): with no arguments
        // (SV-COMP's main) these are the inputs
        int kinds = values.isEmpty() ? seedValues(32, null).size() : values.get(0).size();
        for (int v = 0; v < kinds; v++) seeds.add(new Seed(seed(syms, values, -1, v, v), v));
        for (int i = 0; i < syms.size() && syms.size() > 1; i++) {
            for (int v = 0; v < values.get(i).size(); v++) for (int other : new int[] {1, 0}) seeds.add(new Seed(seed(syms, values, i, v, other), other));
        }
        List<Term> start = ex.start(entry.function(), entry.args()).pathCondition();
        if (start.isEmpty()) return seeds;
        List<Seed> admitted = new ArrayList<>();
        for (Seed a : seeds) {
            List<Term> q = new ArrayList<>(start);
            for (Term.Sym s : syms) {
                Object v = a.input().valueOf(s);
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
    Termination.Witness recursion(ProgramContext.Entry entry, Solver raw, Function fn, List<Iteration> all, long deadline) {
        Map<String, Type> types = Recursion.positionalTypes(fn);
        List<String> vars = Recursion.integers(types);
        if (vars.isEmpty()) return null;
        List<Iteration.Segment> steps = new ArrayList<>(), ends = new ArrayList<>();
        for (Iteration it : all) {
            if (it.lost != null) return null;
            steps.addAll(it.calls);
            for (Iteration.Segment e : it.returnsWithoutCall) ends.add(new Iteration.Segment(e.pc(), Recursion.byPosition(it.function(), e.from()), null, e.steps()));
        }
        if (steps.isEmpty()) return null;
        List<Term.Sym> syms = inputSymbols(entry);
        progress.accept("looking for a recurrence set of the recursion of " + fn.name());
        Recurrence rec = new Recurrence(tb, wb.solver(), raw, types);
        Set<Map<String, Term>> tried = new HashSet<>();
        for (Seed input : seeds(entry, syms, raw)) {
            if (System.nanoTime() - deadline > 0) return null;
            Executor cx = concrete(options, input, null);
            Map<String, Term> state = Recursion.byPosition(fn, cx.variables(cx.start(fn, entry.args())));
            if (!tried.add(state)) continue;
            List<Recurrence.Predicate> set = rec.closed(rec.pool(vars, state, false, List.of()), steps, ends, deadline);
            if (set == null) set = rec.closed(rec.pool(vars, state, true, List.of()), steps, ends, deadline);
            if (set == null) continue;
            // replay: the run must still be calling `replay` calls deep
            Executor again = concrete(options.withMaxDepth(replay + 1), input, null);
            Starts check = Starts.run(again, again.start(fn, entry.args()), null, Long.MAX_VALUE, deadline);
            long replayed = replay;
            if (check.ended.startsWith("a number too large") || check.ended.equals("time limit")) {
                replayed = 0;
            } else if (!check.ended.equals("depth-limit")) {
                throw new Termination.ReplayMismatch("the input " + input + " enters a closed recurrence set of the recursion of " + fn.name()
                        + " but its run ended (" + check.ended + ") before " + replay + " calls deep");
            }
            Map<String, Object> in = shown(entry, syms, input.input());
            Map<String, String> shown = new LinkedHashMap<>();
            Map<String, Linear> names = Recursion.parameterNames(fn);
            for (String p : vars) shown.put(names.get(p).toString(), String.valueOf(Recurrence.number(state.get(p), types.get(p))));
            List<String> text = new ArrayList<>();
            for (Recurrence.Predicate p : rec.simplified(set, steps.get(0).from())) {
                text.add(new Recurrence.Predicate(p.left().substituteLinear(names), p.op(), p.right().substituteLinear(names), p.modulusBits()).toString());
            }
            return new Termination.Witness(in, fn.name(), fn.span().line(), 1, shown, text, replayed, null, "recursion", fn.span(), List.of(), null);
        }
        return null;
    }

    /**
     * A predicate of a recurrence set as a C expression over the variables as their C types read them (each
     * {@code (long long)}, as the set's integers are, with no wrap-around: {@code (long long)x <= 7LL}), and a
     * congruence modulo 2^k by the low bits ({@code ((long long)x & 1LL) == 1LL}, as two's complement has them
     * whatever the sign).
     */
    static String cExpression(Recurrence.Predicate p) {
        if (p.op().equals("mod")) {
            BigInteger mask = BigInteger.TWO.pow(p.modulusBits()).subtract(BigInteger.ONE);
            return "((" + c(p.left()) + ") & " + mask + "LL) == " + p.right().constant() + "LL";
        }
        return "(" + c(p.left()) + " " + (p.op().equals("=") ? "==" : p.op()) + " " + c(p.right()) + ")";
    }

    /** A linear term in C: {@code 2LL * (long long)x - (long long)y + 3LL}. */
    private static String c(Linear l) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, BigInteger> e : l.coefficients().entrySet()) {
            BigInteger k = e.getValue();
            if (k.signum() == 0) continue;
            sb.append(sb.length() == 0 ? (k.signum() < 0 ? "-" : "") : (k.signum() < 0 ? " - " : " + "));
            if (!k.abs().equals(BigInteger.ONE)) sb.append(k.abs()).append("LL * ");
            sb.append("(long long)").append(e.getKey());
        }
        BigInteger c = l.constant();
        if (sb.length() == 0) return c + "LL";
        if (c.signum() != 0) sb.append(c.signum() < 0 ? " - " : " + ").append(c.abs()).append("LL");
        return sb.toString();
    }

    /** A witness's input by parameter, each value as its C type reads it. */
    private static Map<String, Object> shown(ProgramContext.Entry entry, List<Term.Sym> syms, Assignment input) {
        Map<String, Object> in = new LinkedHashMap<>();
        for (Term.Sym s : syms) {
            Object v = input.valueOf(s);
            in.put(label(entry, s), v instanceof BigInteger b ? Complexity.signedIfNeeded(entry, s, b) : v);
        }
        return in;
    }

    /** The symbols of the entry's integer inputs (not its buffers). */
    private static List<Term.Sym> inputSymbols(ProgramContext.Entry entry) {
        List<Term.Sym> syms = new ArrayList<>();
        for (Executor.EntryArg a : entry.args()) if (a.value() instanceof Term.Sym s && a.bufferSize() < 0) syms.add(s);
        return syms;
    }

    /** The label of the entry's input {@code s} (its parameter's name). */
    private static String label(ProgramContext.Entry entry, Term.Sym s) {
        for (Executor.EntryArg a : entry.args()) if (a.value() == s) return a.label();
        return s.name();
    }

    /** The seed with input {@code only} at value index {@code v} and the others at {@code other} (all at v when only < 0). */
    private static Assignment seed(List<Term.Sym> syms, List<List<BigInteger>> values, int only, int v, int other) {
        Assignment a = Assignment.EMPTY;
        for (int i = 0; i < syms.size(); i++) {
            List<BigInteger> vs = values.get(i);
            BigInteger x = vs.get(Math.min(only < 0 || only == i ? v : other, vs.size() - 1));
            a = a.with(syms.get(i), x);
        }
        return a;
    }
}
