package effigy.term;

import java.util.List;

/** Checks the sorts of an application's arguments and computes its result sort. */
final class SortRules {
    private SortRules() {}

    static Sort resultSort(Op op, List<Term> args, int[] params) {
        switch (op) {
            case ADD, MUL -> { atLeast(op, args, 1); allOf(op, args, Sort.INT); return Sort.INT; }
            case DIV, REM, MOD, EDIV, EMOD -> { exactly(op, args, 2); allOf(op, args, Sort.INT); return Sort.INT; }
            case LT, LE -> { exactly(op, args, 2); allOf(op, args, Sort.INT); return Sort.BOOL; }
            case EQ -> { exactly(op, args, 2); same(op, args); return Sort.BOOL; }
            case ITE -> {
                exactly(op, args, 3);
                is(op, args.get(0), Sort.BOOL);
                same(op, args.subList(1, 3));
                return args.get(1).sort();
            }
            case NOT -> { exactly(op, args, 1); allOf(op, args, Sort.BOOL); return Sort.BOOL; }
            case AND, OR -> { atLeast(op, args, 1); allOf(op, args, Sort.BOOL); return Sort.BOOL; }
            case SELECT -> {
                exactly(op, args, 2);
                Sort.ArraySort a = array(op, args.get(0));
                is(op, args.get(1), a.index());
                return a.element();
            }
            case STORE -> {
                exactly(op, args, 3);
                Sort.ArraySort a = array(op, args.get(0));
                is(op, args.get(1), a.index());
                is(op, args.get(2), a.element());
                return a;
            }
            case CONST_ARRAY -> {
                // params: none; the index sort is given by a dummy first argument's sort
                exactly(op, args, 2);
                return Sort.array(args.get(0).sort(), args.get(1).sort());
            }
            case BV_ADD, BV_MUL -> { atLeast(op, args, 1); same(op, args); bv(op, args.get(0)); return args.get(0).sort(); }
            case BV_SUB, BV_UDIV, BV_SDIV, BV_UREM, BV_SREM, BV_AND, BV_OR, BV_XOR,
                 BV_SHL, BV_LSHR, BV_ASHR -> { exactly(op, args, 2); same(op, args); bv(op, args.get(0)); return args.get(0).sort(); }
            case BV_NEG, BV_NOT -> { exactly(op, args, 1); bv(op, args.get(0)); return args.get(0).sort(); }
            case BV_ULT, BV_ULE, BV_SLT, BV_SLE -> { exactly(op, args, 2); same(op, args); bv(op, args.get(0)); return Sort.BOOL; }
            case BV_ZEXT, BV_SEXT -> { exactly(op, args, 1); return Sort.bv(bv(op, args.get(0)).width() + params[0]); }
            case BV_EXTRACT -> {
                exactly(op, args, 1);
                int w = bv(op, args.get(0)).width();
                if (params[0] >= w || params[1] < 0 || params[1] > params[0]) throw bad(op, "extract indices out of range");
                return Sort.bv(params[0] - params[1] + 1);
            }
            case BV_CONCAT -> { exactly(op, args, 2); return Sort.bv(bv(op, args.get(0)).width() + bv(op, args.get(1)).width()); }
            case BV2INT, SBV2INT -> { exactly(op, args, 1); bv(op, args.get(0)); return Sort.INT; }
            case INT2BV -> { exactly(op, args, 1); is(op, args.get(0), Sort.INT); return Sort.bv(params[0]); }
            case FP_ADD, FP_SUB, FP_MUL, FP_DIV -> { exactly(op, args, 2); same(op, args); floating(op, args.get(0)); return args.get(0).sort(); }
            case FP_SQRT, FP_ROUND -> { exactly(op, args, 1); floating(op, args.get(0)); return args.get(0).sort(); }
            case FP_EQ, FP_LT, FP_LE -> { exactly(op, args, 2); same(op, args); floating(op, args.get(0)); return Sort.BOOL; }
            case FP_CONVERT -> {
                exactly(op, args, 1);
                return floating(op, args.get(0)) instanceof Sort.FpSort ? Sort.fp(floatWidth(op, params[0])) : Sort.bv(floatWidth(op, params[0]));
            }
            case FP_FROM_SBV, FP_FROM_UBV -> {
                exactly(op, args, 1);
                bv(op, args.get(0));
                return params.length == 2 ? new Sort.FpSort(params[0], params[1]) : Sort.bv(floatWidth(op, params[0]));
            }
            case FP_TO_SBV, FP_TO_UBV -> { exactly(op, args, 1); floating(op, args.get(0)); return Sort.bv(params[0]); }
            case FP_OF_BITS -> { exactly(op, args, 1); return Sort.fp(floatWidth(op, bv(op, args.get(0)).width())); }
            case FP_BITS -> { exactly(op, args, 1); return Sort.bv(fp(op, args.get(0)).width()); }
            case FP_ISNAN -> { exactly(op, args, 1); fp(op, args.get(0)); return Sort.BOOL; }
        }
        throw bad(op, "unknown operator");
    }

    private static IllegalArgumentException bad(Op op, String why) {
        return new IllegalArgumentException("ill-sorted " + op + ": " + why);
    }

    private static void exactly(Op op, List<Term> args, int n) {
        if (args.size() != n) throw bad(op, "expected " + n + " arguments, got " + args.size());
    }

    private static void atLeast(Op op, List<Term> args, int n) {
        if (args.size() < n) throw bad(op, "expected at least " + n + " arguments");
    }

    private static void allOf(Op op, List<Term> args, Sort s) {
        for (Term a : args) is(op, a, s);
    }

    private static void is(Op op, Term t, Sort s) {
        if (!t.sort().equals(s)) throw bad(op, t + " has sort " + t.sort() + ", expected " + s);
    }

    private static void same(Op op, List<Term> args) {
        for (Term a : args) is(op, a, args.get(0).sort());
    }

    private static Sort.ArraySort array(Op op, Term t) {
        if (t.sort() instanceof Sort.ArraySort a) return a;
        throw bad(op, t + " is not an array");
    }

    /** A float or double: its bit pattern (a 32- or 64-bit bit-vector) or an SMT-LIB floating-point term. */
    private static Sort floating(Op op, Term t) {
        if (t.sort() instanceof Sort.FpSort s) return s;
        floatWidth(op, bv(op, t).width());
        return t.sort();
    }

    private static int floatWidth(Op op, int width) {
        if (width != 32 && width != 64) throw bad(op, "no floating-point format of width " + width);
        return width;
    }

    private static Sort.FpSort fp(Op op, Term t) {
        if (t.sort() instanceof Sort.FpSort s) return s;
        throw bad(op, t + " is not a floating-point term");
    }

    private static Sort.BvSort bv(Op op, Term t) {
        if (t.sort() instanceof Sort.BvSort b) return b;
        throw bad(op, t + " is not a bit-vector");
    }
}
