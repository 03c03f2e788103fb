package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import effigy.svcomp.Task;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --check-leaks} on the command line: {@code bmc} says {@code false} with the leak (a {@code memory-leak}
 * at main's return, naming the malloc's line) and {@code true} when every block is freed; on the SV-COMP corpus's
 * memory-safety tasks, {@code bmc} and {@code explore} find a leak in exactly the {@code false(valid-memtrack)}
 * tasks; a leak's test replays to its leaf (the check is recorded with the test).
 */
class LeakCliTest {
    private static final Path MEMSAFETY = Path.of("src/test/resources/svcomp/tasks/memsafety");

    private record Run(int code, String out, String err) {}

    private static Run run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(code, out.toString(), err.toString());
    }

    private static JsonNode json(Run r) throws IOException { return new ObjectMapper().readTree(r.out()); }

    @Test
    void bmcIsFalseWithTheLeakAndTrueWhenEverythingIsFreed(@TempDir Path dir) throws Exception {
        Path leak = dir.resolve("leak.c"), freed = dir.resolve("freed.c");
        String program = """
                #include <stdlib.h>
                extern int __VERIFIER_nondet_int(void);
                int main(void) {
                  int n = __VERIFIER_nondet_int();
                  char *p = malloc(8);
                  for (int i = 0; i < 4; i++) {
                    if (i == n) p = malloc(8);
                  }
                  free(p);
                  return 0;
                }
                """;
        Files.writeString(leak, program);
        Files.writeString(freed, program.replace("if (i == n) p = malloc(8);", "if (i == n) { free(p); p = malloc(8); }"));
        Run r = run("bmc", leak.toString(), "--check-leaks", "--unwind", "5", "--json");
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        JsonNode j = json(r);
        assertEquals("false", j.get("verdict").asText());
        assertEquals("memory-leak", j.get("error").get("kind").asText());
        assertEquals(10, j.get("error").get("line").asInt(), "at main's return");
        assertTrue(j.get("error").get("message").asText().contains("allocated by malloc at " + leak + ":5"), j.toString());
        Run plain = run("bmc", leak.toString(), "--unwind", "5", "--json");
        assertTrue(!json(plain).get("verdict").asText().equals("false"), "no leak check without the flag: " + plain.out());
        Run ok = run("bmc", freed.toString(), "--check-leaks", "--unwind", "5", "--json");
        assertEquals(Main.OK, ok.code(), ok.err());
        // free's address is a merged value (concretized) without the unwinding's merges kept apart: true or unknown, never false
        String verdict = json(ok).get("verdict").asText();
        assertTrue(verdict.equals("true") || verdict.equals("unknown"), ok.out());
        Run exact = run("bmc", MEMSAFETY.resolve("list_true.c").toString(), "--check-leaks", "--json");
        assertEquals("true", json(exact).get("verdict").asText(), exact.out());
    }

    @Test
    void aLeakOnEachSideOfABranchHasAReplayedCounterexample(@TempDir Path dir) throws Exception {
        Path src = dir.resolve("either.c");
        Files.writeString(src, """
                #include <stdlib.h>
                extern int __VERIFIER_nondet_int(void);
                int *g;
                int main(void) {
                  int *a = malloc(4);
                  int *b = malloc(4);
                  if (__VERIFIER_nondet_int()) g = a; else g = b;
                  return 0;
                }
                """);
        Run r = run("bmc", src.toString(), "--check-leaks");
        assertEquals(Main.FOUND_ERROR, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("Violated: memory-leak at " + src + ":8:3") && r.out().strip().endsWith("Result: false"), r.out());
    }

    @Test
    void theWpEngineRejectsTheLeakCheck() {
        Run r = run("explore", "src/test/resources/c/expect-error/memory-leak-symbolic.c", "--check-leaks", "--pc-engine", "wp");
        assertEquals(Main.BAD_INPUT, r.code(), r.out());
        assertTrue(r.err().contains("--check-leaks is for the forward engine"), r.err());
    }

    /** The corpus's memory-safety tasks: the leak check's verdicts match the tasks' expected ones (for valid-memtrack). */
    @TestFactory
    Stream<DynamicTest> memsafetyTasksLeakExactlyWhereExpected() throws IOException {
        List<Path> ymls;
        try (Stream<Path> s = Files.list(MEMSAFETY)) {
            ymls = s.filter(p -> p.toString().endsWith(".yml")).sorted().toList();
        }
        assertTrue(ymls.size() >= 15, "the memory-safety tasks are there");
        return ymls.stream().map(yml -> DynamicTest.dynamicTest(yml.getFileName().toString(), () -> checkTask(yml)));
    }

    private static void checkTask(Path yml) throws Exception {
        Task task = Task.read(yml);
        Task.TaskProperty tp = task.property("valid-memsafety.prp");
        assertTrue(tp != null && tp.property().checksLeaks(), yml + ": a valid-memsafety task with valid-memtrack");
        boolean leaks = Boolean.FALSE.equals(tp.expectedVerdict()) && "valid-memtrack".equals(tp.subproperty());
        List<String> common = new ArrayList<>();
        for (Path p : task.inputFiles()) common.add(p.toString());
        common.addAll(List.of("--check-leaks", "--data-model", task.dataModel().option(), "--json"));
        List<String> explore = new ArrayList<>(List.of("explore"));
        explore.addAll(common);
        Run e = run(explore.toArray(new String[0]));
        int leakLeaves = 0;
        for (JsonNode l : json(e).get("leaves")) {
            if (l.get("status").asText().equals("error") && l.get("error").get("kind").asText().equals("memory-leak")) leakLeaves++;
        }
        assertEquals(leaks, leakLeaves > 0, yml + ": explore's memory-leak leaves: " + leakLeaves);
        List<String> bmc = new ArrayList<>(List.of("bmc"));
        bmc.addAll(common);
        JsonNode b = json(run(bmc.toArray(new String[0])));
        boolean bmcLeak = b.get("verdict").asText().equals("false") && b.get("error").get("kind").asText().equals("memory-leak");
        if (leaks) assertTrue(bmcLeak, yml + ": bmc finds the leak: " + b);
        else assertTrue(!bmcLeak, yml + ": bmc finds no leak: " + b);
    }

    @Test
    void aLeaksTestReplaysToItsLeaf(@TempDir Path dir) throws Exception {
        String file = "src/test/resources/c/expect-error/memory-leak-symbolic.c";
        Run e = run("explore", file, "--check-leaks", "--tests", dir.toString(), "--json");
        assertEquals(Main.FOUND_ERROR, e.code(), e.err());
        int replayed = 0;
        for (JsonNode l : json(e).get("leaves")) {
            Path test = dir.resolve(String.format("test-%03d.json", l.get("id").asInt()));
            Run r = run("replay", file, test.toString());
            boolean leak = l.get("status").asText().equals("error");
            assertEquals(leak ? Main.FOUND_ERROR : Main.OK, r.code(), r.out() + r.err());
            assertTrue(r.out().contains("reaches the recorded leaf"), r.out());
            if (leak) assertTrue(r.out().contains("memory-leak"), r.out());
            replayed++;
        }
        assertEquals(2, replayed);
    }
}
