package effigy.exec;

import effigy.ir.Terminator;
import effigy.term.Term;
import java.util.List;

/**
 * Why {@link Executor#run} returned. Besides the reason, every stop carries the leaves the path
 * produced on the way without ending (error leaves of checks that could also pass).
 */
public sealed interface Stop permits Stop.Finished, Stop.Forked, Stop.Paused, Stop.Infeasible, Stop.Abandoned {
    List<Leaf> emitted();

    /** The path ended in {@code leaf}. */
    record Finished(Leaf leaf, List<Leaf> emitted) implements Stop {}

    /**
     * A decision on {@code condition} at {@code span} can go both ways: a branch ({@code branch} is then
     * set), or the resolution of a symbolic address to an object ({@code branch} null). {@code onTrue} and
     * {@code onFalse} are the two successors (the original state object is {@code onTrue}), each with its
     * decision in the path condition, positioned where it goes on. Neither is run further.
     */
    record Forked(Term condition, Terminator.Branch branch, effigy.source.Span span, State onTrue, State onFalse,
                  List<Leaf> emitted) implements Stop {}

    /** The {@link Executor.Hook} asked to pause before a statement; the state can be run again. */
    record Paused(State state, List<Leaf> emitted) implements Stop {}

    /** An ASSUME could not hold: the path has no inputs and ends without a leaf. */
    record Infeasible(List<Leaf> emitted) implements Stop {}

    /**
     * The run was stopped from outside before the path ended ({@code why}: {@code "time limit"} when the
     * executor's deadline passed, {@code "interrupted"} when its thread was interrupted); the path has no leaf.
     */
    record Abandoned(String why, List<Leaf> emitted) implements Stop {}
}
