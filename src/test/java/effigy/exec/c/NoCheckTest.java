package effigy.exec.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import effigy.cli.Main;
import effigy.exec.ExecOptions;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code --no-check KIND}: every corpus program with an error leaf of a kind that can be switched off is
 * explored again with that check off: no leaf of that kind remains, and every test still replays
 * (explore exits with status 3 otherwise).
 */
class NoCheckTest {
    @TestFactory
    Stream<DynamicTest> switchedOffChecksLeaveNoSuchLeaf() {
        List<DynamicTest> tests = new ArrayList<>();
        for (CorpusFile f : CorpusFile.all()) {
            if (f.mode() != CorpusFile.Mode.EXPLORE) continue;
            for (String kind : f.errors().values().stream().distinct().toList()) {
                if (ExecOptions.OPTIONAL_CHECKS.contains(kind)) tests.add(DynamicTest.dynamicTest(kind + " off: " + f.name(), () -> check(f, kind)));
            }
        }
        assertTrue(tests.size() >= 10, "the corpus has errors of the optional kinds: " + tests.size());
        return tests.stream();
    }

    private static void check(CorpusFile f, String kind) throws Exception {
        List<String> args = new ArrayList<>(List.of("explore", f.path().toString(), "--json", "--no-check", kind));
        args.addAll(f.flags());
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.execute(args.toArray(new String[0]), new PrintWriter(out, true), new PrintWriter(err, true));
        assertFalse(code == Main.INTERNAL || code == Main.BAD_INPUT, () -> "exit " + code + ": " + err);
        for (JsonNode l : new ObjectMapper().readTree(out.toString()).get("leaves")) {
            if (l.get("status").asText().equals("error")) {
                String k = l.get("error").get("kind").asText();
                assertFalse(k.equals(kind), () -> kind + " is off, yet a leaf reports it: " + l);
            }
        }
    }

    @Test
    void divisionByZeroOffTakesSmtLibValuesConcretelyAndSymbolically() throws Exception {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.execute(new String[] {"explore", "src/test/resources/c-nocheck/div-zero-negative.c", "--json", "--no-check", "division-by-zero"},
                new PrintWriter(out, true), new PrintWriter(err, true));
        assertEquals(Main.OK, code, () -> "every test replays: " + err);
        List<String> returns = new ArrayList<>();
        for (JsonNode l : new ObjectMapper().readTree(out.toString()).get("leaves")) returns.add(l.get("outputs").get("return").get("text").asText());
        assertEquals(List.of("1", "2"), returns.stream().sorted().toList());
    }

    @Test
    void checksWithNoWayToGoOnCannotBeSwitchedOff() {
        for (String kind : List.of("null-dereference", "out-of-bounds", "abort")) {
            StringWriter out = new StringWriter(), err = new StringWriter();
            int code = Main.execute(new String[] {"explore", "examples/lecture/top.c", "--entry", "top", "--no-check", kind},
                    new PrintWriter(out, true), new PrintWriter(err, true));
            assertEquals(Main.BAD_INPUT, code, kind);
            assertTrue(err.toString().contains("can be switched off"), err::toString);
        }
    }
}
