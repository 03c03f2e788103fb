package effigy.wp;

import effigy.exec.Binder;
import effigy.exec.ExecOptions;
import effigy.exec.ExecStats;
import effigy.exec.ExecConfig;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.MemObject;
import effigy.exec.State;
import effigy.explore.Exploration;
import effigy.explore.ExploreOptions;
import effigy.explore.Explorer;
import effigy.explore.Search;
import effigy.ir.Function;
import effigy.ir.Local;
import effigy.ir.Program;
import effigy.smt.PathSolver;
import effigy.source.DiagnosticException;
import effigy.term.Assignment;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.term.Terms;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The second way to a path condition (de Boer and Bonsangue §4): symbolic traces, each path condition
 * computed backwards with the weakest-precondition calculus ({@link WeakestPreconditions}) from the trace,
 * with no symbolic values in the state.
 *
 * <p>This is not a second interpreter: the one {@link Executor} walks the IR, with this class as its value
 * domain ({@link Binder}). Every local the executor assigns is bound to a <em>program variable</em> of its
 * activation (a symbol {@code %wp f#k x@slot}, fresh for each call, as the paper's inlining with fresh
 * formals) and the assignment {@code x := e} appended to the path's {@link Trace}, {@code e} a term over
 * program variables and inputs; an array element assignment is the update {@code a[i] := e}; each C object's
 * bytes are one array variable, a store of n bytes n updates {@code O[off + i] := b_i}, so aliasing is decided
 * by §4's conditional substitution, not by a heap model. Branch conditions and checks are then terms over
 * program variables: each becomes a test of the trace, and what the executor needs to know about a term (is
 * it a literal, is it satisfiable with the path condition, what does a message show, what is an output) is
 * asked of its weakest precondition {@code wp(ρ, t)} over the trace so far, computed with sharing
 * ({@link SharedPreconditions}), so that {@code path(ρ · b) = path(ρ) ∧ wp(ρ, b)} is asked to the same
 * {@link PathSolver} as forward execution asks its conditions.
 *
 * <p>Frames, calls and returns, the memory layout and its checks, intrinsics, printf, entry parameters, step
 * and depth limits and the leaves are the executor's, and the search is the forward explorer's, so the
 * leaves are the forward engine's (same order, statuses, step counts, branch digests, errors and outputs),
 * their path conditions and outputs the preconditions of the tests and values. Not thread-safe.
 */
public final class WpExplorer {
    /** A leaf and the trace that reaches it. */
    public record WpPath(Leaf leaf, Trace trace) {}

    /** The paths found, in the order found, and whether the unfolding was complete. */
    public record Result(List<WpPath> paths, boolean complete, String stoppedBecause, long infeasible,
                         long statements, long instructions, long forks, long nanos) {
        public List<Leaf> leaves() {
            List<Leaf> out = new ArrayList<>(paths.size());
            for (WpPath p : paths) out.add(p.leaf());
            return out;
        }
    }

    /** The prefix of the program variables' symbol names; no input symbol may start with it. */
    static final String VARIABLE_PREFIX = "%wp ";

    private static final Sort OFFSETS = Sort.array(Sort.bv(64), Sort.bv(8));

    private final Program program;
    private final TermBuilder tb;
    private final PathSolver solver;
    private final ExecOptions options;
    private final WeakestPreconditions wp;
    private final SharedPreconditions shared;

    public WpExplorer(Program program, TermBuilder tb, PathSolver solver, ExecOptions options) {
        this.program = program;
        this.tb = tb;
        this.solver = solver;
        this.options = options;
        this.wp = new WeakestPreconditions(tb);
        this.shared = new SharedPreconditions(tb);
    }

    public WeakestPreconditions calculus() { return wp; }

    /**
     * Unfolds every path of {@code function(args)}: depth first, true side first (King's order, the
     * forward explorer's), or breadth first; stops after {@code maxPaths} leaves or {@code maxMillis}
     * milliseconds (0: no limit).
     *
     * @throws DiagnosticException where the unfolding meets something the calculus does not model
     */
    public Result explore(Function function, List<Executor.EntryArg> args, Search search, long maxPaths, long maxMillis) {
        long start = System.nanoTime();
        for (Executor.EntryArg a : args) {
            for (Term.Sym s : Terms.symbols(a.value())) {
                if (s.name().startsWith(VARIABLE_PREFIX)) throw DiagnosticException.at(function.span(), "an input symbol may not be named " + s.name());
            }
        }
        Traces traces = new Traces();
        Executor executor = new Executor(program, tb, solver, options, Assignment.EMPTY, null, ExecConfig.builder().binder(traces).build());
        State initial = executor.start(function, args);
        List<WpPath> found = new ArrayList<>();
        Exploration e = new Explorer(executor, new ExploreOptions(search, maxPaths, maxMillis))
                .explore(initial, leaf -> found.add(new WpPath(leaf, traces.ends.remove(leaf))), start);
        ExecStats stats = executor.stats();
        return new Result(List.copyOf(found), e.complete(), e.stoppedBecause(), e.infeasible(),
                stats.statements, stats.instructions, stats.forks, System.nanoTime() - start);
    }

    /** One path's trace, and each program variable's last assignment in it (the use-definition links of {@link SharedPreconditions}). */
    private static final class Path implements Binder.PathData {
        Trace trace = Trace.EMPTY;
        HashMap<Term.Sym, Trace> lastAssignment = new HashMap<>();

        @Override public Path copy() {
            Path c = new Path();
            c.trace = trace;
            c.lastAssignment = new HashMap<>(lastAssignment);
            return c;
        }

        Trace[] definitions(Set<Term.Sym> symbols) {
            Trace[] out = new Trace[symbols.size()];
            int k = 0;
            for (Term.Sym s : symbols) out[k++] = lastAssignment.get(s);
            return out;
        }
    }

    /** The executor's value domain: program variables, the trace of each path, and values by weakest preconditions. */
    private final class Traces implements Binder {
        /** The trace of each leaf made, until the explorer hands the leaf on. */
        final Map<Leaf, Trace> ends = new IdentityHashMap<>();
        /** The contents variable of each object id last asked for (objects of one id on different paths may differ in name). */
        private final List<Term.Sym> contents = new ArrayList<>();

        @Override public PathData start() { return new Path(); }

        /** {@code wp(ρ, t)}: the value of {@code t} after the path's trace, over the inputs. */
        @Override public Term value(State s, Term t) { return shared.wp(t, ((Path) s.binding()).lastAssignment::get); }

        @Override public Term.Sym variable(String function, int instance, Local local, Sort sort) {
            return tb.factory().symbol(VARIABLE_PREFIX + function + "#" + instance + " " + local.name() + "@" + local.slot(), sort);
        }

        @Override public Term.Sym contents(MemObject o) {
            while (contents.size() <= o.id) contents.add(null);
            Term.Sym c = contents.get(o.id);
            String name = VARIABLE_PREFIX + "memory#" + o.id + " " + o.name;
            if (c == null || !c.name().equals(name)) {
                c = tb.factory().symbol(name, OFFSETS);
                contents.set(o.id, c);
            }
            return c;
        }

        @Override public void assign(State s, Term.Sym x, Term value) {
            Path p = (Path) s.binding();
            Trace.Assign step = new Trace.Assign(x, value);
            p.trace = p.trace.then(step, p.definitions(step.symbols()), null);
            p.lastAssignment.put(x, p.trace);
        }

        @Override public void update(State s, Term.Sym array, Term index, Term value) {
            Path p = (Path) s.binding();
            Trace.Update step = new Trace.Update(array, index, value);
            p.trace = p.trace.then(step, p.definitions(step.symbols()), p.lastAssignment.get(array));
            p.lastAssignment.put(array, p.trace);
        }

        @Override public void test(State s, Term condition) {
            if (condition instanceof Term.BoolLit b && b.value()) return;
            Path p = (Path) s.binding();
            p.trace = p.trace.then(new Trace.Test(condition));
        }

        @Override public void leaf(State s, Leaf leaf) { ends.put(leaf, ((Path) s.binding()).trace); }
    }
}
