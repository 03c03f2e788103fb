package effigy.bmc;

import effigy.exec.ExecOptions;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.Merge;
import effigy.exec.State;
import effigy.exec.Stop;
import effigy.exec.Unwinder;
import effigy.ir.Function;
import effigy.ir.Loop;
import effigy.ir.Program;
import effigy.smt.PathSolver;
import effigy.smt.SatResult;
import effigy.smt.Solver;
import effigy.term.Assignment;
import effigy.term.Evaluator;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * Bounded model checking (the lecture's slides 79-98) as a branch policy of the one executor: the program is run
 * with an {@linkplain PathSolver#optimistic optimistic} path solver, so every branch is followed both ways and every
 * check records its failing side, without a solver call; loops are unwound to their bounds ({@link Unwinder}); and
 * the states that meet at a join point are merged ({@link Merge}: guards and if-then-else values), scheduled in
 * program order so that they do meet. What is left is one formula per question, decided once: can an error
 * leaf's path condition hold (then {@code false}, with the model as the counterexample), and, if not, can a path
 * cut by a bound (then {@code unknown}: the bound is reachable) — otherwise {@code true}.
 *
 * <p>A {@code true} is a proof only when nothing was lost on the way: a symbolic value fixed to one model value
 * (an address that must be concrete, an allocation size), a path stopped by the call-depth or step limit, or an
 * undecided query make the answer {@code unknown}.
 */
public final class BoundedModelChecker {
    private final Program program;
    private final TermBuilder tb;
    private final Solver solver;

    public BoundedModelChecker(Program program, TermBuilder tb, Solver solver) {
        this.program = program;
        this.tb = tb;
        this.solver = solver;
    }

    /** An error leaf's condition: the failing path's path condition, what failed, and the inputs the path read. */
    public record ErrorGuard(Term condition, Leaf.ErrorInfo error, List<Term.Sym> inputs) {}

    /** A loop whose bound a path reached, and that path's condition. */
    public record UnwindGuard(Term condition, Leaf.ErrorInfo where) {}

    public sealed interface Verdict permits True, False, Unknown {}

    /** No error is reachable, and no path runs beyond its loops' bounds: the program is correct (for the checks done). */
    public record True() implements Verdict {}

    /** {@code error} is reachable with the inputs {@code counterexample}. */
    public record False(Leaf.ErrorInfo error, Assignment counterexample) implements Verdict {}

    /** Neither: {@code why}, and the loops whose bound is reachable (empty when that is not the reason). */
    public record Unknown(String why, List<Leaf.ErrorInfo> reachableBounds) implements Verdict {}

    /** The verdict and what it took. */
    public record Result(Verdict verdict, int unwind, long states, long merges, long errorGuards, long unwindGuards,
                         double encodingSeconds, double solvingSeconds, long concretizations) {}

    /**
     * Checks {@code entry} with every loop unwound {@code unwind} times (or per loop header line, from
     * {@code lineBounds}), within {@code deadlineNanos} on {@link System#nanoTime()}'s scale (Long.MAX_VALUE for none).
     */
    public Result check(Function entry, List<Executor.EntryArg> args, ExecOptions options, int unwind, Map<Integer, Integer> lineBounds,
                        long deadlineNanos) {
        long start = System.nanoTime();
        Executor ex = new Executor(program, tb, PathSolver.optimistic(solver), options, Assignment.EMPTY, null);
        Unwinder unwinder = new Unwinder((Function f, Loop l) -> {
            Integer atLine = lineBounds.get(f.block(l.header()).terminator().span().line());
            return atLine != null ? atLine : unwind;
        }, tb);
        ex.setUnwinder(unwinder);
        ex.stopAt(deadlineNanos);
        PriorityQueue<Pending> queue = new PriorityQueue<>((x, y) -> Arrays.compare(x.key, y.key));
        queue.add(new Pending(ex.start(entry, args)));
        List<ErrorGuard> errors = new ArrayList<>();
        List<UnwindGuard> unwinds = new ArrayList<>();
        List<String> incomplete = new ArrayList<>();
        long states = 0, merges = 0;
        while (!queue.isEmpty()) {
            Pending p = queue.poll();
            State s = p.state;
            List<Pending> apart = new ArrayList<>();
            // only states paused at a join point merge (the two sides of a fork in the middle of a block stand at
            // the same place too: merging them would undo the fork)
            while (p.atJoin && !queue.isEmpty() && Arrays.equals(queue.peek().key, p.key)) {
                Pending q = queue.poll();
                State m = q.atJoin ? Merge.merge(ex, s, q.state, unwinder::define) : null;
                if (m == null) apart.add(q); else { s = m; merges++; }
            }
            if (System.nanoTime() - deadlineNanos > 0 && deadlineNanos != Long.MAX_VALUE) {
                return stopped("the time limit", start, unwind, states, merges, errors, unwinds, ex);
            }
            queue.addAll(apart);
            states++;
            Stop stop = ex.run(s);
            for (Leaf l : stop.emitted()) classify(l, errors, unwinds, incomplete);
            if (stop instanceof Stop.Forked f) {
                queue.add(new Pending(f.onTrue()));
                queue.add(new Pending(f.onFalse()));
            } else if (stop instanceof Stop.Paused pz) {
                queue.add(new Pending(pz.state(), Merge.position(pz.state()), true));
            } else if (stop instanceof Stop.Finished fin) {
                classify(fin.leaf(), errors, unwinds, incomplete);
            } else if (stop instanceof Stop.Abandoned ab) {
                return stopped(ab.why(), start, unwind, states, merges, errors, unwinds, ex);
            }
        }
        long encoded = System.nanoTime();
        Verdict v = decide(unwinder.definitions(), errors, unwinds, incomplete, ex.stats().concretizations);
        long solved = System.nanoTime();
        return new Result(v, unwind, states, merges, errors.size(), unwinds.size(), (encoded - start) / 1e9, (solved - encoded) / 1e9,
                ex.stats().concretizations);
    }

    /** The result of a run stopped by {@code why} before the formula was complete: unknown. */
    private static Result stopped(String why, long start, int unwind, long states, long merges, List<ErrorGuard> errors,
                                  List<UnwindGuard> unwinds, Executor ex) {
        return new Result(new Unknown("stopped by " + why + " while unwinding", List.of()), unwind, states, merges,
                errors.size(), unwinds.size(), (System.nanoTime() - start) / 1e9, 0, ex.stats().concretizations);
    }

    /** A state to run, where it stands, and whether it was paused at a join point (where it may merge). */
    private record Pending(State state, int[] key, boolean atJoin) {
        Pending(State state) { this(state, Merge.position(state), false); }
    }

    private void classify(Leaf l, List<ErrorGuard> errors, List<UnwindGuard> unwinds, List<String> incomplete) {
        switch (l.status()) {
            case ERROR -> {
                // "unsupported" is Effigy's limit, not the program's error: that path is not covered
                if (l.error().kind().equals("unsupported")) incomplete.add(l.error().message());
                else errors.add(new ErrorGuard(tb.and(l.pathCondition()), l.error(), l.inputs()));
            }
            case LIMIT -> {
                if (l.error() != null && l.error().kind().equals(Unwinder.KIND)) unwinds.add(new UnwindGuard(tb.and(l.pathCondition()), l.error()));
                else incomplete.add(l.error() == null ? "a limit" : l.error().message());
            }
            case UNKNOWN -> incomplete.add(l.error() == null ? "an undecided query" : l.error().message());
            case RETURNED -> { }
        }
    }

    /**
     * The model with a value for each of {@code inputs}: where the query did not mention one (the error conditions'
     * disjunction simplified it away, say an error on both sides of a branch), its default, the value under which
     * the guard was evaluated; the concrete replay of the counterexample then reads every input it needs.
     */
    private static Assignment complete(Assignment model, List<Term.Sym> inputs) {
        for (Term.Sym sym : inputs) if (!model.has(sym)) model = model.with(sym, model.valueOf(sym));
        return model;
    }

    private static List<Term> with(List<Term> definitions, Term query) {
        List<Term> all = new ArrayList<>(definitions);
        all.add(query);
        return all;
    }

    private Verdict decide(List<Term> definitions, List<ErrorGuard> errors, List<UnwindGuard> unwinds, List<String> incomplete, long concretizations) {
        if (!errors.isEmpty()) {
            List<Term> any = new ArrayList<>();
            for (ErrorGuard g : errors) any.add(g.condition());
            SatResult r = solver.check(with(definitions, tb.or(any)));
            if (r instanceof SatResult.Sat sat) {
                for (ErrorGuard g : errors) {
                    if (Evaluator.isTrue(g.condition(), sat.model())) return new False(g.error(), complete(sat.model(), g.inputs()));
                }
                throw new IllegalStateException("the model satisfies no error condition");
            }
            if (r instanceof SatResult.Unknown u) return new Unknown("the solver could not decide whether an error is reachable: " + u.reason(), List.of());
        }
        if (!unwinds.isEmpty()) {
            List<Term> any = new ArrayList<>();
            for (UnwindGuard g : unwinds) any.add(g.condition());
            SatResult r = solver.check(with(definitions, tb.or(any)));
            if (r instanceof SatResult.Sat sat) {
                List<Leaf.ErrorInfo> loops = new ArrayList<>();
                for (UnwindGuard g : unwinds) {
                    if (loops.stream().noneMatch(e -> e.span().equals(g.where().span()))) {
                        SatResult one = solver.check(with(definitions, g.condition()));
                        if (one instanceof SatResult.Sat) loops.add(g.where());
                    }
                }
                return new Unknown("no error within the bound, but the bound is reachable", loops);
            }
            if (r instanceof SatResult.Unknown u) return new Unknown("the solver could not decide whether a bound is reachable: " + u.reason(), List.of());
        }
        if (!incomplete.isEmpty()) return new Unknown("no error found, but not every path was followed to its end: " + incomplete.get(0), List.of());
        if (concretizations > 0) {
            return new Unknown("no error found, but " + concretizations + " symbolic value" + (concretizations == 1 ? " was" : "s were")
                    + " fixed to one value (an address or size that must be concrete), so not every input was covered", List.of());
        }
        return new True();
    }
}
