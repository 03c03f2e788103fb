package effigy.bmc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.driver.Workbench;
import effigy.exec.ExecOptions;
import effigy.search.Verdict;
import effigy.source.SourceFile;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A counterexample's concrete replay: it reaches the error the formula said it would; a replay that a signal stopped
 * (campaign case 1245: Ctrl-C during svcomp's replay of a violation was reported as an internal error, "no leaf")
 * neither confirms nor contradicts it: {@link Counterexample#wasAbandoned()}, which the commands answer with unknown.
 */
class CounterexampleTest {
    private static final String PROGRAM = """
            extern int __VERIFIER_nondet_int(void);
            void reach_error(void);
            int main(void) {
              int x = __VERIFIER_nondet_int();
              int s = 0;
              for (int i = 0; i < 2000; i++) s += i;
              if (x == 17 && s > 0) reach_error();
              return 0;
            }
            """;

    @Test
    void aReplayReachesTheErrorAndOneStoppedByASignalIsAbandonedNotAMismatch() {
        try (Workbench wb = Workbench.fromSources(List.of(new SourceFile("t.c", PROGRAM)), 10_000)) {
            Workbench.Entry entry = wb.cEntry("main");
            ExecOptions options = ExecOptions.DEFAULT.withMaxSteps(Integer.MAX_VALUE);
            Verdict<BoundedModelChecker.Violation> v = new BoundedModelChecker(wb.program(), wb.termBuilder(), wb.solverStack())
                    .check(entry.function(), entry.args(), options, 2001, Map.of(), Long.MAX_VALUE).verdict();
            BoundedModelChecker.Violation violation = assertInstanceOf(Verdict.False.class, v).witness() instanceof BoundedModelChecker.Violation w ? w : null;
            Counterexample replayed = Counterexample.replay(wb, entry, options, violation);
            assertTrue(replayed.reproduces(), replayed.replayed());
            assertNull(replayed.abandoned());
            Thread.currentThread().interrupt();   // as the ShutdownGuard of a command interrupts its thread on Ctrl-C
            try {
                Counterexample stopped = Counterexample.replay(wb, entry, options, violation);
                assertFalse(stopped.reproduces());
                assertTrue(stopped.wasAbandoned(), stopped.replayed());
                assertEquals("no leaf", stopped.replayed());
            } finally {
                Thread.interrupted();   // clears it
            }
        }
    }
}
