package effigy.smt;

import effigy.term.Term;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** A {@link Solver} for tests: answers each query with a function of it and records every query. */
final class ScriptedSolver implements Solver {
    final List<List<Term>> queries = new ArrayList<>();
    boolean closed;
    private final Function<List<Term>, SatResult> answer;

    ScriptedSolver(Function<List<Term>, SatResult> answer) { this.answer = answer; }

    @Override
    public SatResult check(List<Term> constraints) {
        queries.add(List.copyOf(constraints));
        return answer.apply(constraints);
    }

    /** Each query counts as one backend call taking one nanosecond. */
    @Override
    public SolverStats stats() {
        SolverStats s = new SolverStats();
        s.queries = s.solverCalls = s.solverNanos = s.totalNanos = queries.size();
        return s;
    }

    @Override
    public void close() { closed = true; }
}
