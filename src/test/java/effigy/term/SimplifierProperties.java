package effigy.term;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import effigy.smt.SatResult;
import effigy.smt.Z3Solver;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * The simplifier preserves meaning: an expression built with the raw {@link TermFactory} and the same
 * expression built with {@link TermBuilder} are equivalent (the solver finds no input on which they
 * differ), and {@link Evaluator} gives both the same value.
 */
class SimplifierProperties {
    private static final int DEPTH = 4;
    private static final TermFactory f = new TermFactory();
    private static final TermBuilder b = new TermBuilder(f);
    private static final Term X = f.symbol("x", Sort.INT), Y = f.symbol("y", Sort.INT), Z = f.symbol("z", Sort.INT);
    private static final Term A = f.symbol("A", Sort.array(Sort.INT, Sort.INT));
    private static Z3Solver solver;

    @BeforeContainer
    static void start() { solver = new Z3Solver(f, 20_000); }

    @AfterContainer
    static void stop() { solver.close(); }

    /** One expression built twice: without and with simplification. */
    record Built(Term raw, Term simplified) {
        @Override public String toString() { return "raw: " + raw + "  simplified: " + simplified; }
    }

    private static Built same(Term t) { return new Built(t, t); }

    // ---- generators

    private static Arbitrary<Built> ints(int depth) {
        Arbitrary<Built> leaf = Arbitraries.oneOf(
                Arbitraries.of(X, Y, Z).map(SimplifierProperties::same),
                Arbitraries.integers().between(-6, 6).map(k -> same(f.integer(k))));
        if (depth == 0) return leaf;
        Arbitrary<Built> sub = ints(depth - 1);
        Arbitrary<Built> cond = bools(depth - 1);
        Arbitrary<Integer> divisor = Arbitraries.integers().between(-4, 4).filter(k -> k != 0);
        Arbitrary<Built> constant = Arbitraries.integers().between(-3, 3).map(k -> same(f.integer(k)));
        return Arbitraries.frequencyOf(
                Tuple.of(4, leaf),
                Tuple.of(3, Combinators.combine(sub, sub).as((p, q) -> new Built(f.app(Op.ADD, p.raw, q.raw), b.add(p.simplified, q.simplified)))),
                Tuple.of(2, Combinators.combine(sub, sub).as((p, q) -> new Built(
                        f.app(Op.ADD, p.raw, f.app(Op.MUL, f.integer(-1), q.raw)), b.sub(p.simplified, q.simplified)))),
                Tuple.of(1, sub.map(p -> new Built(f.app(Op.MUL, f.integer(-1), p.raw), b.neg(p.simplified)))),
                Tuple.of(2, Combinators.combine(sub, constant).as(SimplifierProperties::mul)),
                Tuple.of(1, Combinators.combine(leaf, sub).as(SimplifierProperties::mul)),
                Tuple.of(3, Combinators.combine(Arbitraries.of(Op.DIV, Op.REM, Op.MOD), sub, divisor).as((op, p, k) -> {
                    Term d = f.integer(k);
                    Term s = switch (op) {
                        case DIV -> b.div(p.simplified, d);
                        case REM -> b.rem(p.simplified, d);
                        default -> b.mod(p.simplified, d);
                    };
                    return new Built(f.app(op, p.raw, d), s);
                })),
                Tuple.of(1, Combinators.combine(cond, sub, sub).as((c, p, q) ->
                        new Built(f.app(Op.ITE, c.raw, p.raw, q.raw), b.ite(c.simplified, p.simplified, q.simplified)))),
                Tuple.of(2, Combinators.combine(arrays(depth - 1), sub).as((a, i) ->
                        new Built(f.app(Op.SELECT, a.raw, i.raw), b.select(a.simplified, i.simplified)))));
    }

    private static Built mul(Built p, Built q) {
        return new Built(f.app(Op.MUL, p.raw, q.raw), b.mul(p.simplified, q.simplified));
    }

    private static Arbitrary<Built> bools(int depth) {
        Arbitrary<Built> literal = Arbitraries.of(true, false).map(v -> same(f.bool(v)));
        Arbitrary<Built> sub = depth == 0 ? ints(0) : ints(depth - 1);
        Arbitrary<Built> comparison = Combinators.combine(Arbitraries.of("<", "<=", ">", ">=", "=", "!="), sub, sub).as((rel, p, q) ->
                switch (rel) {
                    case "<" -> new Built(f.app(Op.LT, p.raw, q.raw), b.lt(p.simplified, q.simplified));
                    case "<=" -> new Built(f.app(Op.LE, p.raw, q.raw), b.le(p.simplified, q.simplified));
                    case ">" -> new Built(f.app(Op.LT, q.raw, p.raw), b.gt(p.simplified, q.simplified));
                    case ">=" -> new Built(f.app(Op.LE, q.raw, p.raw), b.ge(p.simplified, q.simplified));
                    case "=" -> new Built(f.app(Op.EQ, p.raw, q.raw), b.eq(p.simplified, q.simplified));
                    default -> new Built(f.app(Op.NOT, f.app(Op.EQ, p.raw, q.raw)), b.ne(p.simplified, q.simplified));
                });
        if (depth == 0) return Arbitraries.frequencyOf(Tuple.of(1, literal), Tuple.of(6, comparison));
        Arbitrary<Built> inner = bools(depth - 1);
        return Arbitraries.frequencyOf(
                Tuple.of(1, literal),
                Tuple.of(5, comparison),
                Tuple.of(2, Combinators.combine(inner, inner).as((p, q) -> new Built(f.app(Op.AND, p.raw, q.raw), b.and(p.simplified, q.simplified)))),
                Tuple.of(2, Combinators.combine(inner, inner).as((p, q) -> new Built(f.app(Op.OR, p.raw, q.raw), b.or(p.simplified, q.simplified)))),
                Tuple.of(2, inner.map(p -> new Built(f.app(Op.NOT, p.raw), b.not(p.simplified)))),
                Tuple.of(1, Combinators.combine(inner, inner, inner).as((c, p, q) ->
                        new Built(f.app(Op.ITE, c.raw, p.raw, q.raw), b.ite(c.simplified, p.simplified, q.simplified)))));
    }

    private static Arbitrary<Built> arrays(int depth) {
        Arbitrary<Built> leaf = Arbitraries.frequencyOf(
                Tuple.of(4, Arbitraries.just(same(A))),
                Tuple.of(1, Arbitraries.integers().between(-2, 2).map(v ->
                        new Built(f.app(Op.CONST_ARRAY, f.integer(0), f.integer(v)), b.constArray(Sort.INT, f.integer(v))))));
        if (depth == 0) return leaf;
        Arbitrary<Built> value = ints(depth - 1);
        return Arbitraries.frequencyOf(
                Tuple.of(1, leaf),
                Tuple.of(2, Combinators.combine(arrays(depth - 1), value, value).as((a, i, v) ->
                        new Built(f.app(Op.STORE, a.raw, i.raw, v.raw), b.store(a.simplified, i.simplified, v.simplified)))));
    }

    @Provide
    Arbitrary<Built> expressions() { return Arbitraries.oneOf(ints(DEPTH), bools(DEPTH)); }

    @Provide
    Arbitrary<Assignment> assignments() {
        Arbitrary<BigInteger> small = Arbitraries.integers().between(-8, 8).map(BigInteger::valueOf);
        Arbitrary<ArrayValue> array = Combinators.combine(small, Arbitraries.maps(small, small).ofMaxSize(4)).as((d, m) -> new ArrayValue(d, Map.copyOf(m)));
        return Combinators.combine(small, small, small, array).as((x, y, z, a) -> new Assignment(Map.of(
                (Term.Sym) X, x, (Term.Sym) Y, y, (Term.Sym) Z, z, (Term.Sym) A, a)));
    }

    // ---- properties

    @Property(tries = 200)
    void simplifierPreservesMeaning(@ForAll("expressions") Built e) {
        Term differ = f.app(Op.NOT, f.app(Op.EQ, e.raw, e.simplified));
        SatResult r = solver.check(List.of(differ));
        assertSame(SatResult.UNSAT, r, () -> e + " differ: " + r);
    }

    @Property(tries = 200)
    void evaluatorAgreesOnBoth(@ForAll("expressions") Built e, @ForAll("assignments") Assignment a) {
        assertEquals(Evaluator.eval(e.raw, a), Evaluator.eval(e.simplified, a), () -> e + " under " + a);
    }
}
