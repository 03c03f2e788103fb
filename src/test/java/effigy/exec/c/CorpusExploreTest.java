package effigy.exec.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import effigy.cli.Main;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code effigy explore} on every corpus program whose first line says {@code RUN: effigy explore}: the
 * number of leaves, the count per status, and the error leaves exactly on the annotated lines with the
 * annotated kinds (every annotation reached). Every test is replayed by explore itself (exit status 3
 * otherwise). Programs needing what the C support does not have yet are listed in {@link #NOT_YET}.
 */
class CorpusExploreTest {
    static final Map<String, String> NOT_YET = Map.of();

    @TestFactory
    Stream<DynamicTest> explorations() {
        List<CorpusFile> files = CorpusFile.all().stream().filter(f -> f.mode() == CorpusFile.Mode.EXPLORE).toList();
        assertTrue(files.size() >= 50, "the corpus has its explore programs");
        return files.stream().map(f -> DynamicTest.dynamicTest(f.name(), () -> check(f)));
    }

    private static void check(CorpusFile f) throws Exception {
        Assumptions.assumeFalse(NOT_YET.containsKey(f.name()), () -> "not yet supported: " + NOT_YET.get(f.name()));
        List<String> args = new ArrayList<>(List.of("explore", f.path().toString(), "--json"));
        args.addAll(f.flags());
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.execute(args.toArray(new String[0]), new PrintWriter(out, true), new PrintWriter(err, true));
        assertNotEquals(Main.INTERNAL, code, () -> "internal failure (a test that does not replay?): " + err);
        assertNotEquals(Main.BAD_INPUT, code, () -> "rejected: " + err);
        JsonNode leaves = new ObjectMapper().readTree(out.toString()).get("leaves");
        if (f.leaves() != null) assertEquals(f.leaves().intValue(), leaves.size(), () -> "leaves of " + f.name() + ": " + out);
        Map<String, Integer> statuses = new TreeMap<>();
        Set<Integer> reached = new HashSet<>();
        for (JsonNode l : leaves) {
            statuses.merge(l.get("status").asText(), 1, Integer::sum);
            if (l.get("status").asText().equals("error") || l.get("status").asText().equals("unsupported")) {
                int line = l.get("error").get("line").asInt();
                String kind = l.get("error").get("kind").asText();
                assertEquals(f.errors().get(line), kind, () -> "error leaf " + kind + " on line " + line + " of " + f.name());
                reached.add(line);
            }
        }
        if (f.statuses() != null && !f.statuses().isEmpty()) assertEquals(new TreeMap<>(f.statuses()), statuses, () -> "statuses of " + f.name());
        assertEquals(f.errors().keySet(), reached, () -> "annotated error lines reached in " + f.name());
    }
}
