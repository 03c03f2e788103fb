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
 * differ), and {@link Evaluator} gives both the same value. Likewise a path condition and its display
 * ({@link PathConditions#simplify}), over integers, bit-vectors and Booleans.
 */
class SimplifierProperties {
    private static final int DEPTH = 4;
    private static final TermFactory f = new TermFactory();
    private static final TermBuilder b = new TermBuilder(f);
    private static final Term X = f.symbol("x", Sort.INT), Y = f.symbol("y", Sort.INT), Z = f.symbol("z", Sort.INT);
    private static final Term A = f.symbol("A", Sort.array(Sort.INT, Sort.INT));
    private static final int W = 8;
    private static final Term P = f.symbol("p", Sort.bv(W)), Q = f.symbol("q", Sort.bv(W)), C = f.symbol("c", Sort.bv(4));
    private static final Term B = f.symbol("b", Sort.BOOL);
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

    // ---- path conditions: conjunctions of atoms as the executor makes them (with the builder)

    private static Term bv(int v) { return f.bv(v, W); }

    /** Bit-vector terms over p, q and the 4-bit c extended: mostly linear forms, some bit operations and conditionals. */
    private static Arbitrary<Term> bvTerms() {
        Arbitrary<Term> atom = Arbitraries.of(P, Q, b.signExtend(C, W - 4), b.zeroExtend(C, W - 4));
        Arbitrary<Term> literal = Arbitraries.oneOf(Arbitraries.integers().between(-4, 4), Arbitraries.integers().between(-128, 255)).map(SimplifierProperties::bv);
        Arbitrary<Integer> coefficient = Arbitraries.of(1, 1, 1, -1, 2, 3, 4, 5, 6, 128);
        Arbitrary<Term> linear = Combinators.combine(coefficient, atom, literal).as((k, t, c) -> b.bvAdd(b.bvMul(bv(k), t), c));
        return Arbitraries.frequencyOf(
                Tuple.of(2, atom),
                Tuple.of(1, literal),
                Tuple.of(5, linear),
                Tuple.of(2, Combinators.combine(linear, linear).as(b::bvAdd)),
                Tuple.of(1, Combinators.combine(atom, literal).as(b::bvAnd)),
                Tuple.of(1, Combinators.combine(linear, atom).as(b::bvMul)),
                Tuple.of(1, Combinators.combine(atom, literal).as((t, c) -> b.ite(B, t, c))));
    }

    private static Arbitrary<Term> bvAtoms() {
        Arbitrary<Term> t = bvTerms();
        return Combinators.combine(Arbitraries.of("=", "!=", "<", "<=", "<u", "<=u"), t, t).as((rel, l, r) -> switch (rel) {
            case "=" -> b.eq(l, r);
            case "!=" -> b.ne(l, r);
            case "<" -> b.bvSlt(l, r);
            case "<=" -> b.bvSle(l, r);
            case "<u" -> b.bvUlt(l, r);
            default -> b.bvUle(l, r);
        });
    }

    /** Equalities k*v + c = d that hold under {@code a}: over bit-vectors (any k, so some fix no symbol) and integers. */
    private static Arbitrary<Term> fixingEqualities(Assignment a) {
        Arbitrary<Term> bits = Combinators.combine(Arbitraries.of(1, 1, -1, 3, 2, 4), Arbitraries.of(P, Q, b.signExtend(C, W - 4)), Arbitraries.integers().between(-6, 6))
                .as((k, v, c) -> b.bvAdd(b.bvMul(bv(k), v), bv(c)));
        Arbitrary<Term> ints = Combinators.combine(Arbitraries.of(1, -1, 2), Arbitraries.of(X, Y), Arbitraries.integers().between(-3, 3))
                .as((k, v, c) -> b.add(b.mul(f.integer(k), v), f.integer(c)));
        return Arbitraries.oneOf(bits, ints).map(t -> b.eq(t, t.sort().equals(Sort.INT)
                ? f.integer((BigInteger) Evaluator.eval(t, a)) : f.bv((BigInteger) Evaluator.eval(t, a), W)));
    }

    /**
     * Bounds around the value {@code a} gives a bit-vector term, lo <= t <= hi (signed or unsigned), and
     * disequalities t + c ¬= 0 for values between them: when they leave one value, the bounds fix the symbol.
     */
    private static Arbitrary<List<Term>> ladders(Assignment a) {
        return Combinators.combine(Arbitraries.of(P, Q, b.signExtend(C, W - 4)), Arbitraries.integers().between(0, 2), Arbitraries.integers().between(0, 2),
                Arbitraries.of(true, false), Arbitraries.integers().between(0, 63)).as((t, below, above, signed, skip) -> {
            BigInteger v = (BigInteger) Evaluator.eval(t, a);
            Term lo = bv(v.intValue() - below), hi = bv(v.intValue() + above);
            List<Term> atoms = new java.util.ArrayList<>();
            atoms.add(signed ? b.bvSle(lo, t) : b.bvUle(lo, t));
            atoms.add(signed ? b.bvSle(t, hi) : b.bvUle(t, hi));
            for (int d = -below - 1; d <= above + 1; d++) {
                if ((skip >> (d + 3) & 1) == 0) atoms.add(b.ne(b.bvAdd(t, bv(-v.intValue() - d)), bv(0)));    // t ¬= v + d
            }
            return atoms;
        });
    }

    /**
     * Conjunctions that are mostly satisfiable (else a wrong rewrite would hide behind {@code false}): random
     * atoms, those true under a random assignment kept, and sometimes one more that may be false.
     */
    @Provide
    Arbitrary<List<Term>> pathConditions() {
        Arbitrary<BigInteger> bits = Arbitraries.oneOf(Arbitraries.integers().between(-8, 8), Arbitraries.integers().between(0, 255))
                .map(v -> BigInteger.valueOf(v).mod(BigInteger.valueOf(256)));
        Arbitrary<BigInteger> small = Arbitraries.integers().between(-4, 4).map(BigInteger::valueOf);
        Arbitrary<Assignment> values = Combinators.combine(bits, bits, Arbitraries.integers().between(0, 15), small, small, small, Arbitraries.of(true, false))
                .as((p, q, c, x, y, z, bool) -> new Assignment(Map.of((Term.Sym) P, p, (Term.Sym) Q, q, (Term.Sym) C, BigInteger.valueOf(c),
                        (Term.Sym) X, x, (Term.Sym) Y, y, (Term.Sym) Z, z, (Term.Sym) B, bool)));
        Arbitrary<Term> intAtoms = bools(0).map(Built::simplified);
        Arbitrary<Term> bool = Arbitraries.of(B, b.not(B));
        return values.flatMap(a -> {
            Arbitrary<Term> atom = Arbitraries.frequencyOf(Tuple.of(3, fixingEqualities(a)), Tuple.of(6, bvAtoms()), Tuple.of(3, intAtoms), Tuple.of(1, bool));
            Arbitrary<List<Term>> ladder = Arbitraries.oneOf(Arbitraries.just(List.<Term>of()), ladders(a));
            return Combinators.combine(atom.list().ofMinSize(1).ofMaxSize(10), ladder, Arbitraries.integers().between(0, 3)).as((atoms, bounds, extra) -> {
                List<Term> pc = new java.util.ArrayList<>();
                for (Term t : bounds) if (Evaluator.isTrue(t, a)) pc.add(t);
                for (Term t : atoms) if (Evaluator.isTrue(t, a)) pc.add(t);
                if (extra == 0 || pc.isEmpty()) pc.add(atoms.get(0));
                return pc;
            });
        });
    }

    @Property(tries = 300)
    void displayedPathConditionIsEquivalent(@ForAll("pathConditions") List<Term> pc) {
        List<Term> shown = PathConditions.simplify(pc, b);
        Term differ = f.app(Op.NOT, f.app(Op.EQ, f.app(Op.AND, pc), shown.isEmpty() ? f.trueTerm() : f.app(Op.AND, shown)));
        SatResult r = solver.check(List.of(differ));
        assertSame(SatResult.UNSAT, r, () -> pc + "  shown as  " + shown + ": " + r);
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
