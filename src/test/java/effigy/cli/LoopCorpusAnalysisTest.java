package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code effigy loops} on the two loop corpora, against what their programs say of themselves. The loop-bound
 * corpus ({@code src/test/resources/loops}, checked natively by {@code effigy.loops.LoopCorpusTest}): every loop's
 * inner bound is the annotated one (its witness replayed by the analysis itself, which fails otherwise), an
 * unbounded loop is found unbounded, every numeric outer bound is at least the inner bound and equals it where
 * the search was exhaustive, and a loop in a function called from two places has both contexts. The TACLeBench-
 * style corpus ({@code src/test/resources/tacle}, checked natively by {@code TacleCorpusTest}): every
 * {@code loopbound} annotation agrees, except the one marked wrong (too low) and the one marked loose (too high).
 */
class LoopCorpusAnalysisTest {
    private static final Pattern ANNOTATION = Pattern.compile("/\\* LOOP inner=(\\S+) witness=(\\S+) outer=(\\S+)(?: context=(\\S+))? \\*/");

    @TestFactory
    Stream<DynamicTest> everyLoopOfTheCorpusHasItsInnerBoundAndASoundOuterBound() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.list(Path.of("src/test/resources/loops"))) {
            files = s.filter(p -> p.toString().endsWith(".c")).sorted().toList();
        }
        assertTrue(files.size() >= 40, "the corpus has at least 40 programs");
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> check(f)));
    }

    private static void check(Path file) throws Exception {
        CliRun r = CliRun.of("loops", file.toString(), "--json", "--max-time", "8");
        assertEquals(Main.OK, r.code(), r.err());
        JsonNode j = r.json();
        List<String> lines = Files.readAllLines(file);
        int annotated = 0;
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = ANNOTATION.matcher(lines.get(i));
            if (!m.find()) continue;
            annotated++;
            int line = i + 1;
            String where = file.getFileName() + ":" + line;
            List<JsonNode> rows = new ArrayList<>();
            for (JsonNode l : j.get("loops")) if (l.get("line").asInt() == line) rows.add(l);
            assertFalse(rows.isEmpty(), where + ": no row in " + j);
            if (m.group(1).equals("unbounded")) {
                assertTrue(rows.stream().anyMatch(l -> l.get("inner").get("bound").asText().equals("unbounded")), where + " " + rows);
                for (JsonNode l : rows) assertEquals("unbounded", l.get("outer").get("bound").asText(), where + " " + l);
                continue;
            }
            int inner = Integer.parseInt(m.group(1));
            int most = -1;
            for (JsonNode l : rows) {
                JsonNode in = l.get("inner"), out = l.get("outer");
                assertTrue(in.get("bound").isInt(), where + " " + l);
                most = Math.max(most, in.get("bound").asInt());
                if (in.get("bound").asInt() > 0) assertNotNull(in.get("witness"), where);
                if (out.get("bound").isNumber()) {
                    BigInteger o = new BigInteger(out.get("bound").asText());
                    assertTrue(o.compareTo(BigInteger.valueOf(in.get("bound").asInt())) >= 0, where + ": outer bound below the inner one " + l);
                    if (in.get("complete").asBoolean()) assertEquals(in.get("bound").asInt(), o.intValue(), where + " " + l);
                }
                assertFalse(out.get("bound").asText().equals("unbounded"), where + ": a bounded loop called unbounded " + l);
            }
            assertEquals(inner, most, where + ": " + rows);
            if (m.group(4) != null) {
                // context=g(a):10,g(a+5):15 — one row per call, each with its own bound
                TreeSet<Integer> expected = new TreeSet<>();
                for (String c : m.group(4).split(",")) expected.add(Integer.parseInt(c.substring(c.lastIndexOf(':') + 1)));
                TreeSet<Integer> got = new TreeSet<>();
                for (JsonNode l : rows) {
                    assertFalse(l.get("context").isNull(), where + ": the contexts are shown " + l);
                    got.add(l.get("inner").get("bound").asInt());
                }
                assertEquals(expected, got, where);
            }
        }
        assertTrue(annotated > 0, file + " has annotated loops");
    }

    @TestFactory
    Stream<DynamicTest> everyTacleAnnotationIsChecked() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.list(Path.of("src/test/resources/tacle"))) {
            files = s.filter(p -> p.toString().endsWith(".c")).sorted().toList();
        }
        assertTrue(files.size() >= 10);
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> checkTacle(f)));
    }

    private static void checkTacle(Path file) throws Exception {
        // each loop gets its share of 60% of the time before it is cut; nested.c's search takes about 18 s alone on a
        // quiet machine, so the limit leaves room for a loaded one (the test takes what the search takes, not the limit)
        CliRun r = CliRun.of("loops", file.toString(), "--json", "--check-annotations", "--max-time", "150");
        List<String> lines = Files.readAllLines(file);
        TreeMap<Integer, String> expected = new TreeMap<>();
        for (int i = 0; i + 1 < lines.size(); i++) {
            String l = lines.get(i);
            if (!l.contains("_Pragma(\"loopbound")) continue;
            expected.put(i + 2, l.contains("WRONG") ? "too low" : l.contains("LOOSE") ? "too high" : "agree");
        }
        assertEquals(expected.containsValue("too low") ? Main.FOUND_ERROR : Main.OK, r.code(), r.err());
        JsonNode j = r.json();
        assertTrue(j.get("stats").get("exhaustive").asBoolean(), file + " is analysed exhaustively: " + j.get("stats"));
        TreeMap<Integer, String> got = new TreeMap<>();
        for (JsonNode l : j.get("loops")) {
            JsonNode a = l.get("annotation");
            assertFalse(a.isNull(), file.getFileName() + ":" + l.get("line") + " has its annotation");
            got.put(l.get("line").asInt(), a.get("result").asText());
        }
        assertEquals(expected, got, file.getFileName().toString());
    }
}
