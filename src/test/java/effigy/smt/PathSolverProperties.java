package effigy.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.term.ArrayValue;
import effigy.term.Assignment;
import effigy.term.Evaluator;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermFactory;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.From;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * The whole stack (path solver, caching solver, Z3) answers exactly what Z3 answers on the unsliced query,
 * and its models satisfy the path condition and the condition. Path conditions are made true under a
 * random input, which then serves as the path condition's model, as the executor's would. Coverage checks
 * make sure that both answers, the model shortcut and actual slicing all occur.
 */
class PathSolverProperties {
    private static final TermFactory f = new TermFactory();
    private static final TermBuilder b = new TermBuilder(f);
    private static final List<Term> INTS = List.of(
            f.symbol("a", Sort.INT), f.symbol("b", Sort.INT), f.symbol("c", Sort.INT), f.symbol("d", Sort.INT));
    private static final Term.Sym ARRAY = f.symbol("M", Sort.array(Sort.INT, Sort.INT));
    private static Z3Solver direct;
    private static Z3Solver backend;
    private static PathSolver paths;

    @BeforeContainer
    static void start() {
        direct = new Z3Solver(f, 10_000);
        backend = new Z3Solver(f, 10_000);
        paths = new PathSolver(new CachingSolver(backend));
    }

    @AfterContainer
    static void stop() {
        direct.close();
        backend.close();
    }

    /** k1*s1 + k2*s2 rel c, where a symbol may also be an array element M(s) or M(k). */
    @Provide
    Arbitrary<Term> constraints() {
        Arbitrary<Term> atom = Arbitraries.frequencyOf(
                Tuple.of(5, Arbitraries.of(INTS)),
                Tuple.of(1, Arbitraries.of(INTS).map(i -> b.select(ARRAY, i))),
                Tuple.of(1, Arbitraries.integers().between(0, 3).map(k -> b.select(ARRAY, b.integer(k)))));
        Arbitrary<Integer> coefficient = Arbitraries.frequencyOf(
                Tuple.of(1, Arbitraries.just(0)), Tuple.of(3, Arbitraries.integers().between(-3, 3)));
        Arbitrary<Term> sum = Combinators.combine(coefficient, atom, coefficient, atom).as((k1, s1, k2, s2) ->
                b.add(b.mul(b.integer(k1), s1), b.mul(b.integer(k2), s2)));
        // equalities are frequent so that path conditions pin values down and unsat answers are common
        Arbitrary<String> relation = Arbitraries.frequency(Tuple.of(1, "<"), Tuple.of(1, "<="), Tuple.of(3, "="), Tuple.of(1, "!="));
        return Combinators.combine(sum, relation, Arbitraries.integers().between(-10, 10)).as((s, rel, c) -> {
            Term k = b.integer(c);
            return switch (rel) {
                case "<" -> b.lt(s, k);
                case "<=" -> b.le(s, k);
                case "=" -> b.eq(s, k);
                default -> b.ne(s, k);
            };
        });
    }

    @Provide
    Arbitrary<Assignment> inputs() {
        Arbitrary<BigInteger> small = Arbitraries.integers().between(-6, 6).map(BigInteger::valueOf);
        Arbitrary<ArrayValue> array = Combinators.combine(small, Arbitraries.maps(small, small).ofMaxSize(3))
                .as((d, m) -> new ArrayValue(d, Map.copyOf(m)));
        return Combinators.combine(small.list().ofSize(INTS.size()), array).as((values, a) -> {
            Assignment m = Assignment.EMPTY.with(ARRAY, a);
            for (int i = 0; i < INTS.size(); i++) m = m.with((Term.Sym) INTS.get(i), values.get(i));
            return m;
        });
    }

    @Property(tries = 150)
    void slicedAnswersAreTheUnslicedAnswers(@ForAll("inputs") Assignment input,
                                            @ForAll @Size(max = 10) List<@From("constraints") Term> candidates,
                                            @ForAll("constraints") Term candidate,
                                            @ForAll boolean againstInput) {
        // half the conditions are made false under the input, so that the shortcut cannot answer them
        Term condition = againstInput && Evaluator.isTrue(candidate, input) ? b.not(candidate) : candidate;
        List<Term> pc = new ArrayList<>();
        for (Term c : candidates) {
            Term holding = Evaluator.isTrue(c, input) ? c : b.not(c);
            if (!(holding instanceof Term.BoolLit)) pc.add(holding);
        }
        PathSolver.Stats before = paths.stats();
        SatResult sliced = paths.mayHold(pc, condition, input);
        PathSolver.Stats after = paths.stats();
        Statistics.label("answer").collect(sliced.isSat() ? "sat" : "unsat");
        Statistics.label("shortcut").collect(after.modelShortcuts() > before.modelShortcuts());
        Statistics.label("slice smaller than pc").collect(after.conjunctsSent() - before.conjunctsSent()
                < after.conjunctsConsidered() - before.conjunctsConsidered());
        List<Term> whole = new ArrayList<>(pc);
        whole.add(condition);
        SatResult expected = direct.check(whole);
        Statistics.label("answer").coverage(c -> {
            c.check("sat").percentage(p -> p >= 15);
            c.check("unsat").percentage(p -> p >= 15);
        });
        Statistics.label("shortcut").coverage(c -> c.check(true).percentage(p -> p >= 3));
        Statistics.label("slice smaller than pc").coverage(c -> c.check(true).percentage(p -> p >= 10));
        assertEquals(expected.isSat(), sliced.isSat(), () -> "pc " + pc + " condition " + condition);
        assertEquals(expected.isUnsat(), sliced.isUnsat());
        if (sliced instanceof SatResult.Sat sat) {
            for (Term c : whole) assertTrue(Evaluator.isTrue(c, sat.model()), () -> c + " under " + sat.model());
            assertTrue(sat.model().values().keySet().containsAll(Symbols.of(whole)));
        }
    }
}
