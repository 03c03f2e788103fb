package effigy.term;

import java.math.BigInteger;
import java.util.List;

/**
 * Prints terms in source-like syntax, in the notation of the program's language ({@link TermFactory#notation}):
 *
 * <pre>
 *                       KING (.eff)        C (.c, .i)
 * equal, not equal      X = 3, X ¬= 3      x == 3, x != 3
 * and, or, not          A &amp; B, A | B, ¬A   a &amp;&amp; b, a || b, !a
 * array element         A(i)               a[i]
 * if-then-else          (IF c THEN a ELSE b)  (c ? a : b)
 * </pre>
 *
 * The rest is the same in both: {@code + - * / % < <= > >=}, C's bitwise operators on bit-vectors ({@code & | ^ ~
 * << >>}), {@code <u} and {@code <=u} for an unsigned comparison, casts as {@code (u8)x}, floating operations marked
 * by a dot ({@code x +. 1.5}). King's notation is EFFIGY's (King 1976): {@code .eff} programs keep it, and it can be
 * read back by the {@code .eff} expression parser; C programs read as C.
 */
public final class TermPrinter {
    /** The two notations: King's, for {@code .eff} programs, and C's. */
    public enum Notation {
        KING(" = ", " ¬= ", " & ", " | ", "¬"),
        C(" == ", " != ", " && ", " || ", "!");

        final String eq, ne, and, or, not;

        Notation(String eq, String ne, String and, String or, String not) {
            this.eq = eq;
            this.ne = ne;
            this.and = and;
            this.or = or;
            this.not = not;
        }

        /** What joins the conjuncts of a path condition: {@code " & "} or {@code " && "}. */
        public String and() { return and; }
    }

    // precedence levels, loosest first
    private static final int OR = 1, AND = 2, NOT = 3, REL = 4, BOR = 5, BXOR = 6, BAND = 7, SHIFT = 8, SUM = 9,
            PRODUCT = 10, UNARY = 11, ATOM = 12;

    private TermPrinter() {}

    /** {@code t} in the notation of its factory ({@link TermFactory#notation}). */
    public static String print(Term t) { return print(t, t.factory().notation()); }

    /** {@code t} in {@code notation}. */
    public static String print(Term t, Notation notation) {
        StringBuilder sb = new StringBuilder();
        new Printer(notation).print(t, sb, 0);
        return sb.toString();
    }

    /**
     * {@code t} in its factory's notation, cut after about {@code maxChars} characters with " ..." (a message about a
     * term whose shared subterms double at each step, printed as a tree, would be megabytes long and take seconds).
     */
    public static String print(Term t, int maxChars) {
        StringBuilder sb = new StringBuilder();
        Printer printer = new Printer(t.factory().notation());
        printer.limit = maxChars;
        try {
            printer.print(t, sb, 0);
        } catch (TooLong e) {
            sb.setLength(Math.min(sb.length(), maxChars));
            sb.append(" ...");
        }
        return sb.toString();
    }

    /** Thrown by a printer with a limit once the text passes it. */
    private static final class TooLong extends RuntimeException {
        TooLong() { super(null, null, false, false); }
    }

    /** The printer of one notation: the methods below, each with the notation at hand. */
    private static final class Printer {
        private final Notation n;
        /** The text's length past which printing stops ({@link #print(Term, int)}). */
        private int limit = Integer.MAX_VALUE;

        Printer(Notation n) { this.n = n; }

        private void print(Term t, StringBuilder sb, int context) {
            if (sb.length() > limit) throw new TooLong();
            int p = precedence(t);
            // C's & ^ | bind less tightly than its comparisons: (i & 3) != (j & 3), not i & 3 != j & 3
            boolean paren = p < context || n == Notation.C && (p == BAND || p == BXOR || p == BOR) && (context == REL || context == REL + 1);
            if (paren) sb.append('(');
            printBare(t, sb);
            if (paren) sb.append(')');
        }

        private static int precedence(Term t) {
            if (t instanceof Term.IntLit x) return x.value().signum() < 0 ? UNARY : ATOM;
            if (t instanceof Term.BvLit) return ATOM;
            if (!(t instanceof Term.App app)) return ATOM;
            return switch (app.op()) {
                case OR -> OR;
                case AND -> AND;
                case NOT -> app.arg(0) instanceof Term.App inner && (inner.op() == Op.EQ || inner.op() == Op.FP_EQ) ? REL : NOT;
                case LT, LE, EQ, BV_ULT, BV_ULE, BV_SLT, BV_SLE, FP_EQ, FP_LT, FP_LE -> REL;
                case ADD, BV_ADD, BV_SUB, FP_ADD, FP_SUB -> SUM;
                case FP_MUL, FP_DIV -> PRODUCT;
                case FP_CONVERT, FP_FROM_SBV, FP_FROM_UBV, FP_TO_SBV, FP_TO_UBV -> app.args().get(0).sort() instanceof Sort.BvSort ? UNARY : ATOM;
                case BV_SHL, BV_LSHR, BV_ASHR -> SHIFT;
                case BV_AND -> BAND;
                case BV_XOR -> BXOR;
                case BV_OR -> BOR;
                case BV_ZEXT, BV_SEXT -> UNARY;
                case MUL -> isNegation(app) ? UNARY : PRODUCT;
                case BV_MUL -> app.arg(0) instanceof Term.BvLit c && c.signedValue().equals(BigInteger.ONE.negate()) ? UNARY : PRODUCT;
                case DIV, REM, BV_UDIV, BV_SDIV, BV_UREM, BV_SREM -> PRODUCT;
                case BV_NEG, BV_NOT -> UNARY;
                case BV_EXTRACT -> app.param(1) == 0 ? UNARY : ATOM;
                default -> ATOM;
            };
        }

        private static boolean isNegation(Term.App mul) {
            return mul.arg(0) instanceof Term.IntLit c && c.value().equals(BigInteger.ONE.negate());
        }

        private void printBare(Term t, StringBuilder sb) {
            if (t instanceof Term.IntLit x) { sb.append(x.value()); return; }
            if (t instanceof Term.BoolLit b) { sb.append(b.value() ? "true" : "false"); return; }
            if (t instanceof Term.BvLit b) { sb.append(b.signedValue()); return; }
            if (t instanceof Term.Sym s) { sb.append(s.factory().sourceName(s)); return; }
            Term.App app = (Term.App) t;
            if (app.op() == Op.BV_CONCAT || app.op() == Op.SELECT) {
                String named = InputLayout.sourceName(app); // a[1], s->len: the bytes of one scalar of an input object
                if (named != null) { sb.append(named); return; }
            }
            List<Term> args = app.args();
            switch (app.op()) {
                case ADD -> printSum(args, Printer::negatedPart, sb);
                case MUL -> {
                    int start = 0;
                    if (args.get(0) instanceof Term.IntLit c) {
                        if (c.value().equals(BigInteger.ONE.negate())) sb.append('-');
                        else { sb.append(c.value()).append('*'); }
                        start = 1;
                    }
                    for (int i = start; i < args.size(); i++) {
                        if (i > start) sb.append(" * ");
                        print(args.get(i), sb, PRODUCT + 1);
                    }
                }
                case BV_ADD -> {
                    // a positive summand first, so that y - x reads better than -x + y
                    List<Term> order = new java.util.ArrayList<>(args);
                    for (int i = 0; i < order.size(); i++) {
                        if (negatedBv(order.get(i)) == null) { order.add(0, order.remove(i)); break; }
                    }
                    printSum(order, Printer::negatedBv, sb);
                }
                case BV_MUL -> {
                    if (args.get(0) instanceof Term.BvLit c && c.signedValue().equals(BigInteger.ONE.negate())) {
                        sb.append('-');
                        print(args.get(1), sb, UNARY);
                    } else {
                        binary(args, " * ", PRODUCT, sb);
                    }
                }
                case BV_SUB -> binary(args, " - ", SUM, sb);
                case BV_NEG -> { sb.append('-'); print(args.get(0), sb, UNARY); }
                case BV_NOT -> { sb.append('~'); print(args.get(0), sb, UNARY); }
                case BV_UDIV, BV_SDIV -> binary(args, " / ", PRODUCT, sb);
                case BV_UREM, BV_SREM -> binary(args, " % ", PRODUCT, sb);
                case BV_AND -> binary(args, " & ", BAND, sb);
                case BV_OR -> binary(args, " | ", BOR, sb);
                case BV_XOR -> binary(args, " ^ ", BXOR, sb);
                case BV_SHL -> binary(args, " << ", SHIFT, sb);
                case BV_LSHR, BV_ASHR -> binary(args, " >> ", SHIFT, sb);
                case BV_SLT -> binary(args, " < ", REL, sb);
                case BV_SLE -> binary(args, " <= ", REL, sb);
                case BV_ULT -> {
                    // a float's magnitude above infinity's bits: the executor's test for a NaN
                    Term nanOf = args.get(0) instanceof Term.BvLit inf && Ieee754.isFloatWidth(inf.width()) && inf.value().longValue() == Ieee754.infinity(inf.width())
                            && args.get(1) instanceof Term.App and && and.op() == Op.BV_AND ? signMask(and) : null;
                    if (nanOf != null) {
                        sb.append("isnan(");
                        floatingArg(nanOf, sb, 0);
                        sb.append(')');
                    } else {
                        binary(args, " <u ", REL, sb);
                    }
                }
                case BV_ULE -> binary(args, " <=u ", REL, sb);
                case BV_ZEXT, BV_SEXT -> {
                    int to = ((Sort.BvSort) app.sort()).width();
                    sb.append('(').append(app.op() == Op.BV_ZEXT ? "u" : "i").append(to).append(')');
                    print(args.get(0), sb, UNARY);
                }
                case BV_EXTRACT -> {
                    if (app.param(1) == 0) {
                        sb.append("(u").append(app.param(0) + 1).append(')');
                        print(args.get(0), sb, UNARY);
                    } else {
                        print(args.get(0), sb, ATOM);
                        sb.append('[').append(app.param(0)).append(':').append(app.param(1)).append(']');
                    }
                }
                case DIV -> binary(args, "/", PRODUCT, sb);
                case REM -> binary(args, " % ", PRODUCT, sb);
                case MOD -> call("MOD", args, sb);
                case EDIV -> call("div", args, sb);
                case EMOD -> call("mod", args, sb);
                case EQ -> binary(args, n.eq, REL, sb);
                case LT -> relation(args.get(0), args.get(1), " < ", " > ", sb);
                case LE -> relation(args.get(0), args.get(1), " <= ", " >= ", sb);
                case NOT -> {
                    if (args.get(0) instanceof Term.App inner && inner.op() == Op.EQ) {
                        binary(inner.args(), n.ne, REL, sb);
                    } else if (args.get(0) instanceof Term.App inner && inner.op() == Op.FP_EQ && floatingBits(inner)) {
                        floating(inner.args(), n.ne.stripTrailing() + ". ", REL, sb);
                    } else {
                        sb.append(n.not);
                        print(args.get(0), sb, ATOM);
                    }
                }
                case AND -> join(args, n.and, AND + 1, sb);
                case OR -> join(args, n.or, OR + 1, sb);
                case ITE -> ite(app, false, sb);
                case SELECT -> {
                    // in C an updated array is parenthesized before its [i]: (A WITH (i) = v)[j]
                    boolean updated = n == Notation.C && args.get(0) instanceof Term.App u && u.op() == Op.STORE;
                    if (updated) sb.append('(');
                    print(args.get(0), sb, ATOM);
                    if (updated) sb.append(')');
                    sb.append(n == Notation.C ? '[' : '(');
                    print(args.get(1), sb, 0);
                    sb.append(n == Notation.C ? ']' : ')');
                }
                case STORE -> {
                    if (concreteArray(app, sb)) return;
                    print(args.get(0), sb, ATOM);
                    sb.append(" WITH (");
                    print(args.get(1), sb, 0);
                    sb.append(") = ");
                    print(args.get(2), sb, SUM);
                }
                case CONST_ARRAY -> { if (!concreteArray(app, sb)) { sb.append("CONST("); print(args.get(1), sb, 0); sb.append(')'); } }
                case FP_ADD, FP_SUB, FP_MUL, FP_DIV, FP_EQ, FP_LT, FP_LE, FP_SQRT, FP_ROUND, FP_CONVERT, FP_FROM_SBV, FP_FROM_UBV,
                     FP_TO_SBV, FP_TO_UBV -> {
                    if (floatingBits(app)) printFloating(app, sb); else generic(app, sb);
                }
                default -> generic(app, sb);
            }
        }

        /** Whether {@code app} is an operation on floating bit patterns (C's float and double), not on the solver's sorts. */
        private static boolean floatingBits(Term.App app) { return app.arg(0).sort() instanceof Sort.BvSort; }

        /**
         * Floating-point operations as C reads them, marked by a dot so that they are not taken for the integer ones:
         * {@code x +. 1.5}, {@code x <. y}, {@code sqrt(x)}, {@code (double)f}, {@code (i32)d}; literals as numbers.
         */
        private void printFloating(Term.App app, StringBuilder sb) {
            List<Term> args = app.args();
            switch (app.op()) {
                case FP_ADD -> floating(args, " +. ", SUM, sb);
                case FP_SUB -> floating(args, " -. ", SUM, sb);
                case FP_MUL -> floating(args, " *. ", PRODUCT, sb);
                case FP_DIV -> floating(args, " /. ", PRODUCT, sb);
                case FP_EQ -> floating(args, n.eq.stripTrailing() + ". ", REL, sb);
                case FP_LT -> floating(args, " <. ", REL, sb);
                case FP_LE -> floating(args, " <=. ", REL, sb);
                case FP_SQRT, FP_ROUND -> {
                    sb.append(app.op() == Op.FP_SQRT ? "sqrt" : new String[] {"rint", "floor", "ceil", "trunc"}[app.param(0)]).append('(');
                    floatingArg(args.get(0), sb, 0);
                    sb.append(')');
                }
                case FP_CONVERT, FP_FROM_SBV, FP_FROM_UBV -> {
                    sb.append(app.param(0) == 32 ? "(float)" : "(double)");
                    floatingArg(args.get(0), sb, UNARY);
                }
                default -> {
                    sb.append('(').append(app.op() == Op.FP_TO_SBV ? 'i' : 'u').append(app.param(0)).append(')');
                    floatingArg(args.get(0), sb, UNARY);
                }
            }
        }

        private void floating(List<Term> args, String op, int prec, StringBuilder sb) {
            floatingArg(args.get(0), sb, prec);
            sb.append(op);
            floatingArg(args.get(1), sb, prec + 1);
        }

        /** A floating operand: a literal bit pattern as the number it is ({@code 1.5f}, {@code -inf}, {@code nan}). */
        private void floatingArg(Term t, StringBuilder sb, int context) {
            Term masked = signMask(t);
            if (t instanceof Term.BvLit b && Ieee754.isFloatWidth(b.width())) {
                String text = Ieee754.show(b.value().longValue(), b.width());
                boolean paren = text.startsWith("-") && context > SUM;
                sb.append(paren ? "(" : "").append(text).append(paren ? ")" : "");
            } else if (t instanceof Term.App app && app.op() == Op.ITE) {
                ite(app, true, sb);
            } else if (masked != null) {
                // the sign bit cleared or flipped: fabs and negation, as the executor makes them
                if (((Term.App) t).op() == Op.BV_AND) { sb.append("fabs("); floatingArg(masked, sb, 0); sb.append(')'); }
                else { sb.append('-'); floatingArg(masked, sb, UNARY); }
            } else {
                print(t, sb, context);
            }
        }

        /** For {@code x & ~sign} or {@code x ^ sign} on a float's bits, {@code x}; else null. */
        private static Term signMask(Term t) {
            if (!(t instanceof Term.App app) || app.op() != Op.BV_AND && app.op() != Op.BV_XOR || app.args().size() != 2
                    || !Ieee754.isFloatWidth(((Sort.BvSort) app.sort()).width())) {
                return null;
            }
            int w = ((Sort.BvSort) app.sort()).width();
            long mask = app.op() == Op.BV_AND ? ~Ieee754.signBit(w) & (w == 32 ? 0xffffffffL : -1L) : Ieee754.signBit(w);
            for (int i = 0; i < 2; i++) {
                if (app.arg(i) instanceof Term.BvLit lit && lit.value().longValue() == mask) return app.arg(1 - i);
            }
            return null;
        }

        /** {@code (IF c THEN a ELSE b)}, in C {@code (c ? a : b)}; with {@code floating}, the two values are floating operands. */
        private void ite(Term.App app, boolean floating, StringBuilder sb) {
            boolean c = n == Notation.C;
            sb.append(c ? "(" : "(IF ");
            print(app.arg(0), sb, 0);
            for (int i = 1; i <= 2; i++) {
                sb.append(i == 1 ? (c ? " ? " : " THEN ") : (c ? " : " : " ELSE "));
                if (floating) floatingArg(app.arg(i), sb, 0); else print(app.arg(i), sb, 0);
            }
            sb.append(')');
        }

        /** {@code op_params(args)}: operators with no source-like spelling. */
        private void generic(Term.App app, StringBuilder sb) {
            List<Term> args = app.args();
            sb.append(app.op().symbol());
            for (int i = 0; i < app.paramCount(); i++) sb.append('_').append(app.param(i));
            sb.append('(');
            for (int i = 0; i < args.size(); i++) {
                if (i > 0) sb.append(", ");
                print(args.get(i), sb, 0);
            }
            sb.append(')');
        }

        /**
         * Prints a store chain over a constant array whose indices and values are all literals as
         * {@code [1: 5, 3: 7, others: 0]}; returns false (printing nothing) for any other array term.
         */
        private boolean concreteArray(Term.App array, StringBuilder sb) {
            java.util.TreeMap<BigInteger, Term> elements = new java.util.TreeMap<>();
            Term t = array;
            while (t instanceof Term.App app && app.op() == Op.STORE) {
                if (!(app.arg(1) instanceof Term.IntLit i) || !app.arg(2).isLiteral()) return false;
                elements.putIfAbsent(i.value(), app.arg(2));
                t = app.arg(0);
            }
            if (!(t instanceof Term.App base && base.op() == Op.CONST_ARRAY && base.arg(1).isLiteral())) return false;
            sb.append('[');
            elements.forEach((k, v) -> { if (v != base.arg(1)) { sb.append(k).append(": "); print(v, sb, 0); sb.append(", "); } });
            sb.append("others: ");
            print(base.arg(1), sb, 0);
            sb.append(']');
            return true;
        }

        /** A sum: its first summand, then each of the others after " - " where {@code negated} finds it negated, else " + ". */
        private void printSum(List<Term> summands, java.util.function.UnaryOperator<Term> negated, StringBuilder sb) {
            print(summands.get(0), sb, SUM);
            for (int i = 1; i < summands.size(); i++) {
                Term a = summands.get(i);
                Term positive = negated.apply(a);
                if (positive != null) { sb.append(" - "); print(positive, sb, PRODUCT); }
                else { sb.append(" + "); print(a, sb, SUM + 1); }
            }
        }

        /** For a summand with a negative coefficient, the positive term to print after " - "; else null. */
        private static Term negatedPart(Term a) {
            TermFactory f = a.factory();
            if (a instanceof Term.IntLit x && x.value().signum() < 0) return f.integer(x.value().negate());
            if (a instanceof Term.App app && app.op() == Op.MUL && app.arg(0) instanceof Term.IntLit c && c.value().signum() < 0) {
                BigInteger pos = c.value().negate();
                List<Term> rest = app.args().subList(1, app.args().size());
                if (pos.equals(BigInteger.ONE)) {
                    return rest.size() == 1 ? rest.get(0) : f.app(Op.MUL, rest);
                }
                List<Term> factors = new java.util.ArrayList<>();
                factors.add(f.integer(pos));
                factors.addAll(rest);
                return f.app(Op.MUL, factors);
            }
            return null;
        }

        /** For a bit-vector summand whose coefficient reads as negative (two's complement), the positive part; else null. */
        private static Term negatedBv(Term a) {
            TermFactory f = a.factory();
            if (a instanceof Term.BvLit x && x.signedValue().signum() < 0) {
                // the most negative value is its own negation: it stays "+ -2^(w-1)"
                return x.signedValue().negate().bitLength() >= x.width() ? null : f.bv(x.signedValue().negate(), x.width());
            }
            if (a instanceof Term.App app && app.op() == Op.BV_MUL && app.args().size() == 2 && app.arg(0) instanceof Term.BvLit c
                    && c.signedValue().signum() < 0) {
                BigInteger pos = c.signedValue().negate();
                return pos.equals(BigInteger.ONE) ? app.arg(1) : f.app(Op.BV_MUL, f.bv(pos, c.width()), app.arg(1));
            }
            return null;
        }

        /**
         * Prints {@code l < r} or, when the right side holds what comes first in the canonical order (or the
         * left side is a constant), {@code r > l}: so that {@code X > A(1)} and {@code N > 0} read naturally.
         */
        private void relation(Term l, Term r, String op, String flippedOp, StringBuilder sb) {
            boolean flip = l.isLiteral() || (!r.isLiteral() && TermOrder.INSTANCE.compare(first(r), first(l)) < 0);
            if (flip) binary(List.of(r, l), flippedOp, REL, sb); else binary(List.of(l, r), op, REL, sb);
        }

        private static Term first(Term t) {
            if (t instanceof Term.App app && app.op() == Op.ADD) t = app.arg(0);
            if (t instanceof Term.App app && app.op() == Op.MUL) {
                return app.arg(0) instanceof Term.IntLit && app.args().size() > 1 ? app.arg(1) : app.arg(0);
            }
            return t;
        }

        private void binary(List<Term> args, String op, int prec, StringBuilder sb) {
            if (!unsignedLiteral(args.get(0), args.get(1), sb)) print(args.get(0), sb, prec);
            sb.append(op);
            if (!unsignedLiteral(args.get(1), args.get(0), sb)) print(args.get(1), sb, prec + 1);
        }

        /** Prints {@code lit} unsigned where the other side is an unsigned scalar of an input object ({@code s->u == 65535}); false otherwise. */
        private static boolean unsignedLiteral(Term lit, Term other, StringBuilder sb) {
            if (!(lit instanceof Term.BvLit b) || !b.value().testBit(b.width() - 1)) return false;
            InputLayout.Leaf leaf = InputLayout.leafOf(other);
            if (leaf == null || leaf.signed()) return false;
            sb.append(b.value());
            return true;
        }

        private void join(List<Term> args, String sep, int prec, StringBuilder sb) {
            for (int i = 0; i < args.size(); i++) {
                if (i > 0) sb.append(sep);
                print(args.get(i), sb, prec);
            }
        }

        private void call(String name, List<Term> args, StringBuilder sb) {
            sb.append(name).append('(');
            for (int i = 0; i < args.size(); i++) {
                if (i > 0) sb.append(", ");
                print(args.get(i), sb, 0);
            }
            sb.append(')');
        }
    }
}
