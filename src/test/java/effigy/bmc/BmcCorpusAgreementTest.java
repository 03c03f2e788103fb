package effigy.bmc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.exec.Leaf;
import effigy.exec.c.CorpusFile;
import effigy.explore.Exploration;
import effigy.explore.ExploreOptions;
import effigy.explore.Search;
import effigy.ir.DataModel;
import effigy.lang.c.lower.IntSemantics;
import effigy.search.Loss;
import effigy.search.Verdict;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Bounded model checking and exploration agree on every C program of the corpus that both finish: where the
 * exploration covers the whole tree and BMC (loops unwound 10 times) gives a verdict, {@code false} exactly when
 * the exploration has an error leaf, and then the counterexample reaches an error leaf of the exploration's
 * kinds when replayed. Programs where either gives up (a bound reachable, a path too long, a time limit) are
 * counted, not compared.
 */
class BmcCorpusAgreementTest {
    private static final AtomicInteger compared = new AtomicInteger(), skipped = new AtomicInteger(), stepsChecked = new AtomicInteger();

    @TestFactory
    Stream<DynamicTest> bmcAgreesWithExploration() {
        return CorpusFile.all().stream().map(f -> DynamicTest.dynamicTest(f.name(), () -> check(f)));
    }

    @AfterAll
    static void enoughWereCompared() {
        assertTrue(compared.get() >= 100, "programs compared: " + compared.get() + " (skipped " + skipped.get() + ")");
        assertTrue(stepsChecked.get() >= 100, "inductive steps checked on programs with an error: " + stepsChecked.get());
    }

    private static void check(CorpusFile f) {
        IntSemantics ints = "math".equals(f.flag("--ints")) ? IntSemantics.MATH : IntSemantics.BITVECTOR;
        DataModel model = "ILP32".equals(f.flag("--data-model")) ? DataModel.ILP32 : DataModel.LP64;
        String entryName = f.flag("--entry") != null ? f.flag("--entry") : "main";
        long bufferSize = f.flag("--buffer-size") != null ? Long.parseLong(f.flag("--buffer-size")) : 4;
        TreeSet<String> off = f.disabledChecks();
        ExecOptions options = ExecOptions.DEFAULT.withMaxSteps(100_000).withCheckOverflow(f.flags().contains("--check-overflow")).withDisabledChecks(off)
                .withCheckLeaks(f.flags().contains("--check-leaks"));
        try (Workbench wb = Workbench.load(List.of(f.path()), 10_000, ints, model)) {
            Workbench.Entry entry = wb.cEntry(entryName, bufferSize);
            Exploration e = wb.explore(wb.executor(options.withMaxSteps(1000), false), entry,
                    new ExploreOptions(Search.DFS, 10_000, 10_000));
            boolean complete = e.complete() && e.leaves().stream().noneMatch(l -> l.status() == Leaf.Status.LIMIT || l.status() == Leaf.Status.UNKNOWN
                    || Loss.unsupported(l));
            BoundedModelChecker.Result r = new BoundedModelChecker(wb.program(), wb.termBuilder(), wb.solverStack())
                    .check(entry.function(), entry.args(), options, 10, Map.of(), System.nanoTime() + 10_000_000_000L);
            if (e.leaves().stream().anyMatch(l -> l.status() == Leaf.Status.ERROR && !Loss.unsupported(l))) {
                // k-induction's soundness: where exploration reached an error, the inductive step never proves the program
                for (int k : new int[] {1, 3}) {
                    BoundedModelChecker.Result step = new BoundedModelChecker(wb.program(), wb.termBuilder(), wb.solverStack())
                            .inductiveStep(entry.function(), entry.args(), options, k, System.nanoTime() + 10_000_000_000L);
                    assertFalse(step.verdict().isTrue(), f.name() + ": the inductive step at k = " + k
                            + " proves a program with a reachable error");
                    stepsChecked.incrementAndGet();
                }
            }
            if (!complete || r.verdict().isUnknown()) {
                skipped.incrementAndGet();
                return;
            }
            compared.incrementAndGet();
            boolean exploreError = e.leaves().stream().anyMatch(l -> l.status() == Leaf.Status.ERROR);
            assertEquals(exploreError, r.verdict().isFalse(), f.name() + ": BMC says " + r.verdict());
            if (r.verdict() instanceof Verdict.False<BoundedModelChecker.Violation> refuted) {
                BoundedModelChecker.Violation v = refuted.witness();
                Counterexample cex = Counterexample.replay(wb, entry, options, v);
                assertTrue(cex.reproduces(), f.name() + ": the counterexample reaches " + cex.replayed() + ", not " + v.error());
                assertTrue(e.leaves().stream().anyMatch(l -> l.status() == Leaf.Status.ERROR && l.error().kind().equals(v.error().kind())),
                        f.name() + ": exploration has no " + v.error().kind() + " leaf");
            }
        }
    }
}
