package effigy.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The naive path solver (the benchmarks' reference strategy) against the normal one. */
class PathSolverNaiveTest {
    private final TermFactory f = new TermFactory();
    private final TermBuilder b = new TermBuilder(f);
    private final Term.Sym x = f.symbol("x", Sort.INT), y = f.symbol("y", Sort.INT), z = f.symbol("z", Sort.INT);
    private final Z3Solver z3 = new Z3Solver(f, 10_000);
    private final ScriptedSolver naiveBackend = new ScriptedSolver(z3::check);
    private final PathSolver naive = PathSolver.naive(naiveBackend);
    private final PathSolver normal = new PathSolver(new ScriptedSolver(z3::check));

    @AfterEach
    void close() { z3.close(); }

    private static BigInteger big(long v) { return BigInteger.valueOf(v); }

    private Term gt(Term a, long k) { return b.gt(a, b.integer(k)); }

    private Term lt(Term a, long k) { return b.lt(a, b.integer(k)); }

    private static Assignment model(Object... symbolsAndValues) {
        Assignment m = Assignment.EMPTY;
        for (int k = 0; k < symbolsAndValues.length; k += 2) m = m.with((Term.Sym) symbolsAndValues[k], symbolsAndValues[k + 1]);
        return m;
    }

    private static List<Term> with(List<Term> pc, Term t) {
        List<Term> l = new ArrayList<>(pc);
        l.add(t);
        return l;
    }

    /** Both strategies give the same kind of answer, and every Sat model satisfies the query. */
    private void assertAgree(List<Term> pc, Term condition, Assignment pcModel) {
        SatResult n = naive.mayHold(pc, condition, pcModel);
        SatResult r = normal.mayHold(pc, condition, pcModel);
        assertEquals(r.isSat(), n.isSat(), "mayHold " + condition + " under " + pc);
        assertEquals(r.getClass(), n.getClass());
        if (n instanceof SatResult.Sat sat) {
            for (Term c : with(pc, condition)) assertTrue(Evaluator.isTrue(c, sat.model()), c + " under " + sat.model());
        }
    }

    @Test
    void isNaive() {
        assertTrue(naive.isNaive());
        assertFalse(normal.isNaive());
    }

    @Test
    void everyQueryGoesWholeToTheSolver() {
        List<Term> pc = List.of(gt(x, 0), gt(y, 0));
        Assignment pcModel = model(x, big(5), y, big(1));
        // true under the model (the normal solver answers without the solver) and independent of y
        SatResult r = naive.mayHold(pc, gt(x, 3), pcModel);
        assertInstanceOf(SatResult.Sat.class, r);
        assertSame(SatResult.UNSAT, naive.mayHold(pc, lt(x, 0), pcModel));
        assertEquals(List.of(with(pc, gt(x, 3)), with(pc, lt(x, 0))), naiveBackend.queries);
        assertEquals(new PathSolver.Stats(2, 0, 4, 4), naive.stats());
    }

    @Test
    void modelsKeepThePathConditionModelOutsideTheQuery() {
        // w is in the given model but in neither the path condition nor the condition
        Term.Sym w = f.symbol("w", Sort.INT);
        Assignment m = ((SatResult.Sat) naive.mayHold(List.of(gt(x, 0)), gt(y, 10), model(x, big(1), w, big(42)))).model();
        assertEquals(big(42), m.get(w));
        assertTrue(((BigInteger) m.get(y)).compareTo(big(10)) > 0);
    }

    @Test
    void agreesWithTheNormalStrategy() {
        List<Term> pc = List.of(gt(x, 0), lt(x, 100), b.lt(x, y), gt(z, 5));
        Assignment pcModel = model(x, big(1), y, big(2), z, big(6));
        assertAgree(pc, gt(y, 50), pcModel);                       // sliced, sat
        assertAgree(pc, lt(y, 1), pcModel);                        // sliced, unsat through x < y
        assertAgree(pc, gt(z, 6), pcModel);                        // independent of x and y
        assertAgree(pc, gt(x, 0), pcModel);                        // true under the model
        assertAgree(pc, b.eq(b.add(x, z), b.integer(3)), pcModel); // unsat: x > 0, z > 5
        assertAgree(List.of(), lt(x, -7), Assignment.EMPTY);
    }

    @Test
    void validityAgrees() {
        List<Term> pc = List.of(gt(x, 5), gt(y, 0));
        Assignment pcModel = model(x, big(6), y, big(1));
        assertSame(Validity.VALID, naive.isValid(pc, gt(x, 3), pcModel));
        assertSame(Validity.VALID, naive.isValid(pc, gt(x, 3)));
        Validity.Invalid inv = assertInstanceOf(Validity.Invalid.class, naive.isValid(pc, gt(x, 7), pcModel));
        for (Term c : with(pc, b.not(gt(x, 7)))) assertTrue(Evaluator.isTrue(c, inv.counterexample()));
        assertInstanceOf(Validity.Invalid.class, normal.isValid(pc, gt(x, 7), pcModel));
    }

    @Test
    void agreesOnRandomLinearPathConditions() {
        Random rnd = new Random(20240601);
        Term.Sym[] vars = {x, y, z};
        for (int round = 0; round < 40; round++) {
            // grow a consistent path condition the way an executor does, then ask both strategies
            List<Term> pc = new ArrayList<>();
            Assignment pcModel = Assignment.EMPTY;
            for (int step = 0; step < 5; step++) {
                Term lhs = b.add(vars[rnd.nextInt(3)], vars[rnd.nextInt(3)]);
                Term c = rnd.nextBoolean() ? gt(lhs, rnd.nextInt(21) - 10) : lt(lhs, rnd.nextInt(21) - 10);
                SatResult n = naive.mayHold(pc, c, pcModel);
                assertEquals(normal.mayHold(pc, c, pcModel).isSat(), n.isSat(), c + " under " + pc);
                if (n instanceof SatResult.Sat sat) {
                    for (Term t : with(pc, c)) assertTrue(Evaluator.isTrue(t, sat.model()));
                    pc.add(c);
                    pcModel = sat.model();
                }
            }
        }
    }
}
