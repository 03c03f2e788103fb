package effigy.termination;

import effigy.loops.Linear;
import effigy.smt.SatResult;
import effigy.smt.Solver;
import effigy.term.Op;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The executor's terms as linear constraints over the integers: Hensel et al.'s rules for bit-vector operations
 * (Sect. 3). A bit-vector value is the integer it means, unsigned ({@code uns_n}) or signed ({@code sig_n}) as its
 * variable's C type says, with its type's range; an operation that may wrap becomes a case analysis over how many
 * times 2^n it wrapped (add, sub, neg: two or three cases; mul by a constant, truncation: a bounded integer
 * {@code k}), division and remainder by a constant, shifts by a constant and the conversions are exact relations,
 * {@code and}/{@code or} bound their result by their operands, and whatever has no linear meaning (a product of
 * two variables, a read from memory) is a fresh value in its type's range. With mathematical integers
 * ({@code --ints=math}) the terms are integers already and nothing wraps.
 *
 * <p>Every rule over-approximates: each concrete step satisfies one case's constraints, so what holds for every
 * case holds for the program. The cases are the paper's refinements; those that are infeasible are dropped by
 * the solver ({@link #cases}).
 */
final class Encoder {
    /** A constraint {@code e ≤ 0}, or {@code e = 0}. */
    record Atom(Linear e, boolean eq) {
        static Atom le(Linear a, Linear b) { return new Atom(a.minus(b), false); }
        static Atom lt(Linear a, Linear b) { return new Atom(a.minus(b).plus(1), false); }
        static Atom eq(Linear a, Linear b) { return new Atom(a.minus(b), true); }
        @Override public String toString() { return e + (eq ? " = 0" : " <= 0"); }
    }

    private record Key(Term term, View view) {}

    /** How a bit-vector is read: as an unsigned or a signed number; INT for terms that are integers already. */
    enum View { U, S, INT }

    private static final BigInteger TWO = BigInteger.TWO;
    private static final int MAX_ENUMERATED = 3, MAX_DISJUNCTS = 16;

    /** Definite constraints: the meaning of every auxiliary variable that needs no case analysis. */
    private final List<Atom> base = new ArrayList<>();
    /** Case analyses: one of each list's alternatives holds. */
    private final List<List<List<Atom>>> choices = new ArrayList<>();
    private final Map<String, BigInteger[]> ranges = new HashMap<>();
    private final Map<Term, String> symbols = new HashMap<>();
    private final Map<Key, Linear> memo = new HashMap<>();
    private final Map<Term.Sym, String> names;
    private final Map<Term.Sym, Boolean> signedness;
    private int fresh;

    /**
     * @param names the integer variable each symbol of interest is ({@code x} for the value of {@code x} at the
     *     loop's header); other symbols become auxiliary variables
     * @param signedness whether each such symbol's C type is signed (absent: unsigned)
     */
    Encoder(Map<Term.Sym, String> names, Map<Term.Sym, Boolean> signedness) {
        this.names = names;
        this.signedness = signedness;
    }

    List<Atom> base() { return base; }

    int choiceCount() { return choices.size(); }

    // ------------------------------------------------------------------ values

    /** The value of {@code t} read as {@code view} (for an integer term, itself). */
    Linear value(Term t, View view) {
        if (t.sort() instanceof Sort.IntSort) view = View.INT;
        Key key = new Key(t, view);
        Linear known = memo.get(key);
        if (known != null) return known;
        Linear v = encode(t, view);
        memo.put(key, v);
        return v;
    }

    private Linear encode(Term t, View v) {
        if (t instanceof Term.IntLit i) return Linear.constant(i.value());
        if (t instanceof Term.BvLit b) return Linear.constant(v == View.S ? b.signedValue() : b.value());
        if (t instanceof Term.BoolLit b) return Linear.constant(b.value() ? BigInteger.ONE : BigInteger.ZERO);
        if (t instanceof Term.Sym s) return symbol(s, v);
        Term.App a = (Term.App) t;
        int n = a.sort() instanceof Sort.BvSort bv ? bv.width() : 0;
        switch (a.op()) {
            case ADD: {
                Linear sum = Linear.constant(BigInteger.ZERO);
                for (Term x : a.args()) sum = sum.plus(value(x, View.INT));
                return sum;
            }
            case MUL: {
                BigInteger c = BigInteger.ONE;
                Term other = null;
                for (Term x : a.args()) {
                    if (x instanceof Term.IntLit lit) c = c.multiply(lit.value());
                    else if (other == null) other = x;
                    else return freshIn(View.INT, 0);
                }
                return other == null ? Linear.constant(c) : value(other, View.INT).times(c);
            }
            case DIV: case REM: {
                if (!(a.arg(1) instanceof Term.IntLit c) || c.value().signum() == 0) {
                    return byVariable(value(a.arg(0), View.INT), value(a.arg(1), View.INT), a.op() == Op.REM, View.INT, 0);
                }
                Linear x = value(a.arg(0), View.INT);
                Linear q = truncatedQuotient(x, c.value(), View.INT, 0);
                return a.op() == Op.DIV ? q : x.minus(q.times(c.value()));
            }
            case ITE:
                return ite(a, v, n);
            case BV_ADD: case BV_SUB: {
                View w = v == View.INT ? View.U : v;
                Linear sum = value(a.arg(0), w);
                for (int i = 1; i < a.args().size(); i++) {
                    Linear y = value(a.arg(i), w);
                    sum = a.op() == Op.BV_ADD ? sum.plus(y) : sum.minus(y);
                }
                return wrap(sum, w, n);
            }
            case BV_NEG: {
                View w = v == View.INT ? View.U : v;
                return wrap(value(a.arg(0), w).times(BigInteger.ONE.negate()), w, n);
            }
            case BV_MUL: {
                View w = v == View.INT ? View.U : v;
                if (a.arg(0) instanceof Term.BvLit c) return wrap(value(a.arg(1), w).times(lit(c, w)), w, n);
                if (a.arg(1) instanceof Term.BvLit c) return wrap(value(a.arg(0), w).times(lit(c, w)), w, n);
                return freshIn(w, n);   // a product of two variables: any value of the type
            }
            case BV_NOT: {
                // ~x = umax - x unsigned, -x - 1 signed: exact, no wrap
                if (v == View.S) return value(a.arg(0), View.S).times(BigInteger.ONE.negate()).plus(-1);
                return Linear.constant(max(View.U, n)).minus(value(a.arg(0), View.U));
            }
            case BV_UDIV: case BV_UREM: case BV_LSHR: {
                Linear x = value(a.arg(0), View.U);
                BigInteger c = null;
                if (a.arg(1) instanceof Term.BvLit lit) {
                    c = a.op() == Op.BV_LSHR ? (lit.value().compareTo(BigInteger.valueOf(n)) < 0 ? TWO.pow(lit.value().intValue()) : null) : lit.value();
                }
                Linear r;
                if (a.op() != Op.BV_LSHR && (c == null || c.signum() == 0)) {
                    r = byVariable(x, value(a.arg(1), View.U), a.op() == Op.BV_UREM, View.U, n);
                } else if (c == null) {
                    // a shift by a variable or by the width or more: between 0 and the dividend
                    r = freshIn(View.U, n);
                    base.add(Atom.le(r, x));
                } else {
                    Linear q = floorQuotient(x, c, View.U, n);
                    r = a.op() == Op.BV_UREM ? x.minus(q.times(c)) : q;
                }
                return convert(r, View.U, v, n);
            }
            case BV_SDIV: case BV_SREM: {
                Linear x = value(a.arg(0), View.S);
                if (!(a.arg(1) instanceof Term.BvLit lit) || lit.signedValue().signum() == 0) {
                    return convert(byVariable(x, value(a.arg(1), View.S), a.op() == Op.BV_SREM, View.S, n), View.S, v, n);
                }
                BigInteger c = lit.signedValue();
                Linear q = truncatedQuotient(x, c, View.S, n);
                Linear r = a.op() == Op.BV_SDIV ? wrap(q, View.S, n) : x.minus(q.times(c));   // smin / -1 wraps
                return convert(r, View.S, v, n);
            }
            case BV_ASHR: {
                if (!(a.arg(1) instanceof Term.BvLit lit) || lit.value().compareTo(BigInteger.valueOf(n)) >= 0) return freshIn(v == View.INT ? View.U : v, n);
                Linear q = floorQuotient(value(a.arg(0), View.S), TWO.pow(lit.value().intValue()), View.S, n);
                return convert(q, View.S, v, n);
            }
            case BV_SHL: {
                View w = v == View.INT ? View.U : v;
                if (!(a.arg(1) instanceof Term.BvLit lit) || lit.value().compareTo(BigInteger.valueOf(n)) >= 0) return freshIn(w, n);
                return wrap(value(a.arg(0), w).times(TWO.pow(lit.value().intValue())), w, n);
            }
            case BV_AND: case BV_OR: {
                // unsigned: x & y is at most each operand, x | y at least each (Sect. 3.4.1)
                Linear r = freshIn(View.U, n);
                for (Term x : a.args()) {
                    Linear y = value(x, View.U);
                    base.add(a.op() == Op.BV_AND ? Atom.le(r, y) : Atom.le(y, r));
                }
                return convert(r, View.U, v, n);
            }
            case BV_ZEXT: {
                int from = ((Sort.BvSort) a.arg(0).sort()).width();
                Linear x = value(a.arg(0), View.U);
                return from < n ? x : convert(x, View.U, v, n);
            }
            case BV_SEXT:
                return convert(value(a.arg(0), View.S), View.S, v, n);
            case BV_EXTRACT: {
                // the low n bits (truncation): the value less a multiple of 2^n
                if (a.param(1) != 0) return freshIn(v == View.INT ? View.U : v, n);
                View w = v == View.INT ? View.U : v;
                return wrap(value(a.arg(0), w), w, n);
            }
            case BV2INT:
                return value(a.arg(0), View.U);
            case SBV2INT:
                return value(a.arg(0), View.S);
            case INT2BV: {
                View w = v == View.INT ? View.U : v;
                return wrap(value(a.arg(0), View.INT), w, n);
            }
            default:
                return freshIn(v == View.INT && n > 0 ? View.U : v, n);
        }
    }

    private static BigInteger lit(Term.BvLit c, View w) { return w == View.S ? c.signedValue() : c.value(); }

    private Linear symbol(Term.Sym s, View v) {
        if (s.sort() instanceof Sort.BoolSort) {
            Linear b = freshIn(View.U, 1);
            return b;
        }
        String name = names.get(s);
        if (s.sort() instanceof Sort.IntSort) {
            if (name == null) name = symbols.computeIfAbsent(s, k -> "_s" + (fresh++));
            return Linear.variable(name);
        }
        if (!(s.sort() instanceof Sort.BvSort bv)) return freshIn(View.INT, 0);
        int n = bv.width();
        View own = Boolean.TRUE.equals(signedness.get(s)) ? View.S : View.U;
        if (name == null) name = symbols.computeIfAbsent(s, k -> "_s" + (fresh++));
        range(name, own, n);
        Linear x = Linear.variable(name);
        return convert(x, own, v == View.INT ? own : v, n);
    }

    /** {@code x}, a value read as {@code from}, read as {@code to}: a case analysis on its sign bit unless its range decides. */
    private Linear convert(Linear x, View from, View to, int n) {
        if (from == to || to == View.INT || from == View.INT) return x;
        BigInteger half = TWO.pow(n - 1);
        BigInteger[] r = interval(x);
        if (r != null && r[0].signum() >= 0 && r[1].compareTo(half) < 0) return x;   // the same number either way
        Linear w = freshIn(to, n);
        BigInteger shift = TWO.pow(n);
        if (from == View.U) {
            choices.add(List.of(List.of(Atom.lt(x, Linear.constant(half)), Atom.eq(w, x)),
                    List.of(Atom.le(Linear.constant(half), x), Atom.eq(w, x.minus(Linear.constant(shift))))));
        } else {
            choices.add(List.of(List.of(Atom.le(Linear.constant(BigInteger.ZERO), x), Atom.eq(w, x)),
                    List.of(Atom.lt(x, Linear.constant(BigInteger.ZERO)), Atom.eq(w, x.plus(Linear.constant(shift))))));
        }
        return w;
    }

    /**
     * {@code e} reduced into the range of {@code view} at width n: e − k·2^n for the k that puts it there. Where the
     * operands' ranges decide k, the result is e itself or e shifted; where a few k are possible, a case analysis (the
     * paper's add/sub refinement); otherwise k is a bounded integer variable (its mul and trunc rules).
     */
    private Linear wrap(Linear e, View view, int n) {
        if (view == View.INT) return e;
        BigInteger[] r = interval(e);
        BigInteger lo = min(view, n), hi = max(view, n), mod = TWO.pow(n);
        if (r == null) {
            Linear w = freshIn(view, n), k = freshIn(View.INT, 0);
            base.add(Atom.eq(w, e.minus(k.times(mod))));
            return w;
        }
        BigInteger kLo = floorDiv(r[0].subtract(lo), mod), kHi = floorDiv(r[1].subtract(lo), mod);
        if (kLo.equals(kHi)) return e.minus(Linear.constant(kLo.multiply(mod)));
        Linear w = freshIn(view, n);
        if (kHi.subtract(kLo).compareTo(BigInteger.valueOf(MAX_ENUMERATED)) < 0) {
            List<List<Atom>> alternatives = new ArrayList<>();
            for (BigInteger k = kLo; k.compareTo(kHi) <= 0; k = k.add(BigInteger.ONE)) {
                Linear shifted = e.minus(Linear.constant(k.multiply(mod)));
                alternatives.add(List.of(Atom.eq(w, shifted), Atom.le(Linear.constant(lo), shifted), Atom.le(shifted, Linear.constant(hi))));
            }
            choices.add(alternatives);
        } else {
            Linear k = freshIn(View.INT, 0);
            String name = k.coefficients().firstKey();
            ranges.put(name, new BigInteger[] {kLo, kHi});
            base.add(Atom.le(Linear.constant(kLo), k));
            base.add(Atom.le(k, Linear.constant(kHi)));
            base.add(Atom.eq(w, e.minus(k.times(mod))));
        }
        return w;
    }

    /**
     * x / y or x % y for a divisor that is not a constant (the paper's bounds by the operands, refined by the
     * divisor's sign and size): a case analysis in which a quotient by |y| ≥ 2 is at most half the dividend in size,
     * by ±1 the dividend or its negation, and a remainder has the dividend's sign, is no larger in size, and is
     * smaller than |y|. Read as {@code view}: U unsigned (the dividend is then non-negative), S signed (C's
     * truncating division of the bit-vectors, {@code INT_MIN / -1} wrapping), INT the integers. A zero divisor
     * leaves the quotient any value of its type and the remainder the dividend (the solver's convention; the
     * executor ends such paths as errors).
     */
    private Linear byVariable(Linear x, Linear y, boolean rem, View view, int n) {
        Linear zero = Linear.constant(BigInteger.ZERO), one = Linear.constant(BigInteger.ONE), two = Linear.constant(TWO);
        Linear minusOne = Linear.constant(BigInteger.ONE.negate()), minusTwo = Linear.constant(TWO.negate());
        Linear r = view == View.INT ? freshIn(View.INT, 0) : freshIn(view, n);
        Linear r2 = r.times(TWO), negX = x.times(BigInteger.ONE.negate()), negY = y.times(BigInteger.ONE.negate());
        List<List<Atom>> alternatives = new ArrayList<>();
        if (rem) {
            alternatives.add(List.of(Atom.eq(y, zero), Atom.eq(r, x)));
            alternatives.add(List.of(Atom.le(zero, x), Atom.le(one, y), Atom.le(zero, r), Atom.le(r, x), Atom.le(r, y.minus(one))));
            if (view != View.U) {
                alternatives.add(List.of(Atom.le(zero, x), Atom.le(y, minusOne), Atom.le(zero, r), Atom.le(r, x), Atom.le(r, negY.minus(one))));
                alternatives.add(List.of(Atom.lt(x, zero), Atom.le(one, y), Atom.le(x, r), Atom.le(r, zero), Atom.le(r.times(BigInteger.ONE.negate()), y.minus(one))));
                alternatives.add(List.of(Atom.lt(x, zero), Atom.le(y, minusOne), Atom.le(x, r), Atom.le(r, zero), Atom.le(y.plus(1), r)));
            }
        } else {
            alternatives.add(List.of(Atom.eq(y, zero)));
            alternatives.add(List.of(Atom.eq(y, one), Atom.eq(r, x)));
            alternatives.add(List.of(Atom.le(two, y), Atom.le(zero, x), Atom.le(zero, r2), Atom.le(r2, x)));
            if (view != View.U) {
                alternatives.add(List.of(Atom.eq(y, minusOne), Atom.eq(r, wrap(negX, view, n))));
                alternatives.add(List.of(Atom.le(two, y), Atom.lt(x, zero), Atom.le(x, r2), Atom.le(r2, zero)));
                alternatives.add(List.of(Atom.le(y, minusTwo), Atom.le(zero, x), Atom.le(negX, r2), Atom.le(r2, zero)));
                alternatives.add(List.of(Atom.le(y, minusTwo), Atom.lt(x, zero), Atom.le(zero, r2), Atom.le(r2, negX)));
            }
        }
        choices.add(alternatives);
        return r;
    }

    /** floor(x / c) for c > 0: a fresh q with c·q ≤ x ≤ c·q + c − 1. */
    private Linear floorQuotient(Linear x, BigInteger c, View view, int n) {
        Linear q = view == View.INT ? freshIn(View.INT, 0) : freshIn(view, n);
        base.add(Atom.le(q.times(c), x));
        base.add(Atom.le(x, q.times(c).plus(Linear.constant(c.subtract(BigInteger.ONE)))));
        return q;
    }

    /** x / c rounded toward zero (C's division), c ≠ 0: a case analysis on the sign of x. */
    private Linear truncatedQuotient(Linear x, BigInteger c, View view, int n) {
        BigInteger m = c.abs();
        Linear q = freshIn(view == View.INT ? View.INT : View.S, view == View.INT ? 0 : n + 1);
        Linear mq = q.times(m);
        BigInteger m1 = m.subtract(BigInteger.ONE);
        Linear zero = Linear.constant(BigInteger.ZERO);
        choices.add(List.of(
                List.of(Atom.le(zero, x), Atom.le(mq, x), Atom.le(x, mq.plus(Linear.constant(m1)))),
                List.of(Atom.lt(x, zero), Atom.le(mq.minus(Linear.constant(m1)), x), Atom.le(x, mq))));
        return c.signum() > 0 ? q : q.times(BigInteger.ONE.negate());
    }

    private Linear ite(Term.App a, View v, int n) {
        View w = n == 0 ? View.INT : (v == View.INT ? View.U : v);
        Linear r = freshIn(w, n);
        Linear x = value(a.arg(1), w), y = value(a.arg(2), w);
        List<List<Atom>> alternatives = new ArrayList<>();
        alternatives.addAll(and(condition(a.arg(0), true), List.of(List.of(Atom.eq(r, x)))));
        alternatives.addAll(and(condition(a.arg(0), false), List.of(List.of(Atom.eq(r, y)))));
        if (!alternatives.isEmpty()) choices.add(alternatives);
        return r;
    }

    private Linear freshIn(View view, int n) {
        String name = "_a" + (fresh++);
        if (view != View.INT && n > 0) range(name, view, n);
        return Linear.variable(name);
    }

    private void range(String name, View view, int n) {
        if (ranges.containsKey(name)) return;
        BigInteger lo = min(view, n), hi = max(view, n);
        ranges.put(name, new BigInteger[] {lo, hi});
        base.add(Atom.le(Linear.constant(lo), Linear.variable(name)));
        base.add(Atom.le(Linear.variable(name), Linear.constant(hi)));
    }

    static BigInteger min(View v, int n) { return v == View.S ? TWO.pow(n - 1).negate() : BigInteger.ZERO; }

    static BigInteger max(View v, int n) { return v == View.S ? TWO.pow(n - 1).subtract(BigInteger.ONE) : TWO.pow(n).subtract(BigInteger.ONE); }

    private static BigInteger floorDiv(BigInteger a, BigInteger b) {
        BigInteger[] qr = a.divideAndRemainder(b);
        return qr[1].signum() < 0 ? qr[0].subtract(BigInteger.ONE) : qr[0];
    }

    /** The interval of {@code e} from its variables' ranges, or null when one has none. */
    BigInteger[] interval(Linear e) {
        BigInteger lo = e.constant(), hi = e.constant();
        for (Map.Entry<String, BigInteger> c : e.coefficients().entrySet()) {
            BigInteger[] r = ranges.get(c.getKey());
            if (r == null) return null;
            BigInteger a = c.getValue().multiply(r[0]), b = c.getValue().multiply(r[1]);
            lo = lo.add(a.min(b));
            hi = hi.add(a.max(b));
        }
        return new BigInteger[] {lo, hi};
    }

    // ------------------------------------------------------------------ conditions

    /** Adds the condition {@code t} (a path condition's conjunct): definite where it is a conjunction, else a case analysis. */
    void assume(Term t) {
        List<List<Atom>> d = condition(t, true);
        if (d.size() == 1) base.addAll(d.get(0));
        else choices.add(d);
    }

    /** The conjunction of two disjunctions of conjunctions: every pair's atoms together. */
    private static List<List<Atom>> and(List<List<Atom>> a, List<List<Atom>> b) {
        List<List<Atom>> out = new ArrayList<>();
        for (List<Atom> p : a) {
            for (List<Atom> q : b) {
                List<Atom> c = new ArrayList<>(p);
                c.addAll(q);
                out.add(c);
            }
        }
        return out;
    }

    /** Adds {@code a = b}. */
    void equate(Linear a, Linear b) { base.add(Atom.eq(a, b)); }

    /**
     * {@code t} (or its negation) as a disjunction of conjunctions of atoms; an empty conjunction is true, an
     * empty disjunction false. What has no linear meaning is true (nothing is known of it).
     */
    List<List<Atom>> condition(Term t, boolean positive) {
        List<List<Atom>> yes = List.of(List.of());
        if (t instanceof Term.BoolLit b) return b.value() == positive ? yes : List.of();
        if (!(t instanceof Term.App a)) return yes;
        switch (a.op()) {
            case NOT: return condition(a.arg(0), !positive);
            case AND: case OR: {
                boolean conj = (a.op() == Op.AND) == positive;
                List<List<Atom>> acc = conj ? yes : new ArrayList<>();
                for (Term x : a.args()) {
                    List<List<Atom>> d = condition(x, positive);
                    if (conj) {
                        if (acc.size() * d.size() > MAX_DISJUNCTS) continue;   // dropping a conjunct only weakens
                        acc = and(acc, d);
                    } else {
                        acc.addAll(d);
                        if (acc.size() > MAX_DISJUNCTS) return yes;
                    }
                }
                return acc;
            }
            case EQ: {
                Term x = a.arg(0), y = a.arg(1);
                if (x.sort() instanceof Sort.BoolSort) {
                    List<List<Atom>> out = new ArrayList<>();
                    for (boolean bx : new boolean[] {true, false}) out.addAll(and(condition(x, bx), condition(y, positive ? bx : !bx)));
                    return out.size() > MAX_DISJUNCTS ? yes : out;
                }
                if (!(x.sort() instanceof Sort.BvSort || x.sort() instanceof Sort.IntSort)) return yes;
                View v = View.U;
                Linear lx = value(x, v), ly = value(y, v);
                return positive ? List.of(List.of(Atom.eq(lx, ly))) : List.of(List.of(Atom.lt(lx, ly)), List.of(Atom.lt(ly, lx)));
            }
            case LT: case LE: case BV_ULT: case BV_ULE: case BV_SLT: case BV_SLE: {
                View v = a.op() == Op.BV_SLT || a.op() == Op.BV_SLE ? View.S : a.op() == Op.LT || a.op() == Op.LE ? View.INT : View.U;
                Linear x = value(a.arg(0), v), y = value(a.arg(1), v);
                boolean strict = a.op() == Op.LT || a.op() == Op.BV_ULT || a.op() == Op.BV_SLT;
                // not (x < y) is y ≤ x; not (x ≤ y) is y < x
                Atom atom = positive ? (strict ? Atom.lt(x, y) : Atom.le(x, y)) : (strict ? Atom.le(y, x) : Atom.lt(y, x));
                return List.of(List.of(atom));
            }
            case ITE: {
                List<List<Atom>> out = new ArrayList<>();
                for (boolean bc : new boolean[] {true, false}) out.addAll(and(condition(a.arg(0), bc), condition(a.arg(bc ? 1 : 2), positive)));
                return out.size() > MAX_DISJUNCTS ? yes : out;
            }
            default:
                return yes;
        }
    }

    // ------------------------------------------------------------------ the cases

    /**
     * The feasible cases: one conjunction per combination of the case analyses' alternatives whose constraints have
     * an integer solution (asked of {@code solver}), at most {@code cap}; past the cap, the analyses not yet split
     * are left out (weaker cases, still covering every step). Null when the solver could not decide one.
     */
    List<List<Atom>> cases(Solver solver, TermBuilder tb, int cap) {
        List<List<Atom>> out = new ArrayList<>();
        if (!split(solver, tb, 0, new ArrayList<>(base), out, cap)) return null;
        return out;
    }

    private boolean split(Solver solver, TermBuilder tb, int i, List<Atom> now, List<List<Atom>> out, int cap) {
        SatResult r = solver.check(terms(now, tb));
        if (r instanceof SatResult.Unknown) return false;
        if (r instanceof SatResult.Unsat) return true;
        if (i == choices.size() || out.size() >= cap) { out.add(List.copyOf(now)); return true; }
        for (List<Atom> alternative : choices.get(i)) {
            List<Atom> next = new ArrayList<>(now);
            next.addAll(alternative);
            if (!split(solver, tb, i + 1, next, out, cap)) return false;
        }
        return true;
    }

    /** The atoms as integer terms for the solver. */
    static List<Term> terms(List<Atom> atoms, TermBuilder tb) {
        List<Term> out = new ArrayList<>(atoms.size());
        Term zero = tb.integer(0);
        for (Atom a : atoms) {
            Term e = term(a.e(), tb);
            out.add(a.eq() ? tb.eq(e, zero) : tb.le(e, zero));
        }
        return out;
    }

    static Term term(Linear e, TermBuilder tb) {
        Term sum = tb.integer(e.constant());
        for (Map.Entry<String, BigInteger> c : e.coefficients().entrySet()) {
            sum = tb.add(sum, tb.mul(tb.integer(c.getValue()), tb.factory().symbol("i!" + c.getKey(), Sort.INT)));
        }
        return sum;
    }
}
