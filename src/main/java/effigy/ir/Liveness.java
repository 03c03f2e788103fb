package effigy.ir;

import java.util.BitSet;
import java.util.List;

/**
 * Which locals of a function are live on entry to each block: read on some path from the block's start before
 * they are written. Locals only, by slot; what lives in memory (C variables whose address is taken, arrays) is
 * not tracked here: a load reads the address register, never the variable.
 */
public final class Liveness {
    private final BitSet[] liveIn;

    private Liveness(BitSet[] liveIn) { this.liveIn = liveIn; }

    public static Liveness of(Function fn) {
        int n = fn.blocks().size();
        BitSet[] use = new BitSet[n], def = new BitSet[n], in = new BitSet[n];
        for (Block b : fn.blocks()) {
            BitSet u = new BitSet(), d = new BitSet();
            for (Instr i : b.instrs()) {
                BitSet r = new BitSet();
                reads(i, r);
                r.andNot(d);
                u.or(r);
                Local w = written(i);
                if (w != null) d.set(w.slot());
                if (i instanceof Instr.Call c) for (Instr.Arg a : c.args()) if (a instanceof Instr.ByRef ref) d.set(ref.local().slot());
            }
            BitSet r = new BitSet();
            if (b.terminator() instanceof Terminator.Branch br) operand(br.cond(), r);
            else if (b.terminator() instanceof Terminator.Return ret && ret.value() != null) operand(ret.value(), r);
            r.andNot(d);
            u.or(r);
            use[b.index()] = u;
            def[b.index()] = d;
            in[b.index()] = (BitSet) u.clone();
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int k = n - 1; k >= 0; k--) {
                BitSet out = new BitSet();
                for (int s : fn.block(k).successors()) out.or(in[s]);
                out.andNot(def[k]);
                out.or(use[k]);
                if (!out.equals(in[k])) { in[k] = out; changed = true; }
            }
        }
        return new Liveness(in);
    }

    /** Whether {@code l} is live on entry to block {@code block}. */
    public boolean liveIn(int block, Local l) { return liveIn[block].get(l.slot()); }

    private static Local written(Instr i) {
        if (i instanceof Instr.Assign a) return a.target();
        if (i instanceof Instr.Read r) return r.target();
        if (i instanceof Instr.Call c) return c.result();
        if (i instanceof Instr.CallIndirect c) return c.result();
        if (i instanceof Instr.Alloca a) return a.target();
        return null;
    }

    private static void reads(Instr i, BitSet r) {
        if (i instanceof Instr.Assign a) rvalue(a.value(), r);
        else if (i instanceof Instr.Store s) { r.set(s.array().slot()); operand(s.index(), r); operand(s.value(), r); }
        else if (i instanceof Instr.Call c) {
            for (Instr.Arg a : c.args()) {
                if (a instanceof Instr.ByValue v) operand(v.operand(), r);
                else if (a instanceof Instr.ByRef ref) r.set(ref.local().slot());
            }
        } else if (i instanceof Instr.CallIndirect c) { operand(c.target(), r); c.args().forEach(o -> operand(o, r)); }
        else if (i instanceof Instr.Write w) { for (Instr.WriteItem it : w.items()) if (it instanceof Instr.WriteValue v) operand(v.operand(), r); }
        else if (i instanceof Instr.Assume a) operand(a.cond(), r);
        else if (i instanceof Instr.Assert a) operand(a.cond(), r);
        else if (i instanceof Instr.Prove p) operand(p.cond(), r);
        else if (i instanceof Instr.MemStore m) { operand(m.address(), r); operand(m.value(), r); }
        else if (i instanceof Instr.Alloca a && a.lengths() != null) a.lengths().forEach(o -> operand(o, r));
    }

    private static void rvalue(Rvalue v, BitSet r) {
        if (v instanceof Rvalue.Use u) operand(u.operand(), r);
        else if (v instanceof Rvalue.Unary u) operand(u.operand(), r);
        else if (v instanceof Rvalue.Binary b) { operand(b.left(), r); operand(b.right(), r); }
        else if (v instanceof Rvalue.Select s) { r.set(s.array().slot()); operand(s.index(), r); }
        else if (v instanceof Rvalue.Cast c) operand(c.operand(), r);
        else if (v instanceof Rvalue.Load l) operand(l.address(), r);
    }

    private static void operand(Operand o, BitSet r) {
        if (o instanceof Local l) r.set(l.slot());
    }

    /** For tests: the live locals on entry to {@code block}, by name. */
    public List<String> liveNames(Function fn, int block) {
        return fn.locals().stream().filter(l -> liveIn[block].get(l.slot())).map(Local::name).toList();
    }
}
