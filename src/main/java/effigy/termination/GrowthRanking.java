package effigy.termination;

import effigy.smt.PathSolver;
import effigy.smt.Validity;
import effigy.term.Op;
import effigy.term.Polynomial;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.Terms;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A termination argument for loops whose values grow geometrically, the twn loops of KoAT and LoAT
 * ({@code while (0 < a && a < b) { a = 3*a; b = 2*b; }}) that no linear, lexicographic or multiphase function ranks:
 * two expressions f and g of the variables, over mathematical integers, such that at every start of the body
 * 1 ≤ f ≤ g, and every iteration multiplies f by at least p and g by at most q, with p > q ≥ 1. After k iterations
 * p^k·f₁ ≤ f ≤ g ≤ q^k·g₁, so (p/q)^k ≤ g₁ (f₁ ≥ 1): an entry makes at most log_{p/q}(g₁) + 1 iterations, where
 * g₁ is g at the first start of the body. Where g' ≤ q·g + H instead, H ≥ 0 a polynomial in variables the loop never
 * changes ({@link #affine}; q ≥ 2), g₁ + H takes g₁'s place. A guard with || gives f ≤ g₁ or f ≤ g₂ (one on each path):
 * f is then below the largest, and |g₁| + |g₂| + ... takes g₁'s place. Each claim is checked on every path of the loop's iteration, on the
 * program's own terms.
 *
 * <p>The claims are checked on every state at the body's start, then, failing that, on those the loop's entries reach
 * (the Houdini invariants {@link LoopProver} found when it sought a linear function). The candidates for f ≤ g are the comparisons of the paths' conditions (the loop's guard: {@code a < b},
 * {@code a < b*b}), each side also without its constant; p and q are tried from 2 to 16 and from 1 up.
 */
record GrowthRanking(Term f, List<Term> g, int p, int q, Bound h, Map<Term.Sym, String> names, List<Recurrence.Predicate> invariants) {
    /** The most factor tried for p. */
    private static final int MOST = 16;

    /** How the output names it: {@code a grows 3x, b at most 2x}. */
    @Override public String toString() {
        List<String> gs = new ArrayList<>(), les = new ArrayList<>();
        for (Term x : g) { gs.add(text(x)); les.add(text(f) + " <= " + text(x)); }
        return text(f) + " grows at least " + p + "x and " + String.join(", ", gs) + " at most " + q + "x" + (h == null ? "" : " plus " + Bound.text(h))
                + ", " + String.join(" or ", les) + (invariants.isEmpty() ? "" : " (with the invariants " + invariants + ")");
    }

    private String text(Term t) { return byName(t).toString(); }

    /**
     * k with log_{p/q}(x) ≤ k·log2(x) for every x ≥ 1: the multiple of g₁'s bits that bounds the iterations after the
     * first ({@code ceil(1 / log2(p/q))}).
     */
    int perBit() {
        double r = Math.log((double) p / q) / Math.log(2);
        return (int) Math.ceil(1 / r - 1e-9);
    }

    /** {@code t} (f or g, over the first iteration's header) over the variables by name: at the loop's entry. */
    Term byName(Term t) {
        Map<Term, Term> rename = new HashMap<>();
        names.forEach((s, n) -> rename.put(s, s.factory().symbol(n, s.sort())));
        return Terms.substitute(t, rename, new TermBuilder(t.factory()));
    }

    /**
     * The first pair f ≤ g over {@code info}'s loop (mathematical integers only) with growth factors p > q that holds on
     * every path of its iteration, or null.
     */
    static GrowthRanking find(LoopFacts info, TermBuilder tb, PathSolver solver, long deadline) {
        if (info.vars == null || info.its.isEmpty()) return null;
        for (Iteration it : info.its) for (Term h : it.header.values()) if (h.sort() instanceof Sort.BvSort) return null;
        Iteration first = info.its.get(0);
        Map<Term.Sym, String> names = new HashMap<>();
        for (Map.Entry<String, Term> v : first.header.entrySet()) if (v.getValue() instanceof Term.Sym s && info.vars.contains(v.getKey())) names.put(s, v.getKey());
        Set<List<Term>> candidates = new LinkedHashSet<>();
        for (Iteration.Segment seg : first.iterations) for (Term c : seg.pc()) comparisons(c, false, names.keySet(), candidates, tb);
        // a guard with || (x3 < x1 || x3 < x2): its disjuncts are on different paths; f below one of the g's on each
        Map<Term, List<Term>> byLeft = new java.util.LinkedHashMap<>();
        for (List<Term> c : candidates) {
            List<Term> gs = byLeft.computeIfAbsent(c.get(0), k -> new ArrayList<>());
            if (!gs.contains(c.get(1))) gs.add(c.get(1));
        }
        byLeft.forEach((l, gs) -> { if (gs.size() > 1) { List<Term> c = new ArrayList<>(List.of(l)); c.addAll(gs); candidates.add(c); } });
        // on every state at the body's start first; then on those the entries reach (the invariants found before)
        for (List<Recurrence.Predicate> invariants : info.houdini.isEmpty() ? List.of(List.<Recurrence.Predicate>of()) : List.of(List.<Recurrence.Predicate>of(), info.houdini)) {
            for (List<Term> c : candidates) {
                if (System.nanoTime() - deadline > 0) return null;
                GrowthRanking r = check(info, c.get(0), c.subList(1, c.size()), names, invariants, tb, solver);
                if (r != null) return r;
            }
        }
        return null;
    }

    /** The comparisons l ≤ r (or l < r) in {@code c}, as [l, r] and each side without its constant, over {@code vars} only. */
    private static void comparisons(Term c, boolean negated, Set<Term.Sym> vars, Set<List<Term>> out, TermBuilder tb) {
        if (!(c instanceof Term.App app)) return;
        switch (app.op()) {
            case NOT -> comparisons(app.arg(0), !negated, vars, out, tb);
            case AND -> { if (!negated) for (Term a : app.args()) comparisons(a, false, vars, out, tb); }
            case LT, LE -> {
                Term l = negated ? app.arg(1) : app.arg(0), r = negated ? app.arg(0) : app.arg(1);
                if (l.sort() != Sort.INT || !over(l, vars) || !over(r, vars)) return;
                out.add(List.of(l, r));
                Term l0 = withoutConstant(l, tb), r0 = withoutConstant(r, tb);
                if (l0 != null && r0 != null) out.add(List.of(l0, r0));
                // one monomial of l against the rest moved to the right: x4*x4 + y2 < 2*y1 + x3^5 as
                // x4*x4 <= 2*y1 - y2 + x3^5
                Polynomial left = Polynomial.of(l);
                if (left.monomials().size() > 1) {
                    for (Map.Entry<Polynomial.Monomial, BigInteger> m : left.monomials().entrySet()) {
                        Term one = tb.integer(m.getValue());
                        for (Term a : m.getKey().atoms()) one = tb.mul(one, a);
                        out.add(List.of(one, tb.sub(r, tb.sub(l, one))));
                    }
                }
            }
            default -> { }
        }
    }

    private static Term withoutConstant(Term t, TermBuilder tb) {
        Polynomial p = Polynomial.of(t);
        if (p.isConstant()) return null;
        return tb.sub(t, tb.integer(p.constantPart()));
    }

    private static boolean over(Term t, Set<Term.Sym> vars) {
        for (Term.Sym s : Terms.symbols(t)) if (!vars.contains(s)) return false;
        return true;
    }

    /**
     * f ≤ g (one of the g's) with the largest p and smallest q that hold on every path, when p > q; null otherwise. Each
     * g may grow by its own factor q_i (plus its own H_i): q is the largest, as g_k ≤ q^(k-1)·(|g₁| + H) for each.
     */
    private static GrowthRanking check(LoopFacts info, Term f, List<Term> gs, Map<Term.Sym, String> names, List<Recurrence.Predicate> invariants,
                                       TermBuilder tb, PathSolver solver) {
        if (Polynomial.of(f).isConstant()) return null;
        // 1 <= f <= g (one of them) at every start of the body that an iteration leaves from
        if (!holds(info, names, invariants, tb, solver, (from, to) -> {
            List<Term> below = new ArrayList<>();
            for (Term g : gs) below.add(tb.le(from.apply(f), from.apply(g)));
            return tb.and(tb.le(tb.integer(1), from.apply(f)), tb.or(below));
        })) return null;
        int q = 0;
        Bound h = null;
        for (Term g : gs) {
            int qi = 0;
            for (int k = 1; k < MOST && qi == 0; k++) {
                int kk = k;
                if (holds(info, names, invariants, tb, solver, (from, to) -> tb.le(to.apply(g), tb.mul(tb.integer(kk), from.apply(g))))) qi = k;
            }
            for (int k = 2; k < MOST && qi == 0; k++) {
                Bound hi = affine(info, g, k, names, tb);
                if (hi != null) { qi = k; h = h == null ? hi : Bound.sum(h, hi); }
            }
            if (qi == 0) return null;
            q = Math.max(q, qi);
        }
        int p = 0;
        for (int k = MOST; k > q && p == 0; k--) {
            int kk = k;
            if (holds(info, names, invariants, tb, solver, (from, to) -> tb.le(tb.mul(tb.integer(kk), from.apply(f)), to.apply(f)))) p = k;
        }
        return p > q ? new GrowthRanking(f, List.copyOf(gs), p, q, h, Map.copyOf(names), invariants) : null;
    }

    /**
     * H ≥ 0 with g' ≤ q·g + H on every path, where g' - q·g is a polynomial in variables the loop never changes: the
     * sum of its monomials' largest absolute values (so g' - q·g ≤ H holds by construction), over the variables by
     * name; null when there is none. Then g_k + H/(q-1) ≤ q^(k-1)·(g₁ + H/(q-1)), so g_k ≤ q^(k-1)·(g₁ + H) for q ≥ 2.
     */
    private static Bound affine(LoopFacts info, Term g, int q, Map<Term.Sym, String> names, TermBuilder tb) {
        Map<List<String>, BigInteger> most = new HashMap<>();
        BigInteger constant = BigInteger.ZERO;
        for (Iteration it : info.its) {
            Map<Term, String> unchanged = new HashMap<>();
            for (String y : info.vars) {
                Term hy = it.header.get(y);
                boolean same = hy != null;
                for (Iteration.Segment seg : it.iterations) same &= seg.from().get(y) == hy && seg.to().get(y) == hy;
                if (same) unchanged.put(hy, y);
            }
            for (Iteration.Segment seg : it.iterations) {
                Map<Term, Term> atFrom = at(seg.from(), names), atTo = at(seg.to(), names);
                if (atFrom == null || atTo == null) return null;
                Term d = tb.sub(Terms.substitute(g, atTo, tb), tb.mul(tb.integer(q), Terms.substitute(g, atFrom, tb)));
                if (d.sort() != Sort.INT) return null;
                Polynomial dp = Polynomial.of(d);
                constant = constant.max(dp.constantPart().abs());
                for (Map.Entry<Polynomial.Monomial, BigInteger> m : dp.monomials().entrySet()) {
                    List<String> vars = new ArrayList<>();
                    for (Term a : m.getKey().atoms()) {
                        String y = unchanged.get(a);
                        if (y == null) return null;
                        vars.add(y);
                    }
                    most.merge(vars, m.getValue().abs(), BigInteger::max);
                }
            }
        }
        if (most.isEmpty() && constant.signum() == 0) return null;   // g' ≤ q·g itself: not this q (the plain check failed)
        Bound h = Bound.of(effigy.loops.Linear.constant(constant));
        for (Map.Entry<List<String>, BigInteger> m : most.entrySet()) {
            Bound product = Bound.of(effigy.loops.Linear.constant(m.getValue()));
            for (String y : m.getKey()) product = Bound.times(product, Bound.abs(y));
            h = Bound.sum(h, product);
        }
        return h;
    }

    /** Each symbol of {@code names} (the first iteration's header) to the value of its variable in {@code values}; null when one has none. */
    static Map<Term, Term> at(Map<String, Term> values, Map<Term.Sym, String> names) {
        Map<Term, Term> out = new HashMap<>();
        for (Map.Entry<Term.Sym, String> n : names.entrySet()) {
            Term v = values.get(n.getValue());
            if (v == null) return null;
            out.put(n.getKey(), v);
        }
        return out;
    }

    /** A claim on a transition, given the terms over the header at its start and end. */
    private interface Claim {
        Term on(java.util.function.Function<Term, Term> from, java.util.function.Function<Term, Term> to);
    }

    /** Whether {@code claim} holds on every path of every iteration of the loop (there is at least one). */
    private static boolean holds(LoopFacts info, Map<Term.Sym, String> names, List<Recurrence.Predicate> invariants, TermBuilder tb,
                                 PathSolver solver, Claim claim) {
        boolean any = false;
        for (Iteration it : info.its) {
            for (Iteration.Segment seg : it.iterations) {
                Map<Term, Term> atFrom = at(seg.from(), names), atTo = at(seg.to(), names);
                if (atFrom == null || atTo == null) return false;
                Term c = claim.on(t -> Terms.substitute(t, new HashMap<>(atFrom), tb), t -> Terms.substitute(t, new HashMap<>(atTo), tb));
                List<Term> pc = new ArrayList<>(seg.pc());
                for (Recurrence.Predicate q : invariants) {
                    Term t = q.term(seg.from(), info.types, tb);
                    if (t == null) return false;
                    pc.add(t);
                }
                if (!(solver.isValid(pc, c) instanceof Validity.Valid)) return false;
                any = true;
            }
        }
        return any;
    }
}
