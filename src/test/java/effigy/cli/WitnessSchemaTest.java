package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The witnesses {@code svcomp --witness} writes, for both verdicts, against a JSON Schema of SV-COMP's YAML witness
 * format 2.0 (src/test/resources/svcomp/witness/witness-2.0.schema.json): a correctness witness (an invariant set with
 * a loop invariant at the loop statement) for a program proved by invariants, a violation witness for one with a
 * reachable error; and the schema itself rejects what the format does not allow. The correctness witness's invariant,
 * a C expression, is compiled and evaluated by Effigy on values where it must hold and where it must not.
 */
class WitnessSchemaTest {
    private static final Path PROPERTY = Path.of("src/test/resources/svcomp/tasks/properties/unreach-call.prp");
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private static Schema schema() throws Exception {
        String text = Files.readString(Path.of("src/test/resources/svcomp/witness/witness-2.0.schema.json"));
        return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(text);
    }

    private static void assertValid(JsonNode witness) throws Exception {
        List<com.networknt.schema.Error> errors = schema().validate(witness);
        assertTrue(errors.isEmpty(), errors + "\n" + witness.toPrettyString());
    }

    @Test
    void aProofByInvariantsWritesACorrectnessWitnessWithTheLoopInvariant(@TempDir Path tmp) throws Exception {
        Path w = tmp.resolve("w.yml");
        CliRun r = CliRun.inOwnProcess(60, "svcomp", "src/test/resources/invariants/counter.c", "--property", PROPERTY.toString(),
                "--max-time", "30", "--witness", w.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("Engine invariants"), r.out());
        JsonNode witness = YAML.readTree(w.toFile());
        assertValid(witness);
        JsonNode entry = witness.get(0);
        assertEquals("invariant_set", entry.get("entry_type").asText());
        assertEquals("G ! call(reach_error())", entry.get("metadata").get("task").get("specification").asText());
        JsonNode inv = entry.get("content").get(0).get("invariant");
        assertEquals("loop_invariant", inv.get("type").asText());
        assertEquals(9, inv.get("location").get("line").asInt());
        assertEquals(5, inv.get("location").get("column").asInt(), "the column of the while keyword");
        assertEquals("main", inv.get("location").get("function").asText());
        // the invariant, as C, holds where the loop can be (i <= n) and not where it cannot (i > n)
        String c = inv.get("value").asText();
        Path probe = tmp.resolve("probe.c");
        Files.writeString(probe, "#include <stdio.h>\nint holds(int n, int i) { return " + c + "; }\n"
                + "int main(void) { printf(\"%d %d %d\\n\", holds(5, 0), holds(5, 5), holds(5, 7)); return 0; }\n");
        CliRun run = CliRun.inOwnProcess(30, "run", probe.toString());
        assertTrue(run.out().contains("1 1 0"), c + "\n" + run.out() + run.err());
    }

    @Test
    void aRecursionProvedBySummariesWritesAnEmptyInvariantSet(@TempDir Path tmp) throws Exception {
        Path w = tmp.resolve("w.yml");
        CliRun r = CliRun.inOwnProcess(60, "svcomp", "src/test/resources/svcomp/tasks/reach/gcd_recursive_true.yml",
                "--max-time", "30", "--witness", w.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("summaries of every recursive function"), r.out());
        JsonNode witness = YAML.readTree(w.toFile());
        assertValid(witness);
        assertEquals("invariant_set", witness.get(0).get("entry_type").asText());
        assertEquals(0, witness.get(0).get("content").size(), "format 2.0 has no function contracts to write");
    }

    @Test
    void aViolationWitnessFollowsTheFormat(@TempDir Path tmp) throws Exception {
        Path w = tmp.resolve("w.yml");
        CliRun r = CliRun.inOwnProcess(60, "svcomp", "src/test/resources/invariants/reaches_error.c", "--property", PROPERTY.toString(),
                "--max-time", "30", "--witness", w.toString());
        assertEquals(1, r.code(), r.out() + r.err());
        JsonNode witness = YAML.readTree(w.toFile());
        assertValid(witness);
        assertEquals("violation_sequence", witness.get(0).get("entry_type").asText());
    }

    @Test
    void theSchemaRejectsWhatTheFormatDoesNotAllow() throws Exception {
        JsonNode good = YAML.readTree("""
                - entry_type: invariant_set
                  metadata:
                    format_version: "2.0"
                    uuid: 0b5c2f4e-8f51-4b0e-9d0a-2f6f3a1c7e11
                    creation_time: 2026-11-27T06:00:00Z
                    producer: {name: Effigy, version: "0.1.0"}
                    task:
                      input_files: [a.c]
                      input_file_hashes: {a.c: "0a00000000000000000000000000000000000000000000000000000000000000"}
                      specification: G ! call(reach_error())
                      data_model: LP64
                      language: C
                  content:
                    - invariant: {type: loop_invariant, location: {file_name: a.c, line: 3, column: 5, function: main}, value: "x >= 0", format: c_expression}
                """);
        assertTrue(schema().validate(good).isEmpty(), schema().validate(good).toString());
        JsonNode noVersion = good.deepCopy();
        ((ObjectNode) noVersion.get(0).get("metadata")).remove("format_version");
        assertFalse(schema().validate(noVersion).isEmpty(), "no format_version");
        JsonNode badType = good.deepCopy();
        ((ObjectNode) badType.get(0).get("content").get(0).get("invariant")).put("type", "invariant");
        assertFalse(schema().validate(badType).isEmpty(), "an unknown invariant type");
        JsonNode noLine = good.deepCopy();
        ((ObjectNode) noLine.get(0).get("content").get(0).get("invariant").get("location")).remove("line");
        assertFalse(schema().validate(noLine).isEmpty(), "a location without a line");
    }
}
