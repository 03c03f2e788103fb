package effigy.lang.c.lower;

import effigy.ir.FunctionBuilder;
import effigy.ir.Instr;
import effigy.ir.Local;
import effigy.ir.Operand;
import effigy.ir.Rvalue;
import effigy.ir.Type;
import effigy.lang.c.sema.FunctionDefinition;
import effigy.lang.c.sema.Label;
import effigy.lang.c.sema.SwitchCase;
import effigy.lang.c.sema.TypedExpr;
import effigy.lang.c.sema.TypedInitializer;
import effigy.lang.c.sema.TypedStmt;
import effigy.lang.c.sema.Variable;
import effigy.lang.c.types.CType;
import effigy.lang.c.types.FunctionType;
import effigy.lang.c.types.StructType;
import effigy.lang.c.types.Types;
import effigy.source.DiagnosticException;
import effigy.source.Span;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static effigy.lang.c.lower.CLowering.PTR;
import static effigy.lang.c.lower.CLowering.isScalar;

/**
 * Lowers one function definition of a {@link CLowering}: the body's statements through a
 * {@link TypedStmt.Visitor} ({@link StatementLowering}), the initializers of its automatic objects through a
 * {@link TypedInitializer.Visitor} ({@link LocalInitializer}), and its expressions through one
 * {@link TypedExpr.Visitor} per way an expression is used: for its value ({@link ValueLowering}), for the
 * object it designates ({@link PlaceLowering}), for the address of that object or of an aggregate value
 * ({@link AddressLowering}), and for its side effects alone ({@link EffectLowering}). Conditions are lowered
 * as values and then branched on ({@link #branch}).
 */
final class FunctionLowering {
    private static final Type I64 = Type.bv(64, true), U8 = Type.bv(8, false);

    /** Where a C lvalue is: an IR local, memory at an address, or a bit-field's bits in memory. */
    private sealed interface Place permits InLocal, InMemory, InBitField {}

    private record InLocal(Local local) implements Place {}

    private record InMemory(Operand address, CType type) implements Place {}

    /** The bit-field {@code field}, whose window (see {@link StructType.Field}) starts at {@code window}. */
    private record InBitField(Operand window, StructType.Field field) implements Place {}

    private final CLowering lowering;
    private final IntSemantics ints;
    private final FunctionDefinition def;
    private final FunctionBuilder fb;
    private final Map<Variable, Local> locals = new IdentityHashMap<>();
    /** Variables living in memory: the local holding their address. */
    private final Map<Variable, Local> addresses = new IdentityHashMap<>();
    /** The local holding each variable length of the function, once its declaration was lowered. */
    private final Map<effigy.lang.c.types.ArrayType.Vla, Local> vlaLengths = new IdentityHashMap<>();
    private final Set<Variable> inMemory = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    private final Map<Label, Integer> labels = new IdentityHashMap<>();
    private final Map<SwitchCase, Integer> cases = new IdentityHashMap<>();
    private final Deque<Integer> breaks = new ArrayDeque<>(), continues = new ArrayDeque<>();
    private final Deque<Operand> oldValues = new ArrayDeque<>();

    /** The hidden parameter through which an aggregate result is returned (null for scalar results). */
    private Local resultAddress;

    private final StatementLowering statementLowering = new StatementLowering();
    private final ValueLowering valueLowering = new ValueLowering();
    private final PlaceLowering placeLowering = new PlaceLowering();
    private final AddressLowering addressLowering = new AddressLowering();
    private final EffectLowering effectLowering = new EffectLowering();

    FunctionLowering(CLowering lowering, FunctionDefinition def) {
        this.lowering = lowering;
        this.ints = lowering.ints;
        this.def = def;
        CType ret = def.function().type().returnType().unqualified();
        Type rt = ret.isVoid() || !isScalar(ret) ? Type.VOID : irType(ret);
        this.fb = new FunctionBuilder(functionName(def.function()), rt, def.span(), lowering.branchIds::getAndIncrement);
    }

    private Type irType(CType t) { return lowering.irType(t); }

    private Type integer(int width, boolean signed) { return lowering.integer(width, signed); }

    private String functionName(effigy.lang.c.sema.Function f) { return lowering.functionName(f); }

    private String globalName(Variable v) { return lowering.globalName(v); }

    effigy.ir.Function lower() {
        collectAddressTaken(def.body());
        for (Variable v : def.locals()) if (!isScalar(v.type())) inMemory.add(v);
        for (Variable p : def.parameters()) if (!isScalar(p.type())) inMemory.add(p);
        CType ret = def.function().type().returnType().unqualified();
        if (!ret.isVoid() && !isScalar(ret)) resultAddress = fb.param("%result", PTR, def.span());
        for (Variable p : def.parameters()) {
            Local l = fb.param(isScalar(p.type()) ? p.name() : "&" + p.name() + "%arg", isScalar(p.type()) ? irType(p.type()) : PTR, p.span());
            locals.put(p, l);
            if (p.type().unqualified() instanceof effigy.lang.c.types.PointerType pt) {
                effigy.term.InputLayout pointee = InputLayouts.of(pt.pointee());
                if (pointee != null) fb.pointee(l, pointee); // names an entry buffer's bytes: a[1], s->len
            }
        }
        // a function with ... receives the address of its caller's variable-argument area last
        def.variableArguments().ifPresent(va -> locals.put(va, fb.param(va.name(), PTR, va.span())));
        // memory for address-taken parameters and locals, made once at entry; aggregates are copied in
        for (Variable p : def.parameters()) {
            if (inMemory.contains(p)) {
                Local a = alloca(p);
                if (isScalar(p.type())) fb.emit(new Instr.MemStore(a, locals.get(p), irType(p.type()), p.span(), false));
                else copy(a, locals.get(p), p.type(), p.span());
            }
        }
        for (Variable v : def.locals()) {
            if (v.hasStaticStorage()) continue;
            if (inMemory.contains(v) && Types.hasVariableSize(v.type())) addresses.put(v, fb.var("&" + v.name(), PTR, v.span()));
            else if (inMemory.contains(v)) alloca(v);
            else {
                Local l = fb.var(v.name(), irType(v.type()), v.span());
                locals.put(v, l);
                if (v.type().unqualified() instanceof effigy.lang.c.types.PointerType pt) {
                    effigy.term.InputLayout pointee = InputLayouts.of(pt.pointee());
                    if (pointee != null) fb.pointee(l, pointee); // names an input stored through it: q->len, *q
                }
            }
        }
        for (Label label : def.labels()) labels.put(label, fb.newBlock(label.name()));
        statement(def.body());
        Span end = new Span(def.span().file(), Math.max(def.span().start(), def.span().end() - 1), def.span().end());
        if (!fb.isTerminated()) {
            fb.markStatement();
            // falling off the end: main returns 0 (C99 5.1.2.2.3); other functions return nothing
            Operand value = def.function().name().equals("main") && def.function().type().returnType().isInteger()
                    ? Operand.Const.of(BigInteger.ZERO, integer(32, true)) : null;
            fb.ret(value, end);
        }
        return fb.build(end);
    }

    private Local alloca(Variable v) {
        Local a = fb.var("&" + v.name(), PTR, v.span());
        fb.emit(new Instr.Alloca(a, Math.max(1, Types.sizeOf(v.type())), (int) Types.alignOf(v.type()), v.name(), v.span(), false, content(v.type())));
        addresses.put(v, a);
        if (!isScalar(v.type())) {
            effigy.term.InputLayout layout = InputLayouts.of(v.type());
            if (layout != null) fb.pointee(a, layout); // names the inputs stored in it: s.len, a[2]
        }
        return a;
    }

    /**
     * A variable-length array's object, made where its declaration is reached: each variable length is
     * evaluated (once, into a local that {@code sizeof} and pointer arithmetic read later) and the alloca
     * gets them; the executor checks them and kills the object this alloca made on an earlier pass.
     */
    private void variableAlloca(Variable v) {
        List<Operand> lengths = new ArrayList<>();
        long factor = 1;
        CType t = v.type();
        while (t.unqualified() instanceof effigy.lang.c.types.ArrayType a) {
            if (a.vla() != null) lengths.add(vlaLength(a.vla(), v.span(), true));
            else factor = Math.multiplyExact(factor, a.length().getAsLong());
            t = a.element();
        }
        factor = Math.multiplyExact(factor, Types.sizeOf(t));
        fb.emit(new Instr.Alloca(addresses.get(v), factor, (int) Types.alignOf(v.type()), v.name(), v.span(), false, null, lengths));
    }

    /** A variable length as an i64: evaluated now when {@code evaluate} or when its declaration has not been lowered, else the value it got there. */
    private Operand vlaLength(effigy.lang.c.types.ArrayType.Vla vla, Span span, boolean evaluate) {
        Local known = vlaLengths.get(vla);
        if (known != null && !evaluate) return known;
        TypedExpr e = (TypedExpr) vla.length;
        Operand n = value(e);
        Local l = known != null ? known : fb.var("%vla" + vlaLengths.size(), I64, span);
        fb.emit(new Instr.Assign(l, new Rvalue.Use(n.type().equals(I64) ? n : temp(new Rvalue.Cast(n, I64), span)), span, false));
        if (evaluate) vlaLengths.put(vla, l);
        return l;
    }

    /** The run-time size of a type with a variable length ({@code sizeof}, and the stride of pointer arithmetic over it). */
    private Operand vlaSize(TypedExpr.VlaSize e) {
        Span span = e.span();
        long factor = 1;
        Operand product = null;
        CType t = e.measured();
        while (t.unqualified() instanceof effigy.lang.c.types.ArrayType a) {
            if (a.vla() != null) {
                Operand n = vlaLength(a.vla(), span, false);
                product = product == null ? n : temp(new Rvalue.Binary(Rvalue.BinOp.MUL, product, n, I64), span);
            } else {
                factor = Math.multiplyExact(factor, a.length().getAsLong());
            }
            t = a.element();
        }
        factor = Math.multiplyExact(factor, Types.sizeOf(t));
        Operand size = temp(new Rvalue.Binary(Rvalue.BinOp.MUL, product, constant(BigInteger.valueOf(factor), I64), I64), span);
        Type want = irType(e.type());
        return want.equals(I64) ? size : temp(new Rvalue.Cast(size, want), span);
    }

    /** What a variable in memory holds, for display: a scalar's IR type, a 1-D array of scalars as a bounded array type; else null. */
    private Type content(CType t) {
        CType u = t.unqualified();
        if (isScalar(u)) return irType(u);
        if (u instanceof effigy.lang.c.types.ArrayType a && a.length().isPresent() && isScalar(a.element()) && a.length().getAsLong() > 0) {
            return Type.ArrayType.bounded(irType(a.element()), 0, a.length().getAsLong() - 1);
        }
        return null;
    }

    /** Variables whose address is taken (or that are arrays/structs) must live in memory. */
    private void collectAddressTaken(TypedStmt body) {
        new AddressTaken(inMemory).statement(body);
    }

    // -------------------------------------------------------------- statements

    private void begin() {
        fb.ensureOpen();
        fb.markStatement();
    }

    private void statement(TypedStmt s) {
        effigy.source.Deadline.poll();   // --max-time and Ctrl-C hold while a large function is lowered
        s.accept(statementLowering, null);
    }

    /** Lowers a statement into the current block, leaving the block where control continues after it current. */
    private final class StatementLowering implements TypedStmt.Visitor<Void, Void> {
        @Override public Void visitBlock(TypedStmt.Block b, Void p) {
            for (TypedStmt t : b.statements()) statement(t);
            return null;
        }

        @Override public Void visitExpression(TypedStmt.Expression e, Void p) {
            begin();
            effect(e.expression());
            return null;
        }

        @Override public Void visitDeclare(TypedStmt.Declare d, Void p) {
            if (addresses.containsKey(d.variable()) && Types.hasVariableSize(d.variable().type())) {
                begin();
                variableAlloca(d.variable());
            }
            if (d.initializer().isPresent()) {
                begin();
                initialize(d.variable(), d.initializer().get());
            }
            return null;
        }

        @Override public Void visitIf(TypedStmt.If i, Void p) {
            begin();
            int then = fb.newBlock("then"), join = fb.newBlock("endif");
            int otherwise = i.otherwise().isPresent() ? fb.newBlock("else") : join;
            branch(i.condition(), then, otherwise);
            fb.setBlock(then);
            statement(i.then());
            if (!fb.isTerminated()) fb.jump(join, i.span());
            if (i.otherwise().isPresent()) {
                fb.setBlock(otherwise);
                statement(i.otherwise().get());
                if (!fb.isTerminated()) fb.jump(join, i.span());
            }
            fb.setBlock(join);
            return null;
        }

        @Override public Void visitWhile(TypedStmt.While w, Void p) {
            loop(Optional.of(w.condition()), Optional.empty(), w.body(), false, w.span(), "while");
            return null;
        }

        @Override public Void visitDoWhile(TypedStmt.DoWhile d, Void p) {
            loop(Optional.of(d.condition()), Optional.empty(), d.body(), true, d.span(), "do");
            return null;
        }

        @Override public Void visitFor(TypedStmt.For f, Void p) {
            for (TypedStmt init : f.init()) statement(init);
            loop(f.condition(), f.step(), f.body(), false, f.span(), "for");
            return null;
        }

        @Override public Void visitSwitch(TypedStmt.Switch sw, Void p) {
            switchStatement(sw);
            return null;
        }

        @Override public Void visitCaseLabel(TypedStmt.CaseLabel c, Void p) {
            int block = cases.get(c.label());
            if (!fb.isTerminated()) fb.jump(block, c.span());
            fb.setBlock(block);
            statement(c.statement());
            return null;
        }

        @Override public Void visitLabeled(TypedStmt.Labeled l, Void p) {
            int block = labels.get(l.label());
            if (!fb.isTerminated()) fb.jump(block, l.span());
            fb.setBlock(block);
            statement(l.statement());
            return null;
        }

        @Override public Void visitGoto(TypedStmt.Goto g, Void p) {
            begin();
            fb.jump(labels.get(g.label()), g.span());
            return null;
        }

        @Override public Void visitBreak(TypedStmt.Break b, Void p) {
            begin();
            fb.jump(breaks.peek(), b.span());
            return null;
        }

        @Override public Void visitContinue(TypedStmt.Continue c, Void p) {
            begin();
            fb.jump(continues.peek(), c.span());
            return null;
        }

        @Override public Void visitReturn(TypedStmt.Return r, Void p) {
            begin();
            if (resultAddress != null && r.value().isPresent()) {
                copy(resultAddress, address(r.value().get()), r.value().get().type(), r.span());
                fb.ret(null, r.span());
            } else {
                fb.ret(r.value().isPresent() ? value(r.value().get()) : null, r.span());
            }
            return null;
        }

        @Override public Void visitNull(TypedStmt.Null n, Void p) { return null; }

        @Override public Void visitAnnotated(TypedStmt.Annotated a, Void p) {
            TypedStmt inner = a.statement();
            // the pragmas of a loop go to its loop site; others are not used by the lowering
            if (inner instanceof TypedStmt.While || inner instanceof TypedStmt.DoWhile || inner instanceof TypedStmt.For) {
                loopPragmas = a.pragmas().stream().map(effigy.lang.c.ast.Pragma::text).toList();
            }
            statement(inner);
            return null;
        }
    }

    /** The pragmas written before the loop statement being lowered (taken by {@link #loop}). */
    private List<String> loopPragmas = List.of();

    /** A loop; {@code bodyFirst} for do-while. The test is a statement of its own (a step). */
    private void loop(Optional<TypedExpr> cond, Optional<TypedExpr> step, TypedStmt body, boolean bodyFirst, Span span, String keyword) {
        fb.ensureOpen();
        int test = fb.newBlock("test"), bodyBlock = fb.newBlock("body"), next = fb.newBlock("next"), exit = fb.newBlock("exit");
        fb.loopSite(bodyBlock, span, keyword, loopPragmas);
        loopPragmas = List.of();
        fb.jump(bodyFirst ? bodyBlock : test, span);
        fb.setBlock(test);
        fb.markStatement();
        if (cond.isPresent()) branch(cond.get(), bodyBlock, exit); else fb.jump(bodyBlock, span);
        fb.setBlock(bodyBlock);
        breaks.push(exit);
        continues.push(next);
        statement(body);
        breaks.pop();
        continues.pop();
        if (!fb.isTerminated()) fb.jump(next, span);
        fb.setBlock(next);
        if (step.isPresent()) {
            fb.markStatement();
            effect(step.get());
        }
        fb.ensureOpen();
        fb.jump(test, span);
        fb.setBlock(exit);
    }

    private void switchStatement(TypedStmt.Switch sw) {
        begin();
        Operand v = value(sw.value());
        int exit = fb.newBlock("endswitch");
        int fallback = exit;
        for (SwitchCase c : sw.cases()) {
            int block = fb.newBlock(c.toString());
            cases.put(c, block);
            if (c.isDefault()) fallback = block;
        }
        for (SwitchCase c : sw.cases()) {
            if (c.isDefault()) continue;
            Local eq = fb.temp(Type.BOOL, c.span());
            fb.emit(new Instr.Assign(eq, new Rvalue.Binary(Rvalue.BinOp.EQ, v, constant(c.value().get(), v.type()), Type.BOOL), c.span(), false));
            int no = fb.newBlock("case-test");
            fb.branch(eq, cases.get(c), no, c.span());
            fb.setBlock(no);
        }
        fb.jump(fallback, sw.span());
        fb.setBlock(fb.newBlock("switch-body"));
        breaks.push(exit);
        statement(sw.body());
        breaks.pop();
        if (!fb.isTerminated()) fb.jump(exit, sw.span());
        fb.setBlock(exit);
    }

    private void initialize(Variable v, TypedInitializer init) {
        if (!inMemory.contains(v)) {
            fb.emit(new Instr.Assign(locals.get(v), new Rvalue.Use(value(((TypedInitializer.Scalar) init).value())), init.span(), false));
            return;
        }
        Local base = addresses.get(v);
        zero(base, Types.sizeOf(v.type()), init.span());
        new LocalInitializer(base).write(init, 0);
    }

    /** Zero-fills {@code size} bytes at {@code base} (8 bytes at a time). */
    private void zero(Operand base, long size, Span span) {
        long off = 0;
        for (; off + 8 <= size; off += 8) fb.emit(new Instr.MemStore(offset(base, off, span), constant(BigInteger.ZERO, I64), I64, span, false));
        for (; off < size; off++) fb.emit(new Instr.MemStore(offset(base, off, span), constant(BigInteger.ZERO, U8), U8, span, false));
    }

    /**
     * Writes an initializer into an automatic object in memory at {@code base} (already zero-filled): the
     * visitors' parameter is the byte offset of the subobject initialized.
     */
    private final class LocalInitializer extends InitializerWrite {
        private final Operand base;

        LocalInitializer(Operand base) { this.base = base; }

        @Override public Void visitString(TypedInitializer.StringInit s, Long off) {
            for (int i = 0; i < s.bytes().length(); i++) {
                fb.emit(new Instr.MemStore(offset(base, off + i, s.span()), constant(BigInteger.valueOf(s.bytes().charAt(i) & 0xff), U8), U8, s.span(), false));
            }
            return null;
        }

        @Override public Void visitScalar(TypedInitializer.Scalar s, Long off) {
            TypedExpr e = s.value();
            if (isScalar(e.type())) {
                fb.emit(new Instr.MemStore(offset(base, off, e.span()), value(e), irType(e.type()), e.span(), false));
            } else {
                copy(offset(base, off, e.span()), address(e), e.type(), e.span());
            }
            return null;
        }

        @Override void bitField(TypedInitializer.Scalar s, long window, StructType.Field field) {
            storeBitField(new InBitField(offset(base, window, s.span()), field), value(s.value()), s.span());
        }
    }

    /**
     * Copies an aggregate (a struct assignment, argument or result). Under --ints=math a struct of at most
     * {@value #TYPED_COPY_LIMIT} scalars is copied member by member, so the exact integers kept beside
     * memory travel with it; otherwise the bytes are copied, 8 at a time.
     */
    private void copy(Operand to, Operand from, CType type, Span span) {
        if (ints == IntSemantics.MATH && scalars(type) >= 0) copyTyped(to, from, type, 0, span);
        else copyBytes(to, from, Types.sizeOf(type), span);
    }

    private static final int TYPED_COPY_LIMIT = 256;

    /** The number of scalars in {@code t}, or -1 when it holds a union or more than the limit. */
    private int scalars(CType t) {
        CType u = t.unqualified();
        if (isScalar(u)) return 1;
        if (u instanceof effigy.lang.c.types.ArrayType a && a.length().isPresent()) {
            int each = scalars(a.element());
            long total = each < 0 ? -1 : each * a.length().getAsLong();
            return total < 0 || total > TYPED_COPY_LIMIT ? -1 : (int) total;
        }
        if (u instanceof effigy.lang.c.types.StructType st && !st.isUnion() && !st.hasBitFields()) {
            int total = 0;
            for (effigy.lang.c.types.StructType.Field field : st.fields()) {
                int each = scalars(field.type());
                if (each < 0 || (total += each) > TYPED_COPY_LIMIT) return -1;
            }
            return total;
        }
        return -1;
    }

    private void copyTyped(Operand to, Operand from, CType t, long off, Span span) {
        CType u = t.unqualified();
        if (isScalar(u)) {
            Type it = irType(u);
            Local tmp = fb.temp(it, span);
            fb.emit(new Instr.Assign(tmp, new Rvalue.Load(offset(from, off, span), it), span, false));
            fb.emit(new Instr.MemStore(offset(to, off, span), tmp, it, span, false));
        } else if (u instanceof effigy.lang.c.types.ArrayType a) {
            long size = Types.sizeOf(a.element());
            for (long i = 0; i < a.length().getAsLong(); i++) copyTyped(to, from, a.element(), off + i * size, span);
        } else {
            for (effigy.lang.c.types.StructType.Field field : ((effigy.lang.c.types.StructType) u).fields()) {
                copyTyped(to, from, field.type(), off + field.offset(), span);
            }
        }
    }

    /** Copies {@code size} bytes, 8 at a time. */
    private void copyBytes(Operand to, Operand from, long size, Span span) {
        long off = 0;
        for (; off < size; ) {
            Type t = size - off >= 8 ? I64 : U8;
            long n = size - off >= 8 ? 8 : 1;
            Local tmp = fb.temp(t, span);
            fb.emit(new Instr.Assign(tmp, new Rvalue.Load(offset(from, off, span), t), span, false));
            fb.emit(new Instr.MemStore(offset(to, off, span), tmp, t, span, false));
            off += n;
        }
    }

    // -------------------------------------------------------------- expressions

    private Operand constant(BigInteger v, Type t) {
        if (t instanceof Type.IntType) return Operand.Const.of(v, t);
        int w = t instanceof Type.BvType bv ? bv.width() : t instanceof Type.FloatType ft ? ft.width() : 64;
        return Operand.Const.of(v.and(BigInteger.ONE.shiftLeft(w).subtract(BigInteger.ONE)), t);
    }

    private Operand offset(Operand base, long off, Span span) {
        if (off == 0) return base;
        return temp(new Rvalue.Binary(Rvalue.BinOp.ADD, base, constant(BigInteger.valueOf(off), I64), PTR), span);
    }

    /**
     * A byte offset for pointer arithmetic: 64 bits (addresses are 64-bit in both data models), converted from a
     * mathematical integer under --ints=math, or widened (by its signedness) from a narrower integer: under
     * ILP32 the offset arrives as a 32-bit ptrdiff_t or size_t.
     */
    private Operand bits64(Operand o, Span span) {
        if (o.type() instanceof Type.IntType || o.type() instanceof Type.BvType bv && bv.width() < 64) return temp(new Rvalue.Cast(o, I64), span);
        return o;
    }

    private Local temp(Rvalue r, Span span) {
        Local t = fb.temp(r.type(), span);
        fb.emit(new Instr.Assign(t, r, span, false));
        return t;
    }

    // ---------------------------------------------------------------- dispatch on the use of an expression

    /** Evaluates for side effects only. */
    private void effect(TypedExpr e) { e.accept(effectLowering, null); }

    /** The value of an rvalue (null for a void expression lowered as a value, as a cast to void). */
    private Operand value(TypedExpr e) { return e.accept(valueLowering, null); }

    /** The place an lvalue designates. */
    private Place place(TypedExpr e) { return e.accept(placeLowering, null); }

    /** The address of an lvalue (which must live in memory), or of an aggregate-valued expression. */
    private Operand address(TypedExpr e) { return e.accept(addressLowering, null); }

    /** Branches on a scalar condition (tested against zero). */
    private void branch(TypedExpr cond, int ifTrue, int ifFalse) {
        Operand v = value(cond);
        Operand b = v.type() instanceof Type.BoolType ? v : temp(new Rvalue.Cast(v, Type.BOOL), cond.span());
        fb.branch(b, ifTrue, ifFalse, cond.span());
    }

    /**
     * An expression evaluated for its side effects only. Void expressions are lowered by kind (a call, a
     * comma, a conditional, a cast to void, a statement expression); any other expression is lowered for its
     * address when it is an aggregate, else for its value.
     */
    private final class EffectLowering implements TypedExpr.Visitor<Void, Void> {
        /** An expression whose value is computed and discarded. */
        private Void discard(TypedExpr e) {
            if (e.type().isVoid()) throw new IllegalStateException("void expression " + e.getClass().getSimpleName());
            if (!isScalar(e.type())) address(e);
            else value(e);
            return null;
        }

        @Override public Void visitCast(TypedExpr.Cast c, Void p) {
            if (c.kind() == TypedExpr.Cast.Kind.TO_VOID || c.type().isVoid()) {
                effect(c.operand());
                return null;
            }
            return discard(c);
        }

        @Override public Void visitStatementExpr(TypedExpr.StatementExpr se, Void p) {
            statement(se.body());
            fb.ensureOpen();
            se.result().ifPresent(FunctionLowering.this::effect);
            return null;
        }

        @Override public Void visitCall(TypedExpr.Call c, Void p) {
            if (c.type().isVoid()) call(c);
            else if (!isScalar(c.type())) address(c);
            // a call whose value is discarded has no result local: falling off the end of a non-void
            // function is undefined only if the caller uses the value (C99 6.9.1p12), and the engines
            // report no-return-value exactly when a call with a result returns no value
            // a discarded call of an input function (one with no body, or __VERIFIER_nondet_*) keeps its
            // result: the input it reads is recorded, so a test harness's replacement returns the recorded
            // values in the order the program calls it
            else call(c, readsInput(c));
            return null;
        }

        @Override public Void visitComma(TypedExpr.Comma c, Void p) {
            if (!c.type().isVoid()) return discard(c);
            effect(c.left());
            effect(c.right());
            return null;
        }

        @Override public Void visitConditional(TypedExpr.Conditional c, Void p) {
            if (!c.type().isVoid()) return discard(c);
            conditional(c);
            return null;
        }

        @Override public Void visitIntConstant(TypedExpr.IntConstant e, Void p) { return discard(e); }
        @Override public Void visitFloatConstant(TypedExpr.FloatConstant e, Void p) { return discard(e); }
        @Override public Void visitVariableRef(TypedExpr.VariableRef e, Void p) { return discard(e); }
        @Override public Void visitFunctionRef(TypedExpr.FunctionRef e, Void p) { return discard(e); }
        @Override public Void visitLoad(TypedExpr.Load e, Void p) { return discard(e); }
        @Override public Void visitUnary(TypedExpr.Unary e, Void p) { return discard(e); }
        @Override public Void visitBinary(TypedExpr.Binary e, Void p) { return discard(e); }
        @Override public Void visitLogical(TypedExpr.Logical e, Void p) { return discard(e); }
        @Override public Void visitPointerArithmetic(TypedExpr.PointerArithmetic e, Void p) { return discard(e); }
        @Override public Void visitPointerDifference(TypedExpr.PointerDifference e, Void p) { return discard(e); }
        @Override public Void visitDeref(TypedExpr.Deref e, Void p) { return discard(e); }
        @Override public Void visitAddressOf(TypedExpr.AddressOf e, Void p) { return discard(e); }
        @Override public Void visitMember(TypedExpr.Member e, Void p) { return discard(e); }
        @Override public Void visitAssign(TypedExpr.Assign e, Void p) { return discard(e); }
        @Override public Void visitUpdate(TypedExpr.Update e, Void p) { return discard(e); }
        @Override public Void visitOldValue(TypedExpr.OldValue e, Void p) { return discard(e); }
        @Override public Void visitVlaSize(TypedExpr.VlaSize e, Void p) { return discard(e); }
    }

    /** The place an lvalue designates: an IR local for a register variable, else memory at an address. */
    private final class PlaceLowering implements TypedExpr.Visitor<Place, Void> {
        @Override public Place visitVariableRef(TypedExpr.VariableRef r, Void p) {
            Variable v = r.variable();
            if (v.hasStaticStorage()) {
                return new InMemory(temp(new Rvalue.AddressOf(lowering.definedGlobalName(v, r.span()), false, PTR), r.span()), v.type());
            }
            if (inMemory.contains(v)) return new InMemory(addresses.get(v), v.type());
            return new InLocal(locals.get(v));
        }

        @Override public Place visitDeref(TypedExpr.Deref d, Void p) { return new InMemory(value(d.pointer()), d.type()); }

        @Override public Place visitMember(TypedExpr.Member m, Void p) {
            Operand base = address(m.base());
            if (m.field().isBitField()) return new InBitField(offset(base, m.field().offset(), m.span()), m.field());
            return new InMemory(offset(base, m.field().offset(), m.span()), m.type());
        }

        private Place notAnObject(TypedExpr e) { throw DiagnosticException.at(e.span(), "this expression does not designate an object"); }

        @Override public Place visitIntConstant(TypedExpr.IntConstant e, Void p) { return notAnObject(e); }
        @Override public Place visitFloatConstant(TypedExpr.FloatConstant e, Void p) { return notAnObject(e); }
        @Override public Place visitFunctionRef(TypedExpr.FunctionRef e, Void p) { return notAnObject(e); }
        @Override public Place visitLoad(TypedExpr.Load e, Void p) { return notAnObject(e); }
        @Override public Place visitCast(TypedExpr.Cast e, Void p) { return notAnObject(e); }
        @Override public Place visitUnary(TypedExpr.Unary e, Void p) { return notAnObject(e); }
        @Override public Place visitBinary(TypedExpr.Binary e, Void p) { return notAnObject(e); }
        @Override public Place visitLogical(TypedExpr.Logical e, Void p) { return notAnObject(e); }
        @Override public Place visitPointerArithmetic(TypedExpr.PointerArithmetic e, Void p) { return notAnObject(e); }
        @Override public Place visitPointerDifference(TypedExpr.PointerDifference e, Void p) { return notAnObject(e); }
        @Override public Place visitAddressOf(TypedExpr.AddressOf e, Void p) { return notAnObject(e); }
        @Override public Place visitAssign(TypedExpr.Assign e, Void p) { return notAnObject(e); }
        @Override public Place visitUpdate(TypedExpr.Update e, Void p) { return notAnObject(e); }
        @Override public Place visitOldValue(TypedExpr.OldValue e, Void p) { return notAnObject(e); }
        @Override public Place visitConditional(TypedExpr.Conditional e, Void p) { return notAnObject(e); }
        @Override public Place visitComma(TypedExpr.Comma e, Void p) { return notAnObject(e); }
        @Override public Place visitCall(TypedExpr.Call e, Void p) { return notAnObject(e); }
        @Override public Place visitVlaSize(TypedExpr.VlaSize e, Void p) { return notAnObject(e); }
        @Override public Place visitStatementExpr(TypedExpr.StatementExpr e, Void p) { return notAnObject(e); }
    }

    /**
     * The address of an lvalue (which must live in memory), or of an aggregate-valued expression: the object an
     * aggregate assignment, call, {@code ?:}, comma or statement expression yields.
     */
    private final class AddressLowering implements TypedExpr.Visitor<Operand, Void> {
        /** The address of the object an lvalue designates. */
        private Operand ofPlace(TypedExpr e) {
            Place p = place(e);
            if (p instanceof InMemory m) return m.address();
            if (p instanceof InBitField) throw new IllegalStateException("address of a bit-field " + e);
            throw new IllegalStateException("address of a register variable " + e);
        }

        @Override public Operand visitAssign(TypedExpr.Assign a, Void p) {
            if (isScalar(a.type())) return ofPlace(a);
            Operand to = address(a.target());
            copy(to, address(a.value()), a.type(), a.span());
            return to;
        }

        @Override public Operand visitLoad(TypedExpr.Load l, Void p) { return address(l.lvalue()); }

        @Override public Operand visitCall(TypedExpr.Call c, Void p) { return call(c); }

        @Override public Operand visitConditional(TypedExpr.Conditional c, Void p) {
            // an aggregate ?: yields the address of the chosen object
            Local result = fb.var("%cond" + fb.locals().size(), PTR, c.span());
            int then = fb.newBlock("then"), otherwise = fb.newBlock("else"), done = fb.newBlock("cond-done");
            branch(c.condition(), then, otherwise);
            fb.setBlock(then);
            fb.emit(new Instr.Assign(result, new Rvalue.Use(address(c.then())), c.span(), false));
            fb.jump(done, c.span());
            fb.setBlock(otherwise);
            fb.emit(new Instr.Assign(result, new Rvalue.Use(address(c.otherwise())), c.span(), false));
            fb.jump(done, c.span());
            fb.setBlock(done);
            return result;
        }

        @Override public Operand visitComma(TypedExpr.Comma c, Void p) {
            effect(c.left());
            return address(c.right());
        }

        @Override public Operand visitStatementExpr(TypedExpr.StatementExpr se, Void p) {
            statement(se.body());
            fb.ensureOpen();
            return address(se.result().orElseThrow());
        }

        @Override public Operand visitIntConstant(TypedExpr.IntConstant e, Void p) { return ofPlace(e); }
        @Override public Operand visitFloatConstant(TypedExpr.FloatConstant e, Void p) { return ofPlace(e); }
        @Override public Operand visitVariableRef(TypedExpr.VariableRef e, Void p) { return ofPlace(e); }
        @Override public Operand visitFunctionRef(TypedExpr.FunctionRef e, Void p) { return ofPlace(e); }
        @Override public Operand visitCast(TypedExpr.Cast e, Void p) { return ofPlace(e); }
        @Override public Operand visitUnary(TypedExpr.Unary e, Void p) { return ofPlace(e); }
        @Override public Operand visitBinary(TypedExpr.Binary e, Void p) { return ofPlace(e); }
        @Override public Operand visitLogical(TypedExpr.Logical e, Void p) { return ofPlace(e); }
        @Override public Operand visitPointerArithmetic(TypedExpr.PointerArithmetic e, Void p) { return ofPlace(e); }
        @Override public Operand visitPointerDifference(TypedExpr.PointerDifference e, Void p) { return ofPlace(e); }
        @Override public Operand visitDeref(TypedExpr.Deref e, Void p) { return ofPlace(e); }
        @Override public Operand visitAddressOf(TypedExpr.AddressOf e, Void p) { return ofPlace(e); }
        @Override public Operand visitMember(TypedExpr.Member e, Void p) { return ofPlace(e); }
        @Override public Operand visitUpdate(TypedExpr.Update e, Void p) { return ofPlace(e); }
        @Override public Operand visitOldValue(TypedExpr.OldValue e, Void p) { return ofPlace(e); }
        @Override public Operand visitVlaSize(TypedExpr.VlaSize e, Void p) { return ofPlace(e); }
    }

    /** The value of an rvalue. */
    private final class ValueLowering implements TypedExpr.Visitor<Operand, Void> {
        @Override public Operand visitIntConstant(TypedExpr.IntConstant c, Void p) { return constant(c.value(), irType(c.type())); }

        @Override public Operand visitFloatConstant(TypedExpr.FloatConstant c, Void p) {
            Type t = irType(c.type());
            return constant(new BigInteger(Long.toUnsignedString(c.bits())), t);
        }

        @Override public Operand visitLoad(TypedExpr.Load l, Void p) {
            Place place = place(l.lvalue());
            if (place instanceof InLocal in) return in.local();
            if (place instanceof InBitField b) return readBitField(b, l.span());
            InMemory m = (InMemory) place;
            return temp(new Rvalue.Load(m.address(), irType(l.type())), l.span());
        }

        @Override public Operand visitCast(TypedExpr.Cast c, Void p) { return cast(c); }

        @Override public Operand visitUnary(TypedExpr.Unary u, Void p) {
            Span span = u.span();
            Operand x = value(u.operand());
            Type t = irType(u.type());
            return switch (u.op()) {
                case NEGATE -> temp(new Rvalue.Unary(Rvalue.UnOp.NEG, x, t), span);
                case COMPLEMENT -> temp(new Rvalue.Unary(Rvalue.UnOp.BNOT, x, t), span);
                case NOT -> {
                    Local z = temp(new Rvalue.Binary(Rvalue.BinOp.EQ, x, constant(BigInteger.ZERO, x.type()), Type.BOOL), span);
                    yield temp(new Rvalue.Cast(z, t), span);
                }
            };
        }

        @Override public Operand visitBinary(TypedExpr.Binary b, Void p) { return binary(b); }

        @Override public Operand visitLogical(TypedExpr.Logical l, Void p) { return logical(l); }

        @Override public Operand visitPointerArithmetic(TypedExpr.PointerArithmetic a, Void p) {
            Span span = a.span();
            Operand ptr = value(a.pointer()), off = bits64(value(a.offset()), span);
            Operand bytes = a.elementSize() == 1 ? off : temp(new Rvalue.Binary(Rvalue.BinOp.MUL, off, constant(BigInteger.valueOf(a.elementSize()), I64), I64), span);
            return temp(new Rvalue.Binary(a.subtract() ? Rvalue.BinOp.SUB : Rvalue.BinOp.ADD, ptr, bytes, PTR), span);
        }

        @Override public Operand visitVlaSize(TypedExpr.VlaSize v, Void p) { return vlaSize(v); }

        @Override public Operand visitPointerDifference(TypedExpr.PointerDifference d, Void p) {
            Span span = d.span();
            Operand diff = temp(new Rvalue.Binary(Rvalue.BinOp.SUB, value(d.left()), value(d.right()), I64), span);
            Operand elements = d.elementSize() == 1 ? diff : temp(new Rvalue.Binary(Rvalue.BinOp.DIV, diff, constant(BigInteger.valueOf(d.elementSize()), I64), I64), span);
            Type t = irType(d.type());
            return t.equals(I64) ? elements : temp(new Rvalue.Cast(elements, t), span);
        }

        @Override public Operand visitAddressOf(TypedExpr.AddressOf a, Void p) {
            if (a.operand() instanceof TypedExpr.FunctionRef f) return temp(new Rvalue.AddressOf(functionName(f.function()), true, PTR), a.span());
            return address(a.operand());
        }

        @Override public Operand visitAssign(TypedExpr.Assign a, Void p) {
            Place place = place(a.target());
            Operand v = value(a.value());
            return store(place, v, a.span());
        }

        @Override public Operand visitUpdate(TypedExpr.Update u, Void p) { return update(u); }

        @Override public Operand visitOldValue(TypedExpr.OldValue o, Void p) { return oldValues.peek(); }

        @Override public Operand visitConditional(TypedExpr.Conditional c, Void p) { return conditional(c); }

        @Override public Operand visitComma(TypedExpr.Comma c, Void p) {
            effect(c.left());
            return value(c.right());
        }

        @Override public Operand visitStatementExpr(TypedExpr.StatementExpr se, Void p) {
            // the block's statements, then the value of its last expression statement
            statement(se.body());
            fb.ensureOpen();
            return value(se.result().orElseThrow(() -> DiagnosticException.at(se.span(), "the value of a void statement expression is used")));
        }

        @Override public Operand visitCall(TypedExpr.Call c, Void p) {
            Local r = call(c);
            if (r == null) throw DiagnosticException.at(c.span(), "the value of a void call is used");
            return r;
        }

        /** An lvalue or function designator, which the analysis always converts before its value is used. */
        private Operand notAValue(TypedExpr e) { throw DiagnosticException.at(e.span(), "this expression cannot be used as a value here"); }

        @Override public Operand visitVariableRef(TypedExpr.VariableRef e, Void p) { return notAValue(e); }
        @Override public Operand visitFunctionRef(TypedExpr.FunctionRef e, Void p) { return notAValue(e); }
        @Override public Operand visitDeref(TypedExpr.Deref e, Void p) { return notAValue(e); }
        @Override public Operand visitMember(TypedExpr.Member e, Void p) { return notAValue(e); }
    }

    /** Stores {@code v} in the place; returns the value the place then holds ({@code v}, or a bit-field's bits of it). */
    private Operand store(Place p, Operand v, Span span) {
        if (p instanceof InLocal in) fb.emit(new Instr.Assign(in.local(), new Rvalue.Use(v), span, false));
        else if (p instanceof InBitField b) return storeBitField(b, v, span);
        else {
            InMemory m = (InMemory) p;
            fb.emit(new Instr.MemStore(m.address(), v, irType(m.type()), span, false));
        }
        return v;
    }

    // ---------------------------------------------------------------- bit-fields

    /**
     * A bit-field's value: its window read as an unsigned integer, the field's bits shifted down and masked, then
     * sign- or zero-extended to its declared type ({@link #bitFieldValue}).
     */
    private Operand readBitField(InBitField b, Span span) {
        StructType.Field f = b.field();
        Type wt = integer(8 * f.windowSize(), false);
        Local window = temp(new Rvalue.Load(b.window(), wt), span);
        return bitFieldValue(fieldBits(window, f, span), f, span);
    }

    /** The field's bits of a window value (of the window's unsigned type): {@code (window >> bitOffset) & (2^width - 1)}. */
    private Operand fieldBits(Operand window, StructType.Field f, Span span) {
        Type wt = window.type();
        Operand bits = window;
        if (f.bitOffset() > 0) bits = temp(new Rvalue.Binary(Rvalue.BinOp.SHR, bits, constant(BigInteger.valueOf(f.bitOffset()), wt), wt), span);
        if (f.bitOffset() + f.bitWidth() < 8 * f.windowSize()) bits = temp(new Rvalue.Binary(Rvalue.BinOp.BAND, bits, constant(lowBits(f.bitWidth()), wt), wt), span);
        return bits;
    }

    private static BigInteger lowBits(int n) { return BigInteger.ONE.shiftLeft(n).subtract(BigInteger.ONE); }

    /**
     * The value of a bit-field whose bits are {@code bits} (an unsigned value below 2^width, of the window's type or
     * narrower), in the field's declared type: zero-extended, or for a field read signed, sign-extended as
     * {@code v - ((v >> (width - 1)) << width)}, computed in the declared width's unsigned type (so no signed
     * operation can overflow; under {@code --ints=math}, where a field always holds its bits as a number below
     * 2^width, the subtraction is exact in the declared type, also for a field as wide as its type).
     */
    private Operand bitFieldValue(Operand bits, StructType.Field f, Span span) {
        Type dt = irType(f.type());
        int dw = 8 * (int) Types.sizeOf(f.type());
        int w = f.bitWidth();
        if (!f.signedBits() || w == dw && ints != IntSemantics.MATH) return convert(bits, dt, span);
        Type ut = integer(dw, false);
        Operand v = convert(bits, ut, span);
        Operand high = temp(new Rvalue.Binary(Rvalue.BinOp.SHR, v, constant(BigInteger.valueOf(w - 1), ut), ut), span);
        if (ints == IntSemantics.MATH) {
            // high * 2^width rather than high << width: a field as wide as its type shifts by the whole width
            Operand sign = temp(new Rvalue.Binary(Rvalue.BinOp.MUL, high, constant(BigInteger.ONE.shiftLeft(w), ut), ut), span);
            return temp(new Rvalue.Binary(Rvalue.BinOp.SUB, convert(v, dt, span), convert(sign, dt, span), dt), span);
        }
        Operand sign = temp(new Rvalue.Binary(Rvalue.BinOp.SHL, high, constant(BigInteger.valueOf(w), ut), ut), span);
        return convert(temp(new Rvalue.Binary(Rvalue.BinOp.SUB, v, sign, ut), span), dt, span);
    }

    private Operand convert(Operand x, Type to, Span span) {
        return x.type().equals(to) ? x : temp(new Rvalue.Cast(x, to), span);
    }

    /**
     * Stores {@code v} (of the field's declared type) in a bit-field: its low {@code width} bits replace the field's
     * bits of the window, the window's other bits unchanged (a read-modify-write of the window: with bit-vectors
     * {@code (window & ~(mask << offset)) | (bits << offset)}, with {@code --ints=math} the same in arithmetic,
     * {@code window - (old << offset) + (bits << offset)}). Returns the value the field then holds (C's value of
     * the assignment: {@code v} truncated to the field, sign- or zero-extended again).
     */
    private Operand storeBitField(InBitField b, Operand v, Span span) {
        StructType.Field f = b.field();
        int ww = 8 * f.windowSize();
        int w = f.bitWidth();
        Type wt = integer(ww, false);
        Operand bits = v;
        if (ints != IntSemantics.MATH) bits = convert(bits, integer(8 * (int) Types.sizeOf(f.type()), false), span);
        bits = convert(bits, wt, span);
        if (w < ww || ints == IntSemantics.MATH) bits = temp(new Rvalue.Binary(Rvalue.BinOp.BAND, bits, constant(lowBits(w), wt), wt), span);
        Operand stored = bitFieldValue(bits, f, span);
        if (w == ww) {
            fb.emit(new Instr.MemStore(b.window(), bits, wt, span, false));
            return stored;
        }
        Local old = temp(new Rvalue.Load(b.window(), wt), span);
        Operand offset = constant(BigInteger.valueOf(f.bitOffset()), wt);
        Operand shifted = f.bitOffset() == 0 ? bits : temp(new Rvalue.Binary(Rvalue.BinOp.SHL, bits, offset, wt), span);
        Operand updated;
        if (ints == IntSemantics.MATH) {
            Operand was = fieldBits(old, f, span);
            if (f.bitOffset() > 0) was = temp(new Rvalue.Binary(Rvalue.BinOp.SHL, was, offset, wt), span);
            Operand cleared = temp(new Rvalue.Binary(Rvalue.BinOp.SUB, old, was, wt), span);
            updated = temp(new Rvalue.Binary(Rvalue.BinOp.ADD, cleared, shifted, wt), span);
        } else {
            BigInteger keep = lowBits(ww).xor(lowBits(w).shiftLeft(f.bitOffset()));
            Operand cleared = temp(new Rvalue.Binary(Rvalue.BinOp.BAND, old, constant(keep, wt), wt), span);
            updated = temp(new Rvalue.Binary(Rvalue.BinOp.BOR, cleared, shifted, wt), span);
        }
        fb.emit(new Instr.MemStore(b.window(), updated, wt, span, false));
        return stored;
    }

    private Operand cast(TypedExpr.Cast c) {
        Span span = c.span();
        switch (c.kind()) {
            case ARRAY_TO_POINTER: return address(c.operand());
            case FUNCTION_TO_POINTER:
                if (c.operand() instanceof TypedExpr.FunctionRef f) return temp(new Rvalue.AddressOf(functionName(f.function()), true, PTR), span);
                if (c.operand() instanceof TypedExpr.Deref d) return value(d.pointer()); // (*fp)(...): the pointer itself
                return value(c.operand());
            case TO_VOID:
                effect(c.operand());
                return null;
            case TO_BOOL: {
                Operand x = value(c.operand());
                Local b = temp(new Rvalue.Binary(Rvalue.BinOp.NE, x, constant(BigInteger.ZERO, x.type()), Type.BOOL), span);
                return temp(new Rvalue.Cast(b, integer(8, false)), span);
            }
            default: {
                Operand x = value(c.operand());
                Type to = irType(c.type());
                if (x.type().equals(to)) return x;
                if (Types.pointerSize() == 4) {
                    // gcc -m32: an integer becomes a 32-bit pointer by conversion to 32 bits (kept zero-extended
                    // in the IR's 64-bit address); a pointer becomes a wider integer by sign extension of its 32 bits
                    if (c.kind() == TypedExpr.Cast.Kind.INTEGER_TO_POINTER) {
                        Type u32 = Type.bv(32, false);
                        if (!x.type().equals(u32)) x = temp(new Rvalue.Cast(x, u32), span);
                    } else if (c.kind() == TypedExpr.Cast.Kind.POINTER_TO_INTEGER && Types.sizeOf(c.type()) > 4) {
                        x = temp(new Rvalue.Cast(x, Type.bv(32, true)), span);
                        if (x.type().equals(to)) return x;
                    }
                }
                return temp(new Rvalue.Cast(x, to), span);
            }
        }
    }

    private Operand binary(TypedExpr.Binary b) {
        Operand l = value(b.left()), r = value(b.right());
        Span span = b.span();
        Rvalue.BinOp op = switch (b.op()) {
            case MUL -> Rvalue.BinOp.MUL; case DIV -> Rvalue.BinOp.DIV; case REM -> Rvalue.BinOp.REM;
            case ADD -> Rvalue.BinOp.ADD; case SUB -> Rvalue.BinOp.SUB; case SHL -> Rvalue.BinOp.SHL; case SHR -> Rvalue.BinOp.SHR;
            case BIT_AND -> Rvalue.BinOp.BAND; case BIT_XOR -> Rvalue.BinOp.BXOR; case BIT_OR -> Rvalue.BinOp.BOR;
            case LT -> Rvalue.BinOp.LT; case GT -> Rvalue.BinOp.GT; case LE -> Rvalue.BinOp.LE; case GE -> Rvalue.BinOp.GE;
            case EQ -> Rvalue.BinOp.EQ; case NE -> Rvalue.BinOp.NE;
        };
        if (b.op().isComparison()) {
            Local t = temp(new Rvalue.Binary(op, l, r, Type.BOOL), span);
            return temp(new Rvalue.Cast(t, irType(b.type())), span);
        }
        return temp(new Rvalue.Binary(op, l, r, irType(b.type())), span);
    }

    /** {@code &&}, {@code ||}: the right operand only when the left does not decide. */
    private Operand logical(TypedExpr.Logical l) {
        Type int32 = integer(32, true);
        Local result = fb.var("%logic" + fb.locals().size(), int32, l.span());
        int right = fb.newBlock("rhs"), done = fb.newBlock("logic-done"), shortCut = fb.newBlock("short");
        boolean and = l.op() == TypedExpr.Logical.Op.AND;
        branch(l.left(), and ? right : shortCut, and ? shortCut : right);
        fb.setBlock(shortCut);
        fb.emit(new Instr.Assign(result, new Rvalue.Use(constant(and ? BigInteger.ZERO : BigInteger.ONE, int32)), l.span(), false));
        fb.jump(done, l.span());
        fb.setBlock(right);
        Operand r = value(l.right());
        Local rb = temp(new Rvalue.Binary(Rvalue.BinOp.NE, r, constant(BigInteger.ZERO, r.type()), Type.BOOL), l.span());
        fb.emit(new Instr.Assign(result, new Rvalue.Cast(rb, int32), l.span(), false));
        fb.jump(done, l.span());
        fb.setBlock(done);
        return result;
    }

    private Operand conditional(TypedExpr.Conditional c) {
        boolean isVoid = c.type().isVoid();
        Local result = isVoid ? null : fb.var("%cond" + fb.locals().size(), irType(c.type()), c.span());
        int then = fb.newBlock("then"), otherwise = fb.newBlock("else"), done = fb.newBlock("cond-done");
        branch(c.condition(), then, otherwise);
        fb.setBlock(then);
        if (isVoid) effect(c.then()); else fb.emit(new Instr.Assign(result, new Rvalue.Use(value(c.then())), c.span(), false));
        fb.jump(done, c.span());
        fb.setBlock(otherwise);
        if (isVoid) effect(c.otherwise()); else fb.emit(new Instr.Assign(result, new Rvalue.Use(value(c.otherwise())), c.span(), false));
        fb.jump(done, c.span());
        fb.setBlock(done);
        return result;
    }

    private Operand update(TypedExpr.Update u) {
        Place p = place(u.target());
        Operand old;
        if (p instanceof InLocal in) {
            old = temp(new Rvalue.Use(in.local()), u.span());
        } else if (p instanceof InBitField b) {
            old = readBitField(b, u.span());
        } else {
            InMemory m = (InMemory) p;
            old = temp(new Rvalue.Load(m.address(), irType(m.type())), u.span());
        }
        oldValues.push(old);
        Operand next = value(u.newValue());
        oldValues.pop();
        Operand stored = store(p, next, u.span());
        return u.yieldsOldValue() ? old : stored;
    }

    /** Whether the call's result is an input: the callee has no body (nor a model), or is {@code __VERIFIER_nondet_*}. */
    private boolean readsInput(TypedExpr.Call c) {
        Optional<effigy.lang.c.sema.Function> direct = c.directCallee();
        if (direct.isEmpty() || lowering.definedFunctions.contains(direct.get().name())) return false;
        String name = direct.get().name();
        return name.startsWith("__VERIFIER_nondet_") || !effigy.ir.ModelledFunctions.isModelled(name);
    }

    /**
     * A call; returns the local holding the result (for an aggregate result, the address of the object
     * made for it), or null for a void call.
     */
    private Local call(TypedExpr.Call c) { return call(c, true); }

    /** A call; {@code used} false for a call whose scalar value is discarded (no result local, returns null). */
    private Local call(TypedExpr.Call c, boolean used) {
        FunctionType ft = c.functionType();
        CType ret = ft.returnType().unqualified();
        boolean aggregate = !ret.isVoid() && !isScalar(ret);
        Local result = !used || ret.isVoid() || aggregate ? null : fb.temp(irType(ret), c.span());
        List<Operand> args = new ArrayList<>();
        Local resultObject = null;
        if (aggregate) {
            resultObject = fb.temp(PTR, c.span());
            fb.emit(new Instr.Alloca(resultObject, Math.max(1, Types.sizeOf(ret)), (int) Types.alignOf(ret), "result of call", c.span(), false));
            args.add(resultObject);
        }
        for (TypedExpr a : c.arguments()) args.add(isScalar(a.type()) ? value(a) : address(a));
        Optional<effigy.lang.c.sema.Function> direct = c.directCallee();
        if (ft.variadic() && (direct.isEmpty() || lowering.variadicDefined.contains(functionName(direct.get())))) {
            variableArgumentArea(c, args, aggregate ? 1 : 0);
        }
        if (direct.isPresent()) {
            List<Instr.Arg> byValue = new ArrayList<>();
            for (Operand a : args) byValue.add(new Instr.ByValue(a));
            fb.emit(new Instr.Call(result, functionName(direct.get()), byValue, c.span(), false));
        } else {
            fb.emit(new Instr.CallIndirect(result, value(c.callee()), args, c.span(), false));
        }
        return aggregate ? resultObject : result;
    }

    /**
     * A call of a function with {@code ...} that the program defines (or of any function through a pointer
     * to such a type: only functions with a body can be called through pointers): the arguments after the
     * named ones, already default-promoted, go to a new stack object, one 8-byte slot each, and its address
     * replaces them in {@code args} (which starts with {@code skip} hidden arguments). Without variable
     * arguments the object is 1 byte, so that any {@code va_arg} reads out of its bounds.
     */
    private void variableArgumentArea(TypedExpr.Call c, List<Operand> args, int skip) {
        int named = c.functionType().parameters().size();
        List<TypedExpr> extra = c.arguments().subList(named, c.arguments().size());
        long slot = FunctionDefinition.VARIABLE_ARGUMENT_SLOT;
        Local area = fb.temp(PTR, c.span());
        fb.emit(new Instr.Alloca(area, extra.isEmpty() ? 1 : slot * extra.size(), (int) slot, "variable arguments", c.span(), false));
        for (int i = 0; i < extra.size(); i++) {
            TypedExpr a = extra.get(i);
            if (!isScalar(a.type())) {
                throw DiagnosticException.at(a.span(), "passing a struct or union through '...' to a function with a body is not supported");
            }
            fb.emit(new Instr.MemStore(offset(area, slot * i, a.span()), args.get(skip + named + i), irType(a.type()), a.span(), false));
        }
        args.subList(skip + named, args.size()).clear();
        args.add(area);
    }
}
