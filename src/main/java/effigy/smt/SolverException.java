package effigy.smt;

/** The solver backend failed (not merely undecided). */
public final class SolverException extends RuntimeException {
    public SolverException(String message, Throwable cause) { super(message, cause); }
    public SolverException(String message) { super(message); }
}
