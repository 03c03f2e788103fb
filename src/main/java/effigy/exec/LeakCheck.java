package effigy.exec;

import effigy.ir.Local;
import effigy.ir.Type;
import effigy.source.Span;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The {@code memory-leak} check at the end of the program ({@link ExecOptions#checkLeaks()}, SV-COMP's
 * {@code valid-memtrack}): a heap block that {@code malloc}, {@code calloc} or {@code realloc} made, that is not
 * freed and that no pointer reaches any more is lost. SV-COMP's convention decides what still reaches a block:
 * <ul>
 *   <li>when the entry function ({@code main}) returns, its stack frame is gone: the roots are the global
 *   variables (and, for an entry other than {@code main}, the caller's: the pointer it returns and the buffers
 *   made for its pointer parameters), never its locals;</li>
 *   <li>when {@code exit} is called, no frame is gone: the roots are the globals and every active frame's
 *   variables, in memory and in registers;</li>
 *   <li>{@code abort} and every other error end the path with their own error: no leak is checked there.</li>
 * </ul>
 * A block is reached when a root, or a block reached, holds a pointer into it (any offset, one past its end
 * included) in a pointer-aligned, pointer-sized word. Memory is untyped, so an integer word whose value
 * happens to be such an address counts as a pointer too (as in LeakSanitizer): a leak can be missed that way,
 * never reported falsely.
 *
 * <p>A word that holds a symbolic value points into a block under a condition; reachability is then the least
 * fixpoint of those conditions (at most one round per block), a term over the inputs, and the check is an
 * ordinary runtime check on it: where the path condition allows the block to be unreached, an error leaf
 * (a witness input included), and the path goes on where it is reached. Under bounded model checking that
 * error leaf is the check's guard. Checks are one per block, in allocation order; a block that no condition
 * can reach is reported at once, with the number of other such blocks.
 */
final class LeakCheck {
    static final ErrorKind KIND = ErrorKind.MEMORY_LEAK;
    /** The most conjunctions the fixpoint may build before the check gives up (an unknown leaf). */
    private static final int TERM_BUDGET = 200_000;

    private final Executor ex;
    private final TermBuilder tb;

    LeakCheck(Executor ex) {
        this.ex = ex;
        this.tb = ex.termBuilder();
    }

    /** A pointer into a candidate block, under a condition. */
    private record Edge(int target, Term condition) {}

    /**
     * Checks the state at the end of the program: {@code exitCall} for a call of {@code exit} (every frame is a
     * root), else the entry function returns {@code returned} (null when nothing) of type {@code returnType}.
     * Reports at {@code span}; may end the path (a thrown {@link Executor.EndPath}) or emit error leaves.
     */
    void atEnd(State s, boolean exitCall, Term returned, Type returnType, Span span) {
        Memory m = s.memory;
        List<MemObject> candidates = new ArrayList<>();
        for (int i = 0; i < m.count; i++) {
            MemObject o = m.objects[i];
            if (o.kind == MemObject.Kind.HEAP && o.alive && o.site != null) candidates.add(o);
        }
        if (candidates.isEmpty()) return;
        int ps = ex.program().dataModel().pointerSize();
        int n = candidates.size();
        // what the roots reach directly
        List<Term>[] direct = lists(n);
        List<Term> rootWords = new ArrayList<>();
        for (int i = 0; i < m.count; i++) {
            MemObject o = m.objects[i];
            if (!o.alive) continue;
            boolean root = o.kind == MemObject.Kind.GLOBAL || o.kind == MemObject.Kind.HEAP && o.site == null
                    || exitCall && o.kind == MemObject.Kind.STACK;
            if (root) words(o, ps, rootWords);
        }
        if (exitCall) {
            for (int d = 0; d < s.depth; d++) {
                Frame f = s.stack[d];
                for (Local l : f.function.locals()) {
                    // named variables only: a temporary's register is dead once its statement is done
                    if (l.isTemp() || l.name().startsWith("%") || !holdsAddress(l.type(), ps)) continue;
                    Object v = f.sym[l.slot()];
                    if (v == Frame.UNDEFINED) continue;
                    rootWords.add(v == null ? tb.factory().bv(f.conc[l.slot()], 64) : (Term) v);
                }
            }
        } else if (returned != null && returnType instanceof Type.PointerType) {
            rootWords.add(returned);
        }
        for (Term w : rootWords) edges(w, candidates, (t, c) -> direct[t].add(c));
        // what each candidate reaches
        List<Edge>[] out = lists(n);
        for (int q = 0; q < n; q++) {
            List<Term> ws = new ArrayList<>();
            words(candidates.get(q), ps, ws);
            int from = q;
            for (Term w : ws) edges(w, candidates, (t, c) -> { if (t != from) out[from].add(new Edge(t, c)); });
        }
        Term[] init = new Term[n];
        for (int c = 0; c < n; c++) init[c] = tb.or(direct[c]);
        // the least fixpoint: reach[c] holds when a chain of at most `round` pointers leads from a root to c
        Term[] reach = init.clone();
        int budget = TERM_BUDGET;
        for (int round = 1; round < n; round++) {
            List<Term>[] in = lists(n);
            for (int c = 0; c < n; c++) in[c].add(init[c]);
            for (int q = 0; q < n; q++) {
                if (reach[q] instanceof Term.BoolLit b && !b.value()) continue;
                for (Edge e : out[q]) {
                    in[e.target()].add(tb.and(reach[q], e.condition()));
                    if (--budget < 0) {
                        throw new Executor.EndPath(ex.finish(s, Leaf.Status.UNKNOWN, new Leaf.ErrorInfo(ErrorKind.SOLVER_UNKNOWN,
                                "the memory-leak check gave up: the pointers between the " + n + " heap blocks are too symbolic to follow", span), Map.of()));
                    }
                }
            }
            boolean changed = false;
            Term[] next = new Term[n];
            for (int c = 0; c < n; c++) {
                next[c] = tb.or(in[c]);
                if (next[c] != reach[c]) changed = true;
            }
            reach = next;
            if (!changed) break;
        }
        String when = exitCall ? "when exit is called" : "when " + entryName(s) + " returns";
        String roots = exitCall ? "in a global variable or in a variable of an active function"
                : "in a global variable" + (entryName(s).equals("main") ? " (main's own variables are gone once it returns)" : " or in what it returns");
        List<Integer> lost = new ArrayList<>();
        for (int c = 0; c < n; c++) if (reach[c] instanceof Term.BoolLit b && !b.value()) lost.add(c);
        if (!lost.isEmpty()) {
            MemObject first = candidates.get(lost.get(0));
            String more = lost.size() == 1 ? "" : "; " + (lost.size() - 1) + " more heap block" + (lost.size() == 2 ? " is" : "s are") + " lost too";
            throw ex.error(s, KIND, describe(first) + " is lost " + when + ": it was not freed and no pointer to it remains "
                    + roots + more, span);
        }
        for (int c = 0; c < n; c++) {
            if (reach[c] instanceof Term.BoolLit) continue;
            ex.checks.check(s, reach[c], KIND, describe(candidates.get(c)) + " can be lost " + when + ": it was not freed and, for some inputs,"
                    + " no pointer to it remains " + roots, span);
        }
    }

    /**
     * The {@code unfreed-memory} check ({@link ExecOptions#checkUnfreed()}, SV-COMP's valid-memcleanup): when the
     * program ends {@code how} ("when main returns", "when abort() is called"), no block from malloc, calloc or realloc
     * may still be allocated, reachable or not. Returns the error's message, or null when every such block was freed.
     */
    static String unfreed(State s, String how) {
        Memory m = s.memory;
        MemObject first = null;
        int more = 0;
        for (int i = 0; i < m.count; i++) {
            MemObject o = m.objects[i];
            if (o.kind != MemObject.Kind.HEAP || !o.alive || o.site == null) continue;
            if (first == null) first = o;
            else more++;
        }
        if (first == null) return null;
        return describe(first) + " is still allocated " + how
                + (more == 0 ? "" : "; " + more + " more heap block" + (more == 1 ? " is" : "s are") + " too");
    }

    /** Throws the {@code unfreed-memory} error when the check is on and a block is still allocated as the program ends {@code how}. */
    static void checkUnfreed(Executor ex, State s, String how, Span span) {
        if (!ex.options().checkUnfreed()) return;
        String message = unfreed(s, how);
        if (message != null) throw ex.error(s, ErrorKind.UNFREED_MEMORY, message, span);
    }

    private static String entryName(State s) { return s.stack[0].function.name(); }

    /** "heap block malloc@12 (8 bytes), allocated by malloc at list.c:12,". */
    private static String describe(MemObject o) {
        String allocator = o.name.contains("@") ? o.name.substring(0, o.name.indexOf('@')) : o.name;
        return o.describe() + ", allocated by " + allocator + " at " + o.site.file().logicalName(o.site.start()) + ":" + o.site.line() + ",";
    }

    /** Whether a variable of type {@code t} can hold an address: a pointer, or an integer of the pointer's width. */
    private static boolean holdsAddress(Type t, int ps) {
        return t instanceof Type.PointerType || t instanceof Type.BvType bv && bv.width() == 8 * ps;
    }

    @SuppressWarnings("unchecked")
    private static <T> List<T>[] lists(int n) {
        List<T>[] a = new List[n];
        for (int i = 0; i < n; i++) a[i] = new ArrayList<>();
        return a;
    }

    private interface EdgeSink { void add(int target, Term condition); }

    /** The candidates that the word {@code w} (a bv64 or, under ILP32, a bv32 term) may point into, each with its condition. */
    private void edges(Term w, List<MemObject> candidates, EdgeSink sink) {
        if (w instanceof Term.BvLit lit && lit.width() <= 64) {
            long v = lit.value().longValue();
            for (int c = 0; c < candidates.size(); c++) {
                MemObject o = candidates.get(c);
                if (Long.compareUnsigned(v - o.base, o.size) <= 0) sink.add(c, tb.bool(true));
            }
            return;
        }
        int width = ((effigy.term.Sort.BvSort) w.sort()).width();
        Term t = width < 64 ? tb.zeroExtend(w, 64 - width) : w;
        for (int c = 0; c < candidates.size(); c++) {
            MemObject o = candidates.get(c);
            Term inside = tb.bvUle(tb.bvSub(t, tb.bv(o.base, 64)), tb.bv(o.size, 64));
            if (inside instanceof Term.BoolLit b && !b.value()) continue;
            sink.add(c, inside);
        }
    }

    /** The pointer-aligned, pointer-sized words of {@code o} that may hold an address (concrete zero-free words and symbolic ones). */
    private void words(MemObject o, int ps, List<Term> out) {
        if (o.hasBase()) {
            // the contents are (partly) an array term: every word up to how far concrete accesses reached
            long cap = o.extent();
            for (long k = 0; k + ps <= cap; k += ps) {
                if ((k & 0xffff) == 0) effigy.source.Deadline.check();
                if (o.concrete(k, ps)) {
                    long v = o.read(k, ps);
                    if (Long.compareUnsigned(v, Memory.NULL_PAGE) >= 0) out.add(tb.factory().bv(v, 64));
                    continue;
                }
                Term w = null;
                for (int i = ps - 1; i >= 0; i--) {
                    Term b = o.byteTerm(tb, k + i);
                    w = w == null ? b : tb.concat(w, b);
                }
                out.add(w);
            }
            return;
        }
        // without a base, a page never written is zeros: no address there
        o.forEachPage((p, pg) -> {
            long first = p << MemObject.PAGE_BITS;
            for (int k = 0; k + ps <= pg.bytes.length; k += ps) {
                boolean concrete = true;
                if (pg.sym != null) for (int i = 0; i < ps; i++) if (pg.sym[k + i] != null) { concrete = false; break; }
                if (concrete) {
                    long v = 0;
                    for (int i = ps - 1; i >= 0; i--) v = (v << 8) | (pg.bytes[k + i] & 0xff);
                    if (Long.compareUnsigned(v, Memory.NULL_PAGE) >= 0) out.add(tb.factory().bv(v, 64));
                    continue;
                }
                Term w = null;
                for (int i = ps - 1; i >= 0; i--) {
                    Term b = pg.sym[k + i] != null ? pg.sym[k + i] : tb.bv(pg.bytes[k + i] & 0xff, 8);
                    w = w == null ? b : tb.concat(w, b);
                }
                out.add(w);
            }
        });
    }
}
