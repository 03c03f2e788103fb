package effigy.term;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Simplifies a conjunction of path-condition atoms for display, the way King's tables show them:
 * atoms that bound the same linear form are merged into an interval ({@code a > 0 & a > 10} is
 * {@code a > 10}; {@code Y >= 1 & Y < 2} is {@code Y = 1}; {@code X ¬= A(3) & X < A(3)} is
 * {@code X < A(3)}), implied disequalities disappear, and equalities come first. The result is
 * equivalent to the input over the integers (a contradiction gives {@code [false]}). Bounds keep the
 * strictness they were written with ({@code Y < 1} stays {@code Y < 1}).
 */
public final class PathConditions {
    private PathConditions() {}

    /** An integer linear form with its bounds: lo ≤ form ≤ hi, form ∉ excluded. */
    private static final class Bounds {
        BigInteger lo, hi;
        boolean loStrict, hiStrict;   // print lo as "> lo-1", hi as "< hi+1"
        final TreeSet<BigInteger> excluded = new TreeSet<>();

        void lower(BigInteger v, boolean strict) {
            if (lo == null || v.compareTo(lo) > 0) { lo = v; loStrict = strict; }
        }

        void upper(BigInteger v, boolean strict) {
            if (hi == null || v.compareTo(hi) < 0) { hi = v; hiStrict = strict; }
        }
    }

    public static List<Term> simplify(List<Term> conjuncts, TermBuilder tb) {
        TermFactory f = tb.factory();
        TreeMap<Term, Bounds> forms = new TreeMap<>(TermOrder.INSTANCE);
        Set<Term> others = new LinkedHashSet<>();
        for (Term c : flatten(conjuncts)) {
            if (c instanceof Term.BoolLit b) {
                if (!b.value()) return List.of(f.falseTerm());
                continue;
            }
            if (!addBound(c, forms, f)) others.add(c);
        }
        List<Term> equalities = new ArrayList<>(), rest = new ArrayList<>();
        for (Map.Entry<Term, Bounds> e : forms.entrySet()) {
            Term form = e.getKey();
            Bounds b = e.getValue();
            // tighten bounds past excluded values at the ends
            while (b.lo != null && b.excluded.contains(b.lo)) { b.lo = b.lo.add(BigInteger.ONE); b.loStrict = true; }
            while (b.hi != null && b.excluded.contains(b.hi)) { b.hi = b.hi.subtract(BigInteger.ONE); b.hiStrict = true; }
            if (b.lo != null && b.hi != null && b.lo.compareTo(b.hi) > 0) return List.of(f.falseTerm());
            if (b.lo != null && b.lo.equals(b.hi)) {
                equalities.add(tb.eq(form, tb.integer(b.lo)));
                continue;
            }
            if (b.lo != null) rest.add(b.loStrict ? tb.gt(form, tb.integer(b.lo.subtract(BigInteger.ONE))) : tb.ge(form, tb.integer(b.lo)));
            if (b.hi != null) rest.add(b.hiStrict ? tb.lt(form, tb.integer(b.hi.add(BigInteger.ONE))) : tb.le(form, tb.integer(b.hi)));
            for (BigInteger x : b.excluded) {
                if ((b.lo == null || x.compareTo(b.lo) > 0) && (b.hi == null || x.compareTo(b.hi) < 0)) rest.add(tb.ne(form, tb.integer(x)));
            }
        }
        List<Term> out = new ArrayList<>(equalities);
        out.addAll(rest);
        for (Term o : others) if (!out.contains(o)) out.add(o);
        return out;
    }

    /** The simplified conjunction as one term. */
    public static Term conjunction(List<Term> conjuncts, TermBuilder tb) {
        return tb.and(simplify(conjuncts, tb));
    }

    private static List<Term> flatten(List<Term> conjuncts) {
        List<Term> out = new ArrayList<>();
        Set<Term> seen = new HashSet<>();
        for (Term c : conjuncts) {
            if (c instanceof Term.App app && app.op() == Op.AND) {
                for (Term a : app.args()) if (seen.add(a)) out.add(a);
            } else if (seen.add(c)) {
                out.add(c);
            }
        }
        return out;
    }

    /** Records {@code atom} as a bound on a linear form; false when it is not an integer comparison. */
    private static boolean addBound(Term atom, Map<Term, Bounds> forms, TermFactory f) {
        boolean negated = false;
        Term a = atom;
        if (a instanceof Term.App app && app.op() == Op.NOT) { negated = true; a = app.arg(0); }
        if (!(a instanceof Term.App rel) || rel.args().size() != 2 || !rel.arg(0).sort().equals(Sort.INT)) return false;
        Op op = rel.op();
        if (op != Op.EQ && op != Op.LT && op != Op.LE) return false;
        if (negated && op != Op.EQ) return false; // the builder never leaves ¬(a < b)
        Polynomial d = Polynomial.of(rel.arg(0)).add(Polynomial.of(rel.arg(1)).negate());   // d op 0
        if (d.isConstant()) return false;
        boolean flip = d.leadingSign() < 0;
        if (flip) d = d.negate();
        BigInteger c = d.constant.negate();                       // form op c  (op reversed when flipped)
        Term form = d.withoutConstant().toTerm(f);
        Bounds b = forms.computeIfAbsent(form, k -> new Bounds());
        if (op == Op.EQ) {
            if (negated) b.excluded.add(c);
            else { b.lower(c, false); b.upper(c, false); }
        } else if (!flip) {
            if (op == Op.LT) b.upper(c.subtract(BigInteger.ONE), true); else b.upper(c, false);
        } else {
            if (op == Op.LT) b.lower(c.add(BigInteger.ONE), true); else b.lower(c, false);
        }
        return true;
    }
}
