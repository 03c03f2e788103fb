package effigy.lang.c.sema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import effigy.lang.c.CTesting;
import effigy.source.DiagnosticException;
import org.junit.jupiter.api.Test;

/**
 * Static initializers that are arithmetic constant expressions with floating operands (C11 6.6p8) are folded
 * as gcc folds them (IEEE binary32/binary64, round to nearest even, in the type after the usual arithmetic
 * conversions); integer constant expressions still take a floating operand only as a floating constant cast
 * to an integer type (C11 6.6p6). The expected values are gcc's (x86-64, -O0).
 */
class FloatingStaticInitializerTest {
    private static String init(String declarations, String name) {
        CProgram p = CTesting.analyze(declarations + "\nint main(void) { return 0; }\n");
        return TypedPrinter.print(p.global(name).orElseThrow().initializer().orElseThrow());
    }

    private static String error(String program) {
        DiagnosticException e = assertThrows(DiagnosticException.class, () -> CTesting.analyze(program));
        return e.diagnostic().span().line() + ":" + e.diagnostic().span().column() + ": " + e.getMessage();
    }

    @Test
    void doubleArithmeticFolds() {
        assertEquals("3.0", init("double a = 1.0 + 2.0;", "a"));
        assertEquals("-1.5", init("double d = -1.5;", "d"));
        assertEquals("0.30000000000000004", init("double s = 0.1 + 0.2;", "s"));
        assertEquals("0.3333333333333333", init("double e = (double)1/3;", "e"));
        assertEquals("2.0E10", init("static const double k = 1e10 * 2;", "k"));
        assertEquals("-0.0", init("double z = -0.0 * 1;", "z"));
        assertEquals("inf", init("double i = 1.0 / 0.0;", "i"));
        assertEquals("-inf", init("double i = -1.0 / 0.0;", "i"));
    }

    @Test
    void floatArithmeticComputesInFloat() {
        assertEquals("1.5f", init("float f = 3 * 0.5f;", "f"));
        // 16777217 is a tie between two floats: to even
        assertEquals("0.3f", init("float f = 0.1f + 0.2f;", "f"));
        assertEquals("1.6777216E7f", init("float f = 16777217;", "f"));
        assertEquals("1.6777216E7f", init("float f = 16777216.0f + 1.0f;", "f"));
        // in double the sum is exact, rounding to float happens once: to even, 16777216 again
        assertEquals("1.6777216E7f", init("float f = 16777216.0 + 1.0;", "f"));
        assertEquals("1.677722E7f", init("float f = 16777216.0f + 3.0f;", "f"));   // a tie: to even
        assertEquals("3.4028235E38f", init("float f = 3.4028234e38f * 1.0f;", "f"));
        assertEquals("inff", init("float f = 3.4028234e38f * 2.0f;", "f"));
    }

    @Test
    void floatOperationsDifferFromDoubleOnesAsInGcc() {
        // float: 1e8f + 1.0f == 1e8f; double: 100000001
        assertEquals("1.0E8f", init("float f = 1e8f + 1.0f;", "f"));
        assertEquals("1.00000001E8", init("double d = 1e8f + 1.0;", "d"));
    }

    @Test
    void nanResultsAreGccsNotTheMachines() {
        // gcc folds an invalid operation to its canonical quiet NaN: positive for inf - inf, with the xor of
        // the operand signs for 0 * inf and 0 / 0; a NaN operand is the result (the left one first), sign kept
        assertEquals("nan", init("double n = 0.0 / 0.0;", "n"));
        assertEquals("-nan", init("double n = -0.0 / 0.0;", "n"));
        assertEquals("nan", init("double n = -__builtin_inf() + __builtin_inf();", "n"));
        assertEquals("nan", init("double n = 0 * __builtin_inf();", "n"));
        assertEquals("-nan", init("double n = -0.0 * __builtin_inf();", "n"));
        assertEquals("-nan", init("double n = __builtin_inf() / -__builtin_inf();", "n"));
        assertEquals("-nan", init("double n = 1 - -__builtin_nan(\"\");", "n"));
        assertEquals("-nan", init("double n = -__builtin_nan(\"\") * 2;", "n"));
        assertEquals("nanf", init("float n = 0.0f / 0.0f;", "n"));
        assertEquals("-nanf", init("float n = -0.0f / 0.0f;", "n"));
        assertEquals("nanf", init("float n = __builtin_inff() - __builtin_inff();", "n"));
    }

    @Test
    void conversionsBetweenIntegersAndFloatingValues() {
        assertEquals("2", init("int i = (int)2.5;", "i"));
        assertEquals("-7", init("int i = (int)-7.9;", "i"));
        assertEquals("-7", init("int i = -7.9;", "i"));
        assertEquals("5", init("int i = (int)(2.7 * 2);", "i"));
        assertEquals("(unsigned char)255", init("unsigned char c = 255.9;", "c"));
        assertEquals("(unsigned long)10000000000000000000", init("unsigned long u = 1e19;", "u"));
        assertEquals("1.8446744073709552E19", init("double d = 18446744073709551615UL;", "d"));
        assertEquals("1.8446744E19f", init("float f = 18446744073709551615UL;", "f"));
        assertEquals("-9.223372E18f", init("float f = -9223372036854775807L - 1;", "f"));
        assertEquals("(_Bool)1", init("_Bool b = 0.5;", "b"));
        assertEquals("(_Bool)0", init("_Bool b = 0.5 * 0;", "b"));
    }

    @Test
    void comparisonsAndLogicalOperatorsGiveInt() {
        assertEquals("1", init("int c = 1.0 < 2.0;", "c"));
        assertEquals("0", init("int c = 0.0 / 0.0 == 0.0 / 0.0;", "c"));
        assertEquals("1", init("int c = 0.0 / 0.0 != 0.0 / 0.0;", "c"));
        assertEquals("1", init("int c = 0.1f == 0.1f + 0.0f;", "c"));
        assertEquals("0", init("int c = 0.1f == 0.1;", "c"));
        assertEquals("0", init("int c = !0.5;", "c"));
        assertEquals("1", init("int c = 0.5 && 1e-300;", "c"));
        assertEquals("0.25", init("double d = 1.5 > 1 ? 0.25 : 3;", "d"));
        assertEquals("3.0", init("double d = 1.5 < 1 ? 0.25 : 3;", "d"));
    }

    @Test
    void aggregatesFoldEveryElement() {
        assertEquals("{[0]=0.3333333333333333, [1]=6.0}", init("double t[] = {1.0/3, 2.0*3};", "t"));
        assertEquals("{.x=0.33333334f, .y=0.30000000000000004, .n=-7}",
                init("struct s { float x; double y; int n; } v = { 1.0f/3.0f, 0.1 + 0.2, (int)-7.9 };", "v"));
    }

    @Test
    void staticLocalsFoldToo() {
        CProgram p = CTesting.analyze("int main(void) { static double x = 2.0 / 3 + 1; return (int)x; }\n");
        assertEquals("1.6666666666666665", TypedPrinter.print(p.staticObjects().get(0).initializer().orElseThrow()));
    }

    @Test
    void outOfRangeConversionsAreNotConstants() {
        assertEquals("1:9: floating value 1.0E10 is out of the range of 'int': not a compile-time constant",
                error("int c = (int)1e10;"));
        assertEquals("1:14: floating value -1.5 is out of the range of 'unsigned int': not a compile-time constant",
                error("unsigned u = -1.5;"));
        assertEquals("1:9: floating value NaN is out of the range of 'int': not a compile-time constant",
                error("int c = (int)(0.0 / 0.0);"));
        assertEquals("2:12: initializer element is not a compile-time constant",
                error("double g;\ndouble h = g + 1.0;"));
    }

    @Test
    void integerConstantExpressionsStillRejectFloatingOperands() {
        assertEquals("1:12: enumerator value is not an integer constant expression",
                error("enum { A = (int)(1.5 * 2) };"));
        assertEquals("1:34: case value is not an integer constant expression",
                error("int f(int v) { switch (v) { case (int)(2.5 + 1): return 1; } return 0; }"));
        assertEquals("1:7: variable-length array declared outside of any function", error("int w[1.0 < 2.0];"));
        assertEquals("1:7: variable-length array declared outside of any function", error("int w[(int)(1.0 + 2.0)];"));
        // a floating constant cast to an integer type is allowed (C11 6.6p6)
        CProgram p = CTesting.analyze("int y[(int)2.5]; enum { B = (int)7.9 }; int z[B];\n");
        assertEquals("int [2]", p.global("y").orElseThrow().variable().type().spelling());
        assertEquals("int [7]", p.global("z").orElseThrow().variable().type().spelling());
    }
}
