package effigy.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Status;
import effigy.term.Op;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.TermFactory;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Term syntax, and whole scripts compared verbatim with the golden files under
 * {@code src/test/resources/golden/smt2}. Run with {@code -Dgolden.update=true} to rewrite the golden files
 * from the current output (then review the diff). Every golden script is also fed to Z3, which must parse
 * it and agree with {@link Z3Solver} on satisfiability.
 */
class Smt2PrinterTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden/smt2");

    private final TermFactory f = new TermFactory();
    private final TermBuilder b = new TermBuilder(f);
    private final Smt2Printer printer = new Smt2Printer();
    private final Term x = b.symbol("x", Sort.INT), y = b.symbol("y", Sort.INT), n = b.symbol("N", Sort.INT);
    private final Term arr = b.symbol("A", Sort.array(Sort.INT, Sort.INT));
    private final Term v = b.symbol("v", Sort.bv(8)), w = b.symbol("w", Sort.bv(8));

    private static int[] params(int... p) { return p; }

    @Test
    void arithmetic() {
        Term a = b.symbol("A", Sort.INT), bb = b.symbol("B", Sort.INT), c = b.symbol("C", Sort.INT);
        assertEquals("(+ A B C)", printer.term(b.add(b.add(a, bb), c)));
        assertEquals("(* 2 N)", printer.term(b.mul(b.integer(2), n)));
        assertEquals("(- 5)", printer.term(b.integer(-5)));
        assertEquals("(+ N (- 1))", printer.term(b.sub(n, b.integer(1))));
        assertEquals("(* x x)", printer.term(b.mul(x, x)));
        assertEquals("(< x y)", printer.term(b.lt(x, y)));
        assertEquals("(<= y x)", printer.term(b.ge(x, y)));
        assertEquals("(not (= x y))", printer.term(b.ne(x, y)));
        assertEquals("(ite (< x 0) (* (- 1) x) x)", printer.term(b.abs(x)));
    }

    @Test
    void divisionIsLowered() {
        assertEquals("(ite (<= 0 x) (div x 2) (* (- 1) (div (* (- 1) x) 2)))", printer.term(b.div(x, b.integer(2))));
        assertEquals("(mod x 3)", printer.term(f.app(Op.MOD, x, b.integer(3))));
        assertEquals("(ite (= (mod x (- 3)) 0) (mod x (- 3)) (+ (mod x (- 3)) (- 3)))", printer.term(f.app(Op.MOD, x, b.integer(-3))));
    }

    @Test
    void arrays() {
        assertEquals("(select A 3)", printer.term(b.select(arr, b.integer(3))));
        assertEquals("(store A x 7)", printer.term(b.store(arr, x, b.integer(7))));
        assertEquals("((as const (Array Int Int)) 0)", printer.term(b.constArray(Sort.INT, b.integer(0))));
        assertEquals("((as const (Array (_ BitVec 8) Bool)) false)", printer.term(b.constArray(Sort.bv(8), f.falseTerm())));
    }

    /** Golden: float operations on bit patterns go to the floating-point theory with x86's NaN rules around them. */
    @Test
    void floatingPointIsLoweredToTheTheoryWithTheNaNRules() {
        Term fx = b.symbol("fx", Sort.bv(32)), fy = b.symbol("fy", Sort.bv(32)), d = b.symbol("d", Sort.bv(64));
        assertEquals("(fp.lt ((_ to_fp 8 24) fx) ((_ to_fp 8 24) fy))", printer.term(b.fpCompare(Op.FP_LT, fx, fy)));
        assertEquals("(ite (bvult (_ bv2139095040 32) (bvand fx (_ bv2147483647 32))) (bvor fx (_ bv4194304 32)) "
                + "(ite (bvult (_ bv2139095040 32) (bvand fy (_ bv2147483647 32))) (bvor fy (_ bv4194304 32)) "
                + "(ite (fp.isNaN (fp.add RNE ((_ to_fp 8 24) fx) ((_ to_fp 8 24) fy))) (_ bv4290772992 32) "
                + "(fp.to_ieee_bv (fp.add RNE ((_ to_fp 8 24) fx) ((_ to_fp 8 24) fy))))))", printer.term(b.fpArith(Op.FP_ADD, fx, fy)));
        // a result used by another operation is the theory's term, not its bits read back
        assertEquals("(fp.leq (fp.sqrt RNE ((_ to_fp 8 24) fx)) ((_ to_fp 8 24) fy))", printer.term(b.fpCompare(Op.FP_LE, b.fpSqrt(fx), fy)));
        assertEquals("(ite (and (fp.lt (fp.roundToIntegral RTZ ((_ to_fp 11 53) d)) ((_ to_fp 11 53) (_ bv4746794007248502784 64))) "
                + "(fp.leq ((_ to_fp 11 53) (_ bv13970166044103278592 64)) (fp.roundToIntegral RTZ ((_ to_fp 11 53) d)))) "
                + "((_ fp.to_sbv 32) RTZ ((_ to_fp 11 53) d)) (_ bv0 32))", printer.term(b.fpToInt(d, true, 32)));
        assertEquals("(ite (bvult (_ bv2139095040 32) (bvand fx (_ bv2147483647 32))) (concat (concat (concat ((_ extract 31 31) fx) "
                + "(_ bv2047 11)) ((_ extract 22 0) (bvor fx (_ bv4194304 32)))) (_ bv0 29)) (ite (fp.isNaN ((_ to_fp 11 53) RNE "
                + "((_ to_fp 8 24) fx))) (_ bv18444492273895866368 64) (fp.to_ieee_bv ((_ to_fp 11 53) RNE ((_ to_fp 8 24) fx)))))",
                printer.term(b.fpConvert(fx, 64)));
        assertEquals("(fx +. 1.5f) *. fy <. (float)d", effigy.term.TermPrinter.print(b.fpCompare(Op.FP_LT,
                b.fpArith(Op.FP_MUL, b.fpArith(Op.FP_ADD, fx, f.bv(effigy.term.Ieee754.bits(1.5, 32), 32)), fy), b.fpConvert(d, 32))));
    }

    @Test
    void bitVectors() {
        assertEquals("(_ bv5 8)", printer.term(f.bv(5, 8)));
        assertEquals("(_ bv255 8)", printer.term(f.bv(-1, 8)));
        assertEquals("((_ extract 7 0) x16)", printer.term(f.app(Op.BV_EXTRACT, List.of(b.symbol("x16", Sort.bv(16))), params(7, 0))));
        assertEquals("((_ zero_extend 8) v)", printer.term(f.app(Op.BV_ZEXT, List.of(v), params(8))));
        assertEquals("((_ sign_extend 24) v)", printer.term(f.app(Op.BV_SEXT, List.of(v), params(24))));
        assertEquals("(concat v w)", printer.term(f.app(Op.BV_CONCAT, v, w)));
        assertEquals("(bvsdiv v w)", printer.term(f.app(Op.BV_SDIV, v, w)));
        assertEquals("(bv2nat v)", printer.term(f.app(Op.BV2INT, v)));
        assertEquals("((_ int2bv 8) x)", printer.term(f.app(Op.INT2BV, List.of(x), params(8))));
    }

    @Test
    void symbolsAreQuotedWhenNeeded() {
        assertEquals("x", Smt2Printer.symbol("x"));
        assertEquals("x!1", Smt2Printer.symbol("x!1"));
        assertEquals("a.b-c", Smt2Printer.symbol("a.b-c"));
        assertEquals("|A(1)|", Smt2Printer.symbol("A(1)"));
        assertEquals("|two words|", Smt2Printer.symbol("two words"));
        assertEquals("|1x|", Smt2Printer.symbol("1x"));
        assertEquals("||", Smt2Printer.symbol(""));
        assertEquals("|let|", Smt2Printer.symbol("let"));
        assertEquals("|assert|", Smt2Printer.symbol("assert"));
        assertEquals("|_|", Smt2Printer.symbol("_"));
        assertEquals("|@x|", Smt2Printer.symbol("@x"));
        assertEquals("|.x|", Smt2Printer.symbol(".x"));
        assertEquals("|é|", Smt2Printer.symbol("é"));
        assertThrows(IllegalArgumentException.class, () -> Smt2Printer.symbol("a|b"));
        assertThrows(IllegalArgumentException.class, () -> Smt2Printer.symbol("a\\b"));
    }

    // ---- golden scripts

    @Test
    void goldenLinear() {
        Term p = b.symbol("p", Sort.BOOL);
        golden("linear", List.of(b.gt(b.add(x, y), b.integer(10)), b.or(p, b.lt(x, b.integer(-3))),
                b.eq(b.ite(p, x, y), b.mul(b.integer(3), n)), b.not(p)));
    }

    @Test
    void goldenDivision() {
        golden("division", List.of(b.eq(y, f.app(Op.DIV, x, n)), b.eq(b.integer(1), f.app(Op.REM, x, b.integer(4))),
                b.eq(f.app(Op.MOD, x, b.integer(-3)), b.integer(-2)), b.ne(n, b.integer(0))));
    }

    @Test
    void goldenArrays() {
        Term i = b.symbol("i", Sort.INT);
        Term filled = b.store(b.constArray(Sort.INT, b.integer(0)), i, b.integer(5));
        golden("arrays", List.of(b.gt(x, b.select(arr, b.integer(1))), b.lt(x, b.select(arr, b.integer(3))),
                b.eq(b.select(b.store(arr, i, x), y), b.integer(4)), b.ne(arr, filled)));
    }

    @Test
    void goldenBitVectors() {
        Term z = b.symbol("z", Sort.bv(16));
        golden("bitvectors", List.of(
                f.app(Op.BV_ULT, f.app(Op.BV_ADD, v, f.bv(1, 8)), v),
                f.app(Op.EQ, z, f.app(Op.BV_CONCAT, v, w)),
                f.app(Op.EQ, f.app(Op.BV_EXTRACT, List.of(z), params(3, 0)), f.bv(0xA, 4)),
                f.app(Op.BV_SLE, f.app(Op.BV_SEXT, List.of(w), params(8)), f.app(Op.BV_ZEXT, List.of(w), params(8))),
                b.eq(f.app(Op.BV2INT, w), b.add(x, b.integer(1))),
                f.app(Op.EQ, f.app(Op.INT2BV, List.of(x), params(8)), f.app(Op.BV_SHL, w, f.bv(0, 8)))));
    }

    @Test
    void goldenQuoting() {
        Term odd = b.symbol("A(1)", Sort.INT), reserved = b.symbol("assert", Sort.INT), fine = b.symbol("x!1", Sort.INT);
        golden("quoting", List.of(b.lt(odd, reserved), b.eq(fine, b.add(odd, b.integer(2)))));
    }

    @Test
    void goldenUnsat() {
        golden("unsat", List.of(b.gt(x, b.integer(5)), b.lt(x, b.integer(3))));
    }

    private void golden(String name, List<Term> constraints) {
        String actual = printer.script(constraints);
        Path file = GOLDEN.resolve(name + ".smt2");
        try {
            if (Boolean.getBoolean("golden.update")) {
                Files.createDirectories(GOLDEN);
                Files.writeString(file, actual, StandardCharsets.UTF_8);
            }
            assertTrue(Files.exists(file), file + " is missing; run with -Dgolden.update=true to create it");
            assertEquals(Files.readString(file, StandardCharsets.UTF_8), actual, "script differs from " + file);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        assertZ3Agrees(actual, constraints);
    }

    /** Z3 parses the script, and its verdict on it is the verdict of {@link Z3Solver} on the terms. */
    private void assertZ3Agrees(String script, List<Term> constraints) {
        SatResult expected;
        try (Z3Solver solver = new Z3Solver(f, 10_000)) {
            expected = solver.check(constraints);
        }
        try (Context ctx = new Context()) {
            BoolExpr[] assertions = ctx.parseSMTLIB2String(script, null, null, null, null);
            assertEquals(constraints.size(), assertions.length);
            com.microsoft.z3.Solver s = ctx.mkSolver();
            s.add(assertions);
            Status status = s.check();
            assertEquals(expected.isSat() ? Status.SATISFIABLE : Status.UNSATISFIABLE, status);
        }
    }
}
