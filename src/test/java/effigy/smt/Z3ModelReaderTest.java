package effigy.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Expr;
import com.microsoft.z3.Model;
import com.microsoft.z3.Status;
import effigy.term.ArrayValue;
import effigy.term.Sort;
import java.math.BigInteger;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Array model values in the shapes Z3 produces, including ones {@link Z3Solver}'s queries rarely provoke. */
class Z3ModelReaderTest {
    private static final Sort.ArraySort INT_ARRAY = Sort.array(Sort.INT, Sort.INT);
    private final Context ctx = new Context();

    @AfterEach
    void close() { ctx.close(); }

    private static BigInteger big(long v) { return BigInteger.valueOf(v); }

    /** Solves an SMT-LIB script and returns its model and the parsed assertions. */
    private Model solve(BoolExpr[] assertions) {
        com.microsoft.z3.Solver s = ctx.mkSolver();
        s.add(assertions);
        assertEquals(Status.SATISFIABLE, s.check());
        return s.getModel();
    }

    @Test
    void asArrayReadsTheFunctionInterpretation() {
        BoolExpr[] as = ctx.parseSMTLIB2String(
                "(declare-fun f (Int) Int) (declare-const A (Array Int Int))"
                        + "(assert (= (f 3) 5)) (assert (= (f 4) 7)) (assert (= A (_ as-array f)))",
                null, null, null, null);
        Model m = solve(as);
        Expr<?> asArray = as[2].getArgs()[1];
        assertTrue(asArray.isAsArray());
        ArrayValue v = (ArrayValue) new Z3ModelReader(m).value(asArray, INT_ARRAY);
        assertEquals(big(5), v.get(big(3)));
        assertEquals(big(7), v.get(big(4)));
        // the default is the function's else value; elements equal to it are not listed
        assertTrue(v.elements().size() <= 2 && !v.elements().containsValue(v.defaultValue()), v.toString());
    }

    @Test
    void storesOverAsArrayOverrideItsEntries() {
        BoolExpr[] as = ctx.parseSMTLIB2String(
                "(declare-fun f (Int) Int) (declare-const A (Array Int Int))"
                        + "(assert (= (f 3) 5)) (assert (= (f 4) 7)) (assert (= A (store (store (_ as-array f) 3 1) 3 2)))",
                null, null, null, null);
        Model m = solve(as);
        ArrayValue v = (ArrayValue) new Z3ModelReader(m).value(as[2].getArgs()[1], INT_ARRAY);
        assertEquals(big(2), v.get(big(3)));
        assertEquals(big(7), v.get(big(4)));
    }

    @Test
    void storeChainsOverConstantArraysAreNormalized() {
        BoolExpr[] as = ctx.parseSMTLIB2String(
                "(declare-const A (Array Int Int))"
                        + "(assert (= A (store (store ((as const (Array Int Int)) 0) 1 0) 2 9)))",
                null, null, null, null);
        Model m = solve(as);
        Object v = new Z3ModelReader(m).value(as[0].getArgs()[1], INT_ARRAY);
        assertEquals(new ArrayValue(big(0), Map.of(big(2), big(9))), v);
    }

    @Test
    void lambdasAreRejected() {
        BoolExpr[] as = ctx.parseSMTLIB2String(
                "(declare-const A (Array Int Int)) (assert (= A (lambda ((x Int)) (ite (= x 3) 5 0))))",
                null, null, null, null);
        Model m = solve(as);
        Z3ModelReader reader = new Z3ModelReader(m);
        assertThrows(SolverException.class, () -> reader.value(as[0].getArgs()[1], INT_ARRAY));
    }

    @Test
    void nonValuesAreRejected() {
        Z3ModelReader reader = new Z3ModelReader(solve(new BoolExpr[] {ctx.mkTrue()}));
        assertThrows(SolverException.class, () -> reader.value(ctx.mkIntConst("x"), Sort.INT));
        assertThrows(SolverException.class, () -> reader.value(ctx.mkBoolConst("p"), Sort.BOOL));
        assertEquals(big(255), reader.value(ctx.mkBV(-1, 8), Sort.bv(8)));
    }
}
