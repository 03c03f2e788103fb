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

    /**
     * Is {@code kept ∧ query} satisfiable? An incremental solver keeps {@code kept} asserted after the call, so
     * that the next call whose {@code kept} starts with the same terms adds only what follows them (bounded
     * model checking's definitions, shared by its error and bound queries and by the bounds of a deepening).
     * The default asks {@link #check} with both.
     */
    default SatResult checkIncrementally(List<Term> kept, List<Term> query) {
        List<Term> all = new java.util.ArrayList<>(kept);
        all.addAll(query);
        return check(all);
    }

    /** Limits each later query to {@code millis} milliseconds (0: none), where the solver has a limit to set. */
    default void timeLimit(int millis) {}

    /**
     * Solves constrained Horn clauses ({@link Horn}), each call within the solver's time limit; {@link Horn.Unknown}
     * from a solver without a Horn clause engine.
     */
    default Horn.Result solveHorn(List<Horn.Clause> clauses) { return solveHorn(clauses, Horn.Strategy.DEFAULT); }

    /** As {@link #solveHorn(List)}, searching by {@code strategy}. */
    default Horn.Result solveHorn(List<Horn.Clause> clauses, Horn.Strategy strategy) {
        return new Horn.Unknown("this solver has no Horn clause engine");
    }

    /** Counters and times of the calls made so far. */
    SolverStats stats();

    @Override void close();
}
