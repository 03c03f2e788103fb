package effigy.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.term.ArrayValue;
import effigy.term.Assignment;
import effigy.term.Evaluator;
import effigy.term.Op;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermFactory;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class Z3SolverTest {
    private final TermFactory f = new TermFactory();
    private final TermBuilder b = new TermBuilder(f);
    private final Z3Solver solver = new Z3Solver(f, 10_000);

    private final Term x = b.symbol("x", Sort.INT), y = b.symbol("y", Sort.INT), i = b.symbol("i", Sort.INT);
    private final Term arr = b.symbol("A", Sort.array(Sort.INT, Sort.INT));
    private final Term brr = b.symbol("B", Sort.array(Sort.INT, Sort.INT));

    @AfterEach
    void close() { solver.close(); }

    private static BigInteger big(long v) { return BigInteger.valueOf(v); }

    /** Solves, expects Sat, and checks that the model assigns every symbol and satisfies every constraint. */
    private Assignment sat(Term... constraints) {
        List<Term> cs = List.of(constraints);
        Assignment m = assertInstanceOf(SatResult.Sat.class, solver.check(cs)).model();
        for (Term.Sym s : Symbols.of(cs)) assertTrue(m.has(s), "model lacks " + s.name() + ": " + m);
        for (Term c : cs) assertTrue(Evaluator.isTrue(c, m), () -> c + " is false under " + m);
        return m;
    }

    @Test
    void linearIntegers() {
        Assignment m = sat(b.eq(b.add(x, y), b.integer(10)), b.gt(x, y), b.gt(y, b.integer(2)));
        assertTrue(m.get((Term.Sym) x) instanceof BigInteger);
    }

    @Test
    void unsatisfiable() {
        assertSame(SatResult.UNSAT, solver.check(List.of(b.gt(x, b.integer(5)), b.lt(x, b.integer(3)))));
        assertTrue(solver.check(List.of(f.falseTerm())).isUnsat());
    }

    @Test
    void emptyQueryIsSat() {
        assertEquals(Assignment.EMPTY.values(), sat().values());
    }

    @Test
    void booleansAndIte() {
        Term p = b.symbol("p", Sort.BOOL), q = b.symbol("q", Sort.BOOL);
        Assignment m = sat(b.or(p, q), b.not(p), b.eq(b.ite(q, x, y), b.integer(7)), b.eq(y, b.integer(0)));
        assertEquals(Boolean.FALSE, m.get((Term.Sym) p));
        assertEquals(Boolean.TRUE, m.get((Term.Sym) q));
        assertEquals(big(7), m.get((Term.Sym) x));
    }

    @Test
    void everySymbolGetsAValueEvenIfUnconstrained() {
        // x = x is built raw so that no simplifier removes it; Z3 leaves x unconstrained
        Term p = b.symbol("p", Sort.BOOL);
        Assignment m = sat(f.app(Op.EQ, x, x), f.app(Op.OR, p, f.trueTerm()), f.app(Op.EQ, arr, arr));
        assertEquals(Map.of((Term.Sym) x, big(0), (Term.Sym) p, false, (Term.Sym) arr, ArrayValue.constant(big(0))).keySet(),
                m.values().keySet());
    }

    @Test
    void nonlinearWithDivision() {
        Assignment m = sat(b.eq(b.mul(x, x), b.integer(49)), b.lt(x, b.integer(0)),
                b.eq(y, f.app(Op.DIV, x, b.integer(2))));
        assertEquals(big(-7), m.get((Term.Sym) x));
        assertEquals(big(-3), m.get((Term.Sym) y));
    }

    @Test
    void arrays() {
        Term j = b.symbol("j", Sort.INT);
        Assignment m = sat(b.eq(b.select(arr, i), b.integer(5)), b.eq(b.select(arr, j), b.integer(7)),
                b.gt(j, i), b.gt(i, b.integer(100)));
        ArrayValue a = assertInstanceOf(ArrayValue.class, m.get((Term.Sym) arr));
        assertEquals(big(5), a.get((BigInteger) m.get((Term.Sym) i)));
        assertEquals(big(7), a.get((BigInteger) m.get((Term.Sym) j)));
    }

    @Test
    void arrayEqualityAndStores() {
        Term stored = b.store(brr, i, b.integer(9));
        Assignment m = sat(b.eq(arr, stored), b.ne(arr, brr), b.gt(i, b.integer(2)),
                b.eq(b.select(brr, b.integer(0)), b.integer(-4)));
        ArrayValue a = (ArrayValue) m.get((Term.Sym) arr), bv = (ArrayValue) m.get((Term.Sym) brr);
        assertEquals(big(9), a.get((BigInteger) m.get((Term.Sym) i)));
        assertEquals(big(-4), bv.get(big(0)));
        assertFalse(a.equals(bv));
        assertTrue(solver.check(List.of(b.eq(arr, stored), b.eq(arr, brr), b.ne(b.select(brr, i), b.integer(9)))).isUnsat());
    }

    @Test
    void constantArrays() {
        Term k = b.constArray(Sort.INT, b.integer(3));
        Assignment m = sat(b.eq(arr, b.store(k, b.integer(1), b.integer(4))), b.eq(x, b.select(arr, y)), b.ne(x, b.integer(3)));
        assertEquals(new ArrayValue(big(3), Map.of(big(1), big(4))), m.get((Term.Sym) arr));
        assertEquals(big(1), m.get((Term.Sym) y));
    }

    @Test
    void arraysOfBooleansAndBitVectorIndices() {
        Term flags = b.symbol("F", Sort.array(Sort.bv(8), Sort.BOOL));
        Term idx = b.symbol("k", Sort.bv(8));
        Assignment m = sat(f.app(Op.SELECT, flags, idx), b.not(f.app(Op.SELECT, flags, f.bv(200, 8))),
                f.app(Op.BV_ULT, f.bv(250, 8), idx));
        ArrayValue a = (ArrayValue) m.get((Term.Sym) flags);
        assertEquals(Boolean.TRUE, a.get((BigInteger) m.get((Term.Sym) idx)));
        assertEquals(Boolean.FALSE, a.get(big(200)));
    }

    @Test
    void arraysIndexedByBooleansCannotBeModelled() {
        Term d = b.symbol("D", Sort.array(Sort.BOOL, Sort.INT));
        assertThrows(SolverException.class, () -> solver.check(List.of(b.eq(f.app(Op.SELECT, d, f.trueTerm()), b.integer(4)))));
    }

    @Test
    void bitVectorOverflowAndUnsignedModels() {
        Term v = b.symbol("v", Sort.bv(8));
        // v + 1 <u v only when v + 1 wraps: v = 255, reported unsigned
        Assignment m = sat(f.app(Op.BV_ULT, f.app(Op.BV_ADD, v, f.bv(1, 8)), v));
        assertEquals(big(255), m.get((Term.Sym) v));
    }

    @Test
    void bitVectorOperators() {
        Term v = b.symbol("v", Sort.bv(8)), w = b.symbol("w", Sort.bv(8)), z = b.symbol("z", Sort.bv(16));
        sat(f.app(Op.EQ, f.app(Op.BV_SDIV, v, f.bv(-2, 8)), f.bv(3, 8)),
                f.app(Op.BV_SLT, v, f.bv(0, 8)),
                f.app(Op.EQ, f.app(Op.BV_SREM, v, f.bv(4, 8)), f.bv(-3, 8)),
                f.app(Op.EQ, z, f.app(Op.BV_CONCAT, v, w)),
                f.app(Op.EQ, f.app(Op.BV_EXTRACT, List.of(z), new int[] {3, 0}), f.bv(0xA, 4)),
                f.app(Op.EQ, f.app(Op.BV_EXTRACT, List.of(f.app(Op.BV_SEXT, List.of(v), new int[] {8})), new int[] {15, 8}),
                        f.bv(0xFF, 8)),
                f.app(Op.BV_ULE, f.app(Op.BV_ZEXT, List.of(w), new int[] {8}), f.bv(0xFF, 16)),
                f.app(Op.EQ, f.app(Op.BV_XOR, f.app(Op.BV_AND, v, w), f.app(Op.BV_NOT, f.bv(0, 8))),
                        f.app(Op.BV_NEG, f.app(Op.BV_SUB, f.app(Op.BV_AND, v, w), f.bv(-1, 8)))),
                f.app(Op.EQ, f.app(Op.BV_SHL, w, f.bv(4, 8)), f.bv(0xA0, 8)),
                f.app(Op.EQ, f.app(Op.BV_LSHR, v, f.bv(7, 8)), f.bv(1, 8)),
                f.app(Op.EQ, f.app(Op.BV_ASHR, v, f.bv(7, 8)), f.bv(-1, 8)),
                f.app(Op.BV_SLE, f.app(Op.BV_MUL, w, f.bv(2, 8)), f.bv(127, 8)),
                f.app(Op.EQ, f.app(Op.BV_UDIV, v, f.bv(16, 8)), f.app(Op.BV_UREM, f.bv(0xFF, 8), f.bv(0x10, 8))));
    }

    @Test
    void bitVectorsAndIntegers() {
        Term v = b.symbol("v", Sort.bv(8));
        Assignment m = sat(b.eq(f.app(Op.BV2INT, v), b.add(x, b.integer(1))),
                f.app(Op.EQ, f.app(Op.INT2BV, List.of(b.integer(-1)), new int[] {8}), v));
        assertEquals(big(255), m.get((Term.Sym) v));
        assertEquals(big(254), m.get((Term.Sym) x));
    }

    @Test
    void queriesAreIndependent() {
        assertTrue(solver.check(List.of(b.gt(x, b.integer(5)), b.lt(x, b.integer(3)))).isUnsat());
        assertTrue(solver.check(List.of(b.gt(x, b.integer(5)))).isSat());
    }

    /** u * v == p * q for the two largest primes below 2^32, u and v above 1 and below 2^32: far too hard for Z3 in a test's time. */
    private List<Term> factoring() {
        BigInteger p = big(4294967291L), q = big(4294967279L);
        Term u = b.symbol("u", Sort.bv(64)), v = b.symbol("v", Sort.bv(64));
        Term lim = f.bv(BigInteger.ONE.shiftLeft(32), 64), one = f.bv(1, 64);
        return List.of(
                f.app(Op.EQ, f.app(Op.BV_MUL, u, v), f.bv(p.multiply(q), 64)),
                f.app(Op.BV_ULT, one, u), f.app(Op.BV_ULT, one, v),
                f.app(Op.BV_ULT, u, lim), f.app(Op.BV_ULT, v, lim));
    }

    @Test
    void timeoutIsReportedAsUnknown() {
        // factoring the product of the two largest primes below 2^32 in 64-bit arithmetic takes Z3 far
        // longer than 1 ms; the answer must never be a guess
        try (Z3Solver hasty = new Z3Solver(f, 1)) {
            List<Term> factoring = factoring();
            SatResult r = hasty.check(factoring);
            if (r instanceof SatResult.Unknown unknown) {
                assertTrue(List.of("timeout", "canceled").contains(unknown.reason()), unknown.reason());
                assertEquals(1, hasty.stats().unknown);
            } else {
                Assignment m = assertInstanceOf(SatResult.Sat.class, r, "a satisfiable query").model();
                for (Term c : factoring) assertTrue(Evaluator.isTrue(c, m));
            }
        }
    }

    /**
     * The process's deadline caps every query, whatever the solver's own limit (none here): a hard query in flight
     * when it passes answers unknown ("timeout") there, and one asked after it answers so at once.
     */
    @Test
    void theProcessDeadlineCapsEveryQuery() {
        try (Z3Solver unlimited = new Z3Solver(f, 0)) {
            List<Term> factoring = factoring();
            long start = System.nanoTime();
            Z3Solver.deadline(start + 500_000_000L);
            try {
                SatResult r = unlimited.check(factoring);
                long took = (System.nanoTime() - start) / 1_000_000L;
                if (r instanceof SatResult.Unknown unknown) {
                    assertEquals("timeout", unknown.reason());
                    assertTrue(took < 3000, "the query ran " + took + " ms past a deadline of 500 ms");
                } else {
                    assertInstanceOf(SatResult.Sat.class, r, "a satisfiable query");
                }
                Z3Solver.deadline(System.nanoTime() - 1);
                long asked = System.nanoTime();
                SatResult late = unlimited.check(List.of(b.gt(x, b.integer(5))));
                assertEquals("timeout", assertInstanceOf(SatResult.Unknown.class, late).reason());
                assertTrue(System.nanoTime() - asked < 100_000_000L, "a query past the deadline is not started");
            } finally {
                Z3Solver.deadline(Long.MAX_VALUE);
            }
            assertTrue(unlimited.check(List.of(b.gt(x, b.integer(5)))).isSat(), "no deadline: answered again");
        }
    }

    @Test
    void statistics() {
        solver.check(List.of(b.gt(x, b.integer(5))));
        solver.check(List.of(b.gt(x, b.integer(5)), b.lt(x, b.integer(3))));
        SolverStats s = solver.stats();
        assertEquals(2, s.queries);
        assertEquals(2, s.solverCalls);
        assertEquals(1, s.sat);
        assertEquals(1, s.unsat);
        assertEquals(0, s.unknown);
        assertTrue(s.solverNanos > 0 && s.totalNanos >= s.solverNanos, s.toString());
    }

    @Test
    void rejectsBadInput() {
        assertThrows(IllegalArgumentException.class, () -> solver.check(List.of(x)));
        TermFactory other = new TermFactory();
        assertThrows(IllegalArgumentException.class,
                () -> solver.check(List.of(other.app(Op.LT, other.symbol("x", Sort.INT), other.integer(0)))));
    }

    @Test
    void closedSolverRefusesQueries() {
        solver.close();
        solver.close();
        assertThrows(IllegalStateException.class, () -> solver.check(List.of(f.trueTerm())));
    }
}
