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
        // stopped a little before the limit (a tenth of the time left, at most a second): what was read is garbage then,
        // and the report and the JVM's exit, a collection of that heap included, must fit before the limit too
        long left = nanos == Long.MAX_VALUE ? 0 : Math.max(0, nanos - System.nanoTime());
        stopAt = nanos == Long.MAX_VALUE ? Long.MAX_VALUE : nanos - Math.min(1_000_000_000L, left / 10);
        interrupted = false;
    }

    /** Where {@link #check()} stops: {@link #at}, less the reserve for the report and the exit. */
    private static volatile long stopAt = Long.MAX_VALUE;

    /**
     * Where work that must leave the report and the exit room stops ({@link #check()}, and every solver query): the
     * limit less a tenth of the time it had left when set, at most a second; Long.MAX_VALUE when there is none.
     */
    public static long stopNanos() { return stopAt; }

    /** The limit on {@link System#nanoTime()}'s scale; Long.MAX_VALUE when there is none. */
    public static long nanos() { return at; }

    /** The process is being interrupted: every later {@link #poll()} and {@link #check()} throws. */
    public static void interrupt() { interrupted = true; }

    /** Whether the process is being interrupted. */
    public static boolean interrupted() { return interrupted; }

    /** Whether the limit has passed. */
    public static boolean passed() {
        long d = at;
        return d != Long.MAX_VALUE && System.nanoTime() - d > 0;
    }

    /** Throws {@link LimitReached} when the process is interrupted or its time limit has passed. */
    public static void check() {
        if (interrupted || Thread.currentThread().isInterrupted()) throw new LimitReached(true);
        long d = stopAt;
        if (d != Long.MAX_VALUE && System.nanoTime() - d > 0) throw new LimitReached(false);
    }

    /** {@link #check()}, done every {@value #INTERVAL} calls: for loops over tokens, expansions and statements. */
    public static void poll() {
        if (--untilCheck > 0) return;
        untilCheck = INTERVAL;
        check();
    }
}
