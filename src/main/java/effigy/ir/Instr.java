package effigy.ir;

import effigy.source.Span;
import java.util.List;

/**
 * A non-branching IR instruction. Every instruction carries the span of the source it came from and
 * whether it is the first instruction of a source statement ({@code stmt}): the interpreter counts
 * statements (King's TEST step limit) and the debugger stops at them.
 */
public sealed interface Instr permits Instr.Assign, Instr.Store, Instr.Call, Instr.Read, Instr.Write,
        Instr.Assume, Instr.Assert, Instr.Prove, Instr.MemStore, Instr.Alloca, Instr.CallIndirect {

    Span span();

    boolean stmt();

    /** A dense number per instruction kind, for fast dispatch in the interpreter. */
    int opcode();

    <R, P> R accept(Visitor<R, P> v, P p);

    int ASSIGN = 0, STORE = 1, CALL = 2, READ = 3, WRITE = 4, ASSUME = 5, ASSERT = 6, PROVE = 7, MEM_STORE = 8,
            ALLOCA = 9, CALL_INDIRECT = 10;

    interface Visitor<R, P> {
        R visitAssign(Assign i, P p);
        R visitStore(Store i, P p);
        R visitCall(Call i, P p);
        R visitRead(Read i, P p);
        R visitWrite(Write i, P p);
        R visitAssume(Assume i, P p);
        R visitAssert(Assert i, P p);
        R visitProve(Prove i, P p);
        R visitMemStore(MemStore i, P p);
        R visitAlloca(Alloca i, P p);
        R visitCallIndirect(CallIndirect i, P p);
    }

    /** {@code target := value}. */
    record Assign(Local target, Rvalue value, Span span, boolean stmt) implements Instr {
        public int opcode() { return ASSIGN; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitAssign(this, p); }
    }

    /** {@code array[index] := value}; a bounded array's index is checked. */
    record Store(Local array, Operand index, Operand value, Span span, boolean stmt) implements Instr {
        public int opcode() { return STORE; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitStore(this, p); }
    }

    /** An argument: by value (the callee gets a copy) or by reference (the callee's final value is copied back). */
    sealed interface Arg permits ByValue, ByRef {
        Operand operand();
    }

    record ByValue(Operand operand) implements Arg {}

    record ByRef(Local local) implements Arg {
        public Operand operand() { return local; }
    }

    /**
     * Calls {@code callee}; {@code result} (nullable) receives the returned value. By-reference arguments
     * follow copy-in/copy-out (value-result) semantics: the callee works on its own copy, written back
     * to the caller's variable when the callee returns.
     */
    record Call(Local result, String callee, List<Arg> args, Span span, boolean stmt) implements Instr {
        public int opcode() { return CALL; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitCall(this, p); }
    }

    /** Reads the next input into {@code target}: symbolically a fresh symbol named after {@code inputName}. */
    record Read(Local target, String inputName, Span span, boolean stmt) implements Instr {
        public int opcode() { return READ; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitRead(this, p); }
    }

    /** One item of a WRITE: a value or a literal text. */
    sealed interface WriteItem permits WriteValue, WriteText {}

    record WriteValue(Operand operand) implements WriteItem {}

    record WriteText(String text) implements WriteItem {}

    /** Appends the items, as one output record, to the path's output. */
    record Write(List<WriteItem> items, Span span, boolean stmt) implements Instr {
        public int opcode() { return WRITE; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitWrite(this, p); }
    }

    /** Conjoins {@code cond} to the path condition; a path on which it cannot hold ends (infeasible). */
    record Assume(Operand cond, Span span, boolean stmt) implements Instr {
        public int opcode() { return ASSUME; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitAssume(this, p); }
    }

    /** A checked claim: where its negation is feasible the path has an error leaf; execution goes on with it assumed. */
    record Assert(Operand cond, Span span, boolean stmt) implements Instr {
        public int opcode() { return ASSERT; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitAssert(this, p); }
    }

    /** Reports whether {@code pc ⊃ cond} is valid (King's PROVE); it changes nothing. */
    record Prove(Operand cond, Span span, boolean stmt) implements Instr {
        public int opcode() { return PROVE; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitProve(this, p); }
    }

    /** Stores {@code value} as a {@code type} (little-endian bytes) at {@code address}; checked like {@link Rvalue.Load}. */
    record MemStore(Operand address, Operand value, Type type, Span span, boolean stmt) implements Instr {
        public int opcode() { return MEM_STORE; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitMemStore(this, p); }
    }

    /**
     * Makes a new stack object of {@code size} bytes (contents undefined until written) and puts its
     * address in {@code target}; the object dies when the function returns. {@code name} names it in
     * messages (the C variable). {@code content}, for display only (the debugger), is what the object
     * holds when that is a scalar (its type) or a one-dimensional array of scalars (a bounded
     * {@link Type.ArrayType} from 0); null otherwise.
     *
     * <p>A C variable-length array has {@code lengths} (i64 values, evaluated where the declaration is
     * reached): the object is {@code size} times their product bytes; each length must be positive and the
     * whole at most {@code MemObject.VLA_LIMIT} bytes (else a {@code vla-size} error). Executing the same
     * alloca again in a frame (a loop around the declaration) kills the object it made before.
     */
    record Alloca(Local target, long size, int align, String name, Span span, boolean stmt, Type content, List<Operand> lengths) implements Instr {
        public Alloca(Local target, long size, int align, String name, Span span, boolean stmt) {
            this(target, size, align, name, span, stmt, null);
        }
        public Alloca(Local target, long size, int align, String name, Span span, boolean stmt, Type content) {
            this(target, size, align, name, span, stmt, content, List.of());
        }
        public boolean variable() { return !lengths.isEmpty(); }
        public int opcode() { return ALLOCA; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitAlloca(this, p); }
    }

    /** Calls the function whose address is {@code target} (a function pointer), all arguments by value. */
    record CallIndirect(Local result, Operand target, List<Operand> args, Span span, boolean stmt) implements Instr {
        public int opcode() { return CALL_INDIRECT; }
        public <R, P> R accept(Visitor<R, P> v, P p) { return v.visitCallIndirect(this, p); }
    }
}
