package effigy.termination;

import effigy.exec.Executor;
import effigy.loops.Linear;
import effigy.term.Polynomial;
import effigy.term.Sort;
import effigy.term.Term;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Size bounds, KoAT's second kind of bound beside the time bounds: an upper bound on the absolute value a variable can
 * have, as a {@link Bound} over the absolute values of the inputs ({@link Bound.Abs}), for the values that loops jumped
 * over leave behind. A later loop's cost is then bounded in the inputs even where its entry values are not linear in
 * them: {@code while (x3 > 0) x3--;} after a loop that adds x2 to x1 x4 times and sets x3 to x1 + x2.
 *
 * <p>A variable's size over a loop (its values at the header on every pass) comes from the loop's transitions, each
 * read as a polynomial over the arbitrary values at the header ({@link Iteration}): where every transition adds to the
 * variable an amount d in the other variables' header values (x' = x + d), or sets it to a value r of them
 * (x' = r), its size is at most max(|x0| + c, R) + c + T·D, with T the body starts (one more than the loop's
 * transitions, {@link BoundComposer#iterations}), D and R the largest sizes of the d's and r's (the others' sizes over
 * the loop standing in for their values), and c the most the way from the header to the body's start moves it by a
 * constant. A transition that multiplies the variable by something else, or reads a value that is neither a variable
 * nor a literal (a fresh input, a memory read), gives no bound; nor do variables whose sizes depend on each other.
 * Only mathematical integers are read (bit-vector values wrap, and a wrapped value is no smaller).
 */
final class SizeBounds {
    private final Executor ex;
    private final BoundComposer composer;
    private final Map<Iteration.LoopKey, LoopFacts> infos;
    private final Map<Term.Sym, String> inputs;
    /** The fresh symbols of the loops jumped over and what each stands for. */
    private final Map<Term.Sym, Iteration.After> after;
    /** Each loop's variables' sizes over the loop, in the absolute values at its entry (by variable name); null: none. */
    private final Map<LoopFacts, Map<String, Bound>> sizes = new IdentityHashMap<>();
    /** The variables, per loop, whose size is being worked out: met again, they depend on themselves. */
    private final Map<LoopFacts, Set<String>> working = new IdentityHashMap<>();

    SizeBounds(Executor ex, BoundComposer composer, Map<Iteration.LoopKey, LoopFacts> infos, Map<Term.Sym, String> inputs,
               Map<Term.Sym, Iteration.After> after) {
        this.ex = ex;
        this.composer = composer;
        this.infos = infos;
        this.inputs = inputs;
        this.after = after;
    }

    /** An upper bound on |t| over the absolute values of the inputs; null when there is none. */
    Bound of(Term t) {
        return of(t, sym -> {
            String input = inputs.get(sym);
            if (input != null) return Bound.abs(input);
            Iteration.After a = after.get(sym);
            return a == null ? null : left(a);
        });
    }

    /**
     * An upper bound on |t|, a value met in an iteration {@code it} of the loop {@code loop} (a term over its header's
     * values), in the absolute values at the loop's entry: each header value by its variable's size over the loop.
     */
    Bound over(LoopFacts loop, Iteration it, Term t) {
        Map<Term.Sym, String> header = new HashMap<>();
        for (Map.Entry<String, Term> v : it.header.entrySet()) if (v.getValue() instanceof Term.Sym s) header.put(s, v.getKey());
        return of(t, sym -> header.get(sym) == null ? null : variable(loop, header.get(sym)));
    }

    /** The size of a value a jumped-over loop left: its size over the loop, the loop's entry values' sizes put in. */
    private Bound left(Iteration.After a) {
        LoopFacts info = infos.get(a.loop());
        if (info == null) return null;
        Bound over = variable(info, a.variable());
        if (over == null) return null;
        Map<String, Term> at = ex.variables(a.entry());
        return substitute(over, x -> {
            Term v = at.get(x);
            return v == null ? null : of(v);
        });
    }

    /** {@code b} with each {@code |x|} replaced by {@code size(x)}; null when one has none. */
    static Bound substitute(Bound b, java.util.function.Function<String, Bound> size) {
        if (b instanceof Bound.Abs a) return size.apply(a.variable());
        if (b instanceof Bound.Lin l) {
            if (!l.e().isConstant()) throw new IllegalArgumentException("a size bound in signed values: " + Bound.text(b));
            return b;
        }
        if (b instanceof Bound.Product p) {
            Bound x = substitute(p.a(), size), y = x == null ? null : substitute(p.b(), size);
            return y == null ? null : Bound.times(x, y);
        }
        if (b instanceof Bound.Bits x) {
            Bound y = substitute(x.a(), size);
            return y == null ? null : Bound.bits(y);
        }
        List<Bound> parts = new ArrayList<>();
        for (Bound q : b instanceof Bound.Max m ? m.parts() : ((Bound.Sum) b).parts()) {
            Bound r = substitute(q, size);
            if (r == null) return null;
            parts.add(r);
        }
        if (b instanceof Bound.Max) return Bound.max(parts);
        Bound s = Bound.constant(0);
        for (Bound q : parts) s = Bound.sum(s, q);
        return s;
    }

    /**
     * An upper bound on |b|'s value, in the absolute values of its variables: each linear part's coefficients and
     * constant made positive and each variable x read as |x|.
     */
    static Bound absolute(Bound b) {
        if (b instanceof Bound.Lin l) return absolute(l.e());
        if (b instanceof Bound.Abs) return b;
        if (b instanceof Bound.Product p) return Bound.times(absolute(p.a()), absolute(p.b()));
        if (b instanceof Bound.Bits x) return Bound.bits(absolute(x.a()));
        List<Bound> parts = new ArrayList<>();
        for (Bound q : b instanceof Bound.Max m ? m.parts() : ((Bound.Sum) b).parts()) parts.add(absolute(q));
        if (b instanceof Bound.Max) return Bound.max(parts);
        Bound s = Bound.constant(0);
        for (Bound q : parts) s = Bound.sum(s, q);
        return s;
    }

    /** |e| ≤ Σ |a_i|·|x_i| + |k|. */
    static Bound absolute(Linear e) {
        Bound s = constant(e.constant());
        for (Map.Entry<String, BigInteger> c : e.coefficients().entrySet()) s = Bound.sum(s, Bound.times(constant(c.getValue()), Bound.abs(c.getKey())));
        return s;
    }

    /**
     * An upper bound on |t|, a polynomial of mathematical integers over atoms, each symbol's size given by {@code atom}
     * (null: none): Σ |c|·Π size(atom) + |constant|, an if-then-else by its larger side, a quotient or remainder by its
     * dividend. Null when a part has none.
     */
    static Bound of(Term t, java.util.function.Function<Term.Sym, Bound> atom) {
        return t.sort() == Sort.INT ? of(Polynomial.of(t), atom) : null;
    }

    private static Bound of(Polynomial p, java.util.function.Function<Term.Sym, Bound> atom) {
        Bound s = constant(p.constantPart());
        for (Map.Entry<Polynomial.Monomial, BigInteger> m : p.monomials().entrySet()) {
            Bound product = constant(m.getValue());
            for (Term a : m.getKey().atoms()) {
                Bound size = atom(a, atom);
                if (size == null) return null;
                product = Bound.times(product, size);
            }
            s = Bound.sum(s, product);
        }
        return s;
    }

    /** |v|. */
    private static Bound constant(BigInteger v) { return Bound.of(Linear.constant(v.abs())); }

    private static Bound atom(Term a, java.util.function.Function<Term.Sym, Bound> atom) {
        if (a instanceof Term.Sym sym) return atom.apply(sym);
        if (a instanceof Term.App app) {
            switch (app.op()) {
                case ITE -> {
                    Bound x = of(app.arg(1), atom), y = x == null ? null : of(app.arg(2), atom);
                    return y == null ? null : Bound.max(List.of(x, y));
                }
                case DIV, REM, MOD -> {   // |a / b|, |a % b| ≤ |a| where b ≠ 0 (a division by 0 ends the run)
                    return of(app.arg(0), atom);
                }
                default -> { return null; }
            }
        }
        return null;
    }

    /** The size of {@code x} over the loop {@code info} (every value at its header), in the absolute values at its entry. */
    Bound variable(LoopFacts info, String x) {
        Map<String, Bound> known = sizes.computeIfAbsent(info, k -> new HashMap<>());
        if (known.containsKey(x)) return known.get(x);
        Set<String> open = working.computeIfAbsent(info, k -> new HashSet<>());
        if (!open.add(x)) return null;   // x's size depends on itself through another variable
        Bound b;
        try {
            b = compute(info, x);
        } finally {
            open.remove(x);
        }
        known.put(x, b);
        return b;
    }

    private Bound compute(LoopFacts info, String x) {
        Bound transitions;
        try {
            transitions = composer.iterations(info);
        } catch (BoundComposer.NoBound e) {
            return null;
        }
        // T: the body starts, one more than the transitions
        Bound starts = Bound.sum(absolute(transitions), Bound.constant(1));
        Bound moved = Bound.constant(0), reset = null, added = null;
        boolean unchanged = true;
        for (Iteration it : info.its) {
            Map<Term.Sym, String> header = new HashMap<>();
            for (Map.Entry<String, Term> v : it.header.entrySet()) if (v.getValue() instanceof Term.Sym s) header.put(s, v.getKey());
            Term hx = it.header.get(x);
            if (!(hx instanceof Term.Sym hs) || hs.sort() != Sort.INT) return null;
            // c: how far the way from the header to the body's start moves x (a constant, the same at every start)
            for (Iteration.Segment f : it.firsts) {
                Term from = f.from().get(x);
                if (from == null) return null;
                BigInteger c = constantDifference(from, hx);
                if (c == null) return null;
                moved = Bound.max(List.of(moved, constant(c)));
            }
            for (Iteration.Segment seg : it.iterations) {
                Term to = seg.to().get(x);
                if (to == null || to.sort() != Sort.INT) return null;
                if (to == hx) continue;
                unchanged = false;
                // to = hx + d, d free of hx (x' = x + d, after the start's move c, which d then takes back: d - c), or free of hx altogether
                Polynomial p = Polynomial.of(to);
                BigInteger own = BigInteger.ZERO;
                for (Map.Entry<Polynomial.Monomial, BigInteger> m : p.monomials().entrySet()) {
                    if (!m.getKey().atoms().contains(hx)) continue;
                    if (m.getKey().atoms().size() != 1) return null;   // x times something
                    own = m.getValue();
                }
                if (own.signum() != 0 && !own.equals(BigInteger.ONE)) return null;   // x scaled
                Polynomial rest = own.signum() == 0 ? p : p.add(Polynomial.of(hx).negate());
                Bound size = of(rest, sym -> {
                    String y = header.get(sym);
                    return y == null || y.equals(x) ? null : variable(info, y);
                });
                if (size == null) return null;
                if (own.signum() == 0) reset = reset == null ? size : Bound.max(List.of(reset, size));
                else added = added == null ? size : Bound.max(List.of(added, size));
            }
        }
        if (unchanged) return Bound.abs(x);
        Bound start = Bound.sum(Bound.abs(x), moved);
        if (reset != null) start = Bound.max(List.of(start, reset));
        Bound out = Bound.sum(start, moved);
        if (added != null) out = Bound.sum(out, Bound.times(starts, Bound.sum(added, moved)));
        return out;
    }

    /** {@code a - b} where it is a constant; null otherwise. */
    private static BigInteger constantDifference(Term a, Term b) {
        if (a.sort() != Sort.INT || b.sort() != Sort.INT) return null;
        Polynomial d = Polynomial.of(a).add(Polynomial.of(b).negate());
        return d.isConstant() ? d.constantPart() : null;
    }
}
