package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code effigy bmc} on the lecture's two examples (slides "Bounded model checking"): bmc1 with k = 3 is
 * {@code false}, its counterexample (replayed concretely) showing s wrap around; bmc2 with k = 3 is {@code unknown},
 * the loop's bound being reachable, and with k = 255 {@code true}; without --unwind the bound is deepened.
 */
class BmcCliTest {
    private static final String BMC1 = "examples/lecture/bmc1.c", BMC2 = "examples/lecture/bmc2.c";

    private static CliRun run(String... args) { return CliRun.of("bmc", args); }

    @Test
    void bmc1WithThreeUnwindingsIsFalseAndSWrapsAround() throws Exception {
        CliRun r = run(BMC1, "--unwind", "3", "--json");
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals("false", j.get("verdict").asText());
        assertEquals("assertion", j.get("error").get("kind").asText());
        assertEquals(20, j.get("error").get("line").asInt());
        // the trace: s grows with each v, then a sum that wraps past 255 leaves s below the last v
        long lastS = -1, lastV = -1;
        boolean wrapped = false;
        for (JsonNode step : j.get("counterexample").get("steps")) {
            long value = Long.parseLong(step.get("value").asText());
            if (step.get("variable").asText().equals("v")) lastV = value;
            if (step.get("variable").asText().equals("s")) {
                if (lastS >= 0 && value < lastS) wrapped = true;
                lastS = value;
            }
        }
        assertTrue(wrapped && lastS < lastV, "s wraps around and ends below v: " + r.out());
        CliRun text = run(BMC1, "--unwind", "3");
        assertTrue(text.out().contains("Counterexample:") && text.out().contains("Violated: assertion at ")
                && text.out().strip().endsWith("Result: false"), text.out());
    }

    @Test
    void bmc2WithThreeUnwindingsIsUnknownBecauseTheBoundIsReachable() throws Exception {
        CliRun r = run(BMC2, "--unwind", "3", "--json");
        assertEquals(Main.UNKNOWN, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals("unknown", j.get("verdict").asText());
        assertEquals(18, j.get("reachableBounds").get(0).get("line").asInt(), r.out());
    }

    @Test
    void bmc2With255UnwindingsIsTrue() throws Exception {
        CliRun r = run(BMC2, "--unwind", "255", "--json");
        assertEquals(Main.OK, r.code(), r.err());
        assertEquals("true", new ObjectMapper().readTree(r.out()).get("verdict").asText(), r.out());
    }

    @Test
    void withoutUnwindTheBoundIsDeepenedUntilAVerdict() throws Exception {
        CliRun r = run(BMC1, "--json");
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals("false", j.get("verdict").asText());
        assertTrue(j.get("unwind").asInt() >= 2, r.out());
    }

    @Test
    void theCounterexampleIsWrittenAsATestThatReplays(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path tests = dir.resolve("tests");
        CliRun r = run(BMC1, "--unwind", "3", "--tests", tests.toString());
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        assertTrue(java.nio.file.Files.exists(tests.resolve("test-001.c")), "the C harness");
        CliRun replay = CliRun.of("replay", BMC1, tests.resolve("test-001.json").toString());
        assertEquals(Main.FOUND_ERROR, replay.code(), replay.err());
        assertTrue(replay.out().contains("reaches the recorded leaf (error"), replay.out());
    }

    /** A variable assigned on one side of a branch only: the states do not merge, so its read on the other side is found. */
    @Test
    void aVariableAssignedOnOneSideOnlyIsStillCheckedAfterTheJoin(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path c = dir.resolve("uninit.c");
        java.nio.file.Files.writeString(c, "extern int __VERIFIER_nondet_int(void);\nint main(void) {\n  int y;\n"
                + "  int c = __VERIFIER_nondet_int();\n  if (c > 0) y = 1;\n  return y;\n}\n");
        CliRun r = run(c.toString(), "--unwind", "2", "--json");
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals("false", j.get("verdict").asText(), r.out());
        assertEquals("uninitialized", j.get("error").get("kind").asText(), r.out());
    }

    @Test
    void anErrorOnBothSidesOfABranchHasACounterexampleThatReplays(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        // the error conditions' disjunction (x != 0 or x = 0) is true: the model names no input, yet the replay needs x
        java.nio.file.Path both = dir.resolve("both.c");
        java.nio.file.Files.writeString(both, """
                extern int __VERIFIER_nondet_int(void);
                extern void reach_error(void);
                int main(void) {
                  if (__VERIFIER_nondet_int()) reach_error(); else reach_error();
                  return 0;
                }
                """);
        CliRun r = run(both.toString(), "--json");
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals("false", j.get("verdict").asText(), r.out());
        assertEquals("reach-error", j.get("error").get("kind").asText(), r.out());
    }

    @Test
    void incrementalSolvingGivesTheSameVerdicts() throws Exception {
        ObjectMapper m = new ObjectMapper();
        for (String[] c : new String[][] {{BMC1, "3", "false"}, {BMC2, "3", "unknown"}, {BMC2, "16", "unknown"}}) {
            CliRun fresh = run(c[0], "--unwind", c[1], "--json"), inc = run(c[0], "--unwind", c[1], "--json", "--incremental");
            assertEquals(c[2], m.readTree(fresh.out()).get("verdict").asText());
            assertEquals(c[2], m.readTree(inc.out()).get("verdict").asText(), inc.err());
        }
        // deepening (the definitions of bound k kept for 2k) and k-induction's step on one solver
        CliRun deep = run(BMC1, "--incremental", "--json");
        assertEquals("false", m.readTree(deep.out()).get("verdict").asText());
        CliRun step = run("src/test/resources/kinduction/saturate_true.c", "--incremental", "--k-induction", "--json");
        assertEquals("true", m.readTree(step.out()).get("verdict").asText(), step.err());
    }

    @Test
    void withMathematicalIntegersBmc1sSumCannotWrap() throws Exception {
        CliRun r = run(BMC1, "--unwind", "3", "--ints=math", "--json");
        assertEquals(Main.UNKNOWN, r.code(), r.err());
        assertEquals("unknown", new ObjectMapper().readTree(r.out()).get("verdict").asText(), "no error within the bound; the bound is reachable");
    }
}
