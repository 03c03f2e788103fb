package effigy.smt;

import effigy.term.Assignment;
import effigy.term.Evaluator;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The questions a symbolic executor asks at a branch or an assertion, answered with as little solving as
 * possible. Given a path condition and a model of it:
 *
 * <ol>
 *   <li>if the condition already holds under the model, the answer is Sat with that model and no solver
 *       is called;</li>
 *   <li>otherwise only the <em>slice</em> of the path condition that the condition depends on is sent to the
 *       solver (constraint independence, as in KLEE): the conjuncts that transitively share a symbol with
 *       the condition. A read of an array symbol at a constant index ({@code buf[3]}) is a variable of its
 *       own, as long as the array is not also used otherwise (a symbolic index, an update) in the path
 *       condition or the condition: then conditions on different bytes of one symbolic buffer are
 *       independent. The rest of the path condition shares no variable with the slice, so the model of
 *       the slice, laid over the path condition's model (array elements one by one), satisfies the whole
 *       path condition and the condition.</li>
 * </ol>
 *
 * Models returned assign every symbol of the path condition and the condition (symbols the given model
 * lacks get their {@link Assignment} defaults, under which that model satisfied the path condition). The
 * path solver does not own its solver: closing that is the caller's business. Not thread-safe.
 *
 * <p>A {@linkplain #naive(Solver) naive} path solver does neither: every query sends the whole path
 * condition and the condition to the solver. It gives the same answers, only slower; it is the reference
 * strategy that benchmarks measure the shortcut and slicing (and the cache) against.
 *
 * <p>Which decisions are asked at all, and whether the answer follows a concrete input instead, is the executor's
 * branch policy ({@code effigy.exec.BranchPolicy}); a path solver only solves.
 */
public final class PathSolver {
    /**
     * Counters: {@code queries} calls of {@link #mayHold} and {@link #isValid}; {@code modelShortcuts} those
     * answered by the path condition's model alone; {@code conjunctsConsidered} and {@code conjunctsSent}
     * the path-condition conjuncts seen and those sent to the solver, which shows what slicing saves.
     */
    public record Stats(long queries, long modelShortcuts, long conjunctsConsidered, long conjunctsSent) {}

    private final Solver solver;
    /** No model shortcut and no slicing: see {@link #naive(Solver)}. */
    private final boolean naive;
    /** The symbols of each conjunct and condition seen; path conditions share long prefixes. */
    private final Map<Term, Set<Term.Sym>> symbolsMemo = new HashMap<>();
    /** The variables of each conjunct and condition seen for slicing: symbols and {@link Element}s. */
    private final Map<Term, Set<Object>> keysMemo = new HashMap<>();

    /** An element of an array symbol read at a constant index: a variable of its own for slicing. */
    public record Element(Term.Sym array, java.math.BigInteger index) {
        @Override public boolean equals(Object o) { return o instanceof Element e && e.array == array && e.index.equals(index); }
        @Override public int hashCode() { return System.identityHashCode(array) * 31 + index.hashCode(); }
    }
    private long queries;
    private long modelShortcuts;
    private long conjunctsConsidered;
    private long conjunctsSent;

    /** A path solver over {@code solver}, normally a {@link CachingSolver} over a {@link Z3Solver}. */
    public PathSolver(Solver solver) { this(solver, false); }

    private PathSolver(Solver solver, boolean naive) {
        this.solver = solver;
        this.naive = naive;
    }

    /**
     * The reference strategy for benchmarks: a path solver that sends every query whole to {@code solver}
     * (normally a bare {@link Z3Solver}, so nothing is cached either), with no model shortcut and no
     * slicing. Its answers are those of {@link #PathSolver(Solver)}; a Sat model is the solver's model of
     * the whole path condition and condition, so it agrees with the given path-condition model only
     * outside their symbols. {@link #stats()} counts every query as sent whole.
     */
    public static PathSolver naive(Solver solver) { return new PathSolver(solver, true); }

    /** Whether this is a {@linkplain #naive(Solver) naive} path solver. */
    public boolean isNaive() { return naive; }

    /**
     * Is {@code pathCondition ∧ condition} satisfiable? The caller guarantees that {@code pcModel} satisfies
     * every conjunct of {@code pathCondition} (under {@link Evaluator}); a Sat answer carries a model of
     * both that agrees with {@code pcModel} outside the symbols the condition depends on.
     *
     * @throws SolverException when the solver fails
     */
    public SatResult mayHold(List<Term> pathCondition, Term condition, Assignment pcModel) {
        queries++;
        if (naive) return mayHoldWhole(pathCondition, condition, pcModel);
        if (Evaluator.isTrue(condition, pcModel)) {
            modelShortcuts++;
            return new SatResult.Sat(complete(pcModel, pathCondition, condition));
        }
        // the slice: the conjuncts connected to the condition through shared variables (a fixpoint over the
        // path condition; usually one pass, since most conjuncts share nothing with the condition)
        Set<Object> conditionKeys = keys(condition);
        Set<Object> touched = new LinkedHashSet<>(conditionKeys);
        Set<Term.Sym> elementArrays = new java.util.HashSet<>();
        for (Object k : conditionKeys) if (k instanceof Element e) elementArrays.add(e.array());
        int n = pathCondition.size();
        boolean[] inSlice = new boolean[n];
        boolean grew = !touched.isEmpty();
        while (grew) {
            grew = false;
            for (int i = 0; i < n; i++) {
                if (inSlice[i]) continue;
                Set<Object> k = keys(pathCondition.get(i));
                if (!touches(k, touched, elementArrays)) continue;
                inSlice[i] = true;
                grew = true;
                touched.addAll(k);
                for (Object x : k) if (x instanceof Element e) elementArrays.add(e.array());
            }
        }
        List<Term> query = new ArrayList<>();
        for (int i = 0; i < n; i++) if (inSlice[i]) query.add(pathCondition.get(i));
        conjunctsConsidered += pathCondition.size();
        conjunctsSent += query.size();
        query.add(condition);

        SatResult result = solver.check(query);
        if (!(result instanceof SatResult.Sat sat)) return result;
        Map<Term.Sym, Object> changed = new LinkedHashMap<>();
        for (Object k : touched) if (k instanceof Term.Sym s) changed.put(s, sat.model().valueOf(s));
        for (Object k : touched) {
            // an element: the path condition's array, with the slice's value at that index
            if (!(k instanceof Element e) || touched.contains(e.array())) continue;
            effigy.term.ArrayValue base = (effigy.term.ArrayValue) changed.getOrDefault(e.array(), pcModel.valueOf(e.array()));
            effigy.term.ArrayValue sliced = (effigy.term.ArrayValue) sat.model().valueOf(e.array());
            changed.put(e.array(), base.with(e.index(), sliced.get(e.index())));
        }
        boolean covered = pathCondition == coveredPc && pcModel == coveredModel;   // then the merged model covers it too
        return new SatResult.Sat(complete(pcModel.merge(new Assignment(changed)), pathCondition, condition, covered));
    }

    /**
     * Whether a conjunct with slicing variables {@code keys} shares one with the slice so far: the same
     * variable, or an array used whole on one side and one of its elements on the other.
     */
    private static boolean touches(Set<Object> keys, Set<Object> touched, Set<Term.Sym> elementArrays) {
        for (Object k : keys) {
            if (touched.contains(k)) return true;
            if (k instanceof Element e ? touched.contains(e.array()) : elementArrays.contains(k)) return true;
        }
        return false;
    }

    private Set<Object> keys(Term t) { return keysMemo.computeIfAbsent(t, PathSolver::keysOf); }

    /** The variables of {@code t} for slicing: its symbols, but a read {@code a[k]} of an array symbol at a literal index as {@link Element}. */
    public static Set<Object> keysOf(Term t) {
        Set<Object> out = new LinkedHashSet<>();
        Set<Term> visited = new java.util.HashSet<>();
        java.util.ArrayDeque<Term> stack = new java.util.ArrayDeque<>();
        stack.push(t);
        while (!stack.isEmpty()) {
            Term x = stack.pop();
            if (!visited.add(x)) continue;
            if (x instanceof Term.Sym sym) { out.add(sym); continue; }
            if (x instanceof Term.App app && app.op() == effigy.term.Op.SELECT && app.arg(0) instanceof Term.Sym array) {
                java.math.BigInteger index = app.arg(1) instanceof Term.BvLit b ? b.value() : app.arg(1) instanceof Term.IntLit i ? i.value() : null;
                if (index != null) { out.add(new Element(array, index)); continue; }
            }
            List<Term> args = x.args();
            for (int i = args.size() - 1; i >= 0; i--) stack.push(args.get(i));
        }
        return out;
    }

    /**
     * {@link #mayHold} asked of an incremental solver with the whole path condition kept asserted: a caller that asks
     * about the conjuncts of one path in turn, each under the prefix before it (SAGE's expansion of an input), adds
     * only the conjuncts after the last call's prefix, and the solver keeps what it learnt about the rest.
     */
    public SatResult mayHoldIncrementally(List<Term> pathCondition, Term condition, Assignment pcModel) {
        queries++;
        if (Evaluator.isTrue(condition, pcModel)) {
            modelShortcuts++;
            return new SatResult.Sat(complete(pcModel, pathCondition, condition));
        }
        conjunctsConsidered += pathCondition.size();
        conjunctsSent += pathCondition.size();
        SatResult result = solver.checkIncrementally(pathCondition, List.of(condition));
        if (!(result instanceof SatResult.Sat sat)) return result;
        return new SatResult.Sat(complete(pcModel.merge(sat.model()), pathCondition, condition));
    }

    /** {@link #mayHold} of the naive strategy: the whole path condition and the condition go to the solver. */
    private SatResult mayHoldWhole(List<Term> pathCondition, Term condition, Assignment pcModel) {
        List<Term> query = new ArrayList<>(pathCondition.size() + 1);
        query.addAll(pathCondition);
        query.add(condition);
        conjunctsConsidered += pathCondition.size();
        conjunctsSent += pathCondition.size();
        SatResult result = solver.check(query);
        if (!(result instanceof SatResult.Sat sat)) return result;
        return new SatResult.Sat(complete(pcModel.merge(sat.model()), pathCondition, condition));
    }

    /**
     * Does {@code claim} hold on every input satisfying {@code pathCondition}? With no model of the path
     * condition at hand, the whole path condition goes to the solver with the negated claim.
     *
     * @throws SolverException when the solver fails
     */
    public Validity isValid(List<Term> pathCondition, Term claim) {
        queries++;
        List<Term> query = new ArrayList<>(pathCondition);
        query.add(new TermBuilder(claim.factory()).not(claim));
        conjunctsConsidered += pathCondition.size();
        conjunctsSent += pathCondition.size();
        return validity(solver.check(query));
    }

    /**
     * Does {@code claim} hold on every input satisfying {@code pathCondition}, given a model
     * {@code pcModel} of the path condition? Decided as {@link #mayHold} of the negated claim, so the model
     * shortcut and slicing apply; counted as one query.
     *
     * @throws SolverException when the solver fails
     */
    public Validity isValid(List<Term> pathCondition, Term claim, Assignment pcModel) {
        return validity(mayHold(pathCondition, new TermBuilder(claim.factory()).not(claim), pcModel));
    }

    public Stats stats() { return new Stats(queries, modelShortcuts, conjunctsConsidered, conjunctsSent); }

    /** The statistics of the underlying solver. */
    public SolverStats solverStats() { return solver == null ? new SolverStats() : solver.stats(); }

    private static Validity validity(SatResult r) {
        if (r instanceof SatResult.Sat sat) return new Validity.Invalid(sat.model());
        if (r instanceof SatResult.Unknown u) return new Validity.Unknown(u.reason());
        return Validity.VALID;
    }

    private Set<Term.Sym> symbols(Term t) { return symbolsMemo.computeIfAbsent(t, Symbols::of); }

    /**
     * The last path condition (the list object) and model found to assign every symbol of that path
     * condition: a branch asks twice with the same pair, and a model merged over a covering one covers too.
     */
    private List<Term> coveredPc;
    private Assignment coveredModel;

    /** {@code model} with defaults added for the symbols of the path condition and condition it lacks. */
    private Assignment complete(Assignment model, List<Term> pathCondition, Term condition) {
        return complete(model, pathCondition, condition, pathCondition == coveredPc && model == coveredModel);
    }

    /** As {@link #complete(Assignment, List, Term)}; {@code pcCovered}: {@code model} is known to assign every symbol of the path condition. */
    private Assignment complete(Assignment model, List<Term> pathCondition, Term condition, boolean pcCovered) {
        Map<Term.Sym, Object> missing = new LinkedHashMap<>();
        if (!pcCovered) {
            for (Term c : pathCondition) addMissing(model, symbols(c), missing);
            if (missing.isEmpty()) {
                coveredPc = pathCondition;
                coveredModel = model;
            }
        }
        addMissing(model, symbols(condition), missing);
        return missing.isEmpty() ? model : model.merge(new Assignment(missing));
    }

    private static void addMissing(Assignment model, Set<Term.Sym> symbols, Map<Term.Sym, Object> missing) {
        for (Term.Sym s : symbols) if (!model.has(s)) missing.putIfAbsent(s, Assignment.defaultValue(s.sort()));
    }

}
