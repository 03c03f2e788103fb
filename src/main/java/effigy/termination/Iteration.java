package effigy.termination;

import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.State;
import effigy.exec.Summaries;
import effigy.exec.Unwinder;
import effigy.ir.Function;
import effigy.search.ExplorationLoop;
import effigy.search.Loss;
import effigy.search.Searcher;
import effigy.search.Searchers;
import effigy.ir.Loop;
import effigy.term.Term;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The part of the symbolic execution graph between two visits of a loop's head, explored on the one executor:
 * from an arbitrary state at the loop's header ({@link Unwinder#arbitraryAt}, the paper's generalization at loop
 * heads: every integer variable and every memory object unknown), the paths from one start of its body to the next
 * (the loop's transitions) and the paths that leave it. Loops met on the way (inner loops, loops of callees) are
 * jumped over with their writes arbitrary, and each such entry is kept, for that loop's own analysis. With no
 * target loop, the exploration runs a function from its start to its ends with every loop jumped over.
 */
final class Iteration implements Unwinder.Observer, Summaries {
    /** A path of the graph: its condition, the variables at its first start of the body and where it ends, its statements. */
    record Segment(List<Term> pc, Map<String, Term> from, Map<String, Term> to, int steps) {}

    /** A loop of a function (in any context). */
    record LoopKey(Function function, int loop) {
        Loop of() { return function.loops().get(loop); }
    }

    private final Executor ex;
    private final Function fn;
    private final Loop target;
    private final int frame;
    /** The transitions: from one start of the body to the next. */
    final List<Segment> iterations = new ArrayList<>();
    /** Paths out of the loop after its body started (or, with no target, the function's paths to its end). */
    final List<Segment> exits = new ArrayList<>();
    /** The most statements from the header to the first start of the body, and from the header out without one. */
    int toFirst, toExitDirectly = -1;
    /** The states entering other loops, by loop, in the order met. */
    final Map<LoopKey, List<State>> entries = new LinkedHashMap<>();
    /** A value a jumped-over loop left: the variable's value at the loop's header on its last pass, from that entry. */
    record After(LoopKey loop, State entry, String variable) {}
    /** The fresh symbols of the loops jumped over ({@link #entries}), each with the loop, entry and variable it stands for. */
    final Map<Term.Sym, After> after = new java.util.HashMap<>();
    /** The states at the first start of the body: a transition's from-values (and the header's when they were taken). */
    final List<Segment> firsts = new ArrayList<>();
    /** Why the exploration does not cover every path, or null. */
    String lost;
    /** The paths that ended at a signed overflow (with the executor's overflow check on): a reachable one among them or none. */
    int overflows;
    /** Calls of the functions in {@link #recursive} (jumped over): from the function's start to the call's arguments, by parameter position. */
    final List<Segment> calls = new ArrayList<>();
    /** The function's paths to its end on which no call of {@link #recursive} was made (a subset of {@link #exits}). */
    final List<Segment> returnsWithoutCall = new ArrayList<>();
    /** How many such calls each path made (a fork inherits the count). */
    private static final State.Slot<Integer> CALLED = new State.Slot<>("termination: calls jumped over on the path");
    /** The most calls of {@link #recursive} on one path to the function's end. */
    int mostCalls;
    /** The functions whose calls are recursion (the entry's cycle in the call graph): jumped over and recorded. */
    java.util.Set<Function> recursive = java.util.Set.of();
    /**
     * Functions of recursions the entry is not part of, each proved to end on every call: their calls are jumped over
     * (an arbitrary result and memory), not recorded.
     */
    java.util.Set<Function> returning = java.util.Set.of();
    /** A path's first start of the body: where its transitions come from (per path: forks copy it). */
    private static final State.Slot<Segment> FIRST = new State.Slot<>("termination: first start");
    /** Set on a path that has nothing more to give (its iteration or exit was recorded). */
    private static final State.Slot<Boolean> DONE = new State.Slot<>("termination: done");
    /** The deadline of the exploration (nanoTime scale). */
    private long deadline = Long.MAX_VALUE;
    private int startSteps;
    Map<String, Term> header;
    /** The unwinder the loop's iterations are explored with, and what its arbitrary state at the header kept of the entry. */
    private Unwinder unwinder;
    private Unwinder.Kept kept;

    private Iteration(Executor ex, Function fn, Loop target, int frame, boolean instructions) {
        this.instructions = instructions;
        this.ex = ex;
        this.fn = fn;
        this.target = target;
        this.frame = frame;
    }

    /** The iteration of {@code l} from an arbitrary state like {@code entry} (a state entering it, innermost frame). */
    static Iteration of(Executor ex, State entry, Function fn, Loop l, int pathBudget, long deadline, boolean instructions,
                        java.util.Set<Function> recursive, java.util.Set<Function> returning) {
        Iteration it = new Iteration(ex, fn, l, entry.depth() - 1, instructions);
        it.recursive = recursive;
        it.returning = returning;
        Unwinder u = Unwinder.observing(ex, it, it);
        ex.observeLoops(u);
        it.deadline = deadline;
        State start = u.arbitraryAt(entry, l);
        clear(start);
        it.header = ex.variables(start);
        it.unwinder = u;
        it.kept = u.kept(start);
        it.startSteps = it.cost(start);
        if (fn.bodyStart(l) == l.header()) {
            // a do-while: its header is its body's first start
            Segment s = new Segment(List.of(), it.header, null, it.cost(start));
            start.set(FIRST, s);
            it.firsts.add(s);
            it.toFirst = 0;
        }
        it.explore(start, pathBudget);
        return it;
    }

    /** A function from {@code start} to its ends, every loop jumped over. */
    static Iteration function(Executor ex, State start, Function fn, int pathBudget, long deadline, boolean instructions,
                              java.util.Set<Function> recursive, java.util.Set<Function> returning) {
        Iteration it = new Iteration(ex, fn, null, start.depth() - 1, instructions);
        it.recursive = recursive;
        it.returning = returning;
        ex.observeLoops(Unwinder.observing(ex, it, it));
        it.deadline = deadline;
        clear(start);
        it.header = ex.variables(start);
        it.startSteps = it.cost(start);
        it.explore(start, pathBudget);
        return it;
    }

    private void explore(State start, int pathBudget) {
        Searcher work = Searchers.depthFirst();
        work.add(start);
        ExplorationLoop.Outcome outcome = new ExplorationLoop(ex).deadline(deadline).maxRuns(pathBudget).run(work, new ExplorationLoop.Listener() {
            @Override public String stopBefore() { return lost; }

            @Override public void leaves(State ran, List<Leaf> emitted, Leaf end) {
                for (Leaf leaf : emitted) emitted(leaf, ran);
                if (end != null) leaf(end, ran);
            }

            @Override public ExplorationLoop.Pause paused(State s) {
                return s.get(DONE) != null ? ExplorationLoop.Pause.DROP : ExplorationLoop.Pause.RESUME;
            }
        });
        if (lost != null) return;
        if (outcome.reason() == ExplorationLoop.Reason.RUN_BUDGET) { lost = "more than " + pathBudget + " paths"; return; }
        if (!outcome.complete()) { lost = "stopped by " + outcome.why(); return; }
        if (outcome.losses().count(Loss.CONCRETIZED) > 0) lost = "a symbolic value was fixed to one of its values";
        else if (outcome.losses().count(Loss.NARROWED_ADDRESS) > 0) lost = "an access through an unbounded index was followed for one bad address only";
    }

    /** {@code start} begins this iteration's paths: nothing of an earlier exploration's per-path data on it. */
    private static void clear(State start) {
        start.set(FIRST, null);
        start.set(DONE, null);
        start.set(CALLED, null);
    }

    /** A leaf split off a path that goes on (an error on one side of a check): a path that ends, out of the loop. */
    private void emitted(Leaf leaf, State s) {
        if (leaf.status() != Leaf.Status.ERROR) { leaf(leaf, null); return; }
        countOverflow(leaf);
        Segment at = s.get(FIRST);
        if (target == null) functionEnd(s, leaf.pathCondition());
        else if (at == null) toExitDirectly = Math.max(toExitDirectly, cost(s) - startSteps);
        else exits.add(new Segment(leaf.pathCondition(), at.from(), null, cost(s) - at.steps()));
    }

    /** A path of the function (no target loop) ends here, by a return or an error: one of its exits. */
    private void functionEnd(State s, List<Term> pc) {
        Segment seg = new Segment(pc, header, null, cost(s) - startSteps);
        exits.add(seg);
        if (s.get(CALLED) == null) returnsWithoutCall.add(seg);
        mostCalls = Math.max(mostCalls, (s.get(CALLED) == null ? 0 : s.get(CALLED)));
    }

    /** What a path has cost so far: statements, or IR instructions with {@link #instructions}. */
    int cost(State s) { return instructions ? (int) Math.min(Integer.MAX_VALUE, s.instructions()) : s.steps(); }

    /** Whether paths are measured in IR instructions instead of statements. */
    private final boolean instructions;

    Function function() { return fn; }

    private boolean mine(int frame, Function f, Loop l) {
        return target != null && frame == this.frame && f == fn && l.index() == target.index();
    }

    @Override public boolean jumpsOverCall(Function callee) { return recursive.contains(callee) || returning.contains(callee); }

    @Override public void callJumpedOver(State s, Function callee, Map<String, Term> args, Term.Sym result) {
        if (!recursive.contains(callee)) return;   // a call that returns, of another recursion
        if (target != null) {
            // a recursive call inside a loop: its arguments are not related to the function's start here
            if (lost == null) lost = "a recursive call of " + callee.name() + " inside a loop";
            return;
        }
        if (s.depth() - 1 != frame) {
            if (lost == null) lost = "a recursive call of " + callee.name() + " from a function it calls";
            return;
        }
        Map<String, Term> from = new LinkedHashMap<>(), to = new LinkedHashMap<>();
        List<effigy.ir.Local> mine = fn.params(), theirs = callee.params();
        for (int i = 0; i < Math.min(mine.size(), theirs.size()); i++) {
            Term a = header.get(mine.get(i).name()), b = args.get(theirs.get(i).name());
            if (a != null && b != null) { from.put("p" + i, a); to.put("p" + i, b); }
        }
        calls.add(new Segment(s.pathCondition(), from, to, cost(s) - startSteps));
        s.set(CALLED, s.get(CALLED) == null ? 1 : s.get(CALLED) + 1);
    }

    @Override public boolean skip(State s, int frame, Function f, Loop l) {
        if (mine(frame, f, l)) return false;
        entries.computeIfAbsent(new LoopKey(f, l.index()), k -> new ArrayList<>()).add(s.fork());
        return true;
    }

    @Override public void loopJumpedOver(State s, Function f, Loop l, Map<Term.Sym, String> fresh) {
        // skip recorded the entry just before the jump
        List<State> in = entries.get(new LoopKey(f, l.index()));
        if (in == null || in.isEmpty()) return;
        State entry = in.get(in.size() - 1);
        fresh.forEach((sym, name) -> after.put(sym, new After(new LoopKey(f, l.index()), entry, name)));
    }

    @Override public boolean started(State s, int frame, Function f, Loop l, int count) {
        if (!mine(frame, f, l)) return false;
        if (lost == null && !unwinder.keeps(kept, s)) {
            // the arbitrary state at the header keeps the entry's pointers and table of memory objects: a path that
            // comes round with another pointer (p = &b after p = &a) or other objects starts iterations that the
            // ones explored from the header do not cover (n = n - *p decreased n from p = &a only)
            lost = Unwinder.CHANGED;
        }
        Map<String, Term> now = ex.variables(s);
        Segment at = s.get(FIRST);
        if (at == null) {
            Segment seg = new Segment(s.pathCondition(), now, null, cost(s));
            s.set(FIRST, seg);
            firsts.add(seg);
            toFirst = Math.max(toFirst, cost(s) - startSteps);
            return false;
        }
        iterations.add(new Segment(s.pathCondition(), at.from(), now, cost(s) - at.steps()));
        s.set(DONE, true);
        return true;
    }

    @Override public boolean left(State s, int frame, Function f, Loop l, int count) {
        if (!mine(frame, f, l)) return false;
        ended(s);
        return true;
    }

    private void ended(State s) {
        Segment at = s.get(FIRST);
        if (at == null) toExitDirectly = Math.max(toExitDirectly, cost(s) - startSteps);
        else exits.add(new Segment(s.pathCondition(), at.from(), null, cost(s) - at.steps()));
        s.set(DONE, true);
    }

    private void leaf(Leaf leaf, State s) {
        switch (leaf.status()) {
            case LIMIT, UNKNOWN -> lost = leaf.error() == null ? "a path stopped by a limit" : leaf.error().message();
            case UNSUPPORTED -> lost = leaf.error().message();
            case ERROR -> {
                countOverflow(leaf);
                if (s != null && s.get(DONE) == null) end(s, leaf);
            }
            case RETURNED -> { if (s != null && s.get(DONE) == null) end(s, leaf); }
        }
    }

    private void countOverflow(Leaf leaf) {
        if (leaf.error() != null && leaf.error().kind() == effigy.exec.ErrorKind.SIGNED_OVERFLOW) overflows++;
    }

    /** A path that ends the run (a return, an error the executor reports): out of the loop, or the function's end. */
    private void end(State s, Leaf leaf) {
        if (target == null) {
            functionEnd(s, leaf.pathCondition());
            s.set(DONE, true);
        } else {
            ended(s);
        }
    }
}
