package effigy.term;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Bit-vector operations for {@link TermBuilder}: constant folding and the canonical forms that keep C
 * values readable. Sums are linear forms modulo 2^w ({@code x + 3}, {@code x - 1} rather than
 * {@code x + 4294967295}); extracts of extensions and concatenations of adjacent extracts collapse, so a
 * symbolic {@code int} stored to memory byte by byte and loaded again is the same symbol. Nothing here
 * assumes anything about a path.
 */
final class BvBuilder {
    private final TermFactory f;

    BvBuilder(TermFactory f) { this.f = f; }

    static int width(Term t) { return ((Sort.BvSort) t.sort()).width(); }

    static BigInteger mask(int w) { return BigInteger.ONE.shiftLeft(w).subtract(BigInteger.ONE); }

    static BigInteger signed(BigInteger v, int w) { return v.testBit(w - 1) ? v.subtract(BigInteger.ONE.shiftLeft(w)) : v; }

    private Term lit(BigInteger v, int w) { return f.bv(v, w); }

    // ---------------------------------------------------------------- linear forms modulo 2^w

    /** atom → coefficient (mod 2^w, non-zero) plus a constant. */
    private record Linear(TreeMap<Term, BigInteger> terms, BigInteger constant) {}

    private Linear linear(Term t, int w) {
        TreeMap<Term, BigInteger> m = new TreeMap<>(TermOrder.INSTANCE);
        BigInteger c = BigInteger.ZERO;
        if (t instanceof Term.BvLit b) return new Linear(m, b.value());
        if (t instanceof Term.App app && app.op() == Op.BV_ADD) {
            for (Term a : app.args()) {
                Linear l = linear(a, w);
                l.terms().forEach((k, v) -> m.merge(k, v, BigInteger::add));
                c = c.add(l.constant());
            }
        } else if (t instanceof Term.App app && app.op() == Op.BV_MUL && app.args().size() == 2 && app.arg(0) instanceof Term.BvLit k) {
            m.put(app.arg(1), k.value());
        } else {
            m.put(t, BigInteger.ONE);
        }
        BigInteger mod = BigInteger.ONE.shiftLeft(w);
        m.replaceAll((k, v) -> v.mod(mod));
        m.values().removeIf(v -> v.signum() == 0);
        return new Linear(m, c.mod(mod));
    }

    private Term build(Linear l, int w) {
        List<Term> parts = new ArrayList<>();
        for (Map.Entry<Term, BigInteger> e : l.terms().entrySet()) {
            parts.add(e.getValue().equals(BigInteger.ONE) ? e.getKey() : f.app(Op.BV_MUL, lit(e.getValue(), w), e.getKey()));
        }
        if (l.constant().signum() != 0 || parts.isEmpty()) parts.add(lit(l.constant(), w));
        return parts.size() == 1 ? parts.get(0) : f.app(Op.BV_ADD, parts);
    }

    private Linear sum(Linear a, Linear b, BigInteger scaleB, int w) {
        TreeMap<Term, BigInteger> m = new TreeMap<>(a.terms());
        b.terms().forEach((k, v) -> m.merge(k, v.multiply(scaleB), BigInteger::add));
        BigInteger mod = BigInteger.ONE.shiftLeft(w);
        m.replaceAll((k, v) -> v.mod(mod));
        m.values().removeIf(v -> v.signum() == 0);
        return new Linear(m, a.constant().add(b.constant().multiply(scaleB)).mod(mod));
    }

    Term add(Term a, Term b) { int w = width(a); return build(sum(linear(a, w), linear(b, w), BigInteger.ONE, w), w); }

    Term sub(Term a, Term b) { int w = width(a); return build(sum(linear(a, w), linear(b, w), BigInteger.ONE.negate(), w), w); }

    Term neg(Term a) { int w = width(a); return build(sum(new Linear(new TreeMap<>(TermOrder.INSTANCE), BigInteger.ZERO), linear(a, w), BigInteger.ONE.negate(), w), w); }

    Term mul(Term a, Term b) {
        int w = width(a);
        if (a instanceof Term.BvLit && !(b instanceof Term.BvLit)) { Term t = a; a = b; b = t; }
        if (b instanceof Term.BvLit k) {
            Linear l = linear(a, w);
            TreeMap<Term, BigInteger> m = new TreeMap<>(TermOrder.INSTANCE);
            BigInteger mod = BigInteger.ONE.shiftLeft(w);
            l.terms().forEach((t, v) -> m.put(t, v.multiply(k.value()).mod(mod)));
            m.values().removeIf(v -> v.signum() == 0);
            return build(new Linear(m, l.constant().multiply(k.value()).mod(mod)), w);
        }
        List<Term> args = new ArrayList<>(List.of(a, b));
        args.sort(TermOrder.INSTANCE);
        return f.app(Op.BV_MUL, args);
    }

    // ---------------------------------------------------------------- other arithmetic and bitwise

    /** Division and remainder; the caller has checked the divisor is not zero where it matters. */
    Term divRem(Op op, Term a, Term b) {
        int w = width(a);
        if (a instanceof Term.BvLit x && b instanceof Term.BvLit y && y.value().signum() != 0) {
            BigInteger r = switch (op) {
                case BV_UDIV -> x.value().divide(y.value());
                case BV_UREM -> x.value().remainder(y.value());
                case BV_SDIV -> signed(x.value(), w).divide(signed(y.value(), w));
                default -> signed(x.value(), w).remainder(signed(y.value(), w));
            };
            return lit(r, w);
        }
        if (a instanceof Term.BvLit x && b instanceof Term.BvLit) {
            // division by zero as SMT-LIB defines it: x / 0 is all ones (1 for a negative x, signed), x % 0 is x
            return switch (op) {
                case BV_UDIV -> lit(mask(w), w);
                case BV_SDIV -> signed(x.value(), w).signum() < 0 ? lit(BigInteger.ONE, w) : lit(mask(w), w);
                default -> a;
            };
        }
        if (b instanceof Term.BvLit y && y.value().equals(BigInteger.ONE)) {
            return op == Op.BV_UDIV || op == Op.BV_SDIV ? a : lit(BigInteger.ZERO, w);
        }
        return f.app(op, a, b);
    }

    Term bitwise(Op op, Term a, Term b) {
        int w = width(a);
        BigInteger all = mask(w);
        if (a instanceof Term.BvLit x && b instanceof Term.BvLit y) {
            return lit(switch (op) {
                case BV_AND -> x.value().and(y.value());
                case BV_OR -> x.value().or(y.value());
                default -> x.value().xor(y.value());
            }, w);
        }
        if (a instanceof Term.BvLit && !(b instanceof Term.BvLit)) { Term t = a; a = b; b = t; }
        if (b instanceof Term.BvLit k) {
            if (k.value().signum() == 0) return op == Op.BV_AND ? b : a;
            if (k.value().equals(all)) {
                if (op == Op.BV_AND) return a;
                if (op == Op.BV_OR) return b;
                return not(a);
            }
        }
        if (a == b) return op == Op.BV_XOR ? lit(BigInteger.ZERO, w) : a;
        List<Term> args = new ArrayList<>(List.of(a, b));
        args.sort(TermOrder.INSTANCE);
        return f.app(op, args);
    }

    Term not(Term a) {
        if (a instanceof Term.BvLit x) return lit(mask(width(a)).subtract(x.value()), width(a));
        if (a instanceof Term.App app && app.op() == Op.BV_NOT) return app.arg(0);
        return f.app(Op.BV_NOT, a);
    }

    /** Shifts; an amount of at least the width gives SMT-LIB's result (0, or all sign bits for bvashr). */
    Term shift(Op op, Term a, Term amount) {
        int w = width(a);
        if (amount instanceof Term.BvLit s) {
            if (s.value().signum() == 0) return a;
            if (a instanceof Term.BvLit x) {
                int n = s.value().compareTo(BigInteger.valueOf(w)) >= 0 ? w : s.value().intValue();
                BigInteger v = x.value();
                return lit(switch (op) {
                    case BV_SHL -> n >= w ? BigInteger.ZERO : v.shiftLeft(n).and(mask(w));
                    case BV_LSHR -> n >= w ? BigInteger.ZERO : v.shiftRight(n);
                    default -> signed(v, w).shiftRight(Math.min(n, w - 1)).and(mask(w));
                }, w);
            }
        }
        return f.app(op, a, amount);
    }

    // ---------------------------------------------------------------- comparisons

    Term compare(Op op, Term a, Term b) {
        int w = width(a);
        if (a instanceof Term.BvLit x && b instanceof Term.BvLit y) {
            int c = op == Op.BV_SLT || op == Op.BV_SLE ? signed(x.value(), w).compareTo(signed(y.value(), w)) : x.value().compareTo(y.value());
            return f.bool(op == Op.BV_SLT || op == Op.BV_ULT ? c < 0 : c <= 0);
        }
        if (a == b) return f.bool(op == Op.BV_SLE || op == Op.BV_ULE);
        return f.app(op, a, b);
    }

    // ---------------------------------------------------------------- widths

    Term extract(Term a, int hi, int lo) {
        int w = width(a);
        if (lo == 0 && hi == w - 1) return a;
        if (a instanceof Term.BvLit x) return lit(x.value().shiftRight(lo).and(mask(hi - lo + 1)), hi - lo + 1);
        if (a instanceof Term.App app) {
            switch (app.op()) {
                case BV_EXTRACT:
                    return extract(app.arg(0), app.param(1) + hi, app.param(1) + lo);
                case BV_ZEXT:
                case BV_SEXT: {
                    int inner = width(app.arg(0));
                    if (hi < inner) return extract(app.arg(0), hi, lo);
                    if (app.op() == Op.BV_ZEXT && lo >= inner) return lit(BigInteger.ZERO, hi - lo + 1);
                    break;
                }
                case BV_CONCAT: {
                    int low = width(app.arg(1));
                    if (hi < low) return extract(app.arg(1), hi, lo);
                    if (lo >= low) return extract(app.arg(0), hi - low, lo - low);
                    break;
                }
                default:
                    break;
            }
        }
        return f.app(Op.BV_EXTRACT, List.of(a), new int[] {hi, lo});
    }

    /** {@code high ++ low}; adjacent extracts of one term merge back. */
    Term concat(Term high, Term low) {
        int wl = width(low);
        if (high instanceof Term.BvLit x && low instanceof Term.BvLit y) return lit(x.value().shiftLeft(wl).or(y.value()), wl + width(high));
        if (high instanceof Term.App h && h.op() == Op.BV_EXTRACT && low instanceof Term.App l && l.op() == Op.BV_EXTRACT
                && h.arg(0) == l.arg(0) && h.param(1) == l.param(0) + 1) {
            return extract(h.arg(0), h.param(0), l.param(1));
        }
        // (e ++ extract(i, j, x)) ++ extract(j-1, k, x): reassociate so the extracts meet
        if (high instanceof Term.App h && h.op() == Op.BV_CONCAT && h.arg(1) instanceof Term.App hl && hl.op() == Op.BV_EXTRACT
                && low instanceof Term.App l && l.op() == Op.BV_EXTRACT && hl.arg(0) == l.arg(0) && hl.param(1) == l.param(0) + 1) {
            return concat(h.arg(0), extract(l.arg(0), hl.param(0), l.param(1)));
        }
        if (high instanceof Term.BvLit x && x.value().signum() == 0) return zeroExtend(low, width(high));
        return f.app(Op.BV_CONCAT, high, low);
    }

    Term zeroExtend(Term a, int by) {
        if (by == 0) return a;
        if (a instanceof Term.BvLit x) return lit(x.value(), width(a) + by);
        if (a instanceof Term.App app && app.op() == Op.BV_ZEXT) return zeroExtend(app.arg(0), by + app.param(0));
        return f.app(Op.BV_ZEXT, List.of(a), new int[] {by});
    }

    Term signExtend(Term a, int by) {
        if (by == 0) return a;
        int w = width(a);
        if (a instanceof Term.BvLit x) return lit(signed(x.value(), w), w + by);
        if (a instanceof Term.App app && app.op() == Op.BV_SEXT) return signExtend(app.arg(0), by + app.param(0));
        return f.app(Op.BV_SEXT, List.of(a), new int[] {by});
    }
}
