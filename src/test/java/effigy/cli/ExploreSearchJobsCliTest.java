package effigy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code effigy explore --search random-path|coverage}, {@code --seed} and {@code --jobs N} as a user runs them. */
class ExploreSearchJobsCliTest {
    @TempDir Path tmp;

    private static final String[] SEARCH = {"explore", "examples/king/search.eff", "--call", "SEARCH(A, 1, 5, \"X\", FOUND, J)"};

    private static String[] with(String[] base, String... more) {
        String[] all = new String[base.length + more.length];
        System.arraycopy(base, 0, all, 0, base.length);
        System.arraycopy(more, 0, all, base.length, more.length);
        return all;
    }

    private static CliRun run(String[] args) {
        return CliRun.of(args[0], java.util.Arrays.copyOfRange(args, 1, args.length));
    }

    /** The table's leaf rows, sorted (their numbers dropped): the leaves whatever the order. */
    private static List<String> rows(String out) {
        List<String> rows = new ArrayList<>();
        for (String line : out.split("\n")) {
            if (line.matches("\\s*\\d+\\s+(returned|error|limit|unknown)\\s.*")) rows.add(line.trim().replaceFirst("^\\d+\\s+", ""));
        }
        Collections.sort(rows);
        return rows;
    }

    /** The table's leaf rows in order. */
    private static List<String> ordered(String out) {
        return Stream.of(out.split("\n")).filter(l -> l.matches("\\s*\\d+\\s+(returned|error|limit|unknown)\\s.*")).toList();
    }

    @Test
    void everySearchGivesKingsElevenLeaves() {
        CliRun dfs = run(SEARCH);
        assertEquals(0, dfs.code(), dfs.err());
        for (String s : List.of("bfs", "random-path", "coverage", "RANDOM_PATH")) {
            CliRun r = run(with(SEARCH, "--search", s));
            assertEquals(0, r.code(), s + ": " + r.err());
            assertEquals(11, rows(r.out()).size(), r.out());
            assertEquals(rows(dfs.out()), rows(r.out()), s);
            assertTrue(r.out().contains("11 leaves, tree explored completely"), r.out());
            assertTrue(r.out().contains("every test replayed concretely to its leaf"), r.out());
        }
    }

    @Test
    void randomPathIsTheSameForASeed() {
        List<String> a = ordered(run(with(SEARCH, "--search", "random-path", "--seed", "3")).out());
        List<String> b = ordered(run(with(SEARCH, "--search", "random-path", "--seed", "3")).out());
        List<String> dfs = ordered(run(SEARCH).out());
        assertEquals(11, a.size());
        assertEquals(a, b);
        assertFalse(a.equals(dfs), "seed 3's order is depth first's");
    }

    @Test
    void twoJobsGiveTheSameLeavesNumberedAsDelivered() throws Exception {
        String[] top = {"explore", "examples/lecture/top.c", "--entry", "top", "--json"};
        CliRun one = run(top), two = run(with(top, "--jobs", "2"));
        assertEquals(1, one.code(), one.err());
        assertEquals(1, two.code(), two.err());
        JsonNode a = one.json().get("leaves"), b = two.json().get("leaves");
        assertEquals(16, b.size());
        List<String> la = new ArrayList<>(), lb = new ArrayList<>();
        for (int i = 0; i < b.size(); i++) {
            assertEquals(i + 1, b.get(i).get("id").asInt());
            la.add(a.get(i).get("status").asText() + " " + a.get(i).get("pc").get("text").asText());
            lb.add(b.get(i).get("status").asText() + " " + b.get(i).get("pc").get("text").asText());
        }
        Collections.sort(la);
        Collections.sort(lb);
        assertEquals(la, lb);
        assertEquals(16, two.json().get("testsReplayed").asInt());
        assertEquals(one.json().get("stats").get("forks").asInt(), two.json().get("stats").get("forks").asInt(), two.out());
    }

    @Test
    void twoJobsWriteTestsAndTheTree() throws IOException {
        Path dir = tmp.resolve("tests"), dot = tmp.resolve("tree.dot");
        CliRun r = run(new String[] {"explore", "examples/king/search.eff", "--call", "SEARCH(A, 1, 5, \"X\", FOUND, J)", "--jobs", "2",
                "--tests", dir.toString(), "--dot", dot.toString()});
        assertEquals(0, r.code(), r.err());
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(11, files.count());
        }
        String tree = Files.readString(dot);
        // King's Fig. 8: 10 forks and 11 leaves below the root, one arc into each
        assertEquals(21, tree.lines().filter(l -> l.contains("->")).count(), tree);
        CliRun replay = CliRun.of("replay", "examples/king/search.eff", dir.resolve("test-007.json").toString());
        assertEquals(0, replay.code(), replay.err() + replay.out());
    }

    @Test
    void thePathLimitHoldsExactlyWithJobs() {
        CliRun r = run(new String[] {"explore", "examples/lecture/top.c", "--entry", "top", "--jobs", "3", "--max-paths", "5"});
        assertTrue(r.out().contains("5 leaves, stopped by path limit"), r.out());
        assertEquals(5, rows(r.out()).size(), r.out());
    }

    @Test
    void badValuesAreDiagnosedWithStatusTwo() {
        String[][] bad = {
                with(SEARCH, "--search", "best-first"),
                with(SEARCH, "--jobs", "0"),
                with(SEARCH, "--jobs", "many"),
                with(SEARCH, "--jobs", "100000"),
                with(SEARCH, "--seed", "x"),
                with(SEARCH, "--jobs", "2", "--pc-engine", "wp")};
        String[] says = {"unknown search 'best-first' (expected one of dfs, bfs, random-path, coverage)", "--jobs must be a number of threads from 1 to 256",
                "--jobs", "--jobs must be a number of threads from 1 to 256", "--seed", "--jobs is for the forward engine"};
        for (int i = 0; i < bad.length; i++) {
            CliRun r = run(bad[i]);
            assertEquals(2, r.code(), String.join(" ", bad[i]) + ": " + r.err());
            assertTrue(r.err().contains(says[i]), r.err());
            assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), r.err());
            assertFalse(r.out().contains("TEST("), String.join(" ", bad[i]) + ": no table");
        }
    }
}
