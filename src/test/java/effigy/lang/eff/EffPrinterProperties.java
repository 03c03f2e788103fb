package effigy.lang.eff;

import effigy.source.Span;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

import java.math.BigInteger;
import java.util.List;

import static effigy.lang.eff.EffTesting.assertSameShape;
import static effigy.lang.eff.EffTesting.src;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The printer's output parses back to the tree it printed, for random trees. */
class EffPrinterProperties {
    private static final Span NONE = Span.NONE;

    @Property(tries = 1000)
    void printedExpressionsParseBackToTheSameTree(@ForAll("expressions") Expr e) {
        assertSameShape(e, EffParser.parseExpression(src(EffPrinter.print(e))));
    }

    @Property(tries = 500)
    void printedStatementsParseBackToTheSameTree(@ForAll("statements") Stmt s) {
        String printed = EffPrinter.print(s);
        Stmt reparsed = EffTesting.stmt(printed);
        assertEquals(printed, EffPrinter.print(reparsed));
        Assume.that(!hasElseAfterOpenIf(s));
        assertSameShape(s, reparsed);
    }

    /** Whether the printer must add a DO group to keep an ELSE with its IF (see {@link EffPrinter}). */
    private static boolean hasElseAfterOpenIf(Stmt s) {
        if (s instanceof Stmt.Labeled l) return hasElseAfterOpenIf(l.statement());
        if (s instanceof Stmt.DoGroup g) return g.body().stream().anyMatch(EffPrinterProperties::hasElseAfterOpenIf);
        if (s instanceof Stmt.DoWhile w) return w.body().stream().anyMatch(EffPrinterProperties::hasElseAfterOpenIf);
        if (!(s instanceof Stmt.If i)) return false;
        if (i.elseBranch().isPresent() && endsOpen(i.thenBranch())) return true;
        return hasElseAfterOpenIf(i.thenBranch()) || i.elseBranch().map(EffPrinterProperties::hasElseAfterOpenIf).orElse(false);
    }

    private static boolean endsOpen(Stmt s) {
        if (s instanceof Stmt.Labeled l) return endsOpen(l.statement());
        if (s instanceof Stmt.If i) return i.elseBranch().map(EffPrinterProperties::endsOpen).orElse(true);
        return false;
    }

    @Provide
    Arbitrary<Expr> expressions() { return expr(4); }

    @Provide
    Arbitrary<Stmt> statements() { return stmt(3); }

    private Arbitrary<Expr> expr(int depth) {
        Arbitrary<Expr> leaf = Arbitraries.oneOf(
                Arbitraries.bigIntegers().between(BigInteger.ZERO, BigInteger.TEN.pow(25)).map(v -> new Expr.IntLit(v, NONE)),
                Arbitraries.of("A", "B", "X1", "ABS").map(n -> new Expr.Name(n, NONE)),
                Arbitraries.strings().withChars("ab\"( ").ofMaxLength(4).map(n -> new Expr.SymbolLiteral(n, NONE)));
        if (depth == 0) return leaf;
        Arbitrary<Expr> sub = Arbitraries.lazy(() -> expr(depth - 1));
        return Arbitraries.frequencyOf(
                Tuple.of(2, leaf),
                Tuple.of(5, Combinators.combine(Arbitraries.of(Expr.BinaryOp.class), sub, sub)
                        .as((op, l, r) -> new Expr.Binary(op, l, r, NONE))),
                Tuple.of(2, Combinators.combine(Arbitraries.of(Expr.UnaryOp.class), sub)
                        .as((op, x) -> new Expr.Unary(op, x, NONE))),
                Tuple.of(1, sub.list().ofMaxSize(3).map(args -> new Expr.CallOrIndex("F", NONE, args, NONE))),
                Tuple.of(1, sub.map(x -> new Expr.BuiltinCall(Expr.Builtin.ABS, List.of(x), NONE))),
                Tuple.of(1, Combinators.combine(sub, sub)
                        .as((a, b) -> new Expr.BuiltinCall(Expr.Builtin.MOD, List.of(a, b), NONE))));
    }

    private Arbitrary<Stmt> stmt(int depth) {
        Arbitrary<Expr> small = expr(1);
        Arbitrary<Stmt> leaf = Arbitraries.oneOf(
                small.map(v -> new Stmt.Assign(new Expr.Name("X", NONE), v, NONE)),
                Arbitraries.just(new Stmt.Null(NONE)),
                Arbitraries.just(new Stmt.GoTo(new Ident("L", NONE), NONE)),
                small.optional().map(v -> new Stmt.Return(v, NONE)));
        if (depth == 0) return leaf;
        Arbitrary<Stmt> sub = Arbitraries.lazy(() -> stmt(depth - 1));
        Arbitrary<Stmt> unlabeled = Arbitraries.frequencyOf(
                Tuple.of(3, leaf),
                Tuple.of(3, Combinators.combine(small, sub, sub.optional())
                        .as((c, t, e) -> new Stmt.If(c, t, e, NONE))),
                Tuple.of(1, sub.list().ofMaxSize(3).map(b -> new Stmt.DoGroup(b, NONE))),
                Tuple.of(1, Combinators.combine(small, sub.list().ofMaxSize(2))
                        .as((c, b) -> new Stmt.DoWhile(c, b, NONE))));
        return Arbitraries.frequencyOf(
                Tuple.of(4, unlabeled),
                Tuple.of(1, Combinators.combine(Arbitraries.of("L", "M").list().ofMinSize(1).ofMaxSize(2), unlabeled)
                        .as((names, s) -> new Stmt.Labeled(names.stream().map(n -> new Ident(n, NONE)).toList(), s, NONE))));
    }

}
