package effigy.exec;

import effigy.ir.Local;
import effigy.term.Sort;
import effigy.term.Term;

/**
 * A value domain for the {@link Executor} in which a state holds no symbolic values, only <em>program
 * variables</em>: every local the executor assigns is bound to a variable of its activation (and the
 * binder told {@code x := e}), every memory object's bytes are one array variable (each byte stored an
 * update {@code O[i] := b}), and every condition the path goes on under (branch directions, ASSUMEs, passed
 * checks) is a test over those variables. The binder keeps the record of these actions per path and says
 * what a term over the variables is worth on the path, over the inputs ({@link #value}); the executor asks
 * it wherever it needs a value: to decide a branch or check with the solver, to fix an address, to print a
 * message, to record an output. Given in the executor's {@link ExecConfig}; the weakest-precondition engine
 * ({@code wp.WpExplorer}) is one.
 *
 * <p>Everything else (frames, calls and returns, memory layout and its checks, intrinsics, printf, leaves)
 * is the executor's, unchanged: the binder only names values and keeps the trace.
 */
public interface Binder {
    /** The binder's record of one path, copied when the path forks. */
    interface PathData {
        PathData copy();
    }

    /** The record of a new path (an entry call's initial state). */
    PathData start();

    /** The value of {@code t}, a term over this binder's variables and the inputs, on {@code s}'s path, over the inputs alone. */
    Term value(State s, Term t);

    /** The variable of local {@code local} in activation {@code instance} of {@code function}, of sort {@code sort}. */
    Term.Sym variable(String function, int instance, Local local, Sort sort);

    /** The array variable (offsets to bytes) holding the contents of memory object {@code o}. */
    Term.Sym contents(MemObject o);

    /** {@code variable := value} on {@code s}'s path. */
    void assign(State s, Term.Sym variable, Term value);

    /** {@code array[index] := value} on {@code s}'s path. */
    void update(State s, Term.Sym array, Term index, Term value);

    /** The path goes on where {@code condition} (over the variables) holds. */
    void test(State s, Term condition);

    /** {@code s}'s path ended in {@code leaf}. */
    void leaf(State s, Leaf leaf);
}
