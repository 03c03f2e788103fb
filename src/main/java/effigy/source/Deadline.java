package effigy.source;

/**
 * The process's time limit ({@code --max-time}, counted from the process's start) and its interrupt (Ctrl-C,
 * SIGTERM), for the work that has no exploration loop of its own to stop: the front ends (preprocessing, lexing,
 * parsing, lowering), concrete runs and replays. Such work calls {@link #poll()} often (every token, macro
 * expansion or statement): it costs a counter decrement, and a clock read every {@value #INTERVAL} calls. Once the
 * limit has passed or the process is interrupted, it throws {@link LimitReached}, which the command line reports as
 * "time limit" (exit 4) or "interrupted" (130). One per process: the command line sets it as a command starts.
 */
public final class Deadline {
    private static final int INTERVAL = 1024;
    private static volatile long at = Long.MAX_VALUE;
    private static volatile boolean interrupted;
    private static int untilCheck = INTERVAL;   // racy between threads on purpose: a check more or less does not matter

    private Deadline() {}

    /** Sets the limit on {@link System#nanoTime()}'s scale (Long.MAX_VALUE: none) and clears the interrupt. */
    public static void set(long nanos) {
        at = nanos;
        long now = System.nanoTime();
        collectionCap = nanos == Long.MAX_VALUE ? 0 : Math.max(0, nanos - now) / 4;
        // stopped a little before the limit (a tenth of the time left, at least 0.3 s but no more than half, at most a
        // second): what was read is garbage then, and the report and the JVM's exit, a collection of that heap included,
        // must fit before the limit too (bmc of bsearch32.c --unwind 154 --max-time 3: Z3 took 0.13-0.16 s to leave a
        // query it was interrupted in, and the report and exit 0.08 s more, on a quiet machine)
        long left = nanos == Long.MAX_VALUE ? 0 : Math.max(0, nanos - now);
        long reserve = Math.min(1_000_000_000L, Math.max(left / 10, Math.min(300_000_000L, left / 2)));
        stopAt = nanos == Long.MAX_VALUE ? Long.MAX_VALUE : nanos - reserve;
        interrupted = false;
    }

    /** Where {@link #check()} stops: {@link #at}, less the reserve for the report and the exit. */
    private static volatile long stopAt = Long.MAX_VALUE;

    /**
     * Where work that must leave the report and the exit room stops ({@link #check()}, and bmc's encoding and query): the
     * limit less a tenth of the time it had left when set (at least 0.3 s, no more than half of it), at most a second; Long.MAX_VALUE when there is none.
     */
    public static long stopNanos() { return stopAt; }

    /** The limit on {@link System#nanoTime()}'s scale; Long.MAX_VALUE when there is none. */
    public static long nanos() { return at; }

    /** The process is being interrupted: every later {@link #poll()} and {@link #check()} throws. */
    public static void interrupt() { interrupted = true; }

    /** Whether the process is being interrupted. */
    public static boolean interrupted() { return interrupted; }

    /**
     * Throws {@link LimitReached} when the process is interrupted or its time limit has passed: {@link #stopNanos()},
     * moved earlier still by the time a collection of the heap in use may take ({@link #collectionNanos()}).
     */
    public static void check() {
        if (interrupted || Thread.currentThread().isInterrupted()) throw new LimitReached(true);
        long d = stopAt;
        if (d == Long.MAX_VALUE) return;
        long now = System.nanoTime();
        if (now - d > 0 || now - (d - collectionNanos()) > 0) throw new LimitReached(false);
    }

    /**
     * How much of the heap a collection is taken to copy or mark in a second on a loaded machine: a 10 MB source
     * holds 10^7 tokens, hundreds of megabytes that all survive, and the serial collector took 0.4-0.6 s on 150-450
     * MB and 1.8 s on 670 MB with other processes on both cores (bmc and explore of such sources under --max-time 10
     * ended at 10.2-10.6 s when a collection began just before the stop).
     */
    private static final long COLLECTED_BYTES_PER_SECOND = 256L << 20;
    /** At most this much earlier (a quarter of the time the limit gave when set). */
    private static volatile long collectionCap;

    /**
     * The time a collection of the heap now in use may take ({@link #COLLECTED_BYTES_PER_SECOND}), at most a quarter
     * of the limit's time: work that stops this long before {@link #stopNanos()} still ends before the limit when a
     * collection starts just as it would have stopped.
     */
    static long collectionNanos() {
        Runtime rt = Runtime.getRuntime();
        long usedMiB = (rt.totalMemory() - rt.freeMemory()) >> 20;
        return Math.min(collectionCap, usedMiB * 1_000_000_000L / (COLLECTED_BYTES_PER_SECOND >> 20));
    }

    /** {@link #check()}, done every {@value #INTERVAL} calls: for loops over tokens, expansions and statements. */
    public static void poll() {
        if (--untilCheck > 0) return;
        untilCheck = INTERVAL;
        check();
    }
}
