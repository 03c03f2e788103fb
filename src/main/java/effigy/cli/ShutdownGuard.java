package effigy.cli;

/**
 * Makes Ctrl-C (SIGINT/SIGTERM) stop a long run cleanly: the hook interrupts the working thread, the
 * explorer notices and stops, the command writes its (complete, marked partial) results, and only
 * then does the JVM exit. Nothing is left half-written.
 */
final class ShutdownGuard {
    private static volatile boolean shuttingDown;
    private static volatile boolean done;

    private ShutdownGuard() {}

    static boolean shuttingDown() { return shuttingDown; }

    /** Installs the hook for the calling thread; call {@link #finished()} when the results are written. */
    static void protect() {
        Thread worker = Thread.currentThread();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            if (done) return;
            shuttingDown = true;
            worker.interrupt();
            try {
                worker.join(30_000);
            } catch (InterruptedException ignored) {
                Thread.currentThread().interrupt();
            }
        }, "effigy-shutdown"));
    }

    static void finished() { done = true; }
}
