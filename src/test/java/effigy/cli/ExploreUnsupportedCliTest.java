package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A path that reaches something Effigy does not support ends in an {@code unsupported} error leaf: Effigy's limit,
 * not the program's error. {@code explore} shows the leaf's row as it is, but does not count it as an error found
 * (exit status, counts), and does not call the tree explored completely.
 */
class ExploreUnsupportedCliTest {
    /** With --ints=math, '|' on a symbolic value is unsupported; the other path returns. */
    private static final String UNSUPPORTED_ONLY = "src/test/resources/c/expect-error/ints-math-unsupported.c";

    @Test
    void anUnsupportedLeafAloneIsNoErrorFoundAndLeavesTheTreeIncomplete() {
        CliRun r = CliRun.of("explore", UNSUPPORTED_ONLY, "--ints=math");
        assertEquals(Main.UNKNOWN, r.code(), "no error found, the tree incomplete: " + r.out() + r.err());
        // the leaf's own row: a status of its own (unsupported, not error), with its message
        assertTrue(r.out().contains("1  unsupported ") && r.out().contains("unsupported at " + UNSUPPORTED_ONLY + ":13:16"), r.out());
        assertTrue(r.out().contains("\n1 returned, 1 unsupported\n"), r.out());
        assertTrue(r.out().contains("2 leaves, incomplete: 1 path reached what Effigy does not support"), r.out());
        assertFalse(r.out().contains("tree explored completely"), r.out());
    }

    @Test
    void theJsonSaysIncompleteAndCountsTheUnsupportedPaths() throws Exception {
        CliRun r = CliRun.of("explore", UNSUPPORTED_ONLY, "--ints=math", "--json");
        assertEquals(Main.UNKNOWN, r.code(), r.err());
        JsonNode j = r.json();
        assertFalse(j.get("complete").asBoolean(), r.out());
        assertFalse(j.has("stoppedBecause"), r.out());
        assertEquals(1, j.get("unsupported").asInt(), r.out());
        JsonNode leaf = j.get("leaves").get(0);
        assertEquals("unsupported", leaf.get("status").asText(), r.out());
        assertEquals("unsupported", leaf.get("error").get("kind").asText(), r.out());
    }

    @Test
    void aRealErrorBesideAnUnsupportedLeafIsStillFound(@TempDir Path dir) throws Exception {
        Path c = dir.resolve("both.c");
        Files.writeString(c, """
                extern int __VERIFIER_nondet_int(void);
                int main(void) {
                  int x = __VERIFIER_nondet_int();
                  if (x > 10) return x | 4;
                  if (x < 0) return 10 / (x + 1 - x - 1);
                  return 0;
                }
                """);
        CliRun r = CliRun.of("explore", c.toString(), "--ints=math");
        assertEquals(Main.FOUND_ERROR, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("\n1 returned, 1 error, 1 unsupported\n"), r.out());
        assertTrue(r.out().contains("3 leaves, incomplete: 1 path reached what Effigy does not support"), r.out());
    }

    @Test
    void withoutUnsupportedLeavesTheSummaryIsAsBefore() {
        CliRun r = CliRun.of("explore", "examples/lecture/foo.c", "--entry", "foo", "--check-overflow");
        assertEquals(Main.FOUND_ERROR, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("tree explored completely"), r.out());
        assertFalse(r.out().contains("unsupported"), r.out());
    }
}
