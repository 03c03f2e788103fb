package effigy.explore;

import effigy.exec.ExecOptions;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.Output;
import effigy.exec.Stop;
import effigy.ir.Function;
import effigy.ir.Program;
import effigy.search.Loss;
import effigy.smt.PathSolver;
import effigy.term.Assignment;
import effigy.term.Evaluator;
import effigy.term.Term;
import effigy.term.TermBuilder;
import effigy.search.ExplorationLoop;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Replays a leaf's test input concretely and checks that it reaches the same leaf: same status, same
 * branch decisions (path digest), same step count, same error, and outputs equal to the leaf's
 * symbolic outputs instantiated with the input (King's commutativity, checked for every test).
 */
public final class Replayer {
    /**
     * The concrete run's leaf, and a description of the first difference (null when it matches); both null
     * when the replay was abandoned ({@code abandoned}: the deadline passed or the thread was interrupted).
     */
    public record Replay(Leaf concrete, String mismatch, String abandoned) {
        public boolean matches() { return mismatch == null; }
    }

    private final Executor base;
    private long deadline = Long.MAX_VALUE;

    public Replayer(Program program, TermBuilder tb, PathSolver solver, ExecOptions options) {
        this.base = new Executor(program, tb, solver, options, Assignment.EMPTY, null);
    }

    /** Abandons replays (see {@link Replay#abandoned}) past {@code deadlineNanos} or on an interrupt. */
    public Replayer stopAt(long deadlineNanos) { this.deadline = deadlineNanos; return this; }

    /** Runs {@code function(args)} with the symbols given the values in {@code input}, without forking. */
    public Stop runConcrete(Function function, List<Executor.EntryArg> args, Assignment input) {
        Executor ex = base.withInput(input);
        return ExplorationLoop.path(ex, ex.start(function, args), deadline);
    }

    public Replay replay(Function function, List<Executor.EntryArg> args, Leaf leaf) {
        Stop stop = runConcrete(function, args, leaf.test());
        if (stop instanceof Stop.Abandoned a) return new Replay(null, null, a.why());
        if (!(stop instanceof Stop.Finished fin)) {
            return new Replay(null, "the concrete run did not finish (" + stop.getClass().getSimpleName() + ")", null);
        }
        return new Replay(fin.leaf(), compare(leaf, fin.leaf()), null);
    }

    /** Whether a leaf's test is replayed: an unknown or unsupported leaf is where the symbolic run could not go on; a concrete run can. */
    public static boolean replayable(Leaf l) {
        return l.status() != Leaf.Status.UNKNOWN && !Loss.unsupported(l);
    }

    /** The first difference between a symbolic leaf and the concrete run of its test, or null. */
    public static String compare(Leaf symbolic, Leaf concrete) {
        Assignment in = symbolic.test();
        if (symbolic.status() != concrete.status()) return "status " + concrete.status().label() + " instead of " + symbolic.status().label();
        if (symbolic.pathHash() != concrete.pathHash()) return "the concrete run took other branches";
        if (symbolic.steps() != concrete.steps()) return "steps " + concrete.steps() + " instead of " + symbolic.steps();
        if (symbolic.error() != null) {
            if (concrete.error() == null || !symbolic.error().kind().equals(concrete.error().kind())
                    || !Objects.equals(symbolic.error().span(), concrete.error().span())) {
                return "error " + concrete.error() + " instead of " + symbolic.error();
            }
        }
        if (!symbolic.outputs().keySet().equals(concrete.outputs().keySet())) {
            return "outputs " + concrete.outputs().keySet() + " instead of " + symbolic.outputs().keySet();
        }
        for (Map.Entry<String, Term> e : symbolic.outputs().entrySet()) {
            Object expected = Evaluator.eval(e.getValue(), in);
            Object actual = Evaluator.eval(concrete.outputs().get(e.getKey()), in);
            if (!expected.equals(actual)) return "output " + e.getKey() + " = " + actual + " instead of " + expected;
        }
        List<Output> sw = symbolic.writes(), cw = concrete.writes();
        if (sw.size() != cw.size()) return cw.size() + " output records instead of " + sw.size();
        for (int i = 0; i < sw.size(); i++) {
            if (sw.get(i).isStdout()) {
                String x = sw.get(i).render(in), y = cw.get(i).render(in);
                if (!x.equals(y)) return "output record " + (i + 1) + " is \"" + y + "\" instead of \"" + x + "\"";
                continue;
            }
            List<Object> a = sw.get(i).items(), b = cw.get(i).items();
            if (a.size() != b.size()) return "WRITE record " + (i + 1) + " differs";
            for (int j = 0; j < a.size(); j++) {
                Object x = a.get(j) instanceof Term t ? Evaluator.eval(t, in) : a.get(j);
                Object y = b.get(j) instanceof Term t ? Evaluator.eval(t, in) : b.get(j);
                if (!x.equals(y)) return "WRITE record " + (i + 1) + " item " + (j + 1) + " = " + y + " instead of " + x;
            }
        }
        return null;
    }
}
