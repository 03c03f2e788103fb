package effigy.smt;

import effigy.term.Term;
import java.util.List;
import java.util.function.Supplier;

/**
 * A solver made on its first check. Loading Z3's native library and making a context takes about half
 * a second, which a concrete run (that never asks) should not pay.
 */
public final class LazySolver implements Solver {
    private final Supplier<Solver> make;
    private Solver solver;
    private boolean closed;

    public LazySolver(Supplier<Solver> make) { this.make = make; }

    private Solver solver() {
        if (closed) throw new IllegalStateException("the solver is closed");
        if (solver == null) solver = make.get();
        return solver;
    }

    @Override public SatResult check(List<Term> constraints) { return solver().check(constraints); }

    @Override public SatResult checkIncrementally(List<Term> kept, List<Term> query) { return solver().checkIncrementally(kept, query); }

    @Override public Horn.Result solveHorn(List<Horn.Clause> clauses, Horn.Strategy strategy) { return solver().solveHorn(clauses, strategy); }

    @Override public void timeLimit(int millis) { solver().timeLimit(millis); }

    @Override public SolverStats stats() { return solver == null ? new SolverStats() : solver.stats(); }

    /** Whether the solver has been made (a query was asked). */
    public boolean started() { return solver != null; }

    @Override public void close() {
        closed = true;
        if (solver != null) solver.close();
    }
}
