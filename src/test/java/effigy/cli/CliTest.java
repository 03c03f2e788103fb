package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line: outputs, JSON shape, test files and replay, exit statuses and error messages. */
class CliTest {
    record Result(int code, String out, String err) {}

    static Result run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Result(code, out.toString(), err.toString());
    }

    @TempDir Path tmp;

    private Path write(String name, String text) throws IOException {
        Path p = tmp.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    @Test
    void runConcrete() {
        Result r = run("run", "examples/king/sum.eff", "--call", "SUM(1, 3, 5)");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("returned  true            9"), r.out());
    }

    @Test
    void runStopsAtFork() {
        Result r = run("run", "examples/king/power.eff", "--call", "POWER(\"X\", \"Y\")");
        assertEquals(Main.UNKNOWN, r.code(), "a run stopped short of its end: " + r.err());
        assertTrue(r.out().contains("stopped at a fork: examples/king/power.eff:"), r.out());
        assertTrue(r.out().contains("Y >= 1 can be true or false"), r.out());
    }

    @Test
    void exploreJson() throws Exception {
        Result r = run("explore", "examples/king/search.eff", "--call", "SEARCH(A, 1, 5, \"X\", FOUND, J)", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals(11, j.get("leaves").size());
        JsonNode sorts = j.get("symbols");
        assertEquals("A", sorts.get(0).get("name").asText());
        assertEquals("(Array Int Int)", sorts.get(0).get("sort").asText());
        JsonNode first = j.get("leaves").get(0);
        assertEquals("returned", first.get("status").asText());
        assertEquals("X = A(3)", first.get("pc").get("text").asText());
        assertEquals("(= X (select A 3))", first.get("pc").get("smt2").asText());
        assertEquals("1", first.get("outputs").get("FOUND").get("text").asText());
        assertEquals("3", first.get("outputs").get("J").get("smt2").asText());
        assertTrue(first.get("test").has("X"));
        assertTrue(first.get("steps").asInt() > 0);
        JsonNode stats = j.get("stats");
        for (String k : List.of("paths", "steps", "solverQueries", "solverTime", "totalTime")) assertTrue(stats.has(k), k);
        assertEquals(11, stats.get("paths").asInt());
    }

    @Test
    void testsReplay() throws Exception {
        Path dir = tmp.resolve("tests");
        Result r = run("explore", "examples/king/search.eff", "--call", "SEARCH(A, 1, 5, \"X\", FOUND, J)", "--tests", dir.toString());
        assertEquals(0, r.code(), r.err());
        List<Path> tests;
        try (Stream<Path> s = Files.list(dir)) { tests = s.sorted().toList(); }
        assertEquals(11, tests.size());
        for (Path t : tests) {
            Result rep = run("replay", "examples/king/search.eff", t.toString());
            assertEquals(0, rep.code(), rep.out() + rep.err());
            assertTrue(rep.out().contains("reaches the recorded leaf"), rep.out());
        }
        // no staging directories are left behind
        try (Stream<Path> s = Files.list(tmp)) { assertEquals(List.of(dir), s.toList()); }
    }

    @Test
    void treeDot() throws Exception {
        Path dot = tmp.resolve("power.dot");
        Result r = run("explore", "examples/king/power.eff", "--call", "POWER(\"X\", \"Y\")", "--max-steps", "20", "--dot", dot.toString());
        assertEquals(Main.UNKNOWN, r.code(), "paths ended by the step limit: " + r.err());
        String text = Files.readString(dot);
        assertTrue(text.startsWith("digraph execution_tree {"), text);
        assertTrue(text.contains("[label=\"T\"]") && text.contains("[label=\"F\"]"), text);
        assertTrue(text.contains("Y >= 1"), text);
    }

    @Test
    void errorLeafExitsOne() throws Exception {
        Path p = write("div.eff", "D: PROCEDURE (A, B);\n  RETURN (A / B);\nEND;\n");
        Result r = run("explore", p.toString(), "--call", "D(\"A\", \"B\")");
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("division-by-zero at " + p + ":2:11"), r.out());
        assertTrue(r.out().contains("B = 0"), r.out());
    }

    @Test
    void syntaxErrorHasPositionAndCaret() throws Exception {
        Path p = write("bad.eff", "P: PROCEDURE (X);\n  X = X +;\nEND;\n");
        Result r = run("explore", p.toString(), "--call", "P(\"X\")");
        assertEquals(2, r.code());
        String[] lines = r.err().split("\n");
        assertTrue(lines[0].startsWith(p + ":2:"), r.err());
        assertTrue(lines[0].contains(": error: "), r.err());
        assertEquals("  X = X +;", lines[1]);
        assertTrue(lines[2].trim().equals("^"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void missingFileAndUnknownProcedure() {
        Result r = run("explore", "no/such/file.eff", "--call", "P(1)");
        assertEquals(2, r.code());
        assertEquals("effigy: error: no/such/file.eff: no such file", r.err().trim());
        Result u = run("explore", "examples/king/sum.eff", "--call", "NOPE(1)");
        assertEquals(2, u.code());
        assertTrue(u.err().startsWith("--call:1:1: error: no procedure named NOPE (the program has SUM)"), u.err());
        Result a = run("explore", "examples/king/sum.eff", "--call", "SUM(1)");
        assertEquals(2, a.code());
        assertTrue(a.err().contains("SUM takes 3 arguments, got 1"), a.err());
    }

    @Test
    void usageErrors() {
        assertEquals(2, run("explore", "examples/king/sum.eff").code(), "--call is required");
        assertEquals(2, run("frobnicate").code());
        assertEquals(2, run().code());
        Result v = run("--version");
        assertEquals(0, v.code());
        assertTrue(v.out().startsWith("effigy "), v.out());
        assertEquals(0, run("explore", "--help").code());
    }

    @Test
    void everyHelpShowsTheExitStatusTable() {
        for (String command : List.of("run", "explore", "fuzz", "bmc", "loops", "termination", "complexity", "svcomp", "replay", "session", "debug", "verify", "ir")) {
            Result h = run(command, "--help");
            assertEquals(0, h.code(), command);
            assertTrue(h.out().contains("Exit status:"), command + ": " + h.out());
            for (String line : List.of("0   proved, or nothing found and the search complete", "1   an error or violation found",
                    "2   bad input or usage", "3   internal error", "4   unknown or incomplete")) {
                assertTrue(h.out().contains(line), command + ": " + line + "\n" + h.out());
            }
        }
        assertTrue(run("run", "--help").out().contains("the program exited with status N"));
        assertTrue(run("--help").out().contains("Exit status:"));
    }

    @Test
    void session() {
        Result r = run("session", "examples/king/session.eff");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("> CALL SUM(\"A\", \"B\", \"C\");"), r.out());
        assertTrue(r.out().contains("A + B + C"), r.out());
        assertTrue(r.out().contains("X = A(1) & X < A(3)"), r.out());
        assertTrue(r.out().contains("> TEST(60) POWER(\"X\", \"Y\");"), r.out());
    }

    @Test
    void limitsStopExploration() {
        Result r = run("explore", "examples/king/power.eff", "--call", "POWER(\"X\", \"Y\")", "--max-paths", "3");
        assertEquals(Main.UNKNOWN, r.code(), "an exploration cut short: " + r.err());
        assertTrue(r.out().contains("3 leaves, stopped by path limit"), r.out());
        Result b = run("explore", "examples/king/power.eff", "--call", "POWER(\"X\", \"Y\")", "--max-steps", "30", "--search", "bfs");
        assertEquals(Main.UNKNOWN, b.code(), "paths ended by the step limit: " + b.err());
        assertTrue(b.out().contains("tree explored completely"), b.out());
    }
}
