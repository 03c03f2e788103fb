package effigy.ir;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import effigy.ir.Operand.Const;
import effigy.ir.Rvalue.BinOp;
import effigy.source.Span;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** {@link IrVerifier} on hand-built functions: what it accepts, what it rejects and how it says so. */
class IrVerifierTest {
    private static final Span S = Span.NONE;
    private static final Type INT_ARRAY = Type.ArrayType.unbounded(Type.INT);
    private final AtomicInteger ids = new AtomicInteger();

    /** A builder for {@code name(X: int, A: int[*]) -> returnType}. */
    private FunctionBuilder builder(String name, Type returnType) {
        FunctionBuilder fb = new FunctionBuilder(name, returnType, S, ids::getAndIncrement);
        fb.param("X", Type.INT, S);
        fb.param("A", INT_ARRAY, S);
        return fb;
    }

    private static Local x(FunctionBuilder fb) { return fb.locals().get(0); }
    private static Local a(FunctionBuilder fb) { return fb.locals().get(1); }

    /** A VOID function whose entry block holds what {@code body} emits, then returns. */
    private Function bad(Consumer<FunctionBuilder> body) {
        FunctionBuilder fb = builder("BAD", Type.VOID);
        body.accept(fb);
        if (!fb.isTerminated()) fb.ret(null, S);
        return fb.build(S);
    }

    private static Program program(Function... functions) {
        Map<String, Function> m = new LinkedHashMap<>();
        for (Function f : functions) m.put(f.name(), f);
        return new Program(m);
    }

    /** Verifies and returns the message, checking it contains every fragment. */
    private static String rejected(Function f, Program p, String... fragments) {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> IrVerifier.verify(p));
        for (String fragment : fragments) {
            assertTrue(e.getMessage().contains(fragment), () -> "message lacks '" + fragment + "': " + e.getMessage() + "\n" + IrPrinter.print(f));
        }
        return e.getMessage();
    }

    private static String rejected(Function f, String... fragments) { return rejected(f, program(f), fragments); }

    private static Instr.Assign assign(Local target, Rvalue value) { return new Instr.Assign(target, value, S, false); }

    private static Rvalue.Binary bin(BinOp op, Operand l, Operand r, Type t) { return new Rvalue.Binary(op, l, r, t); }

    // ---------------------------------------------------------------- accepted

    @Test
    void wellTypedFunctionVerifies() {
        FunctionBuilder fb = builder("OK", Type.INT);
        Local t = fb.temp(Type.INT, S), c = fb.temp(Type.BOOL, S), n = fb.temp(Type.BOOL, S);
        fb.markStatement();
        fb.emit(assign(t, bin(BinOp.ADD, x(fb), Const.integer(1), Type.INT)));
        fb.emit(new Instr.Store(a(fb), t, x(fb), S, false));
        fb.emit(assign(t, new Rvalue.Select(a(fb), Const.integer(3), Type.INT)));
        fb.emit(assign(c, bin(BinOp.LE, x(fb), t, Type.BOOL)));
        fb.emit(assign(n, new Rvalue.Unary(Rvalue.UnOp.NOT, c, Type.BOOL)));
        fb.emit(assign(c, bin(BinOp.IMPLIES, c, n, Type.BOOL)));
        fb.emit(assign(c, bin(BinOp.EQ, c, Const.bool(true), Type.BOOL)));
        fb.emit(new Instr.Read(t, "T", S, false));
        fb.emit(new Instr.Write(List.of(new Instr.WriteText("t is"), new Instr.WriteValue(t)), S, false));
        fb.emit(new Instr.Assume(c, S, false));
        fb.emit(new Instr.Assert(n, S, false));
        fb.emit(new Instr.Prove(Const.bool(true), S, false));
        fb.emit(new Instr.Call(t, "OK", List.of(new Instr.ByRef(t), new Instr.ByRef(a(fb))), S, false));
        fb.emit(new Instr.Call(null, "OK", List.of(new Instr.ByValue(Const.integer(7)), new Instr.ByRef(a(fb))), S, false));
        int yes = fb.newBlock("yes"), no = fb.newBlock("no");
        fb.branch(c, yes, no, S);
        fb.setBlock(yes);
        fb.ret(t, S);
        fb.setBlock(no);
        fb.ret(null, S); // a value-returning procedure may fall off the end
        Function f = fb.build(S);
        assertDoesNotThrow(() -> IrVerifier.verify(f));
        assertDoesNotThrow(() -> IrVerifier.verify(program(f)));
    }

    @Test
    void bitVectorArithmeticIsIntegerArithmetic() {
        FunctionBuilder fb = new FunctionBuilder("BV", Type.VOID, S, ids::getAndIncrement);
        Type u8 = Type.bv(8, false);
        Local v = fb.var("V", u8, S), c = fb.temp(Type.BOOL, S);
        fb.emit(assign(v, bin(BinOp.MUL, v, Const.of(java.math.BigInteger.TWO, u8), u8)));
        fb.emit(assign(c, bin(BinOp.LT, v, v, Type.BOOL)));
        assertDoesNotThrow(() -> IrVerifier.verify(fb.build(S)));
    }

    // ---------------------------------------------------------------- types

    @Test
    void rejectsArithmeticOnBool() {
        Function f = bad(fb -> {
            Local c = fb.temp(Type.BOOL, S);
            fb.emit(assign(c, bin(BinOp.LT, x(fb), Const.integer(0), Type.BOOL)));
            fb.emit(assign(x(fb), bin(BinOp.ADD, c, Const.integer(1), Type.INT)));
        });
        rejected(f, "function BAD", "block b0 (entry)", "instruction 1", "`X := %t0 + 1`", "'+' needs two integer operands", "bool");
    }

    @Test
    void rejectsAssignmentOfTheWrongType() {
        Function f = bad(fb -> fb.emit(assign(x(fb), bin(BinOp.LT, x(fb), Const.integer(0), Type.BOOL))));
        rejected(f, "instruction 0", "`X := X < 0`", "assigns bool to X of type int");
    }

    @Test
    void rejectsComparisonThatDoesNotYieldBool() {
        Function f = bad(fb -> fb.emit(assign(x(fb), bin(BinOp.LT, x(fb), Const.integer(0), Type.INT))));
        rejected(f, "'<' yields bool, not int");
    }

    @Test
    void rejectsLogicalOperatorOnIntegers() {
        Function f = bad(fb -> {
            Local c = fb.temp(Type.BOOL, S);
            fb.emit(assign(c, bin(BinOp.AND, x(fb), Const.bool(true), Type.BOOL)));
        });
        rejected(f, "'&&' needs bool operands, got int and bool");
    }

    @Test
    void rejectsNotOnAnInteger() {
        Function f = bad(fb -> {
            Local c = fb.temp(Type.BOOL, S);
            fb.emit(assign(c, new Rvalue.Unary(Rvalue.UnOp.NOT, x(fb), Type.BOOL)));
        });
        rejected(f, "'!' needs a bool operand, got int");
    }

    @Test
    void rejectsSelectAndStoreMisuse() {
        rejected(bad(fb -> fb.emit(assign(x(fb), new Rvalue.Select(x(fb), Const.integer(1), Type.INT)))),
                "X is not an array");
        rejected(bad(fb -> fb.emit(new Instr.Store(a(fb), Const.bool(true), x(fb), S, false))),
                "`A[true] := X`", "the index true has type bool, not int");
        rejected(bad(fb -> fb.emit(new Instr.Store(a(fb), x(fb), Const.bool(false), S, false))),
                "the stored value false has type bool, not int");
        rejected(bad(fb -> fb.emit(assign(x(fb), new Rvalue.Select(a(fb), x(fb), Type.BOOL)))),
                "claims type bool");
    }

    @Test
    void rejectsNonBooleanConditions() {
        rejected(bad(fb -> fb.emit(new Instr.Assume(x(fb), S, false))), "`assume X`", "condition X has type int");
        rejected(bad(fb -> fb.emit(new Instr.Assert(Const.integer(1), S, false))), "`assert 1`", "condition");
        rejected(bad(fb -> fb.emit(new Instr.Prove(x(fb), S, false))), "`prove X`", "condition");
        Function f = bad(fb -> {
            int next = fb.newBlock("next");
            fb.branch(x(fb), next, next, S);
            fb.setBlock(next);
        });
        rejected(f, "block b0 (entry), terminator `branch X ? b1 : b1 #", "condition X has type int, not bool");
    }

    @Test
    void rejectsReadingIntoAnArray() {
        rejected(bad(fb -> fb.emit(new Instr.Read(a(fb), "A", S, false))), "non-scalar");
    }

    // ---------------------------------------------------------------- control flow and returns

    @Test
    void rejectsJumpToAMissingBlock() {
        Function f;
        try {
            f = bad(fb -> fb.jump(5, S));
        } catch (IndexOutOfBoundsException e) {
            return; // today Function's constructor (Loops.find) trips over the bad successor before the verifier can
        }
        rejected(f, "block b0 (entry), terminator `goto b5`", "b5, which does not exist");
    }

    @Test
    void rejectsReturnValueFromVoidFunction() {
        rejected(bad(fb -> fb.ret(x(fb), S)), "terminator `return X`", "returns a value from a void function");
    }

    @Test
    void rejectsReturnOfTheWrongType() {
        FunctionBuilder fb = builder("F", Type.INT);
        fb.ret(Const.bool(true), S);
        rejected(fb.build(S), "returns bool from a function returning int");
    }

    @Test
    void allowsValueFunctionToReturnNothing() {
        FunctionBuilder fb = builder("F", Type.INT);
        Function f = fb.build(S); // the open entry block gets `return`
        assertDoesNotThrow(() -> IrVerifier.verify(f));
    }

    // ---------------------------------------------------------------- calls

    @Test
    void rejectsCallsThatDoNotMatchTheCallee() {
        Function callee = builder("G", Type.VOID).build(S);
        Function missing = bad(fb -> fb.emit(new Instr.Call(null, "NOPE", List.of(), S, false)));
        rejected(missing, program(missing, callee), "calls NOPE, which is not in the program");
        Function arity = bad(fb -> fb.emit(new Instr.Call(null, "G", List.of(new Instr.ByRef(x(fb))), S, false)));
        rejected(arity, program(arity, callee), "passes 1 argument(s) to G, which takes 2");
        Function kind = bad(fb -> fb.emit(new Instr.Call(null, "G", List.of(new Instr.ByRef(x(fb)), new Instr.ByRef(x(fb))), S, false)));
        rejected(kind, program(kind, callee), "`call G(ref X, ref X)`", "argument 2 of G (A: int[*]) is passed by reference as a scalar");
        Function arrayForScalar = bad(fb -> fb.emit(new Instr.Call(null, "G", List.of(new Instr.ByRef(a(fb)), new Instr.ByRef(a(fb))), S, false)));
        rejected(arrayForScalar, program(arrayForScalar, callee), "argument 1 of G (X: int) is passed by reference as an array");
        Function byValueArray = bad(fb -> fb.emit(new Instr.Call(null, "G", List.of(new Instr.ByValue(x(fb)), new Instr.ByValue(a(fb))), S, false)));
        rejected(byValueArray, program(byValueArray, callee), "argument 2 of G (A: int[*]) is an array but is passed by value");
        Function result = bad(fb -> fb.emit(new Instr.Call(x(fb), "G", List.of(new Instr.ByRef(x(fb)), new Instr.ByRef(a(fb))), S, false)));
        rejected(result, program(result, callee), "uses the result of G, which returns nothing");
    }

    @Test
    void boundedArrayMayBePassedForAnUnboundedParameter() {
        Function callee = builder("G", Type.VOID).build(S);
        FunctionBuilder fb = builder("CALLER", Type.VOID);
        Local b = fb.var("B", Type.ArrayType.bounded(Type.INT, 1, 5), S);
        fb.emit(new Instr.Call(null, "G", List.of(new Instr.ByValue(Const.integer(2)), new Instr.ByRef(b)), S, false));
        Function caller = fb.build(S);
        assertDoesNotThrow(() -> IrVerifier.verify(program(caller, callee)));
    }

    // ---------------------------------------------------------------- locals and programs

    @Test
    void rejectsLocalOfAnotherFunction() {
        Local stranger = new Local(2, "Q", Type.INT, Local.Kind.VAR, S);
        rejected(bad(fb -> fb.emit(assign(x(fb), new Rvalue.Use(stranger)))), "uses Q (slot 2), which is not a local of BAD");
    }

    @Test
    void rejectsSlotsThatAreNotIndices() {
        Local p = new Local(0, "X", Type.INT, Local.Kind.PARAM, S), v = new Local(5, "V", Type.INT, Local.Kind.VAR, S);
        Block entry = new Block(0, "entry", List.of(), new Terminator.Return(null, S, false));
        Function f = new Function("F", List.of(p), List.of(p, v), List.of(entry), Type.VOID, S);
        rejected(f, "function F, local 1 (V)", "has slot 5 but is local 1");
    }

    @Test
    void rejectsParametersThatDoNotComeFirst() {
        Local v = new Local(0, "V", Type.INT, Local.Kind.VAR, S), p = new Local(1, "X", Type.INT, Local.Kind.PARAM, S);
        Block entry = new Block(0, "entry", List.of(), new Terminator.Return(null, S, false));
        Function f = new Function("F", List.of(p), List.of(v, p), List.of(entry), Type.VOID, S);
        rejected(f, "function F, local 0 (V)", "parameters must come first");
    }

    @Test
    void rejectsMisnumberedBlock() {
        Block entry = new Block(3, "entry", List.of(), new Terminator.Return(null, S, false));
        Function f = new Function("F", List.of(), List.of(), List.of(entry), Type.VOID, S);
        rejected(f, "block b3 (entry)", "has index 3 but is block 0");
    }

    @Test
    void rejectsBranchIdsUsedTwiceInAProgram() {
        Block entry = new Block(0, "entry", List.of(), new Terminator.Branch(Const.bool(true), 1, 1, 7, S, false));
        Block exit = new Block(1, "exit", List.of(), new Terminator.Return(null, S, false));
        Function f = new Function("F", List.of(), List.of(), List.of(entry, exit), Type.VOID, S);
        Function g = new Function("G", List.of(), List.of(), List.of(entry, exit), Type.VOID, S);
        assertDoesNotThrow(() -> IrVerifier.verify(f));
        rejected(g, program(f, g), "function G, block b0 (entry)", "branch id #7 is also used in function F, block b0 (entry)");
    }
}
