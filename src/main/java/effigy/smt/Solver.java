package effigy.smt;

import effigy.term.Term;
import java.util.List;

/**
 * A satisfiability checker for conjunctions of boolean {@link Term}s. Implementations translate terms
 * themselves; no caller ever sees a solver's own types. A solver is not thread-safe; use one per thread.
 */
public interface Solver extends AutoCloseable {
    /**
     * Is the conjunction of {@code constraints} satisfiable? A {@link SatResult.Sat} carries a model
     * that assigns every symbol occurring in the constraints.
     *
     * @throws SolverException when the backend fails (not when it merely cannot decide: that is Unknown)
     */
    SatResult check(List<Term> constraints);

    /** Counters and times of the calls made so far. */
    SolverStats stats();

    @Override void close();
}
