package effigy.cli;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Makes Ctrl-C (SIGINT/SIGTERM) stop a long run cleanly: the hook interrupts the working thread, the
 * explorer notices and stops, the command writes its (complete, marked partial) results, and only
 * then does the JVM exit. Nothing is left half-written.
 *
 * <p>The guard covers the command's body only: {@code ShutdownGuard guard = ShutdownGuard.protect(); try (guard; ...)}.
 * The hook may wait for the worker while the worker is inside that body, never once it has left it: the
 * worker may then be in {@code System.exit}, waiting for the hooks to end (a run that failed with a
 * diagnostic used to hang there for the hook's whole 30 s wait). So the hook and {@link #close()} race for
 * one flag. If the hook takes it, it interrupts the worker and waits for it to end; if {@code close} takes
 * it, the hook is removed, or, were the shutdown already under way, returns at once. Either way the hook
 * first sets {@link #stopping()}, and {@link Main#main} then returns without calling {@code System.exit}:
 * the JVM is already shutting down.
 */
final class ShutdownGuard implements AutoCloseable {
    private static volatile boolean stopping;
    /** How long the hook waits for the command to write its results and end. */
    static final long WAIT_MILLIS = 5_000;

    /** The thread that runs the command and calls {@link #protect()}: Main's "effigy-main", not the JVM's main thread (which waits for it). */
    private final Thread worker = Thread.currentThread();
    private final AtomicBoolean claimed = new AtomicBoolean();
    private final Thread hook = new Thread(this::stop, "effigy-shutdown");

    private ShutdownGuard() {}

    /** True once a signal has stopped a command: the JVM is shutting down, and must not be told to exit. */
    static boolean stopping() { return stopping; }

    /** Installs the hook for the calling thread until {@link #close()}. */
    static ShutdownGuard protect() {
        ShutdownGuard guard = new ShutdownGuard();
        try {
            Runtime.getRuntime().addShutdownHook(guard.hook);
        } catch (IllegalStateException shuttingDown) {
            // the signal came before the command began its work (campaign case 905: SIGTERM 0.66 s after the start, an
            // internal error "Shutdown in progress"): it stops at once, interrupted, with nothing to report
            stopping = true;
            throw new effigy.source.LimitReached(true);
        }
        return guard;
    }

    private void stop() {
        stopping = true; // before the claim, so that a worker that loses the claim sees it
        if (!claimed.compareAndSet(false, true)) return; // the command has ended: do not wait for its thread
        effigy.source.Deadline.interrupt();    // the front end and concrete runs, which poll it
        worker.interrupt();
        effigy.smt.Z3Solver.interruptAll();   // the queries in flight, which the thread's interrupt does not reach
        try {
            worker.join(WAIT_MILLIS);
        } catch (InterruptedException ignored) {
            Thread.currentThread().interrupt();
        }
        if (worker.isAlive()) {
            // the backstop: the command did not stop in time; the JVM ends without its results (files are written
            // atomically, so none is left half-written)
            System.err.println("effigy: interrupted; the command did not stop within " + WAIT_MILLIS / 1000 + " s and its results are lost");
            System.err.flush();
        }
    }

    /** The command's work is over (its results written, or it failed): a signal from now on does not wait for it. */
    @Override public void close() {
        if (!claimed.compareAndSet(false, true)) return; // a signal is stopping the command; the hook waits for this thread
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shutdownUnderWay) {
            // the hook runs, finds the flag taken and returns at once
        }
    }
}
