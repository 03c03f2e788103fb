package effigy.exec;

import effigy.ir.Block;
import effigy.ir.Local;
import effigy.ir.Operand;
import effigy.ir.Type;
import effigy.source.Span;
import effigy.term.Sort;
import effigy.term.Term;
import effigy.term.TermBuilder;
import java.math.BigInteger;
import java.util.Map;

/**
 * The debugger's view of a state: the variables of its innermost frame with their values (those in registers and
 * C variables in memory), a variable's type, setting a variable, and where the state stands. Changes nothing but
 * what {@link #setVariable} is asked to.
 */
public final class Inspection {
    private final Executor ex;
    private final TermBuilder tb;
    /** {@link #variableNames} per function, worked out once: {@link #variables} is asked for every state of termination's searches. */
    private final Map<effigy.ir.Function, Map<Local, String>> keys = new java.util.concurrent.ConcurrentHashMap<>();

    Inspection(Executor ex) {
        this.ex = ex;
        this.tb = ex.termBuilder();
    }

    /** {@link #variableNames} of {@code fn}, worked out once per function. */
    public Map<Local, String> keys(effigy.ir.Function fn) { return keys.computeIfAbsent(fn, Inspection::variableNames); }

    /**
     * The named variables of the state's innermost frame (parameters and declared variables; not
     * temporaries, not the address registers of C variables in memory) with their values as terms, in
     * declaration order; a variable not yet assigned is absent. Each variable has a key of its own
     * ({@link #variableNames}): two variables of one name in different scopes are never one.
     */
    public Map<String, Term> variables(State s) {
        Frame f = s.top();
        Map<Local, String> names = keys(f.function);
        Map<String, Term> out = new java.util.LinkedHashMap<>();
        for (Map.Entry<Local, String> e : names.entrySet()) {
            Local l = e.getKey();
            Term t = l.name().startsWith("&") ? inMemory(s, f, l) : ex.slotTerm(f, l);
            if (t != null) out.put(e.getValue(), t);
        }
        return out;
    }

    /**
     * The key of each named variable of {@code fn} in {@link #variables} (parameters and declared variables, in
     * declaration order; a C variable in memory by its name without the {@code &}): its name, and for a later
     * variable of a name already taken (a second {@code for (int i ...)}, a shadowing block variable) its name and
     * line, {@code i@17} (and its slot, {@code i@17#5}, should that be taken too). Analyses that compare states by
     * these keys (a recurring state, a ranking function) would otherwise take one variable for another.
     */
    public static Map<Local, String> variableNames(effigy.ir.Function fn) {
        Map<Local, String> out = new java.util.LinkedHashMap<>();
        java.util.Set<String> taken = new java.util.HashSet<>();
        // a parameter whose address is taken is a register copied into memory at the entry: one variable, shown from memory
        java.util.Set<String> inMemory = new java.util.HashSet<>();
        for (Local l : fn.locals()) if (l.name().startsWith("&")) inMemory.add(declaration(l.name().substring(1), l));
        for (Local l : fn.locals()) {
            if (l.isTemp() || l.name().startsWith("%")) continue;
            if (!l.name().startsWith("&") && inMemory.contains(declaration(l.name(), l))) continue;
            String name = l.name().startsWith("&") ? l.name().substring(1) : l.name();
            if (!taken.add(name)) {
                String lined = name + "@" + l.span().line();
                name = taken.add(lined) ? lined : lined + "#" + l.slot();
                taken.add(name);
            }
            out.put(l, name);
        }
        return out;
    }

    private static String declaration(String name, Local l) { return name + "@" + l.span().line() + ":" + l.span().column(); }

    /**
     * A C variable that lives in memory ({@code l} holds its address), as its alloca records it: a scalar
     * read with its type, a one-dimensional array of scalars as an array term over indices 0..n-1 (at most
     * 256 elements); without a record, an object of 1, 2, 4 or 8 bytes as a signed integer of that size;
     * null for anything else (structs) or before the object exists.
     */
    private Term inMemory(State s, Frame f, Local l) {
        if (f.sym[l.slot()] != null) return null;
        long base = f.conc[l.slot()];
        MemObject o = s.memory.find(base);
        if (o == null || !o.alive || o.base != base) return null;
        Type content = f.code.memoryContent[l.slot()];
        if (content == null) {
            // no type recorded (built by hand): a scalar of 1, 2, 4 or 8 bytes as a signed integer
            if (Long.bitCount(o.size) != 1 || o.size > 8) return null;
            content = Type.bv(8 * (int) o.size, true);
        }
        MemoryModel memory = ex.memory();
        if (content instanceof Type.ArrayType at) {
            // a 1-D array of scalars: elements 0..n-1 as an array term over integer indices
            Type element = at.element();
            int size = Memory.byteSize(element, ex.program().dataModel());
            Term arr = null;
            for (long i = 0; i <= Math.min(at.upper(), 255); i++) {
                Operand address = Operand.Const.of(BigInteger.valueOf(base + i * size), new Type.PointerType(Type.VOID));
                Term v = memory.load(s, f, address, element, Span.NONE) ? ex.concTerm(ex.cv, element) : ex.tv;
                if (arr == null) arr = tb.constArray(Sort.INT, v.sort() instanceof Sort.BvSort ? tb.factory().bv(0, ((Sort.BvSort) v.sort()).width()) : v.sort().equals(Sort.BOOL) ? tb.bool(false) : tb.integer(0));
                arr = tb.store(arr, tb.integer(i), v);
            }
            return arr;
        }
        return memory.load(s, f, l, content, Span.NONE) ? ex.concTerm(ex.cv, content) : ex.tv;
    }

    /**
     * The program's writable global variables of 1, 2, 4 or 8 bytes with their values in {@code s}, each read as a
     * signed integer of its size (what the bytes hold, whatever the C type), by name, in declaration order; a global
     * whose object is gone or not found is absent.
     */
    public Map<String, Term> globalScalars(State s) {
        Map<String, Term> out = new java.util.LinkedHashMap<>();
        MemoryModel memory = ex.memory();
        Frame f = s.top();
        for (effigy.ir.Global g : ex.program().globals().values()) {
            if (g.readOnly() || Long.bitCount(g.size()) != 1 || g.size() > 8) continue;
            Long base = memory.globalBase(g.name());
            if (base == null) continue;
            MemObject o = s.memory.find(base);
            if (o == null || !o.alive || o.base != base) continue;
            Type content = Type.bv(8 * (int) g.size(), true);
            Operand address = Operand.Const.of(BigInteger.valueOf(base), new Type.PointerType(Type.VOID));
            out.put(g.name(), memory.load(s, f, address, content, Span.NONE) ? ex.concTerm(ex.cv, content) : ex.tv);
        }
        return out;
    }

    /**
     * The C integer type of the global {@code name} read by {@link #globalScalars}, where the front end's layout of it
     * says it is one integer filling the object ({@code int}, {@code unsigned char}, ...); null otherwise (a float, a
     * struct or array of the same size, a global with no layout).
     */
    public Type globalType(String name) {
        effigy.ir.Global g = ex.program().globals().get(name);
        if (g == null || g.layout() == null || g.layout().leaves().size() != 1) return null;
        effigy.term.InputLayout.Leaf leaf = g.layout().leaves().get(0);
        if (leaf.floating() || leaf.offset() != 0 || leaf.size() != g.size()) return null;
        return Type.bv(8 * (int) g.size(), leaf.signed());
    }

    /** Gives a variable of the innermost frame a new value (the debugger's {@code set}); false when there is no such variable. */
    public boolean setVariable(State s, String name, Term value) {
        Frame f = s.writableTop();
        for (Local l : f.function.locals()) {
            if (l.isTemp() || !l.name().equals(name)) continue;
            Executor.setTerm(f, l.slot(), value);
            return true;
        }
        return false;
    }

    /** The IR type of a variable of the innermost frame, or null. */
    public Type variableType(State s, String name) {
        for (Local l : s.top().function.locals()) if (!l.isTemp() && l.name().equals(name)) return l.type();
        return null;
    }

    /** Where the state is: the span of the instruction or terminator it executes next. */
    public static Span position(State s) { return spanAt(s.top()); }

    /** The source span of the statement a frame is at. */
    static Span spanAt(Frame f) {
        Block b = f.function.block(f.block);
        if (f.index < b.instrs().size()) return b.instrs().get(f.index).span();
        return b.terminator().span();
    }
}
