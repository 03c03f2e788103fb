package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code effigy termination} and {@code effigy complexity} on the paper's Fig. 1 (Hensel et al.): f does not
 * terminate (witness x = 4294967295), g terminates with bit-vectors only, h is linear in j; both semantics compared,
 * the JSON's shape, the exports written whole, and bad input; regressions, each in a process of its own: the triangle
 * loop's complexity is quadratic, and the sentinel search (a ranking constant beyond a long) is answered, without an
 * internal error.
 */
class TerminationCliTest {
    private static final String FIG1 = "examples/termination/fig1.c";

    @Test
    void fDoesNotTerminateWithTheWitnessUintMaxAndTerminatesWithMathematicalIntegers() throws Exception {
        CliRun r = CliRun.of("termination", FIG1, "--entry", "f", "--json");
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        JsonNode j = r.json();
        assertEquals("does-not-terminate", j.get("result").asText());
        assertEquals("false", j.get("verdict").asText());
        JsonNode w = j.get("witness");
        assertEquals("4294967295", w.get("input").get("x").asText());
        assertTrue(w.get("recurrentSet").toString().contains("x = 4294967295"), w.toString());
        assertEquals(1000, w.get("replayed").asInt());
        JsonNode math = j.get("semantics").get("math");
        assertEquals("terminates", math.get("result").asText());
        assertEquals("true", math.get("verdict").asText());
        assertEquals("x - j", math.get("ranking").get(0).get("components").get(0).asText());
        assertTrue(j.get("semantics").get("dependsOnWrapAround").asBoolean());
    }

    /**
     * Chen, Flur and Mukhopadhyay's Ex2.02 (TPDB, SV-COMP expects false): {@code while (x < 0) { x = x + y; y--; }}. With
     * bit-vectors a ranking function exists, because x + y wraps; in C that wrap is undefined, and over mathematical
     * integers the loop runs for ever from x = -1, y = -1: C's answer is the witness, not the bit-vector proof.
     */
    @Test
    void aLoopThatEndsOnlyBySignedOverflowDoesNotTerminateInC(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("ex202.c");
        Files.writeString(file, """
                extern int __VERIFIER_nondet_int(void);
                int main() {
                    int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
                    while (x < 0) {
                        x = x + y;
                        y = y - 1;
                    }
                    return 0;
                }
                """);
        CliRun r = CliRun.of("termination", file.toString(), "--json");
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        JsonNode j = r.json();
        assertEquals("c", j.get("holdsFor").asText());
        assertEquals("does-not-terminate", j.get("result").asText());
        assertEquals("math", j.get("semantics").get("c").get("basis").asText());
        assertEquals("terminates", j.get("semantics").get("bv").get("result").asText(), "the wrap-around proof, not C's");
        assertTrue(j.get("witness").get("recurrentSet").size() > 0, j.toString());
        CliRun bv = CliRun.of("termination", file.toString(), "--ints=bv");
        assertEquals(Main.OK, bv.code(), "with -fwrapv's semantics asked for, it terminates");
    }

    /** A signed counter that can overflow: the bit-vector proof is not C's, and no witness exists: unknown, never terminates. */
    @Test
    void aBitVectorProofWithAPossibleSignedOverflowIsNotATerminationProofInC(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("overflow.c");
        Files.writeString(file, """
                int f(int n) {
                    int s = 0;
                    for (int i = 0; i < 10; i++) s = s + n;
                    return s;
                }
                """);
        CliRun r = CliRun.of("termination", file.toString(), "--entry", "f", "--json", "--max-time", "20");
        assertEquals(Main.UNKNOWN, r.code(), r.err());
        JsonNode c = r.json().get("semantics").get("c");
        assertEquals("unknown", c.get("result").asText());
        assertTrue(c.get("why").asText().contains("holds in C only if no signed operation overflows"), c.toString());
        assertEquals("terminates", r.json().get("semantics").get("bv").get("result").asText());
    }

    /**
     * TPDB's aaron1 (SV-COMP: terminates): from {@code i = j = an = bn = INT_MAX} the loop runs for ever only by wrapping
     * i and j around, which C leaves undefined: that bit-vector witness is not C's, and C's answer is not
     * does-not-terminate (it is unknown: i + 1 can overflow, so no proof either).
     */
    @Test
    void aLoopThatRunsForEverOnlyByWrappingASignedValueHasNoWitnessInC() throws Exception {
        Path file = Path.of("src/test/resources/svcomp/portfolio/aaron1.c");
        CliRun r = CliRun.of("termination", file.toString(), "--json", "--max-time", "20");
        assertEquals(Main.UNKNOWN, r.code(), r.err());
        assertEquals("terminates", r.json().get("semantics").get("math").get("result").asText());
        assertEquals(Main.FOUND_ERROR, CliRun.of("termination", file.toString(), "--ints=bv", "--max-time", "20").code(),
                "with everything wrapping (-fwrapv) it does run for ever");
    }

    @Test
    void gTerminatesOnlyBecauseUnsignedWrapsAround() throws Exception {
        CliRun r = CliRun.of("termination", FIG1, "--entry", "g");
        // C's semantics (no --ints): unsigned wrap-around is C's too, and g has no signed operation to overflow, so the
        // bit-vector proof is C's; over mathematical integers it does not terminate
        assertEquals(Main.OK, r.code(), r.err());
        assertTrue(r.out().contains("C (unsigned arithmetic wraps, signed overflow is undefined): terminates: the bit-vector proof, and no signed operation overflows"), r.out());
        assertTrue(r.out().contains("bit-vectors (signed overflow ends a run): terminates"), r.out());
        assertTrue(r.out().contains("mathematical integers: does-not-terminate"), r.out());
        assertTrue(r.out().contains("wrap-around is what ends it"), r.out());
        assertEquals(Main.OK, CliRun.of("termination", FIG1, "--entry", "g", "--ints=bv").code(), "bit-vectors alone asked for: terminates");
        CliRun math = CliRun.of("termination", FIG1, "--entry", "g", "--ints=math", "--json", "--replay-iterations", "50");
        assertEquals(Main.FOUND_ERROR, math.code(), math.err());
        JsonNode w = math.json().get("witness");
        assertEquals(50, w.get("replayed").asInt());
        assertFalse(math.json().has("semantics") && math.json().get("semantics").has("bv"), "one semantics asked for, one analysed");
    }

    @Test
    void hIsLinearInJAndARunComesNearTheBound(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("h.svg");
        CliRun r = CliRun.of("complexity", FIG1, "--entry", "h", "--ints=bv", "--json", "--plot", svg.toString());
        assertEquals(Main.OK, r.code(), r.err());
        JsonNode b = r.json().get("bound");
        assertEquals("linear", b.get("class").asText());
        String e = b.get("expression").asText();
        assertTrue(e.matches("max\\(\\d+, \\d+\\*j \\+ \\d+\\)"), e);
        JsonNode n = b.get("nearest");
        BigInteger measured = new BigInteger(n.get("measured").asText()), bound = new BigInteger(n.get("bound").asText());
        assertTrue(measured.compareTo(bound) <= 0, "a measured run above its bound: " + n);
        assertTrue(measured.multiply(BigInteger.valueOf(10)).compareTo(bound.multiply(BigInteger.valueOf(9))) >= 0, "the bound is tight to 10%: " + n);
        String plot = Files.readString(svg);
        assertTrue(plot.startsWith("<?xml") || plot.startsWith("<svg"), plot.substring(0, 40));
        assertTrue(plot.contains("measured") && plot.contains("bound"), "both series in the plot");
    }

    @Test
    void gsBoundIsInTheTypesRangeAsThePapersBUmax() throws Exception {
        // the paper: max(21, 7*b_umax32 - 7*j + 14) LLVM instructions; here statements, the same shape
        CliRun r = CliRun.of("complexity", FIG1, "--entry", "g", "--ints=bv", "--json");
        assertEquals(Main.OK, r.code(), r.err());
        JsonNode b = r.json().get("bound");
        assertEquals("linear", b.get("class").asText());
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("max\\(\\d+, (\\d+)\\*UINT_MAX - (\\d+)\\*j \\+ \\d+\\)")
                .matcher(b.get("expression").asText());
        assertTrue(m.matches(), b.get("expression").asText());
        assertEquals(m.group(1), m.group(2), "a loop that runs from j up to UINT_MAX: the same weight on both");
    }

    @Test
    void instructionsAreCountedWithCostInstructions() throws Exception {
        CliRun st = CliRun.of("complexity", FIG1, "--entry", "h", "--ints=bv", "--json");
        CliRun in = CliRun.of("complexity", FIG1, "--entry", "h", "--ints=bv", "--json", "--cost", "instructions");
        assertEquals(Main.OK, in.code(), in.err());
        assertEquals("instructions", in.json().get("bound").get("unit").asText());
        assertEquals("linear", in.json().get("bound").get("class").asText());
        assertFalse(st.json().get("bound").get("expression").equals(in.json().get("bound").get("expression")),
                "an IR instruction is not a statement");
    }

    @Test
    void exportsAreWrittenWithTheMathSuffixForTheSecondSemantics(@TempDir Path dir) throws Exception {
        Path koat = dir.resolve("g.koat"), dot = dir.resolve("g.dot");
        CliRun r = CliRun.of("termination", FIG1, "--entry", "g", "--its", koat.toString(), "--dot", dot.toString());
        assertEquals(Main.OK, r.code(), "in C g terminates; " + r.err());
        assertTrue(Files.readString(koat).startsWith("(GOAL COMPLEXITY)"));
        assertTrue(Files.exists(dir.resolve("g.math.koat")));
        assertTrue(Files.readString(dot).startsWith("digraph"));
        assertTrue(Files.exists(dir.resolve("g.math.dot")));
        try (var files = Files.list(dir)) {
            assertTrue(files.noneMatch(p -> p.getFileName().toString().startsWith(".")), "no temporary file left behind");
        }
    }

    @Test
    void badInputIsReportedWithStatusTwo() {
        CliRun noFn = CliRun.of("termination", FIG1, "--entry", "nosuch");
        assertEquals(Main.BAD_INPUT, noFn.code());
        assertFalse(noFn.err().contains("Exception"), noFn.err());
        CliRun cost = CliRun.of("complexity", FIG1, "--entry", "h", "--cost", "cycles");
        assertEquals(Main.BAD_INPUT, cost.code());
        assertTrue(cost.err().contains("--cost"), cost.err());
        CliRun missing = CliRun.of("termination", "examples/termination/nosuch.c");
        assertEquals(Main.BAD_INPUT, missing.code());
        CliRun eff = CliRun.of("termination", "examples/king/power.eff");
        assertEquals(Main.BAD_INPUT, eff.code(), eff.err());
    }

    @Test
    void theComplexityOfTheTriangleLoopIsQuadraticWithoutAnInternalError(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("triangle.c");
        Files.writeString(file, LoopsCliTest.TRIANGLE);
        CliRun r = CliRun.inOwnProcess(180, "complexity", file.toString(), "--entry", "f", "--json", "--max-time", "30");
        assertTrue(r.noInternalError(), r.err());
        assertEquals(Main.OK, r.code(), r.err());
        assertEquals("quadratic", r.json().get("bound").get("class").asText(), r.out());
    }

    @Test
    void theSentinelSearchIsAnsweredWithoutAnInternalErrorWhereARankingFunctionsConstantDoesNotFitALong() throws Exception {
        // the loop at line 12 is ranked by -i + 18446744073709551614 with bit-vectors: its check once converted the
        // constant with longValueExact
        CliRun r = CliRun.inOwnProcess(180, "termination", "src/test/resources/loops/sentinel_search.c", "--json", "--ints=bv");
        assertTrue(r.noInternalError(), r.err());
        assertEquals(Main.OK, r.code(), r.err());
        JsonNode j = r.json();
        assertEquals("main", j.get("entry").asText());
        assertEquals("terminates", j.get("result").asText(), r.out());
        assertEquals("true", j.get("verdict").asText(), r.out());
    }

    @Test
    void aLoopWithNoExitIsNotAnInternalError() throws Exception {
        CliRun r = CliRun.of("termination", "src/test/resources/termination-cases/no_exit_loop.c", "--max-time", "6");
        assertTrue(r.code() == Main.UNKNOWN || r.code() == Main.FOUND_ERROR, r.out() + r.err());
        assertFalse(r.err().contains("internal error"), r.err());
        assertFalse(r.out().contains("terminates\n"), r.out());
    }

    @Test
    void aVariableAssignedInAJumpedOverLoopHasAValueAfterIt() throws Exception {
        CliRun r = CliRun.of("complexity", "src/test/resources/termination-cases/assigned_in_inner_loop.c", "--max-time", "6");
        assertFalse(r.err().contains("internal error"), r.err());
        assertTrue(r.code() == Main.OK || r.code() == Main.UNKNOWN, r.out() + r.err());
    }

    /** A state that lacks one of the header's variables leaves it unconstrained in the ranking's cases (it was an internal error). */
    @Test
    void aVariableMissingFromAStateIsNoInternalError() throws Exception {
        CliRun r = CliRun.of("termination", "src/test/resources/termination-cases/variable_not_in_every_state.c", "--ints=bv", "--max-time", "20");
        assertFalse(r.err().contains("internal error"), r.err());
        assertEquals(Main.FOUND_ERROR, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("loop at line 17 (main): "), "the second loop, whose ranking failed, is reported: " + r.out());
    }

    /** A local read before it is assigned has any value (C's indeterminate value), so a loop over it is not proved to terminate. */
    @Test
    void aLoopOverAnUninitializedLocalIsNotSaidToTerminate() throws Exception {
        CliRun r = CliRun.of("termination", "src/test/resources/termination-cases/uninitialized_loop.c", "--json", "--max-time", "20");
        assertFalse(r.err().contains("internal error"), r.err());
        assertTrue(r.code() == Main.UNKNOWN || r.code() == Main.FOUND_ERROR, r.out() + r.err());
        assertFalse(r.json().get("result").asText().equals("terminates"), r.out());
        assertFalse(r.json().get("semantics").get("bv").get("result").asText().equals("terminates"), r.out());
    }
}
