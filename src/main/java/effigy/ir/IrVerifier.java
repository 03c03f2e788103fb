package effigy.ir;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks that IR is well formed; the executor, printer and analyses may assume what it checks.
 *
 * <p>Contract: {@code verify} returns normally on well-formed IR and otherwise throws an
 * {@link IllegalStateException} for the first violation found, whose message names the function, the
 * block (index and label) and the instruction (its position and {@link IrPrinter} text) or terminator.
 * Checked:
 * <ul>
 *   <li>locals: every local's slot is its index in {@link Function#locals()}; the parameters are exactly
 *       the first locals and the only ones of kind PARAM; no local is VOID; every local an instruction uses
 *       is that function's local of that slot;</li>
 *   <li>blocks: block {@code i} has index {@code i}, there is at least one block, every terminator exists
 *       and every successor is a block of the function;</li>
 *   <li>types: arithmetic ({@code + - * / % mod **}, unary {@code -} and {@code abs}) takes and yields one
 *       integer type ({@code int}, or one bit-vector type); ordering comparisons take two operands of one
 *       integer type, {@code ==}/{@code !=} two of one scalar type, and both yield {@code bool};
 *       {@code & | -> !} take and yield {@code bool}; select and store need an array local, an index of the
 *       array's index type ({@code int} for King's language) and an element-typed value; an assignment's
 *       target has exactly the type of its right-hand side; read targets and written values are scalars;
 *       branch, assume, assert and prove conditions are {@code bool}; boolean constants are 0 or 1;</li>
 *   <li>calls: the callee exists in the program (or is one the program declares without a body, an input, or
 *       one the caller's predicate accepts) and takes as many parameters as there are arguments; a
 *       by-reference argument is an array exactly where the parameter is (same element type), a scalar
 *       by-reference argument has the parameter's type, a by-value argument is a scalar of the parameter's
 *       type; a call with a result calls a non-VOID function and the result has its return type;</li>
 *   <li>returns: a VOID function never returns a value; a non-VOID one returns a value of its return type
 *       or no value at all (King's procedures may also fall off the end or {@code RETURN;}, which is an
 *       error only when a caller uses the value, and that is the executor's business);</li>
 *   <li>programs: each function is filed under its own name and branch ids are unique in the program.</li>
 * </ul>
 */
public final class IrVerifier {
    private IrVerifier() {}

    /** Verifies every function of the program, calls against the program, and program-wide branch ids. */
    public static void verify(Program program) { verify(program, name -> false); }

    /**
     * As {@link #verify(Program)}, where a call may also go to a function outside the program that
     * {@code external} accepts (the C runtime the executor models: malloc, printf, ...). A call of a function the
     * program declares without a body ({@link Program#externals()}) is valid under either: its result is an input.
     */
    public static void verify(Program program, java.util.function.Predicate<String> external) {
        Map<Integer, String> branchIds = new HashMap<>();
        for (Map.Entry<String, Function> e : program.functions().entrySet()) {
            Function f = e.getValue();
            if (!e.getKey().equals(f.name())) {
                throw new IllegalStateException("function " + f.name() + " is filed under the name " + e.getKey());
            }
            new Checker(f, program, external).run();
            for (Block b : f.blocks()) {
                if (b.terminator() instanceof Terminator.Branch br) {
                    String where = "function " + f.name() + ", block " + blockName(b);
                    String other = branchIds.putIfAbsent(br.id(), where);
                    if (other != null) {
                        throw new IllegalStateException(where + ", terminator `" + IrPrinter.terminator(br)
                                + "`: branch id #" + br.id() + " is also used in " + other);
                    }
                }
            }
        }
    }

    /** Verifies one function; its calls are resolved in {@code program}, which need not contain {@code f}. */
    public static void verify(Function f, Program program) {
        new Checker(f, program, name -> false).run();
    }

    /** Verifies a function on its own: it may call only itself. */
    public static void verify(Function f) {
        verify(f, new Program(Map.of(f.name(), f)));
    }

    private static String blockName(Block b) { return "b" + b.index() + " (" + b.label() + ")"; }

    /** The checks of one function; {@code where} names the place being checked, for messages. */
    private static final class Checker {
        private final Function f;
        private final Program program;
        private final java.util.function.Predicate<String> external;
        private String where;

        Checker(Function f, Program program, java.util.function.Predicate<String> external) {
            this.external = external;
            this.f = f;
            this.program = program;
            this.where = "function " + f.name();
        }

        void run() {
            checkLocals();
            List<Block> blocks = f.blocks();
            if (blocks.isEmpty()) fail("has no blocks");
            for (int i = 0; i < blocks.size(); i++) {
                Block b = blocks.get(i);
                where = "function " + f.name() + ", block " + blockName(b);
                if (b.index() != i) fail("has index " + b.index() + " but is block " + i);
                for (int k = 0; k < b.instrs().size(); k++) {
                    Instr instr = b.instrs().get(k);
                    where = "function " + f.name() + ", block " + blockName(b) + ", instruction " + k
                            + " `" + IrPrinter.instruction(instr) + "`";
                    if (instr.span() == null) fail("has no span");
                    instr.accept(instrChecker, null);
                }
                Terminator t = b.terminator();
                where = "function " + f.name() + ", block " + blockName(b);
                if (t == null) fail("has no terminator");
                where += ", terminator `" + IrPrinter.terminator(t) + "`";
                if (t.span() == null) fail("has no span");
                checkTerminator(t);
            }
        }

        private void checkLocals() {
            if (f.returnType() == null) fail("has no return type");
            List<Local> locals = f.locals(), params = f.params();
            if (params.size() > locals.size()) fail("has more parameters than locals");
            for (int i = 0; i < locals.size(); i++) {
                Local l = locals.get(i);
                where = "function " + f.name() + ", local " + i + " (" + l.name() + ")";
                if (l.slot() != i) fail("has slot " + l.slot() + " but is local " + i);
                if (l.type() == null || l.type() instanceof Type.VoidType) fail("has type " + l.type());
                boolean isParam = i < params.size();
                if (isParam && !params.get(i).equals(l)) fail("is not parameter " + i + " (" + params.get(i).name() + "); parameters must come first");
                if (isParam != (l.kind() == Local.Kind.PARAM)) {
                    fail(isParam ? "is parameter " + i + " but has kind " + l.kind() : "has kind PARAM but is not among the parameters");
                }
            }
            where = "function " + f.name();
        }

        private final Instr.Visitor<Void, Void> instrChecker = new Instr.Visitor<>() {
            public Void visitAssign(Instr.Assign i, Void p) {
                local(i.target());
                Type t = rvalue(i.value());
                if (!i.target().type().equals(t)) {
                    fail("assigns " + IrPrinter.type(t) + " to " + i.target().name() + " of type " + IrPrinter.type(i.target().type()));
                }
                return null;
            }

            public Void visitStore(Instr.Store i, Void p) {
                Type.ArrayType at = array(i.array());
                expect(i.index(), at.index(), "index");
                expect(i.value(), at.element(), "stored value");
                return null;
            }

            public Void visitCall(Instr.Call i, Void p) {
                call(i);
                return null;
            }

            public Void visitRead(Instr.Read i, Void p) {
                local(i.target());
                if (!i.target().type().isScalar()) fail("reads into " + i.target().name() + " of non-scalar type " + IrPrinter.type(i.target().type()));
                if (i.inputName() == null) fail("has no input name");
                return null;
            }

            public Void visitWrite(Instr.Write i, Void p) {
                for (Instr.WriteItem item : i.items()) {
                    if (item instanceof Instr.WriteValue v) {
                        Type t = operand(v.operand());
                        if (!t.isScalar()) fail("writes " + IrPrinter.operand(v.operand()) + " of non-scalar type " + IrPrinter.type(t));
                    } else if (((Instr.WriteText) item).text() == null) {
                        fail("writes a null text");
                    }
                }
                return null;
            }

            public Void visitAssume(Instr.Assume i, Void p) { expect(i.cond(), Type.BOOL, "condition"); return null; }

            public Void visitAssert(Instr.Assert i, Void p) { expect(i.cond(), Type.BOOL, "condition"); return null; }

            public Void visitProve(Instr.Prove i, Void p) { expect(i.cond(), Type.BOOL, "condition"); return null; }

            public Void visitMemStore(Instr.MemStore i, Void p) {
                pointer(i.address(), "address");
                expect(i.value(), i.type(), "stored value");
                return null;
            }

            public Void visitAlloca(Instr.Alloca i, Void p) {
                local(i.target());
                if (!(i.target().type() instanceof Type.PointerType)) fail("allocates into " + i.target().name() + ", which is not a pointer");
                if (i.size() < 0 || i.align() <= 0) fail("allocates " + i.size() + " bytes aligned to " + i.align());
                for (Operand l : i.lengths()) expect(l, Type.bv(64, true), "variable length");
                return null;
            }

            public Void visitCallIndirect(Instr.CallIndirect i, Void p) {
                pointer(i.target(), "call target");
                for (Operand a : i.args()) if (!operand(a).isScalar()) fail("passes a non-scalar to an indirect call");
                if (i.result() != null) local(i.result());
                return null;
            }
        };

        private void pointer(Operand o, String what) {
            Type t = operand(o);
            if (!(t instanceof Type.PointerType)) fail("the " + what + " " + IrPrinter.operand(o) + " has type " + IrPrinter.type(t) + ", not a pointer");
        }

        private void checkTerminator(Terminator t) {
            if (t instanceof Terminator.Goto g) {
                target(g.target());
            } else if (t instanceof Terminator.Branch b) {
                expect(b.cond(), Type.BOOL, "condition");
                target(b.ifTrue());
                target(b.ifFalse());
            } else {
                Terminator.Return r = (Terminator.Return) t;
                if (r.value() == null) return; // allowed everywhere; see the class comment
                Type v = operand(r.value());
                if (f.returnType() instanceof Type.VoidType) fail("returns a value from a void function");
                if (!v.equals(f.returnType())) fail("returns " + IrPrinter.type(v) + " from a function returning " + IrPrinter.type(f.returnType()));
            }
        }

        private void target(int block) {
            if (block < 0 || block >= f.blocks().size()) fail("goes to b" + block + ", which does not exist (the function has " + f.blocks().size() + " blocks)");
        }

        private void call(Instr.Call i) {
            Function callee = program == null ? null : program.function(i.callee());
            // a function the program declares without a body is an input: its calls are valid (their result is a fresh symbol)
            if (callee == null && (external.test(i.callee()) || program != null && program.externals().containsKey(i.callee()))) return;
            if (callee == null) fail("calls " + i.callee() + ", which is not in the program");
            List<Local> params = callee.params();
            if (params.size() != i.args().size()) {
                fail("passes " + i.args().size() + " argument(s) to " + i.callee() + ", which takes " + params.size());
            }
            for (int k = 0; k < params.size(); k++) {
                Instr.Arg arg = i.args().get(k);
                Type want = params.get(k).type();
                String which = "argument " + (k + 1) + " of " + i.callee() + " (" + params.get(k).name() + ": " + IrPrinter.type(want) + ")";
                if (arg == null || arg.operand() == null) fail(which + " is missing");
                Type have = operand(arg.operand());
                if (arg instanceof Instr.ByRef) {
                    boolean arrayHave = have instanceof Type.ArrayType, arrayWant = want instanceof Type.ArrayType;
                    if (arrayHave != arrayWant) fail(which + " is passed by reference as " + (arrayHave ? "an array" : "a scalar"));
                    Type elemHave = arrayHave ? ((Type.ArrayType) have).element() : have;
                    Type elemWant = arrayWant ? ((Type.ArrayType) want).element() : want;
                    if (!elemHave.equals(elemWant)) fail(which + " is passed by reference with type " + IrPrinter.type(have));
                } else {
                    if (!want.isScalar()) fail(which + " is an array but is passed by value");
                    if (!have.equals(want)) fail(which + " is passed a value of type " + IrPrinter.type(have));
                }
            }
            if (i.result() != null) {
                local(i.result());
                if (callee.returnType() instanceof Type.VoidType) fail("uses the result of " + i.callee() + ", which returns nothing");
                if (!i.result().type().equals(callee.returnType())) {
                    fail("puts the " + IrPrinter.type(callee.returnType()) + " result of " + i.callee() + " into "
                            + i.result().name() + " of type " + IrPrinter.type(i.result().type()));
                }
            }
        }

        /** Checks the rvalue's operands and returns its (declared, verified) type. */
        private Type rvalue(Rvalue r) {
            if (r == null) fail("has no right-hand side");
            if (r instanceof Rvalue.Use u) return operand(u.operand());
            if (r instanceof Rvalue.Unary u) {
                Type t = operand(u.operand());
                String op = "'" + u.op().spelling().trim() + "'";
                if (u.op() == Rvalue.UnOp.BNOT && !isBitwise(t)) fail(op + " needs a bit-vector operand, got " + IrPrinter.type(t));
                if (u.op() == Rvalue.UnOp.NOT) {
                    if (!(t instanceof Type.BoolType)) fail(op + " needs a bool operand, got " + IrPrinter.type(t));
                } else if (!isInteger(t)) {
                    fail(op + " needs an integer operand, got " + IrPrinter.type(t));
                }
                if (!t.equals(u.type())) fail(op + " on " + IrPrinter.type(t) + " cannot yield " + IrPrinter.type(u.type()));
                return u.type();
            }
            if (r instanceof Rvalue.Binary b) {
                Type l = operand(b.left()), rt = operand(b.right());
                String op = "'" + b.op().spelling() + "'";
                Rvalue.BinOp o = b.op();
                if (o.isLogical()) {
                    if (!(l instanceof Type.BoolType) || !(rt instanceof Type.BoolType)) {
                        fail(op + " needs bool operands, got " + IrPrinter.type(l) + " and " + IrPrinter.type(rt));
                    }
                    if (!(b.type() instanceof Type.BoolType)) fail(op + " yields bool, not " + IrPrinter.type(b.type()));
                } else if (l instanceof Type.PointerType && !o.isComparison()) {
                    boolean offset = rt instanceof Type.BvType bv && bv.width() == 64;
                    if (!((o == Rvalue.BinOp.ADD || o == Rvalue.BinOp.SUB) && offset) && !(o == Rvalue.BinOp.SUB && rt.equals(l))) {
                        fail(op + " on a pointer needs a 64-bit integer operand (or, for '-', another pointer), got " + IrPrinter.type(rt));
                    }
                    if (!b.type().equals(rt.equals(l) ? Type.bv(64, true) : l)) fail(op + " on pointers cannot yield " + IrPrinter.type(b.type()));
                } else if (o.isComparison()) {
                    boolean equality = o == Rvalue.BinOp.EQ || o == Rvalue.BinOp.NE;
                    if (!l.equals(rt) || !(equality ? l.isScalar() : isInteger(l) || l instanceof Type.PointerType)) {
                        fail(op + " needs two " + (equality ? "scalar" : "integer") + " operands of one type, got "
                                + IrPrinter.type(l) + " and " + IrPrinter.type(rt));
                    }
                    if (!(b.type() instanceof Type.BoolType)) fail(op + " yields bool, not " + IrPrinter.type(b.type()));
                } else if (o == Rvalue.BinOp.SHL || o == Rvalue.BinOp.SHR) {
                    // C promotes a shift's operands separately: the amount may have another integer type
                    if (!isBitwise(l) || !isBitwise(rt)) {
                        fail(op + " needs bit-vector operands, got " + IrPrinter.type(l) + " and " + IrPrinter.type(rt));
                    }
                    if (!l.equals(b.type())) fail(op + " on " + IrPrinter.type(l) + " cannot yield " + IrPrinter.type(b.type()));
                } else if (o.isBitwise()) {
                    if (!isBitwise(l) || !l.equals(rt)) {
                        fail(op + " needs two bit-vector operands of one type, got " + IrPrinter.type(l) + " and " + IrPrinter.type(rt));
                    }
                    if (!l.equals(b.type())) fail(op + " on " + IrPrinter.type(l) + " cannot yield " + IrPrinter.type(b.type()));
                } else {
                    if (!l.equals(rt) || !isInteger(l)) {
                        fail(op + " needs two integer operands of one type, got " + IrPrinter.type(l) + " and " + IrPrinter.type(rt));
                    }
                    if (!l.equals(b.type())) fail(op + " on " + IrPrinter.type(l) + " cannot yield " + IrPrinter.type(b.type()));
                }
                return b.type();
            }
            if (r instanceof Rvalue.Cast c) {
                Type from = operand(c.operand());
                if (!from.isScalar() || !c.type().isScalar()) fail("casts " + IrPrinter.type(from) + " to " + IrPrinter.type(c.type()));
                return c.type();
            }
            if (r instanceof Rvalue.Load l) {
                pointer(l.address(), "address");
                if (!l.type().isScalar()) fail("loads a non-scalar " + IrPrinter.type(l.type()));
                return l.type();
            }
            if (r instanceof Rvalue.AddressOf a) {
                boolean exists = program == null || (a.function() ? program.function(a.symbol()) != null : program.globals().containsKey(a.symbol()));
                if (!exists) fail("takes the address of " + a.symbol() + ", which is not in the program");
                if (!(a.type() instanceof Type.PointerType)) fail("takes an address of type " + IrPrinter.type(a.type()));
                return a.type();
            }
            Rvalue.Select s = (Rvalue.Select) r;
            Type.ArrayType at = array(s.array());
            expect(s.index(), at.index(), "index");
            if (!at.element().equals(s.type())) {
                fail("selects from " + s.array().name() + " of type " + IrPrinter.type(at) + " but claims type " + IrPrinter.type(s.type()));
            }
            return s.type();
        }

        private Type.ArrayType array(Local a) {
            local(a);
            if (!(a.type() instanceof Type.ArrayType at)) {
                fail(a.name() + " is not an array (it has type " + IrPrinter.type(a.type()) + ")");
                throw new AssertionError(); // unreachable: fail throws
            }
            return at;
        }

        private void expect(Operand o, Type want, String what) {
            Type have = operand(o);
            if (!have.equals(want)) fail("the " + what + " " + IrPrinter.operand(o) + " has type " + IrPrinter.type(have) + ", not " + IrPrinter.type(want));
        }

        /** Checks an operand (a local of this function, or a well-formed constant) and returns its type. */
        private Type operand(Operand o) {
            if (o == null) fail("has a missing operand");
            if (o instanceof Local l) {
                local(l);
                return l.type();
            }
            Operand.Const c = (Operand.Const) o;
            if (c.type() == null || !c.type().isScalar()) fail("has a constant " + c.value() + " of non-scalar type " + c.type());
            if (c.type() instanceof Type.BoolType && c.value().signum() != 0 && !c.value().equals(java.math.BigInteger.ONE)) {
                fail("has a bool constant with value " + c.value());
            }
            return c.type();
        }

        private void local(Local l) {
            if (l == null) fail("has a missing local");
            if (l.slot() < 0 || l.slot() >= f.locals().size() || !f.locals().get(l.slot()).equals(l)) {
                fail("uses " + l.name() + " (slot " + l.slot() + "), which is not a local of " + f.name());
            }
        }

        /** Integers, and floating types, which take the same arithmetic and comparison operators (not REM, MOD, POW, bitwise). */
        private static boolean isInteger(Type t) { return t instanceof Type.IntType || t instanceof Type.BvType || t instanceof Type.FloatType; }

        /** Bitwise operators take bit-vectors, and C's integers under --ints=math (which have a layout). */
        private static boolean isBitwise(Type t) { return t instanceof Type.BvType || t instanceof Type.IntType it && it.hasLayout(); }

        private void fail(String problem) {
            throw new IllegalStateException(where + ": " + problem);
        }
    }
}
