package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import effigy.report.LeafReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The exploration streams its leaves (table rows, JSON leaves, test files) instead of holding them, and
 * its limits hold for the whole command: {@code --max-time} stops a path that computes without branching
 * and the replays, {@code --stop-on-error} ends at the first error leaf; stopped runs still write
 * complete, well-formed results marked partial.
 */
class ExploreStreamingTest {
    @TempDir Path tmp;

    /** 2^11 = 2048 paths, more than the table holds before it streams. */
    private Path manyPaths() throws Exception {
        Path c = tmp.resolve("many.c");
        Files.writeString(c, """
                #include <effigy.h>
                int main(void) {
                  unsigned char in[11];
                  effigy_symbolic(in, sizeof in, "in");
                  int n = 0;
                  for (int i = 0; i < 11; i++)
                    if (in[i] > 100) n++;
                  return n;
                }
                """);
        return c;
    }

    @Test
    void aTableOfMoreLeavesThanItHoldsIsOneTableWithEveryRowInOrder() throws Exception {
        CliTest.Result r = CliTest.run("explore", manyPaths().toString());
        assertEquals(0, r.code(), r.err());
        String[] lines = r.out().split("\n");
        assertTrue(lines[0].startsWith("TEST(1000) main()"), lines[0]);
        assertTrue(lines[1].matches("\\s+#\\s+status\\s+path condition\\s+return"), lines[1]);
        Pattern row = Pattern.compile("^\\s*(\\d+)  returned  (.*?)\\s+(\\d+)$");
        int expected = 1;
        for (int i = 2; i < lines.length && expected <= 2048; i++) {
            Matcher m = row.matcher(lines[i]);
            assertTrue(m.matches(), "line " + (i + 1) + ": " + lines[i]);
            assertEquals(expected, Integer.parseInt(m.group(1)), lines[i]);
            // the return value counts the conditions "100 < ..." that hold on the row's path
            int greater = m.group(2).split("100 < ", -1).length - 1;
            assertEquals(greater, Integer.parseInt(m.group(3)), lines[i]);
            expected++;
        }
        assertEquals(2049, expected, "rows");
        assertTrue(r.out().contains("\n2048 returned\n"), r.out().substring(r.out().length() - 600));
        assertTrue(r.out().contains("every test replayed concretely to its leaf"));
        assertTrue(r.out().matches("(?s).*\ntime \\d+\\.\\d{3} s: start-up \\d+\\.\\d{3}, frontend \\d+\\.\\d{3}, exploration \\d+\\.\\d{3} "
                + "\\(solver \\d+\\.\\d{3}\\), replay \\d+\\.\\d{3} \\(\\d+\\.\\d{3} on its thread\\), output \\d+\\.\\d{3}\n"), r.out().substring(r.out().length() - 400));
        assertTrue(LeafReport.TableWriter.HELD < 2048, "the test needs more leaves than the table holds");
    }

    @Test
    void jsonAndTestFilesStreamEveryLeaf() throws Exception {
        Path tests = tmp.resolve("tests");
        CliTest.Result r = CliTest.run("explore", manyPaths().toString(), "--json", "--tests", tests.toString());
        assertEquals(0, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals(2048, j.get("leaves").size());
        assertEquals(2048, j.get("leaves").get(2047).get("id").asInt());
        assertEquals("in", j.get("symbols").get(0).get("name").asText());
        assertTrue(j.get("complete").asBoolean());
        assertEquals(2048, j.get("stats").get("paths").asInt());
        assertEquals(2048, j.get("testsReplayed").asInt());
        assertTrue(j.get("stats").get("time").get("total").asDouble() > 0);
        try (Stream<Path> files = Files.list(tests)) {
            assertEquals(2 * 2048, files.count(), "a JSON test and a C harness per leaf");
        }
        assertTrue(Files.exists(tests.resolve("test-2048.json")));
        try (Stream<Path> siblings = Files.list(tmp)) {
            assertFalse(siblings.anyMatch(p -> p.getFileName().toString().startsWith(".tests")), "the staging directory is gone");
        }
    }

    @Test
    void maxTimeStopsAPathThatComputesWithoutBranching() throws Exception {
        Path c = tmp.resolve("long.c");
        Files.writeString(c, """
                #include <effigy.h>
                int main(void) {
                  int x = __VERIFIER_nondet_int();
                  if (x > 0) return 1;
                  unsigned long s = 0;
                  for (unsigned long i = 0; i < 4000000000UL; i++) s += i;
                  return (int) s;
                }
                """);
        long start = System.nanoTime();
        CliTest.Result r = CliTest.run("explore", c.toString(), "--max-steps", "2000000000", "--max-time", "1.5", "--json");
        double seconds = (System.nanoTime() - start) / 1e9;
        assertTrue(seconds < 3.5, "took " + seconds + " s");
        assertEquals(Main.UNKNOWN, r.code(), "stopped by the time limit: " + r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());   // complete, well-formed JSON
        assertFalse(j.get("complete").asBoolean());
        assertEquals("time limit", j.get("stoppedBecause").asText());
        assertEquals(1, j.get("leaves").size(), "the leaf found before the long path is kept");
    }

    @Test
    void maxTimeStopsALongPathBehindAFork() throws Exception {
        Path c = tmp.resolve("fork.c");
        // three paths; the one with x == 0 computes for minutes, and so would its replay
        Files.writeString(c, """
                #include <effigy.h>
                int main(void) {
                  int x = __VERIFIER_nondet_int();
                  if (x > 0) return 1;
                  unsigned long s = 0;
                  for (unsigned long i = 0; i < (unsigned long) (x == 0 ? 3000000000UL : 1); i++) s += i;
                  return (int) s;
                }
                """);
        long start = System.nanoTime();
        CliTest.Result r = CliTest.run("explore", c.toString(), "--max-steps", "2000000000", "--max-time", "1.5");
        double seconds = (System.nanoTime() - start) / 1e9;
        assertTrue(seconds < 3.5, "took " + seconds + " s");
        assertTrue(r.out().contains("stopped by time limit"), r.out());
    }

    @Test
    void stopOnErrorEndsAtTheFirstErrorLeaf() throws Exception {
        Path c = tmp.resolve("err.c");
        Files.writeString(c, """
                #include <effigy.h>
                int main(void) {
                  unsigned char in[8];
                  effigy_symbolic(in, sizeof in, "in");
                  for (int i = 0; i < 8; i++)
                    if (in[i] == 'x') __VERIFIER_assert(i != 5);
                  return 0;
                }
                """);
        CliTest.Result all = CliTest.run("explore", c.toString(), "--json");
        CliTest.Result first = CliTest.run("explore", c.toString(), "--json", "--stop-on-error");
        assertEquals(1, all.code(), all.err());
        assertEquals(1, first.code(), first.err());
        JsonNode a = new ObjectMapper().readTree(all.out()), f = new ObjectMapper().readTree(first.out());
        assertTrue(a.get("complete").asBoolean());
        assertFalse(f.get("complete").asBoolean());
        assertEquals("the first error leaf (--stop-on-error)", f.get("stoppedBecause").asText());
        JsonNode leaves = f.get("leaves");
        assertEquals("error", leaves.get(leaves.size() - 1).get("status").asText());
        for (int i = 0; i < leaves.size() - 1; i++) assertEquals("returned", leaves.get(i).get("status").asText());
        assertTrue(leaves.size() < a.get("leaves").size());
    }
}
