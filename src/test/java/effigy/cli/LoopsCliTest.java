package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code effigy loops}: the paper's Fig. 1 (inner bound 3 with the witness x = 4, exact), the table and the JSON,
 * the plain DFS search giving the same bounds, annotations written and read back, bad input, and {@code effigy bmc}
 * without --unwind using the proven bounds; regressions, each run as a user runs it (a process of its own): the
 * triangle loop and a plain infinite loop are bounded without an internal error, by what their witnesses confirm.
 */
class LoopsCliTest {
    private static final String FIG1 = "examples/loops/fig1.c";

    private static CliRun loops(String... args) { return CliRun.of("loops", args); }

    private static JsonNode onlyLoop(JsonNode j) {
        assertEquals(1, j.get("loops").size(), j.toString());
        return j.get("loops").get(0);
    }

    @Test
    void fig1sLoopInFHasInnerBoundThreeWithWitnessFourAndIsExact() throws Exception {
        CliRun r = loops(FIG1, "--json");
        assertEquals(Main.OK, r.code(), r.err());
        JsonNode l = onlyLoop(r.json());
        assertEquals("f", l.get("function").asText());
        assertEquals(10, l.get("line").asInt());
        assertEquals(1, l.get("depth").asInt());
        assertTrue(l.get("context").isNull(), "one calling context is not shown");
        assertEquals(3, l.get("inner").get("bound").asInt());
        // x is the first input (line 18); the witness must make the loop run 3 times: x = 4
        JsonNode inputs = l.get("inner").get("witness").get("inputs");
        assertEquals(4, inputs.get("x").asInt(), inputs.toString());
        assertEquals(3, l.get("outer").get("bound").asInt());
        assertEquals("exhaustive exploration", l.get("outer").get("method").asText());
        assertTrue(l.get("exact").asBoolean());
        assertTrue(l.get("annotation").isNull());
        JsonNode stats = r.json().get("stats");
        assertTrue(stats.get("exhaustive").asBoolean());
        assertTrue(stats.get("lines").asInt() > 20);
    }

    @Test
    void theTableShowsTheIntervalTheMethodAndTheWitness() {
        CliRun r = loops(FIG1);
        assertEquals(Main.OK, r.code(), r.err());
        assertTrue(r.out().contains("[3, 3] exact") && r.out().contains("exhaustive exploration") && r.out().contains("x = 4"), r.out());
        assertTrue(r.out().contains("search exhaustive"), r.out());
    }

    @Test
    void plainDepthFirstSearchFindsTheSameBounds() throws Exception {
        for (String f : new String[] {FIG1, "src/test/resources/loops/nested_triangular.c", "src/test/resources/loops/path_two_branches.c"}) {
            JsonNode g = loops(f, "--json").json(), d = loops(f, "--json", "--search", "dfs").json();
            assertEquals(g.get("loops").size(), d.get("loops").size());
            for (int i = 0; i < g.get("loops").size(); i++) {
                assertEquals(g.get("loops").get(i).get("inner").get("bound"), d.get("loops").get(i).get("inner").get("bound"), f);
                assertEquals(g.get("loops").get(i).get("outer").get("bound"), d.get("loops").get(i).get("outer").get("bound"), f);
            }
            assertEquals(0, d.get("stats").get("merges").asInt(), "plain DFS merges nothing");
        }
    }

    @Test
    void annotationsWrittenForAProgramAreReadBackAndAgree(@TempDir Path dir) throws Exception {
        Path src = dir.resolve("nested.c");
        Files.copy(Path.of("src/test/resources/loops/nested_triangular.c"), src);
        Path annotated = dir.resolve("annotated.c");
        CliRun w = loops(src.toString(), "--annotate", annotated.toString());
        assertEquals(Main.OK, w.code(), w.err());
        String text = Files.readString(annotated);
        assertTrue(text.contains("_Pragma(\"loopbound min 0 max 10\")") && text.contains("_Pragma(\"loopbound min 0 max 9\")"), text);
        CliRun c = loops(annotated.toString(), "--check-annotations", "--json");
        assertEquals(Main.OK, c.code(), c.err());
        for (JsonNode l : c.json().get("loops")) assertEquals("agree", l.get("annotation").get("result").asText(), l.toString());
        // and nothing of the file is left half-written when there is nothing to write
        assertFalse(Files.list(dir).anyMatch(p -> p.getFileName().toString().startsWith(".effigy-")));
    }

    @Test
    void anAnnotationBelowAWitnessIsTooLowAndTheExitStatusSaysSo(@TempDir Path dir) throws Exception {
        Path src = dir.resolve("low.c");
        Files.writeString(src, """
                extern int __VERIFIER_nondet_int(void);
                int main(void) {
                  int n = __VERIFIER_nondet_int();
                  if (n < 0 || n > 6) return 0;
                  int s = 0;
                  _Pragma("loopbound min 0 max 5")
                  for (int i = 0; i < n; i++) { s += i; }
                  _Pragma("loopbound min 0 max 9")
                  for (int j = 0; j < n; j++) { s -= j; }
                  return s;
                }
                """);
        CliRun r = loops(src.toString(), "--check-annotations", "--json");
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        JsonNode loops = r.json().get("loops");
        assertEquals("too low", loops.get(0).get("annotation").get("result").asText());
        assertEquals("false", loops.get(0).get("annotation").get("verdict").asText());
        assertEquals("too high", loops.get(1).get("annotation").get("result").asText());
        assertEquals("true", loops.get(1).get("annotation").get("verdict").asText());
        assertEquals(6, loops.get(0).get("inner").get("bound").asInt());
    }

    /**
     * TACLeBench counts completed iterations: a loop left by break on its fifth pass starts its body 5 times and completes
     * 4, so "max 4" agrees (and is too low counted as starts, --count starts); a loop whose body never starts is not
     * reached, not too high.
     */
    @Test
    void annotationsCountCompletedIterationsAndALoopNeverEnteredIsNotReached(@TempDir Path dir) throws Exception {
        Path src = dir.resolve("count.c");
        Files.writeString(src, """
                int main(void) {
                  int i = 0, s = 0, n = 0;
                  _Pragma("loopbound min 4 max 4")
                  while (1) {
                    s += i;
                    if (i == 4) break;
                    i++;
                  }
                  _Pragma("loopbound min 0 max 3")
                  for (int k = 0; k < n; k++) { s++; }
                  return s;
                }
                """);
        CliRun r = loops(src.toString(), "--check-annotations", "--json");
        assertEquals(Main.OK, r.code(), r.out() + r.err());
        assertEquals("completed", r.json().get("annotationsCount").asText());
        JsonNode loops = r.json().get("loops");
        assertEquals(5, loops.get(0).get("inner").get("bound").asInt(), "five starts of the body");
        assertEquals("agree", loops.get(0).get("annotation").get("result").asText());
        assertEquals("not reached", loops.get(1).get("annotation").get("result").asText());
        CliRun starts = loops(src.toString(), "--check-annotations", "--count", "starts");
        assertEquals(Main.FOUND_ERROR, starts.code(), starts.out());
        assertTrue(starts.out().contains("annotations counted as body starts"), starts.out());
        assertTrue(starts.out().contains("min 4 max 4: too low"), starts.out());
    }

    @Test
    void aMalformedAnnotationIsBadInputWithItsPlace(@TempDir Path dir) throws Exception {
        Path src = dir.resolve("bad.c");
        Files.writeString(src, "int main(void) {\n  int s = 0;\n  _Pragma(\"loopbound min 4 max 2\")\n  for (int i = 0; i < 3; i++) { s++; }\n  return s;\n}\n");
        CliRun r = loops(src.toString(), "--check-annotations");
        assertEquals(Main.BAD_INPUT, r.code(), r.out());
        assertTrue(r.err().contains("bad.c:4:3") && r.err().contains("max 2 is below min 4"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void badProgramsAndOptionsAreBadInput(@TempDir Path dir) throws Exception {
        Path src = dir.resolve("syntax.c");
        Files.writeString(src, "int main(void) {\n  while (1 {\n  }\n}\n");
        CliRun r = loops(src.toString());
        assertEquals(Main.BAD_INPUT, r.code());
        assertTrue(r.err().contains("syntax.c:2:"), r.err());
        assertEquals(Main.BAD_INPUT, loops(FIG1, "--search", "bfs").code());
        assertEquals(Main.BAD_INPUT, loops(FIG1, "--max-time", "0").code());
    }

    @Test
    void aLoopThatRunsForEverIsUnboundedWithARecurringWitness() throws Exception {
        CliRun r = loops("src/test/resources/loops/unbounded_overshoot.c", "--json", "--max-time", "6");
        assertEquals(Main.OK, r.code(), r.err());
        JsonNode l = onlyLoop(r.json());
        assertEquals("unbounded", l.get("inner").get("bound").asText());
        assertEquals("unbounded", l.get("outer").get("bound").asText());
        assertEquals("recurring state", l.get("outer").get("method").asText());
        int x = l.get("inner").get("witness").get("inputs").get("x").asInt();
        assertTrue(x > 10 && x <= 20, "the loop runs for ever when x overshoots 10: " + x);
        assertEquals(1, l.get("inner").get("witness").get("period").asInt());
        assertFalse(r.json().get("stats").get("exhaustive").asBoolean());
    }

    /**
     * The proof of a ranking function runs one iteration from an arbitrary state that keeps the entry's pointers:
     * from p = &a, n decreases; once p = &b it never does, and the loop runs for ever from n = 2. It was given the
     * outer bound max(0, n), below the counts its own search reached.
     */
    @Test
    void aLoopThatMovesAPointerGetsNoBoundFromItsFirstTarget(@TempDir Path dir) throws Exception {
        Path src = dir.resolve("moved.c");
        Files.writeString(src, "extern int __VERIFIER_nondet_int(void);\nint main(void) {\n  int a = 0, b = 0; int *p = &a;\n"
                + "  int n = __VERIFIER_nondet_int(); int k = 0;\n  if (n > 5) return 0;\n"
                + "  while (n > 0) { if (p == &a) n--; p = &b; k++; }\n  return n;\n}\n");
        CliRun r = loops(src.toString(), "--json", "--max-time", "10");
        assertEquals(Main.OK, r.code(), r.err());
        JsonNode outer = onlyLoop(r.json()).get("outer");
        assertTrue(outer.get("expression").isNull() && outer.get("bound").isNull(), outer.toString());
        // the proof is tried after the search, in the time left: on a loaded machine there may be none
        String why = outer.get("why").asText();
        assertTrue(why.contains("changes a pointer") || why.equals("no proof tried"), outer.toString());
    }

    /** Two variables named i: the recurrence search compares each variable with itself, so a counted loop never recurs. */
    @Test
    void aShadowedNameIsNotTakenForTheCounter() throws Exception {
        CliRun r = loops("src/test/resources/loop-cases/shadowed_counter.c", "--json", "--max-time", "4");
        assertEquals(Main.OK, r.code(), r.err());
        JsonNode first = r.json().get("loops").get(0);
        assertFalse(first.get("outer").get("bound").asText().equals("unbounded"), "the loop ends after n iterations: " + first);
        assertFalse(first.get("inner").get("bound").asText().equals("unbounded"), first.toString());
    }

    @Test
    void aRankingFunctionBoundsALoopTheSearchCouldNotFinish() throws Exception {
        // the inner loop's count is x, below an outer loop that reads input for ever: no exhaustive search, a proof
        CliRun r = loops("src/test/resources/loops/unbounded_outer_reader.c", "--json", "--max-time", "6");
        assertEquals(Main.OK, r.code(), r.err());
        JsonNode inner = r.json().get("loops").get(1);
        assertEquals(20, inner.get("inner").get("bound").asInt());
        assertEquals("ranking function", inner.get("outer").get("method").asText());
        assertEquals("max(0, x)", inner.get("outer").get("expression").asText());
        assertEquals("unbounded", r.json().get("loops").get(0).get("outer").get("bound").asText());
    }

    @Test
    void fWithSymbolicArgumentsIsBoundedByAnExpressionInItsInputs() throws Exception {
        // f(a, b) from its entry: the loop can run about 2^32 times, more than the search can follow; the ranking
        // function b - i, with i = a at the loop's entry, bounds it by max(0, b - a)
        CliRun r = loops(FIG1, "--entry", "f", "--json", "--max-time", "5");
        assertEquals(Main.OK, r.code(), r.err());
        JsonNode l = onlyLoop(r.json());
        assertFalse(l.get("inner").get("complete").asBoolean());
        assertTrue(l.get("inner").get("bound").asInt() > 3, l.toString());
        assertEquals("ranking function", l.get("outer").get("method").asText());
        assertEquals("max(0, b - a)", l.get("outer").get("expression").asText());
        assertTrue(l.get("outer").get("bound").isNull(), "no number bounds every int a and b usefully");
        JsonNode w = l.get("inner").get("witness").get("inputs");
        assertEquals(l.get("inner").get("bound").asLong(), w.get("b").asLong() - w.get("a").asLong(), "the witness makes b - a iterations");
    }

    @Test
    void bmcWithoutUnwindUnwindsEachLoopToItsProvenBound() throws Exception {
        CliRun r = CliRun.of("bmc", FIG1);
        assertEquals(Main.OK, r.code(), r.err());
        assertTrue(r.out().contains("f, line 10: at most 3 (exhaustive exploration)"), r.out());
        assertTrue(r.out().strip().endsWith("Result: true"), r.out());
        JsonNode j = CliRun.of("bmc", FIG1, "--json").json();
        assertEquals("true", j.get("verdict").asText());
        assertEquals(3, j.get("loopBounds").get(0).get("unwind").asInt(), j.toString());
        assertNotNull(j.get("loopBounds").get(0).get("method"));
    }

    /** The textbook triangle: the inner loop's count depends on the outer loop's index. */
    static final String TRIANGLE = """
            int f(int n) {
              int s = 0;
              for (int i = 0; i < n; i++)
                for (int j = 0; j < i; j++)
                  s++;
              return s;
            }
            """;

    private static JsonNode loopAt(JsonNode report, int line) {
        for (JsonNode l : report.get("loops")) if (l.get("line").asInt() == line) return l;
        throw new AssertionError("no loop at line " + line + " in " + report);
    }

    @Test
    void theTriangleLoopIsBoundedWithoutAnInternalError(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("triangle.c");
        Files.writeString(file, TRIANGLE);
        CliRun r = CliRun.inOwnProcess(120, "loops", file.toString(), "--entry", "f", "--json", "--max-time", "10");
        assertTrue(r.noInternalError(), r.err());
        assertEquals(Main.OK, r.code(), r.err());
        for (int line : new int[] {3, 4}) {
            JsonNode l = loopAt(r.json(), line), inner = l.get("inner");
            // the inner bound is what a concrete run of the witness makes: one entry of the outer loop iterates at most n
            // times, one of the inner loop at most n - 1 (i < n)
            int bound = inner.get("bound").asInt();
            JsonNode witness = inner.get("witness");
            if (witness.isNull()) { assertEquals(0, bound, l.toString()); continue; }   // not reached in the time given
            long n = witness.get("inputs").get("n").asLong();
            assertTrue(bound >= 0 && bound <= Math.max(0, line == 3 ? n : n - 1), l.toString());
            JsonNode outer = l.get("outer").get("bound");
            assertTrue(!outer.isNumber() || outer.asLong() >= bound, "an outer bound below a count: " + l);
        }
    }

    @Test
    void aPlainInfiniteLoopIsBoundedBelowWithoutAnInternalError(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("forever.c");
        Files.writeString(file, "int f(int n) {\n  while (1) {\n    n++;\n  }\n}\n");
        CliRun r = CliRun.inOwnProcess(120, "loops", file.toString(), "--entry", "f", "--json", "--max-time", "5");
        assertTrue(r.noInternalError(), r.err());
        assertEquals(Main.OK, r.code(), r.err());
        JsonNode l = loopAt(r.json(), 2);
        JsonNode inner = l.get("inner").get("bound");
        assertTrue(inner.asText().equals("unbounded") || inner.asInt() >= 1 && !l.get("inner").get("complete").asBoolean(), l.toString());
        assertFalse(l.get("outer").get("bound").isNumber(), "a loop that runs until n overflows has no small outer bound: " + l);
    }
}
