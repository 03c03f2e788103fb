package effigy.exec;

/**
 * Why a path ended other than by returning: an error of the program, a limit of the search, an undecided query, or
 * something Effigy does not support. The last is Effigy's own limit, never an error of the program: its leaves have
 * a status of their own ({@link Leaf.Status#UNSUPPORTED}), and no analysis may count them as a violation or as a
 * path covered. Each kind prints as its label ({@code division-by-zero}), the word the output, the JSON, the test
 * files and {@code --no-check} use.
 */
public enum ErrorKind {
    DIVISION_BY_ZERO("division-by-zero", Category.PROGRAM),
    INVALID_SHIFT("invalid-shift", Category.PROGRAM),
    SIGNED_OVERFLOW("signed-overflow", Category.PROGRAM),
    FLOAT_TO_INT_OVERFLOW("float-to-int-overflow", Category.PROGRAM),
    OUT_OF_BOUNDS("out-of-bounds", Category.PROGRAM),
    NULL_DEREFERENCE("null-dereference", Category.PROGRAM),
    USE_AFTER_FREE("use-after-free", Category.PROGRAM),
    DOUBLE_FREE("double-free", Category.PROGRAM),
    INVALID_FREE("invalid-free", Category.PROGRAM),
    MEMORY_LEAK("memory-leak", Category.PROGRAM),
    /** Heap memory still allocated when the program ends ({@link ExecOptions#checkUnfreed()}, SV-COMP's valid-memcleanup). */
    UNFREED_MEMORY("unfreed-memory", Category.PROGRAM),
    INVALID_CALL("invalid-call", Category.PROGRAM),
    VLA_SIZE("vla-size", Category.PROGRAM),
    REACH_ERROR("reach-error", Category.PROGRAM),
    ASSERTION("assertion", Category.PROGRAM),
    ABORT("abort", Category.PROGRAM),
    UNREACHABLE("unreachable", Category.PROGRAM),
    NO_RETURN_VALUE("no-return-value", Category.PROGRAM),
    UNINITIALIZED("uninitialized", Category.PROGRAM),
    STEP_LIMIT("step-limit", Category.LIMIT),
    DEPTH_LIMIT("depth-limit", Category.LIMIT),
    /** A path cut by an unwinding bound (bounded model checking). */
    UNWINDING("unwinding", Category.LIMIT),
    /** A path k-induction's inductive step does not need (a havocked loop's k+1st iteration). */
    BEYOND_STEP("beyond-step", Category.LIMIT),
    /** A loop that was to be jumped over and cannot be (it writes where no object can be named). */
    LOOP_NOT_SUMMARIZED("loop-not-summarized", Category.LIMIT),
    SOLVER_UNKNOWN("solver-unknown", Category.SOLVER),
    /** Something Effigy does not support: its limit, not the program's error. */
    UNSUPPORTED("unsupported", Category.EFFIGY);

    /** Whose the problem is. */
    public enum Category {
        /** An error of the program (a runtime check failed, an assertion was violated). */
        PROGRAM,
        /** A limit of the search (steps, call depth, an unwinding bound): the path was not followed to its end. */
        LIMIT,
        /** The solver could not decide whether the path goes on. */
        SOLVER,
        /** Something Effigy does not support. */
        EFFIGY
    }

    private final String label;
    private final Category category;

    ErrorKind(String label, Category category) {
        this.label = label;
        this.category = category;
    }

    /** The word for this kind in the output, JSON, test files and options ({@code division-by-zero}). */
    public String label() { return label; }

    public Category category() { return category; }

    /** Whether this is an error of the program (not a limit of the search, the solver's or Effigy's). */
    public boolean isProgramError() { return category == Category.PROGRAM; }

    /** The kind labelled {@code label}, or null. */
    public static ErrorKind of(String label) {
        for (ErrorKind k : values()) if (k.label.equals(label)) return k;
        return null;
    }

    @Override public String toString() { return label; }
}
