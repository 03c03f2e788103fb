package effigy.cli;

/**
 * The backstop of {@code --max-time}: every part of a command checks the limit itself (front end, queries, runs,
 * engines) and ends with what it has; should one not (a Z3 query that ignores its interrupt for a minute is known),
 * the watchdog ends the process {@link #GRACE_NANOS} after the limit (plus a tenth of the limit, for writing large
 * results; {@link #TIGHT_GRACE_NANOS} for a command with {@link #lastWords}): it says so on standard error and halts
 * with exit 4. Outputs are written to temporary files renamed
 * into place ({@link effigy.report.AtomicFiles}), so a halt leaves none half-written. Only for a process started by
 * {@link Main#main}: a test calling {@link Main#execute} in its own JVM is never halted.
 */
final class Watchdog {
    static final long GRACE_NANOS = 3_000_000_000L;
    private static volatile boolean enabled;
    /** The deadline being watched; Long.MAX_VALUE when none (or the command has ended). */
    private static volatile long watched = Long.MAX_VALUE;
    private static Thread thread;
    /** How long after the limit a command that said its {@link #lastWords last words} is ended. */
    static final long TIGHT_GRACE_NANOS = 1_000_000_000L;
    /** What such a command prints before it is ended; null: none was said (the long grace applies). */
    private static volatile Runnable lastWords;

    private Watchdog() {}

    /** Called by {@link Main#main}: this JVM is the effigy process, which the watchdog may end. */
    static void enable() { enabled = true; }

    /** Watches {@code deadline} (on {@link System#nanoTime()}'s scale; Long.MAX_VALUE: none). */
    static synchronized void arm(long deadline) {
        watched = deadline;
        if (!enabled || deadline == Long.MAX_VALUE || thread != null) return;
        thread = new Thread(Watchdog::watch, "effigy-watchdog");
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * A command whose results are small (svcomp: a {@code Result:} line per property) is ended
     * {@link #TIGHT_GRACE_NANOS} after the limit rather than the long grace, and {@code words} (which prints the
     * results not yet printed as unknown, and flushes) runs first: a script still finds its answer, within the limit
     * plus two seconds as SV-COMP counts it.
     */
    static void lastWords(Runnable words) { lastWords = words; }

    /** The command has ended (its results are written): nothing to watch any more. */
    static void disarm() { watched = Long.MAX_VALUE; }

    /** How long the JVM may take to exit once the results are written. */
    static final long EXIT_MILLIS = 1_000;

    /**
     * The results are written and the JVM is about to exit with {@code code}: should the exit itself hang (a shutdown
     * step waiting on a native call that ignores its interrupt: an SV-COMP run printed its Result line at 29 s and its
     * process ended at 38.5 s, once in many), the process is halted with that code {@link #EXIT_MILLIS} later.
     * Nothing is lost: the outputs are flushed and files were renamed into place.
     */
    static void exitWithin(int code) {
        if (!enabled) return;
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(EXIT_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
            Runtime.getRuntime().halt(code);
        }, "effigy-exit");
        t.setDaemon(true);
        t.start();
    }

    private static void watch() {
        while (true) {
            long d = watched;
            if (d == Long.MAX_VALUE) return;
            long limit = d - ProcessTime.startNanos();
            long end = lastWords != null ? d + TIGHT_GRACE_NANOS : d + GRACE_NANOS + Math.max(0, limit / 10);
            long left = end - System.nanoTime();
            if (left <= 0) break;
            try {
                // a tenth of a second at a time: the end moves when the command says its last words after the arming
                Thread.sleep(Math.max(1, Math.min(100, left / 1_000_000L)));
            } catch (InterruptedException e) {
                return;
            }
        }
        if (watched == Long.MAX_VALUE) return;
        Runnable words = lastWords;
        System.err.println("effigy: time limit: the command did not stop within "
                + (words != null ? TIGHT_GRACE_NANOS / 1e9 + "" : GRACE_NANOS / 1_000_000_000L + "")
                + " s after --max-time; ended with its results incomplete");
        System.err.flush();
        if (words != null) {
            try {
                words.run();
            } catch (RuntimeException | Error ignored) {
                // the halt below must come; what could not be printed is lost with the process
            }
        }
        Runtime.getRuntime().halt(Main.UNKNOWN);
    }
}
