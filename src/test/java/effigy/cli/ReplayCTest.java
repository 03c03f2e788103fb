package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code effigy replay} on C tests: each test written by {@code explore --tests} records the entry
 * function, buffer size, integer semantics and checks of its exploration, and replaying it reaches its
 * leaf (exit 0 or 1, never 3), whatever those settings were.
 */
class ReplayCTest {
    @TempDir Path dir;

    private static int run(List<String> args, StringWriter out, StringWriter err) {
        return Main.execute(args.toArray(new String[0]), new PrintWriter(out, true), new PrintWriter(err, true));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "examples/lecture/top.c --entry top",
            "examples/lecture/foo.c --entry foo --check-overflow",
            "src/test/resources/c/expect-leaves/ints-math-entry.c --ints=math --entry f --buffer-size 2",
            "src/test/resources/c/expect-error/ints-math-unsupported.c --ints=math",
            "src/test/resources/c/expect-error/div-zero-symbolic.c --no-check division-by-zero",
            "src/test/resources/c/expect-error/assert-symbolic.c --no-check assertion"})
    void everyTestReplaysToItsLeaf(String command) throws IOException {
        List<String> words = List.of(command.split(" "));
        List<String> args = new ArrayList<>(List.of("explore", "--tests", dir.toString()));
        args.addAll(words);
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = run(args, out, err);
        // 4 when a path is not followed to its end (an unsupported leaf with --ints=math)
        assertTrue(code == Main.OK || code == Main.FOUND_ERROR || code == Main.UNKNOWN, () -> "explore: " + err);
        List<Path> tests;
        try (Stream<Path> s = Files.list(dir)) { tests = s.filter(p -> p.toString().endsWith(".json")).sorted().toList(); }
        assertTrue(!tests.isEmpty(), "tests written");
        for (Path t : tests) {
            StringWriter o = new StringWriter(), e = new StringWriter();
            int c = run(List.of("replay", words.get(0), t.toString()), o, e);
            assertTrue(c == Main.OK || c == Main.FOUND_ERROR, () -> "replay of " + t + " (exit " + c + "): " + o + e);
            assertTrue(o.toString().contains("reaches the recorded leaf") || o.toString().contains("could not go on"), o::toString);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"examples/lecture/top.c"})
    void aCTestWithoutSettingsIsRejected(String program) throws IOException {
        Path t = dir.resolve("old.json");
        Files.writeString(t, "{\"format\": \"effigy-test-1\", \"call\": \"top(input)\", \"inputs\": [], \"expect\": {\"status\": \"returned\"}}");
        StringWriter o = new StringWriter(), e = new StringWriter();
        assertEquals(Main.BAD_INPUT, run(List.of("replay", program, t.toString()), o, e));
        assertTrue(e.toString().contains("records no C settings"), e::toString);
    }
}
