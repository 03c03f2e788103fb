package effigy.exec.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import effigy.cli.Main;
import effigy.term.Ieee754;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Symbolic float inputs: the corpus programs whose error only a NaN, only an infinity, only a subnormal reaches
 * get error leaves whose test input is of that class (and no other leaf is an error: the corpus's EXPECT-STATUS),
 * shown as a number; the test files written for them replay to their leaves with {@code effigy replay}.
 */
class SymbolicFloatTest {
    private static final Path CORPUS = Path.of("src/test/resources/c/expect-error");

    @Test
    void onlyANaNReachesTheError(@TempDir Path dir) throws Exception {
        long bits = errorInput("float-nan-only.c", 32, dir);
        assertTrue(Ieee754.isNaN(bits, 32), Long.toHexString(bits));
    }

    @Test
    void onlyAnInfinityReachesTheError(@TempDir Path dir) throws Exception {
        long bits = errorInput("float-infinity-only.c", 64, dir);
        assertEquals(Ieee754.infinity(64), bits & ~Ieee754.signBit(64), Long.toHexString(bits));
    }

    @Test
    void onlyASubnormalReachesTheError(@TempDir Path dir) throws Exception {
        long bits = errorInput("float-subnormal-only.c", 32, dir);
        long magnitude = bits & ~Ieee754.signBit(32);
        assertTrue(magnitude != 0 && magnitude < 0x00800000L, "exponent field 0, fraction not 0: " + Long.toHexString(bits));
    }

    /** Explores the corpus program, writes its tests, replays each; returns the bits of the one error leaf's input. */
    private static long errorInput(String name, int width, Path dir) throws Exception {
        Path tests = dir.resolve("tests");
        String json = run("explore", CORPUS.resolve(name).toString(), "--json", "--tests", tests.toString());
        JsonNode leaves = new ObjectMapper().readTree(json).get("leaves");
        List<JsonNode> errors = new ArrayList<>();
        for (JsonNode l : leaves) if (l.get("status").asText().equals("error")) errors.add(l);
        assertEquals(1, errors.size(), json);
        Path errorTest = tests.resolve(String.format("test-%03d.json", errors.get(0).get("id").asInt()));
        JsonNode input = new ObjectMapper().readTree(errorTest.toFile()).get("inputs").get(0);
        assertEquals("(_ BitVec " + width + ")", input.get("sort").asText(), input::toString);
        long bits = new BigInteger(input.get("value").asText()).longValue();
        String shown = Ieee754.show(bits, width);
        assertTrue(input.get("floating").asText().startsWith(shown), "the input is shown as a number: " + input);
        try (var files = Files.list(tests)) {
            for (Path t : files.filter(p -> p.toString().endsWith(".json")).toList()) {
                String replay = run("replay", CORPUS.resolve(name).toString(), t.toString());
                assertTrue(replay.contains("reaches the recorded leaf"), t + ": " + replay);
            }
        }
        return bits;
    }

    private static String run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
        assertTrue(code == Main.OK || code == Main.FOUND_ERROR || code == Main.UNKNOWN, () -> String.join(" ", args) + ": exit " + code + "\n" + out + err);
        return out.toString();
    }
}
