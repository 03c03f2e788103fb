package effigy.smt;

import effigy.term.Assignment;
import effigy.term.Evaluator;
import effigy.term.Term;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A {@link Solver} that answers from caches when it can and asks its backend otherwise.
 *
 * <ol>
 *   <li>Exact cache: a query is keyed by the <em>set</em> of its constraints (order and duplicates do not
 *       matter; terms are hash-consed, so identity sets are structural sets). Sat and Unsat answers are
 *       cached, least recently used evicted first; Unknown is never cached.</li>
 *   <li>Counterexample reuse, as in KLEE: the models of the most recent Sat answers are kept, and a query
 *       that one of them satisfies under {@link Evaluator} (symbols the model lacks take their
 *       {@link Assignment} defaults) is answered Sat without the backend. The answer's model is that model
 *       restricted to the query's symbols, with defaults for the symbols it lacks.</li>
 * </ol>
 *
 * {@link #stats()} counts queries, answers and cache hits at this layer and takes solver calls and solver
 * time from the backend. Closing this solver closes the backend.
 */
public final class CachingSolver implements Solver {
    public static final int DEFAULT_MODELS = 32;
    public static final int DEFAULT_ENTRIES = 100_000;

    private final Solver backend;
    private final int maxModels;
    private final Map<Set<Term>, SatResult> cache;
    /** Most recently found or used first. */
    private final Deque<Assignment> models = new ArrayDeque<>();
    private final SolverStats stats = new SolverStats();

    public CachingSolver(Solver backend) { this(backend, DEFAULT_MODELS, DEFAULT_ENTRIES); }

    /**
     * @param maxModels how many recent models to try before asking the backend (0 disables reuse)
     * @param maxEntries how many answers the exact cache holds
     */
    public CachingSolver(Solver backend, int maxModels, int maxEntries) {
        if (maxModels < 0 || maxEntries < 0) throw new IllegalArgumentException("negative capacity");
        this.backend = backend;
        this.maxModels = maxModels;
        this.cache = new LinkedHashMap<>(16, 0.75f, true) {
            @Override protected boolean removeEldestEntry(Map.Entry<Set<Term>, SatResult> eldest) {
                return size() > maxEntries;
            }
        };
    }

    @Override
    public SatResult check(List<Term> constraints) {
        long start = System.nanoTime();
        stats.queries++;
        try {
            Set<Term> key = Set.copyOf(constraints);
            SatResult result = cache.get(key);
            if (result != null) {
                stats.cacheHits++;
            } else {
                result = reuseModel(constraints);
                if (result != null) {
                    stats.cacheHits++;
                } else {
                    result = backend.check(constraints);
                    if (result instanceof SatResult.Sat sat) remember(sat.model());
                }
                if (!(result instanceof SatResult.Unknown)) cache.put(key, result);
            }
            stats.count(result);
            return result;
        } finally {
            stats.totalNanos += System.nanoTime() - start;
        }
    }

    /** Sat with a remembered model that satisfies every constraint, or null when none does. */
    private SatResult reuseModel(List<Term> constraints) {
        for (Iterator<Assignment> it = models.iterator(); it.hasNext(); ) {
            Assignment model = it.next();
            if (satisfiesAll(model, constraints)) {
                it.remove();
                models.addFirst(model);
                return new SatResult.Sat(restrict(model, constraints));
            }
        }
        return null;
    }

    private static boolean satisfiesAll(Assignment model, List<Term> constraints) {
        Evaluator evaluator = new Evaluator(model);
        for (Term c : constraints) if (!(Boolean) evaluator.eval(c)) return false;
        return true;
    }

    /** The model's values (or defaults) for exactly the symbols of the constraints. */
    private static Assignment restrict(Assignment model, List<Term> constraints) {
        Map<Term.Sym, Object> values = new LinkedHashMap<>();
        for (Term.Sym s : Symbols.of(constraints)) values.put(s, model.valueOf(s));
        return new Assignment(values);
    }

    private void remember(Assignment model) {
        if (maxModels == 0) return;
        if (models.size() == maxModels) models.removeLast();
        models.addFirst(model);
    }

    /** Not cached: the backend keeps {@code kept} asserted (an incremental query is one whose parts recur, not the whole). */
    @Override
    public SatResult checkIncrementally(List<Term> kept, List<Term> query) {
        long start = System.nanoTime();
        stats.queries++;
        try {
            SatResult result = backend.checkIncrementally(kept, query);
            stats.count(result);
            return result;
        } finally {
            stats.totalNanos += System.nanoTime() - start;
        }
    }

    @Override
    public void timeLimit(int millis) { backend.timeLimit(millis); }

    @Override
    public Horn.Result solveHorn(List<Horn.Clause> clauses, Horn.Strategy strategy) { return backend.solveHorn(clauses, strategy); }

    @Override
    public SolverStats stats() {
        SolverStats backendStats = backend.stats();
        SolverStats s = new SolverStats();
        s.queries = stats.queries;
        s.cacheHits = stats.cacheHits + backendStats.cacheHits;
        s.sat = stats.sat;
        s.unsat = stats.unsat;
        s.unknown = stats.unknown;
        s.totalNanos = stats.totalNanos;
        s.solverCalls = backendStats.solverCalls;
        s.solverNanos = backendStats.solverNanos;
        return s;
    }

    @Override
    public void close() { backend.close(); }
}
