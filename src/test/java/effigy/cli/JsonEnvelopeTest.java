package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Every command's {@code --json} document starts with the one envelope ({@link JsonOutput}): {@code effigy},
 * {@code format}, {@code command}, then {@code verdict} and {@code exitCode} (explore, which streams, ends with
 * them), and the verdict is the word of the exit code. Each command is run in this process, as a script runs it.
 */
class JsonEnvelopeTest {
    private static final String TOP = "examples/lecture/top.c", FOO = "examples/lecture/foo.c", FIG1 = "examples/termination/fig1.c";

    @TempDir Path tmp;

    /** The commands this test ran, to check that none with --json was left out. */
    private final Set<String> ran = new TreeSet<>();

    /** Checks {@code r}'s envelope and returns its document. */
    private JsonNode envelope(String command, CliRun r) throws Exception {
        assertTrue(r.code() != Main.BAD_INPUT && r.code() != Main.INTERNAL, command + " exits " + r.code() + ": " + r.err());
        JsonNode j = r.json();
        assertTrue(j.isObject(), r.out());
        List<String> names = new ArrayList<>();
        for (Iterator<String> it = j.fieldNames(); it.hasNext(); ) names.add(it.next());
        assertEquals(List.of("effigy", "format", "command"), names.subList(0, 3), command + ": " + names);
        List<String> verdictMembers = command.equals("explore") ? names.subList(names.size() - 2, names.size()) : names.subList(3, 5);
        assertEquals(List.of("verdict", "exitCode"), verdictMembers, command + ": " + names);
        assertEquals(JsonOutput.version(), j.get("effigy").asText());
        assertEquals(JsonOutput.FORMAT, j.get("format").asInt());
        assertEquals(command, j.get("command").asText());
        assertEquals(r.code(), j.get("exitCode").asInt(), command);
        if (command.equals("ir")) {
            assertTrue(j.get("verdict").isNull(), "ir decides nothing: " + j.get("verdict"));
        } else {
            assertEquals(JsonOutput.verdict(r.code()), j.get("verdict").asText(), command + " exits " + r.code());
            assertTrue(Set.of("true", "false", "unknown").contains(j.get("verdict").asText()), j.get("verdict").toString());
        }
        ran.add(command);
        return j;
    }

    @Test
    void everyCommandWithJsonWritesTheEnvelopeAndItsVerdictIsTheExitCodes() throws Exception {
        Path bad = tmp.resolve("bad.c"), good = tmp.resolve("good.c");
        Files.writeString(bad, "#include <assert.h>\nint f(int x) {\n  if (x > 10) assert(x < 5);\n  return x;\n}\n");
        Files.writeString(good, "int f(unsigned char x) {\n  int y = x;\n  if (y > 300) return 1;\n  return 0;\n}\n");
        Path tests = tmp.resolve("tests");

        JsonNode explore = envelope("explore", CliRun.of("explore", bad.toString(), "--entry", "f", "--json", "--tests", tests.toString()));
        assertEquals("false", explore.get("verdict").asText());
        assertEquals("true", envelope("explore", CliRun.of("explore", good.toString(), "--entry", "f", "--json")).get("verdict").asText());
        assertEquals("unknown", envelope("explore", CliRun.of("explore", FOO, "--entry", "foo", "--json", "--max-paths", "1")).get("verdict").asText());

        Path test = Files.list(tests).filter(p -> p.toString().endsWith(".json")).sorted().findFirst().orElseThrow();
        envelope("replay", CliRun.of("replay", bad.toString(), test.toString(), "--json"));

        JsonNode run = envelope("run", CliRun.of("run", FOO, "--entry", "foo", "--json"));
        assertTrue(run.has("leaves"), run.toString());
        envelope("run", CliRun.of("run", "--concolic", "--entry", "top", "--input-string", "bad!", TOP, "--json"));

        assertEquals("false", envelope("bmc", CliRun.of("bmc", bad.toString(), "--entry", "f", "--json")).get("verdict").asText());
        assertEquals("true", envelope("bmc", CliRun.of("bmc", good.toString(), "--entry", "f", "--json")).get("verdict").asText());

        JsonNode sv = envelope("svcomp", CliRun.of("svcomp", "src/test/resources/svcomp/tasks/reach/assume_true.yml", "--max-time", "30", "--json"));
        assertEquals("true", sv.get("result").asText(), sv.toString());

        assertEquals("true", envelope("verify", CliRun.of("verify", "src/test/resources/verify/square.eff", "--proc", "SQUARE", "--json"))
                .get("verdict").asText());

        envelope("loops", CliRun.of("loops", FIG1, "--entry", "f", "--json"));
        JsonNode term = envelope("termination", CliRun.of("termination", FIG1, "--entry", "f", "--json"));
        assertEquals("false", term.get("verdict").asText());
        assertEquals("does-not-terminate", term.get("result").asText());
        envelope("complexity", CliRun.of("complexity", FIG1, "--entry", "f", "--json", "--ints=math"));

        envelope("fuzz", CliRun.of("fuzz", TOP, "--entry", "top", "--out", tmp.resolve("fuzz").toString(), "--jobs", "1", "--max-time", "2", "--json"));

        JsonNode ir = envelope("ir", CliRun.of("ir", FOO, "--json"));
        assertEquals("foo", ir.get("functions").get(0).get("name").asText());

        // every command that has --json (debug refuses it: it is interactive) was run above
        Set<String> withJson = new TreeSet<>();
        for (CommandLine sub : new CommandLine(new Main()).getSubcommands().values()) {
            if (sub.getCommandSpec().findOption("--json") != null && !sub.getCommandName().equals("debug")) withJson.add(sub.getCommandName());
        }
        assertEquals(withJson, ran);
    }

    @Test
    void theVerdictWordsAreTheExitCodes() {
        assertEquals("true", JsonOutput.verdict(Main.OK));
        assertEquals("false", JsonOutput.verdict(Main.FOUND_ERROR));
        assertEquals("unknown", JsonOutput.verdict(Main.UNKNOWN));
        assertEquals("error", JsonOutput.verdict(Main.INTERNAL));
        assertEquals(null, JsonOutput.verdict(Main.BAD_INPUT));
        assertEquals("true", JsonOutput.verdict(effigy.search.Verdict.proved("by test")));
        assertEquals("unknown", JsonOutput.verdict(effigy.search.Verdict.unknown("by test")));
    }

    @Test
    void aCommandsBodyMayNotSetTheEnvelopesMembers() {
        var body = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode().put("verdict", "terminates");
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> JsonOutput.document("termination", 0, body));
    }

    @Test
    void badInputPrintsNoDocument() {
        CliRun r = CliRun.of("bmc", "no-such-file.c", "--json");
        assertEquals(Main.BAD_INPUT, r.code(), r.err());
        assertEquals("", r.out());
    }
}
