package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An error inside Effigy's C library (an overflow in {@code memcpy}) is the program's error at its call of the
 * library: the program's line first, the library's place kept as a second one, in text, JSON and test files.
 */
class LibraryErrorPlaceTest {
    private static final String TWO_CALLS = "src/test/resources/c/expect-error/memcpy-overflow-two-calls.c";

    @Test
    void explorePutsTheCallsLineFirstAndMemcpysSecond() {
        CliRun r = CliRun.of("explore", TWO_CALLS);
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        String out = r.out();
        int first = out.indexOf("out-of-bounds at " + TWO_CALLS + ":15:22: ");
        int second = out.indexOf("out-of-bounds at " + TWO_CALLS + ":16:22: ");
        assertTrue(first >= 0 && second > first, out);
        // the library's place on the next line, below each
        String[] lines = out.split("\n");
        int withLibrary = 0;
        for (int i = 0; i + 1 < lines.length; i++) {
            if (lines[i].contains("out-of-bounds at " + TWO_CALLS)) {
                assertTrue(lines[i + 1].trim().startsWith("in memcpy at <effigy libc>:"), out);
                withLibrary++;
            }
        }
        assertEquals(2, withLibrary, out);
        assertTrue(!out.contains("out-of-bounds at <effigy libc>"), out);
    }

    @Test
    void jsonAndTestFilesKeepTheLibraryFrameAndReplay(@TempDir Path tmp) throws Exception {
        Path tests = tmp.resolve("tests");
        CliRun r = CliRun.of("explore", TWO_CALLS, "--json", "--tests", tests.toString());
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        List<Integer> lines = new ArrayList<>();
        for (JsonNode leaf : r.json().path("leaves")) {
            JsonNode error = leaf.path("error");
            if (error.isMissingNode()) continue;
            assertEquals(TWO_CALLS, error.path("file").asText(), error.toString());
            lines.add(error.path("line").asInt());
            JsonNode library = error.path("library");
            assertEquals("memcpy", library.path("function").asText(), error.toString());
            assertEquals("<effigy libc>", library.path("file").asText(), error.toString());
            assertTrue(library.path("line").asInt() > 0, error.toString());
        }
        assertEquals(List.of(15, 16), lines);
        ObjectMapper m = new ObjectMapper();
        for (String name : List.of("test-001.json", "test-002.json")) {
            JsonNode expect = m.readTree(tests.resolve(name).toFile()).path("expect");
            assertEquals("memcpy", expect.path("library").path("function").asText(), expect.toString());
            CliRun replay = CliRun.of("replay", TWO_CALLS, tests.resolve(name).toString());
            assertEquals(Main.FOUND_ERROR, replay.code(), replay.out() + replay.err());
            assertTrue(replay.out().contains("reaches the recorded leaf"), replay.out());
        }
        // a test file written before the library frame was kept (no "library", the library's line) still replays
        Path old = tests.resolve("test-old.json");
        String text = Files.readString(tests.resolve("test-001.json"));
        JsonNode o = m.readTree(text);
        ((com.fasterxml.jackson.databind.node.ObjectNode) o.path("expect")).remove("library");
        ((com.fasterxml.jackson.databind.node.ObjectNode) o.path("expect")).put("line", 15);
        Files.writeString(old, m.writeValueAsString(o));
        assertNull(m.readTree(old.toFile()).path("expect").get("library"));
        CliRun replay = CliRun.of("replay", TWO_CALLS, old.toString());
        assertEquals(Main.FOUND_ERROR, replay.code(), replay.out() + replay.err());
        assertTrue(replay.out().contains("reaches the recorded leaf"), replay.out());
    }

    @Test
    void anErrorOfTheProgramsOwnCodeHasNoLibraryFrame() throws Exception {
        CliRun r = CliRun.of("explore", "src/test/resources/c/expect-error/errors-several.c", "--json");
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        int errors = 0;
        for (JsonNode leaf : r.json().path("leaves")) {
            if (leaf.path("error").isMissingNode()) continue;
            errors++;
            assertTrue(leaf.path("error").path("library").isMissingNode(), leaf.toString());
        }
        assertEquals(3, errors);
    }
}
