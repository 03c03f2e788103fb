package effigy.loops;

import effigy.exec.Executor;
import effigy.exec.Leaf;
import effigy.exec.State;
import effigy.exec.Unwinder;
import effigy.ir.Block;
import effigy.ir.Function;
import effigy.search.ExplorationLoop;
import effigy.search.Searcher;
import effigy.search.Searchers;
import effigy.ir.Instr;
import effigy.ir.Local;
import effigy.ir.Loop;
import effigy.ir.Operand;
import effigy.ir.Rvalue;
import effigy.ir.Terminator;
import effigy.ir.Type;
import effigy.smt.Validity;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Outer bounds by ranking functions, proved on the one executor. The candidates are read from the loop's exit
 * tests: for a test that keeps the loop going while {@code a < b}, the function {@code b - a} (and likewise for
 * ≤, >, ≥, ≠). A candidate r is a ranking function when, from an arbitrary state at the loop's header
 * ({@link Unwinder#arbitraryAt}: every integer variable and every memory object arbitrary), every path from one
 * start of the body to the next has r ≥ 1 at the second start and r at least 1 lower than at the first; inner
 * loops and the loops of called functions are jumped over ({@link effigy.exec.Summaries#skip}), which covers every
 * way they can end. Then an entry makes at most r(first start) iterations, and when besides every path from the
 * header to the first start has 1 ≤ r ≤ r(header), at most {@code max(0, r)} of the values at the loop's entry;
 * a loop whose header is its body's start (do-while) makes at most {@code max(1, r)}.
 */
public final class Ranking {

    /** A proven bound: {@code max(floor, expression)} iterations per entry, in the variables' values at the loop's entry. */
    record Proof(Linear expression, int floor) {
        String text() {
            return expression.isConstant() ? String.valueOf(expression.constant().max(BigInteger.valueOf(floor)))
                    : "max(" + floor + ", " + expression + ")";
        }
    }

    private final Executor ex;
    private final TermBuilder tb;
    private final int pathBudget;

    Ranking(Executor ex, int pathBudget) {
        this.ex = ex;
        this.tb = ex.termBuilder();
        this.pathBudget = pathBudget;
    }

    /** The candidates of {@code l}: the ranking functions its exit tests suggest. */
    static List<Linear> candidates(Function fn, Loop l) {
        Set<Linear> out = new LinkedHashSet<>();
        for (int b : l.body()) {
            Block block = fn.block(b);
            if (!(block.terminator() instanceof Terminator.Branch br)) continue;
            boolean inTrue = l.contains(br.ifTrue()), inFalse = l.contains(br.ifFalse());
            if (inTrue == inFalse) continue;
            Linear.Relation test = Linear.test(fn, block, br.cond(), 0);
            if (test == null) continue;
            Linear.Relation stay = inTrue ? test : test.negated();
            Linear d = stay.right().minus(stay.left());
            switch (stay.op()) {
                case LT -> out.add(d);
                case LE -> out.add(d.plus(1));
                case GT -> out.add(d.times(BigInteger.ONE.negate()));
                case GE -> out.add(d.times(BigInteger.ONE.negate()).plus(1));
                case NE -> { out.add(d); out.add(d.times(BigInteger.ONE.negate())); }
                default -> { }
            }
        }
        out.removeIf(Linear::isConstant);
        return new ArrayList<>(out);
    }

    /** The types of the named variables of {@code fn}, by name; a variable in memory has its object's type. */
    public static Map<String, Type> types(Function fn) {
        Map<String, Type> types = new HashMap<>();
        for (Local v : fn.locals()) {
            if (v.isTemp() || v.name().startsWith("%")) continue;
            if (!v.name().startsWith("&")) types.putIfAbsent(v.name(), v.type());
        }
        for (Block b : fn.blocks()) {
            for (Instr i : b.instrs()) {
                if (i instanceof Instr.Alloca a && a.target().name().startsWith("&") && a.content() != null) types.put(a.target().name().substring(1), a.content());
            }
        }
        return types;
    }

    /** Why no candidate was proved, when none was. */
    private String failure;

    String failure() { return failure; }

    /**
     * Tries the candidates of the loop {@code entry} stands at the header of (a state that entered it, innermost
     * frame): the proof of the first that is a ranking function, or null.
     */
    Proof prove(State entry, Function fn, Loop l, long deadline) {
        List<Linear> candidates = candidates(fn, l);
        if (candidates.isEmpty()) {
            failure = "no exit test compares integers";
            return null;
        }
        int frame = entry.depth() - 1;
        if (entry.frameFunction(frame) != fn || entry.frameBlock(frame) != l.header() || entry.frameIndex(frame) != 0) {
            // the proof starts where the loop is entered, before its header's first instruction, or nowhere
            failure = "no state at the loop's header to start from";
            return null;
        }
        Map<String, Type> types = types(fn);
        Check check = new Check(fn, l, frame, candidates, types);
        Unwinder unwinder = Unwinder.observing(ex, check, check);
        ex.observeLoops(unwinder);
        State start = unwinder.arbitraryAt(entry);
        check.unwinder = unwinder;
        check.kept = unwinder.kept(start);
        Map<String, Term> vars = ex.variables(start);
        Term[] atHeader = check.values(vars);
        check.atHeader = atHeader;
        start.set(FIRST, null);
        start.set(DONE, null);
        if (fn.bodyStart(l) == l.header()) {
            // a do-while: the entry is the first start, where nothing says r >= 1
            start.set(FIRST, atHeader);
            java.util.Arrays.fill(check.firstFailed, true);
        }
        Searcher work = Searchers.depthFirst();
        work.add(start);
        ExplorationLoop.Outcome outcome = new ExplorationLoop(ex).deadline(deadline).maxRuns(pathBudget).run(work, new ExplorationLoop.Listener() {
            @Override public String stopBefore() { return check.lost; }

            @Override public void leaves(State ran, List<Leaf> emitted, Leaf end) {
                for (Leaf leaf : emitted) check.leaf(leaf);
                if (end != null) check.leaf(end);
            }

            @Override public ExplorationLoop.Pause paused(State s) {
                return s.get(DONE) != null ? ExplorationLoop.Pause.DROP : ExplorationLoop.Pause.RESUME;
            }
        });
        if (check.lost != null) { failure = check.lost; return null; }
        if (!outcome.complete()) {
            failure = outcome.reason() == ExplorationLoop.Reason.RUN_BUDGET ? "more than " + pathBudget + " paths through one iteration"
                    : "stopped by " + outcome.why();
            return null;
        }
        for (int i = 0; i < candidates.size(); i++) {
            if (check.failed[i]) continue;
            if (!check.firstFailed[i]) return new Proof(candidates.get(i), 0);
            if (fn.bodyStart(l) == l.header()) return new Proof(candidates.get(i), 1);
        }
        failure = "no candidate decreases on every iteration (" + String.join(", ", candidates.stream().map(Linear::toString).toList()) + ")";
        return null;
    }

    /** A path's candidate values at its first start of the body after the header (per path: forks copy it). */
    private static final State.Slot<Term[]> FIRST = new State.Slot<>("ranking: values at the first start");
    /** Set on a path that has nothing more to prove (it left the loop, or came to its second start). */
    private static final State.Slot<Boolean> DONE = new State.Slot<>("ranking: done");

    /** The observer of one proof run: the candidates' values at the starts of the body, and the obligations they meet. */
    private final class Check implements Unwinder.Observer, effigy.exec.Summaries {
        final Function fn;
        final Loop loop;
        final int frame;
        final List<Linear> candidates;
        final Map<String, Type> types;
        final boolean[] failed, firstFailed;
        Term[] atHeader;
        String lost;
        /** The unwinder of the run, and what its arbitrary state at the header kept of the entry (pointers, objects). */
        Unwinder unwinder;
        Unwinder.Kept kept;

        Check(Function fn, Loop loop, int frame, List<Linear> candidates, Map<String, Type> types) {
            this.fn = fn;
            this.loop = loop;
            this.frame = frame;
            this.candidates = candidates;
            this.types = types;
            this.failed = new boolean[candidates.size()];
            this.firstFailed = new boolean[candidates.size()];
        }

        Term[] values(Map<String, Term> vars) {
            Term[] out = new Term[candidates.size()];
            for (int i = 0; i < out.length; i++) out[i] = candidates.get(i).evaluate(vars, types, tb);
            return out;
        }

        @Override public boolean skip(State s, int frame, Function f, Loop l) {
            return !(frame == this.frame && f == fn && l.index() == loop.index());
        }

        @Override public boolean left(State s, int frame, Function f, Loop l, int count) {
            if (frame != this.frame || f != fn || l.index() != loop.index()) return false;
            s.set(DONE, true);   // out of the loop: nothing more to prove on this path
            return true;
        }

        @Override public boolean started(State s, int frame, Function f, Loop l, int count) {
            if (frame != this.frame || f != fn || l.index() != loop.index()) return false;
            if (lost == null && !unwinder.keeps(kept, s)) {
                // the arbitrary state keeps the entry's pointers and objects: an iteration that comes round with
                // another pointer (p = &b after p = &a) starts iterations this run does not explore (if (p == &a) n--
                // decreased n from p = &a only, and max(0, n) bounded a loop that runs for ever)
                lost = Unwinder.CHANGED;
                s.set(DONE, true);
                return true;
            }
            Term[] now = values(ex.variables(s));
            List<Term> pc = s.pathCondition();
            Term one = tb.bv(1, Linear.WIDTH);
            Term[] first = s.get(FIRST);
            if (first == null) {
                // the first start after the header
                for (int i = 0; i < now.length; i++) {
                    if (firstFailed[i]) continue;
                    if (now[i] == null || atHeader[i] == null) { firstFailed[i] = true; continue; }
                    firstFailed[i] = !valid(pc, tb.and(tb.bvSle(one, now[i]), tb.bvSle(now[i], atHeader[i])));
                }
                s.set(FIRST, now);
                return false;
            }
            for (int i = 0; i < now.length; i++) {
                if (failed[i]) continue;
                if (now[i] == null || first[i] == null) { failed[i] = true; continue; }
                failed[i] = !valid(pc, tb.and(tb.bvSle(one, now[i]), tb.bvSle(tb.bvAdd(now[i], one), first[i])));
            }
            s.set(DONE, true);
            return true;
        }

        private boolean valid(List<Term> pc, Term claim) {
            return ex.solver().isValid(pc, claim) instanceof Validity.Valid;
        }

        void leaf(Leaf leaf) {
            switch (leaf.status()) {
                case LIMIT, UNKNOWN -> lost = leaf.error() == null ? "a path stopped by a limit" : leaf.error().message();
                case UNSUPPORTED -> lost = leaf.error().message();
                case ERROR, RETURNED -> { }
            }
        }
    }

    // ------------------------------------------------------------------ the values at the loop's entry

    /**
     * What the named variables are when the loop is entered, where the one block that enters it assigns them last:
     * a constant, or a copy of another variable as that block left it ({@code i = a}: {@code b - i} is {@code b - a}).
     */
    static Map<String, Linear> entryValues(Function fn, Loop l) {
        Map<String, Linear> out = new HashMap<>();
        int pre = -1;
        for (Block b : fn.blocks()) {
            if (l.contains(b.index()) || java.util.Arrays.stream(b.successors()).noneMatch(x -> x == l.header())) continue;
            if (pre >= 0) return Map.of();
            pre = b.index();
        }
        if (pre < 0) return Map.of();
        for (Instr i : fn.block(pre).instrs()) {
            if (i instanceof Instr.Assign a && !a.target().isTemp() && !a.target().name().startsWith("%")) {
                String x = a.target().name();
                Linear v = null;
                if (a.value() instanceof Rvalue.Use u && u.operand() instanceof Operand.Const c && !(c.type() instanceof Type.PointerType)) {
                    v = Linear.constant(c.value());
                } else if (a.value() instanceof Rvalue.Use u && u.operand() instanceof Local y && !y.isTemp() && !y.name().startsWith("%")
                        && !y.name().startsWith("&") && y.type().equals(a.target().type())) {
                    v = out.getOrDefault(y.name(), Linear.variable(y.name()));
                }
                assigned(out, x);
                if (v != null && !v.coefficients().containsKey(x)) out.put(x, v);
            } else if (i instanceof Instr.MemStore ms && ms.address() instanceof Local addr && addr.name().startsWith("&")) {
                String x = addr.name().substring(1);
                assigned(out, x);
                if (ms.value() instanceof Operand.Const c) out.put(x, Linear.constant(c.value()));
            } else if (i instanceof Instr.Call || i instanceof Instr.CallIndirect || i instanceof Instr.MemStore || i instanceof Instr.Read) {
                // a call or a store through a pointer may change any variable in memory; a read changes its target
                for (String name : new java.util.ArrayList<>(out.keySet())) if (fn.local("&" + name) != null) assigned(out, name);
                if (i instanceof Instr.Call c && c.result() != null) assigned(out, c.result().name());
                if (i instanceof Instr.Read r) assigned(out, r.target().name());
            }
        }
        return out;
    }

    /** {@code x} takes a new value: what it was is gone, and so are the copies of it. */
    private static void assigned(Map<String, Linear> values, String x) {
        values.remove(x);
        values.values().removeIf(v -> v.coefficients().containsKey(x));
    }
}
