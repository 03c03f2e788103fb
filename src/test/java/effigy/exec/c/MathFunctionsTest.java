package effigy.exec.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import effigy.cli.Main;
import effigy.ir.FloatBits;
import effigy.exec.MathFunctions;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * math.h's functions where glibc makes a choice the corpus program cannot show (gcc treats fmin/fmax as
 * commutative and may swap the arguments), and the same functions on symbolic arguments.
 */
class MathFunctionsTest {
    private static final long PZ = 0, NZ = Long.MIN_VALUE, QNAN = 0x7ff8000000000000L, NEG_QNAN = 0xfff8000000000000L;

    private static long d(String name, long... x) { return MathFunctions.apply(name, x, 64); }

    @Test
    void fminFmaxOfZerosOfBothSignsReturnTheSecondArgumentAsGlibc() {
        // glibc's x86-64 fmin/fmax (minsd/maxsd): fmin(-0,0)=0, fmin(0,-0)=-0, fmax(-0,0)=0, fmax(0,-0)=-0
        assertEquals(PZ, d("fmin", NZ, PZ));
        assertEquals(NZ, d("fmin", PZ, NZ));
        assertEquals(PZ, d("fmax", NZ, PZ));
        assertEquals(NZ, d("fmax", PZ, NZ));
        assertEquals(0x00000000L, MathFunctions.apply("fminf", new long[] {0x80000000L, 0}, 32));
        assertEquals(0x80000000L, MathFunctions.apply("fmaxf", new long[] {0, 0x80000000L}, 32));
    }

    @Test
    void nanArguments() {
        long one = FloatBits.ofDouble(1.0);
        assertEquals(one, d("fmin", QNAN, one));
        assertEquals(one, d("fmax", one, NEG_QNAN));
        assertEquals(NEG_QNAN, d("fmin", NEG_QNAN, QNAN));
        assertEquals(QNAN, d("fabs", NEG_QNAN));
        assertEquals(NEG_QNAN, d("sqrt", FloatBits.ofDouble(-1.0)), "x86's default NaN");
        assertEquals(0xffc00000L, MathFunctions.apply("sqrtf", new long[] {FloatBits.ofFloat(-2f)}, 32));
        assertEquals(NZ, d("sqrt", NZ));
        assertEquals(NEG_QNAN, d("floor", NEG_QNAN));
        assertEquals(-1L, d("__effigy_isinf", FloatBits.ofDouble(Double.NEGATIVE_INFINITY)));
        assertEquals(1L, d("__effigy_signbit", NEG_QNAN));
    }

    /** On symbolic arguments the functions are terms that evaluate, for every argument, to what {@link MathFunctions#apply} computes. */
    @Test
    void theTermsOfSymbolicArgumentsEvaluateAsTheConcreteFunctions() {
        effigy.term.TermFactory tf = new effigy.term.TermFactory();
        effigy.term.TermBuilder tb = new effigy.term.TermBuilder(tf);
        long[] values = {PZ, NZ, QNAN, NEG_QNAN, 0x7ff0000000000001L, FloatBits.ofDouble(1.0), FloatBits.ofDouble(-2.5), FloatBits.ofDouble(2.5),
                FloatBits.ofDouble(Double.POSITIVE_INFINITY), FloatBits.ofDouble(Double.NEGATIVE_INFINITY), 1L, FloatBits.ofDouble(-1e300)};
        String[] names = {"fabs", "sqrt", "floor", "ceil", "fmin", "fmax", "__effigy_isnan", "__effigy_isinf", "__effigy_isfinite", "__effigy_signbit"};
        effigy.term.Term.Sym x = tf.symbol("x", effigy.term.Sort.bv(64)), y = tf.symbol("y", effigy.term.Sort.bv(64));
        for (String name : names) {
            boolean classification = name.startsWith("__");
            effigy.ir.Type result = classification ? new effigy.ir.Type.BvType(32, true) : effigy.ir.Type.F64;
            effigy.term.Term t = MathFunctions.term(tb, name, new effigy.term.Term[] {x, y}, 64, result);
            for (long a : values) {
                for (long b : values) {
                    java.util.Map<effigy.term.Term.Sym, Object> m = new java.util.LinkedHashMap<>();
                    m.put(x, new java.math.BigInteger(Long.toUnsignedString(a)));
                    m.put(y, new java.math.BigInteger(Long.toUnsignedString(b)));
                    long expected = MathFunctions.apply(name, new long[] {a, b}, 64);
                    long got = ((java.math.BigInteger) effigy.term.Evaluator.eval(t, new effigy.term.Assignment(m))).longValue();
                    if (classification) expected = effigy.exec.Bits.norm(expected, 32);
                    assertEquals(expected, got, name + "(" + Long.toHexString(a) + ", " + Long.toHexString(b) + ")");
                }
            }
        }
    }

    @Test
    void aSymbolicArgumentIsComputedWithThePathForkingOnTheResult(@TempDir Path dir) throws Exception {
        Path src = dir.resolve("m.c");
        Files.writeString(src, "#include <math.h>\n#include <effigy.h>\nint main(void) { float x; effigy_symbolic(&x, sizeof x, \"x\");\n"
                + "  if (sqrtf(x) > 1.0f) return 1;\n  return 0; }\n");
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.execute(new String[] {"explore", src.toString(), "--json"}, new PrintWriter(out, true), new PrintWriter(err, true));
        assertTrue(code != Main.INTERNAL && code != Main.BAD_INPUT, () -> "exit " + code + ": " + err);
        JsonNode leaves = new ObjectMapper().readTree(out.toString()).get("leaves");
        assertEquals(2, leaves.size(), out::toString);
        java.util.Set<String> returns = new java.util.TreeSet<>();
        for (JsonNode l : leaves) {
            assertEquals("returned", l.get("status").asText(), out::toString);
            returns.add(l.get("outputs").get("return").get("text").asText());
        }
        assertEquals(java.util.Set.of("0", "1"), returns);
    }
}
