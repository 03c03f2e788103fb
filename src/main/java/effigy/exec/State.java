package effigy.exec;

import effigy.term.Assignment;
import effigy.term.Term;
import java.util.ArrayList;
import java.util.List;

/**
 * One execution path: the call stack, the path condition, a model of the path condition, the outputs
 * so far and the step count. A state behaves as a value: {@link #fork()} gives an independent copy that
 * shares all structure (frames copy-on-write, persistent lists). Engine-wide resources (solver, term
 * builder, statistics) live in the {@link Executor}, never here.
 */
public final class State {
    Frame[] stack;
    int depth;
    /** Conjuncts of the path condition, each a simplified boolean term over input symbols. */
    PList<Term> pc;
    /** Satisfies every conjunct of {@link #pc}; symbols it does not mention take their sort's default. */
    Assignment model;
    /** The input symbols made so far, in order of creation. */
    PList<Term.Sym> inputs;
    PList<Output> writes;
    PList<ProofOutcome> proofs;
    int steps;
    /** IR instructions executed so far (statements count {@link #steps}): the unit of {@code complexity --cost instructions}. */
    long instructions;
    long pathHash;
    /** Branch decisions made so far (concrete ones included): how far along its path digest {@link #pathHash} is. */
    long branches;
    /** The execution-tree node this path currently hangs under. */
    int treeNode;
    /** Which arc of {@link #treeNode} the path took (null at the root). */
    Boolean treeSide;
    /** The memory objects of this path (C programs); shared copy-on-write after a fork. */
    Memory memory;
    /** Set when the state was paused by a hook; the next run does not pause again before the same statement. */
    boolean resumed;
    /** Where the path forked last, as a decision list for display: newest first. */
    PList<Decision> decisions;
    /**
     * Verification: the cut point (an inductive assertion) this path segment starts at, and whether its
     * assertion has been assumed yet; null outside verification (see {@link Executor.Assertions}).
     */
    effigy.ir.Instr cutStart;
    boolean cutAssumed;
    /** The {@link Binder}'s record of this path (its trace); null without a binder. */
    Binder.PathData binding;
    /** The analyses' per-path data ({@link Slot}); null while there is none. */
    private Object[] slots;

    /**
     * A typed slot of per-path data an analysis keeps on the state itself, instead of in a side table keyed by
     * state: a fork's copy starts with the same values (shared, so a value must be immutable, or replaced rather
     * than changed once set). Slots are made once per kind of data (a static constant of the analysis).
     */
    public static final class Slot<T> {
        private static final java.util.concurrent.atomic.AtomicInteger MADE = new java.util.concurrent.atomic.AtomicInteger();
        private final String name;
        private final int index;

        public Slot(String name) {
            this.name = name;
            this.index = MADE.getAndIncrement();
        }

        @Override public String toString() { return "slot " + name; }
    }

    /** The value of {@code slot} on this path, or null. */
    @SuppressWarnings("unchecked")
    public <T> T get(Slot<T> slot) {
        return slots == null || slot.index >= slots.length ? null : (T) slots[slot.index];
    }

    /** Sets {@code slot} on this path (not on states forked from it before). */
    public <T> void set(Slot<T> slot, T value) {
        if (slots == null) slots = new Object[Math.max(4, slot.index + 1)];
        else if (slot.index >= slots.length) slots = java.util.Arrays.copyOf(slots, Math.max(slots.length * 2, slot.index + 1));
        slots[slot.index] = value;
    }

    State(Frame entry, Assignment model) {
        this.stack = new Frame[8];
        this.stack[0] = entry;
        this.depth = 1;
        this.pc = PList.empty();
        this.model = model;
        this.inputs = PList.empty();
        this.writes = PList.empty();
        this.proofs = PList.empty();
        this.decisions = PList.empty();
        this.memory = new Memory();
    }

    private State(State o) {
        this.stack = o.stack.clone();
        this.depth = o.depth;
        this.pc = o.pc;
        this.model = o.model;
        this.inputs = o.inputs;
        this.writes = o.writes;
        this.proofs = o.proofs;
        this.steps = o.steps;
        this.instructions = o.instructions;
        this.pathHash = o.pathHash;
        this.branches = o.branches;
        this.treeNode = o.treeNode;
        this.treeSide = o.treeSide;
        this.decisions = o.decisions;
        this.memory = o.memory;
        this.cutStart = o.cutStart;
        this.cutAssumed = o.cutAssumed;
        this.binding = o.binding == null ? null : o.binding.copy();
        this.slots = o.slots == null ? null : o.slots.clone();
    }

    /** An independent copy sharing all structure with this state; frames are copied when first written. */
    public State fork() {
        for (int i = 0; i < depth; i++) stack[i].shared = true;
        memory.shared = true;
        return new State(this);
    }

    Frame top() { return stack[depth - 1]; }

    /** The top frame, copied first if it is shared with another state. */
    Frame writableTop() { return writableFrame(depth - 1); }

    /** The frame at stack index {@code i}, copied first if it is shared with another state. */
    private Frame writableFrame(int i) {
        Frame f = stack[i];
        if (f.shared) {
            f = f.copy();
            stack[i] = f;
        }
        return f;
    }

    /** The memory, copied first if it is shared with another state (objects are copied when written). */
    Memory writableMemory() {
        if (memory.shared) memory = memory.copy();
        return memory;
    }

    void push(Frame f) {
        if (depth == stack.length) stack = java.util.Arrays.copyOf(stack, depth * 2);
        stack[depth++] = f;
    }

    void pop() { stack[--depth] = null; }

    public int depth() { return depth; }
    /** The function the innermost frame runs. */
    public String functionName() { return stack[depth - 1].function.name(); }
    /** The function frame {@code i} of the call stack runs (0: the entry's frame, {@link #depth()} - 1: the innermost). */
    public effigy.ir.Function frameFunction(int i) { return frame(i).function; }
    /** The block frame {@code i} is in (its index in the function). */
    public int frameBlock(int i) { return frame(i).block; }
    /**
     * The instruction of its block frame {@code i} runs next: the block's instruction count for its terminator; in a
     * caller's frame, the one after the call.
     */
    public int frameIndex(int i) { return frame(i).index; }

    /**
     * An object that stands for the activation of frame {@code i} while it is not copied (a fork copies a frame
     * when either side first writes it): equal tokens, same activation, so what depends only on the activation
     * (its calling context) can be cached by it.
     */
    public Object frameToken(int i) { return frame(i); }

    /** Where frame {@code i} was called from (the call in frame i - 1), or null for the entry's frame. */
    public effigy.source.Span frameCall(int i) {
        Frame f = frame(i);
        return f.call == null ? null : f.call.span();
    }

    private Frame frame(int i) {
        if (i < 0 || i >= depth) throw new IndexOutOfBoundsException("frame " + i + " of " + depth);
        return stack[i];
    }

    public int steps() { return steps; }
    public long instructions() { return instructions; }
    public List<Term> pathCondition() { return pc.toList(); }
    public Assignment model() { return model; }
    public List<Term.Sym> inputs() { return inputs.toList(); }
    public List<Output> writes() { return writes.toList(); }
    public List<ProofOutcome> proofs() { return proofs.toList(); }
    public long pathHash() { return pathHash; }
    public int treeNode() { return treeNode; }
    public List<Decision> decisions() { return decisions.toList(); }
    /** The {@link Binder}'s record of this path, or null. */
    public Binder.PathData binding() { return binding; }

    /** The function and source line the path is at (innermost frame first), for display. */
    public List<StackEntry> where() {
        List<StackEntry> out = new ArrayList<>();
        for (int i = depth - 1; i >= 0; i--) {
            Frame f = stack[i];
            out.add(new StackEntry(f.function.name(), Inspection.spanAt(f)));
        }
        return out;
    }

    public record StackEntry(String function, effigy.source.Span span) {}

    /** A forking branch this path went through: where, which way, and the condition it added. */
    public record Decision(effigy.source.Span span, boolean taken, Term condition) {}

    /**
     * The whole of this state that decides how its run goes on, as a value equal for equal states: each frame's
     * function, place, call site, stack objects and variables (an unassigned one as such), and every memory object's
     * life, place, size and contents, the objects by id (so that equal snapshots made the same allocations). Not the
     * bookkeeping of paths (inputs read, path condition, statement counts, loop counters): a concrete run from two
     * states of equal snapshots that reads the same values goes the same way. Null when the memory holds more than
     * {@code maxBytes} bytes or an object of symbolic size (too costly, or not one value).
     */
    public List<Object> snapshot(effigy.term.TermBuilder tb, long maxBytes) {
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < depth; i++) {
            Frame f = stack[i];
            List<Object> vars = new ArrayList<>(f.sym.length);
            for (int k = 0; k < f.sym.length; k++) vars.add(f.sym[k] == null ? (Object) f.conc[k] : f.sym[k] == Frame.UNDEFINED ? "undefined" : f.sym[k]);
            out.add(List.of(f.function.name(), f.block, f.index, f.call == null ? "entry" : f.call,
                    f.stackObjects == null ? List.of() : java.util.Arrays.stream(f.stackObjects).boxed().toList(), vars));
        }
        long bytes = 0;
        for (int id = 0; id < memory.count; id++) {
            MemObject o = memory.object(id);
            if (o.sizeTerm != null) return null;
            bytes += o.size;
            if (bytes > maxBytes) return null;
            out.add(List.of(o.id, o.alive, o.base, o.size, o.kind, o.contents(tb)));
        }
        return out;
    }
}
