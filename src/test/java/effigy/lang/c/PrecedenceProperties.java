package effigy.lang.c;

import effigy.lang.c.ast.Expr;
import effigy.lang.c.ast.FunctionDefinition;
import effigy.lang.c.ast.Stmt;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The parser's precedence and associativity: a random expression printed with only the parentheses C needs
 * parses to the same tree as the same expression fully parenthesised.
 */
class PrecedenceProperties {
    /** A binary operator with its C precedence (higher binds tighter); all are left-associative. */
    private record Op(String symbol, int precedence) {}

    private static final List<Op> OPERATORS = List.of(
            new Op("||", 1), new Op("&&", 2), new Op("|", 3), new Op("^", 4), new Op("&", 5),
            new Op("==", 6), new Op("!=", 6), new Op("<", 7), new Op(">=", 7), new Op("<<", 8), new Op(">>", 8),
            new Op("+", 9), new Op("-", 9), new Op("*", 10), new Op("/", 10), new Op("%", 10));

    /** A tree of binary operators, unary minus, conditionals and variables; {@code precedence} 11 for atoms. */
    private sealed interface Tree {
        int precedence();
    }

    private record Leaf(String name) implements Tree {
        public int precedence() { return 12; }
    }

    private record Neg(Tree operand) implements Tree {
        public int precedence() { return 11; }
    }

    private record Bin(Op op, Tree left, Tree right) implements Tree {
        public int precedence() { return op.precedence(); }
    }

    private record Cond(Tree condition, Tree then, Tree otherwise) implements Tree {
        public int precedence() { return 0; }
    }

    private static String full(Tree t) {
        if (t instanceof Leaf l) return l.name();
        if (t instanceof Neg n) return "(-" + full(n.operand()) + ")";
        if (t instanceof Bin b) return "(" + full(b.left()) + " " + b.op().symbol() + " " + full(b.right()) + ")";
        Cond c = (Cond) t;
        return "(" + full(c.condition()) + " ? " + full(c.then()) + " : " + full(c.otherwise()) + ")";
    }

    /** {@code t} with parentheses only where C's grammar needs them. */
    private static String minimal(Tree t) {
        if (t instanceof Leaf l) return l.name();
        if (t instanceof Neg n) return "- " + wrapIf(n.operand(), n.operand().precedence() < 11);
        if (t instanceof Bin b) {
            int p = b.precedence();
            return wrapIf(b.left(), b.left().precedence() < p) + " " + b.op().symbol() + " "
                    + wrapIf(b.right(), b.right().precedence() <= p);
        }
        Cond c = (Cond) t;
        return wrapIf(c.condition(), c.condition().precedence() <= 0) + " ? " + minimal(c.then()) + " : "
                + minimal(c.otherwise());
    }

    private static String wrapIf(Tree t, boolean wrap) { return wrap ? "(" + minimal(t) + ")" : minimal(t); }

    @Provide
    Arbitrary<Tree> trees() { return tree(4); }

    private static Arbitrary<Tree> tree(int depth) {
        Arbitrary<Tree> leaf = Arbitraries.of("a", "b", "c", "d").map(Leaf::new);
        if (depth == 0) return leaf;
        Arbitrary<Tree> sub = Arbitraries.lazy(() -> tree(depth - 1));
        return Arbitraries.frequencyOf(
                Tuple.of(2, leaf),
                Tuple.of(1, sub.map(t -> (Tree) new Neg(t))),
                Tuple.of(6, Combinators.combine(Arbitraries.of(OPERATORS), sub, sub)
                        .as((op, l, r) -> (Tree) new Bin(op, l, r))),
                Tuple.of(1, Combinators.combine(sub, sub, sub)
                        .as((c, t, f) -> (Tree) new Cond(c, t, f))));
    }

    private static String parsed(String expression) {
        String text = "int a, b, c, d; void g(void) { " + expression + "; }";
        FunctionDefinition f = (FunctionDefinition) CTesting.parse(text)
                .declarations().get(1);
        Expr e = ((Stmt.ExpressionStmt) f.body().items().get(0)).expression();
        return AstSexp.of(e);
    }

    @Property(tries = 300)
    void minimalParenthesesParseLikeFullOnes(@ForAll("trees") Tree tree) {
        assertEquals(parsed(full(tree)), parsed(minimal(tree)), minimal(tree));
    }
}
