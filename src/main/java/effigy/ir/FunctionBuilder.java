package effigy.ir;

import effigy.source.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntSupplier;

/**
 * Builds a {@link Function} block by block; mutable while building, then {@link #build()} freezes it.
 * {@link #markStatement()} flags the next instruction or terminator emitted as the start of a source
 * statement. Emitting into a terminated block is a bug in the caller (IllegalStateException), except
 * that lowering code may call {@link #ensureOpen()} to continue in a fresh unreachable block.
 */
public final class FunctionBuilder {
    private final String name;
    private final Type returnType;
    private final Span span;
    private final IntSupplier branchIds;
    private final List<Local> params = new ArrayList<>();
    private final List<Local> locals = new ArrayList<>();
    private final List<String> labels = new ArrayList<>();
    private final List<List<Instr>> instrs = new ArrayList<>();
    private final List<Terminator> terminators = new ArrayList<>();
    private final List<LoopSite> loopSites = new ArrayList<>();
    private int current = -1;
    private boolean pendingStatement;
    private int temps;
    private final java.util.Map<Integer, effigy.term.InputLayout> pointees = new java.util.HashMap<>();

    public FunctionBuilder(String name, Type returnType, Span span, IntSupplier branchIds) {
        this.name = name;
        this.returnType = returnType;
        this.span = span;
        this.branchIds = branchIds;
        setBlock(newBlock("entry"));
    }

    public String name() { return name; }

    /** Adds a parameter; all parameters must be added before any other local. */
    public Local param(String name, Type type, Span span) {
        if (locals.size() != params.size()) throw new IllegalStateException("parameters must come first");
        Local l = new Local(locals.size(), name, type, Local.Kind.PARAM, span);
        params.add(l);
        locals.add(l);
        return l;
    }

    /** Records what pointer {@code local} (a parameter, a variable's address {@code &s}) points to in the source ({@link Function#pointee}). */
    public void pointee(Local local, effigy.term.InputLayout layout) {
        pointees.put(local.slot(), java.util.Objects.requireNonNull(layout));
    }

    public Local var(String name, Type type, Span span) {
        Local l = new Local(locals.size(), name, type, Local.Kind.VAR, span);
        locals.add(l);
        return l;
    }

    public Local temp(Type type, Span span) {
        Local l = new Local(locals.size(), "%t" + (temps++), type, Local.Kind.TEMP, span);
        locals.add(l);
        return l;
    }

    public List<Local> locals() { return locals; }

    public int newBlock(String label) {
        labels.add(label);
        instrs.add(new ArrayList<>());
        terminators.add(null);
        return labels.size() - 1;
    }

    public void setBlock(int block) { current = block; }

    public int currentBlock() { return current; }

    public boolean isTerminated() { return terminators.get(current) != null; }

    /** When the current block is terminated (after a GOTO or RETURN), continues in a new, unreachable block. */
    public void ensureOpen() {
        if (isTerminated()) setBlock(newBlock("dead"));
    }

    public void markStatement() { pendingStatement = true; }

    /** True when {@link #markStatement()} has not yet been consumed by an emitted instruction. */
    public boolean statementPending() { return pendingStatement; }

    public void emit(Instr instr) {
        if (isTerminated()) throw new IllegalStateException("block " + current + " of " + name + " is terminated");
        instrs.get(current).add(pendingStatement ? withStmt(instr) : instr);
        pendingStatement = false;
    }

    public void jump(int target, Span span) { terminate(new Terminator.Goto(target, span, consumeStatement())); }

    public void branch(Operand cond, int ifTrue, int ifFalse, Span span) {
        terminate(new Terminator.Branch(cond, ifTrue, ifFalse, branchIds.getAsInt(), span, consumeStatement()));
    }

    public void ret(Operand value, Span span) { terminate(new Terminator.Return(value, span, consumeStatement())); }

    private boolean consumeStatement() {
        boolean s = pendingStatement;
        pendingStatement = false;
        return s;
    }

    private void terminate(Terminator t) {
        if (isTerminated()) throw new IllegalStateException("block " + current + " of " + name + " is terminated");
        terminators.set(current, t);
    }

    private static Instr withStmt(Instr i) {
        if (i instanceof Instr.Assign a) return new Instr.Assign(a.target(), a.value(), a.span(), true);
        if (i instanceof Instr.Store s) return new Instr.Store(s.array(), s.index(), s.value(), s.span(), true);
        if (i instanceof Instr.Call c) return new Instr.Call(c.result(), c.callee(), c.args(), c.span(), true);
        if (i instanceof Instr.Read r) return new Instr.Read(r.target(), r.inputName(), r.span(), true);
        if (i instanceof Instr.Write w) return new Instr.Write(w.items(), w.span(), true);
        if (i instanceof Instr.Assume a) return new Instr.Assume(a.cond(), a.span(), true);
        if (i instanceof Instr.Assert a) return new Instr.Assert(a.cond(), a.span(), true);
        if (i instanceof Instr.Prove p) return new Instr.Prove(p.cond(), p.span(), true);
        if (i instanceof Instr.MemStore m) return new Instr.MemStore(m.address(), m.value(), m.type(), m.span(), true);
        if (i instanceof Instr.Alloca a) return new Instr.Alloca(a.target(), a.size(), a.align(), a.name(), a.span(), true, a.content(), a.lengths());
        Instr.CallIndirect c = (Instr.CallIndirect) i;
        return new Instr.CallIndirect(c.result(), c.target(), c.args(), c.span(), true);
    }

    /** Records a loop statement whose iterations start at block {@code body} ({@link LoopSite}). */
    public void loopSite(int body, Span span, String keyword, List<String> pragmas) {
        loopSites.add(new LoopSite(body, span, keyword, pragmas));
    }

    /**
     * Freezes the function. Every block must be terminated; unterminated blocks get {@code return}
     * at {@code endSpan} (falling off the end of a procedure returns).
     */
    public Function build(Span endSpan) {
        List<Block> blocks = new ArrayList<>();
        for (int i = 0; i < labels.size(); i++) {
            Terminator t = terminators.get(i);
            if (t == null) t = new Terminator.Return(null, endSpan, false);
            blocks.add(new Block(i, labels.get(i), instrs.get(i), t));
        }
        Function f = new Function(name, params, locals, blocks, returnType, span, loopSites);
        f.pointees.putAll(pointees);
        return f;
    }
}
