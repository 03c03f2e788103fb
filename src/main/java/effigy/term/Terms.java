package effigy.term;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Term helpers for rewriting: free symbols, and rebuilding an application through the simplifying builder. */
public final class Terms {
    private Terms() {}

    /** The symbols occurring in {@code t}, in order of first occurrence (depth-first, left to right). */
    public static Set<Term.Sym> symbols(Term t) { return symbols(List.of(t)); }

    public static Set<Term.Sym> symbols(List<Term> terms) {
        LinkedHashSet<Term.Sym> out = new LinkedHashSet<>();
        Set<Term> visited = new HashSet<>();
        Deque<Term> stack = new ArrayDeque<>();
        for (int r = terms.size() - 1; r >= 0; r--) stack.push(terms.get(r));
        while (!stack.isEmpty()) {
            Term t = stack.pop();
            if (!visited.add(t)) continue;
            if (t instanceof Term.Sym s) out.add(s);
            List<Term> args = t.args();
            for (int i = args.size() - 1; i >= 0; i--) stack.push(args.get(i));
        }
        return out;
    }

    /**
     * {@code t} with the terms of {@code memo} in place (symbols or any subterms to their values; the subterms rewritten
     * are added), rebuilt through the simplifying builder so that constants fold. A rebuilt term that is itself a key
     * of {@code memo} (a read {@code a[i + 1]} whose index folded to one whose value is given) takes its value too.
     */
    public static Term substitute(Term t, java.util.Map<Term, Term> memo, TermBuilder tb) {
        Term done = memo.get(t);
        if (done != null) return done;
        Term r = t;
        if (t instanceof Term.App app) {
            List<Term> args = app.args();
            List<Term> out = null;
            for (int k = 0; k < args.size(); k++) {
                Term x = substitute(args.get(k), memo, tb);
                if (x != args.get(k) && out == null) out = new java.util.ArrayList<>(args.subList(0, k));
                if (out != null) out.add(x);
            }
            if (out != null) {
                r = rebuild(tb, app, out);
                Term given = memo.get(r);
                if (given != null) r = given;
            }
        }
        memo.put(t, r);
        return r;
    }

    /**
     * {@code op(args)} made by the simplifying builder, so that a substituted term is in the same canonical
     * form as one built forward from the same values ({@code original} gives the indexed operators' parameters).
     */
    public static Term rebuild(TermBuilder tb, Term.App original, List<Term> a) {
        Op op = original.op();
        switch (op) {
            case ADD: { Term s = a.get(0); for (int i = 1; i < a.size(); i++) s = tb.add(s, a.get(i)); return s; }
            case MUL: { Term s = a.get(0); for (int i = 1; i < a.size(); i++) s = tb.mul(s, a.get(i)); return s; }
            case DIV: return tb.div(a.get(0), a.get(1));
            case REM: return tb.rem(a.get(0), a.get(1));
            case MOD: return tb.mod(a.get(0), a.get(1));
            case LT: return tb.lt(a.get(0), a.get(1));
            case LE: return tb.le(a.get(0), a.get(1));
            case EQ: return tb.eq(a.get(0), a.get(1));
            case ITE: return tb.ite(a.get(0), a.get(1), a.get(2));
            case NOT: return tb.not(a.get(0));
            case AND: return tb.and(a);
            case OR: return tb.or(a);
            case SELECT: return tb.select(a.get(0), a.get(1));
            case STORE: return tb.store(a.get(0), a.get(1), a.get(2));
            case CONST_ARRAY: return tb.constArray(a.get(0).sort(), a.get(1));
            case BV_ADD: { Term s = a.get(0); for (int i = 1; i < a.size(); i++) s = tb.bvAdd(s, a.get(i)); return s; }
            case BV_MUL: { Term s = a.get(0); for (int i = 1; i < a.size(); i++) s = tb.bvMul(s, a.get(i)); return s; }
            case BV_AND: { Term s = a.get(0); for (int i = 1; i < a.size(); i++) s = tb.bvAnd(s, a.get(i)); return s; }
            case BV_OR: { Term s = a.get(0); for (int i = 1; i < a.size(); i++) s = tb.bvOr(s, a.get(i)); return s; }
            case BV_XOR: { Term s = a.get(0); for (int i = 1; i < a.size(); i++) s = tb.bvXor(s, a.get(i)); return s; }
            case BV_SUB: return tb.bvSub(a.get(0), a.get(1));
            case BV_NEG: return tb.bvNeg(a.get(0));
            case BV_UDIV: return tb.bvUdiv(a.get(0), a.get(1));
            case BV_SDIV: return tb.bvSdiv(a.get(0), a.get(1));
            case BV_UREM: return tb.bvUrem(a.get(0), a.get(1));
            case BV_SREM: return tb.bvSrem(a.get(0), a.get(1));
            case BV_NOT: return tb.bvNot(a.get(0));
            case BV_SHL: return tb.bvShl(a.get(0), a.get(1));
            case BV_LSHR: return tb.bvLshr(a.get(0), a.get(1));
            case BV_ASHR: return tb.bvAshr(a.get(0), a.get(1));
            case BV_ULT: return tb.bvUlt(a.get(0), a.get(1));
            case BV_ULE: return tb.bvUle(a.get(0), a.get(1));
            case BV_SLT: return tb.bvSlt(a.get(0), a.get(1));
            case BV_SLE: return tb.bvSle(a.get(0), a.get(1));
            case BV_ZEXT: return tb.zeroExtend(a.get(0), original.param(0));
            case BV_SEXT: return tb.signExtend(a.get(0), original.param(0));
            case BV_EXTRACT: return tb.extract(a.get(0), original.param(0), original.param(1));
            case BV_CONCAT: { Term s = a.get(0); for (int i = 1; i < a.size(); i++) s = tb.concat(s, a.get(i)); return s; }
            case BV2INT: return tb.bvToInt(a.get(0), false);
            case SBV2INT: return tb.bvToInt(a.get(0), true);
            case INT2BV: return tb.intToBv(a.get(0), original.param(0));
            case FP_ADD: case FP_SUB: case FP_MUL: case FP_DIV: case FP_SQRT: case FP_ROUND: case FP_EQ: case FP_LT: case FP_LE:
            case FP_CONVERT: case FP_FROM_SBV: case FP_FROM_UBV: case FP_TO_SBV: case FP_TO_UBV:
                if (!(original.args().get(0).sort() instanceof Sort.FpSort)) return tb.fp(original, a);
                break;
            default: break;
        }
        // SMT-LIB's own division (EDIV, EMOD) is made only when lowering to the solver, never in a path condition or trace
        throw new IllegalStateException("cannot substitute into " + op.symbol() + " terms");
    }
}
