package effigy.invariants;

import effigy.term.Op;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermFactory;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The program's bit-vector terms as terms of integer arithmetic, for a Horn clause solver that finds invariants over
 * the integers far better than over bits. Each bit-vector term of width w stands for its value read as a signed
 * number, in [-2^(w-1), 2^(w-1)); every operation is translated exactly, wrap-around included: a sum of two such
 * values that leaves the range is brought back by one {@code ite}, a product by a constant by {@code mod}, an unsigned
 * comparison compares the values read as unsigned ({@code ite(x < 0, x + 2^w, x)}), extracts and concatenations by
 * {@code div} and {@code mod} by powers of two. What has no exact linear form (a product of two variables, a division
 * by a variable, bitwise and/or/xor of two variables, array reads, floating point) becomes a fresh variable of the
 * right range ({@link #abstractions}): that keeps the translation an over-approximation of the program's relation,
 * so an invariant proved over it holds of the program. A bit-vector symbol becomes an integer symbol of the same name
 * (its name and width, {@code x:32}) with its range among the clause's side constraints.
 *
 * <p>One view per clause: its {@link #side()} (the ranges of the variables it made) belongs to that clause.
 */
final class IntView {
    private final TermBuilder tb;
    private final TermFactory f;
    private final Map<Term, Term> memo = new HashMap<>();
    private final List<Term> side = new ArrayList<>();
    private final String prefix;
    private int fresh;
    /** Subterms that had no exact form and became fresh variables. */
    int abstractions;

    /** A view whose fresh variables' names start with {@code prefix} (unique per clause). */
    IntView(TermBuilder tb, String prefix) {
        this.tb = tb;
        this.f = tb.factory();
        this.prefix = prefix;
    }

    /** The range constraints of the integer variables the view made, to conjoin to the clause that uses them. */
    List<Term> side() { return side; }

    /** The sort a term of sort {@code s} has in the view: INT for bit-vectors and integers, BOOL for booleans; null for others. */
    static Sort viewSort(Sort s) {
        if (s instanceof Sort.BvSort || s.equals(Sort.INT)) return Sort.INT;
        if (s.equals(Sort.BOOL)) return Sort.BOOL;
        return null;
    }

    /** The smallest and one past the largest value of a w-bit bit-vector read as signed. */
    static BigInteger low(int w) { return BigInteger.ONE.shiftLeft(w - 1).negate(); }

    static BigInteger high(int w) { return BigInteger.ONE.shiftLeft(w - 1); }

    /** {@code v} constrained to the signed range of width {@code w}. */
    Term inRange(Term v, int w) {
        return tb.and(tb.le(tb.integer(low(w)), v), tb.lt(v, tb.integer(high(w))));
    }

    /** {@code v} gets the signed range of width w: as a side constraint, and as its known bounds. */
    private void ranged(Term v, int w) {
        side.add(inRange(v, w));
        bounds.put(v, new BigInteger[] {low(w), high(w).subtract(BigInteger.ONE)});
    }

    /** The view of {@code t}: an INT term for a bit-vector or integer, a BOOL term for a boolean. */
    Term of(Term t) {
        Term known = memo.get(t);
        if (known != null) return known;
        Term v = translate(t);
        memo.put(t, v);
        return v;
    }

    /** A fresh variable standing for a term of sort {@code s} with no exact form. */
    Term opaque(Sort s) {
        abstractions++;
        if (s.equals(Sort.BOOL)) return f.symbol(prefix + "b" + fresh++, Sort.BOOL);
        Term v = f.symbol(prefix + "v" + fresh++, Sort.INT);
        if (s instanceof Sort.BvSort b) ranged(v, b.width());
        return v;
    }

    private Term translate(Term t) {
        if (t instanceof Term.BoolLit || t instanceof Term.IntLit) return t;
        if (t instanceof Term.BvLit b) return tb.integer(b.signedValue());
        if (t instanceof Term.Sym s) {
            if (s.sort().equals(Sort.BOOL) || s.sort().equals(Sort.INT)) return s;
            if (s.sort() instanceof Sort.BvSort b) {
                // named with the width: symbols are one per name and sort, and two bit-vector symbols of one name and
                // different widths must not become one integer
                Term v = f.symbol(s.name() + ":" + b.width(), Sort.INT);
                ranged(v, b.width());
                return v;
            }
            return opaque(s.sort());
        }
        Term.App a = (Term.App) t;
        Sort sort = a.sort();
        if (viewSort(sort) == null) return opaque(sort);
        Term r = exact(a);
        return r != null ? r : opaque(sort);
    }

    private static int width(Term t) { return ((Sort.BvSort) t.sort()).width(); }

    private static BigInteger pow2(int k) { return BigInteger.ONE.shiftLeft(k); }

    /** The signed value of a bit-vector literal, or null for any other term. */
    private static BigInteger constant(Term t) { return t instanceof Term.BvLit b ? b.signedValue() : null; }

    private static BigInteger unsignedConstant(Term t) { return t instanceof Term.BvLit b ? b.value() : null; }

    /** Known bounds [lo, hi] of the views made so far (the ranges of variables, propagated through +, *, ite, div, mod). */
    private final Map<Term, BigInteger[]> bounds = new HashMap<>();

    /** Bounds of the integer term {@code t}, or null when none are known. */
    private BigInteger[] bounds(Term t) {
        if (t instanceof Term.IntLit n) return new BigInteger[] {n.value(), n.value()};
        BigInteger[] known = bounds.get(t);
        if (known != null || !(t instanceof Term.App a)) return known;
        BigInteger[] out = null;
        switch (a.op()) {
            case ADD -> {
                BigInteger lo = BigInteger.ZERO, hi = BigInteger.ZERO;
                for (Term x : a.args()) {
                    BigInteger[] b = bounds(x);
                    if (b == null) return null;
                    lo = lo.add(b[0]);
                    hi = hi.add(b[1]);
                }
                out = new BigInteger[] {lo, hi};
            }
            case MUL -> {
                if (a.args().size() != 2) return null;
                Term.IntLit c = a.arg(0) instanceof Term.IntLit x ? x : a.arg(1) instanceof Term.IntLit y ? y : null;
                if (c == null) return null;
                BigInteger[] b = bounds(a.arg(0) == c ? a.arg(1) : a.arg(0));
                if (b == null) return null;
                BigInteger x = b[0].multiply(c.value()), y = b[1].multiply(c.value());
                out = new BigInteger[] {x.min(y), x.max(y)};
            }
            case ITE -> {
                BigInteger[] x = bounds(a.arg(1)), y = bounds(a.arg(2));
                if (x == null || y == null) return null;
                out = new BigInteger[] {x[0].min(y[0]), x[1].max(y[1])};
            }
            case EDIV -> {
                BigInteger[] x = bounds(a.arg(0));
                if (x == null || !(a.arg(1) instanceof Term.IntLit c) || c.value().signum() <= 0) return null;
                out = new BigInteger[] {floor(x[0], c.value()), floor(x[1], c.value())};
            }
            case EMOD -> {
                if (!(a.arg(1) instanceof Term.IntLit c) || c.value().signum() <= 0) return null;
                out = new BigInteger[] {BigInteger.ZERO, c.value().subtract(BigInteger.ONE)};
            }
            default -> { return null; }
        }
        bounds.put(t, out);
        return out;
    }

    /**
     * Learns bounds from {@code fact}, a view that holds wherever what follows it is used (a conjunct of the clause's
     * path condition, translated in the path's order): comparisons between variables and constants, and conjunctions
     * of them. Later views then need no wrap where the bounds show none can happen, which keeps {@code mod} (which the
     * Horn clause solver handles badly) out of the clause; under the clause's condition the result is the same.
     */
    void learn(Term fact) {
        if (!(fact instanceof Term.App a)) return;
        switch (a.op()) {
            case AND -> { for (Term x : a.args()) learn(x); }
            case LT, LE -> {
                BigInteger gap = a.op() == Op.LT ? BigInteger.ONE : BigInteger.ZERO;
                Term x = a.arg(0), y = a.arg(1);
                BigInteger[] bx = bounds(x), by = bounds(y);
                if (bx == null || by == null) return;
                if (x instanceof Term.Sym && by[1].subtract(gap).compareTo(bx[1]) < 0) tighten(x, bx[0], by[1].subtract(gap));
                if (y instanceof Term.Sym && bx[0].add(gap).compareTo(by[0]) > 0) tighten(y, bx[0].add(gap), by[1]);
            }
            default -> { }
        }
    }

    /** A variable's bounds narrowed: the bounds of compound terms worked out from the old ones are dropped. */
    private void tighten(Term v, BigInteger lo, BigInteger hi) {
        bounds.keySet().removeIf(t -> t instanceof Term.App);
        bounds.put(v, new BigInteger[] {lo, hi});
    }

    /** Whether {@code x} is known to lie in the signed range of width w (so that wrapping it changes nothing). */
    private boolean fits(Term x, int w) {
        BigInteger[] b = bounds(x);
        return b != null && b[0].compareTo(low(w)) >= 0 && b[1].compareTo(high(w)) < 0;
    }

    /** x (any integer) brought into the signed range of width w: ((x + 2^(w-1)) mod 2^w) - 2^(w-1). */
    private Term wrapMod(Term x, int w) {
        if (fits(x, w)) return x;
        if (x instanceof Term.IntLit n) {
            BigInteger m = pow2(w);
            return tb.integer(n.value().add(high(w)).mod(m).subtract(high(w)));
        }
        return tb.sub(f.app(Op.EMOD, tb.add(x, tb.integer(high(w))), tb.integer(pow2(w))), tb.integer(high(w)));
    }

    /** A sum or difference of two in-range values brought back into range: at most one wrap either way. */
    private Term wrapOnce(Term x, int w) {
        if (x instanceof Term.IntLit || fits(x, w)) return wrapMod(x, w);
        Term m = tb.integer(pow2(w));
        return tb.ite(tb.le(tb.integer(high(w)), x), tb.sub(x, m), tb.ite(tb.lt(x, tb.integer(low(w))), tb.add(x, m), x));
    }

    /** The value of the w-bit view {@code x} read as unsigned. */
    private Term unsigned(Term x, int w) {
        BigInteger[] b = bounds(x);
        if (b != null && b[0].signum() >= 0) return x;
        if (x instanceof Term.IntLit n) return tb.integer(n.value().signum() < 0 ? n.value().add(pow2(w)) : n.value());
        return tb.ite(tb.lt(x, tb.integer(0)), tb.add(x, tb.integer(pow2(w))), x);
    }

    /** An unsigned value in [0, 2^w) as the signed view of width w. */
    private Term fromUnsigned(Term u, int w) {
        if (fits(u, w)) return u;
        if (u instanceof Term.IntLit n) return tb.integer(n.value().compareTo(high(w)) >= 0 ? n.value().subtract(pow2(w)) : n.value());
        return tb.ite(tb.le(tb.integer(high(w)), u), tb.sub(u, tb.integer(pow2(w))), u);
    }

    private Term floorDiv(Term x, BigInteger c) {
        if (c.equals(BigInteger.ONE)) return x;
        if (x instanceof Term.IntLit n) return tb.integer(floor(n.value(), c));
        return f.app(Op.EDIV, x, tb.integer(c));
    }

    private static BigInteger floor(BigInteger a, BigInteger c) {
        BigInteger[] qr = a.divideAndRemainder(c);
        return qr[1].signum() < 0 ? qr[0].subtract(BigInteger.ONE) : qr[0];
    }

    private Term floorMod(Term x, BigInteger c) {
        if (x instanceof Term.IntLit n) return tb.integer(n.value().mod(c));
        return f.app(Op.EMOD, x, tb.integer(c));
    }

    /** C's division of x by a positive constant c: truncation toward zero. */
    private Term truncDiv(Term x, BigInteger c) {
        if (c.equals(BigInteger.ONE)) return x;
        return tb.ite(tb.le(tb.integer(0), x), floorDiv(x, c), tb.neg(floorDiv(tb.neg(x), c)));
    }

    /** C's remainder of x by a positive constant c: the sign of the dividend. */
    private Term truncRem(Term x, BigInteger c) {
        return tb.ite(tb.le(tb.integer(0), x), floorMod(x, c), tb.neg(floorMod(tb.neg(x), c)));
    }

    /**
     * {@code ext = x} where {@code ext} is x's low bits sign-extended back to x's width (the executor's test that a
     * signed operation done in double width does not overflow): x's value lies in the signed range of those bits.
     * Null for any other pair.
     */
    private Term fitsTest(Term ext, Term x) {
        if (!(ext instanceof Term.App e) || e.op() != Op.BV_SEXT || !(e.arg(0) instanceof Term.App low)
                || low.op() != Op.BV_EXTRACT || low.param(1) != 0 || low.arg(0) != x) return null;
        return inRange(of(x), low.param(0) + 1);
    }

    private List<Term> args(Term.App a) {
        List<Term> out = new ArrayList<>(a.args().size());
        for (Term x : a.args()) out.add(of(x));
        return out;
    }

    /** The exact view of an application, or null when it has none. */
    private Term exact(Term.App a) {
        Op op = a.op();
        List<Term> raw = a.args();
        switch (op) {
            case NOT: return tb.not(of(raw.get(0)));
            case AND: return tb.and(args(a));
            case OR: return tb.or(args(a));
            case ITE: return tb.ite(of(raw.get(0)), of(raw.get(1)), of(raw.get(2)));
            case EQ: {
                if (viewSort(raw.get(0).sort()) == null) return null;
                Term fitted = fitsTest(raw.get(0), raw.get(1));
                if (fitted == null) fitted = fitsTest(raw.get(1), raw.get(0));
                if (fitted != null) return fitted;
                return tb.eq(of(raw.get(0)), of(raw.get(1)));
            }
            case LT: return tb.lt(of(raw.get(0)), of(raw.get(1)));
            case LE: return tb.le(of(raw.get(0)), of(raw.get(1)));
            case ADD: {
                Term s = tb.integer(0);
                for (Term x : raw) s = tb.add(s, of(x));
                return s;
            }
            case MUL: {
                Term p = null;
                int variables = 0;
                for (Term x : raw) {
                    Term v = of(x);
                    if (!(v instanceof Term.IntLit)) variables++;
                    p = p == null ? v : tb.mul(p, v);
                }
                return variables <= 1 ? p : null;
            }
            case BV_SLT: return tb.lt(of(raw.get(0)), of(raw.get(1)));
            case BV_SLE: return tb.le(of(raw.get(0)), of(raw.get(1)));
            case BV_ULT: {
                int w = width(raw.get(0));
                return tb.lt(unsigned(of(raw.get(0)), w), unsigned(of(raw.get(1)), w));
            }
            case BV_ULE: {
                int w = width(raw.get(0));
                return tb.le(unsigned(of(raw.get(0)), w), unsigned(of(raw.get(1)), w));
            }
            default: break;
        }
        if (!(a.sort() instanceof Sort.BvSort)) {
            if (op == Op.BV2INT) return unsigned(of(raw.get(0)), width(raw.get(0)));
            if (op == Op.SBV2INT) return of(raw.get(0));
            return null;
        }
        int w = width(a);
        switch (op) {
            case BV_ADD: {
                Term s = tb.integer(0);
                for (Term x : raw) s = tb.add(s, of(x));
                return raw.size() == 2 ? wrapOnce(s, w) : wrapMod(s, w);
            }
            case BV_SUB: return wrapOnce(tb.sub(of(raw.get(0)), of(raw.get(1))), w);
            case BV_NEG: return wrapOnce(tb.neg(of(raw.get(0))), w);
            case BV_NOT: return tb.sub(tb.neg(of(raw.get(0))), tb.integer(1));
            case BV_MUL: {
                Term p = null;
                int variables = 0;
                for (Term x : raw) {
                    if (constant(x) == null) variables++;
                    p = p == null ? of(x) : tb.mul(p, of(x));
                }
                if (variables > 1) return null;
                return wrapMod(p, w);
            }
            case BV_SDIV: case BV_SREM: {
                BigInteger c = constant(raw.get(1));
                if (c == null || c.signum() == 0 || c.equals(BigInteger.ONE.negate())) return null;
                Term x = of(raw.get(0));
                if (op == Op.BV_SREM) return truncRem(x, c.abs());
                Term q = truncDiv(x, c.abs());
                return c.signum() < 0 ? tb.neg(q) : q;
            }
            case BV_UDIV: case BV_UREM: {
                BigInteger c = unsignedConstant(raw.get(1));
                if (c == null || c.signum() == 0) return null;
                Term u = unsigned(of(raw.get(0)), w);
                Term r = op == Op.BV_UDIV ? floorDiv(u, c) : floorMod(u, c);
                return fromUnsigned(r, w);
            }
            case BV_AND: {
                if (raw.size() != 2) return null;
                BigInteger c = unsignedConstant(raw.get(1)), d = unsignedConstant(raw.get(0));
                Term x = c != null ? of(raw.get(0)) : of(raw.get(1));
                BigInteger mask = c != null ? c : d;
                if (mask == null) return null;
                if (mask.signum() == 0) return tb.integer(0);
                if (mask.equals(pow2(w).subtract(BigInteger.ONE))) return x;
                int k = mask.bitLength();
                if (!mask.equals(pow2(k).subtract(BigInteger.ONE)) || k >= w) return null;
                return floorMod(x, pow2(k));
            }
            case BV_OR: case BV_XOR: {
                if (raw.size() != 2) return null;
                if (BigInteger.ZERO.equals(unsignedConstant(raw.get(1)))) return of(raw.get(0));
                if (BigInteger.ZERO.equals(unsignedConstant(raw.get(0)))) return of(raw.get(1));
                return null;
            }
            case BV_SHL: case BV_LSHR: case BV_ASHR: {
                BigInteger c = unsignedConstant(raw.get(1));
                if (c == null) return null;
                Term x = of(raw.get(0));
                if (c.compareTo(BigInteger.valueOf(w)) >= 0)
                    return op == Op.BV_ASHR ? tb.ite(tb.lt(x, tb.integer(0)), tb.integer(-1), tb.integer(0)) : tb.integer(0);
                int k = c.intValue();
                if (k == 0) return x;
                if (op == Op.BV_SHL) return wrapMod(tb.mul(x, tb.integer(pow2(k))), w);
                if (op == Op.BV_ASHR) return floorDiv(x, pow2(k));
                return floorDiv(unsigned(x, w), pow2(k));
            }
            case BV_ZEXT: {
                int by = a.param(0);
                Term x = of(raw.get(0));
                return by == 0 ? x : unsigned(x, width(raw.get(0)));
            }
            case BV_SEXT: return of(raw.get(0));
            case BV_EXTRACT: {
                int hi = a.param(0), lo = a.param(1), from = width(raw.get(0));
                Term x = of(raw.get(0));
                if (lo == 0 && hi == from - 1) return x;
                return wrapMod(floorDiv(x, pow2(lo)), hi - lo + 1);
            }
            case BV_CONCAT: {
                Term hi = of(raw.get(0)), lo = of(raw.get(1));
                int wl = width(raw.get(1));
                return tb.add(tb.mul(hi, tb.integer(pow2(wl))), unsigned(lo, wl));
            }
            case ITE: return null;   // handled above
            case INT2BV: return wrapMod(of(raw.get(0)), w);
            default: return null;
        }
    }
}
