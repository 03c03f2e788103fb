package effigy.smt;

/**
 * Statistics of solver use. {@code queries} counts calls to {@link Solver#check}; {@code solverCalls}
 * those that reached the backend (the rest were answered by caches or trivially); {@code solverNanos}
 * is the time spent inside the backend, {@code totalNanos} the time spent in {@code check} overall.
 */
public final class SolverStats {
    public long queries;
    public long solverCalls;
    public long cacheHits;
    public long sat;
    public long unsat;
    public long unknown;
    public long solverNanos;
    public long totalNanos;

    public void add(SolverStats o) {
        queries += o.queries;
        solverCalls += o.solverCalls;
        cacheHits += o.cacheHits;
        sat += o.sat;
        unsat += o.unsat;
        unknown += o.unknown;
        solverNanos += o.solverNanos;
        totalNanos += o.totalNanos;
    }

    public double solverSeconds() { return solverNanos / 1e9; }

    @Override public String toString() {
        return String.format("queries=%d solverCalls=%d cacheHits=%d sat=%d unsat=%d unknown=%d solver=%.3fs",
                queries, solverCalls, cacheHits, sat, unsat, unknown, solverSeconds());
    }

    /** Counts an answer as sat, unsat or unknown. */
    void count(SatResult result) {
        if (result instanceof SatResult.Sat) sat++;
        else if (result instanceof SatResult.Unsat) unsat++;
        else unknown++;
    }
}
