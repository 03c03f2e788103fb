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
            default -> r = changed ? f.app(app.op(), args, params(app)) : t;
        }
        if (app.op() == Op.DIV || app.op() == Op.REM || app.op() == Op.MOD) {
            r = tb.ite(tb.eq(args.get(1), f.integer(0)), f.integer(0), r);
        }
        memo.put(t, r);
        return r;
    }

    private Term ediv(Term a, Term b) { return tb.factory().app(Op.EDIV, a, b); }
    private Term emod(Term a, Term b) { return tb.factory().app(Op.EMOD, a, b); }

    static int[] params(Term.App app) {
        int[] p = new int[app.paramCount()];
        for (int i = 0; i < p.length; i++) p[i] = app.param(i);
        return p;
    }
}
