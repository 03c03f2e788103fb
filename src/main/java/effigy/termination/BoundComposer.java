package effigy.termination;

import effigy.exec.Executor;
import effigy.exec.State;
import effigy.ir.Function;
import effigy.ir.Type;
import effigy.loops.Linear;
import effigy.smt.PathSolver;
import effigy.smt.Validity;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Bound composition: from the loops' ranking functions and the statements each path executes, an upper bound on the
 * statements a run of the entry executes, in its inputs: each loop's cost in its entry values (its iterations times
 * the most a path of its body executes, inner loops' costs over every iteration added), each entry's values
 * substituted, the function's loop-free statements added; or, for a linear recursion, its calls times the most a
 * call executes. Sets each bounded loop's {@link LoopFacts#cost} and {@link LoopFacts#iterations}.
 */
final class BoundComposer {
    /** Why no bound is derived: its message says. */
    static final class NoBound extends RuntimeException {
        NoBound(String m) { super(m, null, false, false); }
    }

    private final Executor ex;
    private final TermBuilder tb;
    private final PathSolver solver;
    private final Map<Iteration.LoopKey, LoopFacts> infos;
    private final Map<Term.Sym, String> inputs;
    /** Sizes of values ({@link SizeBounds}), once {@link #total} has begun; null before. */
    private SizeBounds sizes;

    /** A composer over the loops {@code infos} of the analysis on {@code ex}, whose entry's inputs {@code inputs} names. */
    BoundComposer(Executor ex, Map<Iteration.LoopKey, LoopFacts> infos, Map<Term.Sym, String> inputs) {
        this.ex = ex;
        this.tb = ex.termBuilder();
        this.solver = ex.solver();
        this.infos = infos;
        this.inputs = inputs;
    }

    /** Whether {@code claim} (a condition on a transition's values, null when it has none) holds on every iteration, under the loop's invariants. */
    private boolean holdsOnEveryIteration(LoopFacts info, java.util.function.Function<Iteration.Segment, Term> claim) {
        for (Iteration it : info.its) {
            for (Iteration.Segment seg : it.iterations) {
                Term c = claim.apply(seg);
                if (c == null) return false;
                List<Term> pc = new ArrayList<>(seg.pc());
                for (Recurrence.Predicate q : info.invariants) pc.add(q.term(seg.from(), info.types, tb));
                if (!(solver.isValid(pc, c) instanceof Validity.Valid)) return false;
            }
        }
        return true;
    }

    /** The bound of the whole function: its loop-free statements plus each loop entered from them. */
    Bound total(Iteration top) {
        int most = 0;
        for (Iteration.Segment e : top.exits) most = Math.max(most, e.steps());
        Bound sum = Bound.constant(most);
        // values that loops jumped over leave behind, where they are not linear in the inputs: by their sizes
        sizes = new SizeBounds(ex, this, infos, inputs, top.after);
        for (Map.Entry<Iteration.LoopKey, List<State>> e : top.entries.entrySet()) {
            LoopFacts info = infos.get(e.getKey());
            Bound c = cost(info);
            List<Bound> perEntry = new ArrayList<>();
            for (State s : e.getValue()) {
                Map<String, Linear> values = entryValues(s);
                Map<String, Term> terms = ex.variables(s);
                java.util.function.Function<String, Bound> size = x -> terms.get(x) == null ? null : sizes.of(terms.get(x));
                perEntry.add(substitute(c, (x, upper) -> values.get(x), size, size));
            }
            sum = Bound.sum(sum, Bound.max(perEntry));
        }
        return sum;
    }

    /** The values at a loop's entry in the inputs: literals and the inputs themselves (others have no linear form). */
    private Map<String, Linear> entryValues(State s) {
        Map<String, Linear> out = new HashMap<>();
        for (Map.Entry<String, Term> v : ex.variables(s).entrySet()) {
            Linear l = Transitions.linear(v.getValue(), inputs);
            if (l != null) out.put(v.getKey(), l);
        }
        return out;
    }

    /** The statements one entry of the loop executes, in its variables' values at the entry (by name). */
    private Bound cost(LoopFacts info) {
        if (info.cost != null) return info.cost;
        Bound iterations = iterations(info);
        int a = 0, b = -1, x = 0, w = 0;
        Bound inner = Bound.constant(0);
        for (Iteration it : info.its) {
            a = Math.max(a, it.toFirst);
            b = Math.max(b, it.toExitDirectly);
            for (Iteration.Segment s : it.exits) x = Math.max(x, s.steps());
            for (Iteration.Segment s : it.iterations) w = Math.max(w, s.steps());
            for (Map.Entry<Iteration.LoopKey, List<State>> e : it.entries.entrySet()) {
                LoopFacts in = infos.get(e.getKey());
                Bound c = cost(in);
                List<Bound> perEntry = new ArrayList<>();
                for (State s : e.getValue()) perEntry.add(overIterations(c, s, it, info));
                inner = Bound.sum(inner, Bound.max(perEntry));
            }
        }
        Bound perIteration = Bound.sum(Bound.constant(w), inner);
        Bound entered = Bound.sum(Bound.sum(Bound.constant(a + x), inner), Bound.times(perIteration, iterations));
        info.cost = b >= 0 ? Bound.max(List.of(Bound.constant(b), entered)) : entered;
        return info.cost;
    }

    /**
     * The transitions from one entry's first start on (each iteration after the first), in the values at the entry,
     * with {@code info.iterations} set to the body starts as the output says them: from the linear ranking function r
     * (at most r at the first start, bits of it where each transition halves it), or the width of a variable whose
     * bits rank the loop ({@link BitRanking}; also where a linear function that does not halve is known: the constant
     * is the tighter class).
     */
    Bound iterations(LoopFacts info) {
        if (info.pieces != null) throw new NoBound("the loop at line " + info.line() + " has a ranking function per entry only (no bound is derived from one)");
        if (info.ranking == null && info.bits == null && info.growth != null) return byGrowth(info);
        if (info.ranking == null && info.bits == null) throw new NoBound("the loop at line " + info.line() + " has no ranking function");
        if (info.ranking == null || info.ranking.size() != 1) {
            BitRanking bits = info.bits(tb, solver, Long.MAX_VALUE);
            if (bits != null) return byBits(info, bits);
            Bound lex = info.ranking != null && !info.multiphase ? lexicographic(info) : null;
            if (lex != null) return lex;
            throw new NoBound("the loop at line " + info.line() + " has a " + info.form() + " ranking function only (no bound is derived from one"
                    + (info.ranking != null && !info.multiphase ? " whose components can grow" : "") + ")");
        }
        Linear r = info.ranking.get(0);
        // r at the first start, in the header's values: r(header) + d
        Integer d = firstStart(info, r);
        if (d == null) {
            BitRanking bits = info.bits(tb, solver, Long.MAX_VALUE);
            if (bits != null) return byBits(info, bits);
            throw new NoBound("the loop at line " + info.line() + ": the ranking function's value at the first iteration is not bounded by its value at the entry");
        }
        Linear rd = r.plus(d);
        // the transitions from a first start where r = rd: at most rd when r >= 0 after each one too, one more when
        // not; at most bits(rd) when each one also halves r (r' <= r / 2)
        boolean after = nonNegativeAfter(info, r);
        if (after && halves(info, r)) {
            info.iterations = "bits(" + rd + ") + 1";
            return Bound.bits(Bound.of(rd));
        }
        // r less a constant may halve where r does not, and rank the loop as well when it stays >= 0 after each
        // transition (it decreases as r does): the solver gives x + 4 or x - 2 for while (x > 1) x = x / 2, of which
        // only x - 2 halves
        long c = r.constant().bitLength() < 32 ? r.constant().longValue() : 0;
        for (long s = c + 2; s > 0 && s >= c - 1; s--) {
            Linear rs = r.plus(-s);
            if (nonNegativeAfter(info, rs) && halves(info, rs)) {
                info.iterations = "bits(" + rd.plus(-s) + ") + 1";
                return Bound.bits(Bound.of(rd.plus(-s)));
            }
        }
        BitRanking bits = info.bits(tb, solver, Long.MAX_VALUE);
        if (bits != null) return byBits(info, bits);
        Linear transitions = after ? rd : rd.plus(1);
        info.iterations = "max(1, " + transitions.plus(1) + ")";
        return Bound.max(List.of(Bound.constant(0), Bound.of(transitions)));
    }

    /** d with r at the first start of the body at most r at the header plus d (-1 to 2), on every way in; null when none. */
    private Integer firstStart(LoopFacts info, Linear r) {
        for (int k : new int[] {-1, 0, 1, 2}) {
            boolean all = true;
            for (Iteration it : info.its) {
                for (Iteration.Segment f : it.firsts) {
                    Term at = Ranker.evaluate(r, f.from(), info.types, tb), before = Ranker.evaluate(r, it.header, info.types, tb);
                    if (at == null || before == null || !(solver.isValid(f.pc(), Ranker.le(at, Ranker.plus(before, k, tb), tb)) instanceof Validity.Valid)) {
                        all = false;
                        break;
                    }
                }
                if (!all) break;
            }
            if (all) return k;
        }
        return null;
    }

    /**
     * The transitions of a loop with a lexicographic ranking function none of whose components grows on any transition:
     * each transition decreases a component that is at least 0 by at least 1 (the proof), so component i decides at most
     * max(0, r_i + 1) transitions from its value at the first start, and the transitions are at most the sum. Null where
     * a component can grow (then a later one may be reset high, and no bound is derived).
     */
    private Bound lexicographic(LoopFacts info) {
        Bound sum = Bound.constant(0);
        List<String> parts = new ArrayList<>();
        for (Linear r : info.ranking) {
            boolean neverGrows = holdsOnEveryIteration(info, seg -> {
                Term to = Ranker.evaluate(r, seg.to(), info.types, tb), from = Ranker.evaluate(r, seg.from(), info.types, tb);
                return to == null || from == null ? null : Ranker.le(to, from, tb);
            });
            Integer d = neverGrows ? firstStart(info, r) : null;
            if (d == null) return null;
            Linear first = r.plus(d + 1);
            parts.add("max(0, " + first + ")");
            sum = Bound.sum(sum, Bound.max(List.of(Bound.constant(0), Bound.of(first))));
        }
        info.iterations = "at most " + String.join(" + ", parts) + " + 1";
        return sum;
    }

    /** Whether {@code r} is at least 0 after every transition of the loop. */
    private boolean nonNegativeAfter(LoopFacts info, Linear r) {
        return holdsOnEveryIteration(info, seg -> {
            Term to = Ranker.evaluate(r, seg.to(), info.types, tb);
            return to == null ? null : Ranker.le(Ranker.zero(to, tb), to, tb);
        });
    }

    /** Whether every transition of the loop at least halves {@code r} (r' <= r / 2). */
    private boolean halves(LoopFacts info, Linear r) {
        return holdsOnEveryIteration(info, seg -> {
            Term to = Ranker.evaluate(r.times(BigInteger.TWO), seg.to(), info.types, tb), from = Ranker.evaluate(r, seg.from(), info.types, tb);
            return to == null || from == null ? null : Ranker.le(to, from, tb);
        });
    }

    /**
     * The transitions of a loop that ends by geometric growth ({@link GrowthRanking}): at most log_{p/q}(g₁) + 1, g₁
     * being g at the first start of the body, which is at most k·bits(g₁) + 1 with k = {@link GrowthRanking#perBit};
     * g₁ bounded by the sum of its monomials' absolute values, in the values at the entry. Where the way from the
     * header to the body's start changes g, there is no bound.
     */
    private Bound byGrowth(LoopFacts info) {
        GrowthRanking r = info.growth;
        Bound size = Bound.constant(0);
        for (Term gi : r.g()) {
            for (Iteration it : info.its) {
                Map<Term, Term> atHeader = GrowthRanking.at(it.header, r.names());
                Term g = atHeader == null ? null : effigy.term.Terms.substitute(gi, atHeader, tb);
                for (Iteration.Segment f : it.firsts) {
                    Map<Term, Term> atFirst = GrowthRanking.at(f.from(), r.names());
                    if (g == null || atFirst == null || effigy.term.Terms.substitute(gi, atFirst, tb) != g) {
                        throw new NoBound("the loop at line " + info.line() + " ends by geometric growth, but the way into its body changes " + gi);
                    }
                }
            }
            Bound g = SizeBounds.of(r.byName(gi), s -> Bound.abs(s.name()));
            if (g == null) throw new NoBound("the loop at line " + info.line() + " ends by geometric growth of " + gi + ", which has no size");
            size = Bound.sum(size, g);
        }
        if (r.h() != null) size = Bound.sum(size, r.h());
        info.iterations = "at most " + r.perBit() + "*bits(" + Bound.text(size) + ") + 1";
        return Bound.sum(Bound.times(Bound.constant(r.perBit()), Bound.bits(size)), Bound.constant(1));
    }

    /** The transitions of a loop ranked by a measure of a variable's bits: at most its width (the measure's largest value). */
    private static Bound byBits(LoopFacts info, BitRanking bits) {
        info.iterations = bits.iterations();
        return Bound.constant(bits.width());
    }

    /**
     * An inner loop's cost (in its entry values) over every iteration of the loop {@code outer}, in the outer loop's
     * entry values: each variable replaced by its value at the inner entry (a header value of the outer loop, or a
     * literal), then each header value by a bound over all iterations — the value itself where the outer loop never
     * changes it, or never moves it the way that would raise the cost, else a variable it never changes that the
     * path to the inner entry bounds it by.
     */
    private Bound overIterations(Bound c, State innerEntry, Iteration it, LoopFacts outer) {
        Map<Term.Sym, String> headerNames = new HashMap<>();
        for (Map.Entry<String, Term> v : it.header.entrySet()) if (v.getValue() instanceof Term.Sym s) headerNames.put(s, v.getKey());
        Map<String, Linear> at = new HashMap<>();
        for (Map.Entry<String, Term> v : ex.variables(innerEntry).entrySet()) {
            Linear l = Transitions.linear(v.getValue(), headerNames);
            if (l != null) at.put(v.getKey(), l);
        }
        if (sizes == null) {
            Bound inHeader = substitute(c, (x, upper) -> at.get(x));
            return substitute(inHeader, (x, upper) -> bounded(x, upper, innerEntry, it, outer));
        }
        // where a value has no linear bound, its size over the outer loop (in the outer loop's entry values, |x|)
        Map<String, Term> terms = ex.variables(innerEntry);
        java.util.function.Function<String, Bound> overOuter = x -> terms.get(x) == null ? null : sizes.over(outer, it, terms.get(x));
        Bound inHeader = substitute(c, (x, upper) -> at.get(x), overOuter, overOuter);
        return substitute(inHeader, (x, upper) -> bounded(x, upper, innerEntry, it, outer), x -> sizes.variable(outer, x), Bound::abs);
    }

    /**
     * {@code c} with each variable x replaced by {@code value(x, upper)}: its value, or an upper bound of it where its
     * coefficient is positive ({@code upper}), a lower bound where negative; null when there is none.
     */
    private Bound substitute(Bound c, java.util.function.BiFunction<String, Boolean, Linear> value) {
        return substitute(c, value, x -> null, x -> null);
    }

    /**
     * {@link #substitute(Bound, java.util.function.BiFunction)}, where a variable with no linear bound is bounded by its
     * size ({@code size}, over absolute values; null when none): a·x by |a|·size(x); and each |x| by {@code abs(x)}.
     */
    private Bound substitute(Bound c, java.util.function.BiFunction<String, Boolean, Linear> value, java.util.function.Function<String, Bound> size,
                             java.util.function.Function<String, Bound> abs) {
        if (c instanceof Bound.Lin l) {
            Linear out = Linear.constant(l.e().constant());
            Bound bySize = Bound.constant(0);
            for (Map.Entry<String, BigInteger> e : l.e().coefficients().entrySet()) {
                Linear v = value.apply(e.getKey(), e.getValue().signum() > 0);
                if (v != null) { out = out.plus(v.times(e.getValue())); continue; }
                Bound s = size.apply(e.getKey());
                if (s == null) throw new NoBound("the value of " + e.getKey() + " has no linear bound in the inputs");
                bySize = Bound.sum(bySize, Bound.times(Bound.of(Linear.constant(e.getValue().abs())), s));
            }
            return Bound.sum(Bound.of(out), bySize);
        }
        if (c instanceof Bound.Abs a) {
            Bound s = abs.apply(a.variable());
            if (s == null) throw new NoBound("the value of " + a.variable() + " has no bound in the inputs");
            return s;
        }
        if (c instanceof Bound.Product p) return Bound.times(substitute(p.a(), value, size, abs), substitute(p.b(), value, size, abs));
        if (c instanceof Bound.Bits b) return Bound.bits(substitute(b.a(), value, size, abs));   // monotone
        List<Bound> parts = new ArrayList<>();
        for (Bound q : c instanceof Bound.Max m ? m.parts() : ((Bound.Sum) c).parts()) parts.add(substitute(q, value, size, abs));
        if (c instanceof Bound.Max) return Bound.max(parts);
        Bound s = Bound.constant(0);
        for (Bound q : parts) s = Bound.sum(s, q);
        return s;
    }

    /**
     * A bound on the header value of {@code x} over every iteration of {@code outer}, in its entry values; {@code entry}
     * is the inner loop's entry met in the outer loop's iteration {@code where}.
     */
    private Linear bounded(String x, boolean upper, State entry, Iteration where, LoopFacts outer) {
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
                if (!(solver.isValid(s.pc(), claim) instanceof Validity.Valid)) monotone = false;
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
                if (solver.isValid(entry.pathCondition(), upper ? Ranker.le(hx, hb, tb) : Ranker.le(hb, hx, tb)) instanceof Validity.Valid) return bound;
            }
        }
        return null;
    }

    private static boolean neverChanged(String y, LoopFacts outer) {
        for (Iteration it : outer.its) {
            Term h = it.header.get(y);
            for (Iteration.Segment s : it.iterations) if (s.to().get(y) != h || s.from().get(y) != h) return false;
        }
        return true;
    }

    /**
     * The bound of a recursion ranked by one linear function r of the parameters, where no path of its functions
     * makes more than one of its calls: a chain of calls from r = R ≥ 0 has at most R + 2 calls (each call from a
     * state with r ≥ 0 leads to one with r at least 1 less), each running at most the most statements of any path
     * of the cycle's functions (its own call jumped over). {@code ranking} is over the parameters by position (null:
     * none was proved).
     */
    Bound recursion(Function fn, List<Iteration> cycle, List<Linear> ranking) {
        if (ranking == null || ranking.size() != 1) throw new NoBound("the recursion of " + fn.name() + " has a lexicographic ranking function only (no bound is derived from one)");
        if (!infos.isEmpty()) throw new NoBound("no bound is derived for a recursion with loops");
        int most = 0;
        for (Iteration it : cycle) {
            if (it.mostCalls > 1) throw new NoBound("a path of " + it.function().name() + " makes " + it.mostCalls + " calls of the recursion (no bound is derived for a tree of calls)");
            for (Iteration.Segment e : it.exits) most = Math.max(most, e.steps());
        }
        Map<String, Linear> names = Recursion.parameterNames(fn);
        names.values().removeIf(v -> !inputs.containsValue(v.toString()));
        Linear r = ranking.get(0);
        for (String x : r.coefficients().keySet()) if (!names.containsKey(x)) throw new NoBound("the ranking function of the recursion of " + fn.name() + " is not in the inputs");
        Bound calls = Bound.sum(Bound.max(List.of(Bound.constant(0), Bound.of(r.substituteLinear(names)))), Bound.constant(2));
        return Bound.times(Bound.constant(most), calls);
    }
}
