package effigy.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.driver.Workbench;
import effigy.exec.BranchPolicy;
import effigy.exec.ExecConfig;
import effigy.exec.ExecOptions;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.Merge;
import effigy.exec.State;
import effigy.exec.Stop;
import effigy.lang.c.lower.IntSemantics;
import effigy.smt.PathSolver;
import effigy.source.SourceFile;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The one exploration loop: what it owns (forks, pauses, the deadline, the interrupt, budgets, losses, jobs), on small C programs. */
class ExplorationLoopTest {
    /** Three independent branches on inputs: 8 paths, 7 forks. */
    private static final String EIGHT = """
            extern int __VERIFIER_nondet_int(void);
            int main(void) {
              int s = 0;
              if (__VERIFIER_nondet_int() > 0) s++;
              if (__VERIFIER_nondet_int() > 0) s++;
              if (__VERIFIER_nondet_int() > 0) s++;
              return s;
            }
            """;

    private static Workbench load(String text, IntSemantics ints) {
        return Workbench.fromSources(List.of(new SourceFile("t.c", text)), 10_000, ints);
    }

    /** The leaves of a run, collected (thread-safe for jobs). */
    private static class Collect implements ExplorationLoop.Listener {
        final List<Leaf> leaves = Collections.synchronizedList(new ArrayList<>());

        @Override public void leaves(State ran, List<Leaf> emitted, Leaf end) {
            leaves.addAll(emitted);
            if (end != null) leaves.add(end);
        }
    }

    private static Searcher start(Executor ex, Workbench wb) {
        Searcher s = Searchers.depthFirst();
        ProgramEntry e = new ProgramEntry(wb);
        s.add(ex.start(e.entry.function(), e.entry.args()));
        return s;
    }

    private record ProgramEntry(Workbench.Entry entry) {
        ProgramEntry(Workbench wb) { this(wb.cEntry("main")); }
    }

    @Test
    void everyPathIsFollowedToItsEndAndTheRunIsComplete() {
        try (Workbench wb = load(EIGHT, IntSemantics.BITVECTOR)) {
            Executor ex = wb.executor(ExecOptions.DEFAULT, false);
            Collect c = new Collect();
            ExplorationLoop.Outcome o = new ExplorationLoop(ex).run(start(ex, wb), c);
            assertTrue(o.complete());
            assertNull(o.reason());
            assertEquals(8, c.leaves.size());
            assertEquals(15, o.runs(), "8 leaves and 7 forks, one run each");
            assertEquals(0, o.open());
            assertTrue(o.losses().none(), o.losses().toString());
        }
    }

    @Test
    void aDeadlineAlreadyPassedRunsNothingAndKeepsTheStateOpen() {
        try (Workbench wb = load(EIGHT, IntSemantics.BITVECTOR)) {
            Executor ex = wb.executor(ExecOptions.DEFAULT, false);
            Collect c = new Collect();
            ExplorationLoop.Outcome o = new ExplorationLoop(ex).deadline(System.nanoTime() - 1).run(start(ex, wb), c);
            assertFalse(o.complete());
            assertEquals(ExplorationLoop.Reason.TIME_LIMIT, o.reason());
            assertEquals("time limit", o.why());
            assertEquals(0, o.runs());
            assertEquals(1, o.open());
            assertEquals(1, o.losses().count(Loss.TIME_LIMIT));
            assertTrue(c.leaves.isEmpty());
        }
    }

    @Test
    void theRunBudgetAndTheListenerStopTheLoop() {
        try (Workbench wb = load(EIGHT, IntSemantics.BITVECTOR)) {
            Executor ex = wb.executor(ExecOptions.DEFAULT, false);
            ExplorationLoop.Outcome o = new ExplorationLoop(ex).maxRuns(3).run(start(ex, wb), new Collect());
            assertEquals(ExplorationLoop.Reason.RUN_BUDGET, o.reason());
            assertEquals(3, o.runs());
            assertTrue(o.losses().count(Loss.RUN_BUDGET) > 0);

            Collect c = new Collect() {
                @Override public String stopBefore() { return leaves.size() >= 2 ? "two leaves are enough" : null; }
            };
            Executor ex2 = wb.executor(ExecOptions.DEFAULT, false);
            ExplorationLoop.Outcome o2 = new ExplorationLoop(ex2).run(start(ex2, wb), c);
            assertEquals(ExplorationLoop.Reason.LISTENER, o2.reason());
            assertEquals("two leaves are enough", o2.why());
            assertEquals(2, c.leaves.size());
            assertTrue(o2.open() > 0, "the states not run stay in the searcher");
        }
    }

    @Test
    void anInterruptStopsTheLoopBeforeTheNextRun() {
        try (Workbench wb = load(EIGHT, IntSemantics.BITVECTOR)) {
            Executor ex = wb.executor(ExecOptions.DEFAULT, false);
            Thread.currentThread().interrupt();
            ExplorationLoop.Outcome o;
            try {
                o = new ExplorationLoop(ex).run(start(ex, wb), new Collect());
            } finally {
                Thread.interrupted();
            }
            assertEquals(ExplorationLoop.Reason.INTERRUPTED, o.reason());
            assertEquals(0, o.runs());
            assertEquals(1, o.losses().count(Loss.INTERRUPTED));
        }
    }

    @Test
    void jobsFollowTheSamePaths() {
        try (Workbench wb = load(EIGHT, IntSemantics.BITVECTOR)) {
            Executor ex = wb.executor(ExecOptions.DEFAULT, false);
            try (effigy.smt.Solver other = wb.newSolver()) {
                Executor worker = ex.worker(new PathSolver(other));
                Collect c = new Collect();
                ExplorationLoop.Outcome o = new ExplorationLoop(List.of(ex, worker)).run(start(ex, wb), c);
                assertTrue(o.complete());
                assertEquals(8, c.leaves.size());
                assertEquals(15, o.runs());
            }
        }
    }

    @Test
    void whatEffigyDoesNotSupportIsALossWithAStatusOfItsOwn() {
        String text = """
                extern int __VERIFIER_nondet_int(void);
                int main(void) { int x = __VERIFIER_nondet_int(); return x | 4; }
                """;
        try (Workbench wb = load(text, IntSemantics.MATH)) {
            Executor ex = wb.executor(ExecOptions.DEFAULT, false);
            Collect c = new Collect();
            ExplorationLoop.Outcome o = new ExplorationLoop(ex).run(start(ex, wb), c);
            assertTrue(o.complete(), "the searcher ran empty");
            assertEquals(1, c.leaves.size());
            assertEquals(Leaf.Status.UNSUPPORTED, c.leaves.get(0).status());
            assertTrue(Loss.unsupported(c.leaves.get(0)));
            assertEquals(1, o.losses().count(Loss.UNSUPPORTED));
            assertFalse(o.losses().none());
        }
    }

    @Test
    void onePathStopsAtItsFirstFork() {
        try (Workbench wb = load(EIGHT, IntSemantics.BITVECTOR)) {
            Executor ex = wb.executor(ExecOptions.DEFAULT, false);
            Workbench.Entry e = wb.cEntry("main");
            Stop stop = ExplorationLoop.path(ex, ex.start(e.function(), e.args()), Long.MAX_VALUE);
            assertInstanceOf(Stop.Forked.class, stop);
            Stop late = ExplorationLoop.path(ex, ex.start(e.function(), e.args()), System.nanoTime() - 1);
            assertInstanceOf(Stop.Abandoned.class, late);
            assertEquals("time limit", ((Stop.Abandoned) late).why());
        }
    }

    @Test
    void mergingJoinsTheStatesThatMeetAtAJoinPoint() {
        String text = """
                extern int __VERIFIER_nondet_int(void);
                int main(void) {
                  int x = __VERIFIER_nondet_int(), y = 0;
                  if (x > 0) y = 1;
                  return y;
                }
                """;
        try (Workbench wb = load(text, IntSemantics.BITVECTOR)) {
            Executor ex = wb.executor(ExecOptions.DEFAULT, false,
                    ExecConfig.builder().policy(BranchPolicy.bothWays()).unwinding((f, l) -> 4, -1).build());
            Merging searcher = Merging.over(PositionOrder.outermostFirst(), (a, b) -> Merge.merge(ex, a, b, ex.unwinder()::define));
            Workbench.Entry e = wb.cEntry("main");
            searcher.add(ex.start(e.function(), e.args()));
            Collect c = new Collect();
            ExplorationLoop.Outcome o = new ExplorationLoop(ex).run(searcher, c);
            assertTrue(o.complete());
            assertEquals(1, searcher.merges(), "the two sides of the branch meet at the return (as effigy bmc merges them)");
            assertEquals(1, c.leaves.size(), "one path after the merge");
        }
    }

    @Test
    void aPauseIsResumedDroppedOrStopsTheLoopAsTheListenerSays() {
        String text = """
                extern int __VERIFIER_nondet_int(void);
                int main(void) {
                  int y;
                  if (__VERIFIER_nondet_int() > 0) y = 1; else y = 2;
                  return y;
                }
                """;
        for (ExplorationLoop.Pause answer : ExplorationLoop.Pause.values()) {
            try (Workbench wb = load(text, IntSemantics.BITVECTOR)) {
                Executor ex = wb.executor(ExecOptions.DEFAULT, false,
                        ExecConfig.builder().policy(BranchPolicy.bothWays()).unwinding((f, l) -> 4, -1).build());
                Workbench.Entry e = wb.cEntry("main");
                Searcher searcher = Searchers.depthFirst();
                searcher.add(ex.start(e.function(), e.args()));
                int[] pauses = {0};
                Collect c = new Collect() {
                    @Override public ExplorationLoop.Pause paused(State s) {
                        pauses[0]++;
                        return answer;
                    }
                };
                ExplorationLoop.Outcome o = new ExplorationLoop(ex).run(searcher, c);
                switch (answer) {
                    case RESUME -> {
                        assertTrue(o.complete());
                        assertEquals(2, pauses[0], "each side pauses at the join point once");
                        assertEquals(2, c.leaves.size());
                    }
                    case DROP -> {
                        assertTrue(o.complete());
                        assertEquals(2, pauses[0]);
                        assertTrue(c.leaves.isEmpty(), "dropped paths end without leaves");
                    }
                    case STOP -> {
                        assertEquals(ExplorationLoop.Reason.LISTENER, o.reason());
                        assertEquals(1, pauses[0]);
                    }
                }
            }
        }
    }

    @Test
    void aSlotIsCopiedByAForkAndThenIndependent() {
        State.Slot<String> slot = new State.Slot<>("test");
        try (Workbench wb = load(EIGHT, IntSemantics.BITVECTOR)) {
            Executor ex = wb.executor(ExecOptions.DEFAULT, false);
            Workbench.Entry e = wb.cEntry("main");
            State s = ex.start(e.function(), e.args());
            assertNull(s.get(slot));
            s.set(slot, "a");
            State t = s.fork();
            assertEquals("a", t.get(slot));
            t.set(slot, "b");
            assertEquals("a", s.get(slot));
            assertEquals("b", t.get(slot));
        }
    }
}
