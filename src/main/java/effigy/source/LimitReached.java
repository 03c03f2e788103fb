package effigy.source;

/**
 * Work stopped by {@link Deadline}: the process's time limit passed ({@code --max-time}), or it is being interrupted
 * (Ctrl-C, SIGTERM). Not an error of the input or of Effigy: the command reports what it has, or says "time limit"
 * (exit 4) or "interrupted" (exit 130). Carries no stack trace.
 */
public final class LimitReached extends RuntimeException {
    private final boolean interrupt;

    /** With EFFIGY_DEBUG set, the exception keeps its stack: where the limit was noticed. */
    private static final boolean DEBUG = System.getenv("EFFIGY_DEBUG") != null;

    public LimitReached(boolean interrupt) {
        super(interrupt ? "interrupted" : "time limit", null, false, DEBUG);
        this.interrupt = interrupt;
    }

    /** True for a signal, false for the time limit. */
    public boolean interrupt() { return interrupt; }
}
