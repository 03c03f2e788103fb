package effigy.exec;

import effigy.ir.Function;
import effigy.ir.Instr;
import effigy.term.Term;

/**
 * The activation of one function on one path. A slot is concrete when {@code sym[slot] == null}: its
 * value is {@code conc[slot]} (booleans 0/1), and no term is ever made for it. Otherwise
 * {@code sym[slot]} is a {@link effigy.term.Term} or {@link #UNDEFINED}.
 *
 * <p>Frames are copy-on-write: after a fork both states hold the same frame objects marked
 * {@code shared}; whichever state writes first copies the frame (see {@link State#writableTop()}).
 */
final class Frame {
    /** The value of a variable that has not been assigned. */
    static final Object UNDEFINED = new Object() {
        @Override public String toString() { return "?"; }
    };

    final Function function;
    /** The function's decoded instructions. */
    final Code code;
    final long[] conc;
    final Object[] sym;
    /** The call instruction in the caller that made this frame (null for the entry frame). */
    final Instr.Call call;
    int block;
    int index;
    boolean shared;
    /** Ids of the stack objects made by this activation (they die when it returns); null when none. */
    int[] stackObjects;
    /** Bounded unwinding ({@link Unwinder}): the block the last jump came from (-1 at the function's entry). */
    int prevBlock = -1;
    /** Set by a jump to a block, cleared when the {@link Unwinder} has looked at the arrival. */
    boolean arrived = true;
    /** Per loop of the function: the back edges taken since the loop was entered ({@link Unwinder}); null until needed. */
    int[] iterations;
    /** Per loop: the starts of its body since it was entered, its iterations ({@link Unwinder.Observer}); null until needed. */
    int[] starts;
    /** Per loop: whether its unwinding bound is reached, so that going on inside the loop is cut; null until needed. */
    boolean[] exhausted;
    /**
     * k-induction's inductive step ({@link Unwinder#induction}): per loop, the symbol that chose, on entry, whether
     * the loop's variables start from an arbitrary state (true) or from their values (false); null when not havocked.
     */
    Term[] skip;
    /**
     * Per loop {@code i}, at {@code 2i} and {@code 2i+1}: when the loop was jumped over ({@link Summaries#skip}) and the
     * path now runs its last pass (from the header with the loop's writes arbitrary, to the loop's exit), the path's
     * statements and instructions when the pass began; -1 when the path is not in one. Null until needed.
     */
    long[] lastPass;
    /**
     * The program-wide index of the function's first block in the executor's {@link Coverage}; -1 while none is recorded
     * (a state started before its executor recorded coverage: the executor sets it on the state's next run).
     */
    int coverageBase = -1;
    /** This activation's number (calls made by one executor are numbered from 1): a {@link Binder} names its variables with it. */
    int instance;
    /** A {@link Binder}'s variables of the slots, made on first use (shared by copies: the names do not change). */
    Term.Sym[] names;

    Frame(Function function, Code code, Instr.Call call) {
        this.function = function;
        this.code = code;
        this.call = call;
        this.conc = new long[function.frameSize()];
        this.sym = new Object[function.frameSize()];
        java.util.Arrays.fill(sym, UNDEFINED);
    }

    private Frame(Frame o) {
        this.function = o.function;
        this.code = o.code;
        this.call = o.call;
        this.conc = o.conc.clone();
        this.sym = o.sym.clone();
        this.block = o.block;
        this.index = o.index;
        this.stackObjects = o.stackObjects == null ? null : o.stackObjects.clone();
        this.prevBlock = o.prevBlock;
        this.arrived = o.arrived;
        this.iterations = o.iterations == null ? null : o.iterations.clone();
        this.exhausted = o.exhausted == null ? null : o.exhausted.clone();
        this.starts = o.starts == null ? null : o.starts.clone();
        this.skip = o.skip == null ? null : o.skip.clone();
        this.lastPass = o.lastPass == null ? null : o.lastPass.clone();
        this.instance = o.instance;
        this.names = o.names;
        this.coverageBase = o.coverageBase;
    }

    Frame copy() { return new Frame(this); }
}
