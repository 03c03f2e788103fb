package effigy.term;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Rewrites the source languages' division operators into SMT-LIB's Euclidean {@code div} and
 * {@code mod} ({@link Op#EDIV}, {@link Op#EMOD}), so that any SMT solver or printer gives them the
 * meaning the interpreter does. Everything else is left as it is.
 *
 * <pre>
 *   a / b   (truncating)      = ite(a >= 0, div(a, b), -div(-a, b))
 *   a % b   (sign of a)       = ite(a >= 0, mod(a, b), -mod(-a, b))
 *   MOD(a, b) (sign of b)     = ite(b >= 0 | mod(a, b) = 0, mod(a, b), mod(a, b) + b)
 * </pre>
 * each guarded by {@code ite(b = 0, 0, …)}: SMT-LIB leaves division by zero unspecified, while the
 * {@link Evaluator} (and so every model check and replay) takes it to be 0. The engine never divides
 * by zero on a path that goes on, but the guard keeps solver and evaluator in exact agreement.
 */
public final class SmtLowering {
    private final TermBuilder tb;
    private final Map<Term, Term> memo = new HashMap<>();

    public SmtLowering(TermFactory factory) { this.tb = new TermBuilder(factory); }

    public Term lower(Term t) {
        if (!(t instanceof Term.App app)) return t;
        Term done = memo.get(t);
        if (done != null) return done;
        List<Term> args = new ArrayList<>(app.args().size());
        boolean changed = false;
        for (Term a : app.args()) {
            Term l = lower(a);
            changed |= l != a;
            args.add(l);
        }
        TermFactory f = tb.factory();
        Term r;
        switch (app.op()) {
            case DIV -> {
                Term a = args.get(0), b = args.get(1), zero = f.integer(0);
                r = tb.ite(tb.ge(a, zero), ediv(a, b), tb.neg(ediv(tb.neg(a), b)));
            }
            case REM -> {
                Term a = args.get(0), b = args.get(1), zero = f.integer(0);
                r = tb.ite(tb.ge(a, zero), emod(a, b), tb.neg(emod(tb.neg(a), b)));
            }
            case MOD -> {
                Term a = args.get(0), b = args.get(1), zero = f.integer(0);
                Term m = emod(a, b);
                r = tb.ite(tb.or(tb.ge(b, zero), tb.eq(m, zero)), m, tb.add(m, b));
            }
            default -> r = app.op().isFloatingPoint() && !(args.get(0).sort() instanceof Sort.FpSort) ? floating(app, args)
                    : changed ? f.app(app.op(), args, params(app)) : t;
        }
        if (app.op() == Op.DIV || app.op() == Op.REM || app.op() == Op.MOD) {
            r = tb.ite(tb.eq(args.get(1), f.integer(0)), f.integer(0), r);
        }
        memo.put(t, r);
        return r;
    }

    /**
     * An operation on floating bit patterns ({@link Ieee754}) in SMT-LIB's floating-point theory: the bits are read
     * as a float ({@code to_fp}), the theory computes (round to nearest even), and the result goes back to bits
     * ({@code fp.to_ieee_bv}) with x86's NaN rules spelled out, because the theory's NaN has no bits: a NaN operand
     * comes back quieted, first operand first; any other NaN result is the default NaN. A conversion to an integer
     * is 0 where C leaves it undefined, as the {@link Evaluator} has it.
     */
    private Term floating(Term.App app, List<Term> args) {
        TermFactory f = tb.factory();
        Term a = args.get(0);
        int w = ((Sort.BvSort) a.sort()).width();
        Op op = app.op();
        return switch (op) {
            case FP_ADD, FP_SUB, FP_MUL, FP_DIV -> {
                Term b = args.get(1);
                Term r = f.app(op, fp(a), fp(b));
                yield valued(nanFirst(a, w, nanFirst(b, w, bits(r, w))), r);
            }
            case FP_SQRT -> {
                Term r = f.app(op, fp(a));
                yield valued(nanFirst(a, w, bits(r, w)), r);
            }
            case FP_ROUND -> {
                Term r = f.app(op, List.of(fp(a)), params(app));
                yield valued(nanFirst(a, w, bits(r, w)), r);
            }
            case FP_EQ, FP_LT, FP_LE -> f.app(op, fp(a), fp(args.get(1)));
            case FP_CONVERT -> {
                int to = app.param(0);
                Term x = tb.bvOr(a, tb.bv(Ieee754.quietBit(w), w));
                Term nan = w == 32
                        ? tb.concat(tb.concat(tb.concat(tb.extract(a, 31, 31), tb.bv(0x7ff, 11)), tb.extract(x, 22, 0)), tb.bv(0, 29))
                        : tb.concat(tb.concat(tb.extract(a, 63, 63), tb.bv(0xff, 8)), tb.extract(x, 51, 29));
                Term r = f.app(op, List.of(fp(a)), new int[] {to});
                yield valued(tb.ite(tb.fpIsNaN(a), nan, bits(r, to)), r);
            }
            case FP_FROM_SBV, FP_FROM_UBV -> {
                int to = app.param(0);
                Term r = f.app(op, List.of(a), new int[] {Ieee754.exponentBits(to), Ieee754.significandBits(to)});
                yield valued(f.app(Op.FP_BITS, r), r);
            }
            case FP_TO_SBV, FP_TO_UBV -> {
                int n = app.param(0);
                boolean signed = op == Op.FP_TO_SBV;
                Term x = fp(a);
                Term t = f.app(Op.FP_ROUND, List.of(x), new int[] {Ieee754.RTZ});
                Term inRange = tb.and(f.app(Op.FP_LE, fp(tb.bv(Ieee754.integerLow(n, signed, w), w)), t),
                        f.app(Op.FP_LT, t, fp(tb.bv(Ieee754.integerLimit(n, signed, w), w))));
                yield tb.ite(inRange, f.app(op, List.of(x), new int[] {n}), tb.bv(0, n));
            }
            default -> throw new IllegalStateException(op + " on bit patterns");
        };
    }

    /**
     * For the lowered bits of a floating operation, the theory's term for its value. SMT-LIB's floating-point sorts
     * have one NaN, so whatever bits a NaN result gets, reading them back as a float gives the theory's result: an
     * operation on another one's result uses that term directly rather than going through its bits and back, which
     * Z3 decides many times faster (a square root's result compared: from a timeout to well under a second).
     */
    private final Map<Term, Term> values = new HashMap<>();

    private Term fp(Term bits) {
        Term known = values.get(bits);
        return known != null ? known : tb.factory().app(Op.FP_OF_BITS, bits);
    }

    /** The theory's result {@code r} as bits of width {@code w}: a NaN is the default NaN. */
    private Term bits(Term r, int w) {
        TermFactory f = tb.factory();
        return tb.ite(f.app(Op.FP_ISNAN, r), tb.bv(Ieee754.defaultNaN(w), w), f.app(Op.FP_BITS, r));
    }

    /** {@code a} quieted when it is a NaN, else {@code otherwise}; the value of the whole is the theory's {@code r}. */
    private Term nanFirst(Term a, int w, Term otherwise) {
        return tb.ite(tb.fpIsNaN(a), tb.bvOr(a, tb.bv(Ieee754.quietBit(w), w)), otherwise);
    }

    /** Remembers that the bits {@code bits} have the floating value {@code value} (see {@link #values}). */
    private Term valued(Term bits, Term value) {
        values.put(bits, value);
        return bits;
    }

    private Term ediv(Term a, Term b) { return tb.factory().app(Op.EDIV, a, b); }
    private Term emod(Term a, Term b) { return tb.factory().app(Op.EMOD, a, b); }

    static int[] params(Term.App app) {
        int[] p = new int[app.paramCount()];
        for (int i = 0; i < p.length; i++) p[i] = app.param(i);
        return p;
    }
}
