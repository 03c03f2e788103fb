package effigy.driver;

import effigy.lang.eff.EffParser;
import effigy.lang.eff.Expr;
import effigy.smt.SatResult;
import effigy.source.SourceFile;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.util.List;

/**
 * Test helper: reads expected values and path conditions written in King's notation ({@code X = A(N+2) & X < A(3)})
 * as terms: names are integer symbols, {@code A(i)} is an element of the array symbol A.
 */
final class Expected {
    private Expected() {}

    static Term term(String text, TermBuilder tb) {
        return term(EffParser.parseExpression(new SourceFile("<expected>", text)), tb);
    }

    private static Term term(Expr e, TermBuilder tb) {
        if (e instanceof Expr.IntLit i) return tb.integer(i.value());
        if (e instanceof Expr.Name n && n.name().equals("TRUE")) return tb.bool(true);
        if (e instanceof Expr.Name n) return tb.symbol(n.span().text(), Sort.INT); // case as written: "a" is not "A"
        if (e instanceof Expr.CallOrIndex ci) {
            return tb.select(tb.symbol(ci.name(), Sort.array(Sort.INT, Sort.INT)), term(ci.arguments().get(0), tb));
        }
        if (e instanceof Expr.Unary u) {
            Term t = term(u.operand(), tb);
            return switch (u.op()) { case NOT -> tb.not(t); case NEG -> tb.neg(t); case PLUS -> t; };
        }
        Expr.Binary b = (Expr.Binary) e;
        Term l = term(b.left(), tb), r = term(b.right(), tb);
        return switch (b.op()) {
            case AND -> tb.and(l, r);
            case OR -> tb.or(l, r);
            case IMPLIES -> tb.implies(l, r);
            case EQ -> tb.eq(l, r);
            case NE -> tb.ne(l, r);
            case LT -> tb.lt(l, r);
            case GT -> tb.gt(l, r);
            case LE, NOT_GT -> tb.le(l, r);
            case GE, NOT_LT -> tb.ge(l, r);
            case ADD -> tb.add(l, r);
            case SUB -> tb.sub(l, r);
            case MUL -> tb.mul(l, r);
            case DIV -> tb.div(l, r);
            case POW -> throw new IllegalArgumentException("** in an expectation");
        };
    }

    /** True when the conjunction is satisfiable (fails the test on an unknown answer). */
    static boolean sat(Workbench wb, List<Term> conjuncts) {
        SatResult r = wb.solverStack().check(conjuncts);
        if (r instanceof SatResult.Unknown u) throw new AssertionError("solver unknown: " + u.reason());
        return r.isSat();
    }

    /** a ⟺ b is valid. */
    static boolean equivalent(Workbench wb, Term a, Term b) {
        TermBuilder tb = wb.termBuilder();
        return !sat(wb, List.of(tb.not(tb.and(tb.implies(a, b), tb.implies(b, a)))));
    }
}
