package effigy.smt;

/**
 * A query stopped because the run is being interrupted (Ctrl-C, SIGTERM: {@link Z3Solver#interruptAll}): not an
 * answer, so never an {@code unknown} result. The caller abandons what it was doing, and its command writes what it
 * has, marked partial. Carries no stack trace.
 */
public final class SolverInterrupted extends RuntimeException {
    public SolverInterrupted() { super("interrupted", null, false, false); }
}
