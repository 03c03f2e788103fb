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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class PathSolverTest {
    private final TermFactory f = new TermFactory();
    private final TermBuilder b = new TermBuilder(f);
    private final Term.Sym x = f.symbol("x", Sort.INT), y = f.symbol("y", Sort.INT), z = f.symbol("z", Sort.INT);
    private final Term.Sym w = f.symbol("w", Sort.INT), i = f.symbol("i", Sort.INT), j = f.symbol("j", Sort.INT);
    private final Term.Sym arr = f.symbol("A", Sort.array(Sort.INT, Sort.INT));
    private final Z3Solver z3 = new Z3Solver(f, 10_000);
    /** Records what reaches the solver, and answers with Z3. */
    private final ScriptedSolver recorder = new ScriptedSolver(z3::check);
    private final PathSolver paths = new PathSolver(recorder);

    @AfterEach
    void close() { z3.close(); }

    private static BigInteger big(long v) { return BigInteger.valueOf(v); }

    private Term gt(Term a, long k) { return b.gt(a, b.integer(k)); }

    private Term lt(Term a, long k) { return b.lt(a, b.integer(k)); }

    private static Assignment model(Object... symbolsAndValues) {
        Assignment m = Assignment.EMPTY;
        for (int k = 0; k < symbolsAndValues.length; k += 2) {
            m = m.with((Term.Sym) symbolsAndValues[k], symbolsAndValues[k + 1]);
        }
        return m;
    }

    private static void assertSatisfies(Assignment m, List<Term> pc, Term condition) {
        for (Term c : pc) assertTrue(Evaluator.isTrue(c, m), c + " under " + m);
        assertTrue(Evaluator.isTrue(condition, m), condition + " under " + m);
    }

    private static List<Term> with(List<Term> pc, Term t) {
        List<Term> l = new ArrayList<>(pc);
        l.add(t);
        return l;
    }

    @Test
    void conditionTrueUnderTheModelNeedsNoSolver() {
        List<Term> pc = List.of(gt(x, 0));
        Assignment pcModel = model(x, big(5));
        SatResult r = paths.mayHold(pc, gt(x, 3), pcModel);
        assertEquals(pcModel.values(), assertInstanceOf(SatResult.Sat.class, r).model().values());
        assertEquals(0, recorder.queries.size());
        assertEquals(new PathSolver.Stats(1, 1, 0, 0), paths.stats());
    }

    @Test
    void onlyTheConjunctsSharingSymbolsReachTheSolver() {
        List<Term> pc = List.of(gt(x, 0), lt(x, 100), gt(y, 0), lt(y, 10), b.gt(b.add(x, z), b.integer(5)));
        Assignment pcModel = model(x, big(1), y, big(1), z, big(5));
        Term condition = gt(y, 5);
        SatResult r = paths.mayHold(pc, condition, pcModel);
        assertEquals(List.of(List.of(gt(y, 0), lt(y, 10), condition)), recorder.queries);
        Assignment m = assertInstanceOf(SatResult.Sat.class, r).model();
        assertSatisfies(m, pc, condition);
        assertEquals(big(1), m.get(x));
        assertEquals(big(5), m.get(z));
        assertEquals(new PathSolver.Stats(1, 0, 5, 2), paths.stats());
    }

    @Test
    void sharingIsTransitive() {
        List<Term> pc = List.of(gt(x, 0), b.lt(x, y), b.lt(y, z), gt(w, 0));
        Assignment pcModel = model(x, big(1), y, big(2), z, big(3), w, big(1));
        Term condition = b.gt(z, b.integer(10));
        SatResult r = paths.mayHold(pc, condition, pcModel);
        assertEquals(List.of(List.of(gt(x, 0), b.lt(x, y), b.lt(y, z), condition)), recorder.queries);
        assertSatisfies(((SatResult.Sat) r).model(), pc, condition);
    }

    @Test
    void elementsReadAtConstantIndicesAreIndependent() {
        // A[0] > 0 and A[1] < 5 say nothing about each other while A is read only at constants
        Term read0 = b.select(arr, b.integer(0)), read1 = b.select(arr, b.integer(1));
        List<Term> pc = List.of(b.gt(read0, b.integer(0)), b.lt(read1, b.integer(5)));
        Assignment pcModel = model(arr, new effigy.term.ArrayValue(big(0), Map.of(big(0), big(1))));
        Term condition = b.gt(read1, b.integer(3));
        SatResult r = paths.mayHold(pc, condition, pcModel);
        assertEquals(List.of(List.of(b.lt(read1, b.integer(5)), condition)), recorder.queries);
        Assignment m = ((SatResult.Sat) r).model();
        assertSatisfies(m, pc, condition);
        assertEquals(big(1), ((effigy.term.ArrayValue) m.valueOf(arr)).get(big(0)), "the other element keeps the path condition's value");
    }

    @Test
    void aSymbolicIndexJoinsTheArraysElements() {
        Term read0 = b.select(arr, b.integer(0)), read1 = b.select(arr, b.integer(1));
        List<Term> pc = List.of(b.gt(read0, b.integer(0)), b.eq(b.select(arr, i), b.integer(7)));
        Assignment pcModel = model(arr, new effigy.term.ArrayValue(big(7), Map.of(big(0), big(1))), i, big(2));
        Term condition = b.lt(read1, b.integer(3));   // false under the model: a query
        SatResult r = paths.mayHold(pc, condition, pcModel);
        assertEquals(List.of(with(pc, condition)), recorder.queries);
        assertSatisfies(((SatResult.Sat) r).model(), pc, condition);
    }

    @Test
    void arrayAccessesShareTheArraySymbol() {
        Term readI = b.select(arr, i), read2 = b.select(arr, b.integer(2));
        List<Term> pc = List.of(b.gt(readI, b.integer(0)), gt(j, 0), b.eq(b.select(arr, j), b.integer(9)));
        Assignment pcModel = model(arr, new effigy.term.ArrayValue(big(1), Map.of(big(1), big(9))), i, big(0), j, big(1));
        Term condition = b.eq(read2, b.integer(5));
        SatResult r = paths.mayHold(pc, condition, pcModel);
        // every conjunct mentions A, so all are relevant
        assertEquals(List.of(with(pc, condition)), recorder.queries);
        assertSatisfies(((SatResult.Sat) r).model(), pc, condition);
    }

    @Test
    void theSliceModelCannotClobberOtherSymbols() {
        // a backend whose model also assigns symbols outside the slice (as a reused cached model may)
        ScriptedSolver sloppy = new ScriptedSolver(q -> new SatResult.Sat(model(y, big(7), x, big(-100))));
        PathSolver ps = new PathSolver(sloppy);
        List<Term> pc = List.of(gt(x, 0), gt(y, 0));
        Term condition = gt(y, 5);
        Assignment m = ((SatResult.Sat) ps.mayHold(pc, condition, model(x, big(1), y, big(1)))).model();
        assertEquals(big(1), m.get(x));
        assertEquals(big(7), m.get(y));
    }

    @Test
    void unsatisfiableConditions() {
        List<Term> pc = List.of(gt(x, 0), gt(y, 0));
        assertSame(SatResult.UNSAT, paths.mayHold(pc, lt(x, 0), model(x, big(1), y, big(1))));
        assertSame(SatResult.UNSAT, paths.mayHold(pc, f.falseTerm(), model(x, big(1), y, big(1))));
        assertEquals(List.of(List.of(gt(x, 0), lt(x, 0)), List.of(f.falseTerm())), recorder.queries);
    }

    @Test
    void unknownPassesThrough() {
        PathSolver ps = new PathSolver(new ScriptedSolver(q -> new SatResult.Unknown("canceled")));
        assertEquals(new SatResult.Unknown("canceled"), ps.mayHold(List.of(gt(x, 0)), gt(x, 5), model(x, big(1))));
        assertEquals(new Validity.Unknown("canceled"), ps.isValid(List.of(gt(x, 0)), gt(x, 5)));
    }

    @Test
    void symbolsTheModelLacksGetDefaults() {
        // x's default 0 satisfies x > -1; y's default satisfies y = 0
        Assignment m = ((SatResult.Sat) paths.mayHold(List.of(gt(x, -1)), b.eq(y, b.integer(0)), Assignment.EMPTY)).model();
        assertEquals(Map.of(x, big(0), y, big(0)), m.values());
        assertEquals(0, recorder.queries.size());
    }

    @Test
    void validity() {
        List<Term> pc = List.of(gt(x, 5), gt(y, 0));
        assertSame(Validity.VALID, paths.isValid(pc, gt(x, 3)));
        Validity.Invalid invalid = assertInstanceOf(Validity.Invalid.class, paths.isValid(pc, gt(x, 7)));
        assertSatisfies(invalid.counterexample(), pc, b.not(gt(x, 7)));
        // without a model the whole path condition is sent
        assertEquals(with(pc, b.not(gt(x, 3))), recorder.queries.get(0));
    }

    @Test
    void validityWithAModelUsesTheShortcutAndSlicing() {
        List<Term> pc = List.of(gt(x, 5), gt(y, 0));
        Assignment pcModel = model(x, big(6), y, big(1));
        Validity.Invalid invalid = assertInstanceOf(Validity.Invalid.class, paths.isValid(pc, gt(x, 7), pcModel));
        assertEquals(pcModel.values(), invalid.counterexample().values());
        assertEquals(0, recorder.queries.size());
        assertSame(Validity.VALID, paths.isValid(pc, gt(x, 3), pcModel));
        assertEquals(List.of(List.of(gt(x, 5), b.not(gt(x, 3)))), recorder.queries);
        assertEquals(new PathSolver.Stats(2, 1, 2, 1), paths.stats());
    }
}
