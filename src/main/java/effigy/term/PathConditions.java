package effigy.term;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Simplifies a conjunction of path-condition atoms for display, the way King's tables show them.
 *
 * <p>First, an equality that fixes a symbol to one value is substituted into the other conjuncts: over
 * the integers {@code a*x + c = 0} when {@code a} divides {@code c}; over bit-vectors of width w
 * {@code a*x + c = 0} modulo 2^w when {@code a} is odd, which has exactly one solution (an even
 * {@code a} leaves 2^k of them, or none); also {@code (i32)x - 5 = 0} through the extension, and a
 * Boolean symbol or its negation. The equality stays; every other conjunct is rebuilt with the value
 * in place (the builder folds), and disappears when it becomes {@code true} ({@code x - 1900 = 0 & x ¬= 0
 * & x - 1899 ¬= 0 & ...} is {@code x - 1900 = 0}; {@code x = 5 & x > 3} is {@code x = 5}); a conjunct that
 * becomes {@code false} makes the whole {@code [false]}. A conjunct left over one symbol may fix that
 * symbol in turn, and is then shown solved ({@code x = 5 & x + y = 7} is {@code x = 5 & y = 2}). Each
 * conjunct is rewritten once for each of its symbols that gets fixed: the work is linear in the size of
 * the conjunction. Equalities fixing symbols come first.
 *
 * <p>Bit-vector comparisons of a term with a constant stay as written, but bound the term (signed and
 * unsigned separately): a disequality outside the bounds disappears ({@code 0 <= x & x ¬= -1} is
 * {@code 0 <= x}), and bounds that the disequalities at their ends narrow to one value fix the symbol,
 * which is then substituted as above ({@code 0 <= x & x <= 300 & x ¬= 0 & ... & x - 299 ¬= 0} is
 * {@code x = 300}).
 *
 * <p>Then atoms that bound the same integer linear form are merged into an interval ({@code a > 0 & a > 10}
 * is {@code a > 10}; {@code Y >= 1 & Y < 2} is {@code Y = 1}; {@code X ¬= A(3) & X < A(3)} is
 * {@code X < A(3)}), implied disequalities disappear, and equalities come first. Bounds keep the
 * strictness they were written with ({@code Y < 1} stays {@code Y < 1}). The result is equivalent to the
 * input (a contradiction gives {@code [false]}).
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

    /** Rounds of substitution after bit-vector bounds fixed a symbol: few in practice, bounded to stay linear. */
    private static final int MAX_ROUNDS = 8;

    public static List<Term> simplify(List<Term> conjuncts, TermBuilder tb) {
        TermFactory f = tb.factory();
        List<Term> atoms = flatten(conjuncts);
        if (atoms.contains(f.falseTerm())) return List.of(f.falseTerm());
        List<Term> definitions = new ArrayList<>(), remaining = new ArrayList<>();
        for (int round = 0; ; round++) {
            definitions.clear();
            remaining.clear();
            if (!substituteFixed(atoms, tb, definitions, remaining)) return List.of(f.falseTerm());
            List<Term> fixed = new ArrayList<>(), kept = new ArrayList<>();
            if (!bitVectorBounds(flatten(remaining), tb, fixed, kept)) return List.of(f.falseTerm());
            remaining = kept;
            if (fixed.isEmpty() || round == MAX_ROUNDS) break;
            // the values the bounds fixed: equalities implied by the rest, substituted in the next round
            atoms = new ArrayList<>(definitions);
            atoms.addAll(fixed);
            atoms.addAll(kept);
        }
        TreeMap<Term, Bounds> forms = new TreeMap<>(TermOrder.INSTANCE);
        List<Term> fixing = new ArrayList<>();                    // the definitions that are not integer bounds
        for (Term d : definitions) if (!addBound(d, forms, f)) fixing.add(d);
        Set<Term> others = new LinkedHashSet<>();
        for (Term c : flatten(remaining)) {
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
        Set<Term> out = new LinkedHashSet<>(equalities);
        out.addAll(fixing);
        out.addAll(rest);
        out.addAll(others);
        return new ArrayList<>(out);
    }

    /** The simplified conjunction as one term. */
    public static Term conjunction(List<Term> conjuncts, TermBuilder tb) {
        return tb.and(simplify(conjuncts, tb));
    }

    // ---------------------------------------------------------------- symbols fixed by equalities

    /** A symbol an equality fixes to one value. */
    private record Fix(Term.Sym symbol, Term value) {}

    /** What {@link #fixes} answers for an equality that no value satisfies. */
    private static final Fix NEVER = new Fix(null, null);

    /**
     * Finds the equalities that fix a symbol and substitutes the values into the other conjuncts, to a
     * fixpoint: {@code definitions} receives the fixing equalities (as written, or solved when substitution
     * made them fix a symbol), {@code remaining} every other conjunct as rewritten (those that became
     * {@code true} left out). False on a contradiction.
     */
    private static boolean substituteFixed(List<Term> atoms, TermBuilder tb, List<Term> definitions, List<Term> remaining) {
        int n = atoms.size();
        Term[] current = atoms.toArray(new Term[0]);
        boolean[] defines = new boolean[n];
        Map<Term, Term> values = new HashMap<>();
        List<Term.Sym> fixedNow = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Fix fix = fixes(current[i], tb);
            if (fix == NEVER) return false;
            if (fix != null && !values.containsKey(fix.symbol())) {
                values.put(fix.symbol(), fix.value());
                defines[i] = true;
                fixedNow.add(fix.symbol());
            }
        }
        if (!fixedNow.isEmpty()) {
            Map<Term.Sym, List<Integer>> occurrences = new HashMap<>();
            for (int i = 0; i < n; i++) {
                if (defines[i]) continue;
                for (Term.Sym s : Terms.symbols(current[i])) occurrences.computeIfAbsent(s, k -> new ArrayList<>()).add(i);
            }
            // in rounds: each round rewrites the conjuncts that mention a symbol fixed in the previous one
            while (!fixedNow.isEmpty()) {
                BitSet touched = new BitSet(n);
                for (Term.Sym s : fixedNow) for (int i : occurrences.getOrDefault(s, List.of())) touched.set(i);
                fixedNow = new ArrayList<>();
                Map<Term, Term> memo = new HashMap<>(values);
                for (int i = touched.nextSetBit(0); i >= 0; i = touched.nextSetBit(i + 1)) {
                    if (defines[i] || current[i] == null) continue;
                    Term r = Terms.substitute(current[i], memo, tb);
                    if (r instanceof Term.BoolLit b) {
                        if (!b.value()) return false;
                        current[i] = null;
                        continue;
                    }
                    current[i] = r;
                    Fix fix = fixes(r, tb);
                    if (fix == NEVER) return false;
                    if (fix != null && !values.containsKey(fix.symbol())) {
                        values.put(fix.symbol(), fix.value());
                        defines[i] = true;
                        fixedNow.add(fix.symbol());
                        current[i] = tb.eq(fix.symbol(), fix.value());     // rewritten anyway: shown solved
                    }
                }
            }
        }
        for (int i = 0; i < n; i++) {
            if (defines[i]) definitions.add(current[i]);
            else if (current[i] != null) remaining.add(current[i]);
        }
        return true;
    }

    /** The symbol {@code atom} fixes and its value; {@link #NEVER} when no value satisfies it; null when it fixes none. */
    private static Fix fixes(Term atom, TermBuilder tb) {
        Fix direct = direct(atom);
        if (direct != null) return direct;
        if (!(atom instanceof Term.App eq) || eq.op() != Op.EQ) return null;
        Solved s = solve(eq, tb);
        if (s == null) return null;
        if (s == UNSOLVABLE) return NEVER;
        if (s.term() instanceof Term.Sym sym) return new Fix(sym, s.value());
        Term r = tb.eq(s.term(), s.value());            // an extension's operand, an ite's condition
        if (r == tb.factory().falseTerm()) return NEVER;
        return direct(r);
    }

    /** {@code term = value}, equivalent to an equation. */
    private record Solved(Term term, Term value) {}

    /** What {@link #solve} answers for an equation without solutions. */
    private static final Solved UNSOLVABLE = new Solved(null, null);

    /**
     * Solves an equation {@code k*t + c = 0} over one non-constant term {@code t} (integers or bit-vectors)
     * for {@code t}; {@link #UNSOLVABLE} when no value of {@code t} satisfies it, null when it is not of that
     * form or {@code t} has several solutions.
     */
    private static Solved solve(Term.App eq, TermBuilder tb) {
        Term a = eq.arg(0), b = eq.arg(1);
        TermFactory f = tb.factory();
        if (a.sort().equals(Sort.INT)) {
            Polynomial d = Polynomial.of(a).add(Polynomial.of(b).negate());      // k*t + c = 0
            if (d.terms.size() != 1) return null;
            Map.Entry<Polynomial.Monomial, BigInteger> m = d.terms.firstEntry();
            if (m.getKey().atoms().size() != 1) return null;
            BigInteger[] qr = d.constant.negate().divideAndRemainder(m.getValue());
            if (qr[1].signum() != 0) return UNSOLVABLE;
            return new Solved(m.getKey().atoms().get(0), f.integer(qr[0]));
        }
        if (!(a.sort() instanceof Sort.BvSort sort)) return null;
        // the builder's canonical linear form of a - b: k*t + c, with k and c in [0, 2^w)
        Term d = tb.bvSub(a, b);
        BigInteger c = BigInteger.ZERO;
        Term part = null;
        for (Term s : d instanceof Term.App sum && sum.op() == Op.BV_ADD ? sum.args() : List.of(d)) {
            if (s instanceof Term.BvLit lit) c = c.add(lit.value());
            else if (part == null) part = s;
            else return null;
        }
        BigInteger modulus = BigInteger.ONE.shiftLeft(sort.width());
        BigInteger rhs = c.negate().mod(modulus);                               // k*t = rhs (mod 2^w)
        if (part == null) return rhs.signum() == 0 ? null : UNSOLVABLE;
        BigInteger k = BigInteger.ONE;
        Term t = part;
        if (part instanceof Term.App mul && mul.op() == Op.BV_MUL && mul.args().size() == 2 && mul.arg(0) instanceof Term.BvLit kl) {
            k = kl.value();
            t = mul.arg(1);
        }
        int twos = k.getLowestSetBit();
        if (twos > 0) {
            // k = 2^twos * odd: k*t is a multiple of 2^twos; when rhs is one, 2^twos values of t satisfy it
            return rhs.signum() != 0 && rhs.getLowestSetBit() < twos ? UNSOLVABLE : null;
        }
        return new Solved(t, f.bv(rhs.multiply(k.modInverse(modulus)).mod(modulus), sort.width()));
    }

    /** The fix stated directly by a Boolean symbol, its negation, or a symbol equal to a literal; else null. */
    private static Fix direct(Term atom) {
        TermFactory f = atom.factory();
        if (atom instanceof Term.Sym s && s.sort().equals(Sort.BOOL)) return new Fix(s, f.trueTerm());
        if (!(atom instanceof Term.App app)) return null;
        if (app.op() == Op.NOT && app.arg(0) instanceof Term.Sym s) return new Fix(s, f.falseTerm());
        if (app.op() == Op.EQ && app.arg(0) instanceof Term.Sym s && app.arg(1).isLiteral()) return new Fix(s, app.arg(1));
        if (app.op() == Op.EQ && app.arg(1) instanceof Term.Sym s && app.arg(0).isLiteral()) return new Fix(s, app.arg(0));
        return null;
    }

    // ---------------------------------------------------------------- bit-vector bounds

    /** What the comparisons with constants say of one bit-vector term: signed and unsigned bounds, excluded values. */
    private static final class BvBounds {
        final int width;
        BigInteger slo, shi, ulo, uhi;                                 // null: not bounded that way
        final Map<BigInteger, List<Integer>> excluded = new HashMap<>(); // unsigned value -> the disequalities saying so

        BvBounds(int width) { this.width = width; }

        void signed(BigInteger lo, BigInteger hi) {
            if (lo != null && (slo == null || lo.compareTo(slo) > 0)) slo = lo;
            if (hi != null && (shi == null || hi.compareTo(shi) < 0)) shi = hi;
        }

        void unsigned(BigInteger lo, BigInteger hi) {
            if (lo != null && (ulo == null || lo.compareTo(ulo) > 0)) ulo = lo;
            if (hi != null && (uhi == null || hi.compareTo(uhi) < 0)) uhi = hi;
        }
    }

    /**
     * Reads the bounds the conjuncts put on bit-vector terms: {@code kept} receives the conjuncts except
     * the disequalities the bounds imply, {@code fixed} an equality for each symbol the bounds leave one
     * value. False when the bounds leave no value.
     */
    private static boolean bitVectorBounds(List<Term> conjuncts, TermBuilder tb, List<Term> fixed, List<Term> kept) {
        if (!boundsCanTell(conjuncts)) { kept.addAll(conjuncts); return true; }
        TermFactory f = tb.factory();
        Map<Term, BvBounds> terms = new LinkedHashMap<>();
        boolean[] implied = new boolean[conjuncts.size()];
        for (int i = 0; i < conjuncts.size(); i++) {
            Term c = conjuncts.get(i);
            if (c instanceof Term.App not && not.op() == Op.NOT && not.arg(0) instanceof Term.App eq && eq.op() == Op.EQ
                    && eq.arg(0).sort() instanceof Sort.BvSort) {
                Solved s = solve(eq, tb);
                if (s == UNSOLVABLE) { implied[i] = true; continue; }
                if (s == null) continue;
                Term r = tb.eq(s.term(), s.value());     // (i32)c ¬= 5 is c ¬= 5; (i32)c ¬= 200 always holds
                if (r == f.falseTerm()) { implied[i] = true; continue; }
                if (r instanceof Term.App e && e.op() == Op.EQ && e.arg(1) instanceof Term.BvLit v && !e.arg(0).isLiteral()) {
                    terms.computeIfAbsent(e.arg(0), k -> new BvBounds(v.width())).excluded.computeIfAbsent(v.value(), k -> new ArrayList<>()).add(i);
                }
                continue;
            }
            if (!(c instanceof Term.App rel) || rel.args().size() != 2) continue;
            Op op = rel.op();
            if (op != Op.BV_SLT && op != Op.BV_SLE && op != Op.BV_ULT && op != Op.BV_ULE) continue;
            boolean signed = op == Op.BV_SLT || op == Op.BV_SLE;
            BigInteger step = op == Op.BV_SLT || op == Op.BV_ULT ? BigInteger.ONE : BigInteger.ZERO;
            int w = ((Sort.BvSort) rel.arg(0).sort()).width();
            if (rel.arg(1) instanceof Term.BvLit k && !rel.arg(0).isLiteral()) {            // t < k: t <= k - 1
                BigInteger hi = (signed ? k.signedValue() : k.value()).subtract(step);
                BvBounds b = terms.computeIfAbsent(rel.arg(0), t -> new BvBounds(w));
                if (signed) b.signed(null, hi); else b.unsigned(null, hi);
            } else if (rel.arg(0) instanceof Term.BvLit k && !rel.arg(1).isLiteral()) {     // k < t: t >= k + 1
                BigInteger lo = (signed ? k.signedValue() : k.value()).add(step);
                BvBounds b = terms.computeIfAbsent(rel.arg(1), t -> new BvBounds(w));
                if (signed) b.signed(lo, null); else b.unsigned(lo, null);
            }
        }
        for (Map.Entry<Term, BvBounds> e : terms.entrySet()) {
            Term t = e.getKey();
            BvBounds b = e.getValue();
            BigInteger half = BigInteger.ONE.shiftLeft(b.width - 1), modulus = half.shiftLeft(1);
            BigInteger[] signed = narrowed(b.slo != null ? b.slo : half.negate(), b.shi != null ? b.shi : half.subtract(BigInteger.ONE), b, true);
            BigInteger[] unsigned = narrowed(b.ulo != null ? b.ulo : BigInteger.ZERO, b.uhi != null ? b.uhi : modulus.subtract(BigInteger.ONE), b, false);
            if (signed == null || unsigned == null) return false;
            for (BigInteger[] range : List.of(signed, unsigned)) {
                if (!range[0].equals(range[1])) continue;
                Term eq = tb.eq(t, f.bv(range[0], b.width));
                Fix fix = fixes(eq, tb);
                if (fix == NEVER) return false;
                if (fix != null) fixed.add(eq);
            }
            // a disequality outside the bounds as written is implied by them
            for (Map.Entry<BigInteger, List<Integer>> x : b.excluded.entrySet()) {
                BigInteger u = x.getKey(), s = u.testBit(b.width - 1) ? u.subtract(modulus) : u;
                boolean outside = b.slo != null && s.compareTo(b.slo) < 0 || b.shi != null && s.compareTo(b.shi) > 0
                        || b.ulo != null && u.compareTo(b.ulo) < 0 || b.uhi != null && u.compareTo(b.uhi) > 0;
                if (outside) for (int i : x.getValue()) implied[i] = true;
            }
        }
        for (int i = 0; i < conjuncts.size(); i++) if (!implied[i]) kept.add(conjuncts.get(i));
        return true;
    }

    /**
     * Whether the bounds pass can change anything: only with a bit-vector disequality (which bounds may imply,
     * or narrow to one value) or a term bounded twice (two bounds may meet). Most path conditions have
     * neither (one comparison per input byte), and this look costs no allocation beyond a small set.
     */
    private static boolean boundsCanTell(List<Term> conjuncts) {
        Set<Term> bounded = null;
        for (Term c : conjuncts) {
            if (!(c instanceof Term.App app)) continue;
            if (app.op() == Op.NOT) {
                if (app.arg(0) instanceof Term.App eq && eq.op() == Op.EQ && eq.arg(0).sort() instanceof Sort.BvSort) return true;
                continue;
            }
            Op op = app.op();
            if (op != Op.BV_SLT && op != Op.BV_SLE && op != Op.BV_ULT && op != Op.BV_ULE) continue;
            Term t = app.arg(1) instanceof Term.BvLit ? app.arg(0) : app.arg(0) instanceof Term.BvLit ? app.arg(1) : null;
            if (t == null) continue;
            if (nearAnEnd((Term.BvLit) (t == app.arg(0) ? app.arg(1) : app.arg(0)))) return true;   // one bound may leave one value
            if (bounded == null) bounded = new HashSet<>();
            if (!bounded.add(t)) return true;
        }
        return false;
    }

    /** Whether {@code k} is within 2 of an end of its width's range, read signed or unsigned. */
    private static boolean nearAnEnd(Term.BvLit k) {
        int w = k.width();
        if (w < 63) {
            long u = k.value().longValue(), half = 1L << (w - 1), max = (1L << w) - 1;
            return u <= 2 || max - u <= 2 || Math.abs(u - half) <= 2;
        }
        BigInteger u = k.value(), half = BigInteger.ONE.shiftLeft(w - 1);
        BigInteger fromHalf = u.subtract(half).abs(), max = half.shiftLeft(1).subtract(BigInteger.ONE);
        return u.compareTo(BigInteger.TWO) <= 0 || max.subtract(u).compareTo(BigInteger.TWO) <= 0 || fromHalf.compareTo(BigInteger.TWO) <= 0;
    }

    /** [lo, hi] narrowed past the excluded values at its ends (read signed or unsigned), or null when empty. */
    private static BigInteger[] narrowed(BigInteger lo, BigInteger hi, BvBounds b, boolean signed) {
        BigInteger modulus = BigInteger.ONE.shiftLeft(b.width);
        java.util.function.Predicate<BigInteger> excluded = v -> b.excluded.containsKey(signed ? v.mod(modulus) : v);
        while (lo.compareTo(hi) <= 0 && excluded.test(lo)) lo = lo.add(BigInteger.ONE);
        while (lo.compareTo(hi) <= 0 && excluded.test(hi)) hi = hi.subtract(BigInteger.ONE);
        return lo.compareTo(hi) > 0 ? null : new BigInteger[] {lo, hi};
    }

    private static List<Term> flatten(List<Term> conjuncts) {
        List<Term> out = new ArrayList<>(conjuncts.size());
        if (conjuncts.size() <= 32) {
            // short (most path conditions): no conjunction inside, duplicates found by comparing (terms are hash-consed)
            boolean and = false;
            for (Term c : conjuncts) and |= c instanceof Term.App app && app.op() == Op.AND;
            if (!and) {
                for (Term c : conjuncts) if (!out.contains(c)) out.add(c);
                return out;
            }
        }
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
