package effigy.source;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The process's time limit and interrupt as the front ends and concrete runs poll them. */
class DeadlineTest {
    @AfterEach void noLimit() { Deadline.set(Long.MAX_VALUE); }

    @Test
    void noLimitNeverThrows() {
        Deadline.set(Long.MAX_VALUE);
        for (int i = 0; i < 10_000; i++) Deadline.poll();
        Deadline.check();
    }

    @Test
    void aPassedLimitThrowsTimeLimitWithinOneInterval() {
        Deadline.set(System.nanoTime() - 1);
        LimitReached e = assertThrows(LimitReached.class, () -> { for (int i = 0; i < 2000; i++) Deadline.poll(); });
        assertFalse(e.interrupt());
        assertTrue(e.getMessage().contains("time limit"));
        assertTrue(e.getStackTrace().length == 0, "no stack trace to print");
    }

    @Test
    void checkStopsATenthOfTheTimeLeftBeforeTheLimit() throws InterruptedException {
        // 50 ms left: the work stops 5 ms early, room for the report and the exit
        long limit = System.nanoTime() + 50_000_000L;
        Deadline.set(limit);
        Deadline.check();
        Thread.sleep(48);
        assertThrows(LimitReached.class, Deadline::check, "stopped 5 ms before the limit itself");
        assertTrue(Deadline.nanos() == limit, "the limit itself is kept for the reports");
    }

    @Test
    void anInterruptThrowsInterruptedUntilTheNextCommandSetsItsLimit() {
        Deadline.set(Long.MAX_VALUE);
        Deadline.interrupt();
        assertTrue(Deadline.interrupted());
        assertTrue(assertThrows(LimitReached.class, Deadline::check).interrupt());
        Deadline.set(Long.MAX_VALUE);
        assertFalse(Deadline.interrupted());
        Deadline.check();
    }
}
