package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code effigy explore --pc-engine wp}: the weakest-precondition engine's table, JSON, tests and diagnostics. */
class WpCliTest {
    @TempDir Path tmp;

    /** The table without its timing lines. */
    private static String table(String out) {
        return out.replaceAll("(?m)^\\d+ lea(f|ves), .*$", "").replaceAll("(?m)^time .*$", "");
    }

    @Test
    void searchGivesKingsElevenLeavesAsTheForwardEngine() {
        String[] call = {"explore", "examples/king/search.eff", "--call", "SEARCH(A, 1, 5, \"X\", FOUND, J)"};
        CliTest.Result forward = CliTest.run(call);
        CliTest.Result wp = CliTest.run(concat(call, "--pc-engine", "wp"));
        assertEquals(0, wp.code(), wp.err());
        assertEquals(table(forward.out()), table(wp.out()));
        assertTrue(wp.out().contains(" 9  returned  X = A(5) & X > A(3) & X > A(4)  1      5"), wp.out());
        assertTrue(wp.out().contains("every test replayed concretely to its leaf"), wp.out());
    }

    @Test
    void errorLeavesExitWithStatusOneAndJsonHasTheLeaves() throws Exception {
        Path div = tmp.resolve("div.eff");
        Files.writeString(div, "D: PROCEDURE (A, B);\n  IF B > 10 THEN RETURN (0);\n  RETURN (A / B);\nEND;\n");
        CliTest.Result r = CliTest.run("explore", div.toString(), "--call", "D(\"A\", \"B\")", "--pc-engine", "wp", "--json");
        assertEquals(1, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals(3, j.get("leaves").size());
        assertEquals("error", j.get("leaves").get(1).get("status").asText());
        assertEquals("division-by-zero", j.get("leaves").get(1).get("error").get("kind").asText());
        assertEquals("B = 0", j.get("leaves").get(1).get("pc").get("text").asText());
        assertTrue(j.get("replayed").asBoolean());
    }

    @Test
    void testsWrittenFromWpLeavesReplay() throws IOException {
        Path dir = tmp.resolve("tests");
        CliTest.Result r = CliTest.run("explore", "examples/king/power.eff", "--call", "POWER(\"X\", \"Y\")", "--max-steps", "30",
                "--pc-engine", "wp", "--tests", dir.toString());
        assertEquals(Main.UNKNOWN, r.code(), "paths ended by the step limit: " + r.err());
        assertTrue(r.out().contains("1  limit     Y >= 7"), r.out());
        CliTest.Result replay = CliTest.run("replay", "examples/king/power.eff", dir.resolve("test-003.json").toString());
        assertEquals(0, replay.code(), replay.err() + replay.out());
        assertTrue(replay.out().contains("reaches the recorded leaf"), replay.out());
    }

    @Test
    void cMemory() throws IOException {
        Path c = tmp.resolve("mem.c");
        Files.writeString(c, "int f(int x) {\n  int a[2];\n  a[0] = x;\n  return a[x & 1];\n}\n");
        CliTest.Result r = CliTest.run("explore", c.toString(), "--entry", "f", "--pc-engine", "wp");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("every test replayed concretely to its leaf"), r.out());
    }

    @Test
    void noExecutionTreeFromTheWpEngine() {
        CliTest.Result r = CliTest.run("explore", "examples/king/sum.eff", "--call", "SUM(\"A\", 3, 5)", "--pc-engine", "wp",
                "--dot", tmp.resolve("t.dot").toString());
        assertEquals(2, r.code(), r.out());
        assertTrue(r.err().contains("--dot is for the forward engine"), r.err());
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
