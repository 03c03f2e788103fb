package effigy.exec;

import effigy.ir.Block;
import effigy.ir.Function;
import effigy.ir.Instr;
import effigy.ir.Local;
import effigy.ir.Loop;
import effigy.ir.Operand;
import effigy.source.Span;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Bounded unwinding, for bounded model checking: each loop of each activation may
 * take its back edge at most its bound's number of times. Arriving at the loop's header after that many back
 * edges, the path may still leave the loop (the condition evaluated one more time, as CBMC's unwinding
 * assertion has it), but a path that goes on inside the loop ends as a {@code LIMIT} leaf of kind
 * {@link #KIND}: the bound is reachable. Every arrival at a join point (a block with two or more
 * predecessors) pauses the run, so that a scheduler can merge the states that meet there.
 *
 * <p>An unwinding without bounds ({@link #observing}) tells an {@link Observer} of loop entries, iterations and exits,
 * and replaces the loops and calls its {@link Summaries} name by arbitrary values.
 */
public final class Unwinder {
    /** The error kind of the leaves of paths cut by a bound. */
    public static final ErrorKind KIND = ErrorKind.UNWINDING;

    /** The kind of the leaves of paths that k-induction's inductive step does not need (a havocked loop's k+1st iteration). */
    public static final ErrorKind BEYOND_STEP = ErrorKind.BEYOND_STEP;

    /** The bound of a loop ({@code loop.index()} in {@code function}), or of its recursion (loop null); negative for none. */
    public interface Bounds {
        int bound(Function function, Loop loop);
    }

    private final Bounds bounds;
    private final TermBuilder tb;
    private final effigy.ir.Program program;
    private final Executor ex;
    private final Map<Function, BitSet> joins = new HashMap<>();

    public Unwinder(Bounds bounds, Executor ex) {
        this.bounds = bounds;
        this.ex = ex;
        this.tb = ex.termBuilder();
        this.program = ex.program();
    }

    /**
     * Watches the iterations of loops: told when a path enters a loop (arrives at its header from outside), starts
     * its body (the count of starts since the entry: its iterations so far, {@link Function#bodyStart}) and leaves
     * it; may pause the path at an entry, a start or an exit. A pause hands the state back to the caller of
     * {@link Executor#run} and changes nothing in its semantics; an observer changes no path (what replaces loops and
     * calls by arbitrary values is {@link Summaries}'). {@code frame} is the index of the loop's activation in
     * {@code s}'s call stack.
     */
    public interface Observer {
        default boolean entered(State s, int frame, Function fn, Loop l) { return false; }
        /** The path arrives at {@code l}'s header by its back edge (before the header runs again); true pauses it there. */
        default boolean looped(State s, int frame, Function fn, Loop l) { return false; }
        boolean started(State s, int frame, Function fn, Loop l, int count);
        /** The path leaves {@code l} (by a jump; also by a return, where a pause is not possible); true pauses it at the jump's target. */
        default boolean left(State s, int frame, Function fn, Loop l, int count) { return false; }

        /**
         * Whether the path should pause at join points now: for a scheduler that merges states, and only while
         * another state waits to merge with.
         */
        default boolean wantsPauses() { return false; }
    }

    /** The kind of the leaf of a path at a loop the {@link Summaries} asked to jump over and that cannot be. */
    public static final ErrorKind SKIP_FAILED = ErrorKind.LOOP_NOT_SUMMARIZED;

    private Observer observer;
    private Summaries summaries = Summaries.NONE;
    private boolean naming = true;

    /**
     * An unwinding without bounds that tells {@code observer} of loop entries, iterations and exits, and replaces no
     * loop or call; for {@link Executor#observeLoops}.
     */
    public static Unwinder observing(Executor ex, Observer observer) { return observing(ex, observer, Summaries.NONE); }

    /**
     * An unwinding without bounds that tells {@code observer} of loop entries, iterations and exits, and replaces the
     * loops and calls {@code summaries} names by arbitrary values. Values are not named at loop headers (no
     * {@link #definitions()} to conjoin: every path condition stands on its own), and paths pause at join points only
     * when the observer {@linkplain Observer#wantsPauses wants}. For {@link Executor#observeLoops}.
     */
    public static Unwinder observing(Executor ex, Observer observer, Summaries summaries) {
        Unwinder u = new Unwinder((f, l) -> -1, ex);
        u.observer = observer;
        u.summaries = summaries;
        u.naming = false;
        return u;
    }

    /** Whether this unwinding observes a search ({@link #observing}) rather than bounding loops. */
    boolean observes() { return observer != null; }

    /** The executor this unwinding was made for. */
    Executor executor() { return ex; }

    /** Which loops and calls are replaced by arbitrary values ({@link Summaries#NONE} for a bounded unwinding). */
    Summaries summaries() { return summaries; }

    /** What happens on arrival at {@code f.block}: null to go on, a pause at a join point, or the unwinding leaf. */
    Stop arrive(Executor ex, State s, Frame f) {
        int b = f.block, prev = f.prevBlock;
        List<Loop> loops = f.function.loops();
        if (loops.isEmpty()) return joinPause(ex, s, f);
        if (f.iterations == null) {
            f.iterations = new int[loops.size()];
            f.exhausted = new boolean[loops.size()];
            f.starts = new int[loops.size()];
        }
        boolean leftPause = false;
        for (Loop l : loops) {
            if (!l.contains(b)) {
                if (prev >= 0 && l.contains(prev)) {
                    settle(s, f, l);
                    if (observer != null && observer.left(s, s.depth - 1, f.function, l, f.starts[l.index()])) leftPause = true;
                }
                // outside the loop: done with it (so that paths that left it after different counts can merge)
                f.exhausted[l.index()] = false;
                f.iterations[l.index()] = 0;
                f.starts[l.index()] = 0;
                if (inLastPass(f, l)) endLastPass(s, f, l);
            } else if (inLastPass(f, l)
                    && (b == l.header() ? prev >= 0 && l.contains(prev) : exitsAtHeaderOnly(f.function, l))) {
                // the last pass of a jumped-over loop goes round again: a state the arbitrary one at the header covers
                return new Stop.Infeasible(ex.emitted());
            } else if (f.exhausted[l.index()] && prev >= 0 && l.contains(prev)) {
                if (f.skip != null && f.skip[l.index()] != null) {
                    // the inductive step needs no path beyond k iterations of a havocked loop
                    return ex.finish(s, Leaf.Status.LIMIT, new Leaf.ErrorInfo(BEYOND_STEP, "beyond the inductive step", f.function.block(l.header()).terminator().span()), Map.of());
                }
                return unwound(ex, s, f, l, bounds.bound(f.function, l));
            }
        }
        boolean pause = leftPause;
        for (Loop l : loops) {
            if (l.header() != b) continue;
            if (naming) nameValues(f);
            boolean backEdge = prev >= 0 && l.contains(prev);
            if (!backEdge && !inLastPass(f, l) && summaries.skip(s, s.depth - 1, f.function, l)) return jumpOver(ex, s, f, l);
            if (!backEdge && inductionK >= 0) havoc(s, f, l);
            f.iterations[l.index()] = backEdge ? f.iterations[l.index()] + 1 : 0;
            if (!backEdge) {
                f.starts[l.index()] = 0;
                if (observer != null && observer.entered(s, s.depth - 1, f.function, l)) pause = true;
            } else if (observer != null && observer.looped(s, s.depth - 1, f.function, l)) {
                pause = true;
            }
            int k = bounds.bound(f.function, l);
            if (k >= 0 && f.iterations[l.index()] >= k) f.exhausted[l.index()] = true;
        }
        if (observer != null) {
            for (Loop l : loops) {
                if (f.function.bodyStart(l) != b) continue;
                f.starts[l.index()]++;
                if (observer.started(s, s.depth - 1, f.function, l, f.starts[l.index()])) pause = true;
            }
        }
        if (pause) return new Stop.Paused(s, ex.emitted());
        return joinPause(ex, s, f);
    }

    /** Ends the path as a {@code LIMIT} leaf of kind {@link #KIND}: it would iterate {@code loop} beyond its bound. */
    private static Stop unwound(Executor ex, State s, Frame f, Loop loop, int bound) {
        Span at = f.function.block(loop.header()).terminator().span();
        return ex.finish(s, Leaf.Status.LIMIT, new Leaf.ErrorInfo(KIND,
                "the loop at line " + at.line() + " of " + f.function.name() + " can run more than " + bound + " iteration"
                        + (bound == 1 ? "" : "s"), at), Map.of());
    }

    /**
     * An arbitrary state at the loop header {@code at} stands at (a state paused on entering the loop): a copy
     * whose path condition is empty, whose named integer variables in the innermost frame are fresh symbols, and
     * whose memory objects have fresh contents. What holds for every path from it holds for every state at the
     * header with the same pointers: the start of a proof about one iteration of the loop (a ranking function).
     */
    public State arbitraryAt(State at) { return arbitraryAt(at, null); }

    /**
     * {@link #arbitraryAt(State)} for the loop {@code l}: where every object the loop may write can be named
     * ({@link #havocked}: no store through an unknown pointer, no call that may write memory), only those objects
     * get fresh contents and the others keep the values they have on entry, which no iteration can change.
     */
    public State arbitraryAt(State at, Loop l) {
        State s = at.fork();
        s.pc = PList.empty();
        Frame f = s.writableTop();
        int n = ++havocs;
        for (Local v : f.function.locals()) {
            if (v.isTemp() || v.name().startsWith("%") || v.name().startsWith("&")) continue;
            if (!(v.type() instanceof effigy.ir.Type.BvType || v.type() instanceof effigy.ir.Type.IntType
                    || v.type() instanceof effigy.ir.Type.BoolType)) continue;
            Object now = f.sym[v.slot()];
            if (now == Frame.UNDEFINED) continue;
            Sort sort = now == null ? ex.concTerm(f.conc[v.slot()], v.type()).sort() : ((Term) now).sort();
            f.sym[v.slot()] = tb.factory().symbol(unique(f.function, v) + "@header#" + n, sort);
        }
        Writes w = l == null ? null : havocked(f.function, l);
        java.util.Set<Integer> ids = w == null ? null : objectIds(s, f, w);
        if (ids == null) {
            ex.memory().havoc(s, ex);
        } else {
            for (int id : ids) ex.memory().havoc(s, id, tb.bool(true), n, (name, value) -> value);
        }
        return s;
    }

    /**
     * The name a fresh value of {@code v} is given: its own, and where {@code fn} has another variable of that name (a
     * second {@code for (int i ...)}, a shadowing block variable) its slot too. Symbols are one per name and sort: two
     * variables of one name would otherwise get one symbol, and an arbitrary state would have them equal.
     */
    private static String unique(Function fn, Local v) {
        for (Local other : fn.locals()) if (other != v && other.name().equals(v.name())) return v.name() + "@" + v.slot();
        return v.name();
    }

    /**
     * What {@link #arbitraryAt(State)} keeps of {@code s}: the values of the innermost frame's named variables it does not
     * make fresh (pointers, the addresses of variables in memory, aggregates; for the scalars it makes fresh, which of
     * them have no value yet is {@link #unassigned}'s), the depth of the stack, and the table of
     * memory objects (addresses, sizes, whether alive) without their contents. Two states whose kept parts are equal
     * ({@code equals}) have the same arbitrary state up to the fresh symbols: an analysis that starts from one
     * arbitrary state at a loop covers every state arriving there with an equal kept part.
     */
    public Object keptByArbitrary(State s) { return keptByArbitrary(s, Integer.MAX_VALUE); }

    /** What {@link #arbitraryAt} kept of a state: {@link #keptByArbitrary}, and how many memory objects it had. */
    public record Kept(Object parts, int objects) {}

    /** {@link Kept} of {@code start}, an arbitrary state before it runs. */
    public Kept kept(State start) { return new Kept(keptByArbitrary(start), start.memory.count); }

    /**
     * Whether {@code s}, at a later start of a loop's body, has what the arbitrary state {@code k} was taken from kept:
     * {@link #keptByArbitrary}, up to objects made since that have died again (a callee's stack variables: no pointer
     * variable kept can hold their addresses, and an access to them is an error that ends the path as an access to no
     * object would). Where the program converts a pointer to an integer, an address could tell the runs apart, and
     * the objects must be the same.
     */
    public boolean keeps(Kept k, State s) {
        return k.parts().equals(program.convertsPointerToInteger() ? keptByArbitrary(s) : keptByArbitrary(s, k.objects()));
    }

    /** Why a loop's iterations from its arbitrary head state do not cover it: one came round without what {@link #keeps} asks. */
    public static final String CHANGED = "the loop changes a pointer or the memory objects (its iterations from the changed state are not explored)";

    /** {@link #keptByArbitrary(State)} with the first {@code objects} memory objects, and whether any later one is alive. */
    private Object keptByArbitrary(State s, int objects) {
        Frame f = s.top();
        List<Object> kept = new ArrayList<>();
        kept.add(s.depth);
        kept.add(f.function);
        for (Local v : f.function.locals()) {
            if (v.isTemp() || v.name().startsWith("%")) continue;
            boolean fresh = !v.name().startsWith("&") && (v.type() instanceof effigy.ir.Type.BvType
                    || v.type() instanceof effigy.ir.Type.IntType || v.type() instanceof effigy.ir.Type.BoolType);
            if (fresh) continue;
            Object now = f.sym[v.slot()];
            kept.add(now == null ? (Object) f.conc[v.slot()] : now == Frame.UNDEFINED ? "undefined" : now);
        }
        Memory m = s.memory;
        boolean aliveBeyond = false;
        for (int i = 0; i < m.count; i++) {
            MemObject o = m.objects[i];
            if (i < objects) kept.add(List.of(o.base, o.size, o.alive, o.sizeTerm == null ? "" : o.sizeTerm));
            else aliveBeyond |= o.alive;
        }
        kept.add(aliveBeyond);
        return kept;
    }

    /**
     * The named scalar variables of {@code s}'s innermost frame that have no value yet: {@link #arbitraryAt} leaves them
     * so (a read is an uninitialized read), where it gives the others fresh values. An arbitrary state made from one
     * state covers another only where the other's unassigned variables are among these.
     */
    public java.util.Set<Local> unassigned(State s) {
        Frame f = s.top();
        java.util.Set<Local> out = new java.util.HashSet<>();
        for (Local v : f.function.locals()) {
            if (v.isTemp() || v.name().startsWith("%") || v.name().startsWith("&")) continue;
            if (f.sym[v.slot()] == Frame.UNDEFINED) out.add(v);
        }
        return out;
    }

    /** Jumps over {@code l} ({@link Summaries#skip}): its writes take fresh values and the path arrives at each of its exits. */
    private Stop jumpOver(Executor ex, State s, Frame f, Loop l) {
        f = s.writableTop();   // the summaries may have kept a copy of the state when asked (its frames are now shared)
        Writes w = havocked(f.function, l);
        Span at = f.function.block(l.header()).terminator().span();
        if (w == null) {
            return ex.finish(s, Leaf.Status.LIMIT, new Leaf.ErrorInfo(SKIP_FAILED, "the loop at line " + at.line()
                    + " cannot be jumped over: it writes where no object can be named", at), Map.of());
        }
        java.util.Set<Integer> ids = objectIds(s, f, w);
        if (ids == null) {
            return ex.finish(s, Leaf.Status.LIMIT, new Leaf.ErrorInfo(SKIP_FAILED, "the loop at line " + at.line()
                    + " cannot be jumped over: it stores through a symbolic address or into an object of symbolic size", at), Map.of());
        }
        int n = ++havocs;
        Map<Term.Sym, String> fresh = new java.util.LinkedHashMap<>();
        Map<Local, String> keys = ex.inspection().keys(f.function);
        for (Local v : w.variables()) {
            // a variable the loop assigns has a value after it even when it had none before (campaign case 880: j of an
            // inner loop, left unassigned, made the printf after the outer loop an uninitialized read that ended the only
            // path, and the complexity bound missed everything after it)
            Object now = f.sym[v.slot()];
            Sort sort = now == null || now == Frame.UNDEFINED ? ex.concTerm(f.conc[v.slot()], v.type()).sort() : ((Term) now).sort();
            Term.Sym sym = tb.factory().symbol(unique(f.function, v) + "@loop" + at.line() + "#" + n, sort);
            f.sym[v.slot()] = sym;
            if (keys.containsKey(v)) fresh.put(sym, keys.get(v));
        }
        summaries.loopJumpedOver(s, f.function, l, fresh);
        for (int id : ids) ex.memory().havoc(s, id, tb.bool(true), n, (name, value) -> value);
        // the havocked state stands for the loop's state at the header on its last pass: that pass runs, and leaves the
        // loop by an exit whose condition then holds (a pass that goes round again is cut: the arbitrary state covers it)
        if (f.lastPass == null) {
            f.lastPass = new long[2 * f.function.loops().size()];
            java.util.Arrays.fill(f.lastPass, -1);
        }
        f.lastPass[2 * l.index()] = s.steps;
        f.lastPass[2 * l.index() + 1] = s.instructions;
        return arrive(ex, s, f);
    }

    private static boolean inLastPass(Frame f, Loop l) { return f.lastPass != null && f.lastPass[2 * l.index()] >= 0; }

    /**
     * The path leaves {@code l}, or its function returns, in the loop's last pass: the pass's statements are not counted
     * (a jumped-over loop costs nothing on the path; its cost, with that of its last pass, is the loop's own).
     */
    private static void endLastPass(State s, Frame f, Loop l) {
        s.steps = (int) f.lastPass[2 * l.index()];
        s.instructions = f.lastPass[2 * l.index() + 1];
        f.lastPass[2 * l.index()] = -1;
    }

    /**
     * Whether every edge out of {@code l} leaves from its header (a while or for loop without break, goto or return in
     * its body): a last pass that goes into the body then only goes round again, or ends the run inside the body.
     * Such passes are cut where they enter the body; what they miss (a run stopped by an error or {@code exit} in the
     * last pass) are runs that end, which no jumped-over loop is taken to cover.
     */
    private boolean exitsAtHeaderOnly(Function fn, Loop l) {
        return headerExits.computeIfAbsent(fn, x -> {
            boolean[] out = new boolean[fn.loops().size()];
            for (Loop loop : fn.loops()) {
                boolean only = true;
                for (int b : loop.body()) {
                    if (b == loop.header()) continue;
                    effigy.ir.Terminator t = fn.block(b).terminator();
                    if (t instanceof effigy.ir.Terminator.Return) only = false;
                    else if (t instanceof effigy.ir.Terminator.Goto g) only &= loop.contains(g.target());
                    else if (t instanceof effigy.ir.Terminator.Branch br) only &= loop.contains(br.ifTrue()) && loop.contains(br.ifFalse());
                }
                out[loop.index()] = only;
            }
            return out;
        })[l.index()];
    }

    private final Map<Function, boolean[]> headerExits = new HashMap<>();

    /**
     * Recursion is unwound as loops are: a call of {@code callee} while it already has {@code k} activations on
     * the stack (k the bound of the whole program) goes beyond the bound. Returns k when it does, else -1.
     */
    int recursionBound(State s, Function callee) {
        int k = bounds.bound(callee, null);
        if (k < 0) return -1;
        int active = 0;
        for (int i = 0; i < s.depth; i++) if (s.stack[i].function == callee) active++;
        return active > k ? k : -1;
    }

    // ------------------------------------------------------------------ k-induction's inductive step

    private int inductionK = -1;
    private int havocs;
    private final Map<Function, List<Writes>> writes = new HashMap<>();
    /** The globals each function's calls may write ({@link #calleeGlobals}; null: anywhere). */
    private final Map<String, java.util.Set<String>> calleeWrites = new HashMap<>();

    /**
     * Makes this unwinding k-induction's inductive step for {@code k} (every loop's bound): on each entry of a loop
     * whose writes are all to variables ({@link #havocked}), a fresh boolean {@code skip} chooses whether the
     * variables the loop assigns start from arbitrary values (standing for the state of a real run k iterations
     * before it leaves the loop or fails) or keep their values. A path with {@code skip} must then run k more
     * iterations: where it leaves the loop, returns or ends after fewer, {@code ¬skip} joins its path condition,
     * and its k+1st iteration is not followed. An error reachable in the real program is then reachable here
     * (take, for each activation that iterates m ≥ k times, the state after m - k iterations; for the others,
     * the values as they are); so if no error is, the program has none. The objects a loop stores into are
     * havocked with its variables when every store names its object ({@link #havocked}); loops that store through
     * other pointers, allocate, or call what may write memory are only unwound: a path beyond their bound leaves
     * the step inconclusive.
     */
    public void induction(int k) { this.inductionK = k; }

    /**
     * What a loop writes, for its havoc: the variables it assigns (temporaries apart), the stack objects (by the
     * variables that hold their addresses) and the globals its stores write into.
     */
    public record Writes(List<Local> variables, List<Local> objects, List<String> globals) {}

    /** What {@code l} writes, or null when it stores where no object can be named, allocates, or calls what may write memory. */
    public Writes havocked(Function fn, Loop l) {
        return writes.computeIfAbsent(fn, x -> {
            List<Writes> all = new ArrayList<>();
            for (Loop loop : fn.loops()) all.add(loopWrites(fn, loop));
            return all;
        }).get(l.index());
    }

    private Writes loopWrites(Function fn, Loop l) {
        java.util.LinkedHashSet<Local> out = new java.util.LinkedHashSet<>(), objects = new java.util.LinkedHashSet<>();
        java.util.LinkedHashSet<String> globals = new java.util.LinkedHashSet<>();
        for (int b : l.body()) {
            for (Instr i : fn.block(b).instrs()) {
                if (i instanceof Instr.Assign a) out.add(a.target());
                else if (i instanceof Instr.Read r) out.add(r.target());
                else if (i instanceof Instr.Store st) out.add(st.array());
                else if (i instanceof Instr.Call c) {
                    java.util.Set<String> written = calleeGlobals(c.callee());
                    if (written == null) return null;
                    globals.addAll(written);
                    if (c.result() != null) out.add(c.result());
                    for (Instr.Arg arg : c.args()) if (arg instanceof Instr.ByRef ref) out.add(ref.local());
                } else if (i instanceof Instr.MemStore ms) {
                    if (!objectsOf(fn, ms.address(), new java.util.HashSet<>(), objects, globals)) return null;
                } else if (i instanceof Instr.Alloca || i instanceof Instr.CallIndirect) return null;
            }
        }
        out.removeIf(x -> x.isTemp() || x.name().startsWith("%"));
        return new Writes(List.copyOf(out), List.copyOf(objects), List.copyOf(globals));
    }

    /**
     * The objects an address may point into, from its definitions in {@code fn}: an alloca's variable, a global's
     * address, and pointer arithmetic and casts on them. False when some definition is anything else (a parameter,
     * a load, a call's result): the store could write anywhere.
     */
    private boolean objectsOf(Function fn, Operand address, java.util.Set<Local> seen, java.util.Set<Local> objects, java.util.Set<String> globals) {
        if (!(address instanceof Local l)) return false;
        if (!seen.add(l)) return true;
        boolean defined = false;
        for (effigy.ir.Block blk : fn.blocks()) {
            for (Instr i : blk.instrs()) {
                if (i instanceof Instr.Alloca al && al.target() == l) {
                    if (al.variable()) return false;
                    objects.add(l);
                    defined = true;
                } else if (i instanceof Instr.Assign a && a.target() == l) {
                    defined = true;
                    effigy.ir.Rvalue v = a.value();
                    boolean ok;
                    if (v instanceof effigy.ir.Rvalue.Use u) ok = objectsOf(fn, u.operand(), seen, objects, globals);
                    else if (v instanceof effigy.ir.Rvalue.Cast c) ok = objectsOf(fn, c.operand(), seen, objects, globals);
                    else if (v instanceof effigy.ir.Rvalue.AddressOf g) ok = !g.function() && globals.add(g.symbol()) | true;
                    else if (v instanceof effigy.ir.Rvalue.Binary bin
                            && (bin.op() == effigy.ir.Rvalue.BinOp.ADD || bin.op() == effigy.ir.Rvalue.BinOp.SUB)) {
                        ok = bin.left().type() instanceof effigy.ir.Type.PointerType ? objectsOf(fn, bin.left(), seen, objects, globals)
                                : bin.right().type() instanceof effigy.ir.Type.PointerType && objectsOf(fn, bin.right(), seen, objects, globals);
                    } else ok = false;
                    if (!ok) return false;
                } else if (writesLocal(i, l)) {
                    return false;
                }
            }
        }
        return defined && !fn.params().contains(l);
    }

    private static boolean writesLocal(Instr i, Local l) {
        return i instanceof Instr.Read r && r.target() == l || i instanceof Instr.Call c && (c.result() == l
                || c.args().stream().anyMatch(a -> a instanceof Instr.ByRef ref && ref.local() == l))
                || i instanceof Instr.CallIndirect ci && ci.result() == l;
    }

    /** The intrinsics that write no memory (inputs, assumptions, checks, ends of the run, plain output). */
    private static final java.util.Set<String> PURE_INTRINSICS = java.util.Set.of("__VERIFIER_assume", "__VERIFIER_assert", "reach_error",
            "__VERIFIER_error", "__assert_fail", "abort", "__builtin_abort", "__builtin_trap", "__builtin_unreachable", "exit", "putchar", "puts",
            "effigy_invariant");

    /**
     * The globals a call of {@code name} may write, it and every function it calls (a static local of the callee is
     * one): stores into the callees' own stack objects die with their frames and count for nothing. Null when some
     * callee stores where no object can be named (through a parameter or a loaded pointer), calls through a pointer,
     * or calls an intrinsic or external that may write memory ({@code malloc}, {@code memcpy}): then the call may
     * write anywhere. The call graph is walked whole for each name asked (a function met again adds nothing), so a
     * recursion's answer never rests on a half-computed one.
     */
    private java.util.Set<String> calleeGlobals(String name) {
        if (calleeWrites.containsKey(name)) return calleeWrites.get(name);
        java.util.Set<String> globals = new java.util.LinkedHashSet<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        java.util.ArrayDeque<String> work = new java.util.ArrayDeque<>(List.of(name));
        java.util.Set<String> result = globals;
        walk:
        while (!work.isEmpty()) {
            String n = work.pop();
            if (!seen.add(n)) continue;
            Function callee = program.function(n);
            if (callee == null) {
                if (n.startsWith("__VERIFIER_nondet_") || PURE_INTRINSICS.contains(n) || !Intrinsics.handles(n)) continue;
                result = null;
                break;
            }
            for (effigy.ir.Block blk : callee.blocks()) {
                for (Instr i : blk.instrs()) {
                    if (i instanceof Instr.CallIndirect) { result = null; break walk; }
                    if (i instanceof Instr.Call c) work.push(c.callee());
                    if (i instanceof Instr.MemStore ms && !objectsOf(callee, ms.address(), new java.util.HashSet<>(), new java.util.HashSet<>(), globals)) {
                        result = null;
                        break walk;
                    }
                }
            }
        }
        result = result == null ? null : java.util.Set.copyOf(globals);
        calleeWrites.put(name, result);
        return result;
    }

    /**
     * The ids of the memory objects {@code w} writes, as they stand in {@code f}: the objects its alloca variables
     * hold the addresses of (none before the alloca ran: the loop cannot store into it then) and its globals; null
     * when a variable holds a symbolic address (never for an alloca's) or an object has a symbolic size.
     */
    private java.util.Set<Integer> objectIds(State s, Frame f, Writes w) {
        java.util.Set<Integer> ids = new java.util.LinkedHashSet<>();
        for (Local p : w.objects()) {
            if (f.sym[p.slot()] == null) {
                MemObject o = s.memory.find(f.conc[p.slot()]);
                if (o != null) ids.add(o.id);
            } else if (f.sym[p.slot()] != Frame.UNDEFINED) {
                return null;
            }
        }
        for (String g : w.globals()) {
            int id = ex.memory().globalId(g);
            if (id >= 0) ids.add(id);
        }
        for (int id : ids) if (!ex.memory().canHavoc(s, id)) return null;
        return ids;
    }

    /** On entry of {@code l}: the choice of an arbitrary start for the variables and objects it writes. */
    private void havoc(State s, Frame f, Loop l) {
        Writes w = havocked(f.function, l);
        if (w == null) return;
        java.util.Set<Integer> ids = objectIds(s, f, w);
        if (ids == null) return;   // leave the loop unhavocked
        if (f.skip == null) f.skip = new Term[f.function.loops().size()];
        int n = ++havocs;
        int line = f.function.block(l.header()).terminator().span().line();
        Term skip = tb.factory().symbol("skip@" + line + "#" + n, Sort.BOOL);
        for (Local v : w.variables()) {
            Object now = f.sym[v.slot()];
            if (now == Frame.UNDEFINED) continue;   // stays unassigned: a read of it before a write is reported as such
            Term old = now == null ? ex.concTerm(f.conc[v.slot()], v.type()) : (Term) now;
            Term any = tb.factory().symbol(unique(f.function, v) + "@any#" + n, old.sort());
            f.sym[v.slot()] = define(v.name(), tb.ite(skip, any, old));
        }
        for (int id : ids) ex.memory().havoc(s, id, skip, n, this::define);
        f.skip[l.index()] = skip;
    }

    /** Leaving {@code l} (or its function, or the run) after fewer than k iterations: the loop did not start anywhere but where it was. */
    private void settle(State s, Frame f, Loop l) {
        if (f.skip == null || f.skip[l.index()] == null) return;
        if (f.iterations[l.index()] < inductionK) s.pc = s.pc.add(tb.not(f.skip[l.index()]));
        f.skip[l.index()] = null;
    }

    /** Before a path ends: every loop it is in settles ({@link #settle}). */
    void ending(State s) {
        for (int d = 0; d < s.depth; d++) {
            Frame f = s.stack[d];
            if (f.skip == null) continue;
            for (Loop l : f.function.loops()) {
                if (l.contains(f.block) && f.skip[l.index()] != null && f.iterations[l.index()] < inductionK) {
                    s.pc = s.pc.add(tb.not(f.skip[l.index()]));
                }
            }
        }
    }

    /** Before {@code f} returns: every loop it is in settles. */
    void leaving(State s, Frame f) {
        if (observer != null && f.starts != null) {
            for (Loop l : f.function.loops()) if (l.contains(f.block)) observer.left(s, s.depth - 1, f.function, l, f.starts[l.index()]);
        }
        if (f.lastPass != null) {
            // the pass that began first (the outermost loop's) ends last: its count stands
            Loop first = null;
            for (Loop l : f.function.loops()) {
                if (inLastPass(f, l) && (first == null || f.lastPass[2 * l.index()] < f.lastPass[2 * first.index()])) first = l;
            }
            for (Loop l : f.function.loops()) if (l != first && inLastPass(f, l)) f.lastPass[2 * l.index()] = -1;
            if (first != null) endLastPass(s, f, first);
        }
        if (f.skip == null) return;
        for (Loop l : f.function.loops()) if (l.contains(f.block)) settle(s, f, l);
    }

    private int defined;
    private final List<Term> definitions = new ArrayList<>();

    /**
     * The equations that define the fresh symbols made at loop headers. Each defines a symbol nothing else
     * constrains, so it can hold together with any path's condition: they are conjoined with the final query as a
     * whole, outside the disjunction of the paths (inside it, the solver could not use them to eliminate the symbols).
     */
    public List<Term> definitions() { return Collections.unmodifiableList(definitions); }

    /**
     * At a loop header, each variable whose value is a compound term gets a fresh symbol for it, defined by an
     * equation ({@link #definitions()}): the next iteration builds on the symbol (s#4 + v), not on the whole sum
     * again, which the term builder's canonical forms would flatten into a new term per iteration with nothing
     * shared (quadratic in the bound). These are the "fresh instances" of bounded model checking's equations;
     * they are not inputs.
     */
    private void nameValues(Frame f) {
        for (Local l : f.function.locals()) {
            if (f.sym[l.slot()] instanceof Term t) f.sym[l.slot()] = define(l.name(), t);
        }
    }

    /** A fresh symbol named after {@code name}, defined as {@code value} ({@link #definitions()}); literals and symbols stay as they are. */
    public Term define(String name, Term value) {
        if (!(value instanceof Term.App) || value.sort() instanceof Sort.ArraySort) return value;
        Term.Sym x = tb.factory().symbol(name + "#" + (++defined), value.sort());
        definitions.add(tb.eq(x, value));
        return x;
    }

    private Stop joinPause(Executor ex, State s, Frame f) {
        return (observer == null || observer.wantsPauses()) && joins(f.function).get(f.block) ? new Stop.Paused(s, ex.emitted()) : null;
    }

    /** The blocks of {@code f} with two or more predecessors. */
    BitSet joins(Function f) {
        return joins.computeIfAbsent(f, fn -> {
            int[] preds = new int[fn.blocks().size()];
            for (Block blk : fn.blocks()) for (int t : blk.successors()) preds[t]++;
            BitSet out = new BitSet();
            for (int i = 0; i < preds.length; i++) if (preds[i] >= 2) out.set(i);
            return out;
        });
    }
}
