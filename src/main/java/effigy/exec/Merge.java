package effigy.exec;

import effigy.ir.Local;
import effigy.ir.Loop;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Merging of states that meet at one program point, for bounded model checking: the merged state's path
 * condition is the disjunction of the two (their common prefix kept as it is), and each value that differs is
 * an if-then-else on the first state's own part of its path condition (its guard). Two states merge when they
 * stand at the same place in the same activations (functions, blocks, instructions, loop iteration counts) with
 * the same memory objects; otherwise {@link #merge} answers null and they go on apart. Merging is sound at any
 * such point, in any order: it changes how many states there are, never what they mean.
 *
 * <p>What a merged state does not keep: the model (the first state's; bounded model checking asks the solver
 * once at the end) and the outputs and decisions (the first state's; counterexamples are replayed concretely).
 * States where a named variable is assigned on one side only do not merge (its read would be an error on the
 * other side).
 */
public final class Merge {
    private Merge() {}

    /**
     * Where {@code s} stands, as a key that orders program points so that the states that can meet at a point
     * come before it: per activation from the outermost, for each loop around the block (outermost first) its
     * header and the iterations done, then the block and the instruction; ordered lexicographically
     * ({@link Arrays#compare(int[], int[])}).
     */
    public static int[] position(State s) { return position(s, false); }

    /**
     * {@link #position(State)}, with the iteration counts negated when {@code deepestFirst}: in that order a state
     * that has begun a later iteration of a loop comes before those still in an earlier one, and within one
     * iteration (of every enclosing loop) states still meet at a point in program order.
     */
    public static int[] position(State s, boolean deepestFirst) {
        List<Integer> key = new ArrayList<>();
        for (int d = 0; d < s.depth; d++) {
            Frame f = s.stack[d];
            for (Loop l : f.function.loops()) {
                if (l.contains(f.block)) {
                    key.add(l.header());
                    int k = f.iterations == null ? 0 : f.iterations[l.index()];
                    key.add(deepestFirst ? -k : k);
                }
            }
            key.add(f.block);
            key.add(f.index);
        }
        int[] out = new int[key.size()];
        for (int i = 0; i < out.length; i++) out[i] = key.get(i);
        return out;
    }

    /** Whether the two states stand at the same point of the same activations. */
    public static boolean samePlace(State a, State b) {
        if (a.depth != b.depth) return false;
        for (int d = 0; d < a.depth; d++) {
            Frame x = a.stack[d], y = b.stack[d];
            if (x == y) continue;
            if (x.function != y.function || x.block != y.block || x.index != y.index || x.call != y.call) return false;
            if (!Arrays.equals(x.iterations, y.iterations) || !Arrays.equals(x.exhausted, y.exhausted)) return false;
            if (!Arrays.equals(x.starts, y.starts)) return false;
            if (!Arrays.equals(x.skip, y.skip)) return false;
            if (!Arrays.equals(x.stackObjects, y.stackObjects)) return false;
        }
        return true;
    }

    /** Names a term: a fresh symbol defined as it, or the term itself ({@link Unwinder#define}). */
    public interface Definer {
        Term define(String name, Term value);
    }

    /**
     * The merge of {@code a} and {@code b} (which stand at the same place), or null when they cannot merge. The
     * guards and the merged values are named by {@code definer}, so that later merges and operations build on
     * names, not on ever larger terms.
     */
    public static State merge(Executor ex, State a, State b, Definer definer) {
        if (!samePlace(a, b)) return null;
        TermBuilder tb = ex.termBuilder();
        Memory memory = null;
        // the common prefix of the path conditions (shared structure after a fork), then each side's guard
        List<Term> pa = a.pathCondition(), pb = b.pathCondition();
        int common = 0;
        while (common < pa.size() && common < pb.size() && pa.get(common) == pb.get(common)) common++;
        Term ga = definer.define("%guard", tb.and(pa.subList(common, pa.size())));
        Term gb = definer.define("%guard", tb.and(pb.subList(common, pb.size())));
        if (a.memory != b.memory) {
            memory = mergeMemory(tb, ga, a.memory, b.memory);
            if (memory == null) return null;
        }
        State m = a.fork();
        if (memory != null) m.memory = memory;
        PList<Term> pc = PList.empty();
        for (int i = 0; i < common; i++) pc = pc.add(pa.get(i));
        m.pc = pc.add(tb.or(List.of(ga, gb)));
        for (int d = 0; d < a.depth; d++) {
            Frame x = a.stack[d], y = b.stack[d];
            if (x == y) continue;
            Frame f = x.copy();
            for (Local l : f.function.locals()) {
                int slot = l.slot();
                Object vx = x.sym[slot], vy = y.sym[slot];
                if (vx == Frame.UNDEFINED && vy == Frame.UNDEFINED) continue;
                if (vx == Frame.UNDEFINED || vy == Frame.UNDEFINED) {
                    // a variable assigned on one side only: reading it later is an error on the other side, which one
                    // value cannot say, so such states stay apart (a temporary is never read past the join)
                    if (!l.isTemp() && !l.name().startsWith("%")) return null;
                    if (vx == Frame.UNDEFINED) { f.sym[slot] = vy; f.conc[slot] = y.conc[slot]; }
                    continue;
                }
                if (vx == null && vy == null && x.conc[slot] == y.conc[slot]) continue;
                Term tx = vx == null ? ex.concTerm(x.conc[slot], l.type()) : (Term) vx;
                Term ty = vy == null ? ex.concTerm(y.conc[slot], l.type()) : (Term) vy;
                if (tx == ty) continue;
                if (!tx.sort().equals(ty.sort())) return null;
                f.sym[slot] = definer.define(l.name(), tb.ite(ga, tx, ty));
            }
            f.shared = false;
            m.stack[d] = f;
        }
        Set<Term.Sym> inputs = new LinkedHashSet<>(a.inputs());
        inputs.addAll(b.inputs());
        PList<Term.Sym> in = PList.empty();
        for (Term.Sym sym : inputs) in = in.add(sym);
        m.inputs = in;
        m.steps = Math.max(a.steps, b.steps);
        return m;
    }

    /**
     * Memories with the same objects, each byte an if-then-else where they differ; null when the objects differ (or
     * their contents have different bases, or exact integers).
     */
    static Memory mergeMemory(TermBuilder tb, Term ga, Memory a, Memory b) {
        if (a.count != b.count) return null;
        Memory m = a.copy();
        for (int i = 0; i < a.count; i++) {
            MemObject x = a.objects[i], y = b.objects[i];
            if (x == y) continue;
            if (x.base != y.base || x.size != y.size || x.kind != y.kind || x.alive != y.alive || x.sizeTerm != y.sizeTerm
                    || x.hasCells() || y.hasCells() || !x.sameBase(y)) {
                return null;
            }
            MemObject o = x.copy();
            boolean based = x.hasBase();
            // only the pages the two do not share can differ; over a base they share, only the bytes either page sets
            MemObject.diff(x, y, (p, px, py) -> {
                long first = p << MemObject.PAGE_BITS;
                for (int k = 0, len = x.lengthOf(p); k < len; k++) {
                    if (based) {
                        if ((px == null || !px.isSet(k)) && (py == null || !py.isSet(k))) continue;
                    } else {
                        Term sx = px == null || px.sym == null ? null : px.sym[k], sy = py == null || py.sym == null ? null : py.sym[k];
                        byte bx = px == null ? 0 : px.bytes[k], by = py == null ? 0 : py.bytes[k];
                        if (sx == null && sy == null && bx == by) continue;
                    }
                    Term tx = x.byteTerm(tb, first + k), ty = y.byteTerm(tb, first + k);
                    if (tx == ty) continue;
                    o.writeTerm(first + k, tb.ite(ga, tx, ty));
                }
            });
            m.objects[i] = o;
        }
        return m;
    }
}
