package effigy.search;

import effigy.exec.Leaf;
import effigy.exec.ErrorKind;

/**
 * What an exploration did not cover, one kind at a time: the account every analysis reads before it claims that it
 * saw every path (an exhaustive bound, a proof, a complete tree). The {@link ExplorationLoop} keeps it for every
 * analysis alike, from the leaves, the executors' counters and how the loop stopped.
 */
public enum Loss {
    /** A symbolic value fixed to one of its values (an address, an allocation size): other values not followed. */
    CONCRETIZED,
    /** A bad symbolic address followed for one value only. */
    NARROWED_ADDRESS,
    /** A path ended by the per-path step limit (or the call-depth limit). */
    STEP_LIMIT,
    /** A path cut by an unwinding bound. */
    UNWINDING,
    /** A path ended by another limit. */
    LIMIT,
    /** A path ended at something Effigy does not support: Effigy's limit, not the program's error. */
    UNSUPPORTED,
    /** A query the solver could not decide. */
    SOLVER_UNKNOWN,
    /** States left unrun when the time limit passed. */
    TIME_LIMIT,
    /** States left unrun when the run was interrupted (Ctrl-C). */
    INTERRUPTED,
    /** States left unrun when the live heap passed the memory limit ({@link MemoryGuard}). */
    MEMORY_LIMIT,
    /** States left unrun past the loop's budget of runs. */
    RUN_BUDGET,
    /** States the analysis chose not to run ({@link ExplorationLoop.Listener#admit}). */
    CUT;

    /** The label of the leaves of paths at something Effigy does not support ({@link ErrorKind#UNSUPPORTED}). */
    public static final String UNSUPPORTED_KIND = ErrorKind.UNSUPPORTED.label();

    /** The loss a leaf stands for, or null for a leaf that ends its path as the program does (returned, an error). */
    public static Loss of(Leaf leaf) {
        return switch (leaf.status()) {
            case RETURNED, ERROR -> null;
            case UNSUPPORTED -> UNSUPPORTED;
            case UNKNOWN -> SOLVER_UNKNOWN;
            case LIMIT -> leaf.error() == null ? LIMIT : switch (leaf.error().kind()) {
                case STEP_LIMIT -> STEP_LIMIT;
                case UNWINDING -> UNWINDING;
                default -> LIMIT;
            };
        };
    }

    /** Whether {@code leaf} is at something Effigy does not support (not an error of the program). */
    public static boolean unsupported(Leaf leaf) { return of(leaf) == UNSUPPORTED; }
}
