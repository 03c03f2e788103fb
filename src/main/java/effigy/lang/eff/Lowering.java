package effigy.lang.eff;

import effigy.ir.Function;
import effigy.ir.FunctionBuilder;
import effigy.ir.Instr;
import effigy.ir.Local;
import effigy.ir.Operand;
import effigy.ir.Rvalue;
import effigy.ir.Type;
import effigy.source.DiagnosticException;
import effigy.source.Span;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Lowers King's language to the IR. Semantics decided here:
 * <ul>
 *   <li>variables not declared are INTEGER scalars; a declared dimension makes an array ({@code (*)} unbounded,
 *       {@code (n)} indices 1..n, {@code (lo:hi)}); local arrays start with every element 0;</li>
 *   <li>an argument that is a whole variable is passed by reference (copy-in/copy-out), any other argument
 *       by value;</li>
 *   <li>{@code &}, {@code |} and {@code ⊃} evaluate both operands (no short circuit), so an IF forks once
 *       on its whole condition; conditions must be comparisons or logical combinations of them;</li>
 *   <li>{@code DO I = a TO b BY c} evaluates a, b and c once, tests {@code I <= b} (or {@code I >= b} for a
 *       negative step) before every iteration, and adds c after it;</li>
 *   <li>each statement, each loop test and each DO initialisation counts as one step.</li>
 * </ul>
 */
public final class Lowering {
    private final Map<String, Signature> signatures = new LinkedHashMap<>();
    private final AtomicInteger branchIds = new AtomicInteger();

    /** What callers need to know about a procedure before it is lowered. */
    private record Signature(Procedure procedure, List<Type> paramTypes, boolean returnsValue) {}

    private Lowering() {}

    /** Lowers the procedures (from one or several files) into one program; names must be distinct. */
    public static effigy.ir.Program lower(List<Procedure> procedures) {
        Lowering l = new Lowering();
        for (Procedure p : procedures) {
            if (l.signatures.containsKey(p.name().name())) {
                throw DiagnosticException.at(p.name().span(), "procedure " + p.name().name() + " is defined twice");
            }
            l.signatures.put(p.name().name(), l.signature(p));
        }
        Map<String, Function> functions = new LinkedHashMap<>();
        for (Signature s : l.signatures.values()) functions.put(s.procedure().name().name(), l.new ProcLowering(s).lower());
        return new effigy.ir.Program(functions);
    }

    private Signature signature(Procedure p) {
        Map<String, Declared> decls = declarations(p.body());
        List<Type> types = new ArrayList<>();
        for (Ident param : p.parameters()) {
            Declared d = decls.get(param.name());
            if (d != null && !d.initial().isEmpty()) {
                throw DiagnosticException.at(d.span(), "parameter " + param.name() + " cannot have an INITIAL value");
            }
            types.add(d == null ? Type.INT : d.type());
        }
        return new Signature(p, types, returnsValue(p.body()));
    }

    /** A declared name: its type, INITIAL values and where it was declared. */
    private record Declared(String name, Type type, List<Expr> initial, Span span) {}

    private static Map<String, Declared> declarations(List<Stmt> body) {
        Map<String, Declared> out = new LinkedHashMap<>();
        for (Stmt s : body) collectDeclarations(s, out);
        return out;
    }

    private static void collectDeclarations(Stmt s, Map<String, Declared> out) {
        if (s instanceof Stmt.Declare d) {
            for (Declaration decl : d.declarations()) {
                if (decl.attributes().storage().filter(c -> c == Declaration.StorageClass.STATIC).isPresent()) {
                    throw DiagnosticException.at(decl.attributes().span(), "STATIC storage is not supported; variables are AUTOMATIC");
                }
                for (Declaration.Declarator dr : decl.names()) {
                    String name = dr.name().name();
                    if (out.containsKey(name)) throw DiagnosticException.at(dr.name().span(), name + " is declared twice");
                    Type type = dr.dimension().map(Lowering::arrayType).orElse(Type.INT);
                    out.put(name, new Declared(name, type, decl.attributes().initial(), dr.span()));
                }
            }
        } else if (s instanceof Stmt.Labeled l) {
            collectDeclarations(l.statement(), out);
        } else if (s instanceof Stmt.If i) {
            collectDeclarations(i.thenBranch(), out);
            i.elseBranch().ifPresent(e -> collectDeclarations(e, out));
        } else if (s instanceof Stmt.DoGroup g) {
            for (Stmt b : g.body()) collectDeclarations(b, out);
        } else if (s instanceof Stmt.DoWhile w) {
            for (Stmt b : w.body()) collectDeclarations(b, out);
        } else if (s instanceof Stmt.DoLoop l) {
            for (Stmt b : l.body()) collectDeclarations(b, out);
        }
    }

    private static Type arrayType(Declaration.Dimension d) {
        if (d.isStar()) return Type.ArrayType.unbounded(Type.INT);
        long lower = d.lower().map(Lowering::constant).orElse(1L);
        long upper = constant(d.upper().get());
        if (upper < lower) throw DiagnosticException.at(d.span(), "array bounds " + lower + ":" + upper + " are empty");
        return Type.ArrayType.bounded(Type.INT, lower, upper);
    }

    private static long constant(Expr e) {
        if (e instanceof Expr.IntLit i && i.value().bitLength() < 63) return i.value().longValue();
        if (e instanceof Expr.Unary u && u.op() == Expr.UnaryOp.NEG) return -constant(u.operand());
        if (e instanceof Expr.Unary u && u.op() == Expr.UnaryOp.PLUS) return constant(u.operand());
        throw DiagnosticException.at(e.span(), "array bounds must be integer constants");
    }

    private static boolean returnsValue(List<Stmt> body) {
        for (Stmt s : body) if (returnsValue(s)) return true;
        return false;
    }

    private static boolean returnsValue(Stmt s) {
        if (s instanceof Stmt.Return r) return r.value().isPresent();
        if (s instanceof Stmt.Labeled l) return returnsValue(l.statement());
        if (s instanceof Stmt.If i) return returnsValue(i.thenBranch()) || i.elseBranch().map(Lowering::returnsValue).orElse(false);
        if (s instanceof Stmt.DoGroup g) return returnsValue(g.body());
        if (s instanceof Stmt.DoWhile w) return returnsValue(w.body());
        if (s instanceof Stmt.DoLoop l) return returnsValue(l.body());
        return false;
    }

    /** The lowering of one procedure. */
    private final class ProcLowering {
        private final Signature sig;
        private final Procedure proc;
        private final FunctionBuilder fb;
        private final Map<String, Local> vars = new HashMap<>();
        private final Map<String, Declared> decls;
        private final Map<String, Integer> labelBlocks = new HashMap<>();
        private final Map<String, Span> labelUses = new LinkedHashMap<>();
        private final Map<String, Span> labelDefs = new HashMap<>();

        ProcLowering(Signature sig) {
            this.sig = sig;
            this.proc = sig.procedure();
            this.fb = new FunctionBuilder(proc.name().name(), sig.returnsValue() ? Type.INT : Type.VOID, proc.span(), branchIds::getAndIncrement);
            this.decls = declarations(proc.body());
        }

        Function lower() {
            List<Ident> params = proc.parameters();
            for (int i = 0; i < params.size(); i++) {
                Ident p = params.get(i);
                if (vars.containsKey(p.name())) throw DiagnosticException.at(p.span(), "parameter " + p.name() + " is listed twice");
                vars.put(p.name(), fb.param(p.name(), sig.paramTypes().get(i), p.span()));
            }
            for (Declared d : decls.values()) {
                if (!vars.containsKey(d.name())) vars.put(d.name(), fb.var(d.name(), d.type(), d.span()));
            }
            for (Stmt s : proc.body()) statement(s);
            for (Map.Entry<String, Span> use : labelUses.entrySet()) {
                if (!labelDefs.containsKey(use.getKey())) {
                    throw DiagnosticException.at(use.getValue(), "no label " + use.getKey() + " in procedure " + proc.name().name());
                }
            }
            Span end = new Span(proc.span().file(), Math.max(proc.span().start(), proc.span().end() - 1), proc.span().end());
            if (!fb.isTerminated()) {
                fb.markStatement();
                fb.ret(null, end);
            }
            return fb.build(end);
        }

        // ---------------------------------------------------------- statements

        private void statement(Stmt s) {
            s.accept(new Stmt.Visitor<Void, Void>() {
                public Void visitAssign(Stmt.Assign a, Void p) { assign(a); return null; }
                public Void visitIf(Stmt.If i, Void p) { ifStatement(i); return null; }
                public Void visitDoGroup(Stmt.DoGroup g, Void p) { for (Stmt b : g.body()) statement(b); return null; }
                public Void visitDoWhile(Stmt.DoWhile w, Void p) { doWhile(w); return null; }
                public Void visitDoLoop(Stmt.DoLoop l, Void p) { doLoop(l); return null; }
                public Void visitGoTo(Stmt.GoTo g, Void p) {
                    begin();
                    labelUses.putIfAbsent(g.label().name(), g.label().span());
                    fb.jump(labelBlock(g.label().name()), g.span());
                    return null;
                }
                public Void visitCall(Stmt.Call c, Void p) { begin(); call(c.invocation(), null); return null; }
                public Void visitReturn(Stmt.Return r, Void p) { returnStatement(r); return null; }
                public Void visitRead(Stmt.Read r, Void p) { read(r); return null; }
                public Void visitWrite(Stmt.Write w, Void p) { write(w); return null; }
                public Void visitAssume(Stmt.Assume a, Void p) {
                    begin();
                    fb.emit(new Instr.Assume(condition(a.condition()), a.span(), false));
                    return null;
                }
                public Void visitAssert(Stmt.Assert a, Void p) {
                    begin();
                    fb.emit(new Instr.Assert(condition(a.condition()), a.span(), false));
                    return null;
                }
                public Void visitProve(Stmt.Prove pr, Void p) {
                    begin();
                    fb.emit(new Instr.Prove(condition(pr.condition()), pr.span(), false));
                    return null;
                }
                public Void visitNull(Stmt.Null n, Void p) { return null; }
                public Void visitDeclare(Stmt.Declare d, Void p) { initialise(d); return null; }
                public Void visitLabeled(Stmt.Labeled l, Void p) { labeled(l); return null; }
            }, null);
        }

        /** Starts a statement: continues in a fresh block after a jump, and flags the next instruction. */
        private void begin() {
            fb.ensureOpen();
            fb.markStatement();
        }

        private void labeled(Stmt.Labeled l) {
            int block = -1;
            for (Ident label : l.labels()) {
                if (labelDefs.containsKey(label.name())) throw DiagnosticException.at(label.span(), "label " + label.name() + " is defined twice");
                labelDefs.put(label.name(), label.span());
                int b = labelBlock(label.name());
                if (block < 0) {
                    block = b;
                    if (!fb.isTerminated()) fb.jump(b, label.span());
                    fb.setBlock(b);
                } else {
                    fb.jump(b, label.span());
                    fb.setBlock(b);
                }
            }
            statement(l.statement());
        }

        private int labelBlock(String name) {
            return labelBlocks.computeIfAbsent(name, fb::newBlock);
        }

        private void initialise(Stmt.Declare d) {
            for (Declaration decl : d.declarations()) {
                List<Expr> init = decl.attributes().initial();
                if (init.isEmpty()) continue;
                for (Declaration.Declarator dr : decl.names()) {
                    Local v = vars.get(dr.name().name());
                    if (v.kind() == Local.Kind.PARAM) continue; // rejected in signature()
                    begin();
                    if (v.type() instanceof Type.ArrayType at) {
                        long size = at.bounded() ? at.upper() - at.lower() + 1 : Long.MAX_VALUE;
                        if (init.size() > size) throw DiagnosticException.at(decl.attributes().span(), "more INITIAL values than elements of " + v.name());
                        long index = at.bounded() ? at.lower() : 1;
                        for (Expr e : init) {
                            fb.emit(new Instr.Store(v, Operand.Const.integer(index++), integer(e), dr.span(), false));
                        }
                    } else {
                        if (init.size() != 1) throw DiagnosticException.at(decl.attributes().span(), "a scalar takes one INITIAL value");
                        fb.emit(new Instr.Assign(v, rvalue(init.get(0), Type.INT), dr.span(), false));
                    }
                }
            }
        }

        private void assign(Stmt.Assign a) {
            begin();
            if (a.target() instanceof Expr.CallOrIndex ci) {
                Local array = array(ci);
                Operand index = integer(ci.arguments().get(0));
                fb.emit(new Instr.Store(array, index, integer(a.value()), a.span(), false));
                return;
            }
            Expr.Name target = (Expr.Name) a.target();
            Local v = variable(target.name(), target.span());
            Rvalue value = rvalue(a.value(), v.type());
            fb.emit(new Instr.Assign(v, value, a.span(), false));
        }

        private void ifStatement(Stmt.If i) {
            begin();
            Operand c = condition(i.condition());
            int thenBlock = fb.newBlock("then"), join = fb.newBlock("endif");
            int elseBlock = i.elseBranch().isPresent() ? fb.newBlock("else") : join;
            fb.branch(c, thenBlock, elseBlock, i.condition().span());
            fb.setBlock(thenBlock);
            statement(i.thenBranch());
            if (!fb.isTerminated()) fb.jump(join, i.span());
            if (i.elseBranch().isPresent()) {
                fb.setBlock(elseBlock);
                statement(i.elseBranch().get());
                if (!fb.isTerminated()) fb.jump(join, i.span());
            }
            fb.setBlock(join);
        }

        private void doWhile(Stmt.DoWhile w) {
            fb.ensureOpen();
            int test = fb.newBlock("while"), body = fb.newBlock("do"), exit = fb.newBlock("od");
            fb.jump(test, w.span());
            fb.setBlock(test);
            fb.markStatement();
            fb.branch(condition(w.condition()), body, exit, w.condition().span());
            fb.setBlock(body);
            for (Stmt s : w.body()) statement(s);
            if (!fb.isTerminated()) fb.jump(test, w.span());
            fb.setBlock(exit);
        }

        private void doLoop(Stmt.DoLoop l) {
            begin();
            Local v = variable(l.variable().name(), l.variable().span());
            if (!(v.type() instanceof Type.IntType)) throw DiagnosticException.at(l.variable().span(), v.name() + " is an array");
            Operand from = integer(l.from());
            Operand to = frozen(integer(l.to()), l.to().span());
            Operand by = l.by().isPresent() ? frozen(integer(l.by().get()), l.by().get().span()) : Operand.Const.integer(1);
            fb.emit(new Instr.Assign(v, new Rvalue.Use(from), l.variable().span(), false));
            int test = fb.newBlock("for"), body = fb.newBlock("do"), exit = fb.newBlock("od");
            fb.jump(test, l.span());
            fb.setBlock(test);
            fb.markStatement();
            Span testSpan = l.variable().span().to(l.to().span());
            Operand cond;
            if (by instanceof Operand.Const c) {
                cond = temp(new Rvalue.Binary(c.value().signum() >= 0 ? Rvalue.BinOp.LE : Rvalue.BinOp.GE, v, to, Type.BOOL), testSpan);
            } else {
                Operand up = temp(new Rvalue.Binary(Rvalue.BinOp.GE, by, Operand.Const.integer(0), Type.BOOL), testSpan);
                Operand le = temp(new Rvalue.Binary(Rvalue.BinOp.LE, v, to, Type.BOOL), testSpan);
                Operand ge = temp(new Rvalue.Binary(Rvalue.BinOp.GE, v, to, Type.BOOL), testSpan);
                Operand down = temp(new Rvalue.Unary(Rvalue.UnOp.NOT, up, Type.BOOL), testSpan);
                Operand a = temp(new Rvalue.Binary(Rvalue.BinOp.AND, up, le, Type.BOOL), testSpan);
                Operand b = temp(new Rvalue.Binary(Rvalue.BinOp.AND, down, ge, Type.BOOL), testSpan);
                cond = temp(new Rvalue.Binary(Rvalue.BinOp.OR, a, b, Type.BOOL), testSpan);
            }
            fb.branch(cond, body, exit, testSpan);
            fb.setBlock(body);
            for (Stmt s : l.body()) statement(s);
            fb.ensureOpen();
            fb.emit(new Instr.Assign(v, new Rvalue.Binary(Rvalue.BinOp.ADD, v, by, Type.INT), l.variable().span(), false));
            fb.jump(test, l.span());
            fb.setBlock(exit);
        }

        /** A loop bound evaluated once: constants as they are, anything else copied to a temporary. */
        private Operand frozen(Operand o, Span span) {
            return o instanceof Operand.Const ? o : temp(new Rvalue.Use(o), span);
        }

        private void returnStatement(Stmt.Return r) {
            begin();
            Operand value = null;
            if (r.value().isPresent()) value = integer(r.value().get());
            fb.ret(value, r.span());
        }

        private void read(Stmt.Read r) {
            begin();
            for (Expr.Ref target : r.targets()) {
                if (target instanceof Expr.CallOrIndex ci) {
                    Local array = array(ci);
                    Operand index = integer(ci.arguments().get(0));
                    Local t = fb.temp(Type.INT, target.span());
                    fb.emit(new Instr.Read(t, array.name(), target.span(), false));
                    fb.emit(new Instr.Store(array, index, t, target.span(), false));
                } else {
                    Local v = variable(target.name(), target.span());
                    if (!(v.type() instanceof Type.IntType)) throw DiagnosticException.at(target.span(), v.name() + " is an array; READ takes scalars or elements");
                    fb.emit(new Instr.Read(v, v.name(), target.span(), false));
                }
            }
        }

        private void write(Stmt.Write w) {
            begin();
            List<Instr.WriteItem> items = new ArrayList<>();
            for (Expr e : w.values()) {
                if (e instanceof Expr.SymbolLiteral s) items.add(new Instr.WriteText(s.name()));
                else items.add(new Instr.WriteValue(integer(e)));
            }
            fb.emit(new Instr.Write(items, w.span(), false));
        }

        /** Lowers a call; returns the result local when {@code result} type is given (a function call). */
        private Local call(Invocation inv, Span resultSpan) {
            String name = inv.procedure().name();
            Signature callee = signatures.get(name);
            if (callee == null) {
                throw DiagnosticException.at(inv.procedure().span(), "no procedure named " + name);
            }
            List<Type> types = callee.paramTypes();
            if (types.size() != inv.arguments().size()) {
                throw DiagnosticException.at(inv.span(), name + " takes " + types.size() + " argument" + (types.size() == 1 ? "" : "s")
                        + ", got " + inv.arguments().size());
            }
            List<Instr.Arg> args = new ArrayList<>();
            for (int i = 0; i < types.size(); i++) {
                Expr a = inv.arguments().get(i);
                Type want = types.get(i);
                if (a instanceof Expr.Name n && (vars.containsKey(n.name()) || want instanceof Type.IntType)) {
                    Local v = variable(n.name(), n.span());
                    if (!sameKind(v.type(), want)) throw DiagnosticException.at(a.span(), kindMismatch(name, i, want));
                    args.add(new Instr.ByRef(v));
                } else {
                    if (want instanceof Type.ArrayType) throw DiagnosticException.at(a.span(), kindMismatch(name, i, want));
                    args.add(new Instr.ByValue(integer(a)));
                }
            }
            Local result = null;
            if (resultSpan != null) {
                if (!callee.returnsValue()) throw DiagnosticException.at(inv.span(), name + " returns no value");
                result = fb.temp(Type.INT, resultSpan);
            }
            fb.emit(new Instr.Call(result, name, args, inv.span(), false));
            return result;
        }

        private static boolean sameKind(Type a, Type b) { return (a instanceof Type.ArrayType) == (b instanceof Type.ArrayType); }

        private String kindMismatch(String proc, int i, Type want) {
            return "argument " + (i + 1) + " of " + proc + " must be " + (want instanceof Type.ArrayType ? "an array" : "an integer");
        }

        // ---------------------------------------------------------- expressions

        /** The variable of that name, made an INTEGER scalar on first use when undeclared. */
        private Local variable(String name, Span span) {
            Local v = vars.get(name);
            if (v == null) {
                if (signatures.containsKey(name)) throw DiagnosticException.at(span, name + " is a procedure, not a variable");
                v = fb.var(name, Type.INT, span);
                vars.put(name, v);
            }
            return v;
        }

        private Local array(Expr.CallOrIndex ci) {
            Local v = vars.get(ci.name());
            if (v == null || !(v.type() instanceof Type.ArrayType)) {
                throw DiagnosticException.at(ci.nameSpan(), ci.name() + " is not an array");
            }
            if (ci.arguments().size() != 1) throw DiagnosticException.at(ci.span(), "arrays are one-dimensional: " + ci.name() + " takes one subscript");
            return v;
        }

        private Operand temp(Rvalue r, Span span) {
            Local t = fb.temp(r.type(), span);
            fb.emit(new Instr.Assign(t, r, span, false));
            return t;
        }

        private Operand operand(Expr e) {
            Rvalue r = rvalue(e, null);
            return r instanceof Rvalue.Use u ? u.operand() : temp(r, e.span());
        }

        private Operand integer(Expr e) {
            Operand o = operand(e);
            if (!(o.type() instanceof Type.IntType)) throw DiagnosticException.at(e.span(), "expected an integer expression, found " + describe(o.type()));
            return o;
        }

        private Operand condition(Expr e) {
            Operand o = operand(e);
            if (!(o.type() instanceof Type.BoolType)) throw DiagnosticException.at(e.span(), "expected a condition (a comparison), found " + describe(o.type()));
            return o;
        }

        private static String describe(Type t) {
            return t instanceof Type.BoolType ? "a condition" : t instanceof Type.ArrayType ? "an array" : "an integer expression";
        }

        /** The expression as one right-hand side; {@code target} (nullable) is the type it will be assigned to. */
        private Rvalue rvalue(Expr e, Type target) {
            Rvalue r = e.accept(new Expr.Visitor<Rvalue, Void>() {
                public Rvalue visitIntLit(Expr.IntLit i, Void p) { return new Rvalue.Use(Operand.Const.of(i.value(), Type.INT)); }
                public Rvalue visitSymbolLiteral(Expr.SymbolLiteral s, Void p) {
                    throw DiagnosticException.at(s.span(), "a quoted symbol \"" + s.name() + "\" can only be an argument of a session command or --call");
                }
                public Rvalue visitName(Expr.Name n, Void p) {
                    Local v = variable(n.name(), n.span());
                    if (v.type() instanceof Type.ArrayType && !(target instanceof Type.ArrayType)) {
                        throw DiagnosticException.at(n.span(), n.name() + " is an array; use an element " + n.name() + "(i)");
                    }
                    return new Rvalue.Use(v);
                }
                public Rvalue visitCallOrIndex(Expr.CallOrIndex ci, Void p) {
                    Local v = vars.get(ci.name());
                    if (v != null && v.type() instanceof Type.ArrayType) {
                        Local array = array(ci);
                        return new Rvalue.Select(array, integer(ci.arguments().get(0)), Type.INT);
                    }
                    if (v != null || !signatures.containsKey(ci.name())) {
                        throw DiagnosticException.at(ci.nameSpan(), ci.name() + " is neither an array nor a procedure");
                    }
                    return new Rvalue.Use(call(new Invocation(new Ident(ci.name(), ci.nameSpan()), ci.arguments(), ci.span()), ci.span()));
                }
                public Rvalue visitBuiltinCall(Expr.BuiltinCall b, Void p) {
                    if (b.function() == Expr.Builtin.ABS) return new Rvalue.Unary(Rvalue.UnOp.ABS, integer(b.arguments().get(0)), Type.INT);
                    return new Rvalue.Binary(Rvalue.BinOp.MOD, integer(b.arguments().get(0)), integer(b.arguments().get(1)), Type.INT);
                }
                public Rvalue visitUnary(Expr.Unary u, Void p) {
                    return switch (u.op()) {
                        case NOT -> new Rvalue.Unary(Rvalue.UnOp.NOT, condition(u.operand()), Type.BOOL);
                        case NEG -> {
                            if (u.operand() instanceof Expr.IntLit lit) yield new Rvalue.Use(Operand.Const.of(lit.value().negate(), Type.INT));
                            yield new Rvalue.Unary(Rvalue.UnOp.NEG, integer(u.operand()), Type.INT);
                        }
                        case PLUS -> new Rvalue.Use(integer(u.operand()));
                    };
                }
                public Rvalue visitBinary(Expr.Binary b, Void p) { return binary(b); }
            }, null);
            if (target != null && !target.equals(r.type())) {
                if (target instanceof Type.ArrayType && r.type() instanceof Type.ArrayType) {
                    throw DiagnosticException.at(e.span(), "cannot assign an array of type " + r.type() + " to one of type " + target);
                }
                throw DiagnosticException.at(e.span(), "cannot assign " + describe(r.type()) + " to " + describe(target).replace("an integer expression", "an integer variable"));
            }
            return r;
        }

        private Rvalue binary(Expr.Binary b) {
            Expr.BinaryOp op = b.op();
            if (op.isLogical()) {
                Operand l = condition(b.left()), r = condition(b.right());
                Rvalue.BinOp o = switch (op) {
                    case AND -> Rvalue.BinOp.AND;
                    case OR -> Rvalue.BinOp.OR;
                    default -> Rvalue.BinOp.IMPLIES;
                };
                return new Rvalue.Binary(o, l, r, Type.BOOL);
            }
            Operand l = integer(b.left()), r = integer(b.right());
            return switch (op) {
                case EQ -> new Rvalue.Binary(Rvalue.BinOp.EQ, l, r, Type.BOOL);
                case NE -> new Rvalue.Binary(Rvalue.BinOp.NE, l, r, Type.BOOL);
                case LT -> new Rvalue.Binary(Rvalue.BinOp.LT, l, r, Type.BOOL);
                case GT -> new Rvalue.Binary(Rvalue.BinOp.GT, l, r, Type.BOOL);
                case LE, NOT_GT -> new Rvalue.Binary(Rvalue.BinOp.LE, l, r, Type.BOOL);
                case GE, NOT_LT -> new Rvalue.Binary(Rvalue.BinOp.GE, l, r, Type.BOOL);
                case ADD -> new Rvalue.Binary(Rvalue.BinOp.ADD, l, r, Type.INT);
                case SUB -> new Rvalue.Binary(Rvalue.BinOp.SUB, l, r, Type.INT);
                case MUL -> new Rvalue.Binary(Rvalue.BinOp.MUL, l, r, Type.INT);
                case DIV -> new Rvalue.Binary(Rvalue.BinOp.DIV, l, r, Type.INT);
                case POW -> new Rvalue.Binary(Rvalue.BinOp.POW, l, r, Type.INT);
                default -> throw new IllegalStateException(op.toString());
            };
        }
    }
}
