package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code effigy ir --json} on a C file and a {@code .eff} file, compared with {@code NAME.json} under
 * {@code src/test/resources/golden/ir-json} (the envelope's {@code effigy} version and the functions of Effigy's C
 * library left out, so that a new version does not change the golden files). Run with {@code -Dgolden.update=true} to rewrite them (then review the diff).
 */
class IrJsonGoldenTest {
    static final Path DIR = Path.of("src/test/resources/golden/ir-json");

    @ParameterizedTest
    @ValueSource(strings = {"abs.c", "src/test/resources/golden/ir/power.eff"})
    void irJsonMatchesGolden(String file) throws Exception {
        Path source = file.contains("/") ? Path.of(file) : DIR.resolve(file);
        CliRun r = CliRun.of("ir", source.toString(), "--json");
        assertEquals(Main.OK, r.code(), r.err());
        ObjectNode doc = (ObjectNode) r.json();
        doc.remove("effigy");
        // Effigy's C library (the same in every C program) is not this file's IR
        com.fasterxml.jackson.databind.node.ArrayNode own = doc.putArray("functions");
        for (JsonNode f : r.json().get("functions")) if (!f.get("library").asBoolean()) own.add(f);
        String actual = JsonOutput.text(doc) + "\n";
        Path expected = DIR.resolve(source.getFileName() + ".json");
        if (Boolean.getBoolean("golden.update")) Files.writeString(expected, actual, StandardCharsets.UTF_8);
        assertTrue(Files.exists(expected), expected + " is missing; run with -Dgolden.update=true to create it");
        assertEquals(Files.readString(expected, StandardCharsets.UTF_8), actual, "ir --json differs from " + expected);
    }

    /** Every instruction and terminator has its kind and text, and the ones from the source their position. */
    @ParameterizedTest
    @ValueSource(strings = {"src/test/resources/golden/ir-json/abs.c", "examples/king/search.eff"})
    void everyInstructionHasItsKindTextAndPosition(String file) throws Exception {
        JsonNode doc = CliRun.of("ir", file, "--json").json();
        int positioned = 0;
        for (JsonNode f : doc.get("functions")) {
            for (JsonNode b : f.get("blocks")) {
                java.util.List<JsonNode> all = new java.util.ArrayList<>();
                b.get("instructions").forEach(all::add);
                all.add(b.get("terminator"));
                for (JsonNode i : all) {
                    assertTrue(i.hasNonNull("kind") && i.hasNonNull("text"), i.toString());
                    if (i.get("statement").asBoolean()) {
                        assertTrue(i.get("line").asInt() > 0 && i.get("column").asInt() > 0, "a statement has its position: " + i);
                        positioned++;
                    }
                }
            }
        }
        assertTrue(positioned > 3, doc.toString());
    }
}
