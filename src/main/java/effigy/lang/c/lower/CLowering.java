package effigy.lang.c.lower;

import effigy.ir.FunctionBuilder;
import effigy.ir.Global;
import effigy.ir.Instr;
import effigy.ir.Local;
import effigy.ir.Operand;
import effigy.ir.Rvalue;
import effigy.ir.Type;
import effigy.lang.c.sema.CProgram;
import effigy.lang.c.sema.FunctionDefinition;
import effigy.lang.c.sema.Label;
import effigy.lang.c.sema.ObjectDefinition;
import effigy.lang.c.sema.SwitchCase;
import effigy.lang.c.sema.TypedExpr;
import effigy.lang.c.sema.TypedInitializer;
import effigy.lang.c.sema.TypedStmt;
import effigy.lang.c.sema.Variable;
import effigy.lang.c.types.ArrayType;
import effigy.lang.c.types.CType;
import effigy.lang.c.types.EnumType;
import effigy.lang.c.types.FunctionType;
import effigy.lang.c.types.IntegerType;
import effigy.lang.c.types.PointerType;
import effigy.lang.c.types.StructType;
import effigy.lang.c.types.Types;
import effigy.source.DiagnosticException;
import effigy.source.Span;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Lowers type-checked C ({@link CProgram}) to the IR with C's fixed-width semantics: integers are
 * bit-vectors of their type's width and signedness ({@code _Bool} is an unsigned byte), pointers 64-bit
 * addresses (under ILP32 below 2^32, 4 bytes in memory, converted to and from integers through 32 bits: see
 * {@link effigy.ir.DataModel}). The data model is {@link Types#dataModel()}'s, recorded in the program. Scalars whose address is never taken live in IR locals (no memory traffic); arrays, structs
 * and address-taken variables live in memory objects made at function entry; globals, static locals and
 * string literals are {@link Global}s. {@code &&}, {@code ||} and {@code ?:} become control flow.
 *
 * <p>Struct and union values cross calls as in common ABIs: an aggregate argument is passed as the
 * address of the caller's object and copied by the callee on entry; an aggregate result is written by
 * the callee through a hidden first parameter pointing to an object the caller made for it.
 */
public final class CLowering {
    private static final Type I64 = Type.bv(64, true), U8 = Type.bv(8, false);

    private final Map<String, effigy.ir.Function> functions = new LinkedHashMap<>();
    private final Map<String, Global> globals = new LinkedHashMap<>();
    private final Map<Variable, String> globalNames = new IdentityHashMap<>();
    private final Map<effigy.lang.c.sema.Function, String> functionNames = new IdentityHashMap<>();
    private final AtomicInteger branchIds = new AtomicInteger();
    /** The IR names of the functions with {@code ...} the program defines: their calls pass a variable-argument area. */
    private final Set<String> variadicDefined = new java.util.HashSet<>();

    private final IntSemantics ints;

    /** The names of the functions the program or the library defines (a call of another one is of a function with no body). */
    private final Set<String> definedFunctions = new java.util.HashSet<>();

    private CLowering(IntSemantics ints) { this.ints = ints; }

    /** Lowers the translation units of one program; functions and globals with external linkage meet by name. */
    public static effigy.ir.Program lower(List<CProgram> units) { return lower(units, List.of(), IntSemantics.BITVECTOR); }

    /**
     * Lowers the program's units together with library units, whose functions are used only where the
     * program does not define a function of that name itself.
     */
    public static effigy.ir.Program lower(List<CProgram> units, List<CProgram> library, IntSemantics ints) {
        CLowering l = new CLowering(ints);
        List<CProgram> all = new ArrayList<>(units);
        all.addAll(library);
        units = all;
        Set<String> programFunctions = new java.util.HashSet<>();
        for (CProgram u : all.subList(0, all.size() - library.size())) for (FunctionDefinition fd : u.functions()) programFunctions.add(fd.function().name());
        Set<CProgram> libraryUnits = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        libraryUnits.addAll(library);
        // a name with internal linkage that another unit also defines is qualified by its file: counter.c:helper
        Map<String, Integer> functionCount = new java.util.HashMap<>(), objectCount = new java.util.HashMap<>();
        for (CProgram u : units) {
            for (FunctionDefinition fd : u.functions()) {
                if (!(libraryUnits.contains(u) && programFunctions.contains(fd.function().name()))) functionCount.merge(fd.function().name(), 1, Integer::sum);
            }
            for (ObjectDefinition o : u.staticObjects()) if (o.variable().kind() == Variable.Kind.GLOBAL) objectCount.merge(o.variable().name(), 1, Integer::sum);
        }
        for (int k = 0; k < units.size(); k++) {
            CProgram u = units.get(k);
            for (FunctionDefinition fd : u.functions()) {
                effigy.lang.c.sema.Function fn = fd.function();
                if (fn.linkage() == effigy.lang.c.sema.Linkage.INTERNAL && functionCount.get(fn.name()) > 1) {
                    l.functionNames.put(fn, qualified(fd.span(), fn.name()));
                }
            }
            for (ObjectDefinition o : u.staticObjects()) {
                Variable v = o.variable();
                if (v.kind() == Variable.Kind.GLOBAL && v.linkage() == effigy.lang.c.sema.Linkage.INTERNAL && objectCount.get(v.name()) > 1) {
                    l.globalNames.put(v, qualified(v.span(), v.name()));
                } else if (v.kind() != Variable.Kind.GLOBAL && k > 0) {
                    l.globalNames.put(v, v.name() + "#" + v.id() + "." + k); // static locals: ids are per unit
                }
                l.globalName(v);
            }
        }
        for (CProgram u : units) {
            for (ObjectDefinition o : u.staticObjects()) l.global(o);
            for (FunctionDefinition fd : u.functions()) {
                l.definedFunctions.add(fd.function().name());
                if (fd.variableArguments().isPresent() && !(libraryUnits.contains(u) && programFunctions.contains(fd.function().name()))) {
                    l.variadicDefined.add(l.functionName(fd.function()));
                }
            }
        }
        for (CProgram u : units) {
            for (FunctionDefinition fd : u.functions()) {
                String name = l.functionName(fd.function());
                if (libraryUnits.contains(u) && programFunctions.contains(name)) continue;
                if (l.functions.containsKey(name)) throw DiagnosticException.at(fd.span(), "function " + name + " is defined twice");
                l.functions.put(name, l.new FunctionLowering(fd).lower());
            }
        }
        return new effigy.ir.Program(l.functions, l.globals, Types.dataModel());
    }

    // ------------------------------------------------------------------ types

    /**
     * The IR type of a scalar C type: a bit-vector of the type's width and signedness ({@code _Bool} an
     * unsigned byte), or under {@link IntSemantics#MATH} a mathematical integer with that layout.
     */
    Type irType(CType t) {
        CType u = t.unqualified();
        if (u instanceof IntegerType it) {
            if (it.kind() == effigy.lang.c.types.IntKind.BOOL) return integer(8, false);
            return integer(it.kind().bits(), it.kind().isSigned());
        }
        if (u instanceof EnumType) return integer(32, true);
        if (u instanceof effigy.lang.c.types.FloatingType fl) return fl.isDouble() ? Type.F64 : Type.F32; // IEEE under --ints=math too
        if (u instanceof PointerType p) return new Type.PointerType(Type.VOID);
        throw new IllegalArgumentException("no scalar IR type for " + t);
    }

    private Type integer(int width, boolean signed) {
        return ints == IntSemantics.MATH ? Type.mathInt(width, signed) : Type.bv(width, signed);
    }

    static boolean isScalar(CType t) {
        CType u = t.unqualified();
        return u instanceof IntegerType || u instanceof EnumType || u instanceof PointerType || u instanceof effigy.lang.c.types.FloatingType;
    }

    private static final Type PTR = new Type.PointerType(Type.VOID);

    // ------------------------------------------------------------------ globals

    private static String qualified(Span span, String name) {
        String file = span.file().name();
        return file.substring(file.lastIndexOf('/') + 1) + ":" + name;
    }

    /** The IR name of a function: its C name, qualified by its file where a static function's name is not unique. */
    private String functionName(effigy.lang.c.sema.Function f) { return functionNames.getOrDefault(f, f.name()); }

    private String globalName(Variable v) {
        return globalNames.computeIfAbsent(v, k -> k.kind() == Variable.Kind.GLOBAL ? k.name() : k.name() + "#" + k.id());
    }

    private void global(ObjectDefinition o) {
        Variable v = o.variable();
        String name = globalName(v);
        long size = Types.sizeOf(v.type());
        byte[] data = new byte[(int) size];
        List<Global.Pointer> pointers = new ArrayList<>();
        o.initializer().ifPresent(init -> staticInit(init, 0, data, pointers));
        boolean readOnly = v.kind() == Variable.Kind.STRING_LITERAL;
        globals.put(name, new Global(name, size, (int) Types.alignOf(v.type()), data, pointers, readOnly, v.span()));
    }

    private void staticInit(TypedInitializer init, long offset, byte[] data, List<Global.Pointer> pointers) {
        if (init instanceof TypedInitializer.StringInit s) {
            for (int i = 0; i < s.bytes().length() && offset + i < data.length; i++) data[(int) offset + i] = (byte) s.bytes().charAt(i);
        } else if (init instanceof TypedInitializer.ArrayInit a) {
            long elem = Types.sizeOf(a.type().element());
            for (TypedInitializer.Element e : a.elements()) staticInit(e.initializer(), offset + e.index() * elem, data, pointers);
        } else if (init instanceof TypedInitializer.StructInit s) {
            for (TypedInitializer.FieldInit f : s.fields()) staticInit(f.initializer(), offset + f.field().offset(), data, pointers);
        } else {
            TypedExpr e = ((TypedInitializer.Scalar) init).value();
            int n = (int) Types.sizeOf(e.type());
            Optional<BigInteger> k = constant(e);
            if (k.isPresent()) {
                BigInteger v = k.get();
                for (int i = 0; i < n; i++) data[(int) offset + i] = v.shiftRight(8 * i).byteValue();
                return;
            }
            Global.Pointer p = addressConstant(e, offset, 0);
            if (p == null) throw DiagnosticException.at(e.span(), "this initializer of an object with static storage is not a constant");
            pointers.add(p);
        }
    }

    private static Optional<BigInteger> constant(TypedExpr e) {
        if (e instanceof TypedExpr.IntConstant c) return Optional.of(c.value());
        if (e instanceof TypedExpr.FloatConstant c) return Optional.of(new BigInteger(Long.toUnsignedString(c.bits())));
        if (e instanceof TypedExpr.Cast c && (c.kind() == TypedExpr.Cast.Kind.INTEGER_TO_POINTER || c.kind() == TypedExpr.Cast.Kind.INTEGER)) {
            return constant(c.operand());
        }
        return Optional.empty();
    }

    /** An address constant: &global, an array or function decayed, plus a constant offset; null otherwise. */
    private Global.Pointer addressConstant(TypedExpr e, long at, long addend) {
        if (e instanceof TypedExpr.Cast c) {
            switch (c.kind()) {
                case POINTER_TO_POINTER -> { return addressConstant(c.operand(), at, addend); }
                case ARRAY_TO_POINTER -> { return lvalueAddress(c.operand(), at, addend); }
                case FUNCTION_TO_POINTER -> {
                    return c.operand() instanceof TypedExpr.FunctionRef f ? new Global.Pointer(at, functionName(f.function()), true, addend) : null;
                }
                default -> { return null; }
            }
        }
        if (e instanceof TypedExpr.AddressOf a) {
            if (a.operand() instanceof TypedExpr.FunctionRef f) return new Global.Pointer(at, functionName(f.function()), true, addend);
            return lvalueAddress(a.operand(), at, addend);
        }
        if (e instanceof TypedExpr.PointerArithmetic p) {
            Optional<BigInteger> k = constant(p.offset());
            if (k.isEmpty()) return null;
            long delta = k.get().longValue() * p.elementSize();
            return addressConstant(p.pointer(), at, addend + (p.subtract() ? -delta : delta));
        }
        return null;
    }

    /** The address of a static lvalue (a global, a member of one, an element through a constant pointer), or null. */
    private Global.Pointer lvalueAddress(TypedExpr lvalue, long at, long addend) {
        if (lvalue instanceof TypedExpr.VariableRef v && v.variable().hasStaticStorage()) {
            return new Global.Pointer(at, globalName(v.variable()), false, addend);
        }
        if (lvalue instanceof TypedExpr.Member m) return lvalueAddress(m.base(), at, addend + m.field().offset());
        if (lvalue instanceof TypedExpr.Deref d) return addressConstant(d.pointer(), at, addend);
        return null;
    }

    // ------------------------------------------------------------------ functions

    /** Where a C lvalue is: an IR local, or memory at an address. */
    private sealed interface Place permits InLocal, InMemory {}

    private record InLocal(Local local) implements Place {}

    private record InMemory(Operand address, CType type) implements Place {}

    private final class FunctionLowering {
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

        FunctionLowering(FunctionDefinition def) {
            this.def = def;
            CType ret = def.function().type().returnType().unqualified();
            Type rt = ret.isVoid() || !isScalar(ret) ? Type.VOID : irType(ret);
            this.fb = new FunctionBuilder(functionName(def.function()), rt, def.span(), branchIds::getAndIncrement);
        }

        effigy.ir.Function lower() {
            collectAddressTaken(def.body());
            for (Variable v : def.locals()) if (!isScalar(v.type())) inMemory.add(v);
            for (Variable p : def.parameters()) if (!isScalar(p.type())) inMemory.add(p);
            CType ret = def.function().type().returnType().unqualified();
            if (!ret.isVoid() && !isScalar(ret)) resultAddress = fb.param("%result", PTR, def.span());
            for (Variable p : def.parameters()) {
                Local l = fb.param(isScalar(p.type()) ? p.name() : "&" + p.name() + "%arg", isScalar(p.type()) ? irType(p.type()) : PTR, p.span());
                locals.put(p, l);
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
                else locals.put(v, fb.var(v.name(), irType(v.type()), v.span()));
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
            if (s instanceof TypedStmt.Block b) {
                for (TypedStmt t : b.statements()) statement(t);
            } else if (s instanceof TypedStmt.Expression e) {
                begin();
                effect(e.expression());
            } else if (s instanceof TypedStmt.Declare d) {
                if (addresses.containsKey(d.variable()) && Types.hasVariableSize(d.variable().type())) {
                    begin();
                    variableAlloca(d.variable());
                }
                if (d.initializer().isPresent()) {
                    begin();
                    initialize(d.variable(), d.initializer().get());
                }
            } else if (s instanceof TypedStmt.If i) {
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
            } else if (s instanceof TypedStmt.While w) {
                loop(Optional.of(w.condition()), Optional.empty(), w.body(), false, w.span(), "while");
            } else if (s instanceof TypedStmt.DoWhile d) {
                loop(Optional.of(d.condition()), Optional.empty(), d.body(), true, d.span(), "do");
            } else if (s instanceof TypedStmt.For f) {
                for (TypedStmt init : f.init()) statement(init);
                loop(f.condition(), f.step(), f.body(), false, f.span(), "for");
            } else if (s instanceof TypedStmt.Switch sw) {
                switchStatement(sw);
            } else if (s instanceof TypedStmt.CaseLabel c) {
                int block = cases.get(c.label());
                if (!fb.isTerminated()) fb.jump(block, c.span());
                fb.setBlock(block);
                statement(c.statement());
            } else if (s instanceof TypedStmt.Labeled l) {
                int block = labels.get(l.label());
                if (!fb.isTerminated()) fb.jump(block, l.span());
                fb.setBlock(block);
                statement(l.statement());
            } else if (s instanceof TypedStmt.Goto g) {
                begin();
                fb.jump(labels.get(g.label()), g.span());
            } else if (s instanceof TypedStmt.Break b) {
                begin();
                fb.jump(breaks.peek(), b.span());
            } else if (s instanceof TypedStmt.Continue c) {
                begin();
                fb.jump(continues.peek(), c.span());
            } else if (s instanceof TypedStmt.Return r) {
                begin();
                if (resultAddress != null && r.value().isPresent()) {
                    copy(resultAddress, address(r.value().get()), r.value().get().type(), r.span());
                    fb.ret(null, r.span());
                } else {
                    fb.ret(r.value().isPresent() ? value(r.value().get()) : null, r.span());
                }
            } else if (s instanceof TypedStmt.Annotated a) {
                TypedStmt inner = a.statement();
                if (inner instanceof TypedStmt.While || inner instanceof TypedStmt.DoWhile || inner instanceof TypedStmt.For) {
                    loopPragmas = a.pragmas().stream().map(effigy.lang.c.ast.Pragma::text).toList();
                }
                statement(inner);
            } else if (!(s instanceof TypedStmt.Null)) {
                throw new IllegalStateException("statement " + s.getClass().getSimpleName());
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
            dynamicInit(init, base, 0);
        }

        /** Zero-fills {@code size} bytes at {@code base} (8 bytes at a time). */
        private void zero(Operand base, long size, Span span) {
            long off = 0;
            for (; off + 8 <= size; off += 8) fb.emit(new Instr.MemStore(offset(base, off, span), constant(BigInteger.ZERO, I64), I64, span, false));
            for (; off < size; off++) fb.emit(new Instr.MemStore(offset(base, off, span), constant(BigInteger.ZERO, U8), U8, span, false));
        }

        private void dynamicInit(TypedInitializer init, Operand base, long off) {
            if (init instanceof TypedInitializer.StringInit s) {
                for (int i = 0; i < s.bytes().length(); i++) {
                    fb.emit(new Instr.MemStore(offset(base, off + i, s.span()), constant(BigInteger.valueOf(s.bytes().charAt(i) & 0xff), U8), U8, s.span(), false));
                }
            } else if (init instanceof TypedInitializer.ArrayInit a) {
                long elem = Types.sizeOf(a.type().element());
                for (TypedInitializer.Element e : a.elements()) dynamicInit(e.initializer(), base, off + e.index() * elem);
            } else if (init instanceof TypedInitializer.StructInit s) {
                for (TypedInitializer.FieldInit f : s.fields()) dynamicInit(f.initializer(), base, off + f.field().offset());
            } else {
                TypedExpr e = ((TypedInitializer.Scalar) init).value();
                if (isScalar(e.type())) {
                    fb.emit(new Instr.MemStore(offset(base, off, e.span()), value(e), irType(e.type()), e.span(), false));
                } else {
                    copy(offset(base, off, e.span()), address(e), e.type(), e.span());
                }
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
            if (u instanceof effigy.lang.c.types.StructType st && !st.isUnion()) {
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

        /** Evaluates for side effects only. */
        private void effect(TypedExpr e) {
            if (e instanceof TypedExpr.Cast c && c.kind() == TypedExpr.Cast.Kind.TO_VOID) { effect(c.operand()); return; }
            if (e instanceof TypedExpr.StatementExpr se) {
                statement(se.body());
                fb.ensureOpen();
                se.result().ifPresent(this::effect);
                return;
            }
            if (e.type().isVoid()) { voidExpr(e); return; }
            if (!isScalar(e.type())) { address(e); return; }
            // a call whose value is discarded has no result local: falling off the end of a non-void
            // function is undefined only if the caller uses the value (C99 6.9.1p12), and the engines
            // report no-return-value exactly when a call with a result returns no value
            // a discarded call of an input function (one with no body, or __VERIFIER_nondet_*) keeps its
            // result: the input it reads is recorded, so a test harness's replacement returns the recorded
            // values in the order the program calls it
            if (e instanceof TypedExpr.Call c) { call(c, readsInput(c)); return; }
            value(e);
        }

        private void voidExpr(TypedExpr e) {
            if (e instanceof TypedExpr.Call c) { call(c); return; }
            if (e instanceof TypedExpr.Comma c) { effect(c.left()); effect(c.right()); return; }
            if (e instanceof TypedExpr.Conditional c) { conditional(c); return; }
            if (e instanceof TypedExpr.Cast c) { effect(c.operand()); return; }
            if (e instanceof TypedExpr.StatementExpr) { effect(e); return; }
            throw new IllegalStateException("void expression " + e.getClass().getSimpleName());
        }

        /** Branches on a scalar condition (tested against zero). */
        private void branch(TypedExpr cond, int ifTrue, int ifFalse) {
            Operand v = value(cond);
            Operand b = v.type() instanceof Type.BoolType ? v : temp(new Rvalue.Cast(v, Type.BOOL), cond.span());
            fb.branch(b, ifTrue, ifFalse, cond.span());
        }

        /** The place an lvalue designates. */
        private Place place(TypedExpr e) {
            if (e instanceof TypedExpr.VariableRef r) {
                Variable v = r.variable();
                if (v.hasStaticStorage()) {
                    return new InMemory(temp(new Rvalue.AddressOf(globalName(v), false, PTR), r.span()), v.type());
                }
                if (inMemory.contains(v)) return new InMemory(addresses.get(v), v.type());
                return new InLocal(locals.get(v));
            }
            if (e instanceof TypedExpr.Deref d) return new InMemory(value(d.pointer()), d.type());
            if (e instanceof TypedExpr.Member m) {
                Operand base = address(m.base());
                return new InMemory(offset(base, m.field().offset(), m.span()), m.type());
            }
            throw DiagnosticException.at(e.span(), "this expression does not designate an object");
        }

        /** The address of an lvalue (which must live in memory), or of an aggregate-valued expression. */
        private Operand address(TypedExpr e) {
            if (e instanceof TypedExpr.Assign a && !isScalar(a.type())) {
                Operand to = address(a.target());
                copy(to, address(a.value()), a.type(), a.span());
                return to;
            }
            if (e instanceof TypedExpr.Load l) return address(l.lvalue());
            if (e instanceof TypedExpr.Call c) return call(c);
            if (e instanceof TypedExpr.Conditional c) {
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
            if (e instanceof TypedExpr.Comma c) {
                effect(c.left());
                return address(c.right());
            }
            if (e instanceof TypedExpr.StatementExpr se) {
                statement(se.body());
                fb.ensureOpen();
                return address(se.result().orElseThrow());
            }
            Place p = place(e);
            if (p instanceof InMemory m) return m.address();
            throw new IllegalStateException("address of a register variable " + e);
        }

        private Operand value(TypedExpr e) {
            Span span = e.span();
            if (e instanceof TypedExpr.IntConstant c) return constant(c.value(), irType(c.type()));
            if (e instanceof TypedExpr.FloatConstant c) {
                Type t = irType(c.type());
                return constant(new BigInteger(Long.toUnsignedString(c.bits())), t);
            }
            if (e instanceof TypedExpr.Load l) {
                Place p = place(l.lvalue());
                if (p instanceof InLocal in) return in.local();
                InMemory m = (InMemory) p;
                return temp(new Rvalue.Load(m.address(), irType(l.type())), span);
            }
            if (e instanceof TypedExpr.Cast c) return cast(c);
            if (e instanceof TypedExpr.Unary u) {
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
            if (e instanceof TypedExpr.Binary b) return binary(b);
            if (e instanceof TypedExpr.Logical l) return logical(l);
            if (e instanceof TypedExpr.PointerArithmetic p) {
                Operand ptr = value(p.pointer()), off = bits64(value(p.offset()), span);
                Operand bytes = p.elementSize() == 1 ? off : temp(new Rvalue.Binary(Rvalue.BinOp.MUL, off, constant(BigInteger.valueOf(p.elementSize()), I64), I64), span);
                return temp(new Rvalue.Binary(p.subtract() ? Rvalue.BinOp.SUB : Rvalue.BinOp.ADD, ptr, bytes, PTR), span);
            }
            if (e instanceof TypedExpr.VlaSize v) return vlaSize(v);
            if (e instanceof TypedExpr.PointerDifference d) {
                Operand diff = temp(new Rvalue.Binary(Rvalue.BinOp.SUB, value(d.left()), value(d.right()), I64), span);
                Operand elements = d.elementSize() == 1 ? diff : temp(new Rvalue.Binary(Rvalue.BinOp.DIV, diff, constant(BigInteger.valueOf(d.elementSize()), I64), I64), span);
                Type t = irType(d.type());
                return t.equals(I64) ? elements : temp(new Rvalue.Cast(elements, t), span);
            }
            if (e instanceof TypedExpr.AddressOf a) {
                if (a.operand() instanceof TypedExpr.FunctionRef f) return temp(new Rvalue.AddressOf(functionName(f.function()), true, PTR), span);
                return address(a.operand());
            }
            if (e instanceof TypedExpr.Assign a) {
                Place p = place(a.target());
                Operand v = value(a.value());
                store(p, v, span);
                return v;
            }
            if (e instanceof TypedExpr.Update u) return update(u);
            if (e instanceof TypedExpr.OldValue) return oldValues.peek();
            if (e instanceof TypedExpr.Conditional c) return conditional(c);
            if (e instanceof TypedExpr.Comma c) {
                effect(c.left());
                return value(c.right());
            }
            if (e instanceof TypedExpr.StatementExpr se) {
                // the block's statements, then the value of its last expression statement
                statement(se.body());
                fb.ensureOpen();
                return value(se.result().orElseThrow(() -> DiagnosticException.at(span, "the value of a void statement expression is used")));
            }
            if (e instanceof TypedExpr.Call c) {
                Local r = call(c);
                if (r == null) throw DiagnosticException.at(span, "the value of a void call is used");
                return r;
            }
            throw DiagnosticException.at(span, "this expression cannot be used as a value here");
        }

        private void store(Place p, Operand v, Span span) {
            if (p instanceof InLocal in) fb.emit(new Instr.Assign(in.local(), new Rvalue.Use(v), span, false));
            else {
                InMemory m = (InMemory) p;
                fb.emit(new Instr.MemStore(m.address(), v, irType(m.type()), span, false));
            }
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
            } else {
                InMemory m = (InMemory) p;
                old = temp(new Rvalue.Load(m.address(), irType(m.type())), u.span());
            }
            oldValues.push(old);
            Operand next = value(u.newValue());
            oldValues.pop();
            store(p, next, u.span());
            return u.yieldsOldValue() ? old : next;
        }

        /** Whether the call's result is an input: the callee has no body (nor a model), or is {@code __VERIFIER_nondet_*}. */
        private boolean readsInput(TypedExpr.Call c) {
            Optional<effigy.lang.c.sema.Function> direct = c.directCallee();
            if (direct.isEmpty() || definedFunctions.contains(direct.get().name())) return false;
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
            if (ft.variadic() && (direct.isEmpty() || variadicDefined.contains(functionName(direct.get())))) {
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

    /** Finds the variables whose address is taken: they must live in memory. */
    private static final class AddressTaken {
        private final Set<Variable> found;

        AddressTaken(Set<Variable> found) { this.found = found; }

        void statement(TypedStmt s) {
            if (s instanceof TypedStmt.Block b) b.statements().forEach(this::statement);
            else if (s instanceof TypedStmt.Expression e) expr(e.expression());
            else if (s instanceof TypedStmt.Declare d) d.initializer().ifPresent(this::init);
            else if (s instanceof TypedStmt.If i) { expr(i.condition()); statement(i.then()); i.otherwise().ifPresent(this::statement); }
            else if (s instanceof TypedStmt.While w) { expr(w.condition()); statement(w.body()); }
            else if (s instanceof TypedStmt.DoWhile d) { statement(d.body()); expr(d.condition()); }
            else if (s instanceof TypedStmt.For f) { f.init().forEach(this::statement); f.condition().ifPresent(this::expr); f.step().ifPresent(this::expr); statement(f.body()); }
            else if (s instanceof TypedStmt.Switch sw) { expr(sw.value()); statement(sw.body()); }
            else if (s instanceof TypedStmt.CaseLabel c) statement(c.statement());
            else if (s instanceof TypedStmt.Labeled l) statement(l.statement());
            else if (s instanceof TypedStmt.Return r) r.value().ifPresent(this::expr);
            else if (s instanceof TypedStmt.Annotated a) statement(a.statement());
        }

        private void init(TypedInitializer i) {
            if (i instanceof TypedInitializer.Scalar s) expr(s.value());
            else if (i instanceof TypedInitializer.ArrayInit a) a.elements().forEach(e -> init(e.initializer()));
            else if (i instanceof TypedInitializer.StructInit st) st.fields().forEach(f -> init(f.initializer()));
        }

        void expr(TypedExpr e) {
            if (e instanceof TypedExpr.StatementExpr se) statement(se.body());
            if (e instanceof TypedExpr.AddressOf a) mark(a.operand());
            if (e instanceof TypedExpr.Cast c && c.kind() == TypedExpr.Cast.Kind.ARRAY_TO_POINTER) mark(c.operand());
            for (TypedExpr child : children(e)) expr(child);
        }

        private void mark(TypedExpr lvalue) {
            if (lvalue instanceof TypedExpr.VariableRef v) found.add(v.variable());
            else if (lvalue instanceof TypedExpr.Member m) mark(m.base());
        }

        private static List<TypedExpr> children(TypedExpr e) {
            if (e instanceof TypedExpr.Load l) return List.of(l.lvalue());
            if (e instanceof TypedExpr.Cast c) return List.of(c.operand());
            if (e instanceof TypedExpr.Unary u) return List.of(u.operand());
            if (e instanceof TypedExpr.Binary b) return List.of(b.left(), b.right());
            if (e instanceof TypedExpr.Logical l) return List.of(l.left(), l.right());
            if (e instanceof TypedExpr.PointerArithmetic p) return List.of(p.pointer(), p.offset());
            if (e instanceof TypedExpr.PointerDifference d) return List.of(d.left(), d.right());
            if (e instanceof TypedExpr.Deref d) return List.of(d.pointer());
            if (e instanceof TypedExpr.AddressOf a) return List.of(a.operand());
            if (e instanceof TypedExpr.Member m) return List.of(m.base());
            if (e instanceof TypedExpr.Assign a) return List.of(a.target(), a.value());
            if (e instanceof TypedExpr.Update u) return List.of(u.target(), u.newValue());
            if (e instanceof TypedExpr.Conditional c) return List.of(c.condition(), c.then(), c.otherwise());
            if (e instanceof TypedExpr.Comma c) return List.of(c.left(), c.right());
            if (e instanceof TypedExpr.StatementExpr se) return se.result().map(List::of).orElse(List.of());
            if (e instanceof TypedExpr.Call c) {
                List<TypedExpr> all = new ArrayList<>(c.arguments());
                all.add(c.callee());
                return all;
            }
            return List.of();
        }
    }
}
