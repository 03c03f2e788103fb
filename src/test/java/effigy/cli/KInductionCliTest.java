package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code effigy bmc --k-induction}: loops with no finite bound proved by the inductive step; errors still found by
 * the base case; no {@code true} where the step fails at every k (an invariant k-induction cannot see) or where a
 * loop stores through a pointer that names no object and is only unwound; arrays and globals havocked (those its callees
 * write too); the early exit from a loop that would let an arbitrary start escape;
 * and the lecture's bmc2, proved with k-induction on.
 */
class KInductionCliTest {
    private static final String DIR = "src/test/resources/kinduction/";

    private static CliRun bmc(String... args) { return CliRun.of("bmc", args); }

    @Test
    void aLoopWithNoBoundIsProvedByTheInductiveStep() throws Exception {
        CliRun plain = bmc(DIR + "saturate_true.c", "--unwind", "8", "--json");
        assertEquals("unknown", plain.json().get("verdict").asText(), "BMC alone: the bound is reachable at every k");
        assertEquals(Main.UNKNOWN, plain.code(), "unknown is not a proof: " + plain.err());
        CliRun r = bmc(DIR + "saturate_true.c", "--k-induction", "--json");
        assertEquals(Main.OK, r.code(), r.err());
        assertEquals("true", r.json().get("verdict").asText());
        assertTrue(r.json().get("kInduction").asBoolean());
        assertEquals(1, r.json().get("unwind").asInt());
        CliRun text = bmc(DIR + "saturate_true.c", "--k-induction");
        assertTrue(text.out().contains("Proved by k-induction with k = 1") && text.out().strip().endsWith("Result: true"), text.out());
    }

    @Test
    void anAssumedPassingIterationCarriesTheAssertion() throws Exception {
        CliRun r = bmc(DIR + "parity_true.c", "--k-induction", "--json");
        assertEquals("true", r.json().get("verdict").asText(), r.err());
        assertTrue(r.json().get("kInduction").asBoolean());
    }

    @Test
    void theBaseCaseStillFindsTheErrorAfterAHundredIterations() throws Exception {
        CliRun r = bmc(DIR + "saturate_false.c", "--k-induction", "--json");
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        assertEquals("false", r.json().get("verdict").asText());
        assertEquals(128, r.json().get("unwind").asInt(), "x reaches 100 in the 100th iteration");
    }

    @Test
    void noTrueWhereTheStepFails() throws Exception {
        // x != 7 holds (x stays even) but is k-inductive for no k: x = 7 - 2k passes k checks
        for (String k : List.of("1", "4", "16")) {
            CliRun r = bmc(DIR + "even_true.c", "--k-induction", "--unwind", k);
            assertTrue(r.out().strip().endsWith("Result: unknown"), "k = " + k + ": " + r.out());
            assertTrue(r.err().contains("the inductive step fails"), r.err());
        }
    }

    @Test
    void aLoopThatStoresThroughAPointerParameterIsUnwoundNotHavocked() throws Exception {
        CliRun r = bmc(DIR + "pointer_store_true.c", "--k-induction", "--unwind", "4");
        assertTrue(r.out().strip().endsWith("Result: unknown"), r.out());
        assertTrue(r.err().contains("writes memory"), r.err());
    }

    @Test
    void arraysAndGlobalsTheLoopWritesAreHavocked() throws Exception {
        CliRun array = bmc(DIR + "array_write_true.c", "--k-induction", "--json");
        assertEquals("true", array.json().get("verdict").asText(), array.err());
        assertEquals(1, array.json().get("unwind").asInt());
        CliRun global = bmc(DIR + "global_mod_true.c", "--k-induction", "--json");
        assertEquals("true", global.json().get("verdict").asText(), global.err());
        assertTrue(global.json().get("unwind").asInt() >= 8, global.out());
        // what the array carries between iterations is not lost: the error after 17 iterations is found
        CliRun count = bmc(DIR + "array_count_false.c", "--k-induction", "--json");
        assertEquals(Main.FOUND_ERROR, count.code(), count.err());
        assertEquals(32, count.json().get("unwind").asInt());
    }

    @Test
    void theGlobalsACalleeWritesAreHavockedWithTheLoop() throws Exception {
        // a static local of the callee: the loop is jumped over with it havocked, and the step holds at k = 1
        CliRun stat = bmc(DIR + "callee_static_true.c", "--k-induction", "--json");
        assertEquals("true", stat.json().get("verdict").asText(), stat.err());
        assertTrue(stat.json().get("kInduction").asBoolean());
        assertEquals(1, stat.json().get("unwind").asInt());
        // a global the callee counts in: havocked too, so no step proves g < 20; the base case finds the 20th iteration
        CliRun count = bmc(DIR + "callee_global_false.c", "--k-induction", "--json");
        assertEquals(Main.FOUND_ERROR, count.code(), count.err());
        assertEquals("false", count.json().get("verdict").asText());
    }

    @Test
    void aLoopLeftEarlyKeepsItsRealStart() throws Exception {
        // an arbitrary x (negative, or 10 and more) leaving the loop at once would fail the assertion after it;
        // the step holds only once k iterations of (x + 1) % 10 bring any x into [0, 10)
        CliRun r = bmc(DIR + "exit_early_true.c", "--k-induction", "--json");
        assertEquals("true", r.json().get("verdict").asText(), r.err());
        assertTrue(r.json().get("unwind").asInt() >= 8, r.out());
        CliRun small = bmc(DIR + "exit_early_true.c", "--k-induction", "--unwind", "2", "--json");
        assertEquals("unknown", small.json().get("verdict").asText());
        assertFalse(small.json().get("kInduction").asBoolean());
    }

    @Test
    void bmc2IsProvedWithKInduction() throws Exception {
        // the loop runs at most 255 times (n is an unsigned char): at k = 256 no path reaches the bound
        CliRun r = bmc("examples/lecture/bmc2.c", "--k-induction", "--json");
        assertEquals(Main.OK, r.code(), r.err());
        assertEquals("true", r.json().get("verdict").asText());
        assertEquals(256, r.json().get("unwind").asInt());
    }
}
