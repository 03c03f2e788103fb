package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Output stays in proportion to what it says: a recursion 300 deep gives 303 leaves whose path conditions
 * each state one value of x, not the 300 disequalities that lead there (which made each leaf's row grow
 * with its depth: 1.7 MB of table for this program, 150 MB of JSON for 2,000 leaves without the bound).
 */
class DeepRecursionPathConditionTest {
    private static final String FILE = "src/test/resources/pc/deep-recursion.c";

    @ParameterizedTest
    @ValueSource(strings = {"bv", "math"})
    void eachLeafShowsItsValue(String ints) throws Exception {
        CliTest.Result json = CliTest.run("explore", FILE, "--max-steps", "100000", "--ints=" + ints, "--json", "--no-replay");
        assertEquals(0, json.code(), json.err());
        JsonNode leaves = new ObjectMapper().readTree(json.out()).get("leaves");
        assertEquals(303, leaves.size());
        int equalities = 0;
        for (JsonNode leaf : leaves) {
            String text = leaf.get("pc").get("text").asText(), smt2 = leaf.get("pc").get("smt2").asText();
            assertTrue(text.length() < 200 && smt2.length() < 200, () -> "leaf " + leaf.get("id") + ": " + text);
            if (text.contains("==") && !text.contains("<")) equalities++;
        }
        assertEquals(301, equalities, "x == 0, ..., x == 300: each leaf under the bound is one value of x");
        assertTrue(json.out().length() < 300_000, "JSON of " + json.out().length() + " characters");

        CliTest.Result table = CliTest.run("explore", FILE, "--max-steps", "100000", "--ints=" + ints, "--no-replay");
        assertEquals(0, table.code(), table.err());
        assertTrue(table.out().length() < 30_000, "table of " + table.out().length() + " characters");
        for (String line : table.out().split("\n")) assertTrue(line.length() < 200, line);
        assertTrue(table.out().contains(" == 300 "), table.out());
    }
}
