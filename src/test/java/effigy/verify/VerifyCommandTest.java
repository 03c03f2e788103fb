package effigy.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.cli.Main;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/**
 * {@code effigy verify}: Floyd's method with inductive assertions (a nonlinear one proved, a faulty
 * variant refuted with a counterexample), a loop without one flagged, King's SEARCH proved both ways
 * (an inductive assertion for all bounds; exhaustive exploration for SEARCH(A, 1, 5, ...)), and C with
 * effigy_invariant.
 */
class VerifyCommandTest {
    private record Result(int code, String out, String err) {}

    private static Result verify(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "verify";
        System.arraycopy(args, 0, all, 1, args.length);
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.execute(all, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Result(code, out.toString(), err.toString());
    }

    private static final String DIR = "src/test/resources/verify/";

    @Test
    void nonlinearInvariantProved() {
        Result r = verify(DIR + "square.eff", "--proc", "SQUARE");
        assertEquals(Main.OK, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("Floyd's method, inductive assertions at line 9"), r.out());
        assertTrue(r.out().contains("proved   line 9: inductive assertion (S = I * I & I < N), from the inductive assertion at line 9"), r.out());
        assertTrue(r.out().contains("proved   line 13: output predicate (S = N * N), from the inductive assertion at line 9"), r.out());
        assertTrue(r.out().contains("4 verification conditions: 4 proved, 0 refuted, 0 unknown: the program is correct"), r.out());
    }

    @Test
    void aSingleProcedureIsVerifiedWithoutProc() {
        Result r = verify(DIR + "square.eff");
        assertEquals(Main.OK, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("verify SQUARE(N, S): Floyd's method, inductive assertions at line 9"), r.out());
        assertTrue(r.out().contains("4 verification conditions: 4 proved, 0 refuted, 0 unknown: the program is correct"), r.out());
    }

    @Test
    void severalProceduresWithoutProcOrCallAreNamed() {
        Result r = verify("src/test/resources/eff-programs/division.eff");
        assertEquals(Main.BAD_INPUT, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("effigy: the program has 4 procedures (D, M, A, P): pick one with --proc P (its parameters symbolic)"
                + " or --call 'P(args)'"), r.err());
        assertTrue(r.err().contains("Try 'effigy verify --help'."), r.err());
        assertEquals("", r.out());
    }

    @Test
    void faultyVariantRefutedWithCounterexample() {
        Result r = verify(DIR + "square_bad.eff", "--proc", "SQUARE");
        assertEquals(Main.FOUND_ERROR, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("REFUTED  line 9: inductive assertion (S = I * I & I < N), from the inductive assertion at line 9"), r.out());
        assertTrue(r.out().contains("counterexample: N = "), r.out());
        assertTrue(r.out().contains("2 refuted"), r.out());
    }

    @Test
    void loopWithoutInductiveAssertionIsNamed() {
        Result r = verify(DIR + "square_noinv.eff", "--proc", "SQUARE", "--max-steps", "200");
        assertEquals(Main.BAD_INPUT, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("square_noinv.eff:8:") && r.err().contains("the loop at line 8 has no inductive assertion"), r.err());
    }

    @Test
    void searchOutputPredicateProvedWithAnInductiveAssertion() {
        Result r = verify(DIR + "search_floyd.eff", "--proc", "SEARCH");
        assertEquals(Main.OK, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("verify SEARCH(A, L, U, X, FOUND, J): Floyd's method, inductive assertions at line 8"), r.out());
        assertTrue(r.out().contains("output predicate (FOUND = 1 ⊃ A(J) = X), from the inductive assertion at line 8"), r.out());
        assertTrue(r.out().contains("0 refuted, 0 unknown: the program is correct"), r.out());
    }

    @Test
    void searchProvedByExhaustiveExplorationOfItsFiniteTree() {
        Result r = verify(DIR + "search_output.eff", "--call", "SEARCH(A, 1, 5, \"X\", FOUND, J)");
        assertEquals(Main.OK, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("exhaustive exploration of a finite execution tree (no inductive assertions needed)"), r.out());
        assertTrue(r.out().contains("path: X = A(1) & X < A(3)"), r.out());
        assertTrue(r.out().contains("11 verification conditions: 11 proved"), r.out());
    }

    @Test
    void cWithEffigyInvariant() {
        Result ok = verify(DIR + "evens.c");
        assertEquals(Main.OK, ok.code(), ok.out() + ok.err());
        assertTrue(ok.out().contains("inductive assertion effigy_invariant(s == 2 * i && i < n && n <= 1000), from the inductive assertion at line 11"), ok.out());
        assertTrue(ok.out().contains("4 proved, 0 refuted"), ok.out());
        Result bad = verify(DIR + "evens_bad.c");
        assertEquals(Main.FOUND_ERROR, bad.code(), bad.out() + bad.err());
        assertTrue(bad.out().contains("REFUTED  line 10: inductive assertion"), bad.out());
        assertTrue(bad.out().contains("counterexample: "), bad.out());
    }

    @Test
    void json() throws Exception {
        Result r = verify(DIR + "square_bad.eff", "--proc", "SQUARE", "--json");
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        var o = new com.fasterxml.jackson.databind.ObjectMapper().readTree(r.out());
        assertEquals("floyd", o.get("method").asText());
        assertEquals(9, o.get("cutLines").get(0).asInt());
        assertEquals(2, o.get("refuted").asInt());
        boolean withCounterexample = false;
        // the envelope's word (false) in verdict, the proof's own (refuted) in result
        for (var c : o.get("conditions")) withCounterexample |= c.get("verdict").asText().equals("false") && c.get("result").asText().equals("refuted") && c.has("counterexample");
        assertEquals("verify", o.get("command").asText());
        assertEquals("false", o.get("verdict").asText());
        assertTrue(withCounterexample, r.out());
    }

    @Test
    void aPathAtSomethingUnsupportedIsUndecidedNotRefuted() {
        // with --ints=math, '|' on a symbolic value ends its path as unsupported: Effigy's limit, not the program's error
        Result r = verify("src/test/resources/c/expect-error/ints-math-unsupported.c", "--ints=math");
        assertEquals(Main.UNKNOWN, r.code(), r.out() + r.err());   // undecided: unknown (4), not an internal error
        assertTrue(r.out().contains("unknown  line 13: path, from the entry"), r.out());
        assertTrue(r.out().contains("has no exact meaning on mathematical integers"), r.out());
        assertTrue(r.out().contains("0 proved, 0 refuted, 1 unknown"), r.out());
        assertTrue(!r.out().contains("REFUTED"), r.out());
    }

    @Test
    void cRuntimeErrorsRefuteCorrectness() {
        Result r = verify("src/test/resources/c/expect-error/div-zero-symbolic.c");
        assertEquals(Main.FOUND_ERROR, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("REFUTED") && r.out().contains("division-by-zero"), r.out());
    }
}
