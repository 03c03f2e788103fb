package effigy.term;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;

/**
 * Evaluates a term under an {@link Assignment}, with the source languages' semantics for DIV, REM and
 * MOD. Division by zero evaluates to 0 (the engine never evaluates a division it has not checked).
 * Results: {@link BigInteger}, {@link Boolean} or {@link ArrayValue}; bit-vectors as unsigned BigInteger.
 */
public final class Evaluator {
    private final Assignment assignment;
    private final Map<Term, Object> memo = new HashMap<>();

    public Evaluator(Assignment assignment) { this.assignment = assignment; }

    public static Object eval(Term t, Assignment a) { return new Evaluator(a).eval(t); }

    public static boolean isTrue(Term t, Assignment a) { return (Boolean) eval(t, a); }

    public Object eval(Term t) {
        if (t instanceof Term.IntLit x) return x.value();
        if (t instanceof Term.BoolLit b) return b.value();
        if (t instanceof Term.BvLit b) return b.value();
        if (t instanceof Term.Sym s) return assignment.valueOf(s);
        Object cached = memo.get(t);
        if (cached != null) return cached;
        Object v = evalApp((Term.App) t);
        memo.put(t, v);
        return v;
    }

    private BigInteger i(Term t) { return (BigInteger) eval(t); }
    private boolean b(Term t) { return (Boolean) eval(t); }

    private Object evalApp(Term.App t) {
        var args = t.args();
        switch (t.op()) {
            case ADD: { BigInteger s = BigInteger.ZERO; for (Term a : args) s = s.add(i(a)); return s; }
            case MUL: { BigInteger s = BigInteger.ONE; for (Term a : args) s = s.multiply(i(a)); return s; }
            case DIV: { BigInteger d = i(args.get(1)); return d.signum() == 0 ? BigInteger.ZERO : i(args.get(0)).divide(d); }
            case REM: { BigInteger d = i(args.get(1)); return d.signum() == 0 ? BigInteger.ZERO : i(args.get(0)).remainder(d); }
            case MOD: { BigInteger d = i(args.get(1)); return d.signum() == 0 ? BigInteger.ZERO : TermBuilder.floorMod(i(args.get(0)), d); }
            case EDIV: {
                BigInteger a = i(args.get(0)), d = i(args.get(1));
                if (d.signum() == 0) return BigInteger.ZERO;
                BigInteger r = a.mod(d.abs());
                return a.subtract(r).divide(d);
            }
            case EMOD: { BigInteger d = i(args.get(1)); return d.signum() == 0 ? BigInteger.ZERO : i(args.get(0)).mod(d.abs()); }
            case LT: return i(args.get(0)).compareTo(i(args.get(1))) < 0;
            case LE: return i(args.get(0)).compareTo(i(args.get(1))) <= 0;
            case EQ: return eval(args.get(0)).equals(eval(args.get(1)));
            case ITE: return b(args.get(0)) ? eval(args.get(1)) : eval(args.get(2));
            case NOT: return !b(args.get(0));
            case AND: { for (Term a : args) if (!b(a)) return false; return true; }
            case OR: { for (Term a : args) if (b(a)) return true; return false; }
            case SELECT: return ((ArrayValue) eval(args.get(0))).get(i(args.get(1)));
            case STORE: return ((ArrayValue) eval(args.get(0))).with(i(args.get(1)), eval(args.get(2)));
            case CONST_ARRAY: return ArrayValue.constant(eval(args.get(1)));
            default: return t.op().isFloatingPoint() ? evalFp(t) : evalBv(t);
        }
    }

    private static final BigInteger MASK64 = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

    private static BigInteger unsigned(long v) { return BigInteger.valueOf(v).and(MASK64); }

    /** The operations of {@link Ieee754} on bit patterns (SMT-LIB's floating-point sorts never reach a model). */
    private Object evalFp(Term.App t) {
        var args = t.args();
        if (!(args.get(0).sort() instanceof Sort.BvSort s)) throw new IllegalStateException("cannot evaluate " + t.op() + " on " + args.get(0).sort());
        int w = s.width();
        long a = i(args.get(0)).longValue();
        switch (t.op()) {
            case FP_ADD: case FP_SUB: case FP_MUL: case FP_DIV: return unsigned(Ieee754.arith(t.op(), a, i(args.get(1)).longValue(), w));
            case FP_EQ: case FP_LT: case FP_LE: return Ieee754.compare(t.op(), a, i(args.get(1)).longValue(), w);
            case FP_SQRT: return unsigned(Ieee754.sqrt(a, w));
            case FP_ROUND: return unsigned(Ieee754.round(a, w, t.param(0)));
            case FP_CONVERT: return unsigned(Ieee754.convert(a, w, t.param(0)));
            case FP_FROM_SBV: case FP_FROM_UBV: return unsigned(Ieee754.fromInteger(a, w, t.op() == Op.FP_FROM_SBV, t.param(0)));
            case FP_TO_SBV: case FP_TO_UBV: {
                Long r = Ieee754.toInteger(a, w, t.op() == Op.FP_TO_SBV, t.param(0));
                return r == null ? BigInteger.ZERO : unsigned(r);
            }
            default: throw new IllegalStateException("cannot evaluate " + t.op());
        }
    }

    private Object evalBv(Term.App t) {
        var args = t.args();
        int w = t.sort() instanceof Sort.BvSort s ? s.width() : ((Sort.BvSort) args.get(0).sort()).width();
        BigInteger mod = BigInteger.ONE.shiftLeft(w);
        switch (t.op()) {
            case BV_ADD: { BigInteger r = BigInteger.ZERO; for (Term a : args) r = r.add(i(a)); return r.mod(mod); }
            case BV_SUB: return i(args.get(0)).subtract(i(args.get(1))).mod(mod);
            case BV_MUL: { BigInteger r = BigInteger.ONE; for (Term a : args) r = r.multiply(i(a)); return r.mod(mod); }
            case BV_NEG: return i(args.get(0)).negate().mod(mod);
            case BV_NOT: return mod.subtract(BigInteger.ONE).subtract(i(args.get(0)));
            case BV_AND: return i(args.get(0)).and(i(args.get(1)));
            case BV_OR: return i(args.get(0)).or(i(args.get(1)));
            case BV_XOR: return i(args.get(0)).xor(i(args.get(1)));
            case BV_UDIV: { BigInteger d = i(args.get(1)); return d.signum() == 0 ? mod.subtract(BigInteger.ONE) : i(args.get(0)).divide(d); }
            case BV_UREM: { BigInteger d = i(args.get(1)); return d.signum() == 0 ? i(args.get(0)) : i(args.get(0)).remainder(d); }
            case BV_SDIV: {
                BigInteger d = signed(i(args.get(1)), w);
                if (d.signum() == 0) return signed(i(args.get(0)), w).signum() < 0 ? BigInteger.ONE : mod.subtract(BigInteger.ONE);
                return signed(i(args.get(0)), w).divide(d).mod(mod);
            }
            case BV_SREM: {
                BigInteger d = signed(i(args.get(1)), w);
                if (d.signum() == 0) return i(args.get(0));
                return signed(i(args.get(0)), w).remainder(d).mod(mod);
            }
            case BV_SHL: { BigInteger s = i(args.get(1)); return s.compareTo(BigInteger.valueOf(w)) >= 0 ? BigInteger.ZERO : i(args.get(0)).shiftLeft(s.intValue()).mod(mod); }
            case BV_LSHR: { BigInteger s = i(args.get(1)); return s.compareTo(BigInteger.valueOf(w)) >= 0 ? BigInteger.ZERO : i(args.get(0)).shiftRight(s.intValue()); }
            case BV_ASHR: {
                BigInteger s = i(args.get(1));
                int sh = s.compareTo(BigInteger.valueOf(w)) >= 0 ? w - 1 : s.intValue();
                return signed(i(args.get(0)), w).shiftRight(sh).mod(mod);
            }
            case BV_ULT: return i(args.get(0)).compareTo(i(args.get(1))) < 0;
            case BV_ULE: return i(args.get(0)).compareTo(i(args.get(1))) <= 0;
            case BV_SLT: return signed(i(args.get(0)), w).compareTo(signed(i(args.get(1)), w)) < 0;
            case BV_SLE: return signed(i(args.get(0)), w).compareTo(signed(i(args.get(1)), w)) <= 0;
            case BV_ZEXT: return i(args.get(0));
            case BV_SEXT: {
                int from = ((Sort.BvSort) args.get(0).sort()).width();
                return signed(i(args.get(0)), from).mod(mod);
            }
            case BV_EXTRACT: return i(args.get(0)).shiftRight(t.param(1)).mod(mod);
            case BV_CONCAT: {
                int lw = ((Sort.BvSort) args.get(1).sort()).width();
                return i(args.get(0)).shiftLeft(lw).or(i(args.get(1)));
            }
            case BV2INT: return i(args.get(0));
            case SBV2INT: return signed(i(args.get(0)), ((Sort.BvSort) args.get(0).sort()).width());
            case INT2BV: return i(args.get(0)).mod(mod);
            default: throw new IllegalStateException("cannot evaluate " + t.op());
        }
    }

    private static BigInteger signed(BigInteger v, int w) {
        return v.testBit(w - 1) ? v.subtract(BigInteger.ONE.shiftLeft(w)) : v;
    }
}
