package effigy.exec;

import effigy.ir.Function;
import effigy.ir.Loop;
import effigy.term.Term;
import java.util.Map;

/**
 * Which loops and calls a search replaces by arbitrary values (havocs) instead of running them: a summary that covers
 * every way the loop or call can end, and more. Unlike an {@link Unwinder.Observer}, which only watches, this changes
 * what the paths are. Given to the {@link Unwinder} beside the observer; the default replaces nothing.
 */
public interface Summaries {
    /** Replaces nothing: every loop and call runs. */
    Summaries NONE = new Summaries() { };

    /**
     * Whether to jump over {@code l} (entered in the activation at index {@code frame} of {@code s}'s call stack)
     * instead of running it: the variables and objects it writes take arbitrary values, standing for the loop's state
     * at its header on its last pass, and the path runs that pass to the loop's exits (a pass that goes round again is
     * cut), which covers every way the loop can end (and more): the condition of the exit taken holds after it. A loop that cannot be jumped over (it writes where no object can be named) ends the path as a
     * {@code LIMIT} leaf of kind {@link Unwinder#SKIP_FAILED}.
     */
    default boolean skip(State s, int frame, Function fn, Loop l) { return false; }

    /**
     * Whether to jump over every call of {@code callee}: its result and every memory object take arbitrary values,
     * which covers every way the call can end (and more), and the path goes on after the call, having told
     * {@link #callJumpedOver}.
     */
    default boolean jumpsOverCall(Function callee) { return false; }

    /**
     * A call of {@code callee} with {@code args} (by parameter name) is jumped over ({@link #jumpsOverCall}); its result
     * is the fresh symbol {@code result} (an input of the path; a boolean of no meaning for a function that returns nothing).
     */
    default void callJumpedOver(State s, Function callee, Map<String, Term> args, Term.Sym result) { }

    /**
     * {@code l} was jumped over ({@link #skip} said so) on {@code s}'s path: the variables it assigns took the fresh
     * symbols {@code fresh} (each with its variable's key in {@link Executor#variables}), the values at its header on
     * its last pass, before that pass runs.
     */
    default void loopJumpedOver(State s, Function fn, Loop l, Map<Term.Sym, String> fresh) { }
}
