package effigy.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.term.Assignment;
import effigy.term.Evaluator;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermFactory;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CachingSolverTest {
    private final TermFactory f = new TermFactory();
    private final TermBuilder b = new TermBuilder(f);
    private final Term.Sym x = f.symbol("x", Sort.INT), y = f.symbol("y", Sort.INT), z = f.symbol("z", Sort.INT);

    private static BigInteger big(long v) { return BigInteger.valueOf(v); }

    private Term gt(Term a, long k) { return b.gt(a, b.integer(k)); }

    /** A backend that answers every query Sat with the given model. */
    private static ScriptedSolver always(Assignment model) { return new ScriptedSolver(q -> new SatResult.Sat(model)); }

    @Test
    void exactCacheIgnoresOrderAndDuplicates() {
        ScriptedSolver backend = always(new Assignment(Map.of(x, big(10), y, big(10))));
        CachingSolver cache = new CachingSolver(backend, 0, 100);
        SatResult first = cache.check(List.of(gt(x, 5), gt(y, 5)));
        assertSame(first, cache.check(List.of(gt(y, 5), gt(x, 5), gt(y, 5))));
        assertEquals(1, backend.queries.size());
        assertEquals(1, cache.stats().cacheHits);
    }

    @Test
    void unsatIsCached() {
        ScriptedSolver backend = new ScriptedSolver(q -> SatResult.UNSAT);
        CachingSolver cache = new CachingSolver(backend);
        List<Term> q = List.of(gt(x, 5), b.lt(x, b.integer(3)));
        assertTrue(cache.check(q).isUnsat());
        assertTrue(cache.check(q).isUnsat());
        assertEquals(1, backend.queries.size());
    }

    @Test
    void unknownIsNeverCached() {
        ScriptedSolver backend = new ScriptedSolver(q -> new SatResult.Unknown("timeout"));
        CachingSolver cache = new CachingSolver(backend);
        List<Term> q = List.of(gt(x, 5));
        assertEquals(new SatResult.Unknown("timeout"), cache.check(q));
        assertEquals(new SatResult.Unknown("timeout"), cache.check(q));
        assertEquals(2, backend.queries.size());
        SolverStats s = cache.stats();
        assertEquals(2, s.unknown);
        assertEquals(0, s.cacheHits);
    }

    @Test
    void recentModelsAnswerNewQueries() {
        ScriptedSolver backend = always(new Assignment(Map.of(x, big(10))));
        CachingSolver cache = new CachingSolver(backend);
        cache.check(List.of(gt(x, 5)));
        SatResult reused = cache.check(List.of(gt(x, 7), b.lt(x, b.integer(11))));
        assertEquals(Map.of(x, big(10)), assertInstanceOf(SatResult.Sat.class, reused).model().values());
        assertEquals(1, backend.queries.size());
        cache.check(List.of(gt(x, 20)));
        assertEquals(2, backend.queries.size(), "x = 10 does not satisfy x > 20");
        assertEquals(1, cache.stats().cacheHits);
    }

    @Test
    void reusedModelsAreRestrictedToTheQueryAndCompletedWithDefaults() {
        ScriptedSolver backend = always(new Assignment(Map.of(x, big(10), y, big(3))));
        CachingSolver cache = new CachingSolver(backend);
        cache.check(List.of(gt(x, 5), gt(y, 2)));
        // z is not in the remembered model: its default 0 satisfies z = 0
        Assignment m = ((SatResult.Sat) cache.check(List.of(gt(x, 7), b.eq(z, b.integer(0))))).model();
        assertEquals(Map.of(x, big(10), z, big(0)), m.values());
        assertEquals(1, backend.queries.size());
    }

    @Test
    void onlyTheMostRecentModelsAreKept() {
        Assignment[] next = {new Assignment(Map.of(x, big(1)))};
        ScriptedSolver backend = new ScriptedSolver(q -> new SatResult.Sat(next[0]));
        CachingSolver cache = new CachingSolver(backend, 1, 100);
        cache.check(List.of(gt(x, 0)));
        next[0] = new Assignment(Map.of(x, big(100)));
        cache.check(List.of(gt(x, 50)));
        // x = 1 was dropped, and x = 100 does not satisfy x < 2
        cache.check(List.of(b.lt(x, b.integer(2))));
        assertEquals(3, backend.queries.size());
    }

    @Test
    void statisticsCombineThisLayerAndTheBackend() {
        ScriptedSolver backend = always(new Assignment(Map.of(x, big(10))));
        CachingSolver cache = new CachingSolver(backend);
        cache.check(List.of(gt(x, 5)));
        cache.check(List.of(gt(x, 5)));
        cache.check(List.of(gt(x, 6)));
        SolverStats s = cache.stats();
        assertEquals(3, s.queries);
        assertEquals(3, s.sat);
        assertEquals(2, s.cacheHits);
        assertEquals(1, s.solverCalls);
        assertEquals(1, s.solverNanos);
    }

    @Test
    void closingClosesTheBackend() {
        ScriptedSolver backend = new ScriptedSolver(q -> SatResult.UNSAT);
        new CachingSolver(backend).close();
        assertTrue(backend.closed);
    }

    @Test
    void overZ3EveryAnswerIsRight() {
        try (CachingSolver cache = new CachingSolver(new Z3Solver(f, 10_000))) {
            List<List<Term>> queries = List.of(
                    List.of(gt(x, 5)), List.of(gt(x, 5), gt(y, 0)), List.of(gt(y, 0), gt(x, 5)),
                    List.of(gt(x, 5), b.lt(x, b.integer(5))), List.of(b.lt(x, b.integer(5)), gt(x, 5)),
                    List.of(b.eq(b.add(x, y), b.integer(3)), gt(x, 1)), List.of(gt(z, 1), gt(x, 1)));
            for (List<Term> q : queries) {
                SatResult r = cache.check(q);
                if (r instanceof SatResult.Sat sat) {
                    for (Term c : q) assertTrue(Evaluator.isTrue(c, sat.model()), c + " under " + sat.model());
                    assertTrue(sat.model().values().keySet().containsAll(Symbols.of(q)));
                }
                assertEquals(q.contains(b.lt(x, b.integer(5))), r.isUnsat(), q.toString());
            }
            SolverStats s = cache.stats();
            assertEquals(queries.size(), s.queries);
            assertEquals(queries.size(), s.solverCalls + s.cacheHits);
            assertTrue(s.cacheHits >= 2, s.toString());
        }
    }
}
