package effigy.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.driver.Runs;
import effigy.driver.Workbench;
import effigy.exec.Coverage;
import effigy.exec.ExecOptions;
import effigy.exec.Leaf;
import effigy.exec.State;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code --jobs}: several workers find the same leaves as one (by path digest, status and error kind) on King's
 * examples and the C corpus's branching programs, every test replaying to its leaf; the limits hold for all
 * workers (the path limit exactly); counters are summed over the workers.
 */
class ParallelExplorationTest {
    private static final long MAX_PATHS = 5_000, MAX_MILLIS = 20_000;
    private static final AtomicInteger compared = new AtomicInteger(), attempted = new AtomicInteger();

    @AfterAll
    static void enoughWereCompared() {
        // when the program comparisons ran (not when one test method was picked)
        if (attempted.get() > 0) assertTrue(compared.get() >= 40, "programs compared: " + compared.get() + " of " + attempted.get());
    }

    @TestFactory
    Stream<DynamicTest> twoJobsFindTheLeavesOfOne() {
        return Stream.concat(ExplorePrograms.king().stream(), ExplorePrograms.corpus().stream())
                .map(p -> DynamicTest.dynamicTest(p.name(), () -> sameLeaves(p)));
    }

    private static void sameLeaves(ExplorePrograms.Program p) {
        attempted.incrementAndGet();
        try (Workbench wb = p.open()) {
            Runs.ExploreResult one = ExplorePrograms.explore(wb, p, new ExploreOptions(Search.DFS, MAX_PATHS, MAX_MILLIS));
            if (!one.exploration().complete()) return;   // only whole trees compare
            for (ExploreOptions o : List.of(new ExploreOptions(Search.DFS, MAX_PATHS, MAX_MILLIS).withJobs(2),
                    new ExploreOptions(Search.COVERAGE, MAX_PATHS, MAX_MILLIS).withJobs(2))) {
                Runs.ExploreResult two = ExplorePrograms.explore(wb, p, o);
                String what = p.name() + " with --jobs 2 --search " + o.search().label();
                assertTrue(two.exploration().complete(), what + ": stopped by " + two.exploration().stoppedBecause());
                assertEquals(ExplorePrograms.multiset(one.exploration().leaves()), ExplorePrograms.multiset(two.exploration().leaves()), what);
                assertEquals(List.of(), two.replayFailures(), what);
                assertEquals(two.exploration().leaves().stream().filter(Replayer::replayable).count(), two.replayed(), what + ": tests replayed");
                assertEquals(one.stats().forks(), two.stats().forks(), what + ": forks summed over the workers");
                assertEquals(one.stats().steps(), two.stats().steps(), what + ": steps summed over the workers");
            }
            compared.incrementAndGet();
        }
    }

    private static Path resource(String name) {
        try {
            return Path.of(ParallelExplorationTest.class.getResource("/explore/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Explores {@code file}'s main as the command does, collecting the leaves. */
    private static Runs.ExploreResult explore(String file, ExploreOptions options) {
        return explore(file, 1000, options);
    }

    private static Runs.ExploreResult explore(String file, int maxSteps, ExploreOptions options) {
        try (Workbench wb = Workbench.load(List.of(resource(file)), 10_000)) {
            return Runs.explore(wb, wb.cEntry("main"), ExecOptions.DEFAULT.withMaxSteps(maxSteps), options, false, true, null);
        }
    }

    /**
     * Larger trees, where the workers do run side by side: every search with three jobs finds the leaves of one
     * depth-first worker, and every test replays (states, their frames and heap shared copy-on-write across threads).
     */
    @TestFactory
    Stream<DynamicTest> threeJobsFindTheLeavesOfOneOnLargerTrees() {
        return Stream.of("deep-loop-first.c", "new-code-in-a-callee.c", "one-error.c", "memory-heap.c").map(file -> DynamicTest.dynamicTest(file, () -> {
            Runs.ExploreResult one = explore(file, ExploreOptions.DEFAULT);
            assertTrue(one.exploration().complete());
            for (Search s : Search.values()) {
                Runs.ExploreResult three = explore(file, ExploreOptions.DEFAULT.withSearch(s).withJobs(3));
                String what = file + " with --jobs 3 --search " + s.label();
                assertTrue(three.exploration().complete(), what);
                assertEquals(ExplorePrograms.multiset(one.exploration().leaves()), ExplorePrograms.multiset(three.exploration().leaves()), what);
                assertEquals(List.of(), three.replayFailures(), what);
                assertEquals(three.exploration().leaves().stream().filter(Replayer::replayable).count(), three.replayed(), what);
                assertEquals(one.stats().forks(), three.stats().forks(), what);
            }
        }));
    }

    @Test
    void thePathLimitIsExactWithJobs() {
        for (int jobs : new int[] {1, 2, 3}) {
            for (Search s : Search.values()) {
                Exploration e = explore("deep-loop-first.c", new ExploreOptions(s, 100, 0).withJobs(jobs)).exploration();
                String what = "--jobs " + jobs + " --search " + s.label();
                assertEquals(100, e.paths(), what);
                assertEquals(100, e.leaves().size(), what);
                assertFalse(e.complete(), what);
                assertEquals("path limit", e.stoppedBecause(), what);
            }
            // a limit the tree just fits in: every leaf, and the tree is complete
            Exploration all = explore("deep-loop-first.c", new ExploreOptions(Search.DFS, 1028, 0).withJobs(jobs)).exploration();
            assertEquals(1028, all.paths());
            assertTrue(all.complete(), "--jobs " + jobs + ": " + all.stoppedBecause());
        }
    }

    @Test
    void stopOnErrorStopsEveryWorker() {
        for (int jobs : new int[] {1, 2, 3}) {
            Exploration e = explore("one-error.c", new ExploreOptions(Search.DFS, Long.MAX_VALUE, 0, true).withJobs(jobs)).exploration();
            String what = "--jobs " + jobs;
            assertEquals(1, e.count(Leaf.Status.ERROR), what);
            assertEquals(Leaf.Status.ERROR, e.leaves().get(e.leaves().size() - 1).status(), what + ": no leaf after the error");
            assertEquals("the first error leaf (--stop-on-error)", e.stoppedBecause(), what);
            assertFalse(e.complete(), what);
        }
    }

    @Test
    void theTimeLimitStopsEveryWorker() {
        long t0 = System.nanoTime();
        Runs.ExploreResult r = explore("endless.c", 60, new ExploreOptions(Search.DFS, Long.MAX_VALUE, 1000).withJobs(2));
        double seconds = (System.nanoTime() - t0) / 1e9;
        assertEquals("time limit", r.exploration().stoppedBecause());
        assertTrue(r.exploration().paths() > 0);
        assertTrue(r.exploration().openStates() > 0);
        assertTrue(seconds < 4, "took " + seconds + " s");
    }

    @Test
    void anInterruptStopsEveryWorker() throws Exception {
        AtomicReference<Exploration> result = new AtomicReference<>();
        List<Leaf> leaves = Collections.synchronizedList(new ArrayList<>());
        Thread t = new Thread(() -> {
            try (Workbench wb = Workbench.load(List.of(resource("endless.c")), 10_000)) {
                Workbench.Entry entry = wb.cEntry("main");
                var ex = wb.executor(ExecOptions.DEFAULT.withMaxSteps(1000), false);
                State initial = ex.start(entry.function(), entry.args());
                result.set(new Explorer(ex, ExploreOptions.DEFAULT.withJobs(3)).solvers(wb::newSolver).explore(initial, leaves::add, System.nanoTime()));
            }
        });
        t.start();
        Thread.sleep(1500);
        long t0 = System.nanoTime();
        t.interrupt();
        t.join(5000);
        assertFalse(t.isAlive(), "the exploration did not stop");
        assertTrue((System.nanoTime() - t0) / 1e9 < 2, "stopped after " + (System.nanoTime() - t0) / 1e9 + " s");
        assertEquals("interrupted", result.get().stoppedBecause());
        assertEquals(leaves.size(), result.get().paths());
        assertTrue(leaves.size() > 0);
    }

    /** Coverage recorded by every worker into one map: the same blocks, branch directions and counts as one worker's. */
    @Test
    void coverageIsRecordedByEveryWorker() {
        List<Coverage> maps = new ArrayList<>();
        for (int jobs : new int[] {1, 2, 3}) {
            try (Workbench wb = Workbench.load(List.of(resource("one-error.c")), 10_000)) {
                Workbench.Entry entry = wb.cEntry("main");
                var ex = wb.executor(ExecOptions.DEFAULT, false);
                Coverage map = new Coverage(wb.program());
                Exploration e = new Explorer(ex, ExploreOptions.DEFAULT.withJobs(jobs)).solvers(wb::newSolver).coverage(map)
                        .explore(ex.start(entry.function(), entry.args()));
                assertTrue(e.complete());
                assertEquals(256, e.paths());
                maps.add(map);
            }
        }
        Coverage one = maps.get(0);
        assertTrue(one.blocksCovered() > 5, "blocks covered: " + one.blocksCovered());
        for (Coverage m : maps.subList(1, maps.size())) {
            assertEquals(one.coveredBlocks(), m.coveredBlocks());
            assertEquals(one.branchesCovered(), m.branchesCovered());
            for (int b = 0; b < one.blocks(); b++) assertEquals(one.blockHits(b), m.blockHits(b), "hits of block " + b);
            assertEquals(new java.util.TreeMap<>(count(one.statementHits())), new java.util.TreeMap<>(count(m.statementHits())));
        }
    }

    /** Statement hits by source position (spans are identity keys of one program each). */
    private static java.util.Map<String, Long> count(java.util.Map<effigy.source.Span, Long> hits) {
        java.util.Map<String, Long> out = new java.util.HashMap<>();
        hits.forEach((span, n) -> out.merge(span.file().name() + ":" + span.line() + ":" + span.column(), n, Long::sum));
        return out;
    }

    @Test
    void jobsNeedASourceOfSolvers() {
        try (Workbench wb = Workbench.load(List.of(resource("one-error.c")), 10_000)) {
            Workbench.Entry entry = wb.cEntry("main");
            var ex = wb.executor(ExecOptions.DEFAULT, false);
            IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                    () -> new Explorer(ex, ExploreOptions.DEFAULT.withJobs(2)).explore(ex.start(entry.function(), entry.args())));
            assertTrue(e.getMessage().contains("solver"), e.getMessage());
        }
    }
}
