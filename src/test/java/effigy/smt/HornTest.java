package effigy.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermFactory;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Z3Solver's Horn clause engine behind the Solver interface: a safe system gives an interpretation that is read back
 * over the predicate's parameters (in their order) and satisfies every clause; an unsafe one is Unsafe; a solver
 * without an engine answers Unknown.
 */
class HornTest {
    private final TermFactory f = new TermFactory();
    private final TermBuilder tb = new TermBuilder(f);
    private final Term.Sym x = f.symbol("x", Sort.INT), y = f.symbol("y", Sort.INT);
    private final Horn.Predicate inv = new Horn.Predicate("inv", List.of(Sort.INT, Sort.INT));

    /** x = y = 0 initially, both step by one; the query: x != y. Or, with {@code bad}, x reaching 5. */
    private List<Horn.Clause> counters(boolean reachFive) {
        Horn.Clause init = new Horn.Clause(List.of(), tb.and(tb.eq(x, tb.integer(0)), tb.eq(y, tb.integer(0))), new Horn.Atom(inv, List.of(x, y)));
        Horn.Clause step = new Horn.Clause(List.of(new Horn.Atom(inv, List.of(x, y))), f.bool(true),
                new Horn.Atom(inv, List.of(tb.add(x, tb.integer(1)), tb.add(y, tb.integer(1)))));
        Term bad = reachFive ? tb.eq(x, tb.integer(5)) : tb.not(tb.eq(x, y));
        Horn.Clause query = new Horn.Clause(List.of(new Horn.Atom(inv, List.of(x, y))), bad, null);
        return List.of(init, step, query);
    }

    @Test
    void aSafeSystemGivesAnInterpretationThatSatisfiesEveryClause() {
        try (Z3Solver z3 = new Z3Solver(f, 10_000)) {
            Horn.Result r = z3.solveHorn(counters(false));
            Horn.Safe safe = assertInstanceOf(Horn.Safe.class, r);
            Horn.Interpretation in = safe.interpretations().get(inv);
            assertEquals(2, in.params().size());
            // the parameters in order: x = 3, y = 3 satisfies it; x = 3, y = 4 does not (it excludes the query)
            assertTrue(z3.check(List.of(at(in, 3, 3))) instanceof SatResult.Sat, in.formula().toString());
            assertTrue(z3.check(List.of(at(in, 3, 4))) instanceof SatResult.Unsat, in.formula().toString());
        }
    }

    @Test
    void anUnsafeSystemIsUnsafe() {
        try (Z3Solver z3 = new Z3Solver(f, 10_000)) {
            assertInstanceOf(Horn.Unsafe.class, z3.solveHorn(counters(true)));
        }
    }

    @Test
    void aSolverWithoutAHornEngineAnswersUnknown() {
        Solver none = new Solver() {
            @Override public SatResult check(List<Term> constraints) { return new SatResult.Unknown("none"); }
            @Override public SolverStats stats() { return new SolverStats(); }
            @Override public void close() {}
        };
        assertInstanceOf(Horn.Unknown.class, none.solveHorn(counters(false)));
    }

    private Term at(Horn.Interpretation in, int a, int b) {
        return tb.and(in.formula(), tb.and(tb.eq(in.params().get(0), tb.integer(a)), tb.eq(in.params().get(1), tb.integer(b))));
    }
}
