package effigy.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.term.Assignment;
import effigy.term.Evaluator;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermFactory;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@link Z3Solver#checkIncrementally}: the kept terms stay asserted while the next call's kept terms start with
 * them, and are popped where they differ; every answer is the one a fresh {@link Z3Solver#check} of both gives.
 */
class IncrementalSolverTest {
    private final TermFactory f = new TermFactory();
    private final TermBuilder b = new TermBuilder(f);
    private final Z3Solver solver = new Z3Solver(f, 10_000);

    @AfterEach void close() { solver.close(); }

    private Term x(int i) { return f.symbol("x" + i, Sort.bv(8)); }

    /** x(i+1) = x(i) + 1 for i < n: the definitions of a chain, as bounded model checking makes them. */
    private List<Term> chain(int n) {
        List<Term> defs = new ArrayList<>();
        for (int i = 0; i < n; i++) defs.add(b.eq(x(i + 1), b.bvAdd(x(i), f.bv(1, 8))));
        return defs;
    }

    @Test
    void aGrowingPrefixStaysAssertedAndAShorterOneIsPopped() {
        Term startsAtZero = b.eq(x(0), f.bv(0, 8));
        List<Term> four = new ArrayList<>(chain(4));
        four.add(0, startsAtZero);
        assertInstanceOf(SatResult.Unsat.class, solver.checkIncrementally(four, List.of(b.eq(x(4), f.bv(5, 8)))));
        Assignment m = assertInstanceOf(SatResult.Sat.class, solver.checkIncrementally(four, List.of(b.eq(x(4), f.bv(4, 8))))).model();
        assertEquals(BigInteger.valueOf(4), m.valueOf((Term.Sym) x(4)));
        List<Term> eight = new ArrayList<>(chain(8));
        eight.add(0, startsAtZero);
        assertInstanceOf(SatResult.Sat.class, solver.checkIncrementally(eight, List.of(b.eq(x(8), f.bv(8, 8)))));
        // a different start: everything after the first term is popped and asserted anew
        List<Term> other = new ArrayList<>(chain(2));
        other.add(0, b.eq(x(0), f.bv(10, 8)));
        assertInstanceOf(SatResult.Unsat.class, solver.checkIncrementally(other, List.of(b.eq(x(8), f.bv(8, 8)), b.eq(x(2), f.bv(8, 8)))));
        assertInstanceOf(SatResult.Sat.class, solver.checkIncrementally(other, List.of(b.eq(x(2), f.bv(12, 8)))));
        // back to no prefix at all
        assertInstanceOf(SatResult.Sat.class, solver.checkIncrementally(List.of(), List.of(b.eq(x(3), f.bv(200, 8)))));
    }

    @Test
    void otherTheoriesGetTheDefaultSolver() {
        Term n = f.symbol("n", Sort.INT);
        List<Term> kept = List.of(b.le(b.integer(3), n));
        assertInstanceOf(SatResult.Unsat.class, solver.checkIncrementally(kept, List.of(b.le(n, b.integer(2)))));
        assertInstanceOf(SatResult.Sat.class, solver.checkIncrementally(chain(2), List.of(b.eq(x(2), f.bv(2, 8)))));
    }

    /** Random prefixes of one chain with random queries: the incremental answer is the fresh one, and its model satisfies both. */
    @Property(tries = 60)
    void incrementalAnswersAreFreshAnswers(@ForAll @Size(min = 1, max = 6) List<@IntRange(min = 0, max = 10) Integer> lengths,
                                           @ForAll @Size(min = 6, max = 6) List<@IntRange(min = 0, max = 255) Integer> values) {
        try (Z3Solver inc = new Z3Solver(f, 10_000); Z3Solver fresh = new Z3Solver(f, 10_000)) {
            for (int q = 0; q < lengths.size(); q++) {
                int n = lengths.get(q);
                List<Term> kept = chain(n);
                List<Term> query = List.of(b.eq(x(n), f.bv(values.get(q), 8)), b.bvUlt(x(0), f.bv(values.get((q + 1) % 6), 8)));
                List<Term> all = new ArrayList<>(kept);
                all.addAll(query);
                SatResult a = inc.checkIncrementally(kept, query), e = fresh.check(all);
                assertEquals(e.getClass(), a.getClass(), "lengths " + lengths + ", query " + q);
                if (a instanceof SatResult.Sat sat) for (Term t : all) assertTrue(Evaluator.isTrue(t, sat.model()), t.toString());
            }
        }
    }
}
