package effigy.bmc;

import effigy.exec.ErrorKind;
import effigy.exec.ExecOptions;
import effigy.exec.BranchPolicy;
import effigy.exec.ExecConfig;
import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.Merge;
import effigy.exec.State;
import effigy.exec.Unwinder;
import effigy.search.ExplorationLoop;
import effigy.search.Merging;
import effigy.search.PositionOrder;
import effigy.search.Verdict;
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
import java.util.List;
import java.util.Map;

/**
 * Bounded model checking (the lecture's slides 79-98) as a branch policy of the one executor: the program is run
 * with the {@linkplain BranchPolicy#bothWays both-ways} branch policy, so every branch is followed both ways and every
 * check records its failing side, without a solver call; loops are unwound to their bounds ({@link Unwinder}); and
 * the states that meet at a join point are merged ({@link Merge}: guards and if-then-else values), scheduled in
 * program order so that they do meet. What is left is one formula per question, decided once: can an error
 * leaf's path condition hold (then {@code false}, with the model as the counterexample: a {@link Violation}), and, if
 * not, can a path cut by a bound (then {@code unknown}: the bound is reachable) — otherwise {@code true}: the
 * {@link Verdict} every deciding analysis gives.
 *
 * <p>A {@code true} is a proof only when nothing was lost on the way: a symbolic value fixed to one model value
 * (an address that must be concrete, an allocation size), a path stopped by the call-depth or step limit, or an
 * undecided query make the answer {@code unknown}.
 */
public final class BoundedModelChecker {
    private final Program program;
    private final TermBuilder tb;
    private final Solver solver;
    private final Roles roles;
    private boolean incremental;
    private Map<Integer, Integer> caps = Map.of();

    /** What an error leaf means for the property checked. */
    public enum Role {
        /** The property's violation: reachable means {@code false}. */
        VIOLATION,
        /** An end of the path that violates nothing (abort() when the property is about reach_error). */
        END,
        /** Undefined behaviour the property does not speak of: reachable means the answer is {@code unknown}. */
        UNDEFINED
    }

    /** The role of each error kind. */
    public interface Roles {
        Role role(Leaf.ErrorInfo error);
        /** Every error violates the property: what {@code effigy bmc} checks. */
        Roles ALL_VIOLATIONS = e -> Role.VIOLATION;
    }

    public BoundedModelChecker(Program program, TermBuilder tb, Solver solver) {
        this(program, tb, solver, Roles.ALL_VIOLATIONS);
    }

    public BoundedModelChecker(Program program, TermBuilder tb, Solver solver, Roles roles) {
        this.program = program;
        this.tb = tb;
        this.solver = solver;
        this.roles = roles;
    }

    /**
     * Solves incrementally: the definitions stay asserted in the solver between the queries of a bound and from
     * one bound to the next, which adds only the definitions past the common prefix (Z3's incremental bit-vector
     * solver). Off by default: on the lecture's bmc2 it took 2.8 times as long at bound 64, 4.2 times at 128, and
     * had no answer after 142 s deepening where fresh bit-blasting queries prove it in 30 s (bench/results/bmc-incremental-2026-11-24.txt).
     */
    public BoundedModelChecker incremental(boolean on) {
        this.incremental = on;
        return this;
    }

    /**
     * Per loop header line, a proven bound on the loop's iterations ({@code effigy loops}): the loop is unwound at most
     * that many times whatever the deepened bound, so that once the bound passes it the loop's unwinding cannot be
     * reached (and {@code true} is a proof for it).
     */
    public BoundedModelChecker caps(Map<Integer, Integer> caps) {
        this.caps = Map.copyOf(caps);
        return this;
    }

    /** An error leaf's condition: the failing path's path condition, what failed, and the inputs the path read. */
    public record ErrorGuard(Term condition, Leaf.ErrorInfo error, List<Term.Sym> inputs) {}

    /** A loop whose bound a path reached, and that path's condition. */
    public record UnwindGuard(Term condition, Leaf.ErrorInfo where) {}

    /**
     * The witness of a {@link Verdict.False}: {@code error} is reachable with the inputs {@code counterexample} (a model of
     * the error's path condition, with a value for every input that path reads), which {@link Counterexample#replay} runs.
     */
    public record Violation(Leaf.ErrorInfo error, Assignment counterexample) {}

    /**
     * The verdict and what it took. {@link Verdict.True}: no error is reachable and no path runs beyond its loops'
     * bounds, so the program is correct (for the checks done); {@link Verdict.False}: a {@link Violation};
     * {@link Verdict.Unknown}: neither, with why. {@code reachableBounds} are the loops whose bound a path reaches when
     * that is why the verdict is unknown (what deepening raises, and what the output lists by line), and empty
     * otherwise: they are data beside the verdict, not words in its reasons.
     */
    public record Result(Verdict<Violation> verdict, List<Leaf.ErrorInfo> reachableBounds, int unwind, long states, long merges,
                         long errorGuards, long unwindGuards, double encodingSeconds, double solvingSeconds, long concretizations) {
        public Result {
            reachableBounds = List.copyOf(reachableBounds);
            if (!reachableBounds.isEmpty() && !verdict.isUnknown()) throw new IllegalArgumentException("a reachable bound leaves the verdict unknown");
        }
    }

    /**
     * Checks {@code entry} with every loop unwound {@code unwind} times (or per loop header line, from
     * {@code lineBounds}), within {@code deadlineNanos} on {@link System#nanoTime()}'s scale (Long.MAX_VALUE for none).
     */
    public Result check(Function entry, List<Executor.EntryArg> args, ExecOptions options, int unwind, Map<Integer, Integer> lineBounds,
                        long deadlineNanos) {
        return run(entry, args, options, unwind, lineBounds, deadlineNanos, false);
    }

    /** A deepening: its last result (the verdict), every bound's results in order, and whether {@code true} came from the inductive step. */
    public record Deepening(Result result, List<Result> rounds, boolean inducted) {
        public double encodingSeconds() { return rounds.stream().mapToDouble(Result::encodingSeconds).sum(); }
        public double solvingSeconds() { return rounds.stream().mapToDouble(Result::solvingSeconds).sum(); }
    }

    /**
     * Checks with every loop unwound {@code first} times and, unless {@code once}, with the bound doubled while the
     * only obstacle is a reachable bound, until {@code deadlineNanos}; with {@code kInduction}, the inductive step
     * after each bound that is reachable. {@code progress} hears what each bound did.
     */
    public Deepening deepen(Function entry, List<Executor.EntryArg> args, ExecOptions options, int first, boolean once,
                            Map<Integer, Integer> lineBounds, boolean kInduction, long deadlineNanos, java.util.function.Consumer<String> progress) {
        List<Result> rounds = new ArrayList<>();
        for (int k = first; ; k *= 2) {
            Result r = check(entry, args, options, k, lineBounds, deadlineNanos);
            rounds.add(r);
            if (r.reachableBounds().isEmpty()) return new Deepening(r, rounds, false);
            if (kInduction) {
                progress.accept("the bound " + k + " is reachable; trying the inductive step for k = " + k);
                Result step = inductiveStep(entry, args, options, k, deadlineNanos);
                rounds.add(step);
                if (step.verdict().isTrue()) return new Deepening(step, rounds, true);
                progress.accept(((Verdict.Unknown<Violation>) step.verdict()).why());
            }
            if (once || System.nanoTime() - deadlineNanos > 0) return new Deepening(r, rounds, false);
            progress.accept("no verdict with every loop unwound " + k + " times; trying " + (2 * k));
        }
    }

    /**
     * k-induction's inductive step for {@code k} ({@link Unwinder#induction}): {@code True} when no error is
     * reachable even from an arbitrary state k iterations before it, which proves the program correct; otherwise
     * {@code Unknown} (the step fails at this k, or a loop could not be havocked and its bound is reachable).
     * Never {@code False}: an error found here may start from a state no run reaches.
     */
    public Result inductiveStep(Function entry, List<Executor.EntryArg> args, ExecOptions options, int k, long deadlineNanos) {
        return run(entry, args, options, k, Map.of(), deadlineNanos, true);
    }

    private Result run(Function entry, List<Executor.EntryArg> args, ExecOptions options, int unwind, Map<Integer, Integer> lineBounds,
                       long deadlineNanos, boolean induction) {
        long start = System.nanoTime();
        // the inductive step follows a loop's body in its k+1st iteration too (count k), where its errors after k
        // iterations from an arbitrary start are; an unwinding of k runs the body k times
        int bound = induction ? unwind + 1 : unwind;
        Unwinder.Bounds bounds = (Function f, Loop l) -> {
            if (l == null) return bound;
            int line = f.block(l.header()).terminator().span().line();
            Integer atLine = lineBounds.get(line), cap = caps.get(line);
            return atLine != null ? atLine : cap != null ? Math.min(cap, bound) : bound;
        };
        Executor ex = new Executor(program, tb, new PathSolver(solver), options, Assignment.EMPTY, null, ExecConfig.builder()
                .policy(BranchPolicy.bothWays()).unwinding(bounds, induction ? unwind : -1).build());
        Unwinder unwinder = ex.unwinder();
        Merging searcher = Merging.over(PositionOrder.outermostFirst(), (a, b) -> Merge.merge(ex, a, b, unwinder::define));
        searcher.add(ex.start(entry, args));
        List<ErrorGuard> errors = new ArrayList<>(), undefined = new ArrayList<>();
        List<UnwindGuard> unwinds = new ArrayList<>();
        List<String> incomplete = new ArrayList<>();
        ExplorationLoop.Outcome outcome = new ExplorationLoop(ex).deadline(deadlineNanos).run(searcher, new ExplorationLoop.Listener() {
            @Override public void leaves(State ran, List<Leaf> emitted, Leaf end) {
                for (Leaf l : emitted) classify(l, induction, errors, undefined, unwinds, incomplete);
                if (end != null) classify(end, induction, errors, undefined, unwinds, incomplete);
            }
        });
        long states = outcome.runs(), merges = searcher.merges();
        if (!outcome.complete()) {
            return stopped(outcome.reason() == ExplorationLoop.Reason.TIME_LIMIT ? "the time limit" : outcome.why(), start, unwind, states,
                    merges, errors, unwinds, ex);
        }
        long encoded = System.nanoTime();
        Decision v;
        try {
            v = induction ? decideStep(unwinder.definitions(), errors, unwinds, incomplete, ex.stats().concretizations)
                    : decide(unwinder.definitions(), errors, undefined, unwinds, incomplete, ex.stats().concretizations);
        } catch (effigy.smt.SolverInterrupted stop) {
            // Ctrl-C or SIGTERM during the formula's queries: no answer, so unknown; the command prints it as such
            v = Decision.unknown("stopped by an interrupt while solving");
        }
        long solved = System.nanoTime();
        return new Result(v.verdict(), v.reachableBounds(), unwind, states, merges, errors.size(), unwinds.size(), (encoded - start) / 1e9, (solved - encoded) / 1e9,
                ex.stats().concretizations);
    }

    /** The result of a run stopped by {@code why} before the formula was complete: unknown. */
    private static Result stopped(String why, long start, int unwind, long states, long merges, List<ErrorGuard> errors,
                                  List<UnwindGuard> unwinds, Executor ex) {
        return new Result(Verdict.unknown("stopped by " + why + " while unwinding"), List.of(), unwind, states, merges,
                errors.size(), unwinds.size(), (System.nanoTime() - start) / 1e9, 0, ex.stats().concretizations);
    }

    /**
     * Sorts a leaf: an error by its role (in the inductive step, undefined behaviour and reads of unassigned
     * variables count with the violations: any of them reachable leaves the step inconclusive), a path cut by a
     * bound, or a path not followed to its end.
     */
    private void classify(Leaf l, boolean induction, List<ErrorGuard> errors, List<ErrorGuard> undefined, List<UnwindGuard> unwinds,
                          List<String> incomplete) {
        switch (l.status()) {
            // an unsupported construct is Effigy's limit, not the program's error: that path is not covered
            case UNSUPPORTED -> incomplete.add(l.error().message());
            case ERROR -> {
                if (induction && l.error().kind() == ErrorKind.UNINITIALIZED) errors.add(new ErrorGuard(tb.and(l.pathCondition()), l.error(), l.inputs()));
                else switch (roles.role(l.error())) {
                    case VIOLATION -> errors.add(new ErrorGuard(tb.and(l.pathCondition()), l.error(), l.inputs()));
                    case UNDEFINED -> (induction ? errors : undefined).add(new ErrorGuard(tb.and(l.pathCondition()), l.error(), l.inputs()));
                    case END -> { }
                }
            }
            case LIMIT -> {
                if (l.error() != null && l.error().kind() == ErrorKind.BEYOND_STEP) return;
                if (l.error() != null && l.error().kind() == ErrorKind.UNWINDING) unwinds.add(new UnwindGuard(tb.and(l.pathCondition()), l.error()));
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

    /**
     * Is {@code query} satisfiable together with the definitions? Incrementally ({@link #incremental}) the solver
     * keeps the definitions asserted between queries and bounds; otherwise each query is solved afresh.
     */
    private SatResult query(List<Term> definitions, Term query) {
        if (incremental) return solver.checkIncrementally(definitions, List.of(query));
        List<Term> all = new ArrayList<>(definitions);
        all.add(query);
        return solver.check(all);
    }

    /** What one question asked: a guard a model satisfies (with the model), none (unsatisfiable), or undecided (the reason). */
    private record Answer<G>(G guard, Assignment model, String undecided) {
        boolean reachable() { return guard != null; }
    }

    /** Can one of {@code guards} hold, with the definitions? The first guard the model satisfies when one can. */
    private <G> Answer<G> reachable(List<Term> definitions, List<G> guards, java.util.function.Function<G, Term> condition) {
        if (guards.isEmpty()) return new Answer<>(null, null, null);
        List<Term> any = new ArrayList<>();
        for (G g : guards) any.add(condition.apply(g));
        SatResult r = query(definitions, tb.or(any));
        if (r instanceof SatResult.Unknown u) return new Answer<>(null, null, u.reason());
        if (!(r instanceof SatResult.Sat sat)) return new Answer<>(null, null, null);
        for (G g : guards) if (Evaluator.isTrue(condition.apply(g), sat.model())) return new Answer<>(g, sat.model(), null);
        throw new IllegalStateException("the model satisfies none of the conditions");
    }

    /** A verdict, and the loops whose bound is reachable when that is why it is unknown. */
    private record Decision(Verdict<Violation> verdict, List<Leaf.ErrorInfo> reachableBounds) {
        static Decision proved(String how) { return new Decision(Verdict.proved(how), List.of()); }
        static Decision refuted(Violation v) { return new Decision(Verdict.refuted(v), List.of()); }
        static Decision unknown(String why) { return new Decision(Verdict.unknown(why), List.of()); }
        static Decision boundReached(String why, List<Leaf.ErrorInfo> loops) { return new Decision(Verdict.unknown(why), loops); }
    }

    /** The inductive step's verdict: true when no error and no bound of a loop that was not havocked is reachable, with nothing lost. */
    private Decision decideStep(List<Term> definitions, List<ErrorGuard> errors, List<UnwindGuard> unwinds, List<String> incomplete, long concretizations) {
        Answer<ErrorGuard> error = reachable(definitions, errors, ErrorGuard::condition);
        if (error.undecided() != null) return Decision.unknown("the solver could not decide the inductive step: " + error.undecided());
        if (error.reachable()) {
            return Decision.unknown("the inductive step fails: from an arbitrary state " + error.guard().error().kind() + " at "
                    + error.guard().error().span().where() + " is reachable");
        }
        Answer<UnwindGuard> bound = reachable(definitions, unwinds, UnwindGuard::condition);
        if (bound.undecided() != null) return Decision.unknown("the solver could not decide the inductive step: " + bound.undecided());
        if (bound.reachable()) {
            return Decision.boundReached("the inductive step is inconclusive: " + bound.guard().where().message() + " (a loop that writes memory or calls "
                    + "what may is unwound, not havocked)", List.of(bound.guard().where()));
        }
        if (!incomplete.isEmpty()) return Decision.unknown("the inductive step is inconclusive: not every path was followed to its end: " + incomplete.get(0));
        if (concretizations > 0) return Decision.unknown("the inductive step is inconclusive: symbolic values were fixed to one value");
        return Decision.proved("k-induction's inductive step: no error follows the bound's iterations from an arbitrary state");
    }

    private Decision decide(List<Term> definitions, List<ErrorGuard> errors, List<ErrorGuard> undefined, List<UnwindGuard> unwinds,
                           List<String> incomplete, long concretizations) {
        Answer<ErrorGuard> error = reachable(definitions, errors, ErrorGuard::condition);
        if (error.undecided() != null) return Decision.unknown("the solver could not decide whether an error is reachable: " + error.undecided());
        if (error.reachable()) return Decision.refuted(new Violation(error.guard().error(), complete(error.model(), error.guard().inputs())));
        Answer<ErrorGuard> ub = reachable(definitions, undefined, ErrorGuard::condition);
        if (ub.undecided() != null) return Decision.unknown("the solver could not decide whether undefined behaviour is reachable: " + ub.undecided());
        if (ub.reachable()) {
            return Decision.unknown("no violation within the bound, but undefined behaviour the property does not cover is reachable: "
                    + ub.guard().error().kind() + " at " + ub.guard().error().span().where());
        }
        Answer<UnwindGuard> bound = reachable(definitions, unwinds, UnwindGuard::condition);
        if (bound.undecided() != null) return Decision.unknown("the solver could not decide whether a bound is reachable: " + bound.undecided());
        if (bound.reachable()) {
            List<Leaf.ErrorInfo> loops = new ArrayList<>();
            for (UnwindGuard g : unwinds) {
                if (loops.stream().noneMatch(e -> e.span().equals(g.where().span()))) {
                    if (query(definitions, g.condition()) instanceof SatResult.Sat) loops.add(g.where());
                }
            }
            return Decision.boundReached("no error within the bound, but the bound is reachable", loops);
        }
        if (!incomplete.isEmpty()) return Decision.unknown("no error found, but not every path was followed to its end: " + incomplete.get(0));
        if (concretizations > 0) {
            return Decision.unknown("no error found, but " + concretizations + " symbolic value" + (concretizations == 1 ? " was" : "s were")
                    + " fixed to one value (an address or size that must be concrete), so not every input was covered");
        }
        return Decision.proved("bounded model checking: no error is reachable, and no path reaches a bound");
    }
}
