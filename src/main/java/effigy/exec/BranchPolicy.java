package effigy.exec;

import effigy.smt.PathSolver;
import effigy.smt.SatResult;
import effigy.smt.Validity;
import effigy.term.Assignment;
import effigy.term.Evaluator;
import effigy.term.Term;

/**
 * The answer to "this decision can go both ways: which?" (DESIGN: one interpreter, values and choices plugged in).
 * The executor asks its policy at every decision whose condition is symbolic, and only there: a two-way branch, a
 * runtime check (can it fail? can it pass?), an assumption, a symbolic address (which object?), a concretization
 * and a proof obligation. Decisions on concrete values are never asked about, so a policy costs nothing on a
 * concrete path.
 *
 * <p>A policy either <em>weighs</em> each way of a decision ({@link #mayHold}: may the way's condition hold on the
 * path?), the executor then going on the ways that may, forking where both do; or it <em>follows</em> the path's
 * model ({@link #follows}; {@link #follow}: the way the input takes), the executor conjoining that way's condition
 * to the path condition and telling the policy ({@link #followed}). The named policies:
 * <ul>
 *   <li>{@link #fork()}: both ways asked of the solver; a decision that can go both ways forks ({@link Stop.Forked}),
 *       a check that can fail emits its error leaf. The default: symbolic exploration. It is also the debugger's
 *       policy: the debugger receives the {@link Stop.Forked} pair and lets the user choose a side, which is the
 *       caller's business, not the policy's.</li>
 *   <li>{@link #forkOverEveryObject()}: as {@link #fork()}, but a symbolic address forks over every object it may
 *       fall in, without asking the solver, instead of following the object at the model's value: a search that must
 *       cover every path of a loop's iteration (termination).</li>
 *   <li>{@link #bothWays()}: both ways of every decision, without asking (every way "may hold" with the path
 *       condition's model), and symbolic addresses over every object: the paths over-approximate and one formula
 *       decides at the end (bounded model checking).</li>
 *   <li>{@link #followInput(Concolic)}: the input decides (concolic execution): each decision goes the way the
 *       concrete input takes, and its condition is recorded as the next conjunct of the run's {@link Concolic}.</li>
 *   <li>{@link #evaluate()}: each way may hold exactly where it holds in the path's model, nothing recorded: a
 *       concrete run whose few remaining symbolic values (a printf's count) take their model values (the fuzzer's
 *       concrete runs).</li>
 * </ul>
 * Every policy except {@link #fork()} answers a proof obligation without being sure ({@link #isValid}).
 */
public sealed interface BranchPolicy {

    /**
     * Whether {@code condition} (over the inputs) may hold on {@code s}'s path: Sat with a model of the path condition
     * and the condition (see {@link PathSolver#mayHold}), Unsat, or Unknown. Asked for each way of a weighed decision
     * in turn; {@code solver} is the executor's.
     */
    SatResult mayHold(PathSolver solver, State s, Term condition);

    /** King's PROVE: whether {@code claim} holds on every input of {@code s}'s path. */
    default Validity isValid(PathSolver solver, State s, Term claim) { return solver.isValid(s.pathCondition(), claim, s.model); }

    /** Whether a symbolic address forks over every object it may fall in (not checked for feasibility) instead of following the model's. */
    default boolean forksOverEveryObject() { return false; }

    /** Whether this policy follows the path's model at every decision ({@link #follow}) instead of weighing both ways ({@link #mayHold}). */
    default boolean follows() { return false; }

    /**
     * For a policy that {@linkplain #follows follows}: the way the input takes at a decision on {@code condition} (over
     * the inputs): true when the condition holds in {@code s}'s model.
     */
    default boolean follow(State s, Term condition) { throw new IllegalStateException(this + " weighs both ways"); }

    /**
     * Told, when following, of each conjunct the run's decisions add to the path condition (a violated assumption
     * comes as an {@link Concolic.Kind#ASSUME} conjunct not taken, and ends the run). Weighing policies ignore it.
     */
    default void followed(Concolic.Conjunct conjunct) { }

    /**
     * The model a run starts with: when following, the input, which grows as the run reads ({@link #read}); else empty.
     */
    default Assignment input() { return Assignment.EMPTY; }

    /**
     * Told of a value the run gives an input as it reads it (an {@link Executor.InputSource}'s, printf's count):
     * true when the policy keeps it in its {@link #input} (following), false when the executor's instantiation must.
     */
    default boolean read(Term.Sym input, Object value) { return false; }

    /** Fork with the solver: symbolic exploration (the default) and the debugger. */
    static BranchPolicy fork() { return Fork.PLAIN; }

    /** Fork with the solver; symbolic addresses over every object (termination's iterations). */
    static BranchPolicy forkOverEveryObject() { return Fork.EVERY_OBJECT; }

    /** Both ways of every decision, without asking: bounded model checking. */
    static BranchPolicy bothWays() { return BothWays.INSTANCE; }

    /** The concrete input decides, each decision recorded in {@code trace}: concolic execution. */
    static BranchPolicy followInput(Concolic trace) { return new FollowInput(trace); }

    /** Each way may hold where it holds in the path's model, nothing recorded: concrete runs of the fuzzer. */
    static BranchPolicy evaluate() { return Evaluate.INSTANCE; }

    /** See {@link #fork()} and {@link #forkOverEveryObject()}. */
    enum Fork implements BranchPolicy {
        PLAIN, EVERY_OBJECT;

        @Override public SatResult mayHold(PathSolver solver, State s, Term condition) {
            return solver.mayHold(s.pathCondition(), condition, s.model);
        }

        @Override public boolean forksOverEveryObject() { return this == EVERY_OBJECT; }
    }

    /** See {@link #bothWays()}: every way may hold, with the path condition's model (which need not satisfy it). */
    enum BothWays implements BranchPolicy {
        INSTANCE;

        @Override public SatResult mayHold(PathSolver solver, State s, Term condition) { return new SatResult.Sat(s.model); }

        /** Never valid: the negated claim "may hold" as every condition does, with the path condition's model. */
        @Override public Validity isValid(PathSolver solver, State s, Term claim) { return new Validity.Invalid(s.model); }

        @Override public boolean forksOverEveryObject() { return true; }
    }

    /** See {@link #evaluate()}. */
    enum Evaluate implements BranchPolicy {
        INSTANCE;

        @Override public SatResult mayHold(PathSolver solver, State s, Term condition) {
            return Evaluator.isTrue(condition, s.model) ? new SatResult.Sat(s.model) : new SatResult.Unsat();
        }

        @Override public Validity isValid(PathSolver solver, State s, Term claim) {
            return new Validity.Unknown("a concolic run decides nothing for all inputs");
        }
    }

    /** See {@link #followInput(Concolic)}; the run's state starts with the trace's input as its model. */
    final class FollowInput implements BranchPolicy {
        private final Concolic trace;

        FollowInput(Concolic trace) { this.trace = trace; }

        /** The record of the run's conjuncts. */
        public Concolic trace() { return trace; }

        @Override public SatResult mayHold(PathSolver solver, State s, Term condition) {
            return Evaluate.INSTANCE.mayHold(solver, s, condition);
        }

        @Override public Validity isValid(PathSolver solver, State s, Term claim) { return Evaluate.INSTANCE.isValid(solver, s, claim); }

        @Override public boolean follows() { return true; }

        @Override public boolean follow(State s, Term condition) { return Evaluator.isTrue(condition, s.model); }

        @Override public void followed(Concolic.Conjunct conjunct) {
            if (conjunct.kind() == Concolic.Kind.ASSUME && !conjunct.taken()) trace.assumptionViolated(conjunct.span());
            else trace.add(conjunct);
        }

        @Override public Assignment input() { return trace.input(); }

        @Override public boolean read(Term.Sym input, Object value) {
            trace.read(input, value);
            return true;
        }
    }
}
