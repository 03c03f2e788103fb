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

    /**
     * A large heap in use moves the stop earlier by the time a collection of it may take (campaign cases 1602 and 1677:
     * a collection that began just before the stop on hundreds of megabytes of tokens ended the run past --max-time).
     */
    @Test
    void aLargeHeapInUseStopsTheWorkEarlier() throws Exception {
        byte[][] held = new byte[384][];
        for (int i = 0; i < held.length; i++) held[i] = new byte[1 << 20];   // 384 MB live: 1.5 s at 256 MB/s
        long now = System.nanoTime();
        Deadline.set(now + 4_000_000_000L);   // stop 0.4 s early, and by at most another second (a quarter of the time)
        assertTrue(Deadline.collectionNanos() >= 900_000_000L, "collection reserve " + Deadline.collectionNanos());
        assertTrue(Deadline.collectionNanos() <= 1_000_000_000L, "at most a quarter of the limit's time: " + Deadline.collectionNanos());
        Thread.sleep(Math.max(0, 2_700_000_000L - (System.nanoTime() - now)) / 1_000_000);
        assertThrows(LimitReached.class, Deadline::check, "past 2.6 s of a 4 s limit with 384 MB in use");
        assertTrue(held[held.length - 1].length > 0);
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
