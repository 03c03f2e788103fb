package effigy.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.driver.Runs;
import effigy.driver.Workbench;
import effigy.exec.Coverage;
import effigy.exec.ExecOptions;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import effigy.search.RandomPath;
import effigy.search.Searcher;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The search orders: every one finds exactly depth-first search's leaves (by path digest, status and error kind)
 * on King's examples and the C corpus's branching programs, every test replaying; random-path is the same for a
 * seed and favours shallow states; the coverage search covers a program built for it in far fewer paths than
 * depth first.
 */
class SearchOrderTest {
    private static final long MAX_PATHS = 5_000, MAX_MILLIS = 20_000;
    private static final java.util.concurrent.atomic.AtomicInteger compared = new java.util.concurrent.atomic.AtomicInteger(),
            attempted = new java.util.concurrent.atomic.AtomicInteger();

    @org.junit.jupiter.api.AfterAll
    static void enoughWereCompared() {
        // when the program comparisons ran (not when one test method was picked)
        if (attempted.get() > 0) assertTrue(compared.get() >= 40, "programs compared: " + compared.get() + " of " + attempted.get());
    }

    @TestFactory
    Stream<DynamicTest> everySearchFindsTheLeavesOfDepthFirst() {
        return Stream.concat(ExplorePrograms.king().stream(), ExplorePrograms.corpus().stream())
                .map(p -> DynamicTest.dynamicTest(p.name(), () -> sameLeaves(p)));
    }

    private static void sameLeaves(ExplorePrograms.Program p) {
        attempted.incrementAndGet();
        try (Workbench wb = p.open()) {
            Exploration dfs = ExplorePrograms.explore(wb, p, new ExploreOptions(Search.DFS, MAX_PATHS, MAX_MILLIS)).exploration();
            if (!dfs.complete()) return;   // only whole trees compare
            Map<String, Integer> expected = ExplorePrograms.multiset(dfs.leaves());
            for (ExploreOptions o : List.of(new ExploreOptions(Search.BFS, MAX_PATHS, MAX_MILLIS),
                    new ExploreOptions(Search.RANDOM_PATH, MAX_PATHS, MAX_MILLIS),
                    new ExploreOptions(Search.RANDOM_PATH, MAX_PATHS, MAX_MILLIS).withSeed(7),
                    new ExploreOptions(Search.COVERAGE, MAX_PATHS, MAX_MILLIS))) {
                Runs.ExploreResult r = ExplorePrograms.explore(wb, p, o);
                String what = p.name() + " with " + o.search().label() + " (seed " + o.seed() + ")";
                assertTrue(r.exploration().complete(), what + ": stopped by " + r.exploration().stoppedBecause());
                assertEquals(expected, ExplorePrograms.multiset(r.exploration().leaves()), what);
                assertEquals(List.of(), r.replayFailures(), what);
            }
            compared.incrementAndGet();
        }
    }

    private static Path resource(String name) {
        try {
            return Path.of(SearchOrderTest.class.getResource("/explore/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The leaves of {@code deep-loop-first.c} in the order found with {@code options}. */
    private static List<Leaf> deepLoopFirst(ExploreOptions options) {
        try (Workbench wb = Workbench.load(List.of(resource("deep-loop-first.c")), 10_000)) {
            Workbench.Entry entry = wb.cEntry("main");
            Exploration e = wb.explore(wb.executor(ExecOptions.DEFAULT, false), entry, options);
            assertTrue(e.complete());
            return e.leaves();
        }
    }

    @Test
    void randomPathIsTheSameForASeedAndOtherForAnother() {
        List<String> a = deepLoopFirst(ExploreOptions.DEFAULT.withSearch(Search.RANDOM_PATH).withSeed(5)).stream().map(ExplorePrograms::key).toList();
        List<String> b = deepLoopFirst(ExploreOptions.DEFAULT.withSearch(Search.RANDOM_PATH).withSeed(5)).stream().map(ExplorePrograms::key).toList();
        List<String> c = deepLoopFirst(ExploreOptions.DEFAULT.withSearch(Search.RANDOM_PATH).withSeed(6)).stream().map(ExplorePrograms::key).toList();
        List<String> dfs = deepLoopFirst(ExploreOptions.DEFAULT).stream().map(ExplorePrograms::key).toList();
        assertEquals(1028, a.size());
        assertEquals(a, b, "seed 5 twice");
        assertNotEquals(a, c, "seeds 5 and 6");
        assertNotEquals(a, dfs, "random-path and depth first");
        assertEquals(ExplorePrograms.multiset(deepLoopFirst(ExploreOptions.DEFAULT)), ExplorePrograms.multiset(deepLoopFirst(
                ExploreOptions.DEFAULT.withSearch(Search.RANDOM_PATH).withSeed(5))));
    }

    /**
     * In a tree with one open state at depth 1 and two at depth 2, a walk from the root picks the shallow one half the
     * time (KLEE's weight 2^-depth), whatever the seed's other choices.
     */
    @Test
    void randomPathPicksAStateAtDepthDWithWeightTwoToTheMinusD() {
        int shallow = 0, runs = 4000;
        for (int seed = 0; seed < runs; seed++) {
            RandomPath list = new RandomPath(seed);
            list.add(null);
            Searcher.Open root = list.select();
            list.forked(root, null, null);
            Searcher.Open x = list.select();
            assertEquals(1, list.depth(x));
            list.forked(x, null, null);
            assertEquals(3, list.size());
            Searcher.Open picked = list.select();
            if (list.depth(picked) == 1) shallow++;
            // the rest of the tree is still taken whole
            list.ended(picked);
            int taken = 0;
            while (!list.isEmpty()) { list.ended(list.select()); taken++; }
            assertEquals(2, taken);
        }
        assertTrue(Math.abs(shallow - runs / 2) < runs / 20, "the depth-1 state was picked first " + shallow + " times in " + runs);
    }

    /** The leaves each search delivers until the program's blocks are all covered (as many as the whole exploration covers). */
    @Test
    void coverageSearchCoversTheProgramInFewerPathsThanDepthFirst() {
        Map<Search, Integer> toFull = leavesToFullCoverage("deep-loop-first.c");
        assertTrue(toFull.get(Search.DFS) > 1000, "depth first covers the false side after the loop's 1024 paths: " + toFull);
        assertTrue(toFull.get(Search.COVERAGE) <= 10, "the coverage search goes to the new code next: " + toFull);
    }

    /** The same with the loop and the new code in functions of their own: distances through calls and returns. */
    @Test
    void coverageSearchFollowsCallsAndReturns() {
        Map<Search, Integer> toFull = leavesToFullCoverage("new-code-in-a-callee.c");
        assertTrue(toFull.get(Search.DFS) > 1000, "depth first: " + toFull);
        assertTrue(toFull.get(Search.COVERAGE) <= 10, "the coverage search: " + toFull);
    }

    private static Map<Search, Integer> leavesToFullCoverage(String file) {
        Map<Search, Integer> toFull = new EnumMap<>(Search.class);
        Map<Search, Integer> covered = new EnumMap<>(Search.class);
        Map<String, Integer> expected = null;
        for (Search s : Search.values()) {
            try (Workbench wb = Workbench.load(List.of(resource(file)), 10_000)) {
                Workbench.Entry entry = wb.cEntry("main");
                Executor ex = wb.executor(ExecOptions.DEFAULT, false);
                Coverage map = new Coverage(wb.program());
                List<Leaf> leaves = new ArrayList<>();
                List<Integer> blocksAfter = new ArrayList<>();
                Exploration e = new Explorer(ex, ExploreOptions.DEFAULT.withSearch(s)).coverage(map)
                        .explore(ex.start(entry.function(), entry.args()), l -> { leaves.add(l); blocksAfter.add(map.blocksCovered()); }, System.nanoTime());
                assertTrue(e.complete(), s.label());
                int full = map.blocksCovered();
                covered.put(s, full);
                toFull.put(s, blocksAfter.indexOf(full) + 1);
                Map<String, Integer> m = ExplorePrograms.multiset(leaves);
                if (expected == null) expected = m; else assertEquals(expected, m, s.label() + "'s leaves");
            }
        }
        System.out.println(file + ": leaves until every block is covered: " + toFull);
        assertEquals(1, covered.values().stream().distinct().count(), "every search covers the same blocks: " + covered);
        return toFull;
    }
}
