package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Inputs are shown by their names in the source: a value {@code __VERIFIER_nondet_*()} returns by the variable it is
 * read into ({@code x}, {@code a[i]}, a global {@code g}), {@code x_2} for the next value read there, {@code x@L} when
 * another call reads into the same variable, the call site ({@code int@L}) where there is no variable; the symbol keeps
 * the call-site name, by which test files replay and harnesses are written.
 */
class SourceNamesCliTest {
    private static final String PROGRAM = """
            extern int __VERIFIER_nondet_int(void);
            extern unsigned char __VERIFIER_nondet_uchar(void);
            extern void reach_error(void);
            struct S { int len; int cap; };
            int g;
            int main(void) {
              int x = __VERIFIER_nondet_int();
              unsigned char a[2];
              for (int i = 0; i < 2; i++) a[i] = __VERIFIER_nondet_uchar();
              g = __VERIFIER_nondet_int();
              struct S s;
              s.cap = __VERIFIER_nondet_int();
              if (x > 5) x = __VERIFIER_nondet_int();
              if (x == 7 && a[1] == 200 && g < 0 && s.cap == 3) reach_error();
              return 0;
            }
            """;

    @TempDir Path tmp;

    private Path program() throws Exception {
        Path p = tmp.resolve("names.c");
        Files.writeString(p, PROGRAM);
        return p;
    }

    @Test
    void exploreShowsTheSourceNamesAndItsTestsStillReplay() throws Exception {
        Path p = program(), tests = tmp.resolve("tests");
        CliRun r = CliRun.of("explore", p.toString(), "--json", "--tests", tests.toString());
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        Set<String> names = new TreeSet<>();
        for (JsonNode s : r.json().get("symbols")) names.add(s.get("name").asText());
        // x; a[i] twice; the global g; s.cap has no name in the IR: its call site; x again at line 13 (x is taken)
        assertEquals(Set.of("x", "a[i]", "a[i]_2", "g", "int@12", "x@13"), names);
        JsonNode error = null;
        for (JsonNode l : r.json().get("leaves")) if (l.get("status").asText().equals("error")) error = l;
        assertTrue(error != null, r.out());
        String pc = error.get("pc").get("text").asText();
        assertTrue(pc.contains("x@13 == 7") && pc.contains("a[i]_2 == -56") && pc.contains("g < 0") && pc.contains("int@12 == 3"), pc);
        assertFalse(pc.contains("uchar@"), pc);
        assertEquals(7, error.get("test").get("x@13").asInt(), error.toString());

        // the test file gives each input's source name and its symbol, and replays
        List<Path> files = new ArrayList<>();
        try (var list = Files.list(tests)) { list.filter(f -> f.toString().endsWith(".json")).sorted().forEach(files::add); }
        assertFalse(files.isEmpty());
        for (Path f : files) {
            CliRun replay = CliRun.of("replay", p.toString(), f.toString(), "--json");
            assertTrue(replay.code() == Main.OK || replay.code() == Main.FOUND_ERROR, f + ": " + replay.err() + replay.out());
            assertTrue(replay.json().get("matches").asBoolean(), replay.out());
        }
        boolean bySymbol = false;
        for (Path f : files) {
            for (JsonNode in : new ObjectMapper().readTree(f.toFile()).get("inputs")) {
                if (in.get("name").asText().equals("a[i]")) {
                    assertEquals("uchar@9", in.get("symbol").asText(), in.toString());
                    bySymbol = true;
                }
            }
        }
        assertTrue(bySymbol, "a test file names a[i] and its symbol");
    }

    @Test
    void bmcsCounterexampleShowsTheSourceNames() throws Exception {
        CliRun r = CliRun.of("bmc", program().toString(), "--unwind", "3");
        assertEquals(Main.FOUND_ERROR, r.code(), r.err());
        String inputs = r.out().lines().filter(l -> l.trim().startsWith("inputs:")).findFirst().orElse("");
        assertTrue(inputs.contains("x = ") && inputs.contains("a[i]_2 = 200") && inputs.contains("g = ") && inputs.contains("x@13 = 7"), r.out());
        assertFalse(inputs.contains("uchar@") || inputs.contains("int@7"), inputs);
    }
}
