package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import effigy.svcomp.Task;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code effigy svcomp} on the project's SV-COMP-style corpus ({@code src/test/resources/svcomp/tasks}), each task
 * and property as SV-COMP runs it: no wrong verdict; every {@code false} comes with a YAML 2.0 violation witness
 * whose waypoints are the counterexample's inputs and the violation (the counterexample itself was replayed
 * concretely, or the command would have failed with exit status 3), a {@code false(termination)} with a 2.1 one
 * ending in the cycle; and most tasks get their verdict.
 */
class SvcompCliTest {
    static final Path TASKS = Path.of("src/test/resources/svcomp/tasks");

    private static CliRun svcomp(String... args) { return CliRun.of("svcomp", args); }

    @Test
    void everyTaskOfTheCorpusGetsNoWrongVerdictAndEveryFalseAWitness(@TempDir Path tmp) throws Exception {
        List<Path> tasks;
        try (Stream<Path> s = Files.walk(TASKS)) {
            tasks = s.filter(p -> p.toString().endsWith(".yml")).sorted().toList();
        }
        ObjectMapper json = new ObjectMapper(), yaml = new ObjectMapper(new YAMLFactory());
        Map<String, Integer> tally = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        int runs = 0;
        for (Path t : tasks) {
            for (Task.TaskProperty p : Task.read(t).properties()) {
                Path witness = tmp.resolve("w" + runs + ".yml");
                CliRun r = svcomp(t.toString(), "--property", p.propertyFile().getFileName().toString(), "--max-time", "8",
                        "--json", "--witness", witness.toString());
                runs++;
                JsonNode j = json.readTree(r.out());
                String verdict = j.get("result").asText();
                assertEquals(verdict.startsWith("false") ? "false" : verdict, j.get("verdict").asText(), "the envelope's word of " + verdict);
                assertEquals(verdict.equals("unknown") ? Main.UNKNOWN : verdict.startsWith("false") ? Main.FOUND_ERROR : Main.OK, r.code(),
                        t + ": " + verdict + ", exit " + r.code() + "\n" + r.err());
                String expected = p.expectedResult();
                if (verdict.equals("unknown")) tally.merge("unknown", 1, Integer::sum);
                else if (verdict.equals(expected)) tally.merge("correct", 1, Integer::sum);
                else wrong.add(t + " " + p.property().name() + ": " + verdict + ", expected " + expected);
                if (verdict.equals("false(termination)")) {
                    // a run that never ends: format 2.1's witness, the values read and then the cycle at the loop
                    assertEquals(witness.toString(), j.get("witness").asText(), t.toString());
                    JsonNode w = yaml.readTree(witness.toFile()).get(0);
                    assertEquals("violation_sequence", w.get("entry_type").asText());
                    assertEquals("2.1", w.get("metadata").get("format_version").asText());
                    JsonNode content = w.get("content");
                    JsonNode cycle = content.get(content.size() - 1).get("segment").get(0).get("waypoint");
                    assertEquals("recurrence_condition", cycle.get("type").asText(), t.toString());
                    assertEquals("cycle", cycle.get("action").asText(), t.toString());
                    assertEquals(j.get("nonTermination").get("line").asInt(), cycle.get("location").get("line").asInt(), t.toString());
                    for (int i = 0; i < content.size() - 1; i++) {
                        assertEquals("function_return", content.get(i).get("segment").get(0).get("waypoint").get("type").asText());
                    }
                } else if (verdict.startsWith("false")) {
                    assertEquals(Main.FOUND_ERROR, r.code());
                    assertEquals(witness.toString(), j.get("witness").asText(), t.toString());
                    JsonNode w = yaml.readTree(witness.toFile()).get(0);
                    assertEquals("violation_sequence", w.get("entry_type").asText());
                    assertEquals("2.0", w.get("metadata").get("format_version").asText());
                    assertEquals(Task.read(t).dataModel().option(), w.get("metadata").get("task").get("data_model").asText());
                    JsonNode content = w.get("content");
                    JsonNode target = content.get(content.size() - 1).get("segment").get(0).get("waypoint");
                    assertEquals("target", target.get("type").asText());
                    Path input = Task.read(t).inputFiles().get(0);
                    int line = target.get("location").get("line").asInt();
                    if (input.toString().endsWith(".c")) {
                        assertEquals(j.get("error").get("line").asInt(), line, t + ": the target is the error");
                    } else {
                        // a .i file's witness counts its own lines, not those its #line directives name
                        String text = Files.readAllLines(input).get(line - 1);
                        assertTrue(!text.startsWith("#") && !text.isBlank(), t + ": line " + line + " is code: " + text);
                    }
                    for (int i = 0; i < content.size() - 1; i++) {
                        JsonNode wp = content.get(i).get("segment").get(0).get("waypoint");
                        assertEquals("function_return", wp.get("type").asText());
                        assertTrue(wp.get("constraint").get("value").asText().startsWith("\\result "), wp.toString());
                    }
                } else if (verdict.equals("true") && "invariants".equals(j.get("engine").asText())) {
                    // a proof by invariants: the correctness witness, its loop invariants
                    JsonNode w = yaml.readTree(witness.toFile()).get(0);
                    assertEquals("invariant_set", w.get("entry_type").asText(), t.toString());
                } else {
                    assertTrue(j.get("witness").isNull(), t + ": " + j);
                }
                assertNotNull(j.get("engine"));
                assertTrue(j.get("stats").get("seconds").asDouble() >= 0);
            }
        }
        assertTrue(wrong.isEmpty(), "wrong verdicts: " + wrong);
        assertTrue(runs >= 60, "runs: " + runs);
        assertTrue(tally.getOrDefault("correct", 0) >= runs - 10, "most tasks are decided within 8 s: " + tally);
    }

    @Test
    void aBareProgramWithAPropertyFileAndADataModel() throws Exception {
        Path dir = TASKS.resolve("overflow");
        CliRun r = svcomp("--property", TASKS.resolve("properties/no-overflow.prp").toString(), "--data-model", "ILP32",
                dir.resolve("long_square.i").toString(), "--max-time", "20");
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        assertTrue(r.out().strip().endsWith("Result: false(no-overflow)"), r.out());
        CliRun lp64 = svcomp("--property", TASKS.resolve("properties/no-overflow.prp").toString(), "--data-model", "LP64",
                dir.resolve("long_square.i").toString(), "--max-time", "20");
        assertTrue(lp64.out().strip().endsWith("Result: true"), lp64.out());
    }

    @Test
    void theLastLineIsTheResultAndExpectedVerdictsAreCompared() {
        CliRun r = svcomp(TASKS.resolve("reach/fib_false.yml").toString(), "--max-time", "20");
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        assertTrue(r.out().contains("Expected: false(unreach-call) (agrees)"), r.out());
        assertTrue(r.out().strip().endsWith("Result: false(unreach-call)"), r.out());
    }

    @Test
    void badInputIsAClearMessageWithExitStatusTwo(@TempDir Path tmp) throws Exception {
        CliRun none = svcomp(TASKS.resolve("reach/fib_false.yml").toString(), "--property", "no-such.prp");
        assertEquals(Main.BAD_INPUT, none.code());
        assertTrue(none.err().contains("the task has no such property"), none.err());
        CliRun noProperty = svcomp(TASKS.resolve("overflow/abs_false.c").toString());
        assertEquals(Main.BAD_INPUT, noProperty.code());
        Path bad = tmp.resolve("bad.yml");
        Files.writeString(bad, "format_version: '2.0'\ninput_files: 'x.c'\nproperties:\n  - property_file: nothing.prp\n");
        CliRun broken = svcomp(bad.toString());
        assertEquals(Main.BAD_INPUT, broken.code(), broken.err());
        assertTrue(broken.err().matches("(?s).*bad\\.yml:\\d+:\\d+.*"), broken.err());
        assertTrue(!broken.err().contains("Exception"), broken.err());
    }
}
